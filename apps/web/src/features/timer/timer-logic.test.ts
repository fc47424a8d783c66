import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as T from "./timer-logic";

describe("focus timer logic", () => {
  it("defaults to 25 minutes and formats MM:SS", () => {
    const s = T.initialTimer();
    expect(s.durationMin).toBe(25);
    expect(T.formatMMSS(T.remaining(s, 0))).toBe("25:00");
    expect(T.formatMMSS(65)).toBe("01:05");
    expect(T.formatMMSS(3600)).toBe("60:00");
  });

  it("counts down from timestamps, pauses, resumes and resets", () => {
    let s = T.start(T.initialTimer(5), 1_000);
    expect(T.remaining(s, 1_000)).toBe(300);
    expect(T.remaining(s, 61_000)).toBe(240);
    s = T.pause(s, 61_000);
    expect(T.isRunning(s)).toBe(false);
    expect(T.remaining(s, 999_999)).toBe(240);
    s = T.start(s, 100_000);
    expect(T.remaining(s, 100_000 + 239_000)).toBe(1);
    expect(T.settle(s, 100_000 + 239_500).finished).toBe(false);
    const end = T.settle(s, 100_000 + 240_000);
    expect(end.finished).toBe(true);
    expect(T.isRunning(end.state)).toBe(false);
    expect(T.remaining(end.state, 0)).toBe(0);
    expect(T.remaining(T.reset(end.state), 0)).toBe(300);
  });

  it("keeps durations within 5–60 in steps of 5, and a new duration resets the time", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1000, max: 1000 }), (m) => {
        const d = T.clampDuration(m);
        return d >= 5 && d <= 60 && d % 5 === 0;
      }),
    );
    expect(T.setDuration(T.pause(T.start(T.initialTimer(), 0), 7_000), 40, 9_000)).toEqual({ durationMin: 40, remainingSec: 2400, endsAt: null });
    // Running: keeps running, from the new full duration.
    const s = T.setDuration(T.start(T.initialTimer(), 0), 40, 60_000);
    expect(s).toEqual({ durationMin: 40, remainingSec: 2400, endsAt: 60_000 + 2400_000 });
    expect(T.remaining(s, 61_000)).toBe(2399);
  });

  it("restores a saved timer and ignores damaged storage", () => {
    const running = T.start(T.initialTimer(10), 5_000);
    expect(T.parseTimer(JSON.stringify(running))).toEqual(running);
    expect(T.parseTimer("nonsense")).toEqual(T.initialTimer());
    expect(T.parseTimer('{"durationMin":7,"remainingSec":-4}')).toEqual({ durationMin: 5, remainingSec: 300, endsAt: null });
  });
});
