import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPLEXITIES,
  daysInYear,
  eraOf,
  fromEra,
  fromDayCount,
  isLeapYear,
  isValidDate,
  makeCalendar,
  moonPhase,
  toDayCount,
  weekdayOf,
  yearStart,
} from "./index.js";

const calArb = fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...COMPLEXITIES)).map(([k, c]) => makeCalendar(k, c));
const dayArb = fc.integer({ min: -2_000_000, max: 2_000_000 });

describe("calendar arithmetic", () => {
  it("year → era and year in era → year is the identity, and the era is the latest begun", () => {
    fc.assert(
      fc.property(calArb, fc.integer({ min: -5000, max: 20000 }), (cal, year) => {
        const { era, year: inEra, label } = eraOf(cal, year);
        expect(fromEra(cal, era, inEra)).toBe(year);
        if (era) {
          expect(inEra).toBeGreaterThanOrEqual(1);
          expect(cal.eras.every((e) => e.start > year || e.start <= era.start)).toBe(true);
          expect(label).toBe(`${inEra} ${era.abbr}`);
        } else {
          expect(cal.eras.every((e) => e.start > year)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("day count → date → day count is the identity", () => {
    fc.assert(
      fc.property(calArb, dayArb, (cal, n) => {
        const d = fromDayCount(cal, n);
        expect(isValidDate(cal, d)).toBe(true);
        expect(toDayCount(cal, d)).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it("date → day count → date is the identity, and the next day follows", () => {
    fc.assert(
      fc.property(calArb, fc.integer({ min: -3000, max: 5000 }), fc.nat(), fc.nat(), (cal, year, mi, di) => {
        const month = (mi % cal.months.length) + 1;
        const len = cal.months[month - 1]!.days + (cal.leap && cal.leap.month === month - 1 && isLeapYear(cal, year) ? cal.leap.days : 0);
        const d = { year, month, day: (di % len) + 1 };
        const n = toDayCount(cal, d);
        expect(fromDayCount(cal, n)).toEqual(d);
        const next = fromDayCount(cal, n + 1);
        const sameMonth = next.year === d.year && next.month === d.month && next.day === d.day + 1;
        const newMonth = next.day === 1 && (next.month === d.month + 1 || (next.month === 1 && next.year === d.year + 1));
        expect(sameMonth || newMonth).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("year lengths add up and leap years follow the rule", () => {
    fc.assert(
      fc.property(calArb, fc.integer({ min: -2000, max: 4000 }), (cal, y) => {
        expect(yearStart(cal, y + 1) - yearStart(cal, y)).toBe(daysInYear(cal, y));
      }),
      { numRuns: 300 },
    );
    const greg = {
      months: [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31].map((days, i) => ({ name: `M${i}`, days })),
      leap: { every: 4, except: 100, unless: 400, month: 1, days: 1 },
    };
    expect([1900, 2000, 2004, 2023, 2024, 2100].map((y) => isLeapYear(greg, y))).toEqual([false, true, true, false, true, false]);
    // Rules that are not multiples of each other (a user's own calendar): leap every 9 years,
    // not in years divisible by 176 (1232 = 7 x 176 is not a multiple of 9, so it is no exception).
    const odd = { months: [{ name: "M1", days: 1 }], leap: { every: 9, except: 176, month: 0, days: 1 } };
    for (const y of [-400, -1, 0, 1, 1232, 1233, 1584, 1585]) expect(yearStart(odd, y + 1) - yearStart(odd, y)).toBe(daysInYear(odd, y));
    expect(fromDayCount(odd, toDayCount(odd, { year: 1232, month: 1, day: 1 }))).toEqual({ year: 1232, month: 1, day: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 2, max: 900 }),
        fc.integer({ min: -3000, max: 3000 }),
        (every, except, unless, y) => {
          const cal = {
            months: [
              { name: "A", days: 30 },
              { name: "B", days: 5 },
            ],
            leap: { every, except, unless, month: 1, days: 2 },
          };
          expect(yearStart(cal, y + 1) - yearStart(cal, y)).toBe(daysInYear(cal, y));
        },
      ),
      { numRuns: 300 },
    );
    // Proleptic Gregorian: 1 Jan 2000 is 730,119 days after 1 Jan 1.
    expect(toDayCount(greg, { year: 2000, month: 1, day: 1 })).toBe(730119);
    expect(fromDayCount(greg, 730119 + 59)).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it("cycles weekdays and moon phases", () => {
    fc.assert(
      fc.property(calArb, dayArb, (cal, n) => {
        const i = cal.weekdays.indexOf(weekdayOf(cal, n));
        expect(cal.weekdays.indexOf(weekdayOf(cal, n + 1))).toBe((i + 1) % cal.weekdays.length);
        expect(weekdayOf(cal, n + cal.weekdays.length)).toBe(weekdayOf(cal, n));
        for (const m of cal.moons) {
          const p = moonPhase(m, n);
          expect(p.fraction).toBeGreaterThanOrEqual(0);
          expect(p.fraction).toBeLessThan(1);
        }
      }),
      { numRuns: 300 },
    );
    const moon = { name: "M", cycle: 28, offset: 0 };
    expect(moonPhase(moon, 0).phase).toBe("new");
    expect(moonPhase(moon, 14).phase).toBe("full");
    expect(moonPhase(moon, 7).phase).toBe("first quarter");
    expect(moonPhase(moon, 28 * 5 + 21).phase).toBe("last quarter");
  });

  it("places years in eras", () => {
    const cal = {
      eras: [
        { name: "A", abbr: "AA", start: 1 },
        { name: "B", abbr: "BB", start: 500 },
      ],
    };
    expect(eraOf(cal, 1).label).toBe("1 AA");
    expect(eraOf(cal, 499).label).toBe("499 AA");
    expect(eraOf(cal, 500).label).toBe("1 BB");
    expect(eraOf(cal, 0).label).toBe("1 before AA");
  });
});
