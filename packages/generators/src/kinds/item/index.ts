// The item generator: a named object with rarity, material, look, properties, value, weight,
// maker, provenance, requirements and a quirk or curse.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption, type Setting } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, numberWord, sentence, withArticle } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import { LEGEND_BASE, LEGEND_EPITHET, LEGEND_MAKER, LEGEND_NAME, type Legend } from "./words-legend.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { quantity } from "../../core/realise.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { ARCHETYPES, archetypesFor, type ItemArchetype } from "./archetypes.js";

const options = {
  rarity: enumOption("Rarity", ["any", ...W.RARITIES] as const),
  type: enumOption("Type", ["any", ...W.TYPES] as const),
};
type Ctx = FieldCtx<typeof options>;

function rarityOf(ctx: Ctx): W.Rarity {
  const t = ctx.meta<string>("rarity");
  return (W.RARITIES as readonly string[]).includes(t ?? "") ? (t as W.Rarity) : "common";
}
/** Dark fantasy and mythic have their own kinds of thing, names and epithets (words-legend.ts). */
const legendOf = (setting: Setting): Legend | undefined => (setting === "dark-fantasy" ? "dark" : setting === "mythic" ? "mythic" : undefined);
const TRIPLED = /(.)\1\1/i;
/** An invented name from three syllable banks; a joint that would triple a letter drops the middle. */
function given(rng: Rng, setting: Setting): string {
  const l = legendOf(setting);
  const [banks1, banks2, banks3] = l ? LEGEND_NAME[l] : ([W.NAME_FIRST, W.NAME_MID, W.NAME_LAST] as const);
  const a = rng.pick(banks1);
  const b = rng.pick(banks2);
  const c = rng.pick(banks3);
  const full = a + b + c;
  return TRIPLED.test(full) ? (a + c).replace(/(.)\1\1+/gi, "$1$1") : full;
}
/** Epithets with no crowns or kings where the setting is science fiction. */
const SF_EPITHET = W.EPITHET.filter((e) => !/\b(?:crowns?|kings?|queens?|knights?|castles?)\b/i.test(e));
const arch = (ctx: Pick<Ctx, "meta" | "text">): ItemArchetype => archetypeOf(ctx, ARCHETYPES);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** A maker's name as it reads after "by": "The smith Odran" → "the smith Odran" (a proper name is kept). */
export function byWhom(maker: string): string {
  return /^(The|A|An) /.test(maker) ? lower(maker) : maker;
}
const BUYERS = [
  "a collector who asks no questions",
  "any honest dealer",
  "the right buyer",
  "a desperate noble",
  "a pawnbroker",
  "a museum",
  "a fence",
  "a rich fool",
  "a rival",
  "its maker's heirs",
];
const DESC = ["{A:thing}: {look}.", "This {thing} is {look}.", "To look at, the {thing} is {look}.", "{A:thing}, {look}.", "At a glance, {a:thing}: {look}."];
const WEIGHS = [
  "All {weight} of it is {material}.",
  "It weighs {weight}, most of that {material}.",
  "Of its {weight}, nearly all is {material}.",
  "Its {weight} are mostly {material}.",
  "Weighed, it comes to {weight}, chiefly {material}.",
  "For {weight}, it is mostly {material}.",
  "Lifted, its {weight} tell of {material}.",
];
const PAY = ["would pay", "might offer", "would give", "would ask", "would bid"];
const ABOUT = ["about", "around", "close to", "some", "nearly", "perhaps"];
const PROPS = [
  "Carried, it {props}.",
  "It {props}.",
  "Its bearer learns it {props}.",
  "In use, it {props}.",
  "Owners swear it {props}.",
  "Those who have held it say it {props}.",
  "Tested, it {props}.",
];
const MADE = ["It was made by {maker}.", "It bears the mark of {maker}.", "The work of {maker}.", "Its maker was {maker}.", "It came from {maker}."];
const REQ = ["To use it: {req}.", "Use demands {req}.", "What it asks: {req}.", "Requirement: {req}."];

/** What a thing of this kind may be made of in a setting: its own stuff, and for hard things the setting's fine materials. */
export function materialsOf(a: ItemArchetype, setting: Setting): readonly string[] {
  const own = a.stuff[familyOf(setting)];
  return a.hard ? [...own, ...W.MATERIALS[setting]] : own;
}

export const item = defineGenerator({
  kind: "item",
  // v2: the Name row comes first in the result fields.
  // v3: composed, setting-aware properties, provenance and requirements (rarity decides both);
  //     tone-aware quirks; "made by the smith …" (no capital after "by"); varied prose.
  // v4: no word said twice: "opens any door it touches" (not "once once a day"), an epithet never repeats the base ("the Broken Compass Compass").
  // v5: dark fantasy and mythic have their own kinds of thing (flails and reliquaries; xiphoi and kraters), makers' names and epithets.
  // v6: an archetype (the kind of thing) decides weight and material; prices agree in number; no crowns in science fiction; no tripled letters in names.
  version: 6,
  options,
  requiredFields: ["name", "type", "rarity", "material", "appearance", "properties", "value", "weight", "provenance", "maker", "requirements", "quirk"],
  fields: [
    archetypeField<ItemArchetype, Ctx["options"]>({
      label: "Kind of thing",
      table: (ctx) => (ctx.options.type === "any" ? archetypesFor(ctx.options.setting) : ARCHETYPES.filter((a) => a.type === ctx.options.type)),
      fits: { material: (a, v, ctx) => v.type === "text" && materialsOf(a, ctx.options.setting).includes(v.value.toLowerCase()) },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = arch(ctx).type;
        const l = legendOf(ctx.options.setting);
        const base = ctx.rng.pick(l ? LEGEND_BASE[t][l] : W.BASE[t][W.IS_NEW[ctx.options.setting] ? "new" : "old"]);
        return { type: "text", value: base, meta: t };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng, options: o }) => {
        const r =
          o.rarity === "any"
            ? rng.weighted([
                ["common", 3],
                ["uncommon", 4],
                ["rare", 3],
                ["legendary", 1],
              ] as const)
            : o.rarity;
        return { type: "text", value: capitalise(r), meta: r };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const base = ctx.text("type");
        // An epithet that names the base again ("the Broken Compass Compass") gives way to the next one.
        const l = legendOf(ctx.options.setting);
        const pool = l ? LEGEND_EPITHET[l] : ctx.options.setting === "science-fiction" ? SF_EPITHET : W.EPITHET;
        const epithet = () => {
          const e = rng.pick(pool);
          return e.includes(base) ? (pool[(pool.indexOf(e) + 1) % pool.length] as string) : e;
        };
        const value = rng.weighted<() => string>([
          [() => `${given(rng, ctx.options.setting)}, the ${epithet()} ${base}`, 3],
          [() => `The ${base} of ${given(rng, ctx.options.setting)}, ${epithet()}`, 2],
          [() => `${given(rng, ctx.options.setting)}'s ${base}, called ${epithet()}`, 2],
        ])();
        return { type: "text", value };
      },
    },
    {
      key: "material",
      label: "Material",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(materialsOf(arch(ctx), ctx.options.setting))) }),
    },
    {
      key: "appearance",
      label: "Appearance",
      dependsOn: ["material"],
      generate: (ctx) => ({
        type: "text",
        value: capitalise(
          fill(ctx.rng.pick(W.LOOK), {
            material: lower(ctx.text("material")),
            motif: ctx.rng.pick(W.MOTIF),
            wear: ctx.rng.pick(W.WEAR),
            binding: ctx.rng.pick(W.BINDING),
          }),
        ),
      }),
    },
    {
      key: "properties",
      label: "Properties",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const r = rarityOf(ctx);
        const { rng } = ctx;
        const when = W.WHEN[ctx.options.setting];
        const lower2 = r === "common" ? [] : W.PROPERTIES[W.RARITIES[W.RARITIES.indexOf(r) - 1] as W.Rarity];
        const items = [`${rng.pick(W.PROPERTIES[r])} ${rng.pick(when)}`];
        if (lower2.length) items.push(`${rng.pick(lower2)} ${rng.pick(when)}`);
        return { type: "list", items: items.map(capitalise) };
      },
    },
    {
      key: "value",
      label: "Value",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const [lo, hi] = W.VALUE[rarityOf(ctx)];
        const n = ctx.rng.int(lo, hi);
        const [one, many] = W.CURRENCY[ctx.options.setting];
        return { type: "number", value: n, unit: many, text: quantity(n, one, { plural: many }) };
      },
    },
    {
      key: "weight",
      label: "Weight",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const [lo, hi] = arch(ctx).tenths;
        const n = ctx.rng.int(lo, hi) / 10;
        return { type: "number", value: n, unit: "lb", text: `${n} lb` };
      },
    },
    {
      key: "maker",
      label: "Maker",
      generate: (ctx) => {
        const l = legendOf(ctx.options.setting);
        const name = fill(ctx.rng.pick(W.MAKERS), { maker: ctx.rng.pick(l ? LEGEND_MAKER[l] : W.MAKER_NAMES) });
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name: capitalise(name) }));
      },
    },
    {
      key: "provenance",
      label: "Provenance",
      generate: ({ rng, options: o }) => {
        const then = fill(rng.pick(W.PROV_THEN), { years: String(rng.int(3, 300)), n: numberWord(rng.int(3, 9)) });
        return { type: "text", value: `${capitalise(rng.pick(W.PROV_EVENT[o.setting]))}, ${then} ${rng.pick(W.PROV_END)}.` };
      },
    },
    {
      key: "requirements",
      label: "Requirements",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const need = ctx.rng.pick(W.REQ_NEED[rarityOf(ctx)]);
        return { type: "text", value: need === "none" ? "None; anyone may use it" : `${capitalise(need)} ${ctx.rng.pick(W.REQ_WHY)}` };
      },
    },
    {
      key: "quirk",
      label: "Quirk or curse",
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(W.QUIRK_DO[ctx.options.tone])} ${ctx.rng.pick(W.QUIRK_WHEN)}.` }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const base = ctx.text("type").toLowerCase();
    const rarity = ctx.text("rarity").toLowerCase();
    const p = ctx.get("properties");
    const props = p.type === "list" ? p.items.map(lower) : [];
    const r = ctx.rng("description");
    const vars = {
      thing: `${rarity} ${base}`,
      material: lower(ctx.text("material")),
      look: lower(ctx.text("appearance")),
      weight: ctx.text("weight"),
      value: ctx.text("value"),
      buyer: r.pick(BUYERS),
      props: joinList(props),
      maker: byWhom(ctx.text("maker")),
      prov: ctx.text("provenance"),
      req: lower(ctx.text("requirements")),
      quirk: ctx.text("quirk"),
    };
    const worth = `${capitalise(vars.buyer)} ${r.pick(PAY)} ${r.pick(ABOUT)} ${vars.value}.`;
    const desc = [fill(r.pick(DESC), vars), fill(r.pick(PROPS), vars), fill(r.pick(WEIGHS), vars), worth].join(" ");
    const h = ctx.rng("history");
    const history = [fill(h.pick(MADE), vars), vars.prov, fill(h.pick(REQ), vars), vars.quirk].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(withArticle(`${rarity} ${base}`))} of ${lower(ctx.text("material"))} that ${props[0] ?? "endures"}`),
      sections: [
        { title: "Description", markdown: desc },
        { title: "History and use", markdown: history },
      ],
      tags: [base, rarity, ctx.options.setting],
    };
  },
});
