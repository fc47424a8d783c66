// The features each path (subclass) grants, so a path chosen at 3rd level leads somewhere
// (packages/generators/reading/class.md, Reading 4): one at 3rd level and one at 7th. A path sharpens a feature the
// class already has (a 1st- or 2nd-level one at 3rd, one up to 6th level at 7th): it spends
// nothing once per short rest, recharges on a short rest, adds an ability modifier to its dice,
// reaches twice as far, lasts twice as long or takes a second target. Where nothing is left to
// sharpen, it takes a feature of the archetype's ladder the level table left out. No two paths
// of an entry share a feature or sharpen the same one.
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
function sharpen(rng: Rng, d: Drawn, units: string, p1: string): PathFeature | undefined {
  const ways: { names: readonly string[]; text: string }[] = [];
  const x = d.name;
  if (d.spend)
    ways.push({
      names: ["Effortless {x}", "Practised {x}", "Thrifty {x}"],
      text: rng.pick([
        `once per short rest, use ${x} without spending any ${units}`,
        `use ${x} for free once between short rests`,
        `${x} is free once per short rest`,
      ]),
    });
  if (d.mech === "long")
    ways.push({
      names: ["Tireless {x}", "Quick {x}", "Renewed {x}"],
      text: rng.pick([`${x} recharges on a short rest too`, `a short rest restores ${x}`, `regain ${x} on a short rest`]),
    });
  if (/\d+d\d+/.test(d.text)) {
    const what = /temporary hit points/.test(d.text) ? "temporary hit points" : /\b(?:heal\w*|regain\w*|restor\w*)\b/.test(d.text) ? "healing" : "damage";
    ways.push({
      names: ["{x} Mastery", "Honed {x}", "Keen {x}"],
      text: rng.pick([`add your ${p1} modifier to ${x}'s ${what}`, `${x} adds your ${p1} modifier to its ${what}`, `${x}'s ${what} gains your ${p1} modifier`]),
    });
  }
  // A range, not a distance moved ("slip 10 feet into a crawlspace" has no range to double).
  if (/\b(?:within|inside|closer than|up to) \d+ (?:feet|metres)/.test(d.text))
    ways.push({
      names: ["Far-reaching {x}", "{x} at Range", "Wide {x}"],
      text: rng.pick([`${x} reaches twice as far`, `double the range of ${x}`, `${x} works at twice its range`]),
    });
  // A duration ("for 1 minute"), not the time a task takes ("within a round", "in a minute").
  if (/\bfor (?:1|a|an) (?:minute|hour|round)\b/.test(d.text))
    ways.push({
      names: ["Lasting {x}", "Long {x}", "Enduring {x}"],
      text: rng.pick([`${x} lasts twice as long`, `double how long ${x} lasts`, `${x} holds for twice its time`]),
    });
  if (/\b(?:a|an|one) (?:foe|enemy|opponent|ally|friend|comrade|crewmate|creature|target)\b/.test(d.text) && !/\beach|every\b/.test(d.text))
    ways.push({
      names: ["Twin {x}", "Double {x}", "Shared {x}"],
      text: rng.pick([`${x} takes a second target`, `${x} affects one more target`, `choose two targets for ${x}`]),
    });
  if (/(?:\+\d|\badd \d+) (?:to )?(?:armour class|AC)\b|\b(?:armour class|AC) (?:against|while|when|in)\b/.test(d.text))
    ways.push({
      names: ["Hardened {x}", "Iron {x}", "Deep {x}"],
      text: rng.pick([`${x} gives 1 more armour class`, `the armour class from ${x} rises by 1`, `add 1 to the armour class ${x} gives`]),
    });
  if (/\badvantage on\b/.test(d.text) && !/\bdisadvantage\b/.test(d.text))
    ways.push({
      names: ["Sure {x}", "Certain {x}", "Sharp {x}"],
      text: rng.pick([`${x}'s advantage rolls three dice`, `roll 3d20 when ${x} gives advantage`, `${x} lets you keep the best of three`]),
    });
  if (/\b(?:twice|two attacks|second attack|2 arrows|2 rounds|2 targets)\b/.test(d.text))
    ways.push({
      names: ["Flurry of {x}", "Storm of {x}", "Relentless {x}"],
      text: rng.pick([`once per short rest, ${x} gives a third attack`, `a third attack comes with ${x}, once per short rest`]),
    });
  if (ways.length === 0) return undefined;
  const w = rng.pick(ways);
  const words = new Set(x.toLowerCase().split(/\s+/));
  const names = w.names.filter(
    (n) =>
      !n
        .replace("{x}", "")
        .toLowerCase()
        .split(/\s+/)
        .some((t) => t && words.has(t)),
  );
  return { level: 0, name: rng.pick(names.length > 0 ? names : w.names).replace("{x}", x), text: w.text };
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

/** Up to three paths' features, [3rd, 7th] each (two paths at least). */
export function pathFeatures(rng: Rng, s: PathSpec, n = 3): PathFeature[][] {
  const open = (tiers: readonly number[]) =>
    rng.shuffle(s.ladder.filter((d) => tiers.includes(d.tier) && !s.used.has(d) && (d.needs === undefined || s.granted.has(d.needs))));
  const early = open([1]);
  const late = [...open([2]), ...open([3])];
  const bases = new Set<string>();
  const units = pluralOf(s.unit);
  const upgrade = (maxLevel: number, level: number): PathFeature | undefined => {
    for (const d of rng.shuffle(s.drawn.filter((x) => x.level <= maxLevel && !bases.has(x.name)))) {
      const u = sharpen(rng, d, units, s.p1);
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
    // A path sharpens features the class has, so an entry shows little more of its ladder than
    // its table does and two entries of one archetype do not show the same list; a feature the
    // table left out stands in only where nothing can be sharpened.
    const u3 = upgrade(2, 3);
    const u7 = upgrade(6, 7);
    // A third path is offered only when it can sharpen both of its features.
    if (i === 2 && (!u3 || !u7)) break;
    const f3 = u3 ?? take(early, 3) ?? take(late, 3);
    const f7 = u7 ?? take(late, 7);
    out.push([f3, f7].filter((x): x is PathFeature => x !== undefined));
  }
  return out;
}
