// The timeline as a list, in date order: readable on a phone, and a plain route for screen readers.
// Shows the first 200 and more on demand, so 10,000 events never render at once.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatWhen, type TLCalendar } from "@/components/calendar/calendar";
import { COLOR_HEX, type Lane, type TimelineEra, type TimelineEvent } from "./model";

const PAGE = 200;

export function ListView({
  cal,
  events,
  lanes,
  eras,
  onOpen,
  selectedId,
}: {
  cal: TLCalendar;
  events: readonly TimelineEvent[];
  lanes: Lane[];
  eras: TimelineEra[];
  onOpen?: (e: TimelineEvent) => void;
  selectedId?: string | null;
}) {
  const [shown, setShown] = useState(PAGE);
  const laneName = new Map(lanes.map((l) => [l.id, l.name]));
  if (events.length === 0) return <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No events yet.</p>;
  const eraOfDay = (d: number) => eras.find((e) => e.start <= d && d <= e.end);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card" aria-label="Events in date order">
        {events.slice(0, shown).map((e) => {
          const era = eraOfDay(e.start);
          const body = (
            <>
              <span className="mt-1.5 size-3 shrink-0 rounded-full" style={{ background: COLOR_HEX[e.color] }} aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-xs text-muted-foreground">
                  {formatWhen(cal, e.start, e.end)}
                  {era ? ` · ${era.name}` : ""}
                  {e.lane && laneName.get(e.lane) ? ` · ${laneName.get(e.lane)}` : ""}
                </span>
                <span className={`block break-words ${e.importance === 3 ? "font-semibold" : "font-medium"}`}>{e.title}</span>
                {e.description && <span className="line-clamp-3 block break-words text-sm text-muted-foreground">{e.description}</span>}
              </span>
            </>
          );
          return (
            <li key={e.id}>
              {onOpen ? (
                <button
                  type="button"
                  className={`flex w-full items-start gap-3 p-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring ${selectedId === e.id ? "bg-muted" : ""}`}
                  onClick={() => onOpen(e)}
                >
                  {body}
                </button>
              ) : (
                <div className="flex items-start gap-3 p-3">{body}</div>
              )}
            </li>
          );
        })}
      </ol>
      {events.length > shown && (
        <Button variant="outline" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({events.length - shown} left)
        </Button>
      )}
    </div>
  );
}
