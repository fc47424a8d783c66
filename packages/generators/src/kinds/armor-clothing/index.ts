// The armour-and-clothing generator: a garment or harness with its look, protection, fashion and wear.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { STAT_BLOCKS } from "../../stats/index.js";
import type { Rng } from "../../core/rng.js";
import { enumOption } from "../../core/options.js";
import { clamp } from "../../core/int.js";
import { fill } from "../../core/template.js";
import { capitalise, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { drawStockLanguage, languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";
import * as P from "./words-prose.js";
import * as S from "./words-setting.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { quantity } from "../../core/realise.js";
import { ALL_ARCHETYPES, archetypesOf, materialsFor, type GarmentArchetype } from "./archetypes.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

/** The piece's language: kept in the name's meta (the name field draws it), else a stock one. */
function lang(ctx: Ctx): Language {
  return (ctx.has("name") ? parseLanguage(ctx.meta("name")) : undefined) ?? stockLanguage("garment-fallback");
}
const SMALL = new Set(["of", "the", "and", "with"]);
/** A name as a title: each word capitalised (after a hyphen too), small words after the first lower. */
const titleWords = (n: string): string =>
  n
    .split(" ")
    .map((w, i) =>
      i > 0 && SMALL.has(w.toLowerCase())
        ? w.toLowerCase()
        : w
            .split("-")
            .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
            .join("-"),
    )
    .join(" ");
/** Sounds that give names a reader can say aloud. */
const EASY_SOUNDS = ["soft", "flowing", "melodic"] as const;
/** The world's saved language, or a stock tongue of an easy sound. */
function drawLanguage(ctx: Ctx): Language {
  const r = ctx.stream("language");
  const saved = languageFor(ctx.world, r);
  return saved.link.id !== undefined ? saved.language : drawStockLanguage(r, r.pick(EASY_SOUNDS));
}

const TRIPLED = /(.)\1\1/i;
const LONG_WORD = /[^\s'’-]{15,}/;
const DOUBLED = /\b(\w+) \1\b/i;
const TRIPLED_SYLLABLE = /(\w{2,3})\1\1/i;
const HARD = /[aeiouy]{3}|[^aeiouy\s'’-]{3}|[^\s'’-]{11,}|(\w{2,3})\1/i;

/** Whether an invented name reads badly: a tripled letter, a long word, a doubled word, a stutter or a pile-up. */
function badName(n: string): boolean {
  return TRIPLED.test(n) || LONG_WORD.test(n) || DOUBLED.test(n) || TRIPLED_SYLLABLE.test(n) || HARD.test(n);
}

/** A person's or house's name in the piece's language, redrawn (up to four times) until it reads well. */
function cleanName(ctx: Ctx, language: Language, kind: "person" | "family"): string {
  let n = nameIn(language, ctx.rng, kind);
  for (let i = 0; i < 16 && badName(n); i++) n = nameIn(language, ctx.rng, kind);
  if (!badName(n)) return n;
  const first = (n.split(" ")[0] ?? n).slice(0, 10);
  return first.replace(/(.)\1\1+/gi, "$1$1").replace(/(\w{2,3})\1\1+/gi, "$1$1");
}

/** A place name in the language, redrawn (up to sixteen times) while it reads badly. */
function placeName(language: Language, rng: Rng): string {
  let n = nameIn(language, rng, "place");
  for (let i = 0; i < 16 && badName(n); i++) n = nameIn(language, rng, "place");
  return n;
}

/** How heavy it is and what it gives: clothing that stops no blow speaks of its warmth. */
function weightSentence(d: { pick<T>(xs: readonly T[]): T }, protection: string, weight: string): string {
  if (protection.startsWith("No protection")) {
    const w = protection.slice(protection.indexOf(", ") + 2).replace(" warmth", "");
    return fill(d.pick(P.CLOTH_FRAME), { weight, w });
  }
  return fill(d.pick(P.WEIGHT_FRAME), { weight, protection: lowerFirst(protection).replace(", ", " and ") });
}

/** The enchantment and condition; a short pair says the condition in full. */
function wearSection(ench: string, condition: string, c: string): string {
  const out = `${ench} ${condition}`;
  return out.length >= 60 ? out : `${ench} Its present condition: ${lowerFirst(c)}.`;
}

const arch = (ctx: Pick<Ctx, "meta" | "text">): GarmentArchetype => archetypeOf(ctx, ALL_ARCHETYPES);
const PRICE_LEAD = ["an outfitter", "a tailor", "a second-hand dealer", "a market stall", "a quartermaster", "a pawnshop"];
const ARMOUR_LEAD = ["an armourer", "a quartermaster", "a dealer in arms", "a pawnshop", "a second-hand dealer", "a smith"];
const PRICE_VERB = ["asks", "charges", "wants", "would take", "sells one for"];
const PRICE_ABOUT = ["about", "around", "close to", "a little over", "no less than"];

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const LEVELS = ["no", "slight", "modest", "good", "strong", "exceptional"];

export const armorClothing = defineGenerator({
  kind: "armor-clothing",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: look, culture, enchantment, condition and wear composed from parts (for variety).
  // v8: the setting changes the content: its own garments, colours, wearers, devices or spells, and wear.
  // v9: a garment archetype decides type, slot, weight, protection, warmth and the class of its material (a velvet mantle is of velvet); names redrawn when they read badly; no stock closing lines; prices agree in number. Names keep to a length per sound and never triple a letter or syllable.
  // v10: no Language row (the name's language is kept with the name); without a saved language, names come from a soft, flowing or melodic tongue, and person, house and place names are redrawn while they stutter or pile up letters; names are title-cased.
  version: 10,
  options,
  stats: STAT_BLOCKS,
  requiredFields: ["name", "type", "slot", "material", "look", "protection", "weight", "cost", "culture", "enchantment", "condition"],
  fields: [
    archetypeField<GarmentArchetype, Ctx["options"]>({
      label: "Garment kind",
      table: (ctx) => archetypesOf(ctx.options.type, ctx.options.setting),
      fits: {
        type: (a, v) => v.type === "text" && a.type === v.value,
        garment: (a, v) => v.type === "text" && (a.noun === v.value || a.id === v.value),
        slot: (a, v) => v.type === "text" && a.slot === v.value.toLowerCase(),
        material: (a, v, ctx) => v.type === "text" && materialsFor(a, ctx.options.setting).includes(v.value),
      },
    }),
    { key: "type", label: "Type", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: arch(ctx).type }) },
    { key: "garment", label: "Garment", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: arch(ctx).noun }) },
    { key: "slot", label: "Slot", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(arch(ctx).slot) }) },
    {
      key: "material",
      label: "Material",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: ctx.rng.pick(materialsFor(arch(ctx), ctx.options.setting)) }),
    },
    { key: "colour", label: "Colour", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(S.poolFor(S.COLOURS, o.setting, W.COLOURS)) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["garment", "colour"],
      generate: (ctx) => {
        const { rng } = ctx;
        const language = drawLanguage(ctx);
        const noun = ctx.text("garment").replace(/^(pair of|suit of|set of) /, "");
        return {
          type: "text",
          value: titleWords(
            fill(rng.pick(W.NAME_FORMS), {
              owner: cleanName(ctx, language, "person"),
              colour: ctx.text("colour"),
              noun,
              Adj: rng.pick(S.poolFor(S.ADJ, ctx.options.setting, W.ADJ)),
              house: cleanName(ctx, language, "family"),
            }),
          ),
          meta: language as unknown as Json,
        };
      },
    },
    {
      key: "look",
      label: "Look",
      dependsOn: ["garment", "material", "colour"],
      generate: (ctx) => {
        const { rng } = ctx;
        const stuff = arch(ctx).stuff;
        const hard = stuff === "metal" || stuff === "tech";
        const details = hard ? P.HARD_DETAILS : stuff === "hide" ? P.HIDE_DETAILS : P.DETAILS;
        const detail = fill(rng.pick(details), { motif: rng.pick(S.poolFor(S.MOTIFS, ctx.options.setting, W.MOTIFS)) });
        return {
          type: "text",
          value: fill(rng.pick(hard ? P.HARD_LOOK_TEMPLATES : P.LOOK_TEMPLATES), {
            colour: ctx.text("colour"),
            noun: ctx.text("garment"),
            material: ctx.text("material"),
            Material: capitalise(ctx.text("material")),
            detail,
          }),
        };
      },
    },
    {
      key: "protection",
      label: "Protection / warmth",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const g = arch(ctx);
        const p = clamp(g.protection + ctx.rng.int(-1, 1) * (g.protection > 0 ? 1 : 0), 0, 5);
        return { type: "text", value: `${capitalise(LEVELS[p] ?? "no")} protection, ${LEVELS[g.warmth] ?? "modest"} warmth` };
      },
    },
    {
      key: "weight",
      label: "Weight",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const [lo, hi] = arch(ctx).lb;
        const n = ctx.rng.int(lo, hi);
        return { type: "number", value: n, unit: "lb", text: `${n} lb` };
      },
    },
    {
      key: "cost",
      label: "Cost",
      dependsOn: ["type"],
      generate: (ctx) => {
        const base =
          { "light armour": 40, "heavy armour": 400, "everyday clothing": 2, "formal wear": 60, outerwear: 8 }[ctx.text("type") as W.GarmentType] ?? 10;
        const n = base * ctx.rng.int(1, 6) + ctx.rng.int(0, 9);
        const [one, many] = S.CURRENCY[ctx.options.setting];
        return { type: "number", value: n, unit: many, text: quantity(n, one, { plural: many }) };
      },
    },
    {
      key: "culture",
      label: "Fashion or culture",
      dependsOn: ["name"],
      generate: (ctx) => {
        const { rng } = ctx;
        const place = linkFromWorld(rng, ctx.world, "location", (r) => ({ name: placeName(lang(ctx), r) }));
        const name = place.type === "link" ? place.link.name : placeName(lang(ctx), rng);
        return {
          type: "text",
          value: fill(rng.pick(P.CULTURES), {
            group: rng.pick(S.poolFor(S.GROUPS, ctx.options.setting, W.GROUPS)),
            place: name,
            Place: name,
            value: rng.pick(S.poolFor(S.VALUES, ctx.options.setting, W.VALUES)),
          }),
          ...(place.type === "link" ? { meta: place.link as unknown as Json } : {}),
        };
      },
    },
    {
      key: "enchantment",
      label: "Enchantment",
      // Where the setting runs on engines and circuits, the piece carries a device instead of a spell.
      generate: ({ rng, options: o }) => {
        if (rng.chance(0.35)) return { type: "text", value: rng.pick(S.NONE_TEXT[o.setting] ?? P.NONE_TEXT) };
        const effect = (S.DEVICE_EFFECT[o.setting] ?? P.ENCH_EFFECT)[o.tone];
        return { type: "text", value: `It ${rng.pick(effect)} ${rng.pick(S.poolFor(S.ENCH_WHEN, o.setting, P.ENCH_WHEN))}.` };
      },
    },
    {
      key: "condition",
      label: "Condition",
      generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(rng.pick(S.poolFor(S.CONDITIONS, o.setting, P.CONDITIONS))) }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const noun = ctx.text("garment");
    const type = ctx.text("type");
    const stuff = arch(ctx).stuff;
    const trim = ctx.rng("summary-trim").pick(["trimmed in", "with straps of", "lined in", "with fittings of"]);
    const coloured =
      stuff === "metal" || stuff === "tech"
        ? `${capitalise(fill("{a:noun}", { noun }))} of ${ctx.text("material")} ${trim} ${ctx.text("colour")}`
        : `${capitalise(fill("{a:colour}", { colour: ctx.text("colour") }))} ${noun} of ${ctx.text("material")}`;
    const summary = sentence(`${coloured}, ${ctx.rng("summary").pick(["worn on the", "covering the", "made for the"])} ${ctx.text("slot").toLowerCase()}`);
    const d = ctx.rng("section", "description");
    const ench = ctx.text("enchantment");
    return {
      name,
      summary,
      sections: [
        {
          title: "Description",
          markdown: `${ctx.text("look")} ${weightSentence(d, ctx.text("protection"), ctx.text("weight"))}`,
        },
        {
          title: "Fashion and culture",
          markdown: `${ctx.text("culture")} ${capitalise(d.pick(type.endsWith("armour") ? ARMOUR_LEAD : PRICE_LEAD))} ${d.pick(PRICE_VERB)} ${d.pick(PRICE_ABOUT)} ${ctx.text("cost")}.`,
        },
        {
          title: "Enchantment and wear",
          markdown: wearSection(
            ench.startsWith("None") ? `${d.pick(P.NO_MAGIC_WHAT)}, ${d.pick(P.NO_MAGIC_SO[ctx.options.tone])}.` : ench,
            fill(d.pick(P.CONDITION_FRAME), { c: lowerFirst(ctx.text("condition")) }),
            ctx.text("condition"),
          ),
        },
      ],
      tags: [type, ctx.text("slot").toLowerCase(), ctx.options.setting],
    };
  },
});
