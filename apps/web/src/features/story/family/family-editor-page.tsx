// /story-elements/family-trees/:id: one family tree, edited from the side panel (every action by
// keyboard) with the tree drawn beside it; autosaved with conflict detection, changes announced.
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Globe, Lock, Trash2 } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast, useResolvedTheme } from "@/components/ui/toaster";
import { useLinks } from "../api/documents";
import type { StoryDoc } from "../api/types";
import { DocumentGate } from "../document-gate";
import { trashWithUndo } from "../pending-deletes";
import { ConflictBanner, SaveStatus } from "../save-status";
import { LinkItemsDialog } from "../stories/link-items-dialog";
import { useAutosave } from "../use-autosave";
import { AddPersonForm } from "./add-person-form";
import { nameResolver } from "./names";
import { PersonEditor } from "./person-editor";
import { TreeView } from "./tree-view";
import { useUniverseCalendar } from "./use-calendar";
import { useFamily } from "./use-family";
import { useFamilyActions } from "./use-family-actions";
import { YearInput } from "./year-input";

export function FamilyTreeEditorPage() {
  const { id = "" } = useParams();
  const [generation, setGeneration] = useState(0);
  return (
    <PageContainer>
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to="/story-elements/family-trees">
          <ArrowLeft aria-hidden="true" /> Family Tree
        </Link>
      </Button>
      <DocumentGate id={id} tool="family-tree" listPath="/story-elements/family-trees">
        {(doc) => <TreeEditor key={`${doc.id}:${generation}`} doc={doc} onReloaded={() => setGeneration((g) => g + 1)} />}
      </DocumentGate>
    </PageContainer>
  );
}

function TreeEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const fam = useFamily(doc, autosave);
  const links = useLinks(doc.id);
  const calendar = useUniverseCalendar(doc.universe_id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const dark = useResolvedTheme() === "dark";
  const [title, setTitle] = useState(doc.title);
  const [summary, setSummary] = useState(doc.summary);
  const [announcement, setAnnouncement] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const open = (id: string) => {
    setSelected(id);
    // On a phone the panel is below the tree: bring the person's card into view.
    requestAnimationFrame(() => panelRef.current?.firstElementChild?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  };
  const visibility = doc.visibility;
  const data = fam.data;
  const nameOf = useMemo(() => nameResolver(data.people, links.data ?? []), [data.people, links.data]);
  const actions = useFamilyActions({ doc, autosave, fam, links: links.data, nameOf, announce: setAnnouncement, select: setSelected });
  const person = data.people.find((p) => p.id === selected) ?? null;
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };
  const privateCount = data.people.filter((p) => p.itemId && links.data?.find((l) => l.item_id === p.itemId)?.item?.visibility === "private").length;

  return (
    <div>
      <h1 className="sr-only">{doc.title}</h1>
      <div className="sr-only" aria-live="polite" data-testid="family-announcer">
        {announcement}
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SaveStatus autosave={autosave} />
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          {visibility === "public" ? <Globe className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
          {visibility === "public" ? "Public" : "Private"}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={visibility === "public" ? "outline" : "default"}
            disabled={autosave.state === "conflict"}
            onClick={() => {
              autosave.change({ visibility: visibility === "public" ? "private" : "public" });
              void autosave.flush().then(() =>
                visibility === "public"
                  ? toast.success("The tree is private again")
                  : toast.success("Published: anyone can read it under Browse", {
                      description: privateCount ? `${privateCount} private ${privateCount === 1 ? "character shows" : "characters show"} as “A private character” to visitors.` : undefined,
                    }),
              );
            }}
          >
            {visibility === "public" ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {visibility === "public" ? "Make private" : "Publish"}
          </Button>
          {visibility === "public" && (
            <Button size="sm" variant="outline" asChild>
              <Link to={`/browse/family-trees/${doc.id}`}>See it as visitors do</Link>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              void autosave.flush();
              trashWithUndo(qc, [doc.id], `“${doc.title}”`);
              void navigate("/story-elements/family-trees");
            }}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      <ConflictBanner autosave={wrapped} what="tree" />
      <div className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-name`}>Name</Label>
          <Input
            id={`${ids}-name`}
            className="font-serif text-lg"
            value={title}
            maxLength={200}
            aria-invalid={!title.trim()}
            onChange={(e) => {
              setTitle(e.target.value);
              if (e.target.value.trim()) autosave.change({ title: e.target.value.trim() });
            }}
          />
          {!title.trim() && <p className="text-sm text-destructive">A tree needs a name. The last name is kept until you type one.</p>}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-summary`}>Description</Label>
          <Textarea
            id={`${ids}-summary`}
            rows={2}
            maxLength={4000}
            placeholder="Whose family, and when?"
            value={summary}
            onChange={(e) => {
              setSummary(e.target.value);
              autosave.change({ summary: e.target.value });
            }}
          />
        </div>
        <YearInput label="Story's present year" value={data.today} onChange={(today) => fam.set((d) => ({ ...d, today }))} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          {data.people.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
              The tree is empty. Add people with the form (a quick entry, or characters from your library), then give them parents and partners: the generations lay themselves out.
            </p>
          ) : (
            <TreeView data={data} nameOf={nameOf} title={title || doc.title} dark={dark} selectedId={selected} onSelect={setSelected} onOpen={open} onDelete={actions.remove} calendar={calendar.data ?? null} />
          )}
        </div>
        <aside ref={panelRef} className="flex min-w-0 scroll-mt-20 flex-col gap-4" aria-label="People and links">
          {person && (
            <PersonEditor
              key={person.id}
              person={person}
              data={data}
              nameOf={nameOf}
              onSelect={setSelected}
              onPatch={(p) => actions.patch(person.id, p)}
              onAddParent={(parent, type) => actions.parentAdd(person.id, parent, type)}
              onParentType={(parent, type) => actions.parentType(person.id, parent, type)}
              onRemoveParent={(parent) => actions.parentRemove(person.id, parent)}
              onAddPartner={(other, type, start, end) => actions.partnerAdd(person.id, other, type, start, end)}
              onRemovePartner={actions.partnerRemove}
              onMakeCharacter={() => void actions.makeCharacter(person.id)}
              making={actions.making}
              onDelete={() => actions.remove(person.id)}
            />
          )}
          <AddPersonForm onAdd={actions.add} onPickFromLibrary={() => setPicking(true)} />
          {!person && data.people.length > 0 && <p className="text-sm text-muted-foreground">Select a person on the tree or in the list to edit them, give them parents and partners.</p>}
        </aside>
      </div>
      {picking && (
        <LinkItemsDialog
          doc={doc}
          autosave={autosave}
          kinds={["character"]}
          title="Characters from your library"
          description="Each one you link joins the tree; give them parents and partners afterwards."
          taken={new Set(data.people.map((p) => p.itemId).filter((x): x is string => !!x))}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
