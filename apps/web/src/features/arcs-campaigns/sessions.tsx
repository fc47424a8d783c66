// A campaign's sessions, newest first: title, date, recap (what happened, for "Last time…"),
// table notes and linked library items (anchor `session:<id>`). Delete has Undo.
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { dropLinksAt, LinkedItems } from "./linked-items";
import { newId, sessionAnchor, sessionsNewestFirst, type Session } from "./model";

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export function Sessions({
  doc,
  autosave,
  links,
  sessions,
  onChange,
  latest,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  links: StoryLinkWithItem[] | undefined;
  sessions: Session[];
  onChange: (s: Session[]) => void;
  latest: () => Session[];
}) {
  const qc = useQueryClient();
  const add = () => onChange([...sessions, { id: newId(), title: `Session ${sessions.length + 1}`, date: today(), recap: "", notes: "" }]);
  const patch = (id: string, p: Partial<Session>) => onChange(sessions.map((s) => (s.id === id ? { ...s, ...p } : s)));
  const remove = (s: Session) => {
    const index = sessions.findIndex((x) => x.id === s.id);
    onChange(sessions.filter((x) => x.id !== s.id));
    const undoLinks = autosave
      .track(dropLinksAt(links ?? [], sessionAnchor(s.id)))
      .finally(() => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }));
    toast(`Deleted “${s.title || "Untitled session"}”`, {
      action: {
        label: "Undo",
        onClick: () => {
          const now = latest();
          onChange([...now.slice(0, index), s, ...now.slice(index)]);
          void undoLinks
            .then((restore) => autosave.track(restore()))
            .catch((e: Error) => toast.error("Could not link its items again", { description: e.message }))
            .finally(() => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }));
        },
      },
    });
  };
  return (
    <section aria-labelledby="sessions-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="sessions-heading" className="font-serif text-2xl font-semibold">
          Sessions
        </h2>
        <Button onClick={add}>
          <Plus aria-hidden="true" /> Add session
        </Button>
      </div>
      {sessions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card/60 p-6 text-center text-sm text-muted-foreground">
          <CalendarDays className="size-8 text-primary" aria-hidden="true" />
          <p>
            No sessions yet. Add one for each time the table meets: its date, a recap of what happened, your notes and the characters, places and items that
            came up.
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Sessions, newest first">
          {sessionsNewestFirst(sessions).map((s) => (
            <li key={s.id} aria-label={s.title || "Untitled session"} className="grid gap-3 rounded-lg border border-border bg-card p-4">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={`session-title-${s.id}`}>Session title</Label>
                  <Input id={`session-title-${s.id}`} value={s.title} maxLength={200} onChange={(e) => patch(s.id, { title: e.target.value })} />
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={`session-date-${s.id}`}>Date</Label>
                  <Input id={`session-date-${s.id}`} type="date" value={s.date} onChange={(e) => patch(s.id, { date: e.target.value })} />
                </div>
                <Button variant="ghost" className="justify-self-start" onClick={() => remove(s)} aria-label={`Delete ${s.title || "Untitled session"}`}>
                  <Trash2 aria-hidden="true" /> <span className="sm:sr-only">Delete</span>
                </Button>
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`session-recap-${s.id}`}>Recap</Label>
                <Textarea
                  id={`session-recap-${s.id}`}
                  rows={3}
                  maxLength={20000}
                  placeholder="What happened, as you would read it out at the start of the next session."
                  value={s.recap}
                  onChange={(e) => patch(s.id, { recap: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`session-notes-${s.id}`}>Table notes</Label>
                <Textarea
                  id={`session-notes-${s.id}`}
                  rows={2}
                  maxLength={20000}
                  placeholder="Loot, rulings, who was absent."
                  value={s.notes}
                  onChange={(e) => patch(s.id, { notes: e.target.value })}
                  aria-describedby={`session-notes-hint-${s.id}`}
                />
                <p id={`session-notes-hint-${s.id}`} className="text-xs text-muted-foreground">
                  Published with the campaign. Secrets go in the GM notes on the Overview.
                </p>
              </div>
              <LinkedItems doc={doc} autosave={autosave} links={links} anchor={sessionAnchor(s.id)} what={s.title || "this session"} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
