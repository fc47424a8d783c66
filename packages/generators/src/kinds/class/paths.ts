// The features each path (subclass) grants, so a path chosen at 3rd level leads somewhere
// (reading/class.md, Reading 4): one at 3rd level and one at 7th. A path takes a feature of its
// archetype's ladder that the level table left out (a 1st-tier one at 3rd, a 2nd- or 3rd-tier one
// at 7th), and where none is left, it sharpens a feature the class already has — spends nothing
// once per short rest, recharges on a short rest, adds an ability modifier to its dice, reaches
// twice as far. No two paths of an entry share a feature or sharpen the same one.
import type { Rng } from "../../core/rng.js";
import { pluralOf } from "../../core/realise.js";
import type { FeatureDef } from "./shape.js";
import type { Drawn } from "./progression.js";

export interface PathFeature {
  readonly level: number;
  readonly name: string;
  readonly text: string;
}

/** Renders a ladder feature as a table cell at a level. */
export type Render = (d: FeatureDef) => { readonly name: string; readonly text: string };

/** Ways to sharpen a feature the class has, each with the names it may take. */
function sharpen(rng: Rng, d: Drawn, unit: string, p1: string): PathFeature | undefined {
  const ways: { names: readonly string[]; text: string }[] = [];
  if (d.spend) ways.push({ names: ["Effortless {x}", "Practised {x}"], text: `once per short rest, use ${d.name} without spending any ${pluralOf(unit)}` });
  if (d.mech === "long") ways.push({ names: ["Tireless {x}", "Quick {x}"], text: `${d.name} recharges on a short rest as well as a long one` });
  if (/\d+d\d+/.test(d.text)) {
    const what = /\bheal/.test(d.text) ? "the healing" : "the damage";
    ways.push({ names: ["{x} Mastery", "Honed {x}"], text: `add your ${p1} modifier to ${what} of ${d.name}` });
  }
  if (/\b\d+ (?:feet|metres)\b/.test(d.text) && !/\b1 (?:foot|metre)\b/.test(d.text))
    ways.push({ names: ["Far-reaching {x}", "{x} at Range"], text: `${d.name} reaches twice as far` });
  if (ways.length === 0) return undefined;
  const w = rng.pick(ways);
  return { level: 0, name: rng.pick(w.names).replace("{x}", d.name), text: w.text };
}

export interface PathSpec {
  readonly ladder: readonly FeatureDef[];
  readonly used: ReadonlySet<FeatureDef>;
  readonly granted: ReadonlySet<string>;
  readonly drawn: readonly Drawn[];
  readonly unit: string;
  readonly p1: string;
  readonly render: Render;
}

/** Three paths' features, [3rd, 7th] each. */
export function pathFeatures(rng: Rng, s: PathSpec, n = 3): PathFeature[][] {
  const open = (tiers: readonly number[]) =>
    rng.shuffle(s.ladder.filter((d) => tiers.includes(d.tier) && !s.used.has(d) && (d.needs === undefined || s.granted.has(d.needs))));
  const early = open([1]);
  const late = [...open([2]), ...open([3])];
  const bases = new Set<string>();
  const upgrade = (maxLevel: number, level: number): PathFeature | undefined => {
    for (const d of rng.shuffle(s.drawn.filter((x) => x.level <= maxLevel && !bases.has(x.name)))) {
      const u = sharpen(rng, d, s.unit, s.p1);
      if (u) {
        bases.add(d.name);
        return { ...u, level };
      }
    }
    return undefined;
  };
  const take = (pool: FeatureDef[], level: number): PathFeature | undefined => {
    const d = pool.shift();
    return d ? { level, ...s.render(d) } : undefined;
  };
  const out: PathFeature[][] = [];
  for (let i = 0; i < n; i++) {
    const f3 = take(early, 3) ?? upgrade(2, 3) ?? take(late, 3);
    const f7 = take(late, 7) ?? upgrade(6, 7);
    out.push([f3, f7].filter((x): x is PathFeature => x !== undefined));
  }
  return out;
}
