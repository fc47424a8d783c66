// "Pull in dated things": the user's saved events that carry a date, each with a checkbox; the
// chosen ones become timeline events linked to their item. Ones already pulled in are marked.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { storyKeys } from "../api/keys";
import type { StoryDoc } from "../api/types";
import type { Autosave } from "../use-autosave";
import { formatDay, type TLCalendar } from "./calendar";
import { addLinks, removeLinksAt, useItemsOfKind } from "./library";
import { eventAnchor, newId, type CalendarRef, type TimelineEvent } from "./model";
import { datedEvent } from "./pull-in";

const HOW = { "same-calendar": "", "same-date": " (same date, another calendar)", "year-only": " (year only: that day does not exist here)" } as const;

export function PullInDialog({ doc, autosave, cal, calRef, events, onAdd, onRemove, onClose }: { doc: StoryDoc; autosave: Autosave; cal: TLCalendar; calRef: CalendarRef; events: readonly TimelineEvent[]; onAdd: (events: TimelineEvent[]) => void; onRemove: (ids: ReadonlySet<string>) => void; onClose: () => void }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const items = useItemsOfKind(user?.id, "event");
  const already = useMemo(() => new Set(events.map((e) => e.source).filter(Boolean)), [events]);
  const candidates = useMemo(() => (items.data ?? []).map((r) => datedEvent(r, cal, calRef)).filter((c) => c !== null), [items.data, cal, calRef]);
  const undated = (items.data?.length ?? 0) - candidates.length;
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const picked = chosen ?? new Set(candidates.filter((c) => !already.has(c.itemId)).map((c) => c.itemId));
  const toggle = (id: string) => setChosen(new Set(picked.has(id) ? [...picked].filter((x) => x !== id) : [...picked, id]));
  const add = () => {
    const made = candidates
      .filter((c) => picked.has(c.itemId) && !already.has(c.itemId))
      .map<TimelineEvent>((c) => ({ id: newId(), title: c.name.slice(0, 200), description: c.summary.slice(0, 4000), start: c.start, end: null, lane: null, color: "red", importance: 2, scene: null, source: c.itemId }));
    onAdd(made);
    void autosave
      .track(addLinks(made.map((e) => ({ document_id: doc.id, item_id: e.source!, anchor: eventAnchor(e.id) }))))
      .then(
        () => void qc.invalidateQueries({ queryKey: storyKeys.links(doc.id) }),
        (e: Error) => toast.error("The events were added, but linking their items failed", { description: e.message }),
      );
    const undo = () => {
      onRemove(new Set(made.map((e) => e.id)));
      void autosave.track(removeLinksAt(doc.id, made.map((e) => eventAnchor(e.id)))).then(() => void qc.invalidateQueries({ queryKey: storyKeys.links(doc.id) }), () => undefined);
    };
    toast.success(`Pulled in ${made.length} ${made.length === 1 ? "event" : "events"}`, { action: { label: "Undo", onClick: undo } });
    onClose();
  };
  const n = [...picked].filter((id) => !already.has(id)).length;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Pull in dated things"
      description="Events you saved from the event generator, placed on their dates. Choose what to include."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={add} disabled={n === 0}>
            Add {n} {n === 1 ? "event" : "events"}
          </Button>
        </>
      }
    >
      <div className="max-h-96 min-h-24 overflow-y-auto">
        {items.isPending ? (
          <RowsSkeleton label="Reading your library" />
        ) : items.isError ? (
          <InlineLoadError what="Your events" error={items.error} onRetry={() => void items.refetch()} />
        ) : candidates.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            No dated events in your library yet.{" "}
            <Link className="text-primary underline underline-offset-4" to="/generators/event">
              Generate some events
            </Link>{" "}
            and save them.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Dated events in your library">
            {candidates.map((c) => {
              const done = already.has(c.itemId);
              return (
                <li key={c.itemId}>
                  <label className="flex cursor-pointer items-start gap-3 py-2">
                    <input type="checkbox" className="mt-1 size-4 accent-primary" disabled={done} checked={done || picked.has(c.itemId)} onChange={() => toggle(c.itemId)} />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words font-medium">{c.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {done ? "Already on this timeline" : `${formatDay(cal, c.start)}${HOW[c.how]}`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {undated > 0 && <p className="text-xs text-muted-foreground">{undated} saved {undated === 1 ? "event has" : "events have"} no date and {undated === 1 ? "is" : "are"} left out.</p>}
      <p className="text-xs text-muted-foreground">Births and deaths from family trees will be offered here too once family trees carry dates.</p>
    </Modal>
  );
}
