// "Pull in dated things": the user's saved events that carry a date, and the births and deaths in
// their family trees, each with a checkbox; the chosen ones become timeline events linked to their
// item (a family member who is a library character links to it). Ones already pulled in are marked.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useItemsOfKind } from "@/data/content-items/get-items-of-kind";
import { useFamilyTrees } from "@/data/story-documents/get-family-trees";
import { addLinks } from "@/data/story-links/add-link";
import { removeLinksAt } from "@/data/story-links/remove-link";
import { useAuth } from "@/lib/auth";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { formatDay, yearLabel, type TLCalendar } from "@/components/calendar/calendar";
import { familyCandidates } from "./family-pull";
import type { CalendarRef } from "@/components/calendar/calendar-ref";
import { eventAnchor, newId, type TimelineEvent } from "./model";
import { datedEvent } from "./pull-in";

const HOW = { "same-calendar": "", "same-date": " (same date, another calendar)", "year-only": " (year only: that day does not exist here)" } as const;

export function PullInDialog({
  doc,
  autosave,
  cal,
  calRef,
  events,
  onAdd,
  onRemove,
  onClose,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  cal: TLCalendar;
  calRef: CalendarRef;
  events: readonly TimelineEvent[];
  onAdd: (events: TimelineEvent[]) => void;
  onRemove: (ids: ReadonlySet<string>) => void;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const items = useItemsOfKind(user?.id, "event");
  const trees = useFamilyTrees(user?.id);
  const family = useMemo(() => (trees.data ? familyCandidates(trees.data.trees, trees.data.names, cal) : []), [trees.data, cal]);
  // Births and deaths are offered unticked: a big family would otherwise flood the timeline.
  const [famPicked, setFamPicked] = useState<ReadonlySet<string>>(new Set());
  const toggleFam = (key: string) => setFamPicked((s) => new Set(s.has(key) ? [...s].filter((x) => x !== key) : [...s, key]));
  const already = useMemo(() => new Set(events.map((e) => e.source).filter(Boolean)), [events]);
  const candidates = useMemo(() => (items.data ?? []).map((r) => datedEvent(r, cal, calRef)).filter((c) => c !== null), [items.data, cal, calRef]);
  const undated = (items.data?.length ?? 0) - candidates.length;
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const picked = chosen ?? new Set(candidates.filter((c) => !already.has(c.itemId)).map((c) => c.itemId));
  const toggle = (id: string) => setChosen(new Set(picked.has(id) ? [...picked].filter((x) => x !== id) : [...picked, id]));
  const add = () => {
    const made = candidates
      .filter((c) => picked.has(c.itemId) && !already.has(c.itemId))
      .map<TimelineEvent>((c) => ({
        id: newId(),
        title: c.name.slice(0, 200),
        description: c.summary.slice(0, 4000),
        start: c.start,
        end: null,
        lane: null,
        color: "red",
        importance: 2,
        scene: null,
        source: c.itemId,
      }));
    const fromFamily = family.filter((c) => famPicked.has(c.key) && !already.has(c.key));
    const familyEvents = fromFamily.map<TimelineEvent>((c) => ({
      id: newId(),
      title: c.name,
      description: `From the family tree “${c.tree}”.`.slice(0, 4000),
      start: c.start,
      end: null,
      lane: null,
      color: c.name.startsWith("Birth") ? "green" : "slate",
      importance: 1,
      scene: null,
      source: c.key,
    }));
    const familyLinks = familyEvents.flatMap((e, i) =>
      fromFamily[i]!.itemId ? [{ document_id: doc.id, item_id: fromFamily[i]!.itemId!, anchor: eventAnchor(e.id) }] : [],
    );
    onAdd([...made, ...familyEvents]);
    const all = [...made, ...familyEvents];
    void autosave.track(addLinks([...made.map((e) => ({ document_id: doc.id, item_id: e.source!, anchor: eventAnchor(e.id) })), ...familyLinks])).then(
      () => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }),
      (e: Error) => toast.error("The events were added, but linking their items failed", { description: e.message }),
    );
    const undo = () => {
      onRemove(new Set(all.map((e) => e.id)));
      void autosave
        .track(
          removeLinksAt(
            doc.id,
            all.map((e) => eventAnchor(e.id)),
          ),
        )
        .then(
          () => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }),
          () => undefined,
        );
    };
    toast.success(`Pulled in ${all.length} ${all.length === 1 ? "event" : "events"}`, { action: { label: "Undo", onClick: undo } });
    onClose();
  };
  const n = [...picked].filter((id) => !already.has(id)).length + [...famPicked].filter((k) => !already.has(k)).length;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Pull in dated things"
      description="Events you saved from the event generator, and births and deaths from your family trees, placed on their dates. Choose what to include."
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
                    <input
                      type="checkbox"
                      className="mt-1 size-4 accent-primary"
                      disabled={done}
                      checked={done || picked.has(c.itemId)}
                      onChange={() => toggle(c.itemId)}
                    />
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
      {undated > 0 && (
        <p className="text-xs text-muted-foreground">
          {undated} saved {undated === 1 ? "event has" : "events have"} no date and {undated === 1 ? "is" : "are"} left out.
        </p>
      )}
      <div className="mt-2 max-h-72 overflow-y-auto">
        <h3 className="mb-1 text-sm font-semibold">Births and deaths from your family trees</h3>
        {trees.isPending ? (
          <RowsSkeleton label="Reading your family trees" />
        ) : trees.isError ? (
          <InlineLoadError what="Your family trees" error={trees.error} onRetry={() => void trees.refetch()} />
        ) : family.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            No dated people yet. Give people birth or death dates in a{" "}
            <Link className="text-primary underline underline-offset-4" to="/story-elements/family-trees">
              family tree
            </Link>
            .
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Births and deaths in your family trees">
            {family.map((c) => {
              const done = already.has(c.key);
              return (
                <li key={c.key}>
                  <label className="flex cursor-pointer items-start gap-3 py-2">
                    <input
                      type="checkbox"
                      className="mt-1 size-4 accent-primary"
                      disabled={done}
                      checked={done || famPicked.has(c.key)}
                      onChange={() => toggleFam(c.key)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words font-medium">{c.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {done ? "Already on this timeline" : `${c.exact ? formatDay(cal, c.start) : yearLabel(cal, c.year)} · ${c.tree}`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
