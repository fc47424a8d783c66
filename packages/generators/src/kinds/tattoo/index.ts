// The tattoo generator: a design with its placement, style, inks, meaning, culture, the rite
// of application, who may bear it, and what it does.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence, withArticle } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = { style: enumOption("Style", ["any", ...W.STYLES] as const) };
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export const tattoo = defineGenerator({
  kind: "tattoo",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "design", "placement", "style", "inks", "meaning", "culture", "ritual", "bearers", "effect"],
  fields: [
    {
      key: "style",
      label: "Style",
      generate: ({ rng, options: o }) => {
        const s = o.style === "any" ? rng.pick(W.STYLES) : o.style;
        return { type: "text", value: capitalise(W.STYLE_TEXT[s]), meta: s };
      },
    },
    {
      key: "design",
      label: "Design",
      generate: ({ rng }) => {
        const subject = rng.pick(W.SUBJECT);
        return { type: "text", value: capitalise(`${withArticle(subject)} ${rng.pick(W.ACTION)} ${rng.pick(W.OBJECT)}`), meta: subject };
      },
    },
    {
      key: "culture",
      label: "Culture",
      generate: (ctx) => linkFromWorld(ctx.rng, ctx.world, "heritage", (r) => ({ name: r.pick(W.CULTURE_NAMES) })),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["design"],
      generate: (ctx) => {
        const subject = ctx.meta<string>("design") ?? "serpent";
        const { rng } = ctx;
        const given = rng.pick(W.NAME_FIRST) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_LAST);
        const mark = rng.pick(["Mark", "Sign", "Oath", "Seal", "Brand", "Promise", "Ward", "Token"]);
        const value = `${given}'s ${subject.split(" ").map(capitalise).join(" ")} ${mark}`;
        return { type: "text", value };
      },
    },
    { key: "placement", label: "Placement", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.PLACEMENT)) }) },
    { key: "inks", label: "Inks", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.INKS[ctx.options.setting], 2).map(capitalise) }) },
    {
      key: "meaning",
      label: "Meaning",
      generate: ({ rng }) => ({ type: "text", value: fill(rng.pick(W.MEANING), { deed: rng.pick(W.DEED), promise: rng.pick(W.PROMISE), promise2: rng.pick(W.PROMISE2) }) }),
    },
    { key: "ritual", label: "Ritual of application", dependsOn: ["culture"], generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.RITUAL), { culture: ctx.text("culture").replace(/^the /, "") }) }) },
    { key: "bearers", label: "Who may bear it", dependsOn: ["culture"], generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.BEARERS), { culture: ctx.text("culture").replace(/^the /, "") }) }) },
    { key: "effect", label: "Magical effect", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.EFFECT[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const ik = ctx.get("inks");
    const inks = ik.type === "list" ? ik.items.map(lower) : [];
    const look = [
      `${ctx.text("design")}, worked ${lower(ctx.text("placement"))} in ${lower(ctx.text("style"))}.`,
      `The inks are ${joinList(inks)}.`,
      ctx.text("meaning"),
    ].join(" ");
    const rite = `${ctx.text("ritual")} ${ctx.text("bearers")} may wear it. ${ctx.text("effect")}`;
    return {
      name,
      summary: sentence(`${ctx.text("design")}, worn ${lower(ctx.text("placement"))} by those of ${ctx.text("culture")}`),
      sections: [
        { title: "Design and meaning", markdown: look },
        { title: "The rite", markdown: rite },
      ],
      tags: [ctx.options.style === "any" ? "tattoo" : ctx.options.style, "tattoo", ctx.options.setting],
    };
  },
});
