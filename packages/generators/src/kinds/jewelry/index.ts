// The jewelry generator: a piece of jewellery with materials, craft, look, value, property,
// history and inscription. Its metal and stones decide its value band; the setting decides the
// metals, craft and powers; the tone decides its history.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { sentence, withArticle } from "../../core/text.js";
import { paragraph, upper, weave } from "../../core/phrases/weave.js";
import * as W from "./words.js";
import { INSCRIPTIONS_BY } from "./words-inscriptions.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta" | "has">;

/** The worth of the materials (metal tier + stone tier, 0–6), read defensively from their meta. */
export function worthOf(ctx: Ctx): number {
  const m = ctx.has("materials") ? ctx.meta<number>("materials") : undefined;
  return typeof m === "number" && m >= 0 && m < W.VALUE_BAND.length ? m : 0;
}

const DESC = [
  "{Name} is {a:type} of {materials}, shaped as {look}.",
  "{A:Type} of {materials}: {look}.",
  "Shaped as {look}, this {type} is {materials}.",
  "This {type} of {materials} takes the form of {look}.",
];
const CRAFT = ["The work is {craft}.", "Its maker used {craft}.", "Look close: {craft}.", "Jewellers admire the {craft}."];
const INSC = [
  "Inside it reads: “{inscription}.”",
  "The inscription: “{inscription}.”",
  "Engraved on it: “{inscription}.”",
  "It bears the words “{inscription}.”",
];
const VALUE = ["A jeweller would value it at about {value}.", "It would fetch {value}.", "Its worth: some {value}.", "Expect to pay {value} for it."];
const POWER = [
  "It is said that it {prop}.",
  "Wearers say it {prop}.",
  "They say it {prop}.",
  "Legend holds that it {prop}.",
  "It {prop}, or so they claim.",
  "Some swear it {prop}.",
  "Its gift: it {prop}.",
  "Rumour says it {prop}.",
];

export const jewelry = defineGenerator({
  kind: "jewelry",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: metal and stones decide the value band; setting-aware metals, craft and powers;
  //     histories composed by tone; varied prose (no fixed sentences).
  // v5: inscriptions by setting; mythic metals no longer line up with high fantasy's.
  version: 5,
  options,
  requiredFields: ["name", "type", "materials", "craft", "look", "value", "property", "history", "inscription"],
  fields: [
    { key: "type", label: "Type", generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.pick(W.TYPES) : o.type }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const who = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_B);
        return { type: "text", value: `The ${rng.pick(W.ADJ[ctx.options.setting])} ${upper(ctx.text("type"))} of ${who}` };
      },
    },
    {
      key: "materials",
      label: "Materials and gems",
      generate: ({ rng, options: o }) => {
        const [metal, mt] = rng.pick(W.METALS[o.setting]);
        const [gem, gt] = rng.pick(W.GEMS);
        return { type: "text", value: `${metal} set with ${gem}`, meta: mt + gt };
      },
    },
    { key: "craft", label: "Craft", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.CRAFT[o.setting]) }) },
    {
      key: "look",
      label: "Look",
      generate: ({ rng, options: o }) => ({ type: "text", value: `${rng.pick(W.LOOK_SHAPE)}, ${rng.pick(W.LOOK_WEAR[o.setting])}` }),
    },
    {
      key: "value",
      label: "Value",
      dependsOn: ["materials"],
      generate: (ctx) => {
        const [lo, hi] = W.VALUE_BAND[worthOf(ctx)] as readonly [number, number];
        const n = ctx.rng.int(lo, hi);
        const unit = W.UNIT[ctx.options.setting];
        return { type: "number", value: n, unit, text: `${n} ${unit}` };
      },
    },
    {
      key: "property",
      label: "Property",
      generate: ({ rng, options: o }) => ({ type: "text", value: rng.chance(0.1) ? "none but its beauty" : rng.pick(W.PROP_DO[o.setting]) }),
    },
    {
      key: "history",
      label: "History",
      generate: (ctx) => {
        const t = ctx.options.tone;
        const text = sentence(weave(ctx.rng, W.HIST_WHO[t], W.HIST_DID[t], W.HIST_AFTER[t]));
        const owner = worldEntity(ctx, "character");
        return withLinks({ type: "text", value: owner ? `${text} Its last known owner was ${owner.name}.` : text }, [owner]);
      },
    },
    { key: "inscription", label: "Inscription", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(INSCRIPTIONS_BY[o.setting]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const prop = ctx.text("property");
    const r = ctx.rng("section", "description");
    const vars = {
      name,
      type: ctx.text("type"),
      materials: ctx.text("materials"),
      look: ctx.text("look"),
      craft: ctx.text("craft"),
      inscription: ctx.text("inscription"),
      value: ctx.text("value"),
      prop,
    };
    const desc = paragraph(r, [fill(r.pick(DESC), vars), fill(r.pick(CRAFT), vars), fill(r.pick(INSC), vars), fill(r.pick(VALUE), vars)]);
    const h = ctx.rng("section", "history");
    return {
      name,
      summary: sentence(`${upper(withArticle(ctx.text("type")))} of ${ctx.text("materials")}`),
      sections: [
        { title: "Description", markdown: desc },
        {
          title: "History and power",
          markdown: `${ctx.text("history")} ${prop.startsWith("none") ? "It has no power but its beauty." : fill(h.pick(POWER), vars)}`,
        },
      ],
      tags: [ctx.text("type"), ctx.options.setting],
    };
  },
});
