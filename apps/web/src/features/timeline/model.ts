// A timeline's own fields, kept in story_documents.data and checked with zod when read: the
// calendar it is dated in, lanes, eras (background bands) and events. Dates are absolute day
// numbers in that calendar (day 0 = the first day of year 1, as in @worldloom/generators).
// Linked library items are story_links rows with anchor `event:<id>` (see docs/timeline.md).
import { z } from "zod";
import { calendarRefSchema, type CalendarRef } from "@/components/calendar/calendar-ref";

export const COLORS = ["slate", "red", "amber", "green", "teal", "blue", "violet", "rose"] as const;
export type EventColor = (typeof COLORS)[number];
export const COLOR_HEX: Record<EventColor, string> = {
  slate: "#5b6472",
  red: "#b33a3a",
  amber: "#b7791f",
  green: "#4f7a3a",
  teal: "#2f6f73",
  blue: "#355c9a",
  violet: "#6a4c93",
  rose: "#9b4f7a",
};

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const LANE_NAME_MAX = 80;
export const MAX_EVENTS = 20000;
/** Days either side of day 0 a date may have (about ±2.7 million years). */
export const DAY_LIMIT = 1_000_000_000;

const day = z.number().int().min(-DAY_LIMIT).max(DAY_LIMIT);
const id = z.string().min(1).max(64);

export const eventSchema = z.object({
  id,
  title: z.string().min(1).max(TITLE_MAX),
  description: z.string().max(DESCRIPTION_MAX).default(""),
  start: day,
  /** Null for a point event; otherwise the last day of the span (inclusive). */
  end: day.nullable().default(null),
  lane: z.string().max(64).nullable().default(null),
  color: z.enum(COLORS).default("slate"),
  /** 1 minor, 2 normal, 3 major. */
  importance: z.number().int().min(1).max(3).default(2),
  /** The scene of one of the owner's stories where it is told (its title is published with the timeline). */
  scene: z
    .object({ storyId: z.string().max(64), sceneId: z.string().max(64), title: z.string().max(200) })
    .nullable()
    .default(null),
  /** Where the event came from when pulled in (a library item id), so it is not pulled in twice. */
  source: z.string().max(80).nullable().default(null),
});
export type TimelineEvent = z.infer<typeof eventSchema>;

/**
 * A lane made from a library item stores no name (`""`) unless the writer renamed it: its name is
 * the item's, read through the links, so a published timeline never carries the name of an item
 * its readers may not see.
 */
export const laneSchema = z.object({ id, name: z.string().max(LANE_NAME_MAX).default(""), itemId: z.string().max(64).nullable().default(null) });
export type Lane = z.infer<typeof laneSchema>;

/** Lanes with their names to show: an item lane's from `names` (item id → name), else `fallback`. */
export function namedLanes(lanes: readonly Lane[], names: ReadonlyMap<string, string>, fallback = "Another lane"): Lane[] {
  return lanes.map((l) => (l.itemId && !l.name ? { ...l, name: names.get(l.itemId) ?? fallback } : l));
}

export const eraSchema = z.object({ id, name: z.string().min(1).max(LANE_NAME_MAX), start: day, end: day, color: z.enum(COLORS).default("amber") });
export type TimelineEra = z.infer<typeof eraSchema>;

export interface TimelineData {
  calendar: CalendarRef;
  lanes: Lane[];
  eras: TimelineEra[];
  events: TimelineEvent[];
}

export const NEW_TIMELINE_DATA: TimelineData = { calendar: { kind: "gregorian" }, lanes: [], eras: [], events: [] };

function list<T>(raw: unknown, schema: z.ZodType<T>, max: number): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const r of Array.isArray(raw) ? raw.slice(0, max) : []) {
    const p = schema.safeParse(r);
    if (!p.success) continue;
    const key = (p.data as { id: string }).id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p.data);
  }
  return out;
}

/** The stored data, tolerant: anything that does not fit is dropped rather than breaking the timeline. */
export function tlData(data: Record<string, unknown>): TimelineData {
  const cal = calendarRefSchema.safeParse(data.calendar);
  const lanes = list(data.lanes, laneSchema, 500).filter((l) => l.name.trim() || l.itemId);
  const laneIds = new Set(lanes.map((l) => l.id));
  const events = list(data.events, eventSchema, MAX_EVENTS).map((e) => ({
    ...e,
    end: e.end !== null && e.end < e.start ? null : e.end,
    lane: e.lane && laneIds.has(e.lane) ? e.lane : null,
  }));
  const eras = list(data.eras, eraSchema, 200).filter((e) => e.end >= e.start);
  return { calendar: cal.success ? cal.data : { kind: "gregorian" }, lanes, eras, events };
}

export const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `id-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The links of one event: story_links.anchor. */
export const eventAnchor = (eventId: string) => `event:${eventId}`;
