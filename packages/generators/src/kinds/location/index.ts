// The location generator: a settlement, ruin or wild place with region, people, rulers,
// economy, landmarks, districts or zones, history, dangers, rumours and its sensory feel.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { roundTo } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, joinList, withArticle } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { entityLink, pickEntity } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";

const SIZES = ["any", "small", "medium", "large"] as const;
const options = { type: enumOption("Type", ["any", ...W.TYPES] as const), size: enumOption("Size", SIZES) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("location-fallback");
}

const TYPE_SET: ReadonlySet<string> = new Set(W.TYPES);

function locType(ctx: Pick<Ctx, "text">): W.LocType {
  const t = ctx.text("type");
  return TYPE_SET.has(t) ? (t as W.LocType) : "town";
}

function settled(ctx: Pick<Ctx, "text">): boolean {
  return W.SETTLED.includes(locType(ctx));
}

/** Where a danger, rumour or landmark tagged `where` may appear in a place of type t. */
function fits(t: W.LocType, where: string, coastal: boolean): boolean {
  if (where === "any") return true;
  if (where === "settled") return W.SETTLED.includes(t);
  if (where === "port") return t === "port";
  if (where === "coast") return coastal;
  if (where === "ruined") return t === "ruin" || t === "dungeon";
  return t === "wilds";
}

// The districts a place away from the sea may have.
const INLAND_DISTRICTS = W.DISTRICTS.filter((d) => !/Harbour|Docks|Ropewalk/.test(d));

// The landmarks, dangers and rumours that fit each type of place (landmarks also by whether it
// is on the coast), filtered once rather than for every result.
function byType<T>(make: (t: W.LocType) => T): Readonly<Record<W.LocType, T>> {
  return Object.fromEntries(W.TYPES.map((t) => [t, make(t)])) as Record<W.LocType, T>;
}
const LANDMARKS_FOR = byType((t) => ({ inland: W.LANDMARKS.filter(([, , where]) => fits(t, where, false)), coast: W.LANDMARKS.filter(([, , where]) => fits(t, where, true)) }));
const DANGERS_FOR = byType((t) => W.DANGERS.filter(([, where]) => fits(t, where, false)));
const RUMOURS_FOR = byType((t) => W.RUMOURS.filter(([, where]) => fits(t, where, false)));

interface RegionMeta {
  where: string;
  climate: string;
}

/** The region as place and climate, also for a region field saved before it carried them. */
function regionOf(ctx: Pick<Ctx, "text" | "meta">): RegionMeta {
  const m = ctx.meta("region") as unknown as Partial<RegionMeta> | undefined;
  if (m && typeof m.where === "string" && typeof m.climate === "string") return m as RegionMeta;
  const [where, climate] = ctx.text("region").split(/; the climate is /);
  return { where: (where ?? "").charAt(0).toLowerCase() + (where ?? "").slice(1), climate: climate ?? "changeable" };
}

function coastal(ctx: Pick<Ctx, "text" | "meta">): boolean {
  if (locType(ctx) === "port") return true;
  const where = regionOf(ctx).where;
  return (W.COASTAL_REGIONS as readonly string[]).some((r) => where.endsWith(r));
}

interface RulerMeta {
  /** Who is meant when people talk of the ruler: "the High Elder", "the head of the Salt Parliament". */
  who: string;
  /** Whose hall it is: "High Elder's", "council's". */
  seat: string;
}

function rulerOf(ctx: Pick<Ctx, "meta" | "text">): RulerMeta {
  const m = ctx.meta("ruler") as unknown as Partial<RulerMeta> | undefined;
  return m && typeof m.who === "string" && typeof m.seat === "string" ? (m as RulerMeta) : { who: "the ruler", seat: "ruler's" };
}

const COUNCIL = /Council|Board|Assembly|Guild|Parliament/;

export const location = defineGenerator({
  kind: "location",
  // v2: fewer long vowels in names; ports lie on coasts.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: Name row first; one ruler throughout; Arrival in whole sentences; rumours, landmarks, dangers and senses fit the place.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  version: 6,
  options,
  requiredFields: ["name", "type", "region", "population", "ruler", "economy", "landmarks", "districts", "history", "dangers", "rumours", "senses"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.weighted([["city", 2], ["town", 3], ["village", 3], ["port", 2], ["fortress", 1], ["ruin", 2], ["dungeon", 1], ["wilds", 1]] as const) : o.type }),
    },
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["language", "type"],
      generate: (ctx) => {
        const base = nameIn(lang(ctx), ctx.rng, "place");
        const t = locType(ctx);
        const forms = t === "ruin" ? ["Ruins of {n}", "Old {n}", "{n}"] : t === "dungeon" ? ["The Vaults of {n}", "The Pit of {n}", "{n} Deeps"] : t === "wilds" ? ["The {n} Wilds", "{n} Moor", "The {n} Reach"] : t === "fortress" ? ["Fort {n}", "{n} Keep", "{n}"] : ["{n}", "{n}", "{n}"];
        return { type: "text", value: fill(ctx.rng.pick(forms), { n: base }) };
      },
    },
    {
      key: "region",
      label: "Region and climate",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, world } = ctx;
        const parent = pickEntity(rng, world, "location");
        const regions = ctx.text("type") === "port" ? W.COASTAL_REGIONS : W.REGIONS;
        const where = parent ? `near ${parent.name}, ${rng.pick(regions)}` : rng.pick(regions);
        const climate = rng.pick(W.CLIMATES);
        return { type: "text", value: `${capitalise(where)}; the climate is ${climate}`, meta: { where, climate } };
      },
    },
    {
      key: "population",
      label: "Population",
      dependsOn: ["type"],
      generate: (ctx) => {
        const [lo, hi] = W.SIZE_POP[locType(ctx)];
        const s = ctx.options.size;
        const span = hi - lo;
        const [a, b] = s === "small" ? [lo, lo + span / 5] : s === "medium" ? [lo + span / 5, lo + span / 2] : s === "large" ? [lo + span / 2, hi] : [lo, hi];
        const n = roundTo(ctx.rng.int(roundTo(a, 1), roundTo(b, 1)), hi > 1000 ? 10 : 1);
        const text = n === 0 ? "Uninhabited, save for whatever lairs there" : `About ${formatNumber(n)} ${n === 1 ? "soul" : "souls"}${settled(ctx) ? "" : ", most of them squatters, hermits or worse"}`;
        return { type: "number", value: n, unit: "people", text };
      },
    },
    {
      key: "ruler",
      label: "Ruler or government",
      dependsOn: ["type", "language"],
      generate: (ctx) => {
        const gov = pickEntity(ctx.rng, ctx.world, "government") ?? pickEntity(ctx.rng, ctx.world, "faction");
        const body = (name: string) => ({ who: `the head of ${name.replace(/^The /, "the ")}`, seat: "council's" });
        if (gov) return { type: "link", link: entityLink(gov), meta: body(gov.name) };
        if (!settled(ctx)) return { type: "text", value: ctx.rng.pick(["No one; the last lord's line died out", "Whoever holds the old gate this season", "A bandit chief who calls herself queen", "Nominally the crown, in practice no one"]), meta: { who: "whoever claims the place", seat: "old lord's" } };
        const title = ctx.rng.pick(W.RULER_TITLES[ctx.options.setting]);
        if (COUNCIL.test(title)) return { type: "text", value: `The ${title}`, meta: body(`the ${title}`) };
        return { type: "text", value: `${title} ${nameIn(lang(ctx), ctx.rng, "person")}`, meta: { who: `the ${title}`, seat: `${title}'s` } };
      },
    },
    {
      key: "economy",
      label: "Economy",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.ECONOMY[locType(ctx)], 2) }),
    },
    {
      key: "landmarks",
      label: "Landmarks",
      dependsOn: ["type", "region", "ruler"],
      generate: (ctx) => {
        const { rng } = ctx;
        const sea = coastal(ctx);
        const seat = rulerOf(ctx).seat;
        return {
          type: "list",
          items: rng.sample(LANDMARKS_FOR[locType(ctx)][sea ? "coast" : "inland"], 3).map(([what, detail]) => {
            const vars = { adj: rng.pick(W.LANDMARK_ADJ), seat, detail: rng.pick(W.DETAILS), detail2: rng.pick(W.DETAILS2), bells: rng.pick(W.BELLS), well: rng.pick(W.WELLS), inn: rng.pick(W.INNS), market: rng.pick(W.MARKET), hall: rng.pick(W.HALL), inn_detail: rng.pick(W.INN_DETAILS), library: rng.pick(W.LIBRARY), arena: rng.pick(W.ARENA) };
            return capitalise(`${fill(what, vars)}, ${fill(detail, vars)}`);
          }),
        };
      },
    },
    {
      key: "districts",
      label: "Districts or zones",
      dependsOn: ["type"],
      generate: (ctx) => {
        const pool = settled(ctx) ? (locType(ctx) === "port" ? W.DISTRICTS : INLAND_DISTRICTS) : W.ZONES;
        return { type: "list", items: ctx.rng.sample(pool, ctx.rng.int(3, 5)) };
      },
    },
    {
      key: "history",
      label: "History",
      generate: ({ rng }) => {
        const years = rng.int(80, 1400);
        const found = fill(rng.pick(W.HISTORY), { years, founders: rng.pick(W.FOUNDERS), why: rng.pick(W.WHY), why2: rng.pick(W.WHY2) });
        const ago = `${rng.int(2, 9) * 10} years ago`;
        return { type: "text", value: `${found} ${fill(rng.pick(W.TURNS), { ago })}` };
      },
    },
    {
      key: "dangers",
      label: "Dangers",
      dependsOn: ["type"],
      generate: (ctx) => {
        return { type: "list", items: ctx.rng.sample(DANGERS_FOR[locType(ctx)], 2).map(([d]) => d) };
      },
    },
    {
      key: "rumours",
      label: "Rumours and hooks",
      dependsOn: ["type", "ruler"],
      generate: (ctx) => {
        const ruler = rulerOf(ctx).who;
        return { type: "list", items: ctx.rng.sample(RUMOURS_FOR[locType(ctx)], 3).map(([r]) => fill(r, { ruler })) };
      },
    },
    {
      key: "senses",
      label: "Sights, sounds and smells",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const town = settled(ctx);
        return { type: "pairs", pairs: [{ label: "Sights", value: rng.pick(town ? W.SIGHTS : W.WILD_SIGHTS) }, { label: "Sounds", value: rng.pick(town ? W.SOUNDS : W.WILD_SOUNDS) }, { label: "Smells", value: rng.pick(town ? W.SMELLS : W.WILD_SMELLS) }] };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type");
    const r = ctx.rng("prose");
    const list = (k: string) => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    const sense = ctx.get("senses");
    const s = (label: string) => (sense.type === "pairs" ? (sense.pairs.find((p) => p.label === label)?.value ?? "") : "");
    const region = regionOf(ctx);
    const summary = `${name} is ${withArticle(type)} ${region.where}, known for ${lower(list("landmarks")[0]?.split(",")[0] ?? "its stubborn people")}.`;
    const pop = ctx.get("population");
    const n = pop.type === "number" ? pop.value : 0;
    const isSettled = settled({ text: () => type });
    const people =
      n === 0 ? "No one lives there now, save whatever lairs in the dark."
      : `About ${formatNumber(n)} ${n === 1 ? "soul lives" : "souls live"} there${isSettled ? "" : ", most of them squatters, hermits or worse"}.`;
    const ruler = ctx.text("ruler");
    // Put together with + rather than collected in arrays and joined (the joins were slow).
    const opening = fill(r.pick(["Travellers smell {smell} long before they see {name}.", "The first thing visitors notice about {name} is {sight}.", "{Name} announces itself with {sound}."]), { name, smell: s("Smells"), sight: s("Sights"), sound: s("Sounds") });
    const economy = joinList(list("economy").map(lower));
    const power = isSettled ? `Power rests with ${ruler.startsWith("The ") ? `the ${ruler.slice(4)}` : ruler}, and the wealth comes from ${economy}.` : `Ask who rules it and the answer is "${lower(ruler)}"; what little trade there is comes from ${economy}.`;
    const arrival = `${opening} It lies ${region.where}, where the climate is ${region.climate}. ${people} ${power}`;
    let places = "Notable sights:\n";
    for (const l of list("landmarks")) places += `\n- ${l}.`;
    places += `\n\n${isSettled ? "Its districts" : "Its parts"} include ${joinList(list("districts").map(lower))}.`;
    const past = `${ctx.text("history")} ${r.pick(["Locals still argue about which version is true.", "Every schoolchild can recite the founding story.", "Few outsiders know any of this."])}`;
    let trouble = `Visitors should beware of ${joinList(list("dangers").map(lower))}.\n\nRumours going around:\n`;
    for (const x of list("rumours")) trouble += `\n- ${x}`;
    return {
      name,
      summary,
      sections: [
        { title: "Arrival", markdown: arrival },
        { title: "Places of note", markdown: places },
        { title: "History", markdown: past },
        { title: "Dangers and rumours", markdown: trouble },
      ],
      tags: ["location", type, ctx.options.setting],
    };
  },
});
