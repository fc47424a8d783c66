import { describe, expect, it } from "vitest";
import { canSkipScroll, MAX_STEP, outOfView, type CaretMeasure } from "./caret-scroll";

// The caret mid-screen in a 900 px window, a 29 px line.
const mid: CaretMeasure = { blockStart: 120, head: 400, above: 400, below: 471, left: 300, right: 500, line: 29 };
const typing = { empty: true, blockStart: 120, head: 401 };

describe("canSkipScroll", () => {
  it("skips while the caret types on, in view, in the same block", () => {
    expect(canSkipScroll(mid, typing)).toBe(true);
    expect(canSkipScroll(mid, { ...typing, head: 400 - MAX_STEP })).toBe(true);
  });

  it("scrolls as ProseMirror would without a fresh measure, for a selection, a new block or a jump", () => {
    expect(canSkipScroll(null, typing)).toBe(false);
    expect(canSkipScroll(mid, { ...typing, empty: false })).toBe(false);
    expect(canSkipScroll(mid, { ...typing, blockStart: 520 })).toBe(false);
    expect(canSkipScroll(mid, { ...typing, head: 400 + MAX_STEP + 1 })).toBe(false);
  });

  it("scrolls when the caret is near an edge: the line could wrap out of view, or it already is", () => {
    // Below: room for less than three lines and the margin.
    expect(canSkipScroll({ ...mid, below: 3 * 29 + 4 }, typing)).toBe(false);
    expect(canSkipScroll({ ...mid, below: 3 * 29 + 5 }, typing)).toBe(true);
    expect(canSkipScroll({ ...mid, above: 2 }, typing)).toBe(false);
    expect(canSkipScroll({ ...mid, above: -40 }, typing)).toBe(false);
    expect(canSkipScroll({ ...mid, left: 0 }, typing)).toBe(false);
    expect(canSkipScroll({ ...mid, right: 3 }, typing)).toBe(false);
  });
});

describe("outOfView", () => {
  it("is true only when the caret crosses an edge of the visible area", () => {
    expect(outOfView(mid)).toBe(false);
    expect(outOfView({ ...mid, below: -1 })).toBe(true);
    expect(outOfView({ ...mid, above: -0.5 })).toBe(true);
    expect(outOfView({ ...mid, left: -3 })).toBe(true);
  });
});
