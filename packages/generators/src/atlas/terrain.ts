// Heights, sea and lakes: a fractal field shaped by the kind of map (a continent's falloff, a
// region's coast on one side), a sea level set by the share of land, specks of land and water
// cleaned away, and depressions filled by a priority flood so every land cell drains strictly
// downhill to the sea (docs/maps.md, "Generated maps").
import { floor, min, round } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { MinHeap, sqrt } from "./geom.js";
import type { Mesh } from "./mesh.js";
import { fbm, valueNoise } from "./noise.js";
import type { MapKind } from "./types.js";

export const SEA_LEVEL = 2000;
const TOP = 10000;

export interface Terrain {
  /** Depression-filled heights, whole numbers 0–10,000. */
  readonly height: Int32Array;
  /** 0 land, 1 sea, 2 lake. */
  readonly water: Uint8Array;
  /** Each land cell's lowest neighbour (strictly lower), -1 for water. */
  readonly down: Int32Array;
}

function rawHeights(rng: Rng, mesh: Mesh, kind: MapKind): Float64Array {
  const { n, width, height, x, y } = mesh;
  const shape = fbm(valueNoise(rng), 6, 0.52);
  const warp = fbm(valueNoise(rng), 3);
  const ridges = fbm(valueNoise(rng), 4, 0.45);
  const L = (width > height ? width : height) / 3.2;
  const out = new Float64Array(n);
  // A continent: a lopsided blob around a centre near the middle; a region: land falling to the
  // sea along one side (the side drawn from the seed).
  const ccx = width * (0.42 + 0.16 * rng.next());
  const ccy = height * (0.42 + 0.16 * rng.next());
  const rx = width * (0.36 + 0.06 * rng.next());
  const ry = height * (0.36 + 0.06 * rng.next());
  const side = rng.int(0, 7);
  const dirs = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [0.7, 0.7],
    [-0.7, 0.7],
    [0.7, -0.7],
    [-0.7, -0.7],
  ] as const;
  const [dx, dy] = dirs[side] as readonly [number, number];
  for (let i = 0; i < n; i++) {
    const u = (x[i] as number) / L;
    const v = (y[i] as number) / L;
    const wu = u + 0.55 * warp(u * 0.8, v * 0.8);
    const wv = v + 0.55 * warp(u * 0.8 + 31.7, v * 0.8 - 12.9);
    const e = shape(wu, wv);
    const rr = ridges(wu * 1.3 + 5.1, wv * 1.3 + 2.3);
    const ridge = 1 - (rr < 0 ? -rr : rr) * 2.2;
    let mask: number;
    if (kind === "continent") {
      const px = ((x[i] as number) - ccx) / rx;
      const py = ((y[i] as number) - ccy) / ry;
      mask = 0.7 - sqrt(px * px + py * py) * 0.75;
      // A continent keeps the sea along every side of the map.
      const bx = (x[i] as number) / width;
      const by = (y[i] as number) / height;
      const b = min(min(bx, 1 - bx), min(by, 1 - by));
      if (b < 0.1) mask -= (0.1 - b) * 9;
    } else {
      // Position along the direction to the sea, 0 at the far side and 1 at the coast side.
      const t = (((x[i] as number) / width - 0.5) * dx + ((y[i] as number) / height - 0.5) * dy) / (dx !== 0 && dy !== 0 ? 1.4 : 1) + 0.5;
      mask = 0.95 - t * 1.5;
    }
    out[i] = e * (kind === "continent" ? 0.95 : 0.75) + mask + (ridge > 0 ? ridge * ridge * 0.28 : 0) * (mask > -0.1 ? 1 : 0.3);
  }
  return out;
}

/** Connected components of cells for which `inSet` holds; each cell's component id, -1 outside. */
export function components(mesh: Mesh, inSet: (i: number) => boolean): { id: Int32Array; sizes: number[]; touchesEdge: boolean[] } {
  const id = new Int32Array(mesh.n).fill(-1);
  const sizes: number[] = [];
  const touchesEdge: boolean[] = [];
  const stack: number[] = [];
  for (let s = 0; s < mesh.n; s++) {
    if (id[s] !== -1 || !inSet(s)) continue;
    const c = sizes.length;
    let size = 0;
    let edge = false;
    id[s] = c;
    stack.push(s);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      if (mesh.edge[i] === 1) edge = true;
      for (const j of mesh.neighbours[i] as number[]) {
        if (j >= 0 && id[j] === -1 && inSet(j)) {
          id[j] = c;
          stack.push(j);
        }
      }
    }
    sizes.push(size);
    touchesEdge.push(edge);
  }
  return { id, sizes, touchesEdge };
}

export function buildTerrain(rng: Rng, mesh: Mesh, kind: MapKind): Terrain {
  const { n } = mesh;
  const raw = rawHeights(rng, mesh, kind);
  const landShare = kind === "continent" ? 0.36 + 0.1 * rng.next() : 0.58 + 0.12 * rng.next();
  const sorted = Float64Array.from(raw).sort();
  const sea = sorted[floor(n * (1 - landShare))] as number;
  const lo = sorted[0] as number;
  const hi = sorted[n - 1] as number;
  const land = new Uint8Array(n);
  for (let i = 0; i < n; i++) land[i] = raw[i]! >= sea ? 1 : 0;
  // Water not joined to the open sea (and too small to be a sea of its own) becomes land: it
  // fills as a depression and may stay as a lake. Specks of land become sea.
  const wet = components(mesh, (i) => land[i] === 0);
  for (let i = 0; i < n; i++) {
    const c = wet.id[i] as number;
    if (c >= 0 && !wet.touchesEdge[c] && (wet.sizes[c] as number) < n / 80) land[i] = 1;
  }
  const minIsland = n / 1200 > 4 ? floor(n / 1200) : 4;
  const dry = components(mesh, (i) => land[i] === 1);
  for (let i = 0; i < n; i++) {
    const c = dry.id[i] as number;
    if (c >= 0 && (dry.sizes[c] as number) < minIsland) land[i] = 0;
  }
  const h = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const r = raw[i] as number;
    if (land[i] === 1) {
      const t = r > sea ? (r - sea) / (hi - sea) : 0;
      h[i] = SEA_LEVEL + round((TOP - SEA_LEVEL) * t ** 1.35);
    } else {
      const t = r < sea ? (r - lo) / (sea - lo) : 1;
      h[i] = round((SEA_LEVEL - 1) * t);
    }
  }
  // Priority flood from the sea: each land cell is at least one above the cell that reached it.
  const filled = new Int32Array(n);
  const seen = new Uint8Array(n);
  const heap = new MinHeap();
  for (let i = 0; i < n; i++) {
    if (land[i] === 0) {
      filled[i] = h[i] as number;
      seen[i] = 1;
      heap.push(i, filled[i] as number);
    }
  }
  while (heap.size > 0) {
    const c = heap.pop();
    const fc = filled[c] as number;
    for (const j of mesh.neighbours[c] as number[]) {
      if (j < 0 || seen[j] === 1) continue;
      seen[j] = 1;
      const hj = h[j] as number;
      filled[j] = hj > fc ? hj : fc + 1;
      heap.push(j, filled[j] as number);
    }
  }
  const water = new Uint8Array(n);
  for (let i = 0; i < n; i++) water[i] = land[i] === 1 ? 0 : 1;
  // Deep enough filled hollows are lakes.
  const hollow = components(mesh, (i) => land[i] === 1 && filled[i]! > h[i]!);
  const depth = new Int32Array(hollow.sizes.length);
  for (let i = 0; i < n; i++) {
    const c = hollow.id[i] as number;
    if (c >= 0 && filled[i]! - h[i]! > depth[c]!) depth[c] = filled[i]! - h[i]!;
  }
  // Only a hollow's deep part holds water: a wide shallow basin is a plain with a lake in it.
  const deep = (i: number): boolean => {
    const c = hollow.id[i] as number;
    return c >= 0 && depth[c]! >= 90 && filled[i]! - h[i]! >= depth[c]! * 0.45;
  };
  const pools = components(mesh, deep);
  for (let i = 0; i < n; i++) {
    const c = pools.id[i] as number;
    if (c >= 0 && (pools.sizes[c] as number) >= 3) water[i] = 2;
  }
  const down = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (water[i] === 1) continue;
    let best = -1;
    let bh = filled[i] as number;
    for (const j of mesh.neighbours[i] as number[]) {
      if (j >= 0 && (filled[j] as number) < bh) {
        bh = filled[j] as number;
        best = j;
      } else if (j >= 0 && best >= 0 && filled[j] === bh && j < best) best = j;
    }
    down[i] = best;
  }
  return { height: filled, water, down };
}
