// The magic-system generator: a kind of magic (its archetype, archetypes-*.ts) decides where the
// power comes from, who can use it and how they come by it, how it is cast and learned, what it
// costs and what that leaves on its users, what goes wrong, its laws, its ranks of mastery and its
// schools; the power level decides how far its sample workings reach, the setting how the world
// treats its users, and the tone how its founder's legend ends. The prose is in prose.ts.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { max } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { tellOne } from "../../core/phrases/alternation.js";
import type { Rng } from "../../core/rng.js";
import { capitalise } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { cleanName } from "../location/names.js";
import { ARCHETYPES, archetypesOf, SCHOOL_BY_NAME, type MagicArchetype, type MagicSchool } from "./archetypes.js";
import { LEGEND, LEGEND_TAIL, LEGEND_VERB } from "./frames.js";
import { composeMagic, items, low } from "./prose.js";
import * as W from "./words.js";

const options = {
  hardness: enumOption("Hard or soft", ["any", ...W.HARDNESS] as const),
  power: enumOption("Power level", ["any", ...W.POWER] as const),
};
type Ctx = FieldCtx<typeof options>;

const arch = (ctx: Pick<Ctx, "meta" | "text">): MagicArchetype => archetypeOf(ctx, ARCHETYPES);
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const inBank = (bank: readonly string[], v: FieldValue): boolean => v.type === "text" && bank.some((b) => same(b, v.value));
const allIn = (bank: readonly string[], v: FieldValue): boolean =>
  v.type === "list" && v.items.length > 0 && v.items.every((i) => bank.some((b) => same(b, i)));

/** A founder's name: three syllables, redrawn while it triples a letter or runs long. */
const founder = (rng: Rng): string => cleanName(() => rng.pick(W.NAME_START) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_END));

/** The power level of the entry (a locked value from elsewhere reads as potent). */
function powerOf(ctx: Pick<Ctx, "meta">): W.Power {
  const p = ctx.meta<string>("power");
  return (W.POWER as readonly string[]).includes(p ?? "") ? (p as W.Power) : "potent";
}

/** The entry's schools, easiest first: those named in the schools field, else the archetype's. */
function schoolsOf(ctx: Pick<Ctx, "get" | "meta" | "text">): readonly MagicSchool[] {
  const named = items(ctx.get("schools"))
    .map((n) => SCHOOL_BY_NAME.get(n))
    .filter((s): s is MagicSchool => s !== undefined);
  return named.length > 0 ? named : arch(ctx).schools;
}

/** The entry's ranks, lowest first (lower case): the ranks field, else the archetype's. */
function ranksOf(ctx: Pick<Ctx, "get" | "meta" | "text">): readonly string[] {
  const r = items(ctx.get("ranks")).map(low);
  return r.length >= 4 ? r : arch(ctx).ranks;
}

/** Which power levels the five sample workings take, weakest first. */
const LEVELS: Readonly<Record<W.Power, readonly W.Power[]>> = {
  subtle: ["subtle", "subtle", "subtle", "subtle", "subtle"],
  potent: ["subtle", "subtle", "potent", "potent", "potent"],
  "world-shaping": ["subtle", "potent", "potent", "world-shaping", "world-shaping"],
};
/** The lowest rank that may work a level (a school also needs the rank that opens it). */
const LEVEL_RANK: Readonly<Record<W.Power, number>> = { subtle: 0, potent: 1, "world-shaping": 3 };
const effectsAt = (s: MagicSchool, level: W.Power): readonly string[] => (level === "subtle" ? s.subtle : level === "potent" ? s.potent : s.great);

/** Five workings, each from a school, at the power's levels; sorted by the rank that may work them (the rank first, so a
 * working's varied name stands between its school and its effect). */
function workings(ctx: Ctx): string[][] {
  const { rng } = ctx;
  const schools = schoolsOf(ctx);
  const ranks = ranksOf(ctx);
  const adjs = rng.sample(W.WORKING_ADJ[W.REGISTER[ctx.options.setting]], 5);
  const used = new Set<string>();
  const rows = LEVELS[powerOf(ctx)].map((level, i) => {
    const order = rng.shuffle(schools.map((_, k) => k));
    const k = order.find((j) => effectsAt(schools[j] as MagicSchool, level).some((e) => !used.has(e))) ?? (order[0] as number);
    const s = schools[k] as MagicSchool;
    const fresh = effectsAt(s, level).filter((e) => !used.has(e));
    const effect = rng.pick(fresh.length > 0 ? fresh : effectsAt(s, level));
    used.add(effect);
    const adj = adjs[i] as string;
    const nouns = s.nouns.filter((n) => n !== adj);
    const rank = max(k, LEVEL_RANK[level]);
    return {
      rank,
      level: LEVEL_RANK[level],
      row: [capitalise(ranks[rank] ?? ""), s.name, `${adj} ${rng.pick(nouns.length > 0 ? nouns : s.nouns)}`, capitalise(effect)],
    };
  });
  return [...rows].sort((a, b) => a.rank - b.rank || a.level - b.level).map((r) => r.row);
}

export const magicSystem = defineGenerator({
  kind: "magic-system",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: the source decides the name's word, the cost and the side effects; a spell's school decides its name and effect, the power its reach; content by setting and tone; prose composed from parts.
  // v5: dark fantasy, steampunk and mythic have their own sources, costs, marks, wielders, casting, training, standing and legality (words-legend.ts).
  // v6: an archetype (blood pact, rune carving, nanite lattice, aether engineering, …) decides source, users, casting, training, cost, marks, dangers, laws, ranks and schools; workings ranked by who may work them; the setting decides standing and law; a founder's legend by tone; prose from the entry's fields.
  version: 6,
  options,
  requiredFields: ["name", "source", "users", "cost", "rules", "schools", "casting", "training", "standing", "legality", "sideEffects", "spells"],
  fields: [
    archetypeField<MagicArchetype, Ctx["options"]>({
      label: "Kind of magic",
      table: (ctx) => archetypesOf(ctx.options.setting),
      fits: {
        source: (a, v) => inBank(a.sources, v),
        cost: (a, v) => inBank(a.costs, v),
        casting: (a, v) => inBank(a.casting, v),
        training: (a, v) => inBank(a.training, v),
        dangers: (a, v) => inBank(a.dangers, v),
        schools: (a, v) =>
          allIn(
            a.schools.map((s) => s.name),
            v,
          ),
        ranks: (a, v) => allIn(a.ranks, v),
        sideEffects: (a, v) => allIn(a.marks, v),
        rules: (a, v) =>
          allIn(
            a.rules.map((r) => r[0]),
            v,
          ),
        users: (a, v) => v.type === "text" && a.users.some((u) => same(u, v.value.split(";")[0] ?? "")),
      },
    }),
    {
      key: "hardness",
      label: "Hard or soft",
      generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(o.hardness === "any" ? rng.pick(W.HARDNESS) : o.hardness) }),
    },
    {
      key: "power",
      label: "Power level",
      generate: ({ rng, options: o }) => {
        const p = o.power === "any" ? rng.pick(W.POWER) : o.power;
        return { type: "text", value: capitalise(p), meta: p };
      },
    },
    { key: "source", label: "Source", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).sources)) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const word = rng.pick(arch(ctx).words);
        const who = founder(ctx.stream("founder"));
        const forms: [string, number][] = [
          [`The ${word} of ${who}`, 3],
          [`${who}'s ${word}`, 2],
        ];
        if (!word.includes(" ")) forms.push([`The ${who} ${word}`, 1]);
        return { type: "text", value: rng.weighted(forms), meta: { founder: who } };
      },
    },
    {
      key: "users",
      label: "Who can use it",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const who = ctx.rng.pick(a.users);
        const race = worldEntity(ctx, "race");
        const born = a.access === "inborn" || a.access === "marked";
        const among = race ? (born ? `; the gift runs strongest among the ${race.name}` : `; the ${race.name} take to it best`) : "";
        return withLinks({ type: "text", value: `${capitalise(who)}${among}`, meta: { users: who } }, [race]);
      },
    },
    { key: "cost", label: "Cost", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).costs)) }) },
    {
      key: "rules",
      label: "Hard rules and limits",
      dependsOn: ["archetype", "hardness"],
      generate: (ctx) => {
        const n = ctx.text("hardness") === "Hard" ? 3 : 1;
        return { type: "list", items: ctx.rng.sample(arch(ctx).rules, n).map((r) => capitalise(r[0])) };
      },
    },
    { key: "ranks", label: "Ranks of mastery", dependsOn: ["archetype"], generate: (ctx) => ({ type: "list", items: arch(ctx).ranks.map(capitalise) }) },
    { key: "schools", label: "Schools", dependsOn: ["archetype"], generate: (ctx) => ({ type: "list", items: arch(ctx).schools.map((s) => s.name) }) },
    {
      key: "casting",
      label: "Casting method",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).casting)) }),
    },
    {
      key: "training",
      label: "Training",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).training)) }),
    },
    {
      key: "standing",
      label: "Social standing",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const stance = rng.pick(arch(ctx).stances);
        const standing = rng.pick(W.STANDING[ctx.options.setting][stance]);
        const faith = worldEntity(ctx, "religion");
        const view = faith ? ` ${faith.name} ${ctx.stream("world", "view").pick(W.FAITH_VIEW[stance])}.` : "";
        return withLinks({ type: "text", value: faith ? `${capitalise(standing)}.${view}` : capitalise(standing), meta: { stance, standing } }, [faith]);
      },
    },
    {
      key: "legality",
      label: "Legality",
      dependsOn: ["standing"],
      generate: (ctx) => {
        const m = ctx.meta<Json>("standing");
        const raw = m && typeof m === "object" && !Array.isArray(m) ? (m as { stance?: Json }).stance : undefined;
        const stance = raw === "honoured" || raw === "tolerated" || raw === "outlawed" ? raw : "tolerated";
        return { type: "text", value: capitalise(ctx.rng.pick(W.LEGALITY[ctx.options.setting][stance])) };
      },
    },
    {
      key: "sideEffects",
      label: "Side effects",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(arch(ctx).marks, 2).map(capitalise) }),
    },
    { key: "dangers", label: "Dangers", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).dangers)) }) },
    {
      key: "spells",
      label: "Sample workings",
      dependsOn: ["power", "schools", "ranks"],
      generate: (ctx) => ({ type: "table", columns: ["Rank", "School", "Working", "Effect"], rows: workings(ctx) }),
    },
    {
      key: "character",
      label: "Legend",
      dependsOn: ["name", "spells", "ranks"],
      generate: (ctx) => {
        const { rng } = ctx;
        const m = ctx.meta<Json>("name");
        const raw = m && typeof m === "object" && !Array.isArray(m) ? (m as { founder?: Json }).founder : undefined;
        const who = typeof raw === "string" ? raw : founder(ctx.stream("founder"));
        const sp = ctx.get("spells");
        const spell = sp.type === "table" && sp.rows.length > 0 ? (sp.rows[sp.rows.length - 1]?.[2] ?? "") : "";
        const register = W.REGISTER[ctx.options.setting];
        const vars = {
          who,
          top: ranksOf(ctx)[3] ?? "master",
          verb: rng.pick(LEGEND_VERB[register]),
          spell: spell || rng.pick(W.WORKING_ADJ[register]),
          tail: rng.pick(LEGEND_TAIL[ctx.options.tone][register]),
        };
        return { type: "text", value: tellOne(rng, LEGEND, vars) };
      },
    },
  ],
  compose: composeMagic,
});
