// Points on a map picture: image pixels with (0, 0) at the top left, as the database stores them
// (docs/maps.md), and Leaflet's CRS.Simple, whose y grows upwards: the picture's point (x, y) is
// the latitude height − y and the longitude x.
import type { Point } from "@/data/maps/types";

export const toLatLng = ([x, y]: Point, height: number): [number, number] => [height - y, x];
export const fromLatLng = (lat: number, lng: number, height: number): Point => [lng, height - lat];

/** A point as the database keeps it: to a tenth of a pixel. */
export const roundPoint = ([x, y]: Point): Point => [Math.round(x * 10) / 10, Math.round(y * 10) / 10];

export const insideMap = ([x, y]: Point, width: number, height: number) => x >= 0 && y >= 0 && x <= width && y <= height;

export const clampPoint = ([x, y]: Point, width: number, height: number): Point => [Math.min(Math.max(x, 0), width), Math.min(Math.max(y, 0), height)];

/** The words the database uses for a point outside the map, or "" when it lies inside. */
export function pointProblem(p: Point, width: number, height: number): string {
  if (!p.every(Number.isFinite)) return "Enter a number for x and for y.";
  if (insideMap(p, width, height)) return "";
  return `The point (${fmt(p[0])}, ${fmt(p[1])}) lies outside the map, which is ${fmt(width)} × ${fmt(height)} px.`;
}

const fmt = (n: number) => n.toLocaleString("en");

/** A typed coordinate: a number (a comma as the decimal mark too), or null for blank or not a number. */
export function parseCoordinate(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!t || !/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** The centre of what is on screen, as a point on the picture. */
export const centreOf = (bounds: { west: number; east: number; south: number; north: number }, height: number): Point =>
  fromLatLng((bounds.south + bounds.north) / 2, (bounds.west + bounds.east) / 2, height);

/** A pin's point, or null when the geometry is not one point (a region or path). */
export function pinPoint(geometry: unknown): Point | null {
  if (!Array.isArray(geometry) || geometry.length !== 2) return null;
  const [x, y] = geometry as unknown[];
  return typeof x === "number" && typeof y === "number" ? [x, y] : null;
}

/**
 * The zoom at which a picture fits a box (CRS.Simple: zoom z draws one picture pixel as 2^z screen
 * pixels), down to a quarter step, with `padding` px kept clear on every side.
 */
export function fitZoom(box: { x: number; y: number }, width: number, height: number, padding = 16): number {
  const scale = Math.min((box.x - 2 * padding) / width, (box.y - 2 * padding) / height);
  if (!(scale > 0)) return 0;
  return Math.floor(Math.log2(scale) * 4) / 4;
}
