// SVG path text for the renderer: rings and lines smoothed by Chaikin's corner cutting (a hand's
// curve rather than the cells' straight edges), numbers at one decimal.
import { f1 } from "./geom.js";
import type { Point } from "./types.js";

/** One round of corner cutting; an open line keeps its ends. */
function chaikin(pts: readonly Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  const n = pts.length;
  if (n < 3) return pts.slice();
  if (!closed) out.push(pts[0] as Point);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const a = pts[i] as Point;
    const b = pts[(i + 1) % n] as Point;
    out.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25]);
    out.push([a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75]);
  }
  if (!closed) out.push(pts[n - 1] as Point);
  return out;
}

export function smooth(pts: readonly Point[], closed: boolean, rounds = 2): Point[] {
  let p: Point[] = pts.slice();
  for (let r = 0; r < rounds; r++) p = chaikin(p, closed);
  return p;
}

/** "M x y L x y …" (and "Z" when closed). */
export function pathOf(pts: readonly Point[], closed: boolean): string {
  let s = "";
  pts.forEach((p, i) => {
    s += `${i === 0 ? "M" : "L"}${f1(p[0])} ${f1(p[1])}`;
  });
  return closed && pts.length > 0 ? `${s}Z` : s;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
