// Names and labels: every name is made by the language system in the map's language (a saved
// language when given, else a stock one drawn from the seed), never repeated on one map; labels
// are placed greedily, most important first, where they overlap no other label or town.
import { floor } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { nameIn, type Language } from "../systems/language/index.js";
import { readableName } from "../kinds/location/names.js";
import { components } from "./terrain.js";
import { stepsFrom } from "./climate.js";
import type { Mesh } from "./mesh.js";
import type { Terrain } from "./terrain.js";
import type { BiomeId, Label, LabelKind } from "./types.js";

/** A namer: fresh names in one language, none twice. */
export function namer(lang: Language, rng: Rng): (form?: string) => string {
  const used = new Set<string>();
  return (form = "{n}") => {
    let name = "";
    for (let i = 0; i < 12; i++) {
      name = form.replace(
        "{n}",
        readableName(() => nameIn(lang, rng, "place")),
      );
      if (!used.has(name)) break;
    }
    used.add(name);
    return name;
  };
}

/** How wide a label is drawn, in px (the renderer draws with the same styles, render.ts). */
export function labelWidth(kind: LabelKind, text: string, size: number): number {
  const perChar = kind === "region" ? 0.86 : kind === "sea" || kind === "mountain" ? 0.62 : 0.56;
  return text.length * size * perChar + (kind === "region" ? size * 0.5 : 0);
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Greedy placement: each label takes the first of its candidate spots that fits. */
export class Placer {
  private readonly boxes: Box[] = [];
  readonly labels: Label[] = [];

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** An obstacle no label may cover (a town's dot). */
  block(x: number, y: number, r: number): void {
    this.boxes.push({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });
  }

  /** Places the label at the first spot that fits; false when none does. */
  place(kind: LabelKind, text: string, size: number, ref: number, spots: readonly (readonly [number, number, "start" | "middle"])[]): boolean {
    const w = labelWidth(kind, text, size);
    const h = size * 1.05;
    for (const [x, y, anchor] of spots) {
      const x0 = anchor === "start" ? x : x - w / 2;
      const b = { x0, y0: y - h * 0.78, x1: x0 + w, y1: y + h * 0.27 };
      if (b.x0 < 12 || b.y0 < 12 || b.x1 > this.width - 12 || b.y1 > this.height - 12) continue;
      if (this.boxes.some((o) => b.x0 < o.x1 && b.x1 > o.x0 && b.y0 < o.y1 && b.y1 > o.y0)) continue;
      this.boxes.push(b);
      this.labels.push({ kind, text, x: floor(x * 10 + 0.5) / 10, y: floor(y * 10 + 0.5) / 10, size, anchor, ref });
      return true;
    }
    return false;
  }
}

export interface Feature {
  readonly kind: "sea" | "lake" | "mountain";
  readonly cell: number;
  readonly cells: number;
}

/** Seas (the ocean's open stretches), lakes and mountain ranges worth a name, largest first. */
export function features(mesh: Mesh, terrain: Terrain, biome: readonly BiomeId[]): Feature[] {
  const out: Feature[] = [];
  const fromLand = stepsFrom(mesh, (i) => terrain.water[i] !== 1);
  // Up to two seas: the ocean cells farthest from land, well apart.
  const oceans = [];
  for (let i = 0; i < mesh.n; i++) if (terrain.water[i] === 1 && mesh.edge[i] === 0) oceans.push(i);
  oceans.sort((a, b) => fromLand[b]! - fromLand[a]! || a - b);
  const seas: number[] = [];
  const apart = (mesh.width + mesh.height) * 0.3;
  for (const c of oceans) {
    if (seas.length >= 2 || (fromLand[c] as number) < 3) break;
    if (seas.every((s) => dist2(mesh, s, c) > apart * apart)) seas.push(c);
  }
  for (const c of seas) out.push({ kind: "sea", cell: c, cells: fromLand[c] as number });
  for (const [kind, test, min] of [
    ["lake", (i: number) => terrain.water[i] === 2, 5],
    ["mountain", (i: number) => biome[i] === "mountain" || biome[i] === "snow", 10],
  ] as const) {
    const comp = components(mesh, test);
    const sx = new Float64Array(comp.sizes.length);
    const sy = new Float64Array(comp.sizes.length);
    for (let i = 0; i < mesh.n; i++) {
      const c = comp.id[i] as number;
      if (c >= 0) {
        sx[c] = sx[c]! + mesh.x[i]!;
        sy[c] = sy[c]! + mesh.y[i]!;
      }
    }
    // The member cell nearest each component's centroid.
    const best = new Int32Array(comp.sizes.length).fill(-1);
    const bestD = new Float64Array(comp.sizes.length).fill(Number.POSITIVE_INFINITY);
    for (let i = 0; i < mesh.n; i++) {
      const c = comp.id[i] as number;
      if (c < 0) continue;
      const dx = mesh.x[i]! - sx[c]! / comp.sizes[c]!;
      const dy = mesh.y[i]! - sy[c]! / comp.sizes[c]!;
      if (dx * dx + dy * dy < bestD[c]!) {
        bestD[c] = dx * dx + dy * dy;
        best[c] = i;
      }
    }
    const found: Feature[] = [];
    comp.sizes.forEach((size, c) => {
      if (size >= min) found.push({ kind, cell: best[c] as number, cells: size });
    });
    found.sort((a, b) => b.cells - a.cells || a.cell - b.cell);
    out.push(...found.slice(0, kind === "lake" ? 4 : 5));
  }
  return out;
}

function dist2(mesh: Mesh, a: number, b: number): number {
  const dx = mesh.x[a]! - mesh.x[b]!;
  const dy = mesh.y[a]! - mesh.y[b]!;
  return dx * dx + dy * dy;
}
