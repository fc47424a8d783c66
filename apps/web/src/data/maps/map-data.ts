// Reading a map document's `data` (checked by the database on every save, docs/maps.md) as the app
// needs it: its size, its picture or the settings it was generated from, or nothing where a key is
// missing or not what the app writes.
import type { GeneratedLanguage, GeneratedMap, MapData, MapImage } from "./types";

const whole = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : undefined);
const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export function mapDataOf(data: Record<string, unknown>): MapData {
  return { width: whole(data.width), height: whole(data.height), image: mapImageOf(data), generated: generatedOf(data) };
}

export function mapImageOf(data: Record<string, unknown>): MapImage | null {
  const image = record(data.image);
  const path = image?.path;
  return typeof path === "string" && path ? { path } : null;
}

function languageOf(v: unknown): GeneratedLanguage | null {
  const l = record(v);
  const system = record(l?.system);
  return l && system && typeof l.id === "string" && typeof l.name === "string" ? { id: l.id, name: l.name, system } : null;
}

/** The settings a generated map is drawn from, or null for a map with a picture (or settings the app cannot draw). */
export function generatedOf(data: Record<string, unknown>): GeneratedMap | null {
  const g = record(data.generated);
  const o = record(g?.options);
  if (!g || !o || typeof g.seed !== "string" || !g.seed || !whole(g.version)) return null;
  const kind = o.kind === "region" ? "region" : o.kind === "continent" ? "continent" : null;
  const [cells, width, height] = [whole(o.cells), whole(o.width), whole(o.height)];
  if (!kind || !cells || !width || !height) return null;
  return { seed: g.seed, version: g.version as number, options: { kind, cells, width, height, language: languageOf(o.language) } };
}
