// The armour-and-clothing generator: a garment or harness with its look, protection, fashion and wear.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { clamp } from "../../core/int.js";
import { fill } from "../../core/template.js";
import { capitalise, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";
import * as P from "./words-prose.js";
import * as S from "./words-setting.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("garment-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx): string {
  return nameIn(lang(ctx), ctx.rng, "person");
}

function garment(noun: string): W.Garment {
  return S.SETTING_GARMENTS.find((g) => g.noun === noun) ?? W.ALL_GARMENTS.find((g) => g.noun === noun) ?? (W.ALL_GARMENTS[0] as W.Garment);
}

function isArmour(type: string): boolean {
  return type.endsWith("armour");
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const LEVELS = ["no", "slight", "modest", "good", "strong", "exceptional"];

export const armorClothing = defineGenerator({
  kind: "armor-clothing",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: look, culture, enchantment, condition and wear composed from parts (issue 16 variety).
  // v8: the setting changes the content: its own garments, colours, wearers, devices or spells, and wear (issue 16).
  version: 8,
  options,
  requiredFields: ["name", "type", "slot", "material", "look", "protection", "weight", "cost", "culture", "enchantment", "condition"],
  fields: [
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    { key: "type", label: "Type", generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.pick(W.TYPES) : o.type }) },
    {
      key: "garment",
      label: "Garment",
      dependsOn: ["type"],
      generate: (ctx) => {
        const t = ctx.text("type");
        const table = S.settingGarments(ctx.options.setting) ?? W.garmentsFor(ctx.options.setting);
        const list = (W.TYPES as readonly string[]).includes(t) ? table[t as W.GarmentType] : table["everyday clothing"];
        return { type: "text", value: ctx.rng.pick(list).noun };
      },
    },
    { key: "slot", label: "Slot", dependsOn: ["garment"], generate: (ctx) => ({ type: "text", value: capitalise(garment(ctx.text("garment")).slot) }) },
    {
      key: "material",
      label: "Material",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: ctx.rng.pick((isArmour(ctx.text("type")) ? W.ARMOUR_MATERIALS : W.CLOTH_MATERIALS)[ctx.options.setting]) }),
    },
    { key: "colour", label: "Colour", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(S.poolFor(S.COLOURS, o.setting, W.COLOURS)) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["language", "garment", "colour"],
      generate: (ctx) => {
        const { rng } = ctx;
        const noun = ctx.text("garment").replace(/^(pair of|suit of|set of) /, "");
        return {
          type: "text",
          value: fill(rng.pick(W.NAME_FORMS), {
            owner: personName(ctx),
            colour: ctx.text("colour"),
            noun,
            Adj: rng.pick(S.poolFor(S.ADJ, ctx.options.setting, W.ADJ)),
            house: nameIn(lang(ctx), rng, "family"),
          }),
        };
      },
    },
    {
      key: "look",
      label: "Look",
      dependsOn: ["garment", "material", "colour"],
      generate: (ctx) => {
        const { rng } = ctx;
        const detail = fill(rng.pick(P.DETAILS), { motif: rng.pick(S.poolFor(S.MOTIFS, ctx.options.setting, W.MOTIFS)) });
        return {
          type: "text",
          value: fill(rng.pick(P.LOOK_TEMPLATES), {
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
      dependsOn: ["garment"],
      generate: (ctx) => {
        const g = garment(ctx.text("garment"));
        const p = clamp(g.protection + ctx.rng.int(-1, 1) * (g.protection > 0 ? 1 : 0), 0, 5);
        return { type: "text", value: `${capitalise(LEVELS[p] ?? "no")} protection, ${LEVELS[g.warmth] ?? "modest"} warmth` };
      },
    },
    {
      key: "weight",
      label: "Weight",
      dependsOn: ["garment"],
      generate: (ctx) => {
        const [lo, hi] = garment(ctx.text("garment")).weight;
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
        const unit = S.CURRENCY[ctx.options.setting];
        return { type: "number", value: n, unit, text: `${n} ${unit}` };
      },
    },
    {
      key: "culture",
      label: "Fashion or culture",
      dependsOn: ["language"],
      generate: (ctx) => {
        const { rng } = ctx;
        const place = linkFromWorld(rng, ctx.world, "location", (r) => ({ name: nameIn(lang(ctx), r, "place") }));
        const name = place.type === "link" ? place.link.name : nameIn(lang(ctx), rng, "place");
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
    const summary = sentence(
      `${capitalise(fill("{a:colour}", { colour: ctx.text("colour") }))} ${noun} of ${ctx.text("material")}, ${ctx.rng("summary").pick(["worn on the", "covering the", "made for the"])} ${ctx.text("slot").toLowerCase()}`,
    );
    const d = ctx.rng("section", "description");
    const ench = ctx.text("enchantment");
    return {
      name,
      summary,
      sections: [
        {
          title: "Description",
          markdown: `${ctx.text("look")} ${fill(d.pick(P.WEIGHT_FRAME), { weight: ctx.text("weight"), protection: lowerFirst(ctx.text("protection")), Protection: ctx.text("protection") })} ${d.pick(P.DESCRIPTION_CLOSE)}`,
        },
        { title: "Fashion and culture", markdown: `${ctx.text("culture")} ${fill(d.pick(P.PRICE_FRAME), { cost: ctx.text("cost") })}` },
        {
          title: "Enchantment and wear",
          markdown: `${ench.startsWith("None") ? `${d.pick(P.NO_MAGIC)} ${d.pick(P.NO_MAGIC_AFTER)}` : ench} ${fill(d.pick(P.CONDITION_FRAME), { c: lowerFirst(ctx.text("condition")) })} ${d.pick(P.WEAR_LINES[ctx.options.tone])}`,
        },
      ],
      tags: [type, ctx.text("slot").toLowerCase(), ctx.options.setting],
    };
  },
});
