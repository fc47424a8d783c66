// The material generator: a substance with its source, properties, look, rarity, value, uses, working and hazards.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { joinList, sentence, withArticle } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta">;

function mtype(ctx: Ctx): W.MaterialType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.MaterialType) : "metal";
}

export const material = defineGenerator({
  kind: "material",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options,
  requiredFields: ["name", "type", "source", "properties", "look", "rarity", "value", "uses", "working", "hazards"],
  fields: [
    { key: "type", label: "Type", generate: ({ rng, options: o }) => { const t = o.type === "any" ? rng.pick(W.TYPES) : o.type; return { type: "text", value: t, meta: t }; } },
    { key: "name", label: "Name", dependsOn: ["type"], generate: (ctx) => {
      const { rng } = ctx;
      const core = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_B).toLowerCase() + rng.pick(W.SUFFIX[mtype(ctx)]);
      return { type: "text", value: `${rng.pick(W.ADJ)} ${core}` };
    } },
    {
      key: "source",
      label: "Source",
      dependsOn: ["type"],
      generate: (ctx) => {
        const text = ctx.rng.pick(W.SOURCES[mtype(ctx)]);
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "text", value: place ? `${text}, above all near ${place.name}` : text }, [place]);
      },
    },
    { key: "properties", label: "Properties", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.PROPERTIES, 3) }) },
    { key: "look", label: "Look", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.LOOKS) }) },
    { key: "rarity", label: "Rarity", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.RARITY) }) },
    { key: "value", label: "Value", generate: ({ rng }) => { const n = rng.int(1, 50) * 10; return { type: "number", value: n, unit: "gold per pound", text: `${n} gold per pound` }; } },
    { key: "uses", label: "Uses", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.USES, 3) }) },
    { key: "working", label: "Working it", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.WORKING) }) },
    { key: "hazards", label: "Hazards", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.HAZARDS) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const list = (k: string): readonly string[] => { const v = ctx.get(k); return v.type === "list" ? v.items : []; };
    const rng = ctx.rng("section", "lore");
    const nature = [
      `${name} is ${withArticle(ctx.text("rarity"))} ${ctx.text("type")} drawn from ${ctx.text("source")}. It has ${ctx.text("look")}, and it is ${joinList(list("properties"))}.`,
      `It fetches around ${ctx.text("value")}.`,
    ];
    const work = [
      `${ctx.text("working")} It is prized for ${joinList(list("uses"))}. As for hazards, ${ctx.text("hazards")}.`,
      rng.pick(W.LORE[ctx.options.tone]),
    ];
    return {
      name,
      summary: sentence(`${withArticle(ctx.text("rarity"))} ${ctx.text("type")} from ${ctx.text("source")}`).replace(/^./, (c) => c.toUpperCase()),
      sections: [{ title: "Nature", markdown: nature.join(" ") }, { title: "Working and use", markdown: work.join(" ") }],
      tags: [ctx.text("type"), ctx.options.setting],
    };
  },
});
