import { describe, expect, it } from "vitest";
import { clampZoom, fitView, MAX_PX_PER_DAY, MIN_PX_PER_DAY, MIN_TICK_PX, tickStep, ticks, zoomAt } from "./axis";
import { GREGORIAN, toDay, type TLCalendar } from "@/components/calendar/calendar";

const day = (year: number, month: number, d: number) => toDay(GREGORIAN, { year, month, day: d });

describe("tickStep", () => {
  it("goes from millennia to days as the zoom grows", () => {
    expect(tickStep(GREGORIAN, MIN_PX_PER_DAY)).toEqual({ unit: "year", n: 5000 });
    expect(tickStep(GREGORIAN, 0.001)).toEqual({ unit: "year", n: 250 });
    expect(tickStep(GREGORIAN, 1)).toEqual({ unit: "month", n: 3 });
    expect(tickStep(GREGORIAN, 3)).toEqual({ unit: "month", n: 1 });
    expect(tickStep(GREGORIAN, 20)).toEqual({ unit: "day", n: 5 });
    expect(tickStep(GREGORIAN, MAX_PX_PER_DAY)).toEqual({ unit: "day", n: 1 });
  });
});

describe("ticks", () => {
  it("never puts two labels closer than MIN_TICK_PX at any zoom", () => {
    for (let px = MIN_PX_PER_DAY; px <= MAX_PX_PER_DAY; px *= 1.7) {
      const v = { start: day(1990, 5, 17), pxPerDay: px };
      const ts = ticks(GREGORIAN, v, 1200);
      expect(ts.length).toBeGreaterThan(0);
      for (let i = 1; i < ts.length; i++) expect(ts[i]!.x - ts[i - 1]!.x).toBeGreaterThanOrEqual(MIN_TICK_PX * 0.8);
    }
  });
  it("labels years, months with the year on January, and days with the month on the 1st", () => {
    expect(
      ticks(GREGORIAN, { start: day(1000, 1, 1) - 1, pxPerDay: 0.01 }, 2000)
        .map((t) => t.label)
        .slice(0, 3),
    ).toEqual(["1000", "1025", "1050"]);
    const months = ticks(GREGORIAN, { start: day(2023, 11, 15), pxPerDay: 4 }, 500).map((t) => t.label);
    expect(months).toEqual(["December", "January 2024", "February", "March"]);
    const days = ticks(GREGORIAN, { start: day(2024, 2, 27) - 0.5, pxPerDay: 100 }, 450)
      .filter((t) => t.x >= 0)
      .map((t) => t.label);
    expect(days).toEqual(["27", "28", "29", "1 March", "2"]);
  });
  it("writes years before year 1 as BC", () => {
    expect(ticks(GREGORIAN, { start: day(-100, 1, 1) - 1, pxPerDay: 0.01 }, 900).map((t) => t.label)).toContain("101 BC");
  });
  it("places a tick on the first day of its unit", () => {
    const t = ticks(GREGORIAN, { start: day(2024, 1, 10), pxPerDay: 4 }, 400)[0]!;
    expect(t.day).toBe(day(2024, 2, 1));
    expect(t.x).toBeCloseTo((day(2024, 2, 1) - day(2024, 1, 10)) * 4);
  });
  it("works on a calendar with odd months and eras", () => {
    const cal: TLCalendar = {
      name: "Reckoning",
      gregorian: false,
      months: [
        { name: "Ashmoon", days: 40 },
        { name: "Saltmark", days: 41 },
        { name: "Vinewake", days: 9 },
      ],
      leap: { every: 3, month: 2, days: 2 },
      eras: [{ name: "Rising Sun", abbr: "RS", start: 100 }],
    };
    const ts = ticks(cal, { start: toDay(cal, { year: 150, month: 1, day: 1 }) - 1, pxPerDay: 0.05 }, 1000);
    expect(ts[0]!.label).toBe("61 RS");
    expect(tickStep(cal, 3.2)).toEqual({ unit: "month", n: 1 });
  });
});

describe("zoom", () => {
  it("clamps to the limits", () => {
    expect(clampZoom(1e9)).toBe(MAX_PX_PER_DAY);
    expect(clampZoom(0)).toBe(MIN_PX_PER_DAY);
  });
  it("keeps the day under the pointer in place", () => {
    const v = { start: 1000, pxPerDay: 2 };
    const z = zoomAt(v, 3, 300);
    expect(z.pxPerDay).toBe(6);
    expect(z.start + 300 / z.pxPerDay).toBeCloseTo(v.start + 300 / v.pxPerDay);
  });
  it("fits a range into the width", () => {
    const v = fitView(0, 999, 1000);
    expect(v.start).toBeLessThan(0);
    expect(v.start + 1000 / v.pxPerDay).toBeGreaterThan(999);
  });
  it("keeps the asked pixels free at each side (a point event's label after its dot)", () => {
    const v = fitView(0, 999, 1000, { left: 10, right: 150 });
    expect((0 - v.start) * v.pxPerDay).toBeCloseTo(10);
    expect((1000 - v.start) * v.pxPerDay).toBeCloseTo(850);
    // A narrow box keeps most of its width for the events.
    const narrow = fitView(0, 999, 300, { left: 10, right: 290 });
    expect((1000 - narrow.start) * narrow.pxPerDay - (0 - narrow.start) * narrow.pxPerDay).toBeCloseTo(100);
  });
});
