import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarOf, dateProblem, formatDay, GREGORIAN, monthDays, toDate, toDay, type TLCalendar } from "./calendar";

describe("Gregorian placement", () => {
  it("places known dates", () => {
    expect(toDay(GREGORIAN, { year: 1, month: 1, day: 1 })).toBe(0);
    // 1 January 1970 is 719,162 days after 1 January 1 (proleptic Gregorian).
    expect(toDay(GREGORIAN, { year: 1970, month: 1, day: 1 })).toBe(719162);
    expect(formatDay(GREGORIAN, toDay(GREGORIAN, { year: 2024, month: 2, day: 29 }))).toBe("29 February 2024");
    expect(formatDay(GREGORIAN, -1)).toBe("31 December 1 BC");
  });
  it("explains a date that does not exist", () => {
    expect(dateProblem(GREGORIAN, 2023, 2, 29)).toBe("February 2023 has 28 days.");
    expect(dateProblem(GREGORIAN, 2024, 13, 1)).toMatch(/month/);
    expect(dateProblem(GREGORIAN, 2024, 2, 29)).toBeNull();
  });
  it("falls back to Gregorian when a saved calendar cannot be read", () => {
    expect(calendarOf({ kind: "item", itemId: "x", name: "Broken", system: { type: "nope" } })).toBe(GREGORIAN);
  });
});

// Any calendar the generator could make: 1-20 months of 1-60 days, an optional leap rule, eras.
const calendarArb: fc.Arbitrary<TLCalendar> = fc
  .record({
    months: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 20 }),
    leap: fc.option(
      fc.record({
        every: fc.integer({ min: 1, max: 12 }),
        except: fc.option(fc.integer({ min: 13, max: 200 }), { nil: undefined }),
        unless: fc.option(fc.integer({ min: 201, max: 900 }), { nil: undefined }),
        days: fc.integer({ min: 1, max: 5 }),
        month: fc.nat(),
      }),
      { nil: null },
    ),
    eraStart: fc.integer({ min: -500, max: 500 }),
  })
  .map(({ months, leap, eraStart }) => ({
    name: "Test",
    gregorian: false,
    months: months.map((days, i) => ({ name: `M${i + 1}`, days })),
    leap: leap ? { ...leap, month: leap.month % months.length } : null,
    eras: [{ name: "Era", abbr: "E", start: eraStart }],
  }));

describe("placement on non-Gregorian calendars (properties)", () => {
  it("day number -> date -> day number round-trips", () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: -5_000_000, max: 5_000_000 }), (cal, n) => {
        const d = toDate(cal, n);
        expect(d.month >= 1 && d.month <= cal.months.length && d.day >= 1 && d.day <= monthDays(cal, d.year, d.month)).toBe(true);
        if (Math.abs(d.year) <= 2_000_000) expect(dateProblem(cal, d.year, d.month, d.day)).toBeNull();
        expect(toDay(cal, d)).toBe(n);
      }),
    );
  });
  it("date -> day number -> date round-trips", () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: -3000, max: 3000 }), fc.nat(), fc.nat(), (cal, year, mi, di) => {
        const month = (mi % cal.months.length) + 1;
        const len = cal.months[month - 1]!.days;
        const day = (di % len) + 1;
        expect(toDate(cal, toDay(cal, { year, month, day }))).toEqual({ year, month, day });
      }),
    );
  });
  it("keeps dates in order", () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), (cal, n, gap) => {
        const a = toDate(cal, n);
        const b = toDate(cal, n + gap);
        const cmp = a.year !== b.year ? a.year - b.year : a.month !== b.month ? a.month - b.month : a.day - b.day;
        expect(cmp).toBeLessThan(0);
      }),
    );
  });
});
