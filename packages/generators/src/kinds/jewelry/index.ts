// The jewelry generator: a piece of jewellery with materials, craft, look, value, property,
// history and inscription. Its metal and stones decide its value band; the setting decides the
// metals, craft and powers; the tone decides its history.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption, type Tone } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { sentence, withArticle } from "../../core/text.js";
import { upper, weave } from "../../core/phrases/weave.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { midName, quantity } from "../../core/realise.js";
import { familyOf, type Family } from "../../core/phrases/setting-families.js";
import { standInName } from "../../systems/language/index.js";
import { ARCHETYPES, archetypesOf, type JewelArchetype } from "./archetypes.js";
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
  "{A:Type} of {materials}, {name} is shaped as {look}.",
  "Shaped as {look}, {name} is {a:type} of {materials}.",
  "This {type} of {materials} takes the form of {look}.",
  "Made of {materials}, {name} is {a:type} shaped as {look}.",
  "{Name}, {a:type} of {materials}, takes the form of {look}.",
];
const CRAFT = ["It shows {craft}.", "Its maker used {craft}.", "Look close: {craft}.", "Jewellers admire the {craft}."];
const INSC = [
  "Inside it reads: “{inscription}.”",
  "The inscription: “{inscription}.”",
  "Engraved on it: “{inscription}.”",
  "It bears the words “{inscription}.”",
];
const VALUER: Readonly<Record<Family, readonly string[]>> = {
  old: ["a jeweller", "a pawnbroker", "a collector", "a fence", "a goldsmith", "a moneylender"],
  now: ["a jeweller", "a pawnbroker", "a collector", "a fence", "an auction house", "an insurer"],
  future: ["a broker", "a collector", "a fence", "an auction house", "an insurer", "a dealer"],
  fallen: ["a trader", "a caravan master", "a fence", "a collector", "a settlement boss", "a scrap dealer"],
};
const VALUE_VERB = ["would value it at", "would give", "would pay", "might offer", "would ask", "would want"];
const ABOUT = ["about ", "around ", "some ", "roughly ", "", ""];
/** The inscription as part of the story: who had it cut (the history field tells the rest). */
const CUT_HEROIC = [
  "The words \u201c{inscription}\u201d were cut for its first owner.",
  "Its first owner had \u201c{inscription}\u201d engraved on it.",
  "\u201c{Inscription}\u201d is still legible.",
  "Inside, in a worn hand: \u201c{inscription}\u201d.",
  "Its first owner chose \u201c{inscription}\u201d for it.",
  "A jeweller cut \u201c{inscription}\u201d for its first owner.",
];
const CUT_FOR: Readonly<Record<Tone, readonly string[]>> = {
  heroic: CUT_HEROIC,
  grim: [
    "\u201c{Inscription}\u201d was scratched in by an owner who did not live long.",
    "Someone tried to file away \u201c{inscription}\u201d and gave up.",
    "\u201c{Inscription}\u201d is crusted dark in the grooves.",
  ],
  whimsical: [
    "Someone has added a tiny smiling face beside \u201c{inscription}\u201d.",
    "\u201c{Inscription}\u201d is spelled wrong, and nobody minds.",
    "A child once read \u201c{inscription}\u201d aloud and laughed for an hour.",
  ],
};
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
const TRIPLE = /(.)\1\1/;

/** An invented owner's name from syllables, never with a tripled letter. */
function syllableName(ctx: Pick<FieldCtx<typeof options>, "rng">): string {
  const { rng } = ctx;
  const a = rng.pick(W.SYL_A);
  const b = rng.pick(W.SYL_B);
  const c = rng.pick(W.SYL_B);
  const full = a + b + c;
  return TRIPLE.test(full.toLowerCase()) || b === c ? (TRIPLE.test((a + b).toLowerCase()) ? a : a + b) : full;
}

const tableOf = (ctx: Pick<FieldCtx<typeof options>, "options">): readonly JewelArchetype[] => archetypesOf(ctx.options.type, ctx.options.setting);
const arch = (ctx: Pick<FieldCtx<typeof options>, "meta" | "text">): JewelArchetype => archetypeOf(ctx, ARCHETYPES);

/** The metal's word for a name: "mithral" → "Mithral"; two-word metals give none. */
function metalWord(metal: string): string | undefined {
  return /^[a-z]+$/.test(metal) ? upper(metal) : undefined;
}

export const jewelry = defineGenerator({
  kind: "jewelry",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: metal and stones decide the value band; setting-aware metals, craft and powers;
  //     histories composed by tone; varied prose (no fixed sentences).
  // v5: inscriptions by setting; mythic metals no longer line up with high fantasy's.
  // v6: an archetype (signet, mourning piece, scrap charm, …) decides the forms, metal worth, stones, shapes, powers and owners; the name's metal is the piece's metal; owners named in the world's language.
  // v7: the prose tells the inscription's part in the story instead of pasting the History field; prices lose the "close to"/"a little over" hedges.
  version: 7,
  options,
  requiredFields: ["name", "type", "materials", "craft", "look", "value", "property", "history", "inscription"],
  fields: [
    archetypeField<JewelArchetype, FieldCtx<typeof options>["options"]>({
      table: tableOf,
      fits: { type: (a, v) => v.type === "text" && (a.types as readonly string[]).includes(v.value) },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const types = arch(ctx).types;
        const t = ctx.options.type !== "any" && types.includes(ctx.options.type) ? ctx.options.type : ctx.rng.pick(types);
        return { type: "text", value: t };
      },
    },
    {
      key: "materials",
      label: "Materials and gems",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const a = arch(ctx);
        const [lo, hi] = a.metal;
        const fit = W.METALS[o.setting].filter(([, t]) => t >= lo && t <= hi);
        const [metal, mt] = rng.pick(fit.length > 0 ? fit : W.METALS[o.setting]);
        const gem = rng.pick(a.gems);
        const gt = W.GEM_TIER.get(gem) ?? 0;
        return { type: "text", value: gem === "no stones at all" ? metal : `${metal} set with ${gem}`, meta: mt + gt };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type", "archetype", "materials"],
      generate: (ctx) => {
        const { rng } = ctx;
        const mats = ctx.text("materials");
        const metal = metalWord(mats.split(" set with ")[0] ?? "");
        const roll = rng.next();
        const adj = roll < 0.25 && metal ? metal : roll < 0.6 ? rng.pick(arch(ctx).names) : rng.pick(W.ADJ[ctx.options.setting]);
        const who = standInName(ctx.world, ctx.stream("stand-in"), "neutral", () => syllableName(ctx));
        return { type: "text", value: `The ${adj} ${upper(ctx.text("type"))} of ${who}` };
      },
    },
    { key: "craft", label: "Craft", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.CRAFT[o.setting]) }) },
    {
      key: "look",
      label: "Look",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(arch(ctx).shapes)}, ${ctx.rng.pick(W.LOOK_WEAR[ctx.options.setting])}` }),
    },
    {
      key: "value",
      label: "Value",
      dependsOn: ["materials"],
      generate: (ctx) => {
        const [lo, hi] = W.VALUE_BAND[worthOf(ctx)] as readonly [number, number];
        const n = ctx.rng.int(lo, hi);
        const [one, many] = W.UNIT[ctx.options.setting];
        return { type: "number", value: n, unit: many, text: quantity(n, one, { plural: many }) };
      },
    },
    {
      key: "property",
      label: "Property",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const roll = rng.next();
        return { type: "text", value: roll < 0.1 ? "none but its beauty" : roll < 0.6 ? rng.pick(arch(ctx).props) : rng.pick(W.PROP_DO[o.setting]) };
      },
    },
    {
      key: "history",
      label: "History",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = ctx.options.tone;
        const text = sentence(`${upper(ctx.rng.pick(arch(ctx).owners))} ${weave(ctx.rng, W.HIST_DID[t], W.HIST_AFTER[t])}`);
        const owner = worldEntity(ctx, "character");
        return withLinks({ type: "text", value: owner ? `${text} Its last known owner was ${owner.name}.` : text }, [owner]);
      },
    },
    { key: "inscription", label: "Inscription", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(INSCRIPTIONS_BY[o.setting]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const prop = ctx.text("property");
    const a = arch(ctx);
    const r = ctx.rng("section", "description");
    const vars = {
      name: midName(name),
      type: ctx.text("type"),
      materials: ctx.text("materials"),
      look: ctx.text("look"),
      craft: ctx.text("craft"),
      inscription: ctx.text("inscription"),
      prop,
    };
    const valuer = r.pick(VALUER[familyOf(ctx.options.setting)]);
    const worth = `${upper(valuer)} ${r.pick(VALUE_VERB)} ${r.pick(ABOUT)}${ctx.text("value")}.`;
    const desc = [...shuffled(r, [fill(r.pick(DESC), vars), fill(r.pick(CRAFT), vars), fill(r.pick(INSC), vars)]), worth].join(" ");
    const h = ctx.rng("section", "history");
    return {
      name,
      summary: sentence(`${upper(withArticle(`${a.adj} ${ctx.text("type")}`))} of ${ctx.text("materials")}`),
      sections: [
        { title: "Description", markdown: desc },
        {
          title: "History and power",
          markdown: `${fill(h.pick(CUT_FOR[ctx.options.tone]), { inscription: ctx.text("inscription") })}\n\n${prop.startsWith("none") ? "It has no power but its beauty." : fill(h.pick(POWER), vars)}`,
        },
      ],
      tags: [ctx.text("type"), ctx.options.setting],
    };
  },
});

function shuffled<T>(rng: { int(lo: number, hi: number): number }, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
