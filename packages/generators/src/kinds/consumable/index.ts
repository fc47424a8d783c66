// The consumable generator: a potion, food or draught with effects, side effects, ingredients and
// price. Rarity decides the price band, the strength of the effects and how long they last.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import type { FieldValue } from "../../core/types.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { sentence, withArticle, joinList } from "../../core/text.js";
import { weave, upper } from "../../core/phrases/weave.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta" | "has">;

function ctype(ctx: Ctx): W.ConsumableType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.ConsumableType) : "potion";
}
/** The rarity field's value (a locked value is read defensively). */
export function rarityOf(ctx: Ctx): W.Rarity {
  const r = ctx.has("rarity") ? ctx.meta<string>("rarity") : undefined;
  return (W.RARITY as readonly string[]).includes(r ?? "") ? (r as W.Rarity) : "common";
}

const USE = [
  "{Name} is {a:rarity} {type} that {e1}, and {e2}.",
  "A dose of {name} {e1}; it also {e2}.",
  "Taken as meant, {name} {e1} and {e2}.",
  "Those who take {name} find it {e1}. It {e2} as well.",
  "{Name} {e1}. Beyond that, it {e2}.",
  "First and foremost, {name} {e1}; it {e2} too.",
];
const LASTS = [
  "The effect lasts {duration}.",
  "It works for {duration}.",
  "One dose is good for {duration}.",
  "It holds for {duration}.",
  "Its work wears off after {duration}.",
];
const SIDE = ["It leaves {side}.", "Takers report {side}.", "Watch for {side}.", "The price is {side}.", "Expect {side}."];
const LOOK = ["It comes as {look}.", "Sellers offer it as {look}.", "Look for {look}.", "It is sold as {look}."];
const MAKING = [
  "{Makers} {verb} {where}, from {ingredients}.",
  "From {ingredients}, {makers} {verb} {where}.",
  "Its recipe calls for {ingredients}; {makers} {verb} {where}.",
];
const TRADE = [
  "It keeps {shelf}. A dose sells for about {price}.",
  "Expect to pay {price}; it keeps {shelf}.",
  "A dose goes for {price} and keeps {shelf}.",
  "At {price} a dose, it keeps {shelf}.",
  "{Shelf2}, it lasts {shelf1}; the going rate is {price}.",
  "It lasts {shelf1} {shelf2}, and costs {price}.",
];

function trade(template: string, shelf: FieldValue, price: string): string {
  const text = shelf.type === "text" ? shelf.value : "";
  const m = shelf.meta as readonly string[] | undefined;
  const [s1, s2] = Array.isArray(m) && m.length === 2 ? m : [text, ""];
  return fill(template, { shelf: text, shelf1: String(s1), shelf2: String(s2) || "well", price });
}

export const consumable = defineGenerator({
  kind: "consumable",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  // v5: rarity decides price band, potency and duration; composed, setting- and tone-aware prose.
  // v6: the storage sentence reads "Kept from sunlight, it lasts …", not "Kept kept from sunlight".
  // v7: mythic has its own nouns (libations, kykeon, ambrosia) and its own side-effect timings.
  version: 7,
  options,
  requiredFields: ["name", "type", "effects", "duration", "sideEffects", "ingredients", "tasteAndLook", "rarity", "price", "shelfLife"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.TYPES) : o.type;
        return { type: "text", value: t, meta: t };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng }) => {
        const r = rng.weighted(W.RARITY_WEIGHTS);
        return { type: "text", value: r, meta: r };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const who = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_C);
        return { type: "text", value: `${who}'s ${rng.pick(W.ADJ[o.setting])} ${rng.pick(W.NOUN[o.setting][ctype(ctx)])}` };
      },
    },
    {
      key: "effects",
      label: "Effects",
      dependsOn: ["type", "rarity"],
      generate: (ctx) => {
        const { rng } = ctx;
        const pot = W.POTENCY[rarityOf(ctx)];
        return { type: "list", items: rng.sample(W.EFFECT_CORE[ctype(ctx)], 2).map((e) => `${e} ${rng.pick(pot)}`) };
      },
    },
    { key: "duration", label: "Duration", dependsOn: ["rarity"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.DURATIONS[rarityOf(ctx)]) }) },
    {
      key: "sideEffects",
      formerKeys: ["side-effects"],
      label: "Side effects",
      generate: ({ rng, options: o }) => ({ type: "text", value: weave(rng, W.SIDE_WHAT[o.tone], W.SIDE_WHEN[o.setting]) }),
    },
    {
      key: "ingredients",
      label: "Ingredients",
      generate: (ctx) => {
        const items = ctx.rng.sample(W.INGREDIENTS[ctx.options.setting], 3);
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "list", items: place ? items.map((x, i) => (i === 0 ? `${x} from ${place.name}` : x)) : items }, [place]);
      },
    },
    {
      key: "tasteAndLook",
      formerKeys: ["taste-and-look"],
      label: "Taste and look",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const colour = rng.pick(W.COLOURS);
        const body = rng.pick(W.LOOK_BODY[ctype(ctx)]);
        const sp = body.indexOf(" ");
        const look = body.startsWith("a ") || body.startsWith("an ") ? withArticle(`${colour} ${body.slice(sp + 1)}`) : `${colour} ${body}`;
        return { type: "text", value: `${look} ${rng.pick(W.VESSEL[o.setting])}, ${rng.pick(W.TASTES)}` };
      },
    },
    {
      key: "price",
      label: "Price",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const [lo, hi] = W.PRICE_BAND[rarityOf(ctx)];
        const n = ctx.rng.int(lo, hi);
        const unit = W.CURRENCY[ctx.options.setting];
        return { type: "number", value: n, unit, text: `${n} ${unit}` };
      },
    },
    {
      key: "shelfLife",
      formerKeys: ["shelf-life"],
      label: "Shelf life",
      dependsOn: ["type"],
      generate: (ctx) => {
        const s1 = ctx.rng.pick(W.SHELF[ctype(ctx)]);
        const s2 = ctx.rng.pick(W.STORAGE[ctx.options.setting]);
        return { type: "text", value: `${s1} ${s2}`, meta: [s1, s2] };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const list = (k: string): readonly string[] => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const o = ctx.options;
    const rng = ctx.rng("section", "use");
    const effects = list("effects");
    const vars = {
      name,
      rarity: ctx.text("rarity"),
      type: ctx.text("type"),
      e1: effects[0] ?? "does little",
      e2: effects[1] ?? "does little else",
      duration: ctx.text("duration"),
      side: ctx.text("sideEffects"),
      look: ctx.text("tasteAndLook"),
    };
    const use = [fill(rng.pick(USE), vars), fill(rng.pick(LASTS), vars), fill(rng.pick(SIDE), vars), fill(rng.pick(LOOK), vars)];
    const t = ctx.rng("section", "trade");
    const making = [
      fill(t.pick(MAKING), {
        makers: t.pick(W.MAKERS[o.setting]),
        verb: t.pick(W.MAKE_VERB),
        where: t.pick(W.MAKE_WHERE),
        ingredients: joinList(list("ingredients")),
      }),
      trade(t.pick(TRADE), ctx.get("shelfLife"), ctx.text("price")),
      sentence(weave(t, W.LORE_WHO[o.tone], W.LORE_DO[o.tone], W.LORE_WHY[o.tone])),
    ];
    return {
      name,
      summary: upper(sentence(`${withArticle(ctx.text("rarity"))} ${ctx.text("type")} that ${effects[0] ?? "does little"}`)),
      sections: [
        { title: "Use and effects", markdown: use.join(" ") },
        { title: "Making and trade", markdown: making.join(" ") },
      ],
      tags: [ctx.text("type"), ctx.text("rarity"), o.setting],
    };
  },
});
