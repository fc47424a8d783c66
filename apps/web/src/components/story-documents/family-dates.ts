// Full dates on a family tree: a year, and optionally a month and a day, in the universe's calendar
// (or the Gregorian one). The year stays in `born` / `died` / `start` / `end` as it always was, so
// old trees read unchanged; the month and day sit beside it in `bornOn` / `diedOn` / `startOn` /
// `endOn` (`{ month, day | null }`, null when only the year is known).
import { z } from "zod";
import { dateProblem, GREGORIAN, monthName, toDay, yearLabel, type TLCalendar } from "@/components/calendar/calendar";

export const monthDaySchema = z
  .object({ month: z.number().int().min(1).max(1000), day: z.number().int().min(1).max(1000).nullable().catch(null) })
  .nullable()
  .catch(null);
export type MonthDay = z.infer<typeof monthDaySchema>;

export interface FamDate {
  year: number;
  month: number | null;
  day: number | null;
}

/** The date made of a stored year and its month and day, if any. */
export const famDate = (year: number | null, on: MonthDay | undefined): FamDate | null =>
  year === null ? null : { year, month: on?.month ?? null, day: on?.month ? (on.day ?? null) : null };

/** The stored parts of a date: the year, and the month and day when known. */
export const splitDate = (d: FamDate | null): { year: number | null; on: MonthDay } =>
  d ? { year: d.year, on: d.month ? { month: d.month, day: d.day } : null } : { year: null, on: null };

/** A year as the tree writes it: the calendar's era label, or in the Gregorian calendar "412" and "30 before year 1". */
export function famYear(cal: TLCalendar | null, year: number): string {
  if (cal && !cal.gregorian) return yearLabel(cal, year);
  return year < 0 ? `${-year} before year 1` : String(year);
}

/** "3 Frostwane 1204 AR", "Frostwane 1204 AR" or "1204 AR". */
export function formatFamDate(cal: TLCalendar | null, d: FamDate | null): string {
  if (!d) return "";
  const c = cal ?? GREGORIAN;
  const parts = d.month ? [d.day ? String(d.day) : "", monthName(c, d.month)] : [];
  return [...parts, famYear(cal, d.year)].filter(Boolean).join(" ");
}

/** Why a date cannot be in the calendar, or null. A year alone is always fine. */
export function famDateProblem(cal: TLCalendar | null, d: FamDate): string | null {
  if (!Number.isInteger(d.year) || Math.abs(d.year) > 1_000_000) return "A whole year, like 412 or -30.";
  if (!d.month) return null;
  return dateProblem(cal ?? GREGORIAN, d.year, d.month, d.day ?? 1);
}

/** The day number of a date (its first day when the month or day is unknown); null when it is not in the calendar. */
export function famDay(cal: TLCalendar, d: FamDate): number | null {
  const month = d.month && !famDateProblem(cal, d) ? d.month : 1;
  const day = d.month && d.day && !famDateProblem(cal, d) ? d.day : 1;
  if (dateProblem(cal, d.year, month, day)) return null;
  return toDay(cal, { year: d.year, month, day });
}

/** Is a before b? Unknown months and days count as unknown: only what both dates say is compared. */
export function compareFamDates(a: FamDate, b: FamDate): number {
  if (a.year !== b.year) return a.year - b.year;
  if (!a.month || !b.month) return 0;
  if (a.month !== b.month) return a.month - b.month;
  if (!a.day || !b.day) return 0;
  return a.day - b.day;
}

/** Whole years from a to b: one less when b's month and day come before a's in the year. */
export function yearsBetween(a: FamDate, b: FamDate): number {
  const years = b.year - a.year;
  if (!a.month || !b.month) return years;
  const early = b.month < a.month || (b.month === a.month && !!a.day && !!b.day && b.day < a.day);
  return early ? years - 1 : years;
}
