// /story-elements/family-trees/:id: one family tree, edited from the side panel (every action by
// keyboard) with the tree drawn beside it; autosaved with conflict detection, changes announced.
import { useId, useMemo, useRef, useState } from "react";
import { useResolvedTheme } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { DocumentFields, DocumentHeader, useDocumentText } from "@/components/story-documents/document-header";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { AddPersonForm } from "./add-person-form";
import { nameResolver } from "./names";
import { PersonEditor } from "./person-editor";
import { TreeView } from "./tree-view";
import { CalendarField } from "./calendar-field";
import { useTreeCalendar } from "./use-calendar";
import { useFamily } from "./use-family";
import { useFamilyActions } from "./use-family-actions";
import { YearInput } from "./year-input";

export function FamilyTreeEditorPage() {
  return (
    <DocumentEditorPage tool="family-tree" listPath="/story-elements/family-trees" backLabel="Family Tree">
      {(doc, onReloaded) => <TreeEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function TreeEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const fam = useFamily(doc, autosave);
  const links = useLinks(doc.id);
  const ids = useId();
  const dark = useResolvedTheme() === "dark";
  const text = useDocumentText(doc, autosave);
  const title = text.title;
  const [announcement, setAnnouncement] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const open = (id: string) => {
    setSelected(id);
    // On a phone the panel is below the tree: bring the person's card into view.
    requestAnimationFrame(() => panelRef.current?.firstElementChild?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  };
  const data = fam.data;
  const { ref: calendarRef, calendar } = useTreeCalendar(doc.universe_id, data.calendar);
  const nameOf = useMemo(() => nameResolver(data.people, links.data ?? []), [data.people, links.data]);
  const actions = useFamilyActions({ doc, autosave, fam, links: links.data, nameOf, announce: setAnnouncement, select: setSelected });
  const person = data.people.find((p) => p.id === selected) ?? null;
  const privateCount = data.people.filter((p) => p.itemId && links.data?.find((l) => l.item_id === p.itemId)?.item?.visibility === "private").length;

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="tree"
        listPath="/story-elements/family-trees"
        publishing={{
          browsePath: `/browse/family-trees/${doc.id}`,
          publishedNote: () =>
            privateCount
              ? `${privateCount} private ${privateCount === 1 ? "character shows" : "characters show"} as “A private character” to visitors.`
              : undefined,
        }}
      >
        <DocumentFields
          id={ids}
          text={text}
          noun="tree"
          placeholder="Whose family, and when?"
          className="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_13rem]"
          extra={
            <>
              <YearInput label="Story's present year" value={data.today} onChange={(today) => fam.set((d) => ({ ...d, today }))} />
              <CalendarField value={calendarRef} fam={fam} />
            </>
          }
        />
      </DocumentHeader>
      <div className="sr-only" aria-live="polite" data-testid="family-announcer">
        {announcement}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          {data.people.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
              The tree is empty. Add people with the form (a quick entry, or characters from your library), then give them parents and partners: the generations
              lay themselves out.
            </p>
          ) : (
            <TreeView
              data={data}
              nameOf={nameOf}
              title={title || doc.title}
              dark={dark}
              selectedId={selected}
              onSelect={setSelected}
              onOpen={open}
              onDelete={actions.remove}
              calendar={calendar}
            />
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
              cal={calendar?.cal ?? null}
              onMakeCharacter={() => void actions.makeCharacter(person.id)}
              making={actions.making}
              onDelete={() => actions.remove(person.id)}
            />
          )}
          <AddPersonForm onAdd={actions.add} onPickFromLibrary={() => setPicking(true)} cal={calendar?.cal ?? null} />
          {!person && data.people.length > 0 && (
            <p className="text-sm text-muted-foreground">Select a person on the tree or in the list to edit them, give them parents and partners.</p>
          )}
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
