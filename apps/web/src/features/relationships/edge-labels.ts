// Where a relationship map's lines and labels go, so every label can be read: relations between the
// same two items fan out as curves (each with its own middle), and each label is put at the first
// place along its line (then beside it) that covers no other label and no item. Pure geometry on
// rectangles, unit-tested; the canvas measures the items and the label text and draws the result.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface EdgeIn {
  id: string;
  source: string;
  target: string;
  /** The label's size in pixels (0 × 0 when there is none). */
  size: { width: number; height: number };
}
export interface EdgePlacement {
  /** Sideways offset of the line's middle, in pixels (0: straight). */
  bend: number;
  /** The label's box. */
  label: Rect;
}

/** How far apart the middles of relations between the same two items are. */
export const FAN_PX = 56;
/** Room kept between a label and whatever is around it. */
const GAP = 3;

/** Bends that fan out the relations sharing a pair of items, whichever way each points. */
export function bends(edges: readonly Pick<EdgeIn, "id" | "source" | "target">[]): Map<string, number> {
  const groups = new Map<string, Pick<EdgeIn, "id" | "source" | "target">[]>();
  for (const e of edges) {
    const key = e.source < e.target ? `${e.source}|${e.target}` : `${e.target}|${e.source}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const out = new Map<string, number>();
  for (const group of groups.values())
    group.forEach((e, k) => {
      const offset = (k - (group.length - 1) / 2) * FAN_PX;
      // The sideways direction flips with the line's direction: measure it one way for the whole pair.
      out.set(e.id, e.source < e.target ? offset : -offset);
    });
  return out;
}

const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** Where the line from r's centre towards p leaves r. */
export function borderPoint(r: Rect, p: Point): Point {
  const c = centre(r);
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  if (!dx && !dy) return c;
  const scale = Math.min(dx ? r.width / 2 / Math.abs(dx) : Infinity, dy ? r.height / 2 / Math.abs(dy) : Infinity);
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

export interface Curve {
  from: Point;
  control: Point;
  to: Point;
}

/** The line from item a to item b: a quadratic curve whose middle sits `bend` pixels to the side. */
export function curveBetween(a: Rect, b: Rect, bend: number): Curve {
  const ca = centre(a);
  const cb = centre(b);
  const len = Math.hypot(cb.x - ca.x, cb.y - ca.y) || 1;
  const normal = { x: -(cb.y - ca.y) / len, y: (cb.x - ca.x) / len };
  // A quadratic curve's middle is halfway between the chord's middle and its control point.
  const control = { x: (ca.x + cb.x) / 2 + normal.x * bend * 2, y: (ca.y + cb.y) / 2 + normal.y * bend * 2 };
  return { from: borderPoint(a, bend ? control : cb), control, to: borderPoint(b, bend ? control : ca) };
}

export const pointAt = (c: Curve, t: number): Point => ({
  x: (1 - t) ** 2 * c.from.x + 2 * (1 - t) * t * c.control.x + t ** 2 * c.to.x,
  y: (1 - t) ** 2 * c.from.y + 2 * (1 - t) * t * c.control.y + t ** 2 * c.to.y,
});

export const svgPath = (c: Curve) => `M ${c.from.x},${c.from.y} Q ${c.control.x},${c.control.y} ${c.to.x},${c.to.y}`;

const covered = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) + GAP) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) + GAP);
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height + GAP && b.y < a.y + a.height + GAP;

/** Along the line from its middle outwards, then the same places a label's height or two aside. */
const ALONG = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74];
const ASIDE = [0, 1, -1, 2, -2];

/**
 * Every edge's bend and label box. Labels are placed one by one, each at the first candidate that
 * covers no label placed before it and no item; when none is free, the one covering least.
 */
export function placeEdges(edges: readonly EdgeIn[], items: ReadonlyMap<string, Rect>): Map<string, EdgePlacement> {
  const bend = bends(edges);
  const placed: Rect[] = [];
  const obstacles = [...items.values()];
  const out = new Map<string, EdgePlacement>();
  for (const e of edges) {
    const a = items.get(e.source);
    const b = items.get(e.target);
    if (!a || !b) continue;
    const curve = curveBetween(a, b, bend.get(e.id) ?? 0);
    const { width, height } = e.size;
    const dx = curve.to.x - curve.from.x;
    const dy = curve.to.y - curve.from.y;
    const len = Math.hypot(dx, dy) || 1;
    const normal = { x: -dy / len, y: dx / len };
    let best: Rect | null = null;
    let bestCost = Infinity;
    for (const side of ASIDE) {
      for (const t of ALONG) {
        const p = pointAt(curve, t);
        const step = side * (height + GAP * 2);
        const box = { x: p.x + normal.x * step - width / 2, y: p.y + normal.y * step - height / 2, width, height };
        const hits = [...placed, ...obstacles].filter((r) => overlaps(box, r));
        const cost = hits.reduce((s, r) => s + covered(box, r), 0) + Math.abs(side) * 0.5 + Math.abs(t - 0.5);
        if (!hits.length) {
          best = box;
          bestCost = -1;
          break;
        }
        if (cost < bestCost) [best, bestCost] = [box, cost];
      }
      if (bestCost < 0) break;
    }
    placed.push(best!);
    out.set(e.id, { bend: bend.get(e.id) ?? 0, label: best! });
  }
  return out;
}
