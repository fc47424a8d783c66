// Generated maps in the app, the pure part (docs/maps.md, "Generated maps in the app"): the choices
// New map offers, the settings saved in `data.generated` and the request the atlas worker draws
// from, the universe's language, and turning the map's towns and regions into library items and
// pins without pinning a place twice.
import type { MapPlace } from "@worldloom/generators/atlas";
import type { Json, Locks } from "@worldloom/generators/load";
import type { GeneratedLanguage, GeneratedMap, GeneratedKind, MapFeature, NewFeature } from "@/data/maps/types";
import { PIN_COLORS } from "./pin-style";

/** The drawing's size: the atlas's default, a 16 : 10 sheet. */
export const GENERATED_SIZE = { width: 1600, height: 1000 } as const;

export const KIND_CHOICES: readonly { value: GeneratedKind; label: string; hint: string }[] = [
  { value: "continent", label: "Continent", hint: "Land with the sea on every side" },
  { value: "region", label: "Region", hint: "Land running off the edges, the sea along one side" },
];

/** The detail, in Voronoi cells (the atlas takes 1,000–20,000). */
export const DETAIL_CHOICES: readonly { cells: number; label: string }[] = [
  { cells: 2500, label: "Sketch" },
  { cells: 5000, label: "Medium" },
  { cells: 10000, label: "Fine" },
  { cells: 20000, label: "Finest" },
];
export const DEFAULT_CELLS = 10000;

/** A fresh seed: ten letters and digits (any text up to 64 works, as on the generator pages). */
export function newSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 10);
}
export const SEED_MAX = 64;

/** What the atlas is asked (generateMap's request; `language` is the saved system). */
export interface AtlasRequest {
  seed: string;
  kind: GeneratedKind;
  cells: number;
  width: number;
  height: number;
  language?: Record<string, unknown>;
}

export function atlasRequestOf(g: Pick<GeneratedMap, "seed" | "options">): AtlasRequest {
  const { kind, cells, width, height, language } = g.options;
  return { seed: g.seed, kind, cells, width, height, ...(language ? { language: language.system } : {}) };
}

/** The drawing's cache key: what changes the picture (a language by its item, not its whole system). */
export const atlasKey = (g: Pick<GeneratedMap, "seed" | "options">): string => {
  const { kind, cells, width, height, language } = g.options;
  return JSON.stringify([g.seed, kind, cells, width, height, language?.id ?? null]);
};

/**
 * The universe's languages a map can be named in: saved language items whose data holds a system
 * (a language result's `system`), newest first as read.
 */
export function languagesOf(items: readonly { id: string; name: string; data: Record<string, unknown> | null }[]): GeneratedLanguage[] {
  return items.flatMap((item) => {
    const system = item.data?.system;
    return system && typeof system === "object" && !Array.isArray(system) ? [{ id: item.id, name: item.name, system: system as Record<string, unknown> }] : [];
  });
}

/** `data.generated` holds at most 32 KB (the database's check); a language that would not fit is left out. */
export const GENERATED_MAX_BYTES = 32 * 1024;

export function generatedSettings(s: { seed: string; kind: GeneratedKind; cells: number; language: GeneratedLanguage | null }, version: number): GeneratedMap {
  const g: GeneratedMap = { seed: s.seed, version, options: { kind: s.kind, cells: s.cells, ...GENERATED_SIZE, language: s.language } };
  return new TextEncoder().encode(JSON.stringify(g)).length <= GENERATED_MAX_BYTES ? g : { ...g, options: { ...g.options, language: null } };
}

/** The calm note for a map drawn by another version of the atlas than this one, or "". */
export function versionNote(saved: number, current: number | undefined): string {
  if (current === undefined || saved === current) return "";
  return `This map was made with ${saved < current ? "an earlier" : "a later"} version of the map maker, so it may look a little different from when it was made.`;
}

/** The location setting a universe's genre names ("Dark fantasy" → dark-fantasy), else high fantasy. */
export function settingOf(genre: string | null | undefined, labels: Readonly<Record<string, string>>): string {
  const g = (genre ?? "").trim().toLowerCase();
  return Object.entries(labels).find(([value, label]) => value === g || label.toLowerCase() === g)?.[0] ?? "high-fantasy";
}

/** Which town or region of the map a pin stands for ("town-3", "region-0"): kept in its `style`. */
export const placeKey = (p: Pick<MapPlace, "source" | "id">) => `${p.source}-${p.id}`;

/** The places not pinned yet: a pin made for a place (by its key) counts even after it was moved or renamed. */
export function placesToAdd<P extends Pick<MapPlace, "source" | "id">>(places: readonly P[], features: readonly Pick<MapFeature, "style">[]): P[] {
  const pinned = new Set(features.map((f) => f.style?.atlas).filter(Boolean));
  return places.filter((p) => !pinned.has(placeKey(p)));
}

const colour = (name: string) => PIN_COLORS.find((c) => c.name === name)!.value;

/** How a place's pin looks: a castle for a capital, an anchor for a port, a house for a town or village, a flag for a region. */
export function pinLook(p: Pick<MapPlace, "source" | "context">): { icon: string; color: string } {
  if (p.source === "region") return { icon: "flag", color: colour("Violet") };
  if (p.context.capital) return { icon: "castle", color: colour("Red") };
  if (p.context.coast) return { icon: "anchor", color: colour("Blue") };
  return p.context.size === "village" ? { icon: "house", color: colour("Green") } : { icon: "house", color: colour("Amber") };
}

/**
 * The location generator's request for a place: the map's own (docs/maps.md, "From map to
 * library"), and, on a map named in a saved language, that language locked too, so the place's
 * own names and its language link are the map's.
 */
export function locationRequest(
  p: Pick<MapPlace, "request">,
  language: GeneratedLanguage | null,
): { seed: string; options: Record<string, string>; locks: Locks } {
  const { seed, options, locks } = p.request;
  if (!language) return { seed, options, locks };
  const link = { kind: "language" as const, name: language.name, id: language.id };
  return { seed, options, locks: { ...locks, language: { type: "link", link, meta: language.system as Json } } };
}

/** The pin for a place, linked to the item made for it. */
export function placePin(
  p: Pick<MapPlace, "source" | "id" | "name" | "point" | "context">,
  documentId: string,
  itemId: string,
  position: number,
): NewFeature & { id: string } {
  const { icon, color } = pinLook(p);
  return {
    id: crypto.randomUUID(),
    document_id: documentId,
    kind: "pin",
    geometry: [p.point[0], p.point[1]],
    label: p.name.slice(0, 120),
    icon,
    color,
    style: { atlas: placeKey(p) },
    link_item_id: itemId,
    position,
  };
}

/** "1 town", "25 towns and 5 regions". */
export function placeCount(places: readonly Pick<MapPlace, "source">[]): string {
  const towns = places.filter((p) => p.source === "town").length;
  const regions = places.length - towns;
  const part = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;
  if (!regions) return part(towns, "town");
  if (!towns) return part(regions, "region");
  return `${part(towns, "town")} and ${part(regions, "region")}`;
}
