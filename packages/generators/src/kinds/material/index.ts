// The material generator: a substance with its source, properties, look, rarity, value, uses,
// working and hazards. Its type decides where it comes from, what it does and how it is worked;
// rarity decides the value band; the setting decides who digs it and what it is made into.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { joinList, sentence, withArticle } from "../../core/text.js";
import { paragraph, upper, weave } from "../../core/phrases/weave.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { quantity } from "../../core/realise.js";
import { ARCHETYPES, archetypesOf, type MaterialArchetype } from "./archetypes.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta" | "has">;

function mtype(ctx: Ctx): W.MaterialType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.MaterialType) : "metal";
}
function rarityOf(ctx: Ctx): W.Rarity {
  const r = ctx.has("rarity") ? ctx.meta<string>("rarity") : undefined;
  return (W.RARITY as readonly string[]).includes(r ?? "") ? (r as W.Rarity) : "common";
}

const NATURE = [
  "{Name} is {a:rarity} {type} from {source}.",
  "{A:rarity} {type}, {name} comes from {source}.",
  "Found in {source}, {name} is {a:rarity} {type}.",
  "{Name} comes from {source}; it is {a:rarity} {type}.",
];
const LOOKS = ["It is {look}.", "Freshly cut, it is {look}.", "To the eye it is {look}.", "A worked piece is {look}."];
const PROPS = ["It {p}.", "Smiths know it {p}.", "Above all, it {p}.", "Handlers find it {p}."];
const BUYER = ["merchants", "smiths", "collectors", "guild buyers", "traders", "crafters"];
const PAY = ["pay", "offer", "ask", "will give", "bid"];
const ABOUT = ["about", "around", "close to", "some", "nearly", "perhaps"];
const TRIPLE = /(.)\1\1/i;
const DOUBLED_SYLLABLE = /(\w{2,3})\1/i;
const WORK = ["It {working}.", "To be shaped it {working}.", "Every piece {working}.", "Raw stock {working}."];
const USE = ["It goes into {uses}.", "Buyers want it for {uses}.", "It is prized for {uses}.", "Much of it ends up as {uses}."];
const HAZ = ["Beware: {hazards}.", "Take care, for {hazards}.", "Workers learn that {hazards}.", "One warning: {hazards}."];

export const material = defineGenerator({
  kind: "material",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: type decides source, properties, look and working; rarity decides the value band; the
  //     setting decides who works it and its uses; composed prose (no fixed sentences).
  // v5: mythic materials have their own colours (wine-dark, ichor-gold), not high fantasy's.
  // v6: an archetype (hard metal, lightwood, charged crystal, …) decides type and properties that can stand together; prices agree in number; no doubled syllables in names.
  version: 6,
  options,
  requiredFields: ["name", "type", "source", "properties", "look", "rarity", "value", "uses", "working", "hazards"],
  fields: [
    archetypeField<MaterialArchetype, FieldCtx<typeof options>["options"]>({
      label: "Kind of stuff",
      table: (ctx) => archetypesOf(ctx.options.type, ctx.options.setting),
      fits: {
        type: (x, v) => v.type === "text" && x.type === v.value,
        properties: (x, v) => v.type === "list" && v.items.every((p) => x.props.includes(p)),
      },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = archetypeOf(ctx, ARCHETYPES).type;
        return { type: "text", value: t, meta: t };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng }) => {
        const r = rng.weighted(W.RARITY_WEIGHTS);
        return { type: "text", value: r, meta: r };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const head = rng.pick(W.SYL_A);
        const b1 = rng.pick(W.SYL_B);
        const b2 = rng.pick(W.SYL_B).toLowerCase();
        const tail = rng.pick(W.SUFFIX[mtype(ctx)]);
        // A syllable said twice ("Myrororock"), a tripled letter or an overlong word drops middle syllables.
        const bad = (w: string): boolean => b1 === b2 || TRIPLE.test(w) || DOUBLED_SYLLABLE.test(w) || w.length > 14;
        const full = head + b1 + b2 + tail;
        const shorter = head + b1 + tail;
        const core = !bad(full) ? full : !(TRIPLE.test(shorter) || DOUBLED_SYLLABLE.test(shorter)) ? shorter : head + tail;
        return { type: "text", value: `${rng.pick(W.ADJ[ctx.options.setting])} ${core}` };
      },
    },
    {
      key: "source",
      label: "Source",
      dependsOn: ["type"],
      generate: (ctx) => {
        const text = `${ctx.rng.pick(W.SOURCE_PLACE[mtype(ctx)])} ${ctx.rng.pick(W.SOURCE_WHO[ctx.options.setting])}`;
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "text", value: place ? `${text}, above all near ${place.name}` : text }, [place]);
      },
    },
    {
      key: "properties",
      label: "Properties",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(archetypeOf(ctx, ARCHETYPES).props, 3) }),
    },
    {
      key: "look",
      label: "Look",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(W.LOOK_COLOURS[ctx.options.setting])} ${ctx.rng.pick(W.LOOK_PATTERN[mtype(ctx)])}` }),
    },
    {
      key: "value",
      label: "Value",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const [lo, hi] = W.VALUE_BAND[rarityOf(ctx)];
        const n = ctx.rng.int(lo, hi);
        const [one, many, per] = W.UNIT[ctx.options.setting];
        return { type: "number", value: n, unit: `${many} ${per}`, text: `${quantity(n, one, { plural: many })} ${per}` };
      },
    },
    {
      key: "uses",
      label: "Uses",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.USES(ctx.options.setting, mtype(ctx)), 3) }),
    },
    {
      key: "working",
      label: "Working it",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(W.WORK_HOW[mtype(ctx)])} ${ctx.rng.pick(W.WORK_TOOL[ctx.options.setting])}` }),
    },
    { key: "hazards", label: "Hazards", generate: ({ rng, options: o }) => ({ type: "text", value: weave(rng, W.HAZARD_WHAT[o.tone], W.HAZARD_WHEN) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const o = ctx.options;
    const list = (k: string): readonly string[] => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const a = ctx.rng("section", "nature");
    const props = list("properties");
    const vars = { name, rarity: ctx.text("rarity"), type: ctx.text("type"), source: ctx.text("source"), look: ctx.text("look"), value: ctx.text("value") };
    const nature = [fill(a.pick(NATURE), vars), fill(a.pick(LOOKS), vars), fill(a.pick(PROPS), { p: joinList(props) })];
    const b = ctx.rng("section", "work");
    const work = [
      fill(b.pick(WORK), { working: ctx.text("working") }),
      fill(b.pick(USE), { uses: joinList(list("uses")) }),
      fill(b.pick(HAZ), { hazards: ctx.text("hazards") }),
      sentence(weave(b, W.LORE_WHO[o.setting], W.LORE_DO[o.tone], W.LORE_WHY[o.tone])),
    ];
    return {
      name,
      summary: upper(sentence(`${withArticle(ctx.text("rarity"))} ${ctx.text("type")} that ${props[0] ?? "is little known"}`)),
      sections: [
        { title: "Nature", markdown: `${paragraph(a, nature)} ${upper(a.pick(BUYER))} ${a.pick(PAY)} ${a.pick(ABOUT)} ${vars.value}.` },
        { title: "Working and use", markdown: paragraph(b, work) },
      ],
      tags: [ctx.text("type"), ctx.text("rarity"), o.setting],
    };
  },
});
