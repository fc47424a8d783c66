// The government generator: a state's form, its ruler and their title, succession, legislature,
// courts, laws, army, taxes, stability, factions, neighbours and capital. The type decides titles,
// succession, legislature and name words; the setting's era (eras.ts) decides the rest.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { max, round, roundTo } from "../../core/int.js";
import { languageFor, nameIn } from "../../systems/language/index.js";
import { cleanName } from "../location/names.js";
import { capitalRange, FORCES, GOV_ARCHETYPES, POP_DIVISOR, SF_NOUN, type GovArchetype } from "./archetypes.js";
import { fitsFaction, fitsState, fitting, STABILITY_SENTENCE } from "./sentences.js";
import { closerVars, composeGovernment } from "./prose.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber } from "../../core/text.js";
import { entitiesOf, entityLink, linkFromWorld } from "../../core/world.js";
import type { World, WorldEntity } from "../../core/types.js";
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
const stem = (rng: Rng): string => rng.pick(W.ONSET) + rng.pick(W.VOWEL) + rng.pick(W.CODA) + rng.pick(W.NAME_MID);
const land = (rng: Rng, e: EraWords): string => stem(rng) + rng.pick(e.landEnd);
/** An adjective and a state's noun, without saying a word twice ("Holy Holy See" → "Most Serene Holy See"). */
const titled = (adj: string, noun: string): string => (noun.startsWith(`${adj} `) ? `Most Serene ${noun}` : `${adj} ${noun}`);
const gov = (ctx: Pick<Ctx, "meta" | "text">): GovArchetype => archetypeOf(ctx, GOV_ARCHETYPES);
const SF_BAD = /\b(?:kings?|queens?|crowns?|knights?|lords?|castles?|peasants?|royal)\b/i;
/** A land's name: in the world's saved language when it has one, else in the era's sound. */
function landName(ctx: Ctx, rng: Rng): string {
  if (ctx.world.entities.some((e) => e.kind === "language")) return cleanName(() => nameIn(languageFor(ctx.world, rng).language, rng, "place"));
  return cleanName(() => land(rng, era(ctx)));
}
/** A saved place's head count (its population field), or undefined. */
function populationOf(e: WorldEntity): number | undefined {
  const fields = (e.data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return undefined;
  const f = (fields as { key?: unknown; value?: { type?: unknown; value?: unknown } }[]).find((x) => x.key === "population");
  return f?.value?.type === "number" && typeof f.value.value === "number" ? f.value.value : undefined;
}
/** The world's most populous saved place, when any saved place has a head count. */
function capitalOf(world: World): { e: WorldEntity; people: number } | undefined {
  let best: { e: WorldEntity; people: number } | undefined;
  for (const e of entitiesOf(world, "location")) {
    const n = populationOf(e);
    if (n !== undefined && n > 0 && (!best || n > best.people)) best = { e, people: n };
  }
  return best;
}
/** Picks from a pool that fit this state's type and scale. */
const fit = (ctx: Ctx, pool: readonly string[]): readonly string[] => fitting(pool, (x) => fitsState(x, typeOf(ctx), scaleOf(ctx)));
const sfClean = (ctx: Ctx, pool: readonly string[]): readonly string[] =>
  ctx.options.setting === "science-fiction" ? fitting(pool, (x) => !SF_BAD.test(x)) : pool;

export const government = defineGenerator({
  kind: "government",
  // v2: the Name row comes first in the result fields.
  // v3: the setting's era decides titles, courts, laws, army, taxes, factions, neighbours and capital; a stand-in ruler is named in the world's language; varied prose.
  // v4: no "Holy Holy See": an adjective already in the state's noun gives way to "Most Serene".
  // v5: dark fantasy and mythic have their own titles, (mythic) legislatures, courts, laws, armies, taxes, factions, neighbours and land names (eras-legend.ts).
  // v6: an archetype (kingdom, temple city, merchant oligarchy, junta …) fixes type, scale and what the state calls itself; the capital's size and who runs it fit the scale and form of rule; names in the world's language; no mid-sentence "The". Names keep to a length per sound and never triple a letter or syllable.
  // v7: taxes no longer stand as the subject of a verb that may not agree ("tolls on the road fills").
  // v8: in a world, the capital is its most populous saved place, with that place's head count.
  // v9: prose rendered sentence by sentence from the fields (no label-colon notes, no pasted fragments); picks checked against type and scale (no royal marriages for a commune, no provinces in a city-state, no king in a principality, armies sized to scale); land names from hundreds of stems; closing lines fit the state's mood.
  version: 9,
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
    archetypeField<GovArchetype, OptionValues<typeof options>>({
      table: (ctx) => {
        const o = ctx.options;
        const t = o.type === "any" ? GOV_ARCHETYPES : GOV_ARCHETYPES.filter((a) => a.type === o.type);
        const sc = o.scale === "any" ? t : t.filter((a) => a.scales.includes(o.scale as W.Scale));
        return sc.length > 0 ? sc : t;
      },
      fits: {
        type: (a, v) => a.type === v.meta || (v.type === "text" && v.value.toLowerCase() === a.type),
        scale: (a, v) => a.scales.includes((v.meta ?? (v.type === "text" ? v.value.toLowerCase() : "")) as W.Scale),
      },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = gov(ctx).type;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "scale",
      label: "Scale",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = gov(ctx);
        const o = ctx.options;
        const s = o.scale !== "any" && a.scales.includes(o.scale) ? o.scale : ctx.rng.pick(a.scales);
        return { type: "text", value: capitalise(s), meta: s };
      },
    },
    { key: "land", label: "Land", generate: (ctx) => ({ type: "text", value: landName(ctx, ctx.rng) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["land", "scale", "type", "archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const raw = rng.pick(gov(ctx).nouns);
        const noun = ctx.options.setting === "science-fiction" ? (SF_NOUN[raw] ?? raw) : raw;
        const own = ctx.text("land");
        const adj = titled(rng.pick(TYPE_ADJ_NAME[typeOf(ctx)]), noun);
        // A city-state is one city: it takes no second land and no region.
        const value =
          scaleOf(ctx) === "city"
            ? rng.chance(0.5)
              ? `The ${noun} of ${own}`
              : `The ${adj} of ${own}`
            : rng.weighted<() => string>([
                [() => `The ${noun} of ${own} and ${landName(ctx, rng)}`, 1],
                [() => `The ${adj} of ${own} and the ${rng.pick(era(ctx).regions)}`, 1],
              ])();
        return { type: "text", value };
      },
    },
    {
      key: "head",
      label: "Head of state",
      dependsOn: ["type", "land", "archetype"],
      generate: (ctx) => {
        const own = gov(ctx).titles;
        const title = ctx.rng.pick(own && ctx.options.setting !== "science-fiction" ? own : titles(ctx));
        const gender = W.FEMALE_TITLE.test(title) ? "female" : W.MALE_TITLE.test(title) ? "male" : ctx.rng.chance(0.5) ? "female" : "male";
        const given = ctx.rng.pick(gender === "female" ? W.GIVEN_F : W.GIVEN_M);
        const person = standInName(ctx.world, ctx.stream("stand-in"), gender, () => {
          const house = ctx.stream("head-house");
          return `${given} of ${cleanName(() => land(house, era(ctx)))}`;
        });
        const l = linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name: `${title} ${person}` }));
        return l.type === "link" && l.link.name.startsWith(`${title} `) ? { ...l, meta: { title } } : l;
      },
    },
    {
      key: "succession",
      label: "Succession",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: ctx.rng.pick(fit(ctx, sfClean(ctx, tw(ctx).succession))) }),
    },
    {
      key: "legislature",
      label: "Legislature",
      dependsOn: ["type", "archetype"],
      generate: (ctx) => {
        const all = gov(ctx).legislature ?? era(ctx).legislature?.[typeOf(ctx)] ?? tw(ctx).legislature;
        return { type: "text", value: capitalise(ctx.rng.pick(fit(ctx, sfClean(ctx, all)))) };
      },
    },
    { key: "courts", label: "Courts", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(fit(ctx, era(ctx).courts)) }) },
    { key: "laws", label: "Notable laws", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(fit(ctx, era(ctx).laws), 3) }) },
    {
      key: "military",
      label: "Military",
      dependsOn: ["scale"],
      generate: (ctx) => {
        const f = FORCES[scaleOf(ctx)];
        const d = POP_DIVISOR[ctx.options.setting] ?? 1;
        const raw = ctx.rng.int(f.troops[0], f.troops[1]) / d;
        const n = roundTo(raw, raw >= 10000 ? 1000 : raw >= 1000 ? 100 : 10);
        const s = max(3, round(ctx.rng.int(f.ships[0], f.ships[1]) / (d === 1 ? 1 : d === 5 ? 2.2 : 3.2)));
        return { type: "text", value: capitalise(fill(ctx.rng.pick(era(ctx).military), { n: formatNumber(n), s: formatNumber(s) })) };
      },
    },
    { key: "taxation", label: "Taxation", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(fit(ctx, era(ctx).tax)) }) },
    { key: "stability", label: "Stability", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(fit(ctx, era(ctx).stability)) }) },
    {
      key: "factions",
      label: "Factions",
      generate: (ctx) => {
        const pool = fitting(era(ctx).factions, (f) => fitsFaction(f, typeOf(ctx)));
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
        const rel = ctx.rng.sample(fit(ctx, era(ctx).relations), 2);
        const with_ = rel.map((r) => ({ rel: r, with: cleanName(() => land(ctx.rng, era(ctx))) }));
        return { type: "list", items: with_.map((x) => capitalise(`${x.rel} with ${x.with}`)), meta: with_ };
      },
    },
    {
      key: "capital",
      label: "Capital",
      dependsOn: ["archetype", "scale", "land", "name"],
      generate: (ctx) => {
        const [lo, hi] = capitalRange(scaleOf(ctx), ctx.options.setting);
        const people = roundTo(ctx.rng.int(lo, hi), hi >= 20000 ? 1000 : 100);
        const rulers = gov(ctx).capitalRuler;
        const sfRulers = rulers.filter((x) => !SF_BAD.test(x));
        const runBy = ctx.rng.pick(ctx.options.setting === "science-fiction" ? (sfRulers.length > 0 ? sfRulers : ["a colonial administrator"]) : rulers);
        // In a world, the capital is its most populous place, and its head count is that place's.
        const seat = capitalOf(ctx.world);
        if (seat) return { type: "link", link: entityLink(seat.e), meta: { people: seat.people, runBy } };
        // A city-state's capital is the city itself, and so is a throneworld's.
        const own = scaleOf(ctx) === "city" || ctx.text("name").includes("Throneworld");
        const invent = (r: Rng): string => {
          // A capital is a name: descriptive tails ("on the river") belong in prose, not in it.
          const tail = r.pick(era(ctx).capital);
          const suffix = /^ [a-z]/.test(tail) ? "" : tail;
          return cleanName(() => (suffix === "" ? land(r, era(ctx)) : stem(r) + suffix));
        };
        const l = linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: own ? ctx.text("land") : landNameOr(ctx, r, invent) }));
        return { ...l, meta: { people, runBy } };
      },
    },
    {
      key: "character",
      label: "Character",
      dependsOn: ["stability", "head", "capital", "name"],
      generate: (ctx) => {
        const good = STABILITY_SENTENCE[ctx.text("stability")]?.[1] ?? true;
        const pool = W.CLOSERS[ctx.options.tone][good ? "good" : "bad"];
        return { type: "text", value: fill(ctx.rng.pick(pool), closerVars(ctx)) };
      },
    },
  ],
  compose: composeGovernment,
});

/** A land's name in the world's saved language when it has one, else the invented one. */
function landNameOr(ctx: Ctx, rng: Rng, invent: (r: Rng) => string): string {
  return ctx.world.entities.some((e) => e.kind === "language") ? landName(ctx, rng) : invent(rng);
}
/** Adjectives for the state's name, by form of rule. */
const TYPE_ADJ_NAME: Readonly<Record<W.GovType, readonly string[]>> = {
  monarchy: ["Most Serene", "United", "Ancient", "Glorious", "High"],
  republic: ["Free", "United", "Most Serene", "Confederated", "Common"],
  theocracy: ["Exalted", "Sacred", "Blessed", "Holy", "Most Pious"],
  oligarchy: ["Most Serene", "Free", "Wealthy", "United", "Ancient"],
  council: ["Free", "Ancient", "United", "Sworn", "Old"],
  empire: ["Greater", "Everlasting", "Ancient", "United", "Glorious"],
  junta: ["Provisional", "National", "United", "Restored", "Guarded"],
};
