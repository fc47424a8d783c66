// The magic-system generator: where power comes from, who may wield it and at what cost, its
// hard rules, schools, casting, training, standing, legality, side effects and sample spells.
// The source decides the cost and the marks it leaves; a spell's school decides its name and effect.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import type { Json } from "../../core/types.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { withLinks, worldEntity } from "../../core/world.js";
import * as W from "./words.js";
import * as F from "./words-family.js";
import { SCHOOLS, type School } from "./words-schools.js";
import * as L from "./words-legend.js";
import type { Setting } from "../../core/options.js";
import type { Family } from "../../core/phrases/setting-families.js";

const options = {
  hardness: enumOption("Hard or soft", ["any", ...W.HARDNESS] as const),
  power: enumOption("Power level", ["any", ...W.POWER] as const),
};
const coined = (rng: Rng): string => rng.pick(W.NAME_START) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);
const ALL_SOURCES = [
  ...F.SOURCES.old,
  ...F.SOURCES.now,
  ...F.SOURCES.fallen,
  ...F.SOURCES.future,
  ...L.LEGEND_SOURCES.dark,
  ...L.LEGEND_SOURCES.steam,
  ...L.LEGEND_SOURCES.mythic,
];
/** Dark fantasy, steampunk and mythic have their own content (words-legend.ts); the others their family's. */
type Key = Family | L.Legend;
const keyOf = (setting: Setting): Key => L.LEGEND_OF[setting] ?? familyOf(setting);
const SOURCES: Readonly<Record<Key, readonly F.Source[]>> = { ...F.SOURCES, ...L.LEGEND_SOURCES };
const USERS: Readonly<Record<Key, readonly string[]>> = { ...F.USERS, ...L.LEGEND_USERS };
const CASTING: Readonly<Record<Key, readonly string[]>> = { ...F.CASTING, ...L.LEGEND_CASTING };
const TRAINING: Readonly<Record<Key, readonly string[]>> = { ...F.TRAINING, ...L.LEGEND_TRAINING };
const STANDING: Readonly<Record<Key, readonly string[]>> = { ...F.STANDING, ...L.LEGEND_STANDING };
const LEGALITY: Readonly<Record<Key, readonly string[]>> = { ...F.LEGALITY, ...L.LEGEND_LEGALITY };
const SCHOOL_NAMES = SCHOOLS.map((s) => s.name);
const LEVELS: Readonly<Record<W.Power, readonly W.Power[]>> = {
  subtle: ["subtle", "subtle", "subtle", "subtle", "subtle"],
  potent: ["subtle", "subtle", "potent", "potent", "potent"],
  "world-shaping": ["subtle", "potent", "potent", "world-shaping", "world-shaping"],
};

/** The source of a locked or fresh source field (an old free-text source keeps a neutral one). */
function sourceOf(ctx: { text(k: string): string; meta(k: string): Json | undefined }): F.Source {
  const m = ctx.meta("source");
  const want = typeof m === "string" ? m : lower(ctx.text("source"));
  return ALL_SOURCES.find((s) => s.source === want) ?? F.SOURCES.old[2]!;
}

export const magicSystem = defineGenerator({
  kind: "magic-system",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: the source decides the name's word, the cost and the side effects; a spell's school decides its name and effect, the power its reach; content by setting and tone; prose composed from parts.
  // v5: dark fantasy, steampunk and mythic have their own sources, costs, marks, wielders, casting, training, standing and legality (words-legend.ts).
  version: 5,
  options,
  requiredFields: ["name", "source", "users", "cost", "rules", "schools", "casting", "training", "standing", "legality", "sideEffects", "spells"],
  fields: [
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
    {
      key: "source",
      label: "Source",
      generate: ({ rng, options: o }) => {
        const s = rng.pick(SOURCES[keyOf(o.setting)]);
        return { type: "text", value: capitalise(s.source), meta: s.source };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["source"],
      generate: (ctx) => ({ type: "text", value: `The ${coined(ctx.rng)} ${sourceOf(ctx).word} of ${coined(ctx.rng)}` }),
    },
    {
      key: "users",
      label: "Who can use it",
      generate: (ctx) => {
        const text = capitalise(ctx.rng.pick(USERS[keyOf(ctx.options.setting)]));
        const race = worldEntity(ctx, "race");
        return withLinks({ type: "text", value: race ? `${text}; the gift runs strongest among the ${race.name}` : text }, [race]);
      },
    },
    { key: "cost", label: "Cost", dependsOn: ["source"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(sourceOf(ctx).costs)) }) },
    {
      key: "rules",
      label: "Hard rules and limits",
      dependsOn: ["hardness"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(F.RULES, ctx.text("hardness") === "Hard" ? 3 : 1) }),
    },
    { key: "schools", label: "Schools", generate: ({ rng }) => ({ type: "list", items: rng.sample(SCHOOL_NAMES, rng.int(3, 5)) }) },
    {
      key: "casting",
      label: "Casting method",
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(CASTING[keyOf(ctx.options.setting)])) }),
    },
    { key: "training", label: "Training", generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(TRAINING[keyOf(ctx.options.setting)])) }) },
    {
      key: "standing",
      label: "Social standing",
      generate: (ctx) => {
        const { rng } = ctx;
        const text = capitalise(rng.pick(STANDING[keyOf(ctx.options.setting)]));
        const faith = worldEntity(ctx, "religion");
        const view = ctx
          .stream("world", "view")
          .pick(["blesses those who practise it", "calls it a heresy", "tolerates it, barely", "keeps its own practitioners and trusts no others"]);
        return withLinks({ type: "text", value: faith ? `${text}. ${faith.name} ${view}` : text }, [faith]);
      },
    },
    { key: "legality", label: "Legality", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(LEGALITY[keyOf(ctx.options.setting)]) }) },
    {
      key: "sideEffects",
      label: "Side effects",
      dependsOn: ["source"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(sourceOf(ctx).marks, 2).map(capitalise) }),
    },
    {
      key: "spells",
      label: "Sample spells",
      dependsOn: ["power", "schools"],
      generate: (ctx) => {
        const p = ctx.meta<string>("power");
        const power: W.Power = (W.POWER as readonly string[]).includes(p ?? "") ? (p as W.Power) : "potent";
        const named = items(ctx.get("schools"))
          .map((n) => SCHOOLS.find((s) => s.name === n))
          .filter((s): s is School => s !== undefined);
        const schools = named.length ? named : [SCHOOLS[0]!];
        const used = new Set<string>();
        const rows = LEVELS[power].map((level, i) => {
          const school = schools[i % schools.length]!;
          const fresh = school.effects[level].filter((e) => !used.has(e));
          const effect = ctx.rng.pick(fresh.length ? fresh : school.effects[level]);
          used.add(effect);
          return [`${ctx.rng.pick(W.SPELL_ADJ)} ${ctx.rng.pick(school.nouns)}`, school.name, capitalise(effect)];
        });
        return { type: "table", columns: ["Spell", "School", "Effect"], rows };
      },
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(F.CHARACTER[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const rules = items(ctx.get("rules"));
    const r = ctx.rng("prose");
    const s = ctx.get("spells");
    const spells = s.type === "table" ? s.rows.map((row) => `- **${row[0] ?? ""}** (${row[1] ?? ""}): ${lower(row[2] ?? "")}.`) : [];
    const how = [
      fill(r.pick(F.SOURCE_LINES), { source: lower(ctx.text("source")), users: lower(ctx.text("users")) }),
      fill(r.pick(F.COST_LINES), { cost: lower(ctx.text("cost")), casting: lower(ctx.text("casting")) }),
      fill(r.pick(F.RULE_LINES), { rules: rules.map((x, i) => (i ? lower(x) : x)).join("; ") }),
      fill(r.pick(F.MARK_LINES), { marks: joinList(items(ctx.get("sideEffects")).map(lower)) }),
    ].join(" ");
    const world = [
      fill(r.pick(F.TRAIN_LINES), { training: lower(ctx.text("training")), schools: joinList(items(ctx.get("schools"))) }),
      fill(r.pick(F.STAND_LINES), { standing: lower(ctx.text("standing")) }),
      `${ctx.text("legality")}. ${ctx.text("character")}`,
    ].join(" ");
    return {
      name,
      summary: sentence(
        fill(r.pick(F.SUMMARY_LINES), {
          hardness: ctx.text("hardness").toLowerCase(),
          power: ctx.text("power").toLowerCase(),
          source: lower(ctx.text("source")),
        }),
      ),
      sections: [
        { title: "How it works", markdown: how },
        { title: "Magic in the world", markdown: world },
        { title: "Sample spells", markdown: spells.join("\n") },
      ],
      tags: [ctx.text("hardness").toLowerCase(), ctx.text("power").toLowerCase(), ctx.options.setting],
    };
  },
});
