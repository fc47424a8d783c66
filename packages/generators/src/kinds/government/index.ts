// The government generator: a state's form, its ruler and their title, succession, legislature,
// courts, laws, army, taxes, stability, factions, neighbours and capital. The type decides titles,
// succession, legislature and name words; the setting's era (eras.ts) decides the rest.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, joinList, sentence, withArticle } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import { standInName } from "../../systems/language/index.js";
import { ERA, ERA_OF, type EraWords } from "./eras.js";
import { LEGEND } from "./eras-legend.js";
import * as W from "./words.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  scale: enumOption("Scale", ["any", ...W.SCALES] as const),
};
type Ctx = FieldCtx<typeof options>;

function typeOf(ctx: Pick<Ctx, "meta">): W.GovType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.GovType) : "monarchy";
}
const tw = (ctx: Pick<Ctx, "meta">): W.TypeWords => W.TYPE_WORDS[typeOf(ctx)];
function scaleOf(ctx: Pick<Ctx, "meta">): W.Scale {
  const s = ctx.meta<string>("scale");
  return (W.SCALES as readonly string[]).includes(s ?? "") ? (s as W.Scale) : "realm";
}
/** The setting's own words (dark fantasy, mythic), else its era's. */
const era = (ctx: { options: { setting: keyof typeof ERA_OF } }): EraWords => LEGEND[ctx.options.setting] ?? ERA[ERA_OF[ctx.options.setting]];
/** The ruler's titles: the type's own in the old world, the era's otherwise. */
const titles = (ctx: Ctx): readonly string[] => era(ctx).titles?.[typeOf(ctx)] ?? tw(ctx).titles;
/** An invented land name, ending as the era's names do. */
const land = (rng: Rng, e: EraWords): string => rng.pick(W.NAME_START) + rng.pick(W.NAME_MID) + rng.pick(e.landEnd);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** An adjective and a state's noun, without saying a word twice ("Holy Holy See" → "Most Serene Holy See"). */
const titled = (adj: string, noun: string): string => (noun.startsWith(`${adj} `) ? `Most Serene ${noun}` : `${adj} ${noun}`);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const government = defineGenerator({
  kind: "government",
  // v2: the Name row comes first in the result fields.
  // v3: the setting's era decides titles, courts, laws, army, taxes, factions, neighbours and capital; a stand-in ruler is named in the world's language; varied prose.
  // v4: no "Holy Holy See": an adjective already in the state's noun gives way to "Most Serene".
  // v5: dark fantasy and mythic have their own titles, (mythic) legislatures, courts, laws, armies, taxes, factions, neighbours and land names (eras-legend.ts).
  version: 5,
  options,
  requiredFields: [
    "name",
    "type",
    "head",
    "succession",
    "legislature",
    "courts",
    "laws",
    "military",
    "taxation",
    "stability",
    "factions",
    "relations",
    "capital",
  ],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.TYPES) : o.type;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "scale",
      label: "Scale",
      generate: ({ rng, options: o }) => {
        const s = o.scale === "any" ? rng.pick(W.SCALES) : o.scale;
        return { type: "text", value: capitalise(s), meta: s };
      },
    },
    { key: "land", label: "Land", generate: (ctx) => ({ type: "text", value: land(ctx.rng, era(ctx)) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["land", "scale", "type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const value = rng.weighted<() => string>([
          [() => `The ${rng.pick(era(ctx).scaleNoun[scaleOf(ctx)])} of ${ctx.text("land")} and ${land(rng, era(ctx))}`, 1],
          [
            () =>
              `The ${titled(rng.pick(["Most Serene", "United", "Sovereign", "Holy", "Free", "Ancient", "Exalted"]), rng.pick(tw(ctx).noun))} of ${ctx.text("land")} and the ${rng.pick(era(ctx).regions)}`,
            1,
          ],
        ])();
        return { type: "text", value };
      },
    },
    {
      key: "head",
      label: "Head of state",
      dependsOn: ["type", "land"],
      generate: (ctx) => {
        const title = ctx.rng.pick(titles(ctx));
        const given = ctx.rng.pick(W.GIVEN);
        const person = standInName(ctx.world, ctx.stream("stand-in"), "neutral", () => `${given} of ${land(ctx.stream("head-house"), era(ctx))}`);
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name: `${title} ${person}` }));
      },
    },
    { key: "succession", label: "Succession", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(tw(ctx).succession) }) },
    {
      key: "legislature",
      label: "Legislature",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(era(ctx).legislature?.[typeOf(ctx)] ?? tw(ctx).legislature)) }),
    },
    { key: "courts", label: "Courts", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(era(ctx).courts) }) },
    { key: "laws", label: "Notable laws", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(era(ctx).laws, 3) }) },
    {
      key: "military",
      label: "Military",
      dependsOn: ["scale"],
      generate: (ctx) => {
        const mult = { city: 1, realm: 10, empire: 60 }[scaleOf(ctx)];
        return { type: "text", value: capitalise(fill(ctx.rng.pick(era(ctx).military), { n: formatNumber(ctx.rng.int(3, 40) * 10 * mult) })) };
      },
    },
    { key: "taxation", label: "Taxation", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(era(ctx).tax) }) },
    { key: "stability", label: "Stability", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(era(ctx).stability) }) },
    {
      key: "factions",
      label: "Factions",
      generate: (ctx) => {
        const pool = era(ctx).factions;
        const l = linkFromWorld(ctx.rng, ctx.world, "faction", (r) => ({ name: capitalise(r.pick(pool)) }));
        const other = capitalise(ctx.rng.pick(pool));
        return {
          type: "links",
          links: [...(l.type === "link" ? [l.link] : []), ...(l.type === "link" && l.link.name !== other ? [{ kind: "faction" as const, name: other }] : [])],
        };
      },
    },
    {
      key: "relations",
      label: "Foreign relations",
      generate: (ctx) => {
        const rel = ctx.rng.sample(era(ctx).relations, 2);
        return { type: "list", items: rel.map((r) => `${land(ctx.rng, era(ctx))}: ${r}`) };
      },
    },
    {
      key: "capital",
      label: "Capital",
      generate: (ctx) => linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: `${land(r, era(ctx))}${r.pick(era(ctx).capital)}` })),
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.TONE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const laws = items(ctx.get("laws"));
    const rel = items(ctx.get("relations"));
    const fv = ctx.get("factions");
    const factions = fv.type === "links" ? fv.links.map((l) => l.name) : [];
    const r = ctx.rng("section", "rule");
    const v = {
      name,
      type,
      atype: withArticle(type),
      capital: ctx.text("capital"),
      head: ctx.text("head"),
      succession: lower(ctx.text("succession")),
      legislature: lower(ctx.text("legislature")),
      courts: lower(ctx.text("courts")),
      laws: laws.map(lower).join("; "),
      factions: joinList(factions),
      stability: lower(ctx.text("stability")),
      military: lower(ctx.text("military")),
      tax: lower(ctx.text("taxation")),
    };
    const rule = [
      fill(
        r.pick([
          "{Name} is {atype} ruled from {capital} by {head}.",
          "{Head} rules {name}, {atype}, from {capital}.",
          "From {capital}, {head} governs this {type}.",
          "{Atype} under {head}, seated in {capital}.",
        ]),
        v,
      ),
      fill(r.pick(["Succession: {succession}.", "On a death, {succession}.", "The heir? {Succession}.", "{Succession}, by custom."]), v),
      fill(
        r.pick([
          "Laws come from {legislature}. Justice: {courts}.",
          "{Legislature} makes law; {courts} judge it.",
          "Lawmaking falls to {legislature}, and {courts} decide cases.",
          "Justice means {courts}; law means {legislature}.",
        ]),
        v,
      ),
      fill(r.pick(["Notable laws: {laws}.", "On the books: {laws}.", "Its laws include: {laws}.", "Visitors should know: {laws}."]), v),
    ].join(" ");
    const q = ctx.rng("section", "power");
    const power = [
      fill(
        q.pick([
          "Its force is {military}. Revenue: {tax}.",
          "It keeps {military}, funded by {tax}.",
          "Money for {military} comes from {tax}.",
          "Defence: {military}. Taxes: {tax}.",
        ]),
        v,
      ),
      fill(
        q.pick([
          "Mood: {stability}. Powers: {factions}.",
          "{Stability}. Rivals: {factions}.",
          "{Factions} compete; {stability}.",
          "Watch {factions}. The state: {stability}.",
        ]),
        v,
      ),
      `${q.pick(["Abroad:", "Neighbours:", "Foreign affairs:", "Beyond its borders:"])} ${rel.join("; ")}.`,
      ctx.text("character"),
    ].join(" ");
    return {
      name,
      summary: sentence(
        fill(ctx.rng("summary").pick(["{Scale}-sized {type} ruled by {head}", "{A:type} of {scale} size under {head}", "{Head}'s {type}, {a:scale} power"]), {
          scale: ctx.text("scale").toLowerCase(),
          type,
          head: v.head,
        }),
      ),
      sections: [
        { title: "How it is ruled", markdown: rule },
        { title: "Power and its limits", markdown: power },
      ],
      tags: [type, ctx.text("scale").toLowerCase(), ctx.options.setting],
    };
  },
});
