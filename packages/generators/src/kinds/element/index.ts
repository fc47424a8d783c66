// The element generator: a primal force with its nature, correspondences, allies, foes, creatures and uses.
import { defineGenerator } from "../../core/define.js";
import type { Rng } from "../../core/rng.js";
import { joinList, sentence } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

function invent(rng: Rng): string {
  return rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + (rng.chance(0.3) ? rng.pick(W.SYL_B) : "") + rng.pick(W.SYL_C);
}

export const element = defineGenerator({
  kind: "element",
  // v2: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options: {},
  requiredFields: ["name", "nature", "properties", "correspondences", "allies", "opposed", "manifestations", "creatures", "magicalUses", "symbol"],
  fields: [
    { key: "name", label: "Name", generate: ({ rng }) => ({ type: "text", value: `${invent(rng)}, the ${rng.pick(W.EPITHET_ADJ)} ${rng.pick(W.EPITHET_NOUN)}` }) },
    { key: "nature", label: "Nature", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.NATURES) }) },
    { key: "properties", label: "Properties", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.PROPERTIES, 3) }) },
    { key: "correspondences", label: "Colours, emotions and seasons", generate: ({ rng }) => ({ type: "pairs", pairs: [
      { label: "Colours", value: joinList(rng.sample(W.COLOURS, 2)) },
      { label: "Emotion", value: rng.pick(W.EMOTIONS) },
      { label: "Season", value: rng.pick(W.SEASONS) },
    ] }) },
    { key: "allies", label: "Allied elements", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.OTHER.slice(0, 8), 2) }) },
    { key: "opposed", label: "Opposed elements", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.OTHER.slice(8), 2) }) },
    { key: "manifestations", label: "Manifestations", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.MANIFESTATIONS, 3) }) },
    { key: "creatures", label: "Creatures", generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(W.CREATURES[o.setting], 2) }) },
    { key: "magicalUses", formerKeys: ["magical-uses"], label: "Magical uses", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.USES, 3) }) },
    {
      key: "symbol",
      label: "Symbol",
      generate: (ctx) => {
        const text = ctx.rng.pick(W.SYMBOLS);
        const faith = worldEntity(ctx, "religion");
        return withLinks({ type: "text", value: faith ? `${text}, carved on the altars of ${faith.name}` : text }, [faith]);
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const short = name.split(",")[0] ?? name;
    const list = (k: string): readonly string[] => { const v = ctx.get(k); return v.type === "list" ? v.items : []; };
    const corr = ctx.get("correspondences");
    const pair = (l: string): string => (corr.type === "pairs" ? corr.pairs.find((p) => p.label === l)?.value ?? "" : "");
    const rng = ctx.rng("section", "lore");
    const nature = [
      `${short} is ${ctx.text("nature")}. It ${joinList(list("properties"))}.`,
      `Its colours are ${pair("Colours")}; it stirs ${pair("Emotion")} in those who stand near it, and it is strongest in ${pair("Season")}.`,
      `It runs alongside ${joinList(list("allies"))}, and it is forever at odds with ${joinList(list("opposed"))}. Its sign is ${ctx.text("symbol")}.`,
    ];
    const world = [
      `Where it gathers one finds ${joinList(list("manifestations"))}. Among the beings tied to it are ${joinList(list("creatures"))}.`,
      `Practitioners turn it to ${joinList(list("magicalUses"))}.`,
      rng.pick(W.LORE[ctx.options.tone]),
    ];
    return {
      name,
      summary: sentence(`An element that is ${ctx.text("nature")}`),
      sections: [
        { title: "Nature", markdown: nature.join(" ") },
        { title: "In the world", markdown: world.join(" ") },
      ],
      tags: ["element", ctx.options.setting],
    };
  },
});
