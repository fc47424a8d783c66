// The technology generator: an invention with its principle, power, limits, inventor and impact.
import { personNameIn } from "../../systems/language/person-names.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Setting } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import type { Rng } from "../../core/rng.js";
import { linkFromWorld } from "../../core/world.js";
import { drawStockLanguage, languageFor, type Language } from "../../systems/language/index.js";
import { tellOne } from "../../core/phrases/alternation.js";
import * as F from "./frames.js";
import * as W from "./words.js";
import * as D from "./words-dark.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { quantity } from "../../core/realise.js";
import pluralize from "pluralize";
import { ARCHETYPES, archetypesOf, factsOf, isMass, powersOf, type TechArchetype } from "./archetypes.js";

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

const arch = (ctx: Pick<Ctx, "meta" | "text">): TechArchetype => archetypeOf(ctx, ARCHETYPES);
const TRIPLED = /(.)\1\1/i;
const TRIPLED_SYLLABLE = /(\w{2,3})\1\1/i;
const STUTTER = /(\w{2,3})\1/i;
const VOWEL_RUN = /[aeiouy]{3}|([aeiou])\1/i;
const HARD_CLUSTER = /[^aeiouy\s'’-]{3}/i;
const LONG_WORD = /[^\s'’-]{11,}/;
/** A name a reader cannot say: tripled letters, a stutter ("Gragrabra"), a vowel pile-up, a long word. */
const badName = (n: string): boolean =>
  TRIPLED.test(n) || TRIPLED_SYLLABLE.test(n) || STUTTER.test(n) || VOWEL_RUN.test(n) || HARD_CLUSTER.test(n) || LONG_WORD.test(n);
/** Sounds that give names a reader can say aloud. */
const EASY_SOUNDS = ["soft", "flowing", "melodic"] as const;

/** The world's saved language, or a stock tongue of an easy sound. */
function languageOf(ctx: Ctx, rng: Rng): Language {
  const drawn = languageFor(ctx.world, rng);
  return drawn.link.id !== undefined ? drawn.language : drawStockLanguage(rng, rng.pick(EASY_SOUNDS));
}

/** A person's name in the language, redrawn (in a fresh stock tongue every fourth try) while it reads badly. */
function personName(ctx: Ctx, rng: Rng): string {
  let lang = languageOf(ctx, rng);
  let n = personNameIn(lang, rng);
  for (let i = 1; i < 16 && badName(n); i++) {
    if (i % 4 === 0) lang = languageOf(ctx, rng);
    n = personNameIn(lang, rng);
  }
  return n
    .split(" ")
    .map((w) => (w.length > 10 ? w.slice(0, 8) : w))
    .join(" ")
    .replace(/(.)\1\1+/gi, "$1$1");
}

/** Title case that also capitalises after a hyphen ("Zero-Point Tap"). */
const deviceTitle = (d: string): string =>
  d
    .split(" ")
    .map((w) => (w === "of" ? w : w.split("-").map(capitalise).join("-")))
    .join(" ");

const round = (n: number): number => n - (n % 1) + (n % 1 >= 0.5 ? 1 : 0);

/** A price read as time worked: ["nine days", "nine days'"], ["about four months", "about four months'"]. */
function timeWorked(days: number, about: string): readonly [string, string] {
  if (days < 1.5) return ["a day", "a day's"];
  if (days >= 330 && days < 400) return ["a year", "a year's"];
  const [n, unit] = days < 45 ? [round(days), "day"] : days < 540 ? [round(days / 30), "month"] : [round(days / 365), "year"];
  const span = `${unit === "day" ? "" : `${about} `}${quantity(n, unit, { words: true })}`;
  return [span, `${span}'`];
}

/** A round price: two significant figures. */
function roundPrice(n: number): number {
  if (n < 100) return round(n);
  let p = 1;
  while (n / p >= 100) p *= 10;
  return round(n / p) * p;
}

const NAME_FORMS: Readonly<Record<W.TechLevel, readonly string[]>> = {
  primitive: ["{inventor}'s {device}", "The {inventor} {device}"],
  medieval: ["{inventor}'s {device}", "The {inventor} {device}"],
  industrial: ["{inventor}'s {device}", "The {inventor} {device}", "The Improved {device} of {inventor}", "{inventor}'s Patent {device}"],
  modern: ["{inventor}'s {device}", "The {inventor} {device}", "The {inventor} Mark {n} {device}"],
  futuristic: ["{inventor}'s {device}", "The {inventor} {device}", "The {inventor} Mark {n} {device}", "The {inventor} Series {n} {device}"],
};

export const technology = defineGenerator({
  kind: "technology",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: function, principle, limits, impact, dangers and the sections told from varied frames.
  // v8: dark-fantasy medieval craft has its own eras, devices, forces and power (plague, siege, blood-price).
  // v9: an archetype (level × category) decides era, devices, forces and power sources; early devices have early functions; inventors' names redrawn when overlong or tripled. Names keep to a length per sound and never triple a letter or syllable.
  // v10: each device's own facts fix function, principle, power, limits, danger, cost tier and first maker; prices in the setting's coin; no Language row or "(medieval technology)" label; prose tells maker, buyers and use, not the fields again.
  version: 10,
  options,
  requiredFields: ["name", "category", "era", "inventor", "function", "principle", "power", "limits", "impact", "cost", "dangers"],
  fields: [
    archetypeField<TechArchetype, Ctx["options"]>({
      label: "Kind of technology",
      table: ({ options: o }) => archetypesOf(o.level === "setting" ? SETTING_LEVEL[o.setting] : o.level, o.setting === "dark-fantasy"),
      fits: {
        category: (a, v) => v.type === "text" && a.category === v.value,
        device: (a, v) => v.type === "text" && a.devices.includes(v.value),
        era: (a, v) => v.type === "text" && v.meta === a.level,
      },
    }),
    {
      key: "era",
      label: "Era",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const eras = a.dark ? D.DARK_ERA_WORDS : (W.SETTING_ERAS[ctx.options.setting]?.[a.level] ?? W.ERA_WORDS[a.level]);
        return { type: "text", value: capitalise(ctx.rng.pick(eras)), meta: a.level };
      },
    },
    { key: "category", label: "Category", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: arch(ctx).category }) },
    { key: "device", label: "Device", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(arch(ctx).devices) }) },
    {
      key: "inventor",
      label: "Inventor",
      generate: (ctx) => linkFromWorld(ctx.stream("who"), ctx.world, "character", (r) => ({ name: personName(ctx, r) })),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype", "device", "inventor"],
      generate: (ctx) => {
        const surname = ctx.text("inventor").split(" ").slice(-1)[0] ?? "";
        const forms = NAME_FORMS[arch(ctx).level];
        const form = isMass(ctx.text("device")) ? "{inventor}'s {device}" : ctx.rng.pick(forms);
        return { type: "text", value: fill(form, { inventor: surname, device: deviceTitle(ctx.text("device")), n: ctx.rng.int(2, 9) }) };
      },
    },
    {
      key: "function",
      label: "Function",
      dependsOn: ["device"],
      generate: (ctx) => ({ type: "text", value: sentence(capitalise(factsOf(ctx.text("device")).does)) }),
    },
    { key: "principle", label: "Principle", dependsOn: ["device"], generate: (ctx) => ({ type: "text", value: factsOf(ctx.text("device")).how }) },
    {
      key: "power",
      label: "Power source",
      dependsOn: ["device"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(powersOf(ctx.text("device")))) }),
    },
    { key: "limits", label: "Limits", dependsOn: ["device"], generate: (ctx) => ({ type: "text", value: factsOf(ctx.text("device")).limits.join(" ") }) },
    {
      key: "impact",
      label: "Impact",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const early = a.category === "computation" && (a.level === "primitive" || a.level === "medieval");
        return {
          type: "text",
          value: tellOne(ctx.rng, early ? F.EARLY_COMPUTATION : F.IMPACTS[a.category], { scope: ctx.rng.pick(W.SCOPES[ctx.options.setting]) }),
        };
      },
    },
    {
      key: "cost",
      label: "Cost",
      dependsOn: ["device"],
      generate: (ctx) => {
        const coin = W.COIN[ctx.options.setting];
        const [lo, hi] = coin.tiers[factsOf(ctx.text("device")).tier - 1] ?? [1, 10];
        const n = roundPrice(lo * (hi / lo) ** ctx.rng.next());
        const after = isMass(ctx.text("device")) ? "a batch" : ctx.options.setting === "post-apocalyptic" ? "to keep running" : "to build";
        return { type: "number", value: n, unit: coin.many, text: `${quantity(n, coin.one, { plural: coin.many })} ${after}` };
      },
    },
    { key: "dangers", label: "Dangers", dependsOn: ["device"], generate: (ctx) => ({ type: "text", value: factsOf(ctx.text("device")).danger }) },
  ],
  compose(ctx) {
    const device = ctx.text("device");
    const facts = factsOf(device);
    const era = ctx.text("era").replace(/^The /, "the ");
    const mass = isMass(device);
    const summary = sentence(`${capitalise(mass ? device : fill("{a:d}", { d: device }))} of ${era}, ${facts.seen}`);
    const h = ctx.rng("section", "history");
    const setting = ctx.options.setting;
    const credit = tellOne(h, F.CREDIT, { inventor: ctx.text("inventor"), maker: facts.maker, one: mass ? "it" : "one" });
    const cost = ctx.get("cost");
    const wage = W.WAGE[setting];
    const price =
      cost.type === "number"
        ? tellOne(h, F.PRICE, {
            cost: (cost.text ?? "").replace(/ (to build|to keep running|a batch)$/, ""),
            one: mass ? "a batch" : "one",
            worker: h.pick(wage.workers),
            ...(([span, time]) => ({ span, time }))(timeWorked(cost.value / wage.perDay, h.pick(["about", "some", "roughly"]))),
          })
        : "";
    const use = [
      price,
      tellOne(h, F.AFFORD[facts.tier - 1] ?? F.AFFORD[0]!, { buyer: h.pick(W.BUYERS[setting][facts.tier - 1] ?? ["anyone"]), one: mass ? "it" : "one" }),
    ];
    const after = setting === "post-apocalyptic" ? h.sample(F.AFTER_FALL, 2).map((f) => tellOne(h, [f], { device, devices: pluralize(device) })) : [];
    return {
      name: ctx.text("name"),
      summary,
      sections: [
        { title: "Its making", markdown: after.length > 0 ? `${credit}\n\n${after.join(" ")}` : credit },
        { title: "Its price", markdown: use.filter((x) => x !== "").join(" ") },
      ],
      tags: [ctx.text("category"), String(ctx.meta<Json>("era") ?? ""), setting].filter((t) => t !== ""),
    };
  },
});
