// The class's level table, drawn from its archetype's feature ladder so the rules hold together:
// the core at 1st level; a feature that refers to something ("while raging", "your drone
// turret") only after the feature that grants it; at least one feature of each tier 0–1, 2 and 3
// spends the resource, at a stated cost, from a pool the table shows by level; the role's needs
// (a healer heals) are met by 2nd level; tiers climb in power order.
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { article } from "../../core/text.js";
import { quantity } from "../../core/realise.js";
import type { Json } from "../../core/types.js";
import type { ClassArchetype, FeatureDef } from "./shape.js";
import * as W from "./words.js";
import { pathFeatures } from "./paths.js";

/** One drawn feature, as the prose reads it back from the table's meta. */
export interface Drawn {
  readonly level: number;
  readonly name: string;
  readonly mech: string;
  readonly spend: boolean;
  readonly cost: number;
  readonly tags: readonly string[];
  /** The cell's text after the name. */
  readonly text: string;
}

/** What a tier's draw must include: "$" a spender, any other word a feature of that tag. */
type Need = string;
const meets = (d: FeatureDef, n: Need): boolean => (n === "$" ? d.spend : d.tags.includes(n));

/** n features of a tier whose needs are granted, meeting the musts first (a feature meeting most), in ladder order. */
function pickTier(rng: Rng, list: readonly FeatureDef[], n: number, granted: ReadonlySet<string>, musts: readonly Need[]): FeatureDef[] {
  const ok = list.filter((d) => d.needs === undefined || granted.has(d.needs));
  const chosen: FeatureDef[] = [];
  let unmet = [...musts];
  while (unmet.length > 0) {
    const rest = ok.filter((d) => !chosen.includes(d));
    // A feature meets each distinct must once ("ally", "ally" needs two features of that tag).
    const met = (d: FeatureDef) => [...new Set(unmet)].filter((m) => meets(d, m));
    const best = rest.reduce((b, d) => (met(d).length > b ? met(d).length : b), 0);
    if (best === 0) break;
    const d = rng.pick(rest.filter((x) => met(x).length === best));
    chosen.push(d);
    for (const m of met(d)) unmet.splice(unmet.indexOf(m), 1);
    unmet = [...unmet];
  }
  const others = ok.filter((d) => !chosen.includes(d));
  const more = n > chosen.length ? rng.sample(others, n - chosen.length < others.length ? n - chosen.length : others.length) : [];
  return [...chosen, ...more].sort((x, y) => list.indexOf(x) - list.indexOf(y));
}

/**
 * How one entry words its rules, chosen once so the entry is consistent with itself and entries
 * differ from each other (docs/generators.md, "The edition test"): "an enemy" or "a foe", "within
 * 30 feet" or "up to 30 feet away", "for 1d6" or "dealing 1d6", "a minute" or "1 minute", …
 */
export interface Wording {
  readonly foe: string;
  readonly ally: string;
  readonly range: number;
  readonly dice: number;
  readonly more: boolean;
  readonly save: number;
  readonly article: boolean;
  readonly spendLast: boolean;
  /** Binary choices of wording (each ↔ every, give ↔ grant, …), one bit each. */
  readonly words: number;
}

export function drawWording(rng: Rng): Wording {
  return {
    foe: rng.pick(W.SYNONYMS.foe ?? ["foe"]),
    ally: rng.pick(W.SYNONYMS.ally ?? ["ally"]),
    range: rng.int(0, 3),
    dice: rng.int(0, 3),
    more: rng.chance(0.5),
    save: rng.int(0, 2),
    article: rng.chance(0.5),
    spendLast: rng.chance(0.5),
    words: rng.int(0, 511),
  };
}

const PLURAL: Readonly<Record<string, string>> = {
  foe: "foes",
  enemy: "enemies",
  opponent: "opponents",
  ally: "allies",
  friend: "friends",
  comrade: "comrades",
};

/** A rule in the entry's wording; "[a/b]" in the text says one of a or b. */
function worded(rng: Rng, w: Wording, s: string): string {
  return (
    s
      .replace(/\[([^\]]+)\]/g, (_m, opts: string) => rng.pick(opts.split("/")))
      .replace(/\b(?:(an?) )?(foes?|ally|allies)\b/g, (_m, art: string | undefined, x: string) => {
        const pick = x === "foe" ? w.foe : x === "foes" ? (PLURAL[w.foe] as string) : x === "ally" ? w.ally : (PLURAL[w.ally] as string);
        return art ? `${article(pick)} ${pick}` : pick;
      })
      .replace(/\bwithin (\d+ (?:feet|metres))\b(?! of)/g, (m, d: string) => [m, `up to ${d} away`, `inside ${d}`, `closer than ${d}`][w.range] as string)
      .replace(/\b(\d+d\d+) (?:extra|more)\b/g, (_m, d: string) => `${d} ${w.more ? "more" : "extra"}`)
      .replace(/\bhalve the damage of (an?|one) /g, (m, a: string) => (bit(w, 8) ? `take half damage from ${a} ` : m))
      .replace(
        /\bon a failed (\w+) save\b/g,
        (m, a: string) => [m, `unless it passes ${article(a)} ${a} save`, `unless it makes ${article(a)} ${a} save`][w.save] as string,
      )
      .replace(/\bunless (it|they|each) pass(es)? (an? \w+) save\b/g, (m, who: string, es: string | undefined, a: string) =>
        w.save === 2 ? `unless ${who} make${es ? "s" : ""} ${a} save` : w.save === 0 && who === "it" ? `on a failed ${a.replace(/^an? /, "")} save` : m,
      )
      // Healing says "heal each ally for 2d6" or "by 2d6 hit points", never "dealing".
      .replace(/(,?) for (\d+d\d+)(?=$|,| and| each)/g, (m, comma: string, d: string, at: number, all: string) => {
        if (/\bheal\w*\b[^,;]*$/.test(all.slice(0, at)))
          return `${comma} ${[`for ${d}`, `for ${d} hit points`, `by ${d}`, `by ${d} hit points`][w.dice] as string}`;
        // "… of the target, dealing 1d6": the damage follows a comma.
        return w.dice === 0 ? m : `, ${["", `doing ${d} damage`, `dealing ${d}`, `inflicting ${d}`][w.dice] as string}`;
      })
      .replace(/\b1 (minute|round|hour|day|mile|kilometre|week|night)\b/g, (m, u: string) => (w.article ? `${article(u)} ${u}` : m))
      .replace(/\b(each|every) (?!of\b|for\b|with\b|taking\b|dealing\b|passes\b|makes\b|time\b|heal\b|deal\b|regain\b|gain\b|make\b)/g, (m, x: string) =>
        bit(w, 0) ? `${x === "each" ? "every" : "each"} ` : m,
      )
      .replace(/\bgive (?=an? (?:ally|friend|comrade|crewmate)|(?:allies|friends|comrades|every|each))/g, (m) => (bit(w, 1) ? "grant " : m))
      .replace(/\bgain advantage\b/g, (m) => (bit(w, 2) ? "have advantage" : m))
      .replace(/\bcreature\b/g, (m) => (bit(w, 3) ? "target" : m))
      .replace(/(?<!even )\bwhen (?=a |an |you )/g, (m) => (bit(w, 4) ? "whenever " : m))
      .replace(/\bsave(s?)\b(?! (?:it|them|you|an|a|the)\b)/g, (m, pl: string) => (bit(w, 5) ? `saving throw${pl}` : m))
      .replace(/\barmour class\b/g, (m) => (bit(w, 6) ? "AC" : m))
      .replace(/\ba touched (\w+)\b(?!')/g, (m, x: string) => (bit(w, 7) ? `${article(x)} ${x} you touch` : m))
  );
}
const bit = (w: Wording, i: number): boolean => ((w.words >> i) & 1) === 1;

/** One feature as its table cell shows it: "Rage: as a bonus action, spend 1 fury point to enter a rage …". */
function featureCell(rng: Rng, w: Wording, d: FeatureDef, vars: Readonly<Record<string, string>>, s: TableSpec): { text: string; name: string } {
  const die = W.dieOf(s.dice, d.tier, s.power);
  const unit = s.unit;
  const name = rng.pick(d.names);
  const does = worded(rng, w, fill(rng.pick(d.does), { ...vars, die }));
  const when = W.WHEN[d.mech];
  if (d.spend) {
    const cost = quantity(W.costOf(s.curve, d.tier), unit);
    if (!when) return { name, text: w.spendLast ? `${name}: ${does}, spending ${cost}` : `${name}: spend ${cost} to ${does}` };
    return { name, text: w.spendLast ? `${name}: spend ${cost} ${when} to ${does}` : `${name}: ${when}, spend ${cost} to ${does}` };
  }
  if (!when) return { name, text: `${name}: ${does}` };
  return { name, text: rng.chance(0.4) ? `${name}: ${when}, ${does}` : `${name}: ${does}, ${when}` };
}

export interface TableSpec {
  readonly arch: ClassArchetype;
  readonly power: W.Power;
  readonly curve: W.Curve;
  readonly dice: W.DiceStyle;
  readonly unit: string;
  readonly poolName: string;
  /** The step at 3rd level: "Path chosen", "Order chosen". */
  readonly pathStep: string;
  /** What its paths are called: "path", "order". */
  readonly pathWord: string;
  readonly vars: Readonly<Record<string, string>>;
}

/** The level table and what the prose needs to know of it. */
export function buildTable(rng: Rng, s: TableSpec): { columns: string[]; rows: string[][]; meta: Json } {
  const a = s.arch;
  const tier = (t: number) => a.features.filter((d) => d.tier === t);
  const core = tier(0);
  const granted = new Set(core.flatMap((d) => (d.grants ? [d.grants] : [])));
  // The role's needs not met by the core, each as often as the archetype lists it; a spender unless the core spends.
  const needs = a.needs.filter((t, i) => a.needs.slice(0, i + 1).filter((x) => x === t).length > core.filter((d) => d.tags.includes(t)).length);
  const musts1 = [...(core.some((d) => d.spend) ? [] : ["$"]), ...needs];
  const t1 = pickTier(rng, tier(1), 3 - core.length, granted, musts1);
  for (const d of t1) if (d.grants) granted.add(d.grants);
  const t2 = pickTier(rng, tier(2), s.power === "low" ? 1 : s.power === "epic" ? 3 : 2, granted, ["$"]);
  for (const d of t2) if (d.grants) granted.add(d.grants);
  const t3 = pickTier(rng, tier(3), s.power === "epic" ? 3 : 2, granted, ["$"]);
  for (const d of t3) if (d.grants) granted.add(d.grants);
  const t4 = pickTier(rng, tier(4), 1, granted, []);
  const first = [...core, ...t1];
  // Every resource is spent by a 1st-level feature (packages/generators/reading/class.md, Reading 4): a spender drawn
  // for 2nd level changes places with the 1st-level feature that does not spend.
  if (!first.slice(0, 2).some((d) => d.spend)) {
    const i = first.findIndex((d, j) => j >= 2 && d.spend);
    const j = first[1] && first[1].tier > 0 ? 1 : 0;
    if (i >= 2 && first[j]?.tier !== 0) [first[j], first[i]] = [first[i] as FeatureDef, first[j] as FeatureDef];
  }
  const epic = s.power === "epic";
  const plan: (FeatureDef | string | undefined)[][] = [
    [first[0], first[1]],
    [first[2]],
    [s.pathStep, epic ? t2.shift() : undefined],
    [W.STEP_ABILITY],
    [t2.shift()],
    [t2.shift() ?? W.STEP_NONE, ...t2],
    [t3.shift(), W.featureStep(s.pathWord)],
    [W.STEP_ABILITY, epic ? t3.shift() : undefined],
    [t3.shift()],
    [...t3, t4[0]],
  ];
  const drawn: Drawn[] = [];
  const used = new Set<FeatureDef>();
  const wording = drawWording(rng);
  const rows = plan.map((cells, i) => {
    const texts = cells
      .filter((c): c is FeatureDef | string => c !== undefined)
      .map((c) => {
        if (typeof c === "string") return c;
        const cell = featureCell(rng, wording, c, s.vars, s);
        used.add(c);
        const text = cell.text.slice(cell.name.length + 2);
        drawn.push({ level: i + 1, name: cell.name, mech: c.mech, spend: c.spend, cost: c.spend ? W.costOf(s.curve, c.tier) : 0, tags: [...c.tags], text });
        return cell.text;
      });
    return [String(i + 1), W.PROFICIENCY[i] as string, String(W.poolAt(i + 1, s.power, s.curve)), texts.join("; ")];
  });
  for (const d of t4) if (d.grants) granted.add(d.grants);
  const render = (d: FeatureDef) => {
    const cell = featureCell(rng, wording, d, s.vars, s);
    return { name: cell.name, text: cell.text.slice(cell.name.length + 2) };
  };
  const paths = pathFeatures(rng, { ladder: a.features, used, granted, drawn, unit: s.unit, p1: a.primary[0], render });
  const meta = {
    arch: a.id,
    feats: drawn.map((d) => ({ ...d, tags: [...d.tags] })),
    tags: [...new Set(drawn.flatMap((d) => d.tags))],
    paths: paths.map((p) => p.map((f) => ({ ...f }))),
  };
  return { columns: ["Level", "Proficiency", s.poolName, "Features"], rows, meta: meta as unknown as Json };
}

/** The drawn features, read back from the table's meta (an older locked table without it gives none). */
export function drawnOf(meta: Json | undefined): Drawn[] {
  const feats = meta && typeof meta === "object" && !Array.isArray(meta) ? (meta as { readonly [k: string]: Json }).feats : undefined;
  if (!Array.isArray(feats)) return [];
  return feats.flatMap((x) => {
    if (!x || typeof x !== "object" || Array.isArray(x)) return [];
    const o = x as { readonly [k: string]: Json };
    if (typeof o.level !== "number" || typeof o.name !== "string") return [];
    const tags = Array.isArray(o.tags) ? o.tags.filter((t): t is string => typeof t === "string") : [];
    return [
      {
        level: o.level,
        name: o.name,
        mech: typeof o.mech === "string" ? o.mech : "",
        spend: o.spend === true,
        cost: typeof o.cost === "number" ? o.cost : 0,
        tags,
        text: typeof o.text === "string" ? o.text : "",
      },
    ];
  });
}

/** The paths' features, read back from the table's meta: [3rd, 7th] for each of up to three paths. */
export function pathsOf(meta: Json | undefined): { level: number; name: string; text: string }[][] {
  const paths = meta && typeof meta === "object" && !Array.isArray(meta) ? (meta as { readonly [k: string]: Json }).paths : undefined;
  if (!Array.isArray(paths)) return [];
  return paths.map((p) =>
    Array.isArray(p)
      ? p.flatMap((x) => {
          if (!x || typeof x !== "object" || Array.isArray(x)) return [];
          const o = x as { readonly [k: string]: Json };
          return typeof o.level === "number" && typeof o.name === "string" && typeof o.text === "string"
            ? [{ level: o.level, name: o.name, text: o.text }]
            : [];
        })
      : [],
  );
}
