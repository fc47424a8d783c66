import { describe, expect, it } from "vitest";
import { GREGORIAN, toDate, type TLCalendar } from "@/components/calendar/calendar";
import { compareFamDates, famDate, famDateProblem, famDay, formatFamDate, splitDate, yearsBetween } from "@/components/story-documents/family-dates";
import { famData } from "@/components/story-documents/family-data";
import { lifeLine, partnershipDates } from "./names";
import { addPartnership, ageOf } from "./rules";

// Three months (Frostwane 30 days, Thawmoon 29 + 1 in leap years, Harvest 31), leap every 4, era "AR" from year 1.
const CAL: TLCalendar = {
  name: "Reckoning of Ash",
  gregorian: false,
  months: [
    { name: "Frostwane", days: 30 },
    { name: "Thawmoon", days: 29 },
    { name: "Harvest", days: 31 },
  ],
  leap: { every: 4, month: 1, days: 1 },
  eras: [{ name: "After Reckoning", abbr: "AR", start: 1 }],
} as TLCalendar;

describe("family-tree dates", () => {
  it("reads old data (years only) and new data (month and day beside the year)", () => {
    const d = famData({
      people: [
        { id: "a", itemId: null, name: "Old", born: 1150, died: 1210, note: "" },
        { id: "b", itemId: null, name: "New", born: 1204, bornOn: { month: 1, day: 3 }, died: null, diedOn: { month: "x" }, note: "" },
      ],
      partnerships: [{ id: "p", a: "a", b: "b", type: "married", start: 1220, startOn: { month: 2, day: null }, end: null }],
    });
    expect(famDate(d.people[0]!.born, d.people[0]!.bornOn)).toEqual({ year: 1150, month: null, day: null });
    expect(famDate(d.people[1]!.born, d.people[1]!.bornOn)).toEqual({ year: 1204, month: 1, day: 3 });
    expect(d.people[1]!.diedOn).toBeNull();
    expect(famDate(d.partnerships[0]!.start, d.partnerships[0]!.startOn)).toEqual({ year: 1220, month: 2, day: null });
    expect(splitDate({ year: 1204, month: 1, day: 3 })).toEqual({ year: 1204, on: { month: 1, day: 3 } });
    expect(splitDate({ year: 1204, month: null, day: null })).toEqual({ year: 1204, on: null });
    expect(splitDate(null)).toEqual({ year: null, on: null });
  });

  it("writes dates in the calendar: day, month name, year with its era", () => {
    expect(formatFamDate(CAL, { year: 1204, month: 1, day: 3 })).toBe("3 Frostwane 1204 AR");
    expect(formatFamDate(CAL, { year: 1204, month: 2, day: null })).toBe("Thawmoon 1204 AR");
    expect(formatFamDate(CAL, { year: 1204, month: null, day: null })).toBe("1204 AR");
    expect(formatFamDate(null, { year: 1204, month: 3, day: 9 })).toBe("9 March 1204");
    expect(formatFamDate(null, { year: -30, month: null, day: null })).toBe("30 before year 1");
    expect(formatFamDate(CAL, null)).toBe("");
  });

  it("knows the calendar's months and their lengths, leap years included", () => {
    expect(famDateProblem(CAL, { year: 1204, month: null, day: null })).toBeNull();
    expect(famDateProblem(CAL, { year: 1204, month: 2, day: 30 })).toBeNull(); // 1204 is a leap year
    expect(famDateProblem(CAL, { year: 1205, month: 2, day: 30 })).toBe("Thawmoon 1205 AR has 29 days.");
    expect(famDateProblem(CAL, { year: 1205, month: 4, day: 1 })).toBe("Pick a month (1 to 3).");
    expect(famDateProblem(CAL, { year: 1.5, month: null, day: null })).not.toBeNull();
  });

  it("places a date on its day, a year alone on the first day of its year", () => {
    const full = famDay(CAL, { year: 1204, month: 3, day: 9 })!;
    expect(toDate(CAL, full)).toMatchObject({ year: 1204, month: 3, day: 9 });
    expect(toDate(CAL, famDay(CAL, { year: 1204, month: null, day: null })!)).toMatchObject({ year: 1204, month: 1, day: 1 });
    expect(toDate(CAL, famDay(CAL, { year: 1204, month: 2, day: null })!)).toMatchObject({ year: 1204, month: 2, day: 1 });
    // A day the calendar lacks (31 Thawmoon): the first day of the year.
    expect(toDate(CAL, famDay(CAL, { year: 1205, month: 2, day: 31 })!)).toMatchObject({ year: 1205, month: 1, day: 1 });
  });

  it("compares and counts ages from the birthday when both dates have one", () => {
    expect(compareFamDates({ year: 10, month: 2, day: 1 }, { year: 10, month: 1, day: 5 })).toBeGreaterThan(0);
    expect(compareFamDates({ year: 10, month: 2, day: null }, { year: 10, month: null, day: null })).toBe(0);
    expect(yearsBetween({ year: 1200, month: 3, day: 9 }, { year: 1250, month: 3, day: 8 })).toBe(49);
    expect(yearsBetween({ year: 1200, month: 3, day: 9 }, { year: 1250, month: 3, day: 9 })).toBe(50);
    expect(yearsBetween({ year: 1200, month: 3, day: 9 }, { year: 1250, month: null, day: null })).toBe(50);
    expect(ageOf({ born: 1200, bornOn: { month: 3, day: 9 }, died: 1250, diedOn: { month: 1, day: 1 } }, null)).toEqual({ years: 49, atDeath: true });
    expect(ageOf({ born: 1200, bornOn: { month: 3, day: 9 }, died: null }, 1230)).toEqual({ years: 30, atDeath: false });
    expect(ageOf({ born: 1200, bornOn: { month: 3, day: 9 }, died: 1200, diedOn: { month: 1, day: 1 } }, null)).toBeNull();
  });

  it("shows life lines and partnerships with full dates", () => {
    const p = { id: "a", itemId: null, name: "Mara", born: 1204, bornOn: { month: 1, day: 3 }, died: 1260, diedOn: { month: 3, day: null }, note: "" };
    expect(lifeLine(p, null, CAL)).toBe("3 Frostwane 1204 AR – Harvest 1260 AR · died at 56");
    const part = { id: "x", a: "a", b: "b", type: "married" as const, start: 1220, startOn: { month: 2, day: 14 }, end: null };
    expect(partnershipDates(part, CAL)).toBe(" 14 Thawmoon 1220 AR–");
    expect(partnershipDates({ ...part, start: null, startOn: null, end: 1230 }, CAL, "?")).toBe(" ?–1230 AR");
  });

  it("refuses a partnership that ends before it starts, to the day", () => {
    const d = famData({
      people: [
        { id: "a", name: "A" },
        { id: "b", name: "B" },
      ].map((x) => ({ ...x, itemId: null, born: null, died: null, note: "" })),
    });
    const base = { id: "p", a: "a", b: "b", type: "married" as const, start: 1220, startOn: { month: 2, day: 14 }, end: 1220 };
    expect(addPartnership(d, { ...base, endOn: { month: 2, day: 13 } })).toEqual({ ok: false, error: "A partnership cannot end before it starts." });
    expect(addPartnership(d, { ...base, endOn: { month: 2, day: 15 } }).ok).toBe(true);
    expect(addPartnership(d, { ...base, endOn: null }).ok).toBe(true);
    expect(GREGORIAN.months).toHaveLength(12);
  });
});
