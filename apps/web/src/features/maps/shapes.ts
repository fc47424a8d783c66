// Regions (a ring of points: a kingdom, a forest) and paths (a line: a road, a river, a journey) on a
// map, as the database keeps them (docs/maps.md): image pixels, (0, 0) top left, a region's first
// point not repeated at its end. Pure helpers: reading a feature's geometry, where its label and card
// go, and its length or area in the map's scale.
import type { MapFeature, Point } from "@/data/maps/types";

export type ShapeKind = "region" | "path";

export interface Shape {
  feature: MapFeature;
  kind: ShapeKind;
  points: Point[];
}

/** The least points a region and a path need (the database's rule). */
export const MIN_POINTS: Record<ShapeKind, number> = { region: 3, path: 2 };
export const MAX_POINTS = 1000;

const isPoint = (p: unknown): p is Point => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === "number" && Number.isFinite(n));

/** A feature's shape, or null for a pin (or a geometry that is not a list of points). */
export function shapeOf(f: MapFeature): Shape | null {
  if (f.kind !== "region" && f.kind !== "path") return null;
  const g: unknown = f.geometry;
  if (!Array.isArray(g) || g.length < MIN_POINTS[f.kind] || !g.every(isPoint)) return null;
  return { feature: f, kind: f.kind, points: g as Point[] };
}

export const shapesOf = (features: readonly MapFeature[]): Shape[] => features.flatMap((f) => shapeOf(f) ?? []);

const dist = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** A path's length, or a region's outline, in pixels. */
export function lengthOf(points: readonly Point[], closed = false): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += dist(points[i - 1]!, points[i]!);
  if (closed && points.length > 2) sum += dist(points[points.length - 1]!, points[0]!);
  return sum;
}

/** A ring's signed area (shoelace), in square pixels. */
const signedArea = (ring: readonly Point[]) => {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
};

export const areaOf = (ring: readonly Point[]) => Math.abs(signedArea(ring));

/**
 * Where a shape's label and card go: a region's centroid (its vertices' mean when the ring has no
 * area), a path's point halfway along it.
 */
export function anchorOf(shape: Pick<Shape, "kind" | "points">): Point {
  const pts = shape.points;
  if (shape.kind === "region") {
    const a = signedArea(pts);
    if (Math.abs(a) < 1e-9) return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < pts.length; i++) {
      const [x1, y1] = pts[i]!;
      const [x2, y2] = pts[(i + 1) % pts.length]!;
      const f = x1 * y2 - x2 * y1;
      cx += (x1 + x2) * f;
      cy += (y1 + y2) * f;
    }
    return [cx / (6 * a), cy / (6 * a)];
  }
  let left = lengthOf(pts) / 2;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const d = dist(a, b);
    if (d >= left && d > 0) return [a[0] + ((b[0] - a[0]) * left) / d, a[1] + ((b[1] - a[1]) * left) / d];
    left -= d;
  }
  return pts[pts.length - 1]!;
}

/** The map's scale: two points a known distance apart, in the world's unit (docs/maps.md). */
export interface MapScale {
  from: Point;
  to: Point;
  distance: number;
  unit: string;
}

export function scaleOf(data: Record<string, unknown>): MapScale | null {
  const s = data.scale as Partial<MapScale> | null | undefined;
  if (!s || typeof s !== "object" || !isPoint(s.from) || !isPoint(s.to)) return null;
  if (typeof s.distance !== "number" || !(s.distance > 0) || typeof s.unit !== "string" || !s.unit.trim()) return null;
  if (dist(s.from, s.to) <= 0) return null;
  return { from: s.from, to: s.to, distance: s.distance, unit: s.unit };
}

/** World units per picture pixel. */
export const unitsPerPixel = (s: MapScale) => s.distance / dist(s.from, s.to);

/** A distance for people: "42 leagues", "1.4 km", "3,200 miles". */
export function formatDistance(units: number, unit: string): string {
  const n = units >= 100 ? Math.round(units) : units >= 10 ? Math.round(units * 10) / 10 : Math.round(units * 100) / 100;
  return `${n.toLocaleString("en")} ${unit}`;
}

/** A journey's time at `pace` units a day: "half a day", "about 3 days", "about 2 weeks". */
export function formatTravel(units: number, pace: number): string {
  if (!(pace > 0)) return "";
  const days = units / pace;
  if (days < 0.2) return "a few hours";
  if (days < 0.75) return "about half a day";
  if (days < 1.5) return "about a day";
  if (days < 13.5) return `about ${Math.round(days)} days`;
  if (days < 60) return `about ${Math.round(days / 7)} weeks`;
  return `about ${Math.round(days / 30)} months`;
}

/** The pace a path's travel time is worked out at (kept in `data.view.pace`), or 0 when unset. */
export function paceOf(data: Record<string, unknown>): number {
  const view = data.view as { pace?: unknown } | null | undefined;
  const pace = view && typeof view === "object" ? view.pace : undefined;
  return typeof pace === "number" && pace > 0 ? pace : 0;
}

/** A typed list of points, "x, y" per line or separated by ";": the keyboard's way to draw. */
export function parsePoints(text: string): Point[] | null {
  const parts = text
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const points: Point[] = [];
  for (const part of parts) {
    const m = /^(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)$/.exec(part);
    if (!m) return null;
    points.push([Number(m[1]), Number(m[2])]);
  }
  return points;
}

/** What a shape's card says of its size: "42 leagues · about 2 days at 20 leagues a day". */
export function measureOf(shape: Pick<Shape, "kind" | "points">, scale: MapScale | null, pace: number): string {
  if (!scale) return "";
  const u = unitsPerPixel(scale);
  if (shape.kind === "region") {
    const area = areaOf(shape.points) * u * u;
    return `About ${formatDistance(area, `square ${scale.unit}`)}`;
  }
  const length = lengthOf(shape.points) * u;
  const travel = formatTravel(length, pace);
  return travel ? `${formatDistance(length, scale.unit)} · ${travel} at ${formatDistance(pace, scale.unit)} a day` : formatDistance(length, scale.unit);
}
