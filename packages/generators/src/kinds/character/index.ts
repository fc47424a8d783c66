// The character generator: a person with a race-aware age, a face, a personality, a past,
// a secret and plot hooks. Names come from the race's language (or modern names).
import { personNameIn } from "../../systems/language/person-names.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { STAT_BLOCKS } from "../../stats/index.js";
import { floor, max, min, roundTo } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { PRONOUNS, pronounsFromLabel, type Pronouns } from "../../core/pronouns.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, firstWord, numberWord } from "../../core/text.js";
import type { FieldValue, Json, WorldEntity } from "../../core/types.js";
import { midName } from "../../core/realise.js";
import { entityLink, pickEntity, withLinks, worldEntity } from "../../core/world.js";
import { cleanName } from "../location/names.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { composeCharacter } from "./prose.js";
import * as L from "./words-life.js";
import * as M from "./words-mind.js";
import * as P from "./words-people.js";
import * as S from "./words-story.js";
import * as X from "./words-setting.js";

const GENDERS = ["any", "female", "male", "nonbinary"] as const;
const AGE_BANDS = ["any", "young", "adult", "middle-aged", "old"] as const;
const ROLES = ["any", "hero", "villain", "npc"] as const;
const options = {
  gender: enumOption("Gender", GENDERS),
  ageBand: enumOption("Age band", AGE_BANDS),
  role: enumOption("Role", ROLES, "any", { npc: "NPC" }),
};
type Ctx = FieldCtx<typeof options>;

interface RaceMeta {
  adult: number;
  old: number;
  max: number;
  lo: number;
  hi: number;
  language?: Json;
}

function raceMeta(ctx: Pick<Ctx, "meta">): RaceMeta {
  const m = ctx.meta("race") as unknown as Partial<RaceMeta> | undefined;
  if (!(m && typeof m.adult === "number" && typeof m.max === "number" && typeof m.old === "number")) return { adult: 18, old: 60, max: 95, lo: 150, hi: 195 };
  // Read by several fields: a meta that has its heights (a stock race's does) is used as it is.
  return typeof m.lo === "number" && typeof m.hi === "number" ? (m as RaceMeta) : ({ lo: 150, hi: 190, ...m } as RaceMeta);
}

function pronouns(ctx: Ctx): Pronouns {
  return pronounsFromLabel(ctx.text("pronouns"));
}

function gender(ctx: Ctx): "female" | "male" | "neutral" {
  const g = ctx.text("gender");
  return g === "female" || g === "male" ? g : "neutral";
}

/** The role as shown: "Hero", "Villain", "NPC". */
const ROLE_LABELS = { hero: "Hero", villain: "Villain", npc: "NPC" } as const;

function role(ctx: Pick<Ctx, "text">): "hero" | "villain" | "npc" {
  const r = ctx.text("role").toLowerCase();
  return r === "hero" || r === "villain" ? r : "npc";
}

/** The lifespan recorded on a saved race (its `lifespan` field meta), when present. */
function savedLifespan(data: unknown): Partial<RaceMeta> | undefined {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return undefined;
  const f = fields.find((x) => (x as { key?: unknown }).key === "lifespan") as { value?: { meta?: Partial<RaceMeta> } } | undefined;
  return f?.value?.meta;
}

/** Everyone of a stock race speaks one language, so their names sound alike. */
function raceLanguage(ctx: Ctx): Language {
  return stockLanguage(`stock:${ctx.options.setting}:${ctx.text("race")}`);
}

function modernName(rng: Rng, g: "female" | "male" | "neutral"): string {
  const given = rng.chance(0.15) ? rng.pick(P.MODERN_GIVEN.neutral) : rng.pick(P.MODERN_GIVEN[g]);
  return `${given} ${String.fromCharCode(65 + rng.int(0, 25))}. ${rng.pick(P.MODERN_SURNAMES)}`;
}

/** Heights in cm by kind of people, for a saved race whose result carries none. */
const HEIGHTS_BY_NAME: readonly (readonly [RegExp, number, number])[] = [
  [/giant|ogre|troll/i, 240, 330],
  [/orc|goliath|minotaur/i, 170, 215],
  [/elf|elven|sylph/i, 160, 195],
  [/dwar|dwarv/i, 120, 150],
  [/halfling|hobbit|gnome|goblin|kobold|pixie|sprite/i, 85, 120],
];
const HEIGHTS_BY_SIZE: Readonly<Record<string, readonly [number, number]>> = {
  tiny: [20, 60],
  small: [85, 130],
  medium: [150, 195],
  large: [200, 260],
  huge: [280, 450],
};

/** A pair of numbers read as a height range in cm (an object with lo/hi or min/max, or a two-number array). */
function rangeOf(v: unknown): { lo: number; hi: number } | undefined {
  if (Array.isArray(v) && typeof v[0] === "number" && typeof v[1] === "number" && v[0] > 0 && v[1] >= v[0]) return { lo: v[0], hi: v[1] };
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    const lo = o.lo ?? o.min ?? o.minCm ?? o.low;
    const hi = o.hi ?? o.max ?? o.maxCm ?? o.high;
    if (typeof lo === "number" && typeof hi === "number" && lo > 0 && hi >= lo && hi < 2000) return { lo, hi };
  }
  return undefined;
}

/** A saved race's height range: from its result's meta (any field's height range), else its name, else its size. */
function heightsOf(e: WorldEntity): { lo: number; hi: number } {
  const fields = (e.data as { fields?: unknown } | undefined)?.fields;
  let size = "";
  if (Array.isArray(fields))
    for (const f of fields as { key?: unknown; value?: { meta?: unknown; value?: unknown } }[]) {
      const m = f.value?.meta;
      if (m && typeof m === "object" && !Array.isArray(m)) {
        const o = m as Record<string, unknown>;
        const r = rangeOf(o.height) ?? rangeOf(o.heightCm) ?? rangeOf(o.heights) ?? (f.key === "size" || f.key === "height" ? rangeOf(o) : undefined);
        if (r) return r;
      }
      if (f.key === "size" && typeof f.value?.value === "string") size = f.value.value.toLowerCase();
    }
  for (const [re, lo, hi] of HEIGHTS_BY_NAME) if (re.test(e.name)) return { lo, hi };
  for (const [k, r] of Object.entries(HEIGHTS_BY_SIZE)) if (size.includes(k)) return { lo: r[0], hi: r[1] };
  return { lo: 150, hi: 195 };
}

/** When a made being's formative event happened: counted from its making, not from a childhood. */
const MADE_WHEN = [
  "In {their} first year of service, {they}",
  "Soon after {they} {v:was} first switched on, {they}",
  "Within months of {their} making, {they}",
  "On {their} first posting, {they}",
];
export const character = defineGenerator({
  kind: "character",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: Name row first; role shown as Hero/Villain/NPC; children and the formative event fit the age; secrets fit any job.
  // v6: family, formative event, hooks and persona composed from parts (for variety).
  // v7: the setting changes the content: skills, family, formative event, fears, mannerisms, secrets and hooks of its own.
  // v8: motivations that need swords and thrones read otherwise in science fiction, modern and post-apocalyptic settings.
  // v9: a person name that says one word twice ("Gantsam Gantsam") is drawn again.
  // v10: names never triple a letter or syllable; a saved race's height range (its meta, else its name or size) bounds the height; a world's faction and faith are named in occupation and ideal.
  // v11: portraits never paste a hair or skin value into a frame it breaks ('wears their a braid', 'With pale with a grey cast skin'); no second adverb on a voice line that has one ('often always').
  // v12: the formative event never falls after today's age; a made being (android, automaton) dates it from its making, not a childhood.
  version: 12,
  options,
  stats: STAT_BLOCKS,
  requiredFields: [
    "name",
    "pronouns",
    "age",
    "race",
    "occupation",
    "appearance",
    "traits",
    "ideal",
    "flaw",
    "fear",
    "motivation",
    "secret",
    "voice",
    "birthplace",
    "family",
    "formativeEvent",
    "skills",
    "hooks",
  ],
  fields: [
    {
      key: "gender",
      label: "Gender",
      generate: ({ rng, options: o }) => ({
        type: "text",
        value:
          o.gender === "any"
            ? rng.weighted([
                ["female", 45],
                ["male", 45],
                ["nonbinary", 10],
              ] as const)
            : o.gender,
      }),
    },
    {
      key: "pronouns",
      label: "Pronouns",
      dependsOn: ["gender"],
      generate: (ctx) => {
        const g = ctx.text("gender");
        const p = g === "female" ? PRONOUNS.she : g === "male" ? PRONOUNS.he : ctx.rng.chance(0.85) ? PRONOUNS.they : ctx.rng.pick([PRONOUNS.she, PRONOUNS.he]);
        return { type: "text", value: p.label };
      },
    },
    {
      key: "role",
      label: "Role",
      generate: ({ rng, options: o }) => ({
        type: "text",
        value:
          ROLE_LABELS[
            o.role === "any"
              ? rng.weighted([
                  ["npc", 5],
                  ["hero", 3],
                  ["villain", 2],
                ] as const)
              : o.role
          ],
      }),
    },
    {
      key: "race",
      label: "Race",
      generate: ({ rng, options: o, world }) => {
        const e = pickEntity(rng, world, "race");
        if (e) {
          const life = { ...heightsOf(e), ...(savedLifespan(e.data) ?? {}) };
          const lang = (e.data as { fields?: { key: string; value: { meta?: unknown } }[] } | undefined)?.fields?.find((f) => f.key === "naming")?.value.meta;
          const meta = { adult: 18, old: 60, max: 95, ...life, ...(parseLanguage(lang) ? { language: lang as Json } : {}) };
          return { type: "link", link: entityLink(e), meta: meta as unknown as Json };
        }
        const r = rng.pick(P.STOCK_RACES[o.setting]);
        return { type: "link", link: { kind: "race", name: r.name }, meta: { ...r } };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["gender", "race"],
      generate: (ctx) => {
        if (ctx.options.setting === "modern") return { type: "text", value: cleanName(() => modernName(ctx.rng, gender(ctx))) };
        const m = raceMeta(ctx);
        // Everyone of a stock race speaks the same language, so their names sound alike.
        const saved =
          parseLanguage(m.language) ??
          (ctx.world.entities.some((e) => e.kind === "language") ? languageFor(ctx.world, ctx.stream("language")).language : undefined);
        const lang: Language = saved ?? raceLanguage(ctx);
        return { type: "text", value: cleanName(() => personNameIn(lang, ctx.rng, gender(ctx))) };
      },
    },
    {
      key: "age",
      label: "Age and life stage",
      dependsOn: ["race"],
      generate: (ctx) => {
        const m = raceMeta(ctx);
        const band =
          ctx.options.ageBand === "any"
            ? ctx.rng.weighted([
                ["young", 3],
                ["adult", 5],
                ["middle-aged", 3],
                ["old", 2],
              ] as const)
            : ctx.options.ageBand;
        const [lo, hi] =
          band === "young"
            ? [m.adult * 0.8, m.adult * 1.3]
            : band === "adult"
              ? [m.adult * 1.3, m.old * 0.6]
              : band === "middle-aged"
                ? [m.old * 0.6, m.old]
                : [m.old, m.max];
        const age = ctx.rng.int(roundTo(lo, 1), roundTo(hi > lo + 1 ? hi : lo + 1, 1));
        const stage = band === "young" ? "young adult" : band === "old" ? "elder" : band;
        return { type: "number", value: age, unit: "years", text: `${age} (${stage})`, meta: stage };
      },
    },
    {
      key: "occupation",
      label: "Occupation",
      generate: (ctx) => {
        const { rng, options: o, world } = ctx;
        const cls = pickEntity(rng, world, "class");
        const [job, skills] = rng.pick(L.OCCUPATIONS[o.setting]);
        if (cls) return { type: "link", link: entityLink(cls), meta: { job, skills: [...skills] } };
        // A member of one of the world's factions, when it has any.
        const faction = worldEntity(ctx, "faction");
        const value: FieldValue = { type: "text", value: faction ? `${job}, sworn to ${midName(faction.name)}` : job, meta: { job, skills: [...skills] } };
        return faction ? withLinks(value, [faction]) : value;
      },
    },
    {
      key: "appearance",
      label: "Appearance",
      dependsOn: ["race"],
      generate: (ctx) => {
        const { rng } = ctx;
        const m = raceMeta(ctx);
        const cm = rng.bell(m.lo, m.hi);
        return {
          type: "pairs",
          pairs: [
            { label: "Build", value: rng.pick(L.BUILDS) },
            { label: "Height", value: `${cm} cm` },
            { label: "Hair", value: rng.pick(L.HAIR) },
            { label: "Eyes", value: rng.pick(L.EYES) },
            { label: "Skin", value: rng.pick(L.SKIN) },
            { label: "Marks", value: rng.pick(L.MARKS) },
          ],
        };
      },
    },
    { key: "traits", label: "Traits", generate: ({ rng }) => ({ type: "list", items: rng.sample(M.TRAITS, 3) }) },
    {
      key: "ideal",
      label: "Ideal",
      generate: (ctx) => {
        const ideal = ctx.rng.pick(M.IDEALS);
        // A worshipper of the world's faith, when it has one.
        const faith = worldEntity(ctx, "religion");
        return faith ? withLinks({ type: "text", value: `${ideal}, as ${midName(faith.name)} teaches` }, [faith]) : { type: "text", value: ideal };
      },
    },
    { key: "flaw", label: "Flaw", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(M.FLAWS)) }) },
    { key: "fear", label: "Fear", generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(rng.pick(X.FEARS[o.setting])) }) },
    {
      key: "motivation",
      label: "Motivation",
      dependsOn: ["role", "pronouns"],
      generate: (ctx) => {
        const want = ctx.rng.pick(M.MOTIVATIONS[role(ctx)]);
        return { type: "text", value: capitalise(fill(X.MOTIVATION_SWAP[ctx.options.setting]?.[want] ?? want, {}, pronouns(ctx))) };
      },
    },
    {
      key: "secret",
      label: "Secret",
      dependsOn: ["role", "pronouns"],
      generate: (ctx) => {
        const s = ctx.options.setting;
        const pool = s === "high-fantasy" ? M.SECRETS[role(ctx)] : X.SECRETS[s];
        return { type: "text", value: capitalise(fill(ctx.rng.pick(pool), {}, pronouns(ctx))) };
      },
    },
    {
      key: "voice",
      label: "Voice and mannerisms",
      dependsOn: ["pronouns"],
      generate: (ctx) => ({
        type: "list",
        items: [
          capitalise(fill(ctx.rng.pick(M.VOICES), {}, pronouns(ctx))),
          capitalise(fill(ctx.rng.pick(X.MANNERISMS[ctx.options.setting]), {}, pronouns(ctx))),
        ],
      }),
    },
    {
      key: "birthplace",
      label: "Birthplace",
      dependsOn: ["race"],
      generate: (ctx) => {
        const e = pickEntity(ctx.rng, ctx.world, "location");
        if (e) return { type: "link", link: entityLink(e) };
        if (ctx.options.setting === "modern")
          return {
            type: "link",
            link: {
              kind: "location",
              name: ctx.rng.pick(["a coastal town", "the capital", "a mountain village", "a border city", "an industrial suburb", "a farming county"]),
            },
          };
        const m = raceMeta(ctx);
        const lang = parseLanguage(m.language) ?? raceLanguage(ctx);
        return { type: "link", link: { kind: "location", name: cleanName(() => nameIn(lang, ctx.rng, "place")) } };
      },
    },
    {
      key: "family",
      label: "Family",
      dependsOn: ["pronouns", "age", "race"],
      generate: (ctx) => {
        const { rng } = ctx;
        const job = rng.pick(X.FAMILY_JOBS[ctx.options.setting]);
        // Children only for those old enough to have raised them, and no more than the years allow.
        const m = raceMeta(ctx);
        const age = (ctx.get("age") as { value?: number }).value ?? m.adult;
        const grownFor = age - m.adult;
        const kids = grownFor < 4 ? 0 : min(6, 1 + floor(grownFor / 5));
        const n = kids === 0 ? 0 : rng.int(1, kids);
        const vars = {
          n: numberWord(rng.int(2, 7)),
          job,
          jobs: `${job}s`,
          partner: rng.pick(S.PARTNERS),
          children: n === 1 ? "one child" : `${numberWord(n)} children`,
        };
        const p = pronouns(ctx);
        let value = `${fill(rng.pick(S.FAMILY_ORIGIN), vars, p)}; ${fill(rng.pick(X.FAMILY_NOW[ctx.options.setting]), vars, p)}.`;
        if (n > 0 && rng.chance(0.6)) value += ` ${fill(rng.pick(S.FAMILY_OWN), vars, p)}`;
        return { type: "text", value: capitalise(value) };
      },
    },
    {
      key: "formativeEvent",
      label: "Formative event",
      dependsOn: ["pronouns", "age", "race"],
      generate: (ctx) => {
        const m = raceMeta(ctx);
        const lo = max(3, roundTo(m.adult * 0.4, 1));
        const now = (ctx.get("age") as { value?: number }).value ?? m.adult + 10;
        // Never at an age the character has not reached; a made being (adult at one) has no childhood.
        const age = min(ctx.rng.int(lo, max(lo, m.adult + 2)), max(1, now - 1));
        const r = ctx.rng;
        const p = pronouns(ctx);
        const when = m.adult <= 2 ? fill(r.pick(MADE_WHEN), {}, p) : fill(r.pick(S.WHEN), { age: numberWord(age) }, p);
        const value = `${when} ${fill(r.pick(X.EVENT[ctx.options.setting]), {}, p)}, ${fill(r.pick(S.AFTERMATH), {}, p)}.`;
        return { type: "text", value: capitalise(value) };
      },
    },
    {
      key: "skills",
      label: "Skills",
      dependsOn: ["occupation"],
      generate: (ctx) => {
        const own = (ctx.meta("occupation") as { skills?: string[] } | undefined)?.skills ?? ["observation"];
        const extra = ctx.rng.pick(X.EXTRA_SKILLS[ctx.options.setting]);
        return { type: "list", items: [...ctx.rng.sample(own, 2), extra].filter((s, i, a) => a.indexOf(s) === i) };
      },
    },
    {
      key: "hooks",
      label: "Plot hooks",
      dependsOn: ["name", "pronouns", "birthplace"],
      generate: (ctx) => {
        const first = firstWord(ctx.text("name"));
        const vars = { name: first, place: ctx.text("birthplace") };
        const needs = ctx.rng.sample(X.HOOK_NEED[ctx.options.setting], 2);
        const twists = ctx.rng.sample(S.HOOK_TWIST, 2);
        return { type: "list", items: needs.map((h, i) => `${fill(h, vars, pronouns(ctx))}, ${fill(twists[i]!, vars, pronouns(ctx))}.`) };
      },
    },
  ],
  compose: (ctx) => composeCharacter(ctx),
});
