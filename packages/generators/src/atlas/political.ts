// Towns and regions: towns where a settler would put them (good land, rivers, harbours), spaced
// apart; the best placed become capitals, and each region grows from its capital over the land
// (mountains and sea crossings cost more), so regions hold only land and never overlap.
import { floor, round } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { stepsFrom } from "./climate.js";
import { MinHeap, sqrt } from "./geom.js";
import type { Mesh } from "./mesh.js";
import { riverThreshold } from "./rivers.js";
import { SEA_LEVEL, type Terrain } from "./terrain.js";
import type { BiomeId, TownSize } from "./types.js";

const SETTLE: Readonly<Record<BiomeId, number>> = {
  ocean: 0,
  lake: 0,
  glacier: 0,
  snow: 0,
  mountain: 0.05,
  tundra: 0.2,
  desert: 0.15,
  taiga: 0.4,
  marsh: 0.3,
  rainforest: 0.45,
  hills: 0.55,
  shrubland: 0.6,
  savanna: 0.65,
  "temperate-forest": 0.7,
  grassland: 1,
};

/** What it costs a region to spread into a cell. */
const SPREAD: Readonly<Record<BiomeId, number>> = {
  ocean: 8,
  lake: 3,
  glacier: 6,
  snow: 6,
  mountain: 4,
  tundra: 1.6,
  desert: 1.8,
  taiga: 1.4,
  marsh: 1.6,
  rainforest: 1.5,
  hills: 1.8,
  shrubland: 1.1,
  savanna: 1,
  "temperate-forest": 1.2,
  grassland: 1,
};

export interface TownDraft {
  readonly cell: number;
  readonly size: TownSize;
  readonly capital: boolean;
  readonly port: boolean;
  readonly river: boolean;
}

export interface Politics {
  readonly towns: TownDraft[];
  /** Region per cell, -1 for water and unclaimed land. */
  readonly region: Int32Array;
  /** Each region's capital, as an index into towns. */
  readonly capitals: number[];
  /** Each region's inmost cell. */
  readonly centres: number[];
}

export function buildPolitics(rng: Rng, mesh: Mesh, terrain: Terrain, biome: readonly BiomeId[], flow: Float64Array): Politics {
  const { n } = mesh;
  const T = riverThreshold(n);
  const coast = (i: number, kind: number): boolean => (mesh.neighbours[i] as number[]).some((j) => j >= 0 && terrain.water[j] === kind);
  const land: number[] = [];
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const jitter = rng.next();
    if (terrain.water[i] !== 0 || mesh.edge[i] === 1) continue;
    land.push(i);
    const f = flow[i] as number;
    const river = f >= T ? 0.3 + 0.4 * (f / (6 * T) > 1 ? 1 : f / (6 * T)) : 0;
    const sea = coast(i, 1) ? 0.45 : 0;
    const lake = coast(i, 2) ? 0.3 : 0;
    const high = ((terrain.height[i] as number) - SEA_LEVEL) / (10000 - SEA_LEVEL);
    score[i] = SETTLE[biome[i] as BiomeId] + river + sea + lake + (river > 0 && sea > 0 ? 0.3 : 0) - high * 0.4 + 0.25 * jitter;
  }
  const ranked = land.slice().sort((a, b) => score[b]! - score[a]! || a - b);
  const regionsWanted = clampInt(round(land.length / 900), 3, 9);
  const townsWanted = clampInt(round(land.length / 170), 6, 90);
  const area = land.length * mesh.spacing * mesh.spacing;
  const picked: number[] = [];
  const far = (i: number, d: number): boolean => {
    const d2 = d * d;
    for (const p of picked) {
      const dx = mesh.x[p]! - mesh.x[i]!;
      const dy = mesh.y[p]! - mesh.y[i]!;
      if (dx * dx + dy * dy < d2) return false;
    }
    return true;
  };
  const capDist = sqrt(area / regionsWanted) * 0.75;
  for (const i of ranked) {
    if (picked.length >= regionsWanted) break;
    if (SETTLE[biome[i] as BiomeId] > 0.1 && far(i, capDist)) picked.push(i);
  }
  const capitalCount = picked.length;
  const townDist = sqrt(area / townsWanted) * 0.55;
  for (const i of ranked) {
    if (picked.length >= townsWanted) break;
    if (SETTLE[biome[i] as BiomeId] > 0 && far(i, townDist)) picked.push(i);
  }
  const region = growRegions(mesh, terrain, biome, picked.slice(0, capitalCount));
  const others = picked.length - capitalCount;
  const towns: TownDraft[] = picked.map((cell, k) => ({
    cell,
    size: k < capitalCount ? "city" : k - capitalCount < floor(others * 0.3) ? "town" : "village",
    capital: k < capitalCount,
    port: coast(cell, 1),
    river: (flow[cell] as number) >= T,
  }));
  const centres: number[] = [];
  for (let r = 0; r < capitalCount; r++) {
    const d = stepsFrom(mesh, (i) => region[i] !== r || mesh.edge[i] === 1);
    let best = picked[r] as number;
    let bd = -1;
    for (let i = 0; i < n; i++) {
      if (region[i] === r && mesh.edge[i] === 0 && (d[i] as number) > bd) {
        bd = d[i] as number;
        best = i;
      }
    }
    centres.push(best);
  }
  return { towns, region, capitals: Array.from({ length: capitalCount }, (_, r) => r), centres };
}

function clampInt(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** Multi-source cheapest spread from the capitals; only land cells are claimed. */
function growRegions(mesh: Mesh, terrain: Terrain, biome: readonly BiomeId[], capitals: readonly number[]): Int32Array {
  const { n } = mesh;
  const owner = new Int32Array(n).fill(-1);
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  capitals.forEach((c, r) => {
    cost[c] = 0;
    owner[c] = r;
    heap.push(c, 0);
  });
  const limit = 60 * sqrt(n / 10000) + 40;
  while (heap.size > 0) {
    const c = heap.pop();
    if (done[c] === 1) continue;
    done[c] = 1;
    for (const j of mesh.neighbours[c] as number[]) {
      if (j < 0 || done[j] === 1) continue;
      const climb = (terrain.height[j]! - terrain.height[c]!) / 1000;
      const step = SPREAD[biome[j] as BiomeId] + (climb > 0 ? climb : -climb * 0.3);
      const cj = cost[c]! + step;
      if (cj < cost[j]! && cj < limit) {
        cost[j] = cj;
        owner[j] = owner[c] as number;
        heap.push(j, cj);
      }
    }
  }
  for (let i = 0; i < n; i++) if (terrain.water[i] !== 0) owner[i] = -1;
  // Ragged edges and specks: a cell with fewer than two neighbours of its own region joins the
  // region most of its neighbours belong to (capitals stay), twice over.
  const isCapital = new Set(capitals);
  for (let pass = 0; pass < 2; pass++) {
    const before = owner.slice();
    for (let i = 0; i < n; i++) {
      const r = before[i] as number;
      if (r < 0 || isCapital.has(i)) continue;
      let same = 0;
      let best = -1;
      let bestCount = 0;
      const counts = new Map<number, number>();
      for (const j of mesh.neighbours[i] as number[]) {
        const rj = j >= 0 ? (before[j] as number) : -1;
        if (rj < 0) continue;
        if (rj === r) same++;
        else {
          const c = (counts.get(rj) ?? 0) + 1;
          counts.set(rj, c);
          if (c > bestCount || (c === bestCount && rj < best)) [best, bestCount] = [rj, c];
        }
      }
      if (same < 2 && bestCount > same) owner[i] = best;
    }
  }
  return owner;
}
