// A family tree's `data` (story_documents.tool = 'family-tree'), read through zod: anything that does
// not fit is dropped rather than breaking the tree (see docs/family-trees.md). Shared, with
// family-dates.ts, because the timeline reads trees too (its "Pull in" of births and deaths).
import { z } from "zod";
import { calendarRefSchema, type CalendarRef } from "@/components/calendar/calendar-ref";
import { monthDaySchema } from "./family-dates";

export const PARENT_TYPES = ["biological", "adoptive", "step", "foster", "unknown"] as const;
export type ParentType = (typeof PARENT_TYPES)[number];
export const PARTNER_TYPES = ["married", "partners", "betrothed", "divorced", "widowed", "other"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARENT_LABEL: Record<ParentType, string> = { biological: "Biological", adoptive: "Adoptive", step: "Step", foster: "Foster", unknown: "Unknown" };
export const PARTNER_LABEL: Record<PartnerType, string> = {
  married: "Married",
  partners: "Partners",
  betrothed: "Betrothed",
  divorced: "Divorced",
  widowed: "Widowed",
  other: "Other",
};

const year = z.number().int().min(-1_000_000).max(1_000_000).nullable().catch(null);

const personSchema = z.object({
  id: z.string().min(1).max(100),
  /** A library character (content_items id, linked through story_links), or null for a quick entry. */
  itemId: z.string().max(100).nullable().catch(null),
  /** Quick entries only: a library character's name comes from the library (private ones stay private). */
  name: z.string().max(200).catch(""),
  born: year,
  /** The month and day of the birth, when known (the year is `born`). */
  bornOn: monthDaySchema.optional(),
  died: year,
  diedOn: monthDaySchema.optional(),
  note: z.string().max(1000).catch(""),
});
export type Person = z.infer<typeof personSchema>;

const parentSchema = z.object({ child: z.string(), parent: z.string(), type: z.enum(PARENT_TYPES).catch("unknown") });
export type ParentLink = z.infer<typeof parentSchema>;

const partnerSchema = z.object({
  id: z.string().min(1).max(100),
  a: z.string(),
  b: z.string(),
  type: z.enum(PARTNER_TYPES).catch("other"),
  start: year,
  startOn: monthDaySchema.optional(),
  end: year,
  endOn: monthDaySchema.optional(),
});
export type Partnership = z.infer<typeof partnerSchema>;

export interface FamilyData {
  people: Person[];
  parents: ParentLink[];
  partnerships: Partnership[];
  /** The story's present year, for the ages of the living. */
  today: number | null;
  /** The calendar picked for the dates, as a timeline stores its own; absent or null: the universe's (use-calendar.ts). */
  calendar?: CalendarRef | null;
}

export const NEW_FAMILY_DATA: FamilyData = { people: [], parents: [], partnerships: [], today: null };

function parseList<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (const r of raw) {
    const p = schema.safeParse(r);
    if (p.success) out.push(p.data);
  }
  return out;
}

/** The stored data as the editor uses it; links to unknown people, self-links, duplicates and cycles are dropped. */
export function famData(raw: Record<string, unknown>): FamilyData {
  const people = parseList(raw.people, personSchema);
  const ids = new Set<string>();
  const unique = people.filter((p) => !ids.has(p.id) && ids.add(p.id));
  const parents: ParentLink[] = [];
  const seen = new Set<string>();
  for (const l of parseList(raw.parents, parentSchema)) {
    const key = `${l.parent}>${l.child}`;
    if (!ids.has(l.child) || !ids.has(l.parent) || l.child === l.parent || seen.has(key)) continue;
    // A stored cycle (written by hand) is cut where it closes.
    if (isAncestor(parents, l.child, l.parent)) continue;
    seen.add(key);
    parents.push(l);
  }
  const partnerships = parseList(raw.partnerships, partnerSchema).filter((p) => ids.has(p.a) && ids.has(p.b) && p.a !== p.b);
  const today = year.parse(raw.today ?? null);
  const calendar = calendarRefSchema.safeParse(raw.calendar);
  return { people: unique, parents, partnerships, today, calendar: calendar.success ? calendar.data : null };
}

/** Is `a` an ancestor of `b` (following parent links upwards from b)? */
export function isAncestor(links: readonly ParentLink[], a: string, b: string): boolean {
  const up = new Map<string, string[]>();
  for (const l of links) up.set(l.child, [...(up.get(l.child) ?? []), l.parent]);
  const stack = [...(up.get(b) ?? [])];
  const seen = new Set<string>();
  while (stack.length) {
    const x = stack.pop()!;
    if (x === a) return true;
    if (seen.has(x)) continue;
    seen.add(x);
    stack.push(...(up.get(x) ?? []));
  }
  return false;
}
