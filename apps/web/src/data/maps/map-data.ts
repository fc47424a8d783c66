// Reading a map document's `data` (checked by the database on every save, docs/maps.md) as the app
// needs it: its size and its picture, or nothing where a key is missing.
import type { MapData, MapImage } from "./types";

const whole = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : undefined);

export function mapDataOf(data: Record<string, unknown>): MapData {
  return { width: whole(data.width), height: whole(data.height), image: mapImageOf(data) };
}

export function mapImageOf(data: Record<string, unknown>): MapImage | null {
  const image = data.image;
  if (!image || typeof image !== "object" || Array.isArray(image)) return null;
  const path = (image as Record<string, unknown>).path;
  return typeof path === "string" && path ? { path } : null;
}
