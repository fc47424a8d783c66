// The timeline's calendar, lanes and eras. Lanes can be named freely or made from the characters,
// factions and places linked to events; eras are bands from one year to another.
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { CalendarSelect } from "@/components/calendar/calendar-select";
import { dateProblem, toDate, toDay, yearLabel, type TLCalendar } from "@/components/calendar/calendar";
import { COLORS, LANE_NAME_MAX, namedLanes, newId, type TimelineData } from "./model";
import type { TimelineState } from "./use-timeline";

const LANE_KINDS = new Set(["character", "faction", "location", "government", "religion", "race", "bloodline"]);

export function SettingsPanel({ tl, cal, links }: { tl: TimelineState; cal: TLCalendar; links: StoryLinkWithItem[] }) {
  const ids = useId();
  const [lane, setLane] = useState("");
  const [era, setEra] = useState({ name: "", from: "", to: "" });
  const [eraError, setEraError] = useState<string | null>(null);
  const undoable = (label: string, f: (d: TimelineData) => TimelineData) => {
    const before = { calendar: tl.calendar, lanes: tl.lanes, eras: tl.eras, events: tl.events };
    tl.update(f);
    toast.success(label, { action: { label: "Undo", onClick: () => tl.update(() => before) } });
  };
  const linkedItems = new Map<string, { name: string; events: Set<string> }>();
  for (const l of links)
    if (l.item && LANE_KINDS.has(l.item.kind) && l.anchor.startsWith("event:")) {
      const entry = linkedItems.get(l.item_id) ?? { name: l.item.name, events: new Set<string>() };
      entry.events.add(l.anchor.slice(6));
      linkedItems.set(l.item_id, entry);
    }
  const missing = [...linkedItems].filter(([id]) => !tl.lanes.some((x) => x.itemId === id));
  const itemNames = new Map(links.filter((l) => l.item).map((l) => [l.item_id, l.item!.name]));
  const shownLanes = namedLanes(tl.lanes, itemNames, "A library item");
  const addEra = (e: React.FormEvent) => {
    e.preventDefault();
    const from = Number(era.from);
    const to = Number(era.to);
    if (!era.name.trim()) return setEraError("Name the era.");
    if (era.from.trim() === "" || dateProblem(cal, from, 1, 1)) return setEraError("Enter the year it begins (a whole number).");
    if (era.to.trim() === "" || dateProblem(cal, to, 1, 1)) return setEraError("Enter the year it ends (a whole number).");
    if (to < from) return setEraError("An era ends after it begins.");
    const end = toDay(cal, { year: to + 1, month: 1, day: 1 }) - 1;
    tl.update((d) => ({
      ...d,
      eras: [
        ...d.eras,
        {
          id: newId(),
          name: era.name.trim().slice(0, LANE_NAME_MAX),
          start: toDay(cal, { year: from, month: 1, day: 1 }),
          end,
          color: COLORS[(d.eras.length + 2) % COLORS.length]!,
        },
      ],
    }));
    setEra({ name: "", from: "", to: "" });
    setEraError(null);
  };
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${ids}-cal`}>
        <h3 id={`${ids}-cal`} className="font-medium">
          Calendar
        </h3>
        <Label htmlFor={`${ids}-cal-s`} className="sr-only">
          Calendar
        </Label>
        <CalendarSelect id={`${ids}-cal-s`} value={tl.calendar} onPick={(calendar, name) => undoable(`Dated in ${name} now`, (d) => ({ ...d, calendar }))} />
        <p className="text-xs text-muted-foreground">
          Your saved calendars from the calendar generator are listed. Events keep their place in time; their dates are written in the chosen calendar.
        </p>
      </section>
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${ids}-lanes`}>
        <h3 id={`${ids}-lanes`} className="font-medium">
          Lanes
        </h3>
        {shownLanes.length > 0 && (
          <ul className="flex flex-col gap-1">
            {shownLanes.map((l) => (
              <li key={l.id} className="flex items-center gap-1">
                <Input
                  aria-label={`Lane name: ${l.name}`}
                  defaultValue={l.name}
                  maxLength={LANE_NAME_MAX}
                  onBlur={(e) =>
                    e.target.value.trim() &&
                    e.target.value.trim() !== l.name &&
                    tl.update((d) => ({ ...d, lanes: d.lanes.map((x) => (x.id === l.id ? { ...x, name: e.target.value.trim() } : x)) }))
                  }
                />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete lane ${l.name}`}
                  onClick={() =>
                    undoable(`Deleted the lane ${l.name}`, (d) => ({
                      ...d,
                      lanes: d.lanes.filter((x) => x.id !== l.id),
                      events: d.events.map((ev) => (ev.lane === l.id ? { ...ev, lane: null } : ev)),
                    }))
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (!lane.trim()) return;
            tl.update((d) => ({ ...d, lanes: [...d.lanes, { id: newId(), name: lane.trim(), itemId: null }] }));
            setLane("");
          }}
        >
          <Input
            aria-label="New lane name"
            placeholder="A lane, e.g. The North"
            value={lane}
            maxLength={LANE_NAME_MAX}
            onChange={(e) => setLane(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!lane.trim()}>
            Add lane
          </Button>
        </form>
        {missing.length > 0 && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              undoable(`Added ${missing.length} ${missing.length === 1 ? "lane" : "lanes"}`, (d) => {
                const made = missing.map(([itemId, m]) => ({ id: newId(), name: "", itemId, events: m.events }));
                return {
                  ...d,
                  lanes: [...d.lanes, ...made.map(({ events: _e, ...l }) => l)],
                  events: d.events.map((ev) => (ev.lane ? ev : { ...ev, lane: made.find((m) => m.events.has(ev.id))?.id ?? null })),
                };
              })
            }
          >
            A lane per linked character, faction or place ({missing.length})
          </Button>
        )}
      </section>
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${ids}-eras`}>
        <h3 id={`${ids}-eras`} className="font-medium">
          Eras
        </h3>
        {tl.eras.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {tl.eras.map((e) => (
              <li key={e.id} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 break-words">
                  <strong>{e.name}</strong> · {yearLabel(cal, toDate(cal, e.start).year)} – {yearLabel(cal, toDate(cal, e.end).year)}
                </span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete era ${e.name}`}
                  onClick={() => undoable(`Deleted the era ${e.name}`, (d) => ({ ...d, eras: d.eras.filter((x) => x.id !== e.id) }))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="grid grid-cols-2 gap-1" onSubmit={addEra} noValidate>
          <Input
            className="col-span-2"
            aria-label="Era name"
            placeholder="An era, e.g. The Long Winter"
            value={era.name}
            maxLength={LANE_NAME_MAX}
            onChange={(e) => setEra({ ...era, name: e.target.value })}
          />
          <Input
            aria-label="Era begins in year"
            placeholder="From year"
            inputMode="numeric"
            value={era.from}
            onChange={(e) => setEra({ ...era, from: e.target.value })}
          />
          <Input
            aria-label="Era ends in year"
            placeholder="To year"
            inputMode="numeric"
            value={era.to}
            onChange={(e) => setEra({ ...era, to: e.target.value })}
          />
          {eraError && (
            <p className="col-span-2 text-sm text-destructive" role="alert">
              {eraError}
            </p>
          )}
          <Button type="submit" variant="outline" className="col-span-2">
            Add era
          </Button>
        </form>
      </section>
    </div>
  );
}
