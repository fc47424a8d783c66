// The class generator: a playable class drawn from an archetype (a sword-sworn duellist, a hedge
// witch, a void pilot, …) that fixes its role, hit die, primary abilities, saving throws and a
// ladder of features in power order; the setting's kit names it and gives its armour, weapons,
// skills, resource and paths. The prose is rendered from the entry's own fields.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { article, capitalise, numberWord, ordinal } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { agreeWith, listOf, looksPlural, midName, pluralOf, quantity, title } from "../../core/realise.js";
import { paragraph } from "../../core/phrases/weave.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { drawStockLanguage, languageFor, nameIn, type Language } from "../../systems/language/index.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { ARCHETYPES, archetypesOf, FAMILIES, kitOf, type ClassArchetype, type FeatureDef, type Kit } from "./archetypes.js";
import * as W from "./words.js";
import * as P from "./prose.js";
import { ORIGIN, TONE_LINE } from "./words-origin.js";

const options = {
  powerLevel: enumOption("Power level", W.POWER, "standard"),
  archetype: enumOption("Archetype", ["any", ...FAMILIES] as const),
};
type Ctx = FieldCtx<typeof options>;
type Reader = Pick<Ctx, "meta" | "text" | "options">;

const arch = (ctx: Pick<Ctx, "meta" | "text">): ClassArchetype => archetypeOf(ctx, ARCHETYPES);
const kit = (ctx: Reader): Kit => kitOf(arch(ctx), ctx.options.setting);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** A noun in mid-sentence: "Hedge Witch" → "hedge witch", "K-9 Handler" → "K-9 handler". */
const lowerNoun = (s: string): string =>
  s
    .split(" ")
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(" ");
const sameList = (v: FieldValue, items: readonly string[]): boolean => v.type === "list" && v.items.join("|") === items.join("|");
const metaArch = (a: ClassArchetype, v: FieldValue): boolean => (v.meta as { arch?: unknown } | undefined)?.arch === a.id;

/** A name a reader can say: no tripled letter or syllable, no stutter ("Ghukbughuu"), no pile of vowels, no word over 10 letters. */
function cleanName(n: string): boolean {
  if (/(\p{L})\1\1/iu.test(n) || /(\p{L}{2,3})\1/iu.test(n) || /(\p{L}{2}).*\1.*\1/iu.test(n)) return false;
  if (/[aeiouy]{3}|([aeiou])\1/i.test(n) || /(\p{L}{2})\p{L}?\1/iu.test(n)) return false;
  return n.split(/[\s'’-]+/).every((w) => [...w].length <= 10);
}
/** Sounds that give names a reader can say aloud. */
const EASY_SOUNDS = ["soft", "flowing", "melodic"] as const;

/** A place in the world's language (or a stock tongue of an easy sound), redrawn while it reads badly. */
function placeName(ctx: Ctx): string | undefined {
  const drawn = languageFor(ctx.world, ctx.stream("language"));
  const r = ctx.stream("place");
  const lang: Language = drawn.link.id !== undefined ? drawn.language : drawStockLanguage(r, r.pick(EASY_SOUNDS));
  for (let i = 0; i < 12; i++) {
    const n = nameIn(lang, r, "place");
    if (cleanName(n) && !n.includes(" ")) return n;
  }
  return undefined;
}

/** The resource's name and the unit its costs are counted in, read back defensively. */
function resourceOf(ctx: Reader): { readonly name: string; readonly unit: string } {
  const m = ctx.meta<Json>("resource");
  const o = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json }) : {};
  const name = typeof o.name === "string" ? o.name : (ctx.text("resource").split(",")[0] ?? "Focus");
  const unit = typeof o.unit === "string" ? o.unit : `${name.toLowerCase()} point`;
  return { name, unit };
}

/** n features of a tier, drawn in ladder order. */
function pickOrdered(rng: Rng, list: readonly FeatureDef[], n: number): FeatureDef[] {
  const idx = rng.sample(
    list.map((_, i) => i),
    n < list.length ? n : list.length,
  );
  return [...idx].sort((x, y) => x - y).map((i) => list[i] as FeatureDef);
}

/** Foes and allies in other words now and then ("an enemy", "a comrade"), with their articles. */
function vary(rng: Rng, s: string): string {
  return s.replace(/\b(?:(an?) )?(foes?|ally|allies)\b/g, (_m, art: string | undefined, w: string) => {
    const pick = rng.pick(W.SYNONYMS[w] ?? [w]);
    return art ? `${article(pick)} ${pick}` : pick;
  });
}

/** One feature as its table cell shows it: "Riposte: strike back when a foe misses, as a reaction". */
function featureCell(rng: Rng, d: FeatureDef, vars: Readonly<Record<string, string>>): string {
  const die = W.DICE[vars.power as W.Power][(d.tier < 1 ? 1 : d.tier) - 1] as string;
  const v = { ...vars, die, cost: quantity(W.COST[d.tier], vars.unit as string) };
  const name = rng.pick(d.names);
  const does = vary(rng, fill(rng.pick(d.does), v));
  const first = W.WHEN_FIRST[d.mech];
  if (first.length > 0 && rng.chance(0.34)) return `${name}: ${rng.pick(first)}, ${does}`;
  // No "for 2d6 more, for 2 poise points": a clause that opens like a word of the effect is left out.
  const clauses = W.WHEN[d.mech].filter((c) => !c.startsWith("for ") || !does.includes(" for "));
  const clause = fill(rng.pick(clauses.length > 0 ? clauses : W.WHEN[d.mech]), v);
  return `${name}: ${clause ? `${does}, ${clause}` : does}`;
}

/** The feature names of a progression, level by level (structural steps kept as they are). */
function levelsOf(v: FieldValue): { readonly level: number; readonly names: readonly string[] }[] {
  if (v.type !== "table") return [];
  return v.rows.map((row) => ({ level: Number(row[0]), names: (row[2] ?? "").split("; ").map((p) => p.split(": ")[0] ?? p) }));
}
const isStep = (n: string): boolean => n === W.STEP_SUBCLASS || n === W.STEP_ABILITY || n.startsWith("More ");

export const characterClass = defineGenerator({
  kind: "class",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: the Name row comes first in the result fields.
  // v5: names and links saved entities of the world (output without a world is unchanged).
  // v6: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v7: a closing line by tone; playstyle, origins, standing and subclass flavour composed from parts; the progression prose names the features (the table keeps their text) — for variety.
  // v8: the setting changes the content: names, resources, training, paths and origins of the setting's own.
  // v9: science-fiction features are powers, programs, doctrine and biotech, not spells; no kingdoms or spells in shared lines.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  // v11: an archetype (sword-sworn duellist, hedge witch, void pilot, … 23 in all, each in its own settings) fixes role, hit die, primary abilities, saving throws, reach, playstyle and a ladder of features that the progression climbs in power order; a kit per setting names it and gives armour, weapons, skills, resource and paths; features spend the resource; prose rendered from the fields.
  version: 11,
  options,
  requiredFields: ["name", "role", "primaryAttributes", "resource", "proficiencies", "progression", "subclasses", "playstyle", "origin"],
  fields: [
    archetypeField<ClassArchetype, Ctx["options"]>({
      label: "Kind of class",
      table: ({ options: o }) => archetypesOf(o.setting, o.archetype),
      fits: {
        role: (a, v) => v.type === "text" && v.value.toLowerCase() === a.role,
        hitDie: (a, v) => v.type === "number" && v.value === a.hitDie,
        primaryAttributes: (a, v) => sameList(v, a.primary),
        savingThrows: (a, v) => sameList(v, a.saves),
        name: (a, v, ctx) => kitOf(a, ctx.options.setting).nouns.includes((v.meta as { noun?: string } | undefined)?.noun ?? ""),
        resource: (a, v, ctx) => kitOf(a, ctx.options.setting).resources.some(([n]) => v.type === "text" && v.value.startsWith(`${n},`)),
        playstyle: metaArch,
        progression: metaArch,
        subclasses: metaArch,
      },
    }),
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const k = kit(ctx);
        const noun = rng.pick(k.nouns);
        const stem = (w: string) => w.toLowerCase().slice(0, 4);
        const epithets = k.epithets.filter((e) => !noun.split(/[\s-]+/).some((w) => stem(w) === stem(e)));
        const epithet = rng.pick(epithets.length > 0 ? epithets : k.epithets);
        const place = placeName(ctx);
        const form = place
          ? rng.weighted([
              [`${place} ${noun}`, 5],
              [`${noun} of ${place}`, 2],
              [`${epithet} ${noun} of ${place}`, 2],
            ] as const)
          : `${epithet} ${noun}`;
        return { type: "text", value: form, meta: { noun } };
      },
    },
    { key: "role", label: "Role", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(arch(ctx).role) }) },
    { key: "primaryAttributes", label: "Primary abilities", dependsOn: ["archetype"], generate: (ctx) => ({ type: "list", items: [...arch(ctx).primary] }) },
    { key: "savingThrows", label: "Saving throws", dependsOn: ["archetype"], generate: (ctx) => ({ type: "list", items: [...arch(ctx).saves] }) },
    {
      key: "hitDie",
      label: "Hit die",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const d = arch(ctx).hitDie;
        return { type: "number", value: d, unit: "hit die", text: `d${d}` };
      },
    },
    {
      key: "proficiencies",
      label: "Proficiencies",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const k = kit(ctx);
        return { type: "list", items: [k.armour, k.weapons, ...ctx.rng.sample(k.skills, 2)].map(capitalise) };
      },
    },
    {
      key: "resource",
      label: "Resource",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const [name, gain, unit] = ctx.rng.pick(kit(ctx).resources);
        return { type: "text", value: `${name}, ${gain}`, meta: { name, unit: unit ?? `${name.toLowerCase()} point` } };
      },
    },
    {
      key: "playstyle",
      label: "Playstyle",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const parts = ctx.rng.sample(a.playstyle, 2).map((p) => fill(p, kit(ctx).terms ?? {}));
        return { type: "text", value: capitalise(listOf(parts)), meta: { arch: a.id, parts } };
      },
    },
    {
      key: "progression",
      label: "Level progression",
      dependsOn: ["archetype", "resource"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const a = arch(ctx);
        const k = kit(ctx);
        const power = o.powerLevel;
        const { unit } = resourceOf(ctx);
        const dist = W.DISTANCE[familyOf(o.setting)];
        const far = (n: number) => quantity(n, dist.unit, { plural: dist.units });
        const vars = {
          ...k.terms,
          power,
          unit,
          p1: a.primary[0],
          p2: a.primary[1],
          short: far(dist.short),
          near: far(dist.near),
          far: far(dist.far),
        };
        const tier = (t: number) => a.features.filter((d) => d.tier === t);
        const core = tier(0);
        // The core (a caster's spells, a tamer's beast) stands second at 1st level, so no line opens on it alike.
        const rest = pickOrdered(rng, tier(1), 3 - core.length);
        const t1 = core.length > 0 ? [rest[0], ...core, ...rest.slice(1)] : rest;
        const t2 = pickOrdered(rng, tier(2), power === "low" ? 1 : power === "epic" ? 3 : 2);
        const t3 = pickOrdered(rng, tier(3), power === "epic" ? 3 : 2);
        const t4 = pickOrdered(rng, tier(4), 1);
        const epic = power === "epic";
        const plan: (FeatureDef | string | undefined)[][] = [
          [t1[0], t1[1]],
          [t1[2]],
          [W.STEP_SUBCLASS, epic ? t2.shift() : undefined],
          [W.STEP_ABILITY],
          [t2.shift()],
          [t2.shift() ?? `More ${pluralOf(unit)}`],
          [t3.shift()],
          [W.STEP_ABILITY, epic ? t3.shift() : undefined],
          [t3.shift()],
          [t4[0]],
        ];
        const rows = plan.map((cells, i) => [
          String(i + 1),
          W.PROFICIENCY[i] as string,
          cells
            .filter((c): c is FeatureDef | string => c !== undefined)
            .map((c) => (typeof c === "string" ? c : featureCell(rng, c, vars)))
            .join("; "),
        ]);
        return { type: "table", columns: ["Level", "Proficiency", "Features"], rows, meta: { arch: a.id } };
      },
    },
    {
      key: "subclasses",
      label: "Subclasses",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const picks = rng.sample(kit(ctx).paths, rng.int(2, 3));
        return { type: "list", items: picks.map(([n]) => n), meta: { arch: arch(ctx).id, focus: picks.map(([, f1, f2]) => rng.pick([f1, f2])) } };
      },
    },
    {
      key: "origin",
      label: "Origin lore",
      dependsOn: ["name"],
      generate: (ctx) => {
        const { rng } = ctx;
        const noun = lowerNoun((ctx.meta<{ noun?: string }>("name") as { noun?: string } | undefined)?.noun ?? kit(ctx).nouns[0] ?? "Adept");
        const o = ORIGIN[ctx.options.setting];
        // "rare in the cities, and few and scattered", never "rare in the cities and few and scattered".
        const [st1, st2] = rng.sample(o.standing, 2) as [string, string];
        const st = st1.includes(" and ") || st2.includes(" and ") ? `${st1}, and ${st2}` : `${st1} and ${st2}`;
        const v = { noun, nouns: pluralOf(noun), founder: rng.pick(o.founders), deed: rng.pick(o.deeds), st1, st2, st };
        const text = `${fill(rng.pick(P.FOUNDED), v)} ${fill(rng.pick(P.STANDING), v)}`;
        const home = worldEntity(ctx, "faction", "location");
        const note = home ? ` ${fill(rng.pick(home.kind === "faction" ? P.HOME_FACTION : P.HOME_PLACE), { ...v, home: midName(home.name) })}` : "";
        return withLinks({ type: "text", value: `${text}${note}` }, [home]);
      },
    },
  ],
  compose(ctx) {
    const a = arch(ctx);
    const k = kit(ctx);
    const setting = ctx.options.setting;
    const list = (key: string): readonly string[] => {
      const v = ctx.get(key);
      return v.type === "list" ? v.items : [];
    };
    const noun = lowerNoun((ctx.meta<{ noun?: string }>("name") as { noun?: string } | undefined)?.noun ?? k.nouns[0] ?? "Adept");
    const nouns = pluralOf(noun);
    const levels = levelsOf(ctx.get("progression"));
    const feats = levels.flatMap((l) => l.names.filter((n) => !isStep(n)));
    const first = feats[0] ?? "its first feature";
    const cap = feats[feats.length - 1] ?? first;
    const playMeta = ctx.meta<{ parts?: string[] }>("playstyle") as { parts?: unknown } | undefined;
    const parts = Array.isArray(playMeta?.parts) ? (playMeta.parts as string[]) : [lower(ctx.text("playstyle"))];
    const [p1, p2] = [...list("primaryAttributes"), ...a.primary] as [string, string];
    const [s1, s2] = [...list("savingThrows"), ...a.saves] as [string, string];
    const profs = list("proficiencies").map(lower);
    const res = resourceOf(ctx);
    const resPlural = looksPlural(res.name);
    const hd = ctx.get("hitDie");
    const die = hd.type === "number" ? hd.value : a.hitDie;
    const dieLines = W.HIT_DIE_LINE[die as 6 | 8 | 10 | 12] ?? W.HIT_DIE_LINE[8];
    const v = {
      noun,
      nouns,
      role: lower(ctx.text("role")),
      style: listOf(parts),
      styles: listOf(parts.map((p) => agreeWith(true, p))),
      p1,
      p2,
      s1,
      s2,
      die: `d${die}`,
      armour: profs[0] ?? k.armour,
      weapons: profs[1] ?? k.weapons,
      skills: listOf(profs.slice(2)),
      res: lower(res.name),
      gain: ctx.text("resource").slice(res.name.length + 2) || "spent on its features",
      is: resPlural ? "are" : "is",
      pays: resPlural ? "pay" : "pays",
      first,
      second: feats[1] ?? cap,
      cap,
    };
    const r = ctx.rng("section", "play");
    const armoured = !v.armour.startsWith("no ");
    const hdLine = r.pick(dieLines);
    const play = paragraph(r, [
      fill(r.pick(P.ROLE), v),
      fill(r.pick(p1 === s1 && p2 === s2 ? P.ABILITIES_SAME : P.ABILITIES), v),
      fill(r.pick(P.DURABILITY), { ...v, hd: hdLine, hds: agreeWith(true, hdLine) }),
      fill(r.pick(armoured ? P.GEAR : P.GEAR_UNARMOURED), v),
      fill(r.pick(P.RESOURCE), v),
      fill(r.pick(P.REACH), { ...v, reach: fill(r.pick(W.REACH_LINE[a.reach]), v) }),
    ]);
    const g = ctx.rng("section", "progression");
    const lines = levels.map((l) => `- **${ordinal(l.level)} level:** ${listOf(l.names)}`);
    const progression = [fill(g.pick(P.PROGRESSION_LEAD), v), "", ...lines].join("\n");
    const subs = list("subclasses");
    const n = numberWord(subs.length);
    const pr = ctx.rng("section", "paths");
    const subMeta = ctx.meta<Json>("subclasses") as { focus?: unknown } | undefined;
    const foci = Array.isArray(subMeta?.focus) ? (subMeta.focus as unknown[]) : [];
    const pathLine = (s: string, i: number): string => {
      const focus = foci[i];
      if (typeof focus !== "string") return `- **${s}**.`;
      return `- ${fill(pr.pick(P.PATH_LINE), { ...v, name: s, focus, foci: agreeWith(true, focus) })}`;
    };
    const paths = [fill(pr.pick(P.PATHS_LEAD), { ...v, n, N: capitalise(n) }), "", ...subs.map(pathLine)].join("\n");
    const o = ctx.rng("section", "origins");
    const book = title(`The ${capitalise(noun)}'s ${o.pick(W.BOOK[familyOf(setting)])}`);
    const origins = [ctx.text("origin"), fill(o.pick(P.BOOK_LINE), { ...v, title: book }), fill(o.pick(TONE_LINE[ctx.options.tone]), v)].join(" ");
    return {
      name: ctx.text("name"),
      summary: fill(ctx.rng("summary").pick(P.SUMMARY), v),
      sections: [
        { title: "Playing the class", markdown: play },
        { title: "Progression", markdown: progression },
        { title: "Paths", markdown: paths },
        { title: "Origins", markdown: origins },
      ],
      tags: ["class", a.family, a.id, ctx.options.powerLevel],
    };
  },
});
