import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventsInWindow, indexEvents, layoutLanes, type Placeable } from "./layout";

const ev = (id: string, start: number, end: number | null = null, lane: string | null = null): Placeable => ({ id, start, end, lane });

describe("eventsInWindow", () => {
  it("finds points inside and spans overlapping the window", () => {
    const idx = indexEvents([ev("a", 5), ev("b", 50), ev("c", -100, 10), ev("d", 11, 12), ev("e", 30, 40)]);
    expect(eventsInWindow(idx, 10, 35).map((e) => e.id)).toEqual(["c", "d", "e"]);
  });
  it("agrees with a plain filter (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.option(fc.integer({ min: 0, max: 300 }))), { maxLength: 80 }),
        fc.integer({ min: -1200, max: 1200 }),
        fc.integer({ min: 0, max: 500 }),
        (raw, from, len) => {
          const events = raw.map(([s, d], i) => ev(`e${i}`, s, d === null ? null : s + d));
          const got = eventsInWindow(indexEvents(events), from, from + len)
            .map((e) => e.id)
            .sort();
          const want = events
            .filter((e) => e.start <= from + len && (e.end ?? e.start) >= from)
            .map((e) => e.id)
            .sort();
          expect(got).toEqual(want);
        },
      ),
    );
  });
});

describe("layoutLanes", () => {
  it("stacks overlapping events in rows, reuses free rows and counts what does not fit", () => {
    const events = [ev("a", 0), ev("b", 1), ev("c", 2), ev("d", 100), ev("x", 0, null, "l2")];
    const out = layoutLanes(events, { viewStart: 0, pxPerDay: 1, lanes: [null, "l2"], maxRows: 2, labelPx: 50 });
    const main = out[0]!;
    expect(main.placed.map((p) => [p.event.id, p.row])).toEqual([
      ["a", 0],
      ["b", 1],
      ["d", 0],
    ]);
    expect(main.hidden).toBe(1);
    expect(out[1]!.placed.map((p) => p.event.id)).toEqual(["x"]);
  });
  it("keeps major events when a lane is crowded, hiding minor ones", () => {
    const events = [
      { ...ev("minor", 0), importance: 1 },
      { ...ev("normal", 1), importance: 2 },
      { ...ev("major", 2), importance: 3 },
    ];
    const [l] = layoutLanes(events, { viewStart: 0, pxPerDay: 1, lanes: [null], maxRows: 2, labelPx: 50 });
    expect(l!.placed.map((p) => [p.event.id, p.row])).toEqual([
      ["major", 0],
      ["normal", 1],
    ]);
    expect(l!.hidden).toBe(1);
  });
  it("never overlaps two events in a row (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.option(fc.integer({ min: 0, max: 300 })), fc.integer({ min: 1, max: 3 })), { maxLength: 120 }),
        (raw) => {
          const events = raw.map(([s, d, importance], i) => ({ ...ev(`e${i}`, s, d === null ? null : s + d), importance }));
          const [l] = layoutLanes(events, { viewStart: 0, pxPerDay: 1, lanes: [null], maxRows: 5, labelPx: 40 });
          expect(l!.placed.length + l!.hidden).toBe(events.length);
          for (const a of l!.placed)
            for (const b of l!.placed)
              if (a !== b && a.row === b.row) expect(a.x + Math.max(a.width, 40) <= b.x || b.x + Math.max(b.width, 40) <= a.x).toBe(true);
        },
      ),
    );
  });
  it("gives spans their length in pixels", () => {
    const [l] = layoutLanes([ev("s", 10, 19)], { viewStart: 5, pxPerDay: 2, lanes: [null], maxRows: 3, labelPx: 0 });
    expect(l!.placed[0]).toMatchObject({ x: 10, width: 20 });
  });
});
