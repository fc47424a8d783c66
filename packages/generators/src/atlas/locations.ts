// From map to library: each town and region as a request for the location generator, with its
// pin in map pixels (the SVG's coordinates) and what the map knows of it, passed as the location
// kind's own options and locks (type, size, setting; the name and the region with its biome), so
// the generated place agrees with where it lies (docs/maps.md, "Generated maps").
import { familyOf } from "../core/phrases/setting-families.js";
import type { Setting } from "../core/options.js";
import { capitalise } from "../core/text.js";
import type { Locks } from "../core/types.js";
import { BIOMES as LOCATION_BIOMES } from "../kinds/location/words-biomes.js";
import type { BiomeId, MapModel, Point, TownSize } from "./types.js";

export interface MapPlaceRequest {
  readonly setting?: Setting;
}

export interface MapPlace {
  readonly source: "town" | "region";
  /** The town's or region's id in the model. */
  readonly id: number;
  readonly name: string;
  /** The pin, in map pixels: x right, y down, 0..width × 0..height. */
  readonly point: Point;
  readonly context: {
    readonly biome: BiomeId;
    readonly coast: boolean;
    readonly river: boolean;
    readonly lake: boolean;
    /** The region it lies in (for a region, its own name); null on unclaimed land. */
    readonly region: string | null;
    readonly size: TownSize | "region";
    readonly capital: boolean;
  };
  /** What to pass to generate("location", …): a seed of its own, the kind's options and locks. */
  readonly request: {
    readonly kind: "location";
    readonly seed: string;
    readonly options: { readonly type: "city" | "town" | "village" | "port" | "wilds"; readonly size: "small" | "medium" | "large"; readonly setting: Setting };
    readonly locks: Locks;
  };
}

/** The location kind's biomes that fit a map biome, best first (where the setting has them). */
const FITS: Readonly<Record<BiomeId, readonly string[]>> = {
  ocean: ["coast"],
  lake: ["valley", "river"],
  glacier: ["glacier", "ice"],
  snow: ["glacier", "mountains", "ice"],
  tundra: ["glacier", "plains", "ice"],
  taiga: ["forest"],
  "temperate-forest": ["forest"],
  rainforest: ["forest", "jungle"],
  grassland: ["farmland", "plains"],
  shrubland: ["plains"],
  savanna: ["plains"],
  desert: ["desert", "dust"],
  marsh: ["marsh", "swamp"],
  hills: ["valley", "mountains"],
  mountain: ["canyon", "mountains", "valley"],
};

function regionLock(setting: Setting, ids: readonly string[], n: number, regionName: string | null): Locks[string] | undefined {
  const pool = LOCATION_BIOMES[familyOf(setting)];
  for (const id of ids) {
    const b = pool.find((x) => x.id === id);
    if (!b) continue;
    const place = b.where[n % b.where.length] as string;
    const where = regionName ? `in ${regionName}, ${place}` : place;
    const climate = b.climates[n % b.climates.length] as string;
    return { type: "text", value: `${capitalise(where)} (${climate})`, meta: { where, climate, biome: b.id } };
  }
  return undefined;
}

function locSeed(model: MapModel, tag: string): string {
  return `${model.seed.slice(0, 52)}~${tag}`;
}

/** Every town and region of the map as a place to save in the library, towns first. */
export function mapLocations(model: MapModel, req: MapPlaceRequest = {}): MapPlace[] {
  const setting = req.setting ?? "high-fantasy";
  const { cells } = model;
  const near = (cell: number, test: (b: BiomeId) => boolean): boolean =>
    (cells.neighbours[cell] as readonly number[]).some((j) => j >= 0 && test(cells.biome[j] as BiomeId));
  const riverCells = new Set<number>();
  for (const r of model.rivers) for (const c of r.cells) riverCells.add(c);
  const out: MapPlace[] = [];
  for (const t of model.towns) {
    const biome = cells.biome[t.cell] as BiomeId;
    const region = t.region >= 0 ? (model.regions[t.region]?.name ?? null) : null;
    const lake = near(t.cell, (b) => b === "lake");
    const river = t.river || riverCells.has(t.cell);
    const fits = t.port ? (river ? ["delta", "coast"] : ["coast"]) : FITS[biome];
    const type = t.size === "city" ? "city" : t.port ? "port" : t.size;
    const size = t.size === "city" ? "large" : t.size === "town" ? "medium" : "small";
    const locks: Record<string, Locks[string]> = { name: { type: "text", value: t.name } };
    const lock = regionLock(setting, fits, t.id, region);
    if (lock) locks.region = lock;
    out.push({
      source: "town",
      id: t.id,
      name: t.name,
      point: [t.x, t.y],
      context: { biome, coast: t.port, river, lake, region, size: t.size, capital: t.capital },
      request: { kind: "location", seed: locSeed(model, `town${t.id}`), options: { type, size, setting }, locks },
    });
  }
  for (const r of model.regions) {
    // A region's land is what most of its cells are.
    const count = new Map<BiomeId, number>();
    for (let i = 0; i < cells.count; i++) if (cells.region[i] === r.id) count.set(cells.biome[i] as BiomeId, (count.get(cells.biome[i] as BiomeId) ?? 0) + 1);
    let biome: BiomeId = "grassland";
    let most = 0;
    for (const [b, c] of count) if (c > most) [biome, most] = [b, c];
    const locks: Record<string, Locks[string]> = { name: { type: "text", value: r.name } };
    const lock = regionLock(setting, FITS[biome], r.id, null);
    if (lock) locks.region = lock;
    const capital = model.towns[r.capital];
    out.push({
      source: "region",
      id: r.id,
      name: r.name,
      point: r.centre,
      context: { biome, coast: capital?.port ?? false, river: capital?.river ?? false, lake: false, region: r.name, size: "region", capital: false },
      request: { kind: "location", seed: locSeed(model, `region${r.id}`), options: { type: "wilds", size: "large", setting }, locks },
    });
  }
  return out;
}
