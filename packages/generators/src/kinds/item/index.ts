// The item generator: a named object with rarity, material, look, properties, value, weight,
// maker, provenance, requirements and a quirk or curse.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, joinList, sentence, withArticle } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = {
  rarity: enumOption("Rarity", ["any", ...W.RARITIES] as const),
  type: enumOption("Type", ["any", ...W.TYPES] as const),
};
type Ctx = FieldCtx<typeof options>;

function rarityOf(ctx: Ctx): W.Rarity {
  const t = ctx.meta<string>("rarity");
  return (W.RARITIES as readonly string[]).includes(t ?? "") ? (t as W.Rarity) : "common";
}
const given = (rng: Rng): string => rng.pick(W.NAME_FIRST) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_LAST);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export const item = defineGenerator({
  kind: "item",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "type", "rarity", "material", "appearance", "properties", "value", "weight", "provenance", "maker", "requirements", "quirk"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: (ctx) => {
        const t = ctx.options.type === "any" ? ctx.rng.pick(W.TYPES) : ctx.options.type;
        const base = ctx.rng.pick(W.BASE[t][W.IS_NEW[ctx.options.setting] ? "new" : "old"]);
        return { type: "text", value: base, meta: t };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng, options: o }) => {
        const r = o.rarity === "any" ? rng.weighted([["common", 3], ["uncommon", 4], ["rare", 3], ["legendary", 1]] as const) : o.rarity;
        return { type: "text", value: capitalise(r), meta: r };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const base = ctx.text("type");
        const value = rng.weighted<() => string>([
          [() => `${given(rng)}, the ${rng.pick(W.EPITHET)} ${base}`, 3],
          [() => `The ${base} of ${given(rng)}, ${rng.pick(W.EPITHET)}`, 2],
          [() => `${given(rng)}'s ${base}, called ${rng.pick(W.EPITHET)}`, 2],
        ])();
        return { type: "text", value };
      },
    },
    { key: "material", label: "Material", generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.MATERIALS[ctx.options.setting])) }) },
    {
      key: "appearance",
      label: "Appearance",
      dependsOn: ["material"],
      generate: (ctx) => ({
        type: "text",
        value: capitalise(fill(ctx.rng.pick(W.LOOK), { material: lower(ctx.text("material")), motif: ctx.rng.pick(W.MOTIF), wear: ctx.rng.pick(W.WEAR), binding: ctx.rng.pick(W.BINDING) })),
      }),
    },
    {
      key: "properties",
      label: "Properties",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const r = rarityOf(ctx);
        const lower2 = r === "common" ? [] : W.PROPERTIES[W.RARITIES[W.RARITIES.indexOf(r) - 1] as W.Rarity];
        return { type: "list", items: [ctx.rng.pick(W.PROPERTIES[r]), ...(lower2.length ? [ctx.rng.pick(lower2)] : [])].map(capitalise) };
      },
    },
    {
      key: "value",
      label: "Value",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const [lo, hi] = W.VALUE[rarityOf(ctx)];
        const n = ctx.rng.int(lo, hi);
        const unit = W.CURRENCY[ctx.options.setting];
        return { type: "number", value: n, unit, text: `${formatNumber(n)} ${unit}` };
      },
    },
    {
      key: "weight",
      label: "Weight",
      generate: ({ rng }) => {
        const n = rng.int(1, 120) / 10;
        return { type: "number", value: n, unit: "lb", text: `${n} lb` };
      },
    },
    {
      key: "maker",
      label: "Maker",
      generate: (ctx) => {
        const name = fill(ctx.rng.pick(W.MAKERS), { maker: ctx.rng.pick(W.MAKER_NAMES) });
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name: capitalise(name) }));
      },
    },
    { key: "provenance", label: "Provenance", generate: ({ rng }) => ({ type: "text", value: fill(rng.pick(W.PROVENANCE), { years: String(rng.int(3, 300)), n: String(rng.int(3, 9)) }) }) },
    { key: "requirements", label: "Requirements", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.REQUIREMENTS) }) },
    { key: "quirk", label: "Quirk or curse", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.QUIRKS[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const base = ctx.text("type").toLowerCase();
    const rarity = ctx.text("rarity").toLowerCase();
    const p = ctx.get("properties");
    const props = p.type === "list" ? p.items.map(lower) : [];
    const r = ctx.rng("description");
    const desc = [
      `${capitalise(withArticle(`${rarity} ${base}`))} of ${lower(ctx.text("material"))}: ${lower(ctx.text("appearance"))}.`,
      `It weighs ${ctx.text("weight")} and would fetch ${ctx.text("value")} from ${r.pick(["a collector who asks no questions", "any honest dealer", "the right buyer", "a desperate noble"])}.`,
      `Those who carry it find that it ${joinList(props)}.`,
    ].join(" ");
    const history = [
      `It was made by ${ctx.text("maker")}. ${ctx.text("provenance")}`,
      `${ctx.text("requirements")}.`,
      ctx.text("quirk"),
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(withArticle(`${rarity} ${base}`))} of ${lower(ctx.text("material"))} that ${props[0] ?? "endures"}`),
      sections: [
        { title: "Description", markdown: desc },
        { title: "History and use", markdown: history },
      ],
      tags: [base, rarity, ctx.options.setting],
    };
  },
});
