// /story-elements/character-groups/:id: one group, edited in place with autosave, or seen as its card.
import { Download } from "lucide-react";
import { downloadMarkdown } from "@/components/story-documents/markdown";
import { groupToMarkdown } from "./markdown";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { DocumentHeader, SummaryField, TitleField, useDocumentText } from "@/components/story-documents/document-header";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { GroupCard } from "./group-card";
import { COLOR_NAMES, EMBLEM_COLORS, GROUP_TYPES, groupMeta, typeLabel, type GroupType } from "@/components/story-documents/group-meta";
import { Members } from "./members";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function GroupEditorPage() {
  return (
    <DocumentEditorPage tool="character-group" listPath="/story-elements/character-groups" backLabel="Character Groups" className="max-w-4xl">
      {(doc, onReloaded) => <GroupEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function GroupEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const links = useLinks(doc.id);
  const ids = useId();
  const initial = groupMeta(doc.data);
  const text = useDocumentText(doc, autosave);
  const { title, summary } = text;
  const [type, setType] = useState<GroupType>(initial.type);
  const [color, setColor] = useState(initial.color);
  const [view, setView] = useState<"edit" | "card">("edit");
  const data = (patch: Partial<{ type: GroupType; color: string }>) => ({ ...doc.data, type, color, ...patch });

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="group"
        listPath="/story-elements/character-groups"
        publishing={{ browsePath: `/browse/character-groups/${doc.id}` }}
        tools={
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-input">
            <Button size="sm" variant={view === "edit" ? "secondary" : "ghost"} aria-pressed={view === "edit"} onClick={() => setView("edit")}>
              Edit
            </Button>
            <Button
              size="sm"
              variant={view === "card" ? "secondary" : "ghost"}
              aria-pressed={view === "card"}
              onClick={() => void autosave.flush().then(() => setView("card"))}
            >
              Card
            </Button>
          </div>
        }
        exports={
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadMarkdown(title || doc.title, groupToMarkdown({ ...doc, title: text.shownTitle, summary, data: data({}) }, links.data ?? []))}
          >
            <Download aria-hidden="true" /> Markdown
          </Button>
        }
      />
      {view === "card" ? (
        <GroupCard doc={{ ...doc, title, summary, data: data({}) }} members={links.data ?? []} memberHref={(m) => `/my-content/${m.item_id}`} />
      ) : (
        <>
          <div className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
            <TitleField id={ids} text={text} noun="group" />
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
                      <span
                        className="block size-7 cursor-pointer rounded-full border-2 border-transparent ring-offset-2 ring-offset-background peer-checked:border-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
                        style={{ background: c }}
                      />
                      <span className="sr-only">{COLOR_NAMES[c]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            <SummaryField id={ids} text={text} rows={4} counter placeholder="What binds them, what they want, who they answer to." />
          </div>
          <Members doc={doc} autosave={autosave} />
        </>
      )}
    </div>
  );
}
