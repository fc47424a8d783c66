// The atlas's drawn symbols: mountains as inked peaks with a shaded flank, hills as low humps and
// forests as small trees, spaced so they never crowd (highest peaks first, then by cell order).
import { f1, mapScale, sqrt } from "./geom.js";
import { INK } from "./palette.js";
import type { BiomeId, MapModel } from "./types.js";

const PEAK: ReadonlySet<BiomeId> = new Set(["mountain", "snow"]);
const TREES: ReadonlySet<BiomeId> = new Set(["temperate-forest", "taiga", "rainforest"]);

export function glyphs(model: MapModel): string {
  const { cells, width, height, seaLevel } = model;
  // Marks are sized by the cells, but never larger than the map's scale allows (a coarse map of
  // few cells would otherwise carry a few huge peaks).
  const cellSide = sqrt((width * height) / cells.count);
  const most = 13 * mapScale(width, height);
  const spacing = cellSide < most ? cellSide : most;
  const out: string[] = [];
  const taken: number[] = [];
  const grid = new Map<number, number[]>();
  const cell = spacing * 2;
  const key = (x: number, y: number): number => ((x / cell) | 0) + ((y / cell) | 0) * 4096;
  const free = (x: number, y: number, d: number): boolean => {
    const gx = (x / cell) | 0;
    const gy = (y / cell) | 0;
    for (let oy = -2; oy <= 2; oy++) {
      for (let ox = -2; ox <= 2; ox++) {
        for (const k of grid.get(gx + ox + (gy + oy) * 4096) ?? []) {
          const dx = (taken[2 * k] as number) - x;
          const dy = (taken[2 * k + 1] as number) - y;
          if (dx * dx + dy * dy < d * d) return false;
        }
      }
    }
    return true;
  };
  const take = (x: number, y: number): void => {
    const k = taken.length / 2;
    taken.push(x, y);
    const g = key(x, y);
    const list = grid.get(g);
    if (list) list.push(k);
    else grid.set(g, [k]);
  };
  const order: number[] = [];
  for (let i = 0; i < cells.count; i++) if (cells.height[i]! >= seaLevel) order.push(i);
  order.sort((a, b) => cells.height[b]! - cells.height[a]! || a - b);
  const peaks: string[] = [];
  const shades: string[] = [];
  const humps: string[] = [];
  const trees: string[] = [];
  for (const i of order) {
    const b = cells.biome[i] as BiomeId;
    const x = cells.x[i] as number;
    const y = cells.y[i] as number;
    if (PEAK.has(b)) {
      const e = (cells.height[i]! - seaLevel) / (10000 - seaLevel);
      const s = spacing * (0.7 + 0.6 * e);
      if (!free(x, y, s * 1.9)) continue;
      take(x, y);
      peaks.push(`M${f1(x - s)} ${f1(y + s * 0.45)}L${f1(x)} ${f1(y - s)}L${f1(x + s)} ${f1(y + s * 0.45)}`);
      shades.push(`M${f1(x)} ${f1(y - s)}L${f1(x + s)} ${f1(y + s * 0.45)}L${f1(x + s * 0.15)} ${f1(y + s * 0.45)}Z`);
    } else if (b === "hills") {
      const s = spacing * 0.65;
      if (!free(x, y, s * 3.2)) continue;
      take(x, y);
      humps.push(`M${f1(x - s)} ${f1(y + s * 0.3)}Q${f1(x)} ${f1(y - s * 0.9)} ${f1(x + s)} ${f1(y + s * 0.3)}`);
    }
  }
  for (let i = 0; i < cells.count; i++) {
    const b = cells.biome[i] as BiomeId;
    if (!TREES.has(b)) continue;
    const x = cells.x[i] as number;
    const y = cells.y[i] as number;
    const s = spacing * 0.42;
    if (!free(x, y, s * 4.6)) continue;
    take(x, y);
    if (b === "taiga") trees.push(`M${f1(x - s)} ${f1(y + s)}L${f1(x)} ${f1(y - s * 1.2)}L${f1(x + s)} ${f1(y + s)}Z`);
    else trees.push(`M${f1(x + s)} ${f1(y)}A${f1(s)} ${f1(s)} 0 1 0 ${f1(x - s)} ${f1(y)}A${f1(s)} ${f1(s)} 0 1 0 ${f1(x + s)} ${f1(y)}Z`);
  }
  if (trees.length > 0) out.push(`<path d="${trees.join("")}" fill="#8f9c6c" fill-opacity=".55" stroke="#5d6b45" stroke-width=".6" stroke-opacity=".7"/>`);
  if (humps.length > 0) out.push(`<path d="${humps.join("")}" fill="none" stroke="${INK}" stroke-width=".9" stroke-opacity=".6"/>`);
  if (peaks.length > 0) {
    out.push(`<path d="${shades.join("")}" fill="${INK}" fill-opacity=".18"/>`);
    out.push(`<path d="${peaks.join("")}" fill="none" stroke="${INK}" stroke-width="1.1" stroke-linejoin="round" stroke-opacity=".85"/>`);
  }
  return out.join("");
}
