// generateMap: a seeded, reproducible map of a continent or a region (docs/maps.md, "Generated
// maps"). Every stage draws from its own stream of the seed, so a change to one stage's drawing
// leaves the others' draws alone; no clock, no global randomness, arrays walked in index order.
import { streamFor, toSeed } from "../core/rng.js";
import { drawStockLanguage, parseLanguage, type Language } from "../systems/language/index.js";
import { buildClimate } from "./climate.js";
import { r2 } from "./geom.js";
import { labelMap } from "./labels.js";
import { buildMesh } from "./mesh.js";
import { buildPolitics } from "./political.js";
import { boundaryRings, ringPoints } from "./rings.js";
import { flowOf, traceRivers } from "./rivers.js";
import { buildTerrain, SEA_LEVEL } from "./terrain.js";
import type { Coastline, MapKind, MapModel, MapOptions, Region, Town } from "./types.js";

/**
 * The atlas generator's version: bump it (with a line saying what changed) whenever the same seed
 * and options give a different model or SVG; test/atlas-golden.test.ts holds it to that.
 */
// v1: Voronoi cells, heights, sea and lakes, rivers, biomes, regions, towns and labels.
export const ATLAS_VERSION = 1;

export const MAP_CELLS = { min: 1000, max: 20000, default: 10000 } as const;
export const MAP_SIDE = { min: 200, max: 16000, default: { width: 1600, height: 1000 } } as const;

export interface MapRequest {
  readonly seed: string | number;
  readonly kind?: MapKind;
  readonly cells?: number;
  readonly width?: number;
  readonly height?: number;
  /** A saved language (a language result's `system`); without one, a stock language is drawn from the seed. */
  readonly language?: unknown;
}

export class MapOptionError extends RangeError {
  override readonly name = "MapOptionError";
}

function whole(label: string, v: number | undefined, lo: number, hi: number, def: number): number {
  if (v === undefined) return def;
  if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) {
    throw new MapOptionError(`${label} is a whole number from ${lo.toLocaleString("en")} to ${hi.toLocaleString("en")}; got ${String(v)}.`);
  }
  return v;
}

export function generateMap(req: MapRequest): MapModel {
  const seed = toSeed(req.seed);
  const kind = req.kind ?? "continent";
  if (kind !== "continent" && kind !== "region") throw new MapOptionError(`kind is "continent" or "region"; got ${JSON.stringify(kind)}.`);
  const cells = whole("cells", req.cells, MAP_CELLS.min, MAP_CELLS.max, MAP_CELLS.default);
  const width = whole("width", req.width, MAP_SIDE.min, MAP_SIDE.max, MAP_SIDE.default.width);
  const height = whole("height", req.height, MAP_SIDE.min, MAP_SIDE.max, MAP_SIDE.default.height);
  const saved = req.language === undefined ? undefined : parseLanguage(req.language);
  if (req.language !== undefined && !saved) throw new MapOptionError("language is not a saved language system.");
  const lang: Language = saved ?? drawStockLanguage(streamFor(seed, "atlas", "language"));
  const options: MapOptions = { kind, cells, width, height, language: { key: lang.key, name: lang.name } };

  const mesh = buildMesh(streamFor(seed, "atlas", "mesh"), cells, width, height);
  const terrain = buildTerrain(streamFor(seed, "atlas", "terrain", kind), mesh, kind);
  const flow = flowOf(mesh, terrain);
  const climate = buildClimate(streamFor(seed, "atlas", "climate"), mesh, terrain, flow);
  const rawRivers = traceRivers(mesh, terrain, flow);
  const politics = buildPolitics(streamFor(seed, "atlas", "towns"), mesh, terrain, climate.biome, flow);

  const coastlines: Coastline[] = [];
  for (const ring of boundaryRings(mesh, (i) => terrain.water[i] !== 1)) {
    coastlines.push({ kind: "sea", points: ringPoints(mesh, ring) });
  }
  for (const ring of boundaryRings(mesh, (i) => terrain.water[i] === 2)) {
    coastlines.push({ kind: "lake", points: ringPoints(mesh, ring) });
  }

  const named = labelMap(streamFor(seed, "atlas", "names"), lang, mesh, terrain, climate.biome, politics, rawRivers);
  const towns: Town[] = politics.towns.map((t, id) => ({
    id,
    name: named.towns[id] as string,
    cell: t.cell,
    x: mesh.x[t.cell] as number,
    y: mesh.y[t.cell] as number,
    size: t.size,
    capital: t.capital,
    region: politics.region[t.cell] as number,
    port: t.port,
    river: t.river,
  }));
  const regionCells = new Int32Array(politics.capitals.length);
  for (let i = 0; i < mesh.n; i++) if (politics.region[i]! >= 0) regionCells[politics.region[i]!]!++;
  const regions: Region[] = politics.capitals.map((capital, id) => ({
    id,
    name: named.regions[id] as string,
    capital,
    cells: regionCells[id] as number,
    border: boundaryRings(mesh, (i) => politics.region[i] === id).map((ring) => ({ points: ringPoints(mesh, ring) })),
    centre: [mesh.x[politics.centres[id] as number] as number, mesh.y[politics.centres[id] as number] as number],
  }));
  const rivers = rawRivers.map((r) => ({ ...r, name: named.rivers[r.id] as string }));

  return {
    type: "atlas-map",
    version: ATLAS_VERSION,
    seed,
    options,
    width,
    height,
    seaLevel: SEA_LEVEL,
    cells: {
      count: mesh.n,
      x: Array.from(mesh.x),
      y: Array.from(mesh.y),
      corners: mesh.corners,
      neighbours: mesh.neighbours,
      height: Array.from(terrain.height),
      moisture: Array.from(climate.moisture),
      biome: climate.biome,
      region: Array.from(politics.region),
    },
    corners: { x: Array.from(mesh.cx, r2), y: Array.from(mesh.cy, r2) },
    coastlines,
    rivers,
    regions,
    towns,
    labels: named.labels,
  };
}
