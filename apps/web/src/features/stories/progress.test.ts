import { describe, expect, it } from "vitest";
import { localDay, summarize, type ProgressDay } from "./progress";

const d = (day: string, written: number, goal = 500): ProgressDay => ({ day, start_words: 1000, words: 1000 + written, goal });

describe("daily word goal", () => {
  it("counts days in a row that met their goal, ending today", () => {
    const s = summarize([d("2026-11-21", 600), d("2026-11-22", 500), d("2026-11-23", 800), d("2026-11-24", 510), d("2026-11-25", 700)], "2026-11-25");
    expect(s).toEqual({ goal: 500, written: 700, streak: 5, metToday: true });
  });

  it("keeps yesterday's streak alive while today is still open, and a missed day ends it", () => {
    expect(summarize([d("2026-11-22", 900), d("2026-11-24", 600), d("2026-11-25", 100)], "2026-11-25")).toEqual({
      goal: 500,
      written: 100,
      streak: 1,
      metToday: false,
    });
    expect(summarize([d("2026-11-22", 900), d("2026-11-23", 600)], "2026-11-25").streak).toBe(0);
  });

  it("crosses month and year ends, and never counts deleting as writing", () => {
    expect(summarize([d("2025-12-31", 500), d("2026-01-01", 500)], "2026-01-01").streak).toBe(2);
    expect(summarize([d("2026-03-01", -300)], "2026-03-01")).toMatchObject({ written: 0, streak: 0 });
  });

  it("has no streak without a goal, and takes the last goal on a new day", () => {
    expect(summarize([d("2026-11-25", 900, 0)], "2026-11-25").streak).toBe(0);
    expect(summarize([d("2026-11-20", 100, 300)], "2026-11-25")).toMatchObject({ goal: 300, written: 0 });
  });

  it("names the local day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
