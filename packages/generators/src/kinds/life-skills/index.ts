// The life-skills generator: a trade or craft with tools, materials, tiers of mastery,
// products, its guild, its value and its risks. The setting decides which crafts exist (eras.ts)
// and a craft carries its own tool, material and product, so the fields agree.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import { craftsOf, GUILD_FORMS, keyOf, PLACE_PARTS, type Craft, type Key } from "./eras.js";
import { LEGEND_RISKS, LEGEND_VALUE } from "./eras-legend.js";
import * as W from "./words.js";
import { archetypeField, type Archetype } from "../../core/archetype.js";
import { SETTINGS, type Setting } from "../../core/options.js";
import { midName } from "../../core/realise.js";

const options = { category: enumOption("Category", ["any", ...W.CATEGORIES] as const) };
type Ctx = FieldCtx<typeof options>;

function category(ctx: Pick<Ctx, "meta">): W.Category {
  const c = ctx.meta<string>("category");
  return (W.CATEGORIES as readonly string[]).includes(c ?? "") ? (c as W.Category) : "crafting";
}
/** A craft as an archetype: it fixes its tool, material and product (and so tiers, products and risks that follow). */
interface CraftArchetype extends Archetype, Craft {}
const CRAFT_TABLES: Readonly<Record<string, readonly CraftArchetype[]>> = Object.fromEntries(
  SETTINGS.flatMap((s) => W.CATEGORIES.map((c) => [`${s}:${c}`, craftsOf(s, c).map((x) => ({ ...x, id: x.craft, label: x.craft }))])),
);
const craftTable = (setting: Setting, c: W.Category): readonly CraftArchetype[] => CRAFT_TABLES[`${setting}:${c}`] ?? [];

/** The craft a field builds on: the craft field's meta (checked: a locked value may be old), else the category's first. */
function craftOf(ctx: Pick<Ctx, "meta" | "options">): Craft {
  const m = ctx.meta("craft") as { id?: unknown; craft?: unknown; tool?: unknown; material?: unknown; product?: unknown } | undefined;
  if (m && typeof m === "object" && typeof m.id === "string") {
    const found = craftTable(ctx.options.setting, category(ctx)).find((c) => c.id === m.id);
    if (found) return found;
  }
  if (
    m &&
    typeof m === "object" &&
    typeof m.craft === "string" &&
    typeof m.tool === "string" &&
    typeof m.material === "string" &&
    typeof m.product === "string"
  ) {
    return { craft: m.craft, tool: m.tool, material: m.material, product: m.product };
  }
  return craftsOf(ctx.options.setting, category(ctx))[0] as Craft;
}
/** A place name from a start and an end; a tripled letter at the joint ("Millley") is cut to two. */
const place = (rng: Rng, era: Key): string => (rng.pick(PLACE_PARTS[era][0]) + rng.pick(PLACE_PARTS[era][1])).replace(/(.)\1\1+/g, "$1$1");
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);
/** The craft's own item first, then another of the same category and era. */
function pair(ctx: Ctx, key: "tool" | "material" | "product"): { type: "list"; items: string[] } {
  const own = craftOf(ctx)[key];
  const other = ctx.rng.pick(craftsOf(ctx.options.setting, category(ctx)))[key];
  return { type: "list", items: (other === own ? [own] : [own, other]).map(capitalise) };
}

export const lifeSkills = defineGenerator({
  kind: "life-skills",
  // v2: the Name row comes first in the result fields.
  // v3: the setting decides the crafts (by era); tools, materials and products come with the craft; tiers read right ("Can raw ore" is gone); varied prose.
  // v4: a tier one year in reads "1 year", not "1 years".
  // v5: dark fantasy and mythic have their own crafts, guilds, place names, pay and risks (eras-legend.ts).
  // v6: the craft is the archetype (narrowed by locked tools, materials, products); a guild's "The" is lower-cased mid-sentence; names lose the comma.
  version: 6,
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
    archetypeField<CraftArchetype, Ctx["options"]>({
      key: "craft",
      label: "Craft",
      table: (ctx) => craftTable(ctx.options.setting, category(ctx)),
      fits: {
        tools: (a, v) => v.type === "list" && v.items.some((i) => i.toLowerCase() === a.tool.toLowerCase()),
        materials: (a, v) => v.type === "list" && v.items.some((i) => i.toLowerCase() === a.material.toLowerCase()),
        products: (a, v) => v.type === "list" && v.items.some((i) => i.toLowerCase() === a.product.toLowerCase()),
      },
    }),
    {
      key: "name",
      label: "Name",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const { rng } = ctx;
        const era = keyOf(ctx.options.setting);
        const craft = ctx.text("craft");
        const value = rng.weighted<() => string>([
          [() => `${place(rng, era)} ${craft} of the ${rng.pick(PLACE_PARTS[era][0])} ${rng.pick(["School", "Method", "Tradition", "Way", "Style"])}`, 1],
          [() => `${craft} in the ${place(rng, era)} manner (${place(rng, era)} line)`, 1],
        ])();
        return { type: "text", value };
      },
    },
    { key: "tools", label: "Tools", dependsOn: ["craft"], generate: (ctx) => pair(ctx, "tool") },
    { key: "materials", label: "Materials", dependsOn: ["craft"], generate: (ctx) => pair(ctx, "material") },
    { key: "products", label: "Products", dependsOn: ["craft"], generate: (ctx) => pair(ctx, "product") },
    {
      key: "tiers",
      label: "Tiers of mastery",
      dependsOn: ["products"],
      generate: (ctx) => {
        const product = lower(items(ctx.get("products"))[0] ?? "goods");
        let years = 0;
        const rows = W.TIERS.map((t, i) => {
          years += i === 0 ? 0 : ctx.rng.int(1, 6);
          return [
            t,
            i === 0 ? ctx.rng.pick(W.FIRST_TIME) : `${years} ${years === 1 ? "year" : "years"}`,
            capitalise(fill(ctx.rng.pick(W.TIER_TEXT[i] ?? []), { product })),
          ];
        });
        return { type: "table", columns: ["Tier", "Typical time", "What they can do"], rows };
      },
    },
    {
      key: "guild",
      label: "Guild",
      dependsOn: ["craft"],
      generate: (ctx) => {
        const era = keyOf(ctx.options.setting);
        const old = W.CRAFT[category(ctx)].guildNoun;
        const name = fill(ctx.rng.pick(GUILD_FORMS[era]), { noun: ctx.rng.pick(old), craft: ctx.text("craft"), place: place(ctx.rng, era) });
        return linkFromWorld(ctx.rng, ctx.world, "faction", () => ({ name }));
      },
    },
    {
      key: "value",
      label: "Value",
      generate: ({ rng, options: o }) => {
        const k = keyOf(o.setting);
        return { type: "text", value: rng.pick(k === "dark" || k === "mythic" ? LEGEND_VALUE[k] : W.VALUE[k]) };
      },
    },
    {
      key: "risks",
      label: "Risks",
      dependsOn: ["category"],
      generate: (ctx) => {
        const era = keyOf(ctx.options.setting);
        const pool = era === "old" ? W.CRAFT[category(ctx)].risks : era === "dark" || era === "mythic" ? LEGEND_RISKS[era] : W.ERA_RISKS[era];
        return { type: "list", items: ctx.rng.sample(pool, 2).map(capitalise) };
      },
    },
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
    const r = ctx.rng("section", "practice");
    const v = { craft, tools: joinList(tools), mats: joinList(mats), prods: joinList(prods), guild: midName(ctx.text("guild")), risks: joinList(risks) };
    const practice = [
      fill(
        r.pick([
          "{Craft} is worked with {tools}, from {mats}, and yields {prods}.",
          "With {tools}, practitioners turn {mats} into {prods}.",
          "{Craft} needs {tools}; it works {mats} and makes {prods}.",
          "Out of {mats} come {prods}, by way of {tools}.",
          "{Craft}: {mats} in, {prods} out, {tools} between.",
        ]),
        v,
      ),
      fill(
        r.pick([
          "They answer to {guild}.",
          "{Guild} sets the rules.",
          "Members swear to {guild}.",
          "{Guild} licenses the work.",
          "Dues go to {guild}.",
          "Rules: {guild}'s.",
        ]),
        v,
      ),
      ctx.text("value"),
      fill(
        r.pick([
          "The dangers: {risks}.",
          "It risks {risks}.",
          "Practitioners fear {risks}.",
          "Watch for {risks}.",
          "Old hands warn of {risks}.",
          "Apprentices learn to dread {risks}.",
          "Its hazards are {risks}.",
        ]),
        v,
      ),
      ctx.text("culture"),
    ].join(" ");
    return {
      name,
      summary: sentence(
        fill(
          ctx
            .rng("summary")
            .pick([
              "{Cat} craft of {craft} that yields {prod}",
              "{Craft}, {a:cat} trade: {prod} from {mat}",
              "{Prod} made by {craft}, {a:cat} skill",
              "{A:cat} skill: {craft}, for {prod}",
              "{Craft} turns {mat} into {prod}",
            ]),
          { cat: ctx.text("category").toLowerCase(), craft: lower(craft), prod: prods[prods.length - 1] ?? "goods", mat: mats[0] ?? "raw stuff" },
        ),
      ),
      sections: [
        { title: "The practice", markdown: practice },
        { title: "Paths of mastery", markdown: `${ctx.rng("section", "mastery").pick(W.TIER_INTRO)}\n\n${tierLines.join("\n")}` },
      ],
      tags: [ctx.text("category").toLowerCase(), lower(craft), ctx.options.setting],
    };
  },
});
