// The technology generator: an invention with its principle, power, limits, inventor and impact.
import { personNameIn } from "../../core/phrases/person-names.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Setting } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, sentence, titleCase } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld, withMeta } from "../../core/world.js";
import { languageFor, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import * as F from "./frames.js";
import * as W from "./words.js";
import * as D from "./words-dark.js";

const options = { level: enumOption("Tech level", ["setting", ...W.LEVELS] as const, "setting", { setting: "From the setting" }) };
type Ctx = FieldCtx<typeof options>;

const SETTING_LEVEL: Record<Setting, W.TechLevel> = {
  "high-fantasy": "medieval",
  "dark-fantasy": "medieval",
  "science-fiction": "futuristic",
  modern: "modern",
  steampunk: "industrial",
  "post-apocalyptic": "modern",
  mythic: "primitive",
};

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("technology-fallback");
}

function level(ctx: Ctx): W.TechLevel {
  const l = ctx.text("era").split(" — ")[1] ?? "";
  const m = ctx.meta<Json>("era");
  const v = typeof m === "string" ? m : l;
  return (W.LEVELS as readonly string[]).includes(v) ? (v as W.TechLevel) : "medieval";
}

/** Dark fantasy's medieval craft is grim: plague, siege and blood-price, not cathedrals. */
function dark(ctx: { options: { setting: Setting } }, lv: W.TechLevel): boolean {
  return lv === "medieval" && ctx.options.setting === "dark-fantasy";
}

function personName(ctx: Ctx, rng = ctx.rng): string {
  return personNameIn(lang(ctx), rng);
}

export const technology = defineGenerator({
  kind: "technology",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: function, principle, limits, impact, dangers and the sections told from varied frames.
  // v8: dark-fantasy medieval craft has its own eras, devices, forces and power (plague, siege, blood-price).
  version: 8,
  options,
  requiredFields: ["name", "category", "era", "inventor", "function", "principle", "power", "limits", "impact", "cost", "dangers"],
  fields: [
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "era",
      label: "Era",
      generate: ({ rng, options: o }) => {
        const lv = o.level === "setting" ? SETTING_LEVEL[o.setting] : o.level;
        const eras = o.setting === "dark-fantasy" && lv === "medieval" ? D.DARK_ERA_WORDS : W.ERA_WORDS[lv];
        return { type: "text", value: `${capitalise(rng.pick(eras))} (${lv} technology)`, meta: lv };
      },
    },
    { key: "category", label: "Category", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.CATEGORIES) }) },
    {
      key: "device",
      label: "Device",
      dependsOn: ["era", "category"],
      generate: (ctx) => {
        const c = ctx.text("category");
        const cat = (W.CATEGORIES as readonly string[]).includes(c) ? (c as W.Category) : "energy";
        const lv = level(ctx);
        return { type: "text", value: ctx.rng.pick(dark(ctx, lv) ? D.DARK_DEVICES[cat] : W.DEVICES[lv][cat]) };
      },
    },
    {
      key: "inventor",
      label: "Inventor",
      dependsOn: ["language"],
      generate: (ctx) => {
        const v = linkFromWorld(ctx.stream("who"), ctx.world, "character", (r) => ({ name: personName(ctx, r) }));
        return withMeta(v, ctx.rng.pick(W.INVENTOR_ROLES));
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["device", "inventor"],
      generate: (ctx) => {
        const surname = ctx.text("inventor").split(" ").slice(-1)[0] ?? "";
        return {
          type: "text",
          value: fill(ctx.rng.pick(W.NAME_FORMS), { inventor: surname, device: titleCase(ctx.text("device")), Adj: ctx.rng.pick(W.ADJ), n: ctx.rng.int(2, 9) }),
        };
      },
    },
    {
      key: "function",
      label: "Function",
      dependsOn: ["category", "device"],
      generate: (ctx) => {
        const c = ctx.text("category") as W.Category;
        const does = tellOne(ctx.rng, F.FUNCTIONS[c] ?? F.FUNCTIONS.energy, {});
        return { type: "text", value: tellOne(ctx.rng, F.FUNCTION_SAY, { device: ctx.text("device"), does }) };
      },
    },
    {
      key: "principle",
      label: "Principle",
      dependsOn: ["era"],
      generate: (ctx) => {
        const [verb, bare] = ctx.rng.pick(W.VERBS);
        return {
          type: "text",
          value: tellOne(ctx.rng, F.PRINCIPLES, {
            verb,
            verb_bare: bare,
            force: ctx.rng.pick(dark(ctx, level(ctx)) ? D.DARK_FORCES : W.FORCES[level(ctx)]),
            place_kind: ctx.rng.pick(W.PLACE_KINDS),
          }),
        };
      },
    },
    {
      key: "power",
      label: "Power source",
      dependsOn: ["era"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(dark(ctx, level(ctx)) ? D.DARK_POWER : W.POWER[level(ctx)])) }),
    },
    { key: "limits", label: "Limits", generate: ({ rng }) => ({ type: "list", items: rng.sample(F.LIMITS, 2).map((f) => tell(rng, f, {})) }) },
    {
      key: "impact",
      label: "Impact",
      dependsOn: ["device"],
      generate: (ctx) => ({ type: "text", value: tellOne(ctx.rng, F.IMPACTS, { it: `the ${ctx.text("device")}`, scope: ctx.rng.pick(F.SCOPES) }) }),
    },
    {
      key: "cost",
      label: "Cost",
      generate: ({ rng, options: o }) => {
        const n = rng.int(2, 90) * 50;
        const unit = o.setting === "science-fiction" ? "credits" : o.setting === "modern" || o.setting === "post-apocalyptic" ? "dollars" : "gold crowns";
        return { type: "number", value: n, unit, text: `${formatNumber(n)} ${unit} to build` };
      },
    },
    {
      key: "dangers",
      label: "Dangers",
      generate: ({ rng, options: o }) => ({ type: "text", value: tellOne(rng, F.DANGERS[o.tone], { who: rng.pick(F.DANGER_WHO) }) }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const device = ctx.text("device");
    const inventor = ctx.text("inventor");
    const role = ctx.meta<Json>("inventor");
    const roleText = typeof role === "string" ? role : "inventor";
    const limits = ctx.get("limits");
    const lim = limits.type === "list" ? limits.items : [];
    const s = ctx.rng("summary");
    const era = ctx
      .text("era")
      .replace(/ \(.*\)$/, "")
      .replace(/^The /, "the ");
    const summary = sentence(
      `${capitalise(fill("{a:d}", { d: `${s.pick(F.SUMMARY_ADJ)}${device}` }))}, ${fill("{a:cat}", { cat: ctx.text("category") })} ${s.pick(F.SUMMARY_NOUN)} ${era}, ${s.pick(F.SUMMARY_POWERED)} ${ctx.text("power").toLowerCase()}`,
    );
    const h = ctx.rng("section", "history");
    return {
      name,
      summary,
      sections: [
        {
          title: "How it works",
          markdown: `${ctx.text("function")} ${ctx.text("principle")} ${tellOne(h, F.POWERED, { power: ctx.text("power").toLowerCase(), cost: ctx.text("cost").replace(/ to build$/, "") })}`,
        },
        { title: "Invention and impact", markdown: `${tellOne(h, F.CREDIT, { inventor, role: roleText })} ${ctx.text("impact")}` },
        { title: "Limits and dangers", markdown: `${lim.join(" ")} ${ctx.text("dangers")}` },
      ],
      tags: [ctx.text("category"), String(ctx.meta<Json>("era") ?? ""), ctx.options.setting].filter((t) => t !== ""),
    };
  },
});
