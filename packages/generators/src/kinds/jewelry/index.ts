// The jewelry generator: a piece of jewellery with materials, craft, look, value, property, history and inscription.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { sentence, withArticle } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };

export const jewelry = defineGenerator({
  kind: "jewelry",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options,
  requiredFields: ["name", "type", "materials", "craft", "look", "value", "property", "history", "inscription"],
  fields: [
    { key: "type", label: "Type", generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.pick(W.TYPES) : o.type }) },
    { key: "name", label: "Name", dependsOn: ["type"], generate: (ctx) => {
      const { rng } = ctx;
      const who = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_B);
      const t = ctx.text("type");
      return { type: "text", value: `The ${rng.pick(W.ADJ)} ${t.charAt(0).toUpperCase()}${t.slice(1)} of ${who}` };
    } },
    { key: "materials", label: "Materials and gems", generate: ({ rng }) => ({ type: "text", value: `${rng.pick(W.METALS)} set with ${rng.pick(W.GEMS)}` }) },
    { key: "craft", label: "Craft", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.CRAFT) }) },
    { key: "look", label: "Look", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.LOOKS) }) },
    { key: "value", label: "Value", generate: ({ rng }) => { const n = rng.int(2, 80) * 25; return { type: "number", value: n, unit: "gold", text: `${n} gold` }; } },
    { key: "property", label: "Property", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.PROPERTIES) }) },
    {
      key: "history",
      label: "History",
      generate: (ctx) => {
        const text = ctx.rng.pick(W.HISTORY[ctx.options.tone]);
        const owner = worldEntity(ctx, "character");
        return withLinks({ type: "text", value: owner ? `${text} Its last known owner was ${owner.name}.` : text }, [owner]);
      },
    },
    { key: "inscription", label: "Inscription", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.INSCRIPTIONS) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const prop = ctx.text("property");
    return {
      name,
      summary: sentence(`${withArticle(ctx.text("type")).replace(/^./, (c) => c.toUpperCase())} of ${ctx.text("materials")}`),
      sections: [
        { title: "Description", markdown: `${name} is ${withArticle(ctx.text("type"))} of ${ctx.text("materials")}, ${ctx.text("look")}. The work is ${ctx.text("craft")}, and inside it reads: “${ctx.text("inscription")}.” A jeweller would value it at about ${ctx.text("value")}.` },
        { title: "History and power", markdown: `${ctx.text("history")} ${prop.startsWith("none") ? "It has no power but its beauty." : `It is said that it ${prop}.`}` },
      ],
      tags: [ctx.text("type"), ctx.options.setting],
    };
  },
});
