import { describe, expect, it } from "vitest";
import { bends, borderPoint, curveBetween, FAN_PX, placeEdges, pointAt, type Rect } from "./edge-labels";

const box = (x: number, y: number): Rect => ({ x, y, width: 180, height: 60 });
const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe("edge labels", () => {
  it("leaves a lone relation straight and fans out relations between the same two items, whichever way they point", () => {
    const b = bends([
      { id: "solo", source: "a", target: "c" },
      { id: "ab", source: "a", target: "b" },
      { id: "ba", source: "b", target: "a" },
      { id: "ab2", source: "a", target: "b" },
    ]);
    expect(b.get("solo")).toBe(0);
    // a→b at -56, then b→a (measured the other way) and a→b at 0 and +56: three distinct curves.
    const sideways = [b.get("ab")!, -b.get("ba")!, b.get("ab2")!];
    expect(sideways).toEqual([-FAN_PX, 0, FAN_PX]);
  });

  it("starts and ends each line on the items' borders, its middle the bend away from the chord", () => {
    const a = box(0, 0);
    const c = box(400, 0);
    expect(borderPoint(a, { x: 1000, y: 30 })).toEqual({ x: 180, y: 30 });
    const curve = curveBetween(a, c, 40);
    const mid = pointAt(curve, 0.5);
    expect(mid.x).toBeCloseTo(290);
    // At least the bend to the side (more, as the ends leave the borders towards the bulge).
    expect(Math.abs(mid.y - 30)).toBeGreaterThanOrEqual(40);
    expect(pointAt(curveBetween(a, c, 0), 0.5)).toEqual({ x: 290, y: 30 });
    expect(Math.sign(pointAt(curveBetween(a, c, -40), 0.5).y - 30)).toBe(-Math.sign(mid.y - 30));
    expect(curve.from.x).toBeGreaterThanOrEqual(0);
    expect(curve.from.x).toBeLessThanOrEqual(180);
    expect(curve.to.x).toBeGreaterThanOrEqual(400);
  });

  it("places eight labels among four items so none covers another or an item", () => {
    const items = new Map([
      ["y", box(0, 0)],
      ["b", box(300, 100)],
      ["o", box(600, 0)],
      ["c", box(900, 100)],
    ]);
    const size = { width: 80, height: 24 };
    const edges = [
      ["y", "b"],
      ["b", "y"],
      ["y", "b"],
      ["y", "o"],
      ["o", "y"],
      ["b", "c"],
      ["c", "b"],
      ["y", "c"],
    ].map(([source, target], i) => ({ id: `r${i}`, source: source!, target: target!, size }));
    const placed = placeEdges(edges, items);
    expect(placed.size).toBe(8);
    const labels = [...placed.values()].map((p) => p.label);
    for (const [i, l] of labels.entries()) {
      expect(l.width).toBe(80);
      for (const other of labels.slice(i + 1)) expect(overlap(l, other)).toBe(0);
      for (const item of items.values()) expect(overlap(l, item)).toBe(0);
    }
  });

  it("skips a relation whose item is not measured yet", () => {
    expect(placeEdges([{ id: "r", source: "a", target: "zz", size: { width: 10, height: 10 } }], new Map([["a", box(0, 0)]])).size).toBe(0);
  });
});
