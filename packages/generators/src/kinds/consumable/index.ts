// The consumable generator: a potion, food or draught with effects, side effects, ingredients and price.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { joinList, sentence, withArticle } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta">;

function ctype(ctx: Ctx): W.ConsumableType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.ConsumableType) : "potion";
}

export const consumable = defineGenerator({
  kind: "consumable",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  version: 4,
  options,
  requiredFields: ["name", "type", "effects", "duration", "sideEffects", "ingredients", "tasteAndLook", "rarity", "price", "shelfLife"],
  fields: [
    { key: "type", label: "Type", generate: ({ rng, options: o }) => { const t = o.type === "any" ? rng.pick(W.TYPES) : o.type; return { type: "text", value: t, meta: t }; } },
    { key: "name", label: "Name", dependsOn: ["type"], generate: (ctx) => {
      const { rng } = ctx;
      const who = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_C);
      return { type: "text", value: `${who}'s ${rng.pick(W.ADJ)} ${rng.pick(W.NOUN[ctype(ctx)])}` };
    } },
    { key: "effects", label: "Effects", dependsOn: ["type"], generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.EFFECTS[ctype(ctx)], 2) }) },
    { key: "duration", label: "Duration", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.DURATIONS) }) },
    { key: "sideEffects", formerKeys: ["side-effects"], label: "Side effects", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.SIDE_EFFECTS) }) },
    {
      key: "ingredients",
      label: "Ingredients",
      generate: (ctx) => {
        const items = ctx.rng.sample(W.INGREDIENTS[ctx.options.setting], 3);
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "list", items: place ? items.map((x, i) => (i === 0 ? `${x} from ${place.name}` : x)) : items }, [place]);
      },
    },
    { key: "tasteAndLook", formerKeys: ["taste-and-look"], label: "Taste and look", generate: ({ rng }) => ({ type: "text", value: `${rng.pick(W.LOOKS)}, ${rng.pick(W.TASTES)}` }) },
    { key: "rarity", label: "Rarity", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.RARITY) }) },
    { key: "price", label: "Price", generate: ({ rng, options: o }) => { const n = rng.int(1, 40) * 5; return { type: "number", value: n, unit: W.CURRENCY[o.setting], text: `${n} ${W.CURRENCY[o.setting]}` }; } },
    { key: "shelfLife", formerKeys: ["shelf-life"], label: "Shelf life", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.SHELF) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const list = (k: string): readonly string[] => { const v = ctx.get(k); return v.type === "list" ? v.items : []; };
    const rng = ctx.rng("section", "lore");
    const use = [
      `${name} is ${withArticle(ctx.text("rarity"))} ${ctx.text("type")} that ${joinList(list("effects"))}. The effect lasts ${ctx.text("duration")}, and it leaves ${ctx.text("sideEffects")}.`,
      `It appears as ${ctx.text("tasteAndLook")}.`,
    ];
    const making = [
      `It is made from ${joinList(list("ingredients"))}, keeps for ${ctx.text("shelfLife")}, and sells for about ${ctx.text("price")}.`,
      rng.pick(W.LORE[ctx.options.tone]),
    ];
    return {
      name,
      summary: sentence(`${withArticle(ctx.text("rarity"))} ${ctx.text("type")} that ${list("effects")[0] ?? "does little"}`).replace(/^./, (c) => c.toUpperCase()),
      sections: [
        { title: "Use and effects", markdown: use.join(" ") },
        { title: "Making and trade", markdown: making.join(" ") },
      ],
      tags: [ctx.text("type"), ctx.options.setting],
    };
  },
});
