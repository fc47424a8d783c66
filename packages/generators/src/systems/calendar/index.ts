// Calendars as a system other generators use (events, timelines, ages): the world's saved
// calendar or a generated one, and date values with weekday, moons and era spelled out.
import { boundedMemo } from "../../core/memo.js";
import type { Rng } from "../../core/rng.js";
import type { DateValue, LinkValue, World } from "../../core/types.js";
import { entitiesOf, entityLink, systemOf } from "../../core/world.js";
import { eraOf, formatDate, fromDayCount, moonPhase, toDayCount, weekdayOf, type Calendar, type CalendarDate } from "./arith.js";
import { makeCalendar, type Complexity } from "./make.js";

export * from "./arith.js";
export { makeCalendar, COMPLEXITIES, type Complexity } from "./make.js";

/** How many stock calendars generators draw from when the world has none of its own. */
export const STOCK_CALENDARS = 256;
const stock = boundedMemo<Calendar>(1024);

/** makeCalendar for a fixed key: the same value every time, built once and shared (read-only). */
export function stockCalendar(key: string, complexity: Complexity = "standard"): Calendar {
  return stock(`${key}\u0001${complexity}`, () => makeCalendar(key, complexity));
}

/** A saved calendar system, checked; undefined when unusable. */
export function parseCalendar(v: unknown): Calendar | undefined {
  if (typeof v !== "object" || v === null) return undefined;
  const c = v as Partial<Calendar>;
  if (c.type !== "calendar" || !Array.isArray(c.months) || c.months.length === 0 || !Array.isArray(c.weekdays) || c.weekdays.length === 0) return undefined;
  if (!c.months.every((m) => typeof m?.name === "string" && Number.isInteger(m.days) && m.days > 0)) return undefined;
  if (!Array.isArray(c.eras) || !Array.isArray(c.moons) || !c.today || typeof c.weekdayOffset !== "number") return undefined;
  if (c.leap && !(Number.isInteger(c.leap.every) && c.leap.every > 0 && c.leap.month >= 0 && c.leap.month < c.months.length)) return undefined;
  return c as Calendar;
}

/** The world's calendar when it has one, otherwise a calendar generated from rng. */
export function calendarFor(world: World | undefined, rng: Rng, complexity: Complexity = "standard"): { calendar: Calendar; link: LinkValue } {
  const saved = entitiesOf(world, "calendar");
  if (saved.length > 0) {
    const e = rng.pick(saved);
    const cal = parseCalendar(systemOf(e)) ?? { ...makeCalendar(`world:${e.id}`, complexity), name: e.name };
    return { calendar: cal, link: entityLink(e) };
  }
  // Without a saved calendar, one of a fixed pool per complexity, built once and shared.
  const cal = stockCalendar(`pool:${rng.int(0, STOCK_CALENDARS - 1)}`, complexity);
  return { calendar: cal, link: { kind: "calendar", name: cal.name } };
}

/** The parts of a calendar that name a day: months, leap rule, weekdays, eras and moons. */
type DayNaming = Pick<Calendar, "months" | "leap" | "weekdays" | "weekdayOffset" | "eras" | "moons">;

/** A `date` field value for a day count, its text naming weekday and date. */
export function dateValue(cal: Omit<DayNaming, "moons">, dayCount: number): DateValue {
  const d = fromDayCount(cal, dayCount);
  // Spelled out rather than spread: spreading the date object was the slowest step here.
  return { year: d.year, month: d.month, day: d.day, dayCount, text: `${weekdayOf(cal, dayCount)}, ${formatDate(cal, d)}` };
}

/** A `date` field value whose text is describeDay's (the moons' phases included). */
export function describedDateValue(cal: DayNaming, dayCount: number): DateValue {
  const d = fromDayCount(cal, dayCount);
  return { year: d.year, month: d.month, day: d.day, dayCount, text: dayText(cal, dayCount, d) };
}

/** Day count of the calendar's "today". */
export function todayCount(cal: Pick<Calendar, "months" | "leap" | "today">): number {
  return toDayCount(cal, cal.today);
}

/** One line on a day: weekday, date, era and the phase of every moon. */
export function describeDay(cal: DayNaming, n: number): string {
  return dayText(cal, n, fromDayCount(cal, n));
}

function dayText(cal: DayNaming, n: number, d: CalendarDate): string {
  let moons = "";
  for (const m of cal.moons) moons += `${moons ? ", " : ""}${m.name} ${moonPhase(m, n).phase}`;
  return `${weekdayOf(cal, n)}, ${formatDate(cal, d)}${moons ? `; ${moons}` : ""}`;
}

export { eraOf };
