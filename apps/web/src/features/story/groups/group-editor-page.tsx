// /story-elements/character-groups/:id: one group, edited in place with autosave, or seen as its card.
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Download, Globe, Lock, Trash2 } from "lucide-react";
import { downloadMarkdown, groupToMarkdown } from "../markdown";
import { useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useLinks } from "../api/documents";
import type { StoryDoc } from "../api/types";
import { DocumentGate } from "../document-gate";
import { trashWithUndo } from "../pending-deletes";
import { ConflictBanner, SaveStatus } from "../save-status";
import { useAutosave } from "../use-autosave";
import { GroupCard } from "./group-card";
import { COLOR_NAMES, EMBLEM_COLORS, GROUP_TYPES, groupMeta, typeLabel, type GroupType } from "./group-meta";
import { Members } from "./members";

const selectClass = "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function GroupEditorPage() {
  const { id = "" } = useParams();
  const [generation, setGeneration] = useState(0);
  return (
    <PageContainer className="max-w-4xl">
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to="/story-elements/character-groups">
          <ArrowLeft aria-hidden="true" /> Character Groups
        </Link>
      </Button>
      <DocumentGate id={id} tool="character-group" listPath="/story-elements/character-groups">
        {(doc) => <GroupEditor key={`${doc.id}:${generation}`} doc={doc} onReloaded={() => setGeneration((g) => g + 1)} />}
      </DocumentGate>
    </PageContainer>
  );
}

function GroupEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const links = useLinks(doc.id);
  const ids = useId();
  const initial = groupMeta(doc.data);
  const [title, setTitle] = useState(doc.title);
  const [summary, setSummary] = useState(doc.summary);
  const [type, setType] = useState<GroupType>(initial.type);
  const [color, setColor] = useState(initial.color);
  const [view, setView] = useState<"edit" | "card">("edit");
  const titleError = !title.trim() ? "A group needs a name." : null;
  const data = (patch: Partial<{ type: GroupType; color: string }>) => ({ ...doc.data, type, color, ...patch });
  const visibility = doc.visibility;
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };

  return (
    <div>
      <h1 className="sr-only">{doc.title}</h1>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SaveStatus autosave={autosave} />
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          {visibility === "public" ? <Globe className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
          {visibility === "public" ? "Public" : "Private"}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-input">
            <Button size="sm" variant={view === "edit" ? "secondary" : "ghost"} aria-pressed={view === "edit"} onClick={() => setView("edit")}>
              Edit
            </Button>
            <Button size="sm" variant={view === "card" ? "secondary" : "ghost"} aria-pressed={view === "card"} onClick={() => void autosave.flush().then(() => setView("card"))}>
              Card
            </Button>
          </div>
          <Button
            size="sm"
            variant={visibility === "public" ? "outline" : "default"}
            disabled={autosave.state === "conflict"}
            onClick={() => {
              autosave.change({ visibility: visibility === "public" ? "private" : "public" });
              void autosave.flush().then(() => toast.success(visibility === "public" ? "The group is private again" : "Published: anyone can read it under Browse"));
            }}
          >
            {visibility === "public" ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {visibility === "public" ? "Make private" : "Publish"}
          </Button>
          {visibility === "public" && (
            <Button size="sm" variant="outline" asChild>
              <Link to={`/browse/character-groups/${doc.id}`}>See it as visitors do</Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => downloadMarkdown(title || doc.title, groupToMarkdown({ ...doc, title: title.trim() || doc.title, summary, data: data({}) }, links.data ?? []))}>
            <Download aria-hidden="true" /> Markdown
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              void autosave.flush();
              trashWithUndo(qc, [doc.id], `“${doc.title}”`);
              void navigate("/story-elements/character-groups");
            }}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      <ConflictBanner autosave={wrapped} what="group" />
      {view === "card" ? (
        <GroupCard doc={{ ...doc, title, summary, data: data({}) }} members={links.data ?? []} memberHref={(m) => `/my-content/${m.item_id}`} />
      ) : (
        <>
          <div className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${ids}-name`}>Name</Label>
              <Input
                id={`${ids}-name`}
                className="font-serif text-lg"
                value={title}
                maxLength={200}
                aria-invalid={!!titleError}
                aria-describedby={titleError ? `${ids}-name-error` : undefined}
                onChange={(e) => {
                  setTitle(e.target.value);
                  if (e.target.value.trim()) autosave.change({ title: e.target.value.trim() });
                }}
              />
              {titleError && (
                <p id={`${ids}-name-error`} className="text-sm text-destructive">
                  {titleError} The last name is kept until you type one.
                </p>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${ids}-type`}>Type</Label>
                <select
                  id={`${ids}-type`}
                  className={selectClass}
                  value={type}
                  onChange={(e) => {
                    const t = e.target.value as GroupType;
                    setType(t);
                    autosave.change({ data: data({ type: t }) });
                  }}
                >
                  {GROUP_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {typeLabel(t)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="flex min-w-0 flex-col gap-1">
                <legend className="mb-1 text-sm font-medium">Emblem colour</legend>
                <div className="flex flex-wrap items-center gap-2">
                  {EMBLEM_COLORS.map((c) => (
                    <label key={c} className="relative">
                      <input
                        type="radio"
                        name={`${ids}-color`}
                        value={c}
                        checked={color === c}
                        className="peer sr-only"
                        onChange={() => {
                          setColor(c);
                          autosave.change({ data: data({ color: c }) });
                        }}
                      />
                      <span className="block size-7 cursor-pointer rounded-full border-2 border-transparent ring-offset-2 ring-offset-background peer-checked:border-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring" style={{ background: c }} />
                      <span className="sr-only">{COLOR_NAMES[c]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${ids}-summary`}>Description</Label>
              <Textarea
                id={`${ids}-summary`}
                rows={4}
                maxLength={4000}
                placeholder="What binds them, what they want, who they answer to."
                value={summary}
                onChange={(e) => {
                  setSummary(e.target.value);
                  autosave.change({ summary: e.target.value });
                }}
              />
              <p className="text-xs text-muted-foreground">{summary.length.toLocaleString()} / 4,000</p>
            </div>
          </div>
          <Members doc={doc} autosave={autosave} />
        </>
      )}
    </div>
  );
}
