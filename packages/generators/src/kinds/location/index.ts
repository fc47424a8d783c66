// The location generator: a settlement, ruin or wild place with region, people, rulers,
// economy, landmarks, districts or zones, history, dangers, rumours and its sensory feel.
// The biome (by setting family) decides climate, trades, dangers and senses; the type decides landmarks.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { roundTo } from "../../core/int.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { familyOf, type Family } from "../../core/phrases/setting-families.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { entityLink, pickEntity } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { personNameIn } from "../../systems/language/person-names.js";
import { composeLocation } from "./prose.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { midName, quantity } from "../../core/realise.js";
import { localArchetypes, type LocArchetype } from "./archetypes.js";
import { EMPTY_DETAIL_SHAPES, FALL_MARKS, GATHERING_MIN, RULERS, URBAN_MIN, WILD_FOUNDING } from "./people.js";
import { cleanLanguage, readableName } from "./names.js";
import { CROWDED, fittingZones } from "./fit.js";
import * as W from "./words.js";
import { BIOMES, type Biome } from "./words-biomes.js";
import * as P from "./words-places.js";
import * as S from "./words-prose.js";
import * as O from "./words-old.js";
import { forSetting, isOldSetting, type OldSetting } from "../../core/phrases/setting-pools.js";

const SIZES = ["any", "small", "medium", "large"] as const;
const options = { type: enumOption("Type", ["any", ...W.TYPES] as const), size: enumOption("Size", SIZES) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("location-fallback");
}

const REGION_SPLIT = /; the climate is | \(|\)$/;
const AGO = ["{n} years ago", "{n} years back", "some {n} years ago", "not {n} years ago"] as const;
const TYPE_SET: ReadonlySet<string> = new Set(W.TYPES);

/** The archetypes the options allow. */
function archetypesFor(o: Ctx["options"]): readonly LocArchetype[] {
  const all = localArchetypes(o.setting);
  const byType = o.type === "any" ? all : all.filter((a) => a.type === o.type);
  const bySize = o.size === "any" ? byType : byType.filter((a) => a.sizes.includes(o.size as LocArchetype["sizes"][number]));
  return bySize.length > 0 ? bySize : byType;
}

export function archetype(ctx: Pick<Ctx, "meta" | "text" | "options">): LocArchetype {
  return archetypeOf(ctx, localArchetypes(ctx.options.setting));
}

function popOf(ctx: Pick<Ctx, "get">): number {
  const p = ctx.get("population");
  return p.type === "number" ? p.value : 0;
}

// Landmarks a small place does not have, and the religious ones it has only one of.
const URBAN = /arena|stadium|library|hanging garden|clock tower|courthouse|cinema|archive|concourse|hospital|reactor|airliner/;
const HOLY = /temple|altar|shrine|church|chapel|cairn|standing stones/;

export function locType(ctx: Pick<Ctx, "text">): W.LocType {
  const t = ctx.text("type");
  return TYPE_SET.has(t) ? (t as W.LocType) : "town";
}

export function isSettled(t: W.LocType): boolean {
  return W.SETTLED.includes(t);
}

/** Where a danger, rumour or landmark tagged `fit` may appear in a place of type t. */
function fits(t: W.LocType, fit: P.Fit, coastal: boolean): boolean {
  if (fit === "any") return true;
  if (fit === "settled") return isSettled(t);
  if (fit === "coast") return coastal && isSettled(t);
  if (fit === "ruined") return t === "ruin" || t === "dungeon";
  return t === "wilds" || t === "ruin";
}

const FAMILIES: readonly Family[] = ["old", "now", "fallen", "future"];
type Table<T> = Readonly<Record<Family, Readonly<Record<W.LocType, { inland: readonly T[]; coast: readonly T[] }>>>>;
function table<T>(src: Readonly<Record<Family, readonly (readonly [T, P.Fit])[]>>): Table<T> {
  const out: Record<string, Record<string, { inland: T[]; coast: T[] }>> = {};
  for (const f of FAMILIES) {
    out[f] = {};
    for (const t of W.TYPES)
      out[f][t] = { inland: src[f].filter(([, w]) => fits(t, w, false)).map(([x]) => x), coast: src[f].filter(([, w]) => fits(t, w, true)).map(([x]) => x) };
  }
  return out as unknown as Table<T>;
}
const LANDMARKS = table(P.LANDMARKS);
const DANGERS = table(P.DANGERS);
/** The dangers of dark fantasy, steampunk and mythic, by type of place (the same fits as the family table). */
const DANGERS_OLD = table({ old: O.DANGERS_OLD["dark-fantasy"], now: O.DANGERS_OLD.steampunk, fallen: O.DANGERS_OLD.mythic, future: [] });
const OLD_ROW: Readonly<Record<OldSetting, Family>> = { "dark-fantasy": "old", steampunk: "now", mythic: "fallen" };
function dangerPool(setting: Ctx["options"]["setting"], t: W.LocType, coast: boolean): readonly string[] {
  const row = isOldSetting(setting) ? DANGERS_OLD[OLD_ROW[setting]] : DANGERS[familyOf(setting)];
  return row[t][coast ? "coast" : "inland"];
}
const CLAIMS = table(S.CLAIMS);
const COASTAL_BIOMES: Readonly<Record<Family, readonly Biome[]>> = {
  old: BIOMES.old.filter((b) => b.coastal),
  now: BIOMES.now.filter((b) => b.coastal),
  fallen: BIOMES.fallen.filter((b) => b.coastal),
  future: BIOMES.future,
};

export interface RegionMeta {
  where: string;
  climate: string;
  biome: string;
}

/** The biome of a place, also for a region field saved before biomes (matched by its words). */
export function biomeOf(ctx: Pick<Ctx, "text" | "meta" | "options">): Biome {
  const pool = BIOMES[familyOf(ctx.options.setting)];
  const m = ctx.meta("region") as unknown as Partial<RegionMeta> | undefined;
  const id = m && typeof m.biome === "string" ? m.biome : "";
  const where = m && typeof m.where === "string" ? m.where : ctx.text("region").toLowerCase();
  return pool.find((b) => b.id === id) ?? pool.find((b) => b.where.some((w) => where.includes(w))) ?? pool[0]!;
}

/** The region as place and climate, also for a region field saved before it carried them. */
export function regionOf(ctx: Pick<Ctx, "text" | "meta" | "options">): RegionMeta {
  const m = ctx.meta("region") as unknown as Partial<RegionMeta> | undefined;
  if (m && typeof m.where === "string" && typeof m.climate === "string") return { where: m.where, climate: m.climate, biome: biomeOf(ctx).id };
  const [where, climate] = ctx.text("region").split(REGION_SPLIT);
  return { where: (where ?? "").charAt(0).toLowerCase() + (where ?? "").slice(1), climate: climate ?? "changeable", biome: biomeOf(ctx).id };
}

function coastal(ctx: Pick<Ctx, "text" | "meta" | "options">): boolean {
  return locType(ctx) === "port" || biomeOf(ctx).coastal;
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

/** Two items from two pools, in either order, never the same twice. */
function pair(rng: Rng, a: readonly string[], b: readonly string[]): string[] {
  const x = rng.pick(a);
  let y = rng.pick(b);
  if (y === x) y = b.find((v) => v !== x) ?? y;
  return rng.chance(0.5) ? [x, y] : [y, x];
}

export const location = defineGenerator({
  kind: "location",
  // v2: fewer long vowels in names; ports lie on coasts.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: Name row first; one ruler throughout; Arrival in whole sentences; rumours, landmarks, dangers and senses fit the place.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: a biome by setting decides climate, trades, dangers and senses; the type decides landmarks; content by setting and tone; prose composed from parts.
  // v9: a wild place's quoted ruler starts with a capital ("Who rules it? \"An old hermit…\""); a ruler's name never repeats a word ("Baron Di Di Feyila").
  // v10: dark fantasy, steampunk and mythic have their own landmarks' details, districts, zones, history, dangers, rumour-tellers and unclaimed places.
  // v11: a dark-fantasy district reads "the Gallows Green" (lower-cased in prose, "Gallows Hill" read "gallows Hill").
  // v12: "{economy} pay for everything" read "the garrison's pay pay for everything"; the line is reworded.
  // v13: an archetype (hamlet … capital, watch fort, squatted ruin, held deep) fixes type, head count, ruler's rank and districts; prose from the entry; clean names. Names keep to a length per sound and never triple a letter or syllable.
  // v14: a capital city holds at least 100,000, more than any provincial city.
  // v15: villages have ends and lanes, not quarters; open country has no halls or vaults; prose without doubled hedges, stock history closers, 'one that' fillers, 'the weather is snowbound' or label notes ('Rule: … Trade: …'); 'it rose again' names the place. Also: shorter region phrases and danger, state and rumour words (no recurring 8-word runs).
  version: 15,
  options,
  requiredFields: ["name", "type", "region", "population", "ruler", "economy", "landmarks", "districts", "history", "dangers", "rumours", "senses"],
  fields: [
    archetypeField<LocArchetype, OptionValues<typeof options>>({
      table: (ctx) => archetypesFor(ctx.options),
      fits: {
        type: (a, v) => v.type === "text" && a.type === v.value,
        population: (a, v) => v.type === "number" && v.value >= a.pop[0] && v.value <= a.pop[1],
      },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: archetype(ctx).type }),
    },
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = cleanLanguage(() => languageFor(world, rng));
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["language", "type"],
      generate: (ctx) => {
        const base = readableName(() => nameIn(lang(ctx), ctx.rng, "place"));
        const t = locType(ctx);
        const forms =
          t === "ruin"
            ? ["Ruins of {n}", "Old {n}", "{n}"]
            : t === "dungeon"
              ? ["The Vaults of {n}", "The Pit of {n}", "{n} Deeps"]
              : t === "wilds"
                ? ["The {n} Wilds", "{n} Moor", "The {n} Reach"]
                : t === "fortress"
                  ? ["Fort {n}", "{n} Keep", "{n}"]
                  : ["{n}", "{n}", "{n}"];
        return { type: "text", value: fill(ctx.rng.pick(forms), { n: base }) };
      },
    },
    {
      key: "region",
      label: "Region and climate",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, world } = ctx;
        const fam = familyOf(ctx.options.setting);
        const biome = rng.pick(locType(ctx) === "port" ? COASTAL_BIOMES[fam] : BIOMES[fam]);
        const parent = pickEntity(rng, world, "location");
        const place = rng.pick(biome.where);
        const where = parent ? `near ${parent.name}, ${place}` : place;
        const climate = rng.pick(biome.climates);
        return { type: "text", value: `${capitalise(where)} (${climate})`, meta: { where, climate, biome: biome.id } };
      },
    },
    {
      key: "population",
      label: "Population",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const [lo, hi] = a.pop;
        const n = roundTo(ctx.rng.int(lo, hi), hi > 5000 ? 10 : 1);
        const text = n === 0 ? "Uninhabited" : quantity(n, a.folk, a.folk === "townsfolk" || a.folk === "people" ? { plural: a.folk } : {});
        return { type: "number", value: n, unit: "people", text };
      },
    },
    {
      key: "ruler",
      label: "Ruler or government",
      dependsOn: ["archetype", "language"],
      generate: (ctx) => {
        const tier = archetype(ctx).tier;
        const gov = pickEntity(ctx.rng, ctx.world, "government") ?? pickEntity(ctx.rng, ctx.world, "faction");
        const body = (name: string) => ({ who: `the head of ${name.replace(/^The /, "the ")}`, seat: "council's" });
        if (gov) return { type: "link", link: entityLink(gov), meta: body(gov.name) };
        if (tier === "none") {
          const who = ctx.rng.pick(forSetting(ctx.options.setting, P.NOBODY, O.NOBODY_OLD));
          return {
            type: "text",
            value: `${who}; ${ctx.rng.pick(forSetting(ctx.options.setting, P.NOBODY_WHY, O.NOBODY_WHY_OLD))}`,
            meta: { who: "whoever claims the place", seat: "old lord's" },
          };
        }
        const title = ctx.rng.pick(RULERS[ctx.options.setting][tier]);
        if (COUNCIL.test(title)) return { type: "text", value: `The ${title}`, meta: body(`the ${title}`) };
        return { type: "text", value: `${title} ${readableName(() => personNameIn(lang(ctx), ctx.rng))}`, meta: { who: `the ${title}`, seat: `${title}'s` } };
      },
    },
    {
      key: "economy",
      label: "Economy",
      dependsOn: ["type", "region"],
      generate: (ctx) => ({ type: "list", items: pair(ctx.rng, P.TRADES[familyOf(ctx.options.setting)][locType(ctx)], biomeOf(ctx).trades) }),
    },
    {
      key: "landmarks",
      label: "Landmarks",
      dependsOn: ["type", "region", "ruler", "population"],
      generate: (ctx) => {
        const { rng } = ctx;
        const st = ctx.options.setting;
        const fam = familyOf(st);
        const seat = rulerOf(ctx).seat;
        const pop = popOf(ctx);
        const all = LANDMARKS[fam][locType(ctx)][coastal(ctx) ? "coast" : "inland"];
        const pool = pop < URBAN_MIN ? all.filter((l) => !URBAN.test(l)) : all;
        const picked: string[] = [];
        let holy = false;
        for (const l of rng.shuffle(pool.length >= 3 ? pool : all)) {
          if (picked.length === 3) break;
          const isHoly = HOLY.test(l);
          if (isHoly && holy) continue;
          holy ||= isHoly;
          picked.push(l);
        }
        const shapes = pop < GATHERING_MIN ? EMPTY_DETAIL_SHAPES : S.DETAIL_SHAPES;
        // No two landmarks share an adjective, a crowd, a deed or a state.
        const adjs = rng.sample(forSetting(st, P.LANDMARK_ADJ, O.LANDMARK_ADJ_OLD), 3);
        const whos = rng.sample(forSetting(st, P.GATHERERS, O.GATHERERS_OLD), 3);
        const dos = rng.sample(S.GATHER_DO[ctx.options.tone], 3);
        const states = rng.sample(forSetting(st, S.STATES, O.STATES_OLD), 3);
        return {
          type: "list",
          items: picked.map((what, i) => {
            const vars = {
              adj: adjs[i] ?? "old",
              seat,
              inn: rng.pick(forSetting(st, P.INNS, O.INNS_OLD)),
              who: whos[i] ?? "locals",
              do: dos[i] ?? "meet",
              state: states[i] ?? "still stands",
            };
            return capitalise(`${fill(what, vars)}, ${fill(rng.pick(shapes), vars)}`);
          }),
        };
      },
    },
    {
      key: "districts",
      label: "Districts or zones",
      dependsOn: ["type", "archetype"],
      generate: (ctx) => {
        const st = ctx.options.setting;
        const t = locType(ctx);
        const [dlo, dhi] = archetype(ctx).districts;
        const districts = forSetting(st, P.DISTRICTS, O.DISTRICTS_OLD);
        const a = archetype(ctx);
        // A village has ends and lanes, not quarters; open country has no halls or vaults.
        const zones = forSetting(st, P.ZONES, O.ZONES_OLD);
        const pool = isSettled(t)
          ? a.tier === "village"
            ? forSetting(st, P.VILLAGE_PARTS, O.VILLAGE_PARTS_OLD)
            : t === "port"
              ? [...districts, ...forSetting(st, P.HARBOUR, O.HARBOUR_OLD)]
              : districts
          : a.type === "wilds"
            ? fittingZones(zones)
            : zones;
        return { type: "list", items: ctx.rng.sample(pool, ctx.rng.int(dlo, dhi)) };
      },
    },
    {
      key: "history",
      label: "History",
      dependsOn: ["archetype", "name"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const fam = familyOf(o.setting);
        const a = archetype(ctx);
        const found = fill(rng.pick(a.type === "wilds" ? WILD_FOUNDING : S.FOUNDING), {
          years: rng.int(fam === "fallen" ? 3 : fam === "now" ? 40 : 80, fam === "fallen" ? 60 : fam === "future" || fam === "now" ? 300 : 1400),
          founders: rng.pick(forSetting(o.setting, S.FOUNDERS, O.FOUNDERS_OLD)),
          why: rng.pick(forSetting(o.setting, S.WHY, O.WHY_OLD)),
        });
        const ago = fill(rng.pick(AGO), { n: rng.int(2, 9) * (fam === "fallen" ? 1 : 10) });
        const mark = fill(rng.pick(a.tier === "none" ? (a.pop[0] === 0 ? FALL_MARKS.empty : FALL_MARKS.squatted) : S.MARKS[o.tone]), {
          name: midName(ctx.text("name")),
        });
        return {
          type: "text",
          value: `${found} ${fill(rng.pick(S.TURN), { what: rng.pick(forSetting(o.setting, S.BLOWS, O.BLOWS_OLD)), ago, mark })}`,
        };
      },
    },
    {
      key: "dangers",
      label: "Dangers",
      dependsOn: ["type", "region"],
      generate: (ctx) => ({
        type: "list",
        items: pair(ctx.rng, dangerPool(ctx.options.setting, locType(ctx), coastal(ctx)), biomeOf(ctx).dangers),
      }),
    },
    {
      key: "rumours",
      label: "Rumours and hooks",
      dependsOn: ["type", "ruler", "region"],
      generate: (ctx) => {
        const fam = familyOf(ctx.options.setting);
        const ruler = rulerOf(ctx).who;
        const { rng } = ctx;
        const claims = rng.sample(CLAIMS[fam][locType(ctx)][coastal(ctx) ? "coast" : "inland"], 3);
        const sources = rng.sample(forSetting(ctx.options.setting, S.SOURCES, O.SOURCES_OLD), 3);
        return { type: "list", items: claims.map((c, i) => `${sources[i]} ${fill(c, { ruler })}${rng.pick(S.RUMOUR_TAILS) || "."}`) };
      },
    },
    {
      key: "senses",
      label: "Sights, sounds and smells",
      dependsOn: ["type", "region", "population"],
      generate: (ctx) => {
        const { rng } = ctx;
        const fam = familyOf(ctx.options.setting);
        const biome = biomeOf(ctx);
        const [sights, sounds, smells] = (isSettled(locType(ctx)) ? S.TOWN_SENSES : S.WILD_SENSES)[fam];
        // A hamlet has no hundred chimneys, hawkers or holo-signs: crowd senses need a town.
        const small = popOf(ctx) < URBAN_MIN;
        const fit = (p: readonly string[]): readonly string[] => {
          const out = small ? p.filter((x) => !CROWDED.test(x)) : p;
          return out.length > 0 ? out : p;
        };
        const one = (own: readonly string[], land: readonly string[]) => rng.pick(fit(rng.chance(0.5) ? own : land));
        return {
          type: "pairs",
          pairs: [
            { label: "Sights", value: one(sights, biome.sights) },
            { label: "Sounds", value: one(sounds, biome.sounds) },
            { label: "Smells", value: one(smells, biome.smells) },
          ],
        };
      },
    },
  ],
  compose: (ctx) => composeLocation(ctx, regionOf(ctx), archetype(ctx)),
});
