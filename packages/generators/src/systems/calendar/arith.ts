// Date arithmetic on a calendar: date ↔ day count, leap years, weekdays, moon phases, eras.
// Day 0 is the first day of year 1; years before 1 count down (0, −1, …) proleptically.
import { floor, floorDiv, mod } from "../../core/int.js";
import { ordinal } from "../../core/text.js";

export interface Month {
  readonly name: string;
  readonly days: number;
}

/** Leap years: every `every` years, except multiples of `except`, unless multiples of `unless`. */
export interface LeapRule {
  readonly every: number;
  readonly except?: number;
  readonly unless?: number;
  /** 0-based month that gains the leap days. */
  readonly month: number;
  readonly days: number;
}

export interface Moon {
  readonly name: string;
  /** Days from new moon to new moon; may be fractional. */
  readonly cycle: number;
  /** Days into its cycle the moon was at day 0. */
  readonly offset: number;
}

export interface Era {
  readonly name: string;
  readonly abbr: string;
  /** Absolute year in which the era begins. */
  readonly start: number;
}

export interface Season {
  readonly name: string;
  /** 1-based month and day on which it begins. */
  readonly month: number;
  readonly day: number;
}

export interface Holiday {
  readonly name: string;
  readonly month: number;
  readonly day: number;
  readonly observance: string;
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface Calendar {
  readonly type: "calendar";
  readonly name: string;
  readonly months: readonly Month[];
  readonly weekdays: readonly string[];
  /** Index of the weekday of day 0. */
  readonly weekdayOffset: number;
  readonly leap: LeapRule | null;
  readonly moons: readonly Moon[];
  readonly seasons: readonly Season[];
  readonly eras: readonly Era[];
  readonly epoch: string;
  readonly holidays: readonly Holiday[];
  readonly today: CalendarDate;
}

type Core = Pick<Calendar, "months" | "leap">;

export function commonYearLength(cal: Pick<Calendar, "months">): number {
  let n = 0;
  for (const m of cal.months) n += m.days;
  return n;
}

export function isLeapYear(cal: Core, year: number): boolean {
  const l = cal.leap;
  if (!l) return false;
  if (mod(year, l.every) !== 0) return false;
  if (l.except && mod(year, l.except) === 0) return Boolean(l.unless && mod(year, l.unless) === 0);
  return true;
}

/** Leap years among years 1..n (negative n: minus the leap years among n+1..0). */
function leapsThrough(cal: Core, n: number): number {
  const l = cal.leap;
  if (!l) return 0;
  // A year is leap when `every` divides it, unless `except` does too (and `unless` does not).
  // The rules need not be multiples of each other, so count the years divisible by both.
  let c = floorDiv(n, l.every);
  if (l.except) {
    const ex = lcm(l.every, l.except);
    c -= floorDiv(n, ex);
    if (l.unless) c += floorDiv(n, lcm(ex, l.unless));
  }
  return c;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a < 0 ? -a : a;
}
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

export function daysInYear(cal: Core, year: number): number {
  return commonYearLength(cal) + (isLeapYear(cal, year) && cal.leap ? cal.leap.days : 0);
}

export function daysInMonth(cal: Core, year: number, month: number): number {
  const m = cal.months[month - 1];
  if (!m) throw new RangeError(`Month ${month} does not exist`);
  return m.days + (cal.leap && cal.leap.month === month - 1 && isLeapYear(cal, year) ? cal.leap.days : 0);
}

/** Day count of the first day of a year. */
export function yearStart(cal: Core, year: number): number {
  return startOf(cal, commonYearLength(cal), year);
}

// yearStart with the common year's length already summed (fromDayCount asks several times).
function startOf(cal: Core, common: number, year: number): number {
  return (year - 1) * common + leapsThrough(cal, year - 1) * (cal.leap ? cal.leap.days : 0);
}

export function isValidDate(cal: Core, d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.month >= 1 &&
    d.month <= cal.months.length &&
    d.day >= 1 &&
    d.day <= daysInMonth(cal, d.year, d.month)
  );
}

export function toDayCount(cal: Core, d: CalendarDate): number {
  if (!isValidDate(cal, d)) throw new RangeError(`Invalid date ${d.year}-${d.month}-${d.day}`);
  let n = yearStart(cal, d.year);
  for (let m = 1; m < d.month; m++) n += daysInMonth(cal, d.year, m);
  return n + d.day - 1;
}

export function fromDayCount(cal: Core, n: number): CalendarDate {
  const common = commonYearLength(cal);
  const avg = common + (cal.leap ? cal.leap.days / cal.leap.every : 0);
  let year = floor(n / avg) + 1;
  while (startOf(cal, common, year) > n) year--;
  while (startOf(cal, common, year + 1) <= n) year++;
  let rest = n - startOf(cal, common, year);
  let month = 1;
  for (; month < cal.months.length; month++) {
    const len = daysInMonth(cal, year, month);
    if (rest < len) break;
    rest -= len;
  }
  return { year, month, day: rest + 1 };
}

export function weekdayOf(cal: Pick<Calendar, "weekdays" | "weekdayOffset">, n: number): string {
  return cal.weekdays[mod(n + cal.weekdayOffset, cal.weekdays.length)] as string;
}

export const PHASES = ["new", "waxing crescent", "first quarter", "waxing gibbous", "full", "waning gibbous", "last quarter", "waning crescent"] as const;
export type Phase = (typeof PHASES)[number];

/** Fraction of the cycle in [0, 1) and the phase name of a moon on day n. */
export function moonPhase(moon: Moon, n: number): { fraction: number; phase: Phase } {
  const fraction = mod(n + moon.offset, moon.cycle) / moon.cycle;
  return { fraction, phase: PHASES[mod(floor(fraction * 8 + 0.5), 8)] as Phase };
}

/** The era a year falls in and the year within it; years before the first era count back. */
export function eraOf(cal: Pick<Calendar, "eras">, year: number): { era: Era | undefined; year: number; label: string } {
  let found: Era | undefined;
  for (const e of cal.eras) if (e.start <= year && (!found || e.start > found.start)) found = e;
  if (!found) {
    const first = cal.eras[0];
    const before = (first ? first.start : 1) - year;
    return { era: undefined, year: before, label: first ? `${before} before ${first.abbr}` : `${year}` };
  }
  const y = year - found.start + 1;
  return { era: found, year: y, label: `${y} ${found.abbr}` };
}

/** The absolute year of a year counted in an era (or, with no era, counted back before the first): the inverse of eraOf. */
export function fromEra(cal: Pick<Calendar, "eras">, era: Era | undefined, yearInEra: number): number {
  if (era) return era.start + yearInEra - 1;
  const first = cal.eras[0];
  return first ? first.start - yearInEra : yearInEra;
}

export function formatDate(cal: Pick<Calendar, "months" | "eras">, d: CalendarDate): string {
  const m = cal.months[d.month - 1];
  return `${ordinal(d.day)} of ${m ? m.name : `month ${d.month}`}, ${eraOf(cal, d.year).label}`;
}
