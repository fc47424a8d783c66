// The magic-system kind's prose, rendered from the entry's fields (frames.ts): a summary, how it
// works (source and casting, cost and what goes wrong, a law and what follows, what the cost
// leaves, its strongest working), how it is learned (access, the first step of the ranks, which
// rank opens which school) and how the world treats it (standing, the law, a line by tone).
import { archetypeOf } from "../../core/archetype.js";
import type { ComposeContext, Composed } from "../../core/define.js";
import { tell, tellOne, type Frame, type FrameVars } from "../../core/phrases/alternation.js";
import { paragraph } from "../../core/phrases/weave.js";
import { midName, pluralOf, quantity } from "../../core/realise.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { ARCHETYPES, type MagicArchetype } from "./archetypes.js";
import * as F from "./frames.js";

type Ctx = ComposeContext<object>;

/** A list field's items (none for any other value). */
export const items = (v: FieldValue): readonly string[] => (v.type === "list" ? v.items : []);
/** A field's text in mid-sentence: its first letter lowered unless it starts an acronym ("AI"). */
export const low = (s: string): string => (/^[A-Z][^A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// Ranks whose plural the plural library gets wrong.
const PLURAL: Readonly<Record<string, string>> = { "rad-shaman": "rad-shamans", magus: "magi" };
const plural = (rank: string): string => PLURAL[rank] ?? pluralOf(rank);
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** A string out of an object meta ("users" of the users field, …), if there is one. */
function metaString(ctx: Ctx, key: string, prop: string): string | undefined {
  const m = ctx.meta<Json>(key);
  const v = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json })[prop] : undefined;
  return typeof v === "string" ? v : undefined;
}

/** A sentence told from one of the frames, or nothing when a slot it needs is empty. */
function say(rng: ReturnType<Ctx["rng"]>, fs: readonly Frame[], vars: FrameVars): string {
  const f = rng.pick(fs);
  try {
    return tell(rng, f, vars);
  } catch {
    return "";
  }
}

export function composeMagic(ctx: Ctx): Composed {
  const a: MagicArchetype = archetypeOf(ctx, ARCHETYPES);
  const name = ctx.text("name");
  const rankField = items(ctx.get("ranks")).map(low);
  const ranks = rankField.length >= 4 ? rankField : a.ranks;
  const schoolField = items(ctx.get("schools"));
  const schools = schoolField.length >= 3 ? schoolField : a.schools.map((s) => s.name);
  const marks = items(ctx.get("sideEffects")).map(low);
  const rules = items(ctx.get("rules"));
  const rule = rules[0] ?? "";
  const so = a.rules.find((r) => same(r[0], rule))?.[1] ?? "";
  const sp = ctx.get("spells");
  const top = sp.type === "table" ? sp.rows[sp.rows.length - 1] : undefined;
  const summaryRng = ctx.rng("summary");
  const how = ctx.rng("section", "how");
  const learn = ctx.rng("section", "learning");
  const world = ctx.rng("section", "world");
  const rk = (i: number): string => ranks[i] ?? "";
  const v: Record<string, string> = {
    hardness: ctx.text("hardness").toLowerCase(),
    power: ctx.text("power").toLowerCase(),
    kind: a.kind,
    name: midName(name),
    users: metaString(ctx, "users", "users") ?? low(ctx.text("users").split(";")[0] ?? ""),
    source: low(ctx.text("source")),
    casting: low(ctx.text("casting")),
    cost: low(ctx.text("cost")),
    danger: low(ctx.text("dangers")),
    training: low(ctx.text("training")),
    rule: low(rule),
    so,
    count: numberWord(rules.length),
    m1: marks[0] ?? "",
    m2: marks[1] ?? "",
    r0: rk(0),
    r1: rk(1),
    r2: rk(2),
    top: rk(3),
    r0s: plural(rk(0)),
    r1s: plural(rk(1)),
    r2s: plural(rk(2)),
    tops: plural(rk(3)),
    s0: schools[0] ?? "",
    s1: schools[1] ?? "",
    s2: schools[2] ?? "",
    spell: top?.[2] ?? "",
    wr: low(top?.[0] ?? ""),
    wrs: plural(low(top?.[0] ?? "")),
    effect: low(top?.[3] ?? ""),
    years: quantity(learn.int(a.years[0], a.years[1]), "year", { words: true }),
    age: numberWord(learn.int(5, 12)),
    rks: plural(rk(world.pick([2, 3]))),
    standing: low(metaString(ctx, "standing", "standing") ?? ctx.text("standing").split(".")[0] ?? ""),
    legality: low(ctx.text("legality")),
  };
  const rulesOf = ctx.text("hardness") === "Hard" ? F.RULE_HARD : F.RULE_SOFT;
  const works = [say(how, F.WORK, v), say(how, F.COST, v), so ? say(how, rulesOf, v) : "", say(how, F.MARKS, v), say(how, F.TOP, v)].filter((s) => s !== "");
  const learning = [say(learn, F.ACCESS[a.access], v), say(learn, F.YEARS, v), say(learn, F.LADDER, v)].filter((s) => s !== "");
  const inWorld = [say(world, F.STAND, v), say(world, F.LAW, v), say(world, F.MOOD[ctx.options.tone], v)].filter((s) => s !== "");
  return {
    name,
    summary: capitalise(tellOne(summaryRng, F.SUMMARY, v)),
    sections: [
      { title: "How it works", markdown: paragraph(how, works) },
      { title: "Learning it", markdown: paragraph(learn, learning) },
      { title: "In the world", markdown: paragraph(world, inWorld) },
    ],
    tags: [ctx.text("hardness").toLowerCase(), ctx.text("power").toLowerCase(), a.id, ctx.options.setting],
  };
}
