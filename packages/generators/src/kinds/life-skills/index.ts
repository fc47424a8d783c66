// The life-skills generator: a trade or craft with tools, materials, tiers of mastery,
// products, its guild, its value and its risks.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = { category: enumOption("Category", ["any", ...W.CATEGORIES] as const) };
type Ctx = FieldCtx<typeof options>;

function words(ctx: Ctx): W.CraftWords {
  const c = ctx.meta<string>("category");
  return W.CRAFT[(W.CATEGORIES as readonly string[]).includes(c ?? "") ? (c as W.Category) : "crafting"];
}
const place = (rng: Rng): string => rng.pick(W.PLACE_START) + rng.pick(W.PLACE_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const lifeSkills = defineGenerator({
  kind: "life-skills",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "category", "tools", "materials", "tiers", "products", "guild", "value", "risks"],
  fields: [
    {
      key: "category",
      label: "Category",
      generate: ({ rng, options: o }) => {
        const c = o.category === "any" ? rng.pick(W.CATEGORIES) : o.category;
        return { type: "text", value: capitalise(c), meta: c };
      },
    },
    {
      key: "craft",
      label: "Craft",
      dependsOn: ["category"],
      generate: (ctx) => {
        const i = ctx.rng.int(0, words(ctx).crafts.length - 1);
        return { type: "text", value: words(ctx).crafts[i] ?? "Weaving", meta: i };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const { rng } = ctx;
        const craft = ctx.text("craft");
        const value = rng.weighted<() => string>([
          [() => `${place(rng)} ${craft} of the ${rng.pick(W.PLACE_START)} ${rng.pick(["School", "Method", "Tradition", "Way", "Style"])}`, 1],
          [() => `${craft}, in the ${place(rng)} manner (${rng.pick(W.PLACE_START)}${rng.pick(W.PLACE_END)} line)`, 1],
        ])();
        return { type: "text", value };
      },
    },
    {
      key: "tools",
      label: "Tools",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const i = ctx.meta<number>("craft") ?? 0;
        const w = words(ctx);
        return { type: "list", items: [w.tools[i % w.tools.length] ?? "", ctx.rng.pick(w.tools)].filter((x, j, a) => a.indexOf(x) === j).map(capitalise) };
      },
    },
    {
      key: "materials",
      label: "Materials",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const i = ctx.meta<number>("craft") ?? 0;
        const w = words(ctx);
        return { type: "list", items: [w.materials[i % w.materials.length] ?? "", ctx.rng.pick(w.materials)].filter((x, j, a) => a.indexOf(x) === j).map(capitalise) };
      },
    },
    {
      key: "products",
      label: "Products",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const i = ctx.meta<number>("craft") ?? 0;
        const w = words(ctx);
        return { type: "list", items: [w.products[i % w.products.length] ?? "", ctx.rng.pick(w.products)].filter((x, j, a) => a.indexOf(x) === j).map(capitalise) };
      },
    },
    {
      key: "tiers",
      label: "Tiers of mastery",
      dependsOn: ["products"],
      generate: (ctx) => {
        const product = lower(items(ctx.get("products"))[0] ?? "goods");
        let years = 0;
        const rows = W.TIERS.map((t, i) => {
          years += i === 0 ? 0 : ctx.rng.int(1, 6);
          return [t, i === 0 ? "Starting out" : `${years} years`, capitalise(fill(W.TIER_TEXT[i] ?? "", { product, make: product }))];
        });
        return { type: "table", columns: ["Tier", "Typical time", "What they can do"], rows };
      },
    },
    {
      key: "guild",
      label: "Guild",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const name = `The ${ctx.rng.pick(words(ctx).guildNoun)} of ${ctx.text("craft")} at ${place(ctx.rng)}`;
        return linkFromWorld(ctx.rng, ctx.world, "faction", () => ({ name }));
      },
    },
    { key: "value", label: "Value", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.VALUE) }) },
    { key: "risks", label: "Risks", dependsOn: ["category"], generate: (ctx) => ({ type: "list", items: ctx.rng.sample(words(ctx).risks, 2).map(capitalise) }) },
    { key: "culture", label: "Standing", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.STYLE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const craft = ctx.text("craft");
    const tools = items(ctx.get("tools")).map(lower);
    const mats = items(ctx.get("materials")).map(lower);
    const prods = items(ctx.get("products")).map(lower);
    const risks = items(ctx.get("risks")).map(lower);
    const t = ctx.get("tiers");
    const tierLines = t.type === "table" ? t.rows.map((r) => `- **${r[0] ?? ""}** (${lower(r[1] ?? "")}): ${lower(r[2] ?? "")}.`) : [];
    const practice = [
      `${craft} is worked with ${joinList(tools)}, from ${joinList(mats)}, and yields ${joinList(prods)}.`,
      `Its practitioners answer to ${ctx.text("guild")}. ${ctx.text("value")}`,
      `The dangers are ${joinList(risks)}. ${ctx.text("culture")}`,
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("category").toLowerCase())} craft of ${lower(craft)} that yields ${prods[0] ?? "goods"}`),
      sections: [
        { title: "The practice", markdown: practice },
        { title: "Paths of mastery", markdown: `A practitioner rises through five tiers:\n\n${tierLines.join("\n")}` },
      ],
      tags: [ctx.text("category").toLowerCase(), lower(craft), ctx.options.setting],
    };
  },
});
