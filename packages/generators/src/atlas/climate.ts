// Moisture, warmth and biomes: moisture from a smooth field, nearness to the sea and the flow of
// rivers; warmth from the map's latitude and height; the biome from the two and the height, so
// neighbouring cells agree (no checkerboard) (docs/maps.md, "Generated maps").
import { round } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import type { Mesh } from "./mesh.js";
import { fbm, valueNoise } from "./noise.js";
import { SEA_LEVEL, type Terrain } from "./terrain.js";
import type { BiomeId } from "./types.js";

export interface Climate {
  /** 0–100. */
  readonly moisture: Int32Array;
  readonly biome: BiomeId[];
}

/** Cells' distance in steps from the nearest cell where `from` holds (BFS over neighbours). */
export function stepsFrom(mesh: Mesh, from: (i: number) => boolean): Int32Array {
  const d = new Int32Array(mesh.n).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < mesh.n; i++) {
    if (from(i)) {
      d[i] = 0;
      frontier.push(i);
    }
  }
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const c of frontier) {
      for (const j of mesh.neighbours[c] as number[]) {
        if (j >= 0 && d[j] === -1) {
          d[j] = (d[c] as number) + 1;
          next.push(j);
        }
      }
    }
    frontier = next;
  }
  return d;
}

function biomeOf(e: number, t: number, m: number): BiomeId {
  if (e > 0.64) return t < 0.36 ? "snow" : "mountain";
  if (t < 0.1) return "glacier";
  if (e > 0.42) return t < 0.3 ? "tundra" : m > 0.62 ? (t < 0.45 ? "taiga" : "temperate-forest") : "hills";
  if (t < 0.22) return "tundra";
  if (t < 0.38) return m > 0.4 ? "taiga" : "tundra";
  if (e < 0.05 && m > 0.8) return "marsh";
  if (t > 0.72) return m < 0.28 ? "desert" : m < 0.52 ? "savanna" : m < 0.72 ? "shrubland" : "rainforest";
  return m < 0.22 ? "shrubland" : m < 0.56 ? "grassland" : "temperate-forest";
}

export function buildClimate(rng: Rng, mesh: Mesh, terrain: Terrain, flow: Float64Array): Climate {
  const { n, width, height, x, y } = mesh;
  const field = fbm(valueNoise(rng), 4);
  const L = (width > height ? width : height) / 2.5;
  const fromSea = stepsFrom(mesh, (i) => terrain.water[i] === 1);
  const reach = 12 * (mesh.n / 10000) ** 0.5 + 4;
  // The map spans a band of latitude: its top (north) is colder than its bottom.
  const north = 0.45 * rng.next();
  const band = 0.25 + 0.25 * rng.next();
  const moisture = new Int32Array(n);
  const biome: BiomeId[] = [];
  for (let i = 0; i < n; i++) {
    const w = terrain.water[i] as number;
    const u = (x[i] as number) / L;
    const v = (y[i] as number) / L;
    const near = fromSea[i]! < 0 ? 0 : 1 - fromSea[i]! / reach;
    const river = flow[i]! > 0 ? flow[i]! / (flow[i]! + 40) : 0;
    let m = 0.5 + 0.55 * field(u, v) + 0.3 * (near > 0 ? near : 0) + 0.2 * river - 0.16;
    if (w !== 0) m = 1;
    m = m < 0 ? 0 : m > 1 ? 1 : m;
    moisture[i] = round(m * 100);
    if (w === 1) {
      biome.push("ocean");
      continue;
    }
    if (w === 2) {
      biome.push("lake");
      continue;
    }
    const e = ((terrain.height[i] as number) - SEA_LEVEL) / (10000 - SEA_LEVEL);
    const lat = north + band * (1 - (y[i] as number) / height);
    const t = 1.25 - lat - e * 0.5 + 0.08 * field(u + 40, v - 40);
    biome.push(biomeOf(e, t, m));
  }
  return { moisture, biome: tidy(mesh, biome) };
}

/**
 * A land cell that shares its biome with fewer than two neighbours takes its neighbours' commonest
 * land biome. Cells change in place, in index order, until none does: each change adds agreeing
 * neighbours, so it ends (the cap of passes is only a guard).
 */
function tidy(mesh: Mesh, biome: BiomeId[]): BiomeId[] {
  const out = biome.slice();
  for (let pass = 0, changed = true; changed && pass < 12; pass++) {
    changed = false;
    for (let i = 0; i < mesh.n; i++) {
      const b = out[i] as BiomeId;
      if (b === "ocean" || b === "lake") continue;
      let same = 0;
      const counts = new Map<BiomeId, number>();
      let best: BiomeId = b;
      let bestCount = 0;
      for (const j of mesh.neighbours[i] as number[]) {
        if (j < 0) continue;
        const bj = out[j] as BiomeId;
        if (bj === b) same++;
        else if (bj !== "ocean" && bj !== "lake") {
          const c = (counts.get(bj) ?? 0) + 1;
          counts.set(bj, c);
          if (c > bestCount) [best, bestCount] = [bj, c];
        }
      }
      if (same < 2 && bestCount > same) {
        out[i] = best;
        changed = true;
      }
    }
  }
  return out;
}
