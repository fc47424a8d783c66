// The magic-system generator: where power comes from, who may wield it and at what cost, its
// hard rules, schools, casting, training, standing, legality, side effects and sample spells.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = {
  hardness: enumOption("Hard or soft", ["any", ...W.HARDNESS] as const),
  power: enumOption("Power level", ["any", ...W.POWER] as const),
};
const coined = (rng: Rng): string => rng.pick(W.NAME_START) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const magicSystem = defineGenerator({
  kind: "magic-system",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options,
  requiredFields: ["name", "source", "users", "cost", "rules", "schools", "casting", "training", "standing", "legality", "sideEffects", "spells"],
  fields: [
    { key: "hardness", label: "Hard or soft", generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(o.hardness === "any" ? rng.pick(W.HARDNESS) : o.hardness) }) },
    {
      key: "power",
      label: "Power level",
      generate: ({ rng, options: o }) => {
        const p = o.power === "any" ? rng.pick(W.POWER) : o.power;
        return { type: "text", value: capitalise(p), meta: p };
      },
    },
    { key: "source", label: "Source", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.SOURCES)) }) },
    { key: "name", label: "Name", generate: ({ rng }) => ({ type: "text", value: `The ${coined(rng)} ${rng.pick(W.SOURCE_WORD)} of ${coined(rng)}` }) },
    {
      key: "users",
      label: "Who can use it",
      generate: (ctx) => {
        const text = capitalise(ctx.rng.pick(W.USERS));
        const race = worldEntity(ctx, "race");
        return withLinks({ type: "text", value: race ? `${text}; the gift runs strongest among the ${race.name}` : text }, [race]);
      },
    },
    { key: "cost", label: "Cost", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.COSTS)) }) },
    { key: "rules", label: "Hard rules and limits", dependsOn: ["hardness"], generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.RULES, ctx.text("hardness") === "Hard" ? 3 : 1) }) },
    { key: "schools", label: "Schools", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.SCHOOLS, rng.int(3, 5)) }) },
    { key: "casting", label: "Casting method", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.CASTING)) }) },
    { key: "training", label: "Training", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.TRAINING)) }) },
    {
      key: "standing",
      label: "Social standing",
      generate: (ctx) => {
        const { rng } = ctx;
        const text = rng.pick(W.STANDING);
        const faith = worldEntity(ctx, "religion");
        const view = ctx.stream("world", "view").pick(["blesses those who practise it", "calls it a heresy", "tolerates it, barely", "keeps its own practitioners and trusts no others"]);
        return withLinks({ type: "text", value: faith ? `${text}. ${faith.name} ${view}` : text }, [faith]);
      },
    },
    { key: "legality", label: "Legality", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.LEGALITY) }) },
    { key: "sideEffects", label: "Side effects", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.SIDE, 2).map(capitalise) }) },
    {
      key: "spells",
      label: "Sample spells",
      dependsOn: ["power", "schools"],
      generate: (ctx) => {
        const p = ctx.meta<string>("power");
        const power: W.Power = (W.POWER as readonly string[]).includes(p ?? "") ? (p as W.Power) : "potent";
        const schools = items(ctx.get("schools"));
        const effects = [...ctx.rng.sample(W.SPELL_EFFECT.subtle, 2), ...ctx.rng.sample(W.SPELL_EFFECT[power === "subtle" ? "potent" : power], 3)];
        const rows = effects.map((e, i) => [`${ctx.rng.pick(W.SPELL_ADJ)} ${ctx.rng.pick(W.SPELL_NOUN)}`, schools[i % schools.length] ?? "Warding", capitalise(e)]);
        return { type: "table", columns: ["Spell", "School", "Effect"], rows };
      },
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.TONE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const rules = items(ctx.get("rules"));
    const s = ctx.get("spells");
    const spells = s.type === "table" ? s.rows.map((r) => `- **${r[0] ?? ""}** (${r[1] ?? ""}): ${lower(r[2] ?? "")}.`) : [];
    const how = [
      `Its power is drawn from ${lower(ctx.text("source"))}, and it can be wielded by ${lower(ctx.text("users"))}.`,
      `Every working costs ${lower(ctx.text("cost"))}. It is cast through ${lower(ctx.text("casting"))}.`,
      `Its laws: ${rules.join("; ")}.`,
      `Long use brings ${joinList(items(ctx.get("sideEffects")).map(lower))}.`,
    ].join(" ");
    const world = [
      `Students learn through ${lower(ctx.text("training"))}, specialising in ${joinList(items(ctx.get("schools")))}.`,
      `${ctx.text("standing")}. ${ctx.text("legality")}. ${ctx.text("character")}`,
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("hardness").toLowerCase())}, ${ctx.text("power").toLowerCase()} magic drawn from ${lower(ctx.text("source"))}`),
      sections: [
        { title: "How it works", markdown: how },
        { title: "Magic in the world", markdown: world },
        { title: "Sample spells", markdown: spells.join("\n") },
      ],
      tags: [ctx.text("hardness").toLowerCase(), ctx.text("power").toLowerCase(), ctx.options.setting],
    };
  },
});
