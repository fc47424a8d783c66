// The map's names and where its labels go: regions, seas, towns (capitals first), mountain
// ranges, lakes and the great rivers, in that order of importance (naming.ts places them).
import { floor } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import type { Language } from "../systems/language/index.js";
import { mapScale } from "./geom.js";
import type { Mesh } from "./mesh.js";
import { features, namer, Placer } from "./naming.js";
import type { Politics } from "./political.js";
import type { Terrain } from "./terrain.js";
import type { BiomeId, Label, River } from "./types.js";

export interface Named {
  readonly towns: string[];
  readonly regions: string[];
  readonly rivers: string[];
  readonly labels: Label[];
}

const SEA_FORMS = ["The {n} Sea", "Sea of {n}", "The {n} Deep", "Gulf of {n}"] as const;
const RANGE_FORMS = ["The {n} Mountains", "{n} Peaks", "The {n} Range", "{n} Heights"] as const;
const TOWN_SIZE = { city: 13, town: 11, village: 9.5 } as const;

export function labelMap(
  rng: Rng,
  lang: Language,
  mesh: Mesh,
  terrain: Terrain,
  biome: readonly BiomeId[],
  politics: Politics,
  rivers: readonly Omit<River, "name">[],
): Named {
  const name = namer(lang, rng);
  const regions = politics.capitals.map(() => name());
  const towns = politics.towns.map(() => name());
  const rivers_ = rivers.map(() => name());
  const placer = new Placer(mesh.width, mesh.height);
  const k0 = mapScale(mesh.width, mesh.height);
  for (const t of politics.towns) placer.block(mesh.x[t.cell] as number, mesh.y[t.cell] as number, (t.capital ? 5 : 3.5) * k0);
  const k = mapScale(mesh.width, mesh.height);
  const sz = (px: number): number => floor(px * (k < 0.8 ? 0.8 : k) * 10 + 0.5) / 10;
  // Regions, at their inmost cell (or a little above or below it).
  regions.forEach((text, r) => {
    const c = politics.centres[r] as number;
    const x = mesh.x[c] as number;
    const y = mesh.y[c] as number;
    const s = sz(20);
    placer.place("region", text.toUpperCase(), s, r, [
      [x, y, "middle"],
      [x, y - s * 1.6, "middle"],
      [x, y + s * 1.6, "middle"],
      [x, y - s * 3, "middle"],
      [x, y + s * 3, "middle"],
    ]);
  });
  for (const f of features(mesh, terrain, biome)) {
    const x = mesh.x[f.cell] as number;
    const y = mesh.y[f.cell] as number;
    const text = f.kind === "sea" ? name(rng.pick(SEA_FORMS)) : f.kind === "lake" ? name("Lake {n}") : name(rng.pick(RANGE_FORMS));
    const s = sz(f.kind === "sea" ? 18 : f.kind === "lake" ? 10 : 11.5);
    const d = s * 1.4;
    const kind = f.kind === "lake" ? "lake" : f.kind;
    placer.place(kind, text, s, f.cell, [
      [x, y, "middle"],
      [x, y - d, "middle"],
      [x, y + d, "middle"],
      [x, y + 2 * d, "middle"],
    ]);
  }
  politics.towns.forEach((t, id) => {
    const x = mesh.x[t.cell] as number;
    const y = mesh.y[t.cell] as number;
    const s = sz(TOWN_SIZE[t.size]);
    const g = (t.capital ? 6 : 4.5) * k;
    const w = (towns[id] as string).length * s * 0.56;
    placer.place("town", towns[id] as string, s, id, [
      [x + g, y + s * 0.35, "start"],
      [x - g - w, y + s * 0.35, "start"],
      [x, y - g - 1, "middle"],
      [x, y + g + s * 0.8, "middle"],
      [x + g * 0.7, y - g * 0.7, "start"],
      [x - g * 0.7 - w, y + g * 0.7 + s * 0.7, "start"],
    ]);
  });
  // The three greatest rivers, labelled beside their middle.
  const great = rivers
    .filter((r) => r.mouth.into !== "river" && r.cells.length >= 8)
    .sort((a, b) => (b.flow[b.flow.length - 1] as number) - (a.flow[a.flow.length - 1] as number) || a.id - b.id)
    .slice(0, 3);
  for (const r of great) {
    const [x, y] = r.points[r.points.length >> 1] as readonly [number, number];
    const s = sz(9);
    placer.place("river", rivers_[r.id] as string, s, r.id, [
      [x + 4, y - 3, "start"],
      [x - 4 - (rivers_[r.id] as string).length * s * 0.56, y - 3, "start"],
      [x, y + s + 2, "middle"],
    ]);
  }
  return { towns, regions, rivers: rivers_, labels: placer.labels };
}
