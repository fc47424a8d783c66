// Dates on a timeline: the Gregorian calendar or a saved one, with the date arithmetic of
// @worldloom/generators (day 0 = the first day of year 1; years before 1 count 0, -1, ...).
import { daysInMonth, eraOf, fromDayCount, parseCalendar, toDayCount, type Calendar, type CalendarDate } from "@worldloom/generators";
import type { CalendarRef } from "./calendar-ref";

export type TLCalendar = Pick<Calendar, "months" | "leap" | "eras" | "name"> & { gregorian: boolean };

const G_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const G_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The proleptic Gregorian calendar in the generators' terms: leap every 4, not every 100, but every 400. */
export const GREGORIAN: TLCalendar = {
  name: "Gregorian",
  gregorian: true,
  months: G_MONTHS.map((name, i) => ({ name, days: G_DAYS[i]! })),
  leap: { every: 4, except: 100, unless: 400, month: 1, days: 1 },
  eras: [],
};

/** The calendar a timeline is dated in; a saved calendar that cannot be read falls back to Gregorian. */
export function calendarOf(ref: CalendarRef): TLCalendar {
  if (ref.kind === "gregorian") return GREGORIAN;
  const cal = parseCalendar(ref.system);
  return cal ? { name: ref.name || cal.name, gregorian: false, months: cal.months, leap: cal.leap, eras: cal.eras } : GREGORIAN;
}

/** A calendar item's system (the generator's result keeps it in `data.system`, older saves in `data.data.system`). */
export function calendarSystem(data: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  const system = data?.system ?? (data?.data as Record<string, unknown> | undefined)?.system;
  return system && typeof system === "object" ? (system as Record<string, unknown>) : null;
}

/** Days in an average year (with leap days spread out). */
export const avgYear = (cal: TLCalendar) =>
  cal.months.reduce((s, m) => s + m.days, 0) +
  (cal.leap
    ? cal.leap.days / cal.leap.every -
      (cal.leap.except ? cal.leap.days / cal.leap.except : 0) +
      (cal.leap.except && cal.leap.unless ? cal.leap.days / cal.leap.unless : 0)
    : 0);

export const toDate = (cal: TLCalendar, n: number): CalendarDate => fromDayCount(cal, n);
export const toDay = (cal: TLCalendar, d: CalendarDate): number => toDayCount(cal, d);
export const monthDays = (cal: TLCalendar, year: number, month: number) => daysInMonth(cal, year, month);

/** A year as readers say it: "1204 AR", "44 BC", "1066". */
export function yearLabel(cal: TLCalendar, year: number): string {
  if (cal.gregorian) return year <= 0 ? `${1 - year} BC` : `${year}`;
  return eraOf(cal, year).label;
}

export const monthName = (cal: TLCalendar, month: number) => cal.months[month - 1]?.name ?? `Month ${month}`;

/** A day in full: "3 Frostwane 1204 AR". */
export function formatDay(cal: TLCalendar, n: number): string {
  const d = toDate(cal, n);
  return `${d.day} ${monthName(cal, d.month)} ${yearLabel(cal, d.year)}`;
}

/** A point or span as text: "3 March 1204" or "3 March 1204 – 9 May 1210". */
export function formatWhen(cal: TLCalendar, start: number, end: number | null): string {
  return end === null || end === start ? formatDay(cal, start) : `${formatDay(cal, start)} – ${formatDay(cal, end)}`;
}

export type DateProblem = "year" | "month" | "day" | null;

/** Why a typed date cannot be placed, as a message; null when it can. */
export function dateProblem(cal: TLCalendar, year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || Math.abs(year) > 2_000_000) return "Enter a whole year (up to two million either way).";
  if (!Number.isInteger(month) || month < 1 || month > cal.months.length) return `Pick a month (1 to ${cal.months.length}).`;
  const max = monthDays(cal, year, month);
  if (!Number.isInteger(day) || day < 1 || day > max) return `${monthName(cal, month)} ${yearLabel(cal, year)} has ${max} days.`;
  return null;
}
