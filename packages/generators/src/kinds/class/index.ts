// The class generator: a playable class drawn from an archetype (a sword-sworn duellist, a hedge
// witch, a void pilot, …) that fixes its role, hit die, primary abilities, saving throws and a
// ladder of features in power order; the setting's kit names it and gives its armour, weapons,
// skills, resource and paths. The prose is rendered from the entry's own fields.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise } from "../../core/text.js";
import type { FieldValue } from "../../core/types.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { listOf, midName, quantity } from "../../core/realise.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { drawStockLanguage, languageFor, nameIn, type Language } from "../../systems/language/index.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { ARCHETYPES, archetypesOf, FAMILIES, kitOf, type ClassArchetype, type Kit } from "./archetypes.js";
import * as W from "./words.js";
import * as P from "./prose.js";
import { loreOf } from "./words-origin.js";
import { buildTable, drawnOf, pathsOf } from "./progression.js";
import { chassisOf, curveFor } from "./chassis.js";
import { composeClass, lowerNoun, pathWordOf, pluralNoun, resourceOf } from "./compose.js";

const options = {
  powerLevel: enumOption("Power level", W.POWER, "standard"),
  archetype: enumOption("Archetype", ["any", ...FAMILIES] as const),
};
type Ctx = FieldCtx<typeof options>;
type Reader = Pick<Ctx, "meta" | "text" | "options">;

const arch = (ctx: Pick<Ctx, "meta" | "text">): ClassArchetype => archetypeOf(ctx, ARCHETYPES);
const kit = (ctx: Reader): Kit => kitOf(arch(ctx), ctx.options.setting);
const sameList = (v: FieldValue, items: readonly string[]): boolean => v.type === "list" && v.items.join("|") === items.join("|");
const metaArch = (a: ClassArchetype, v: FieldValue): boolean => (v.meta as { arch?: unknown } | undefined)?.arch === a.id;

/** Words a name must not hold, whatever the language makes of it. */
const UNSAYABLE = /lung|whin|shit|fuk|fuc|cum|nig|wank|puss|dick|cock|tit|anal|rape|piss|fag|slut|nazi|porn|poo|turd|butt|fart|cunt|kill|dung|snot|pus/i;
// English words a place must not be spelled as ("Mana", "Bard"): they read as words, not names.
const ENGLISH = /^(?:mana|king|spell|sword|dragon|castle|wizard|bard|druid|queen|knight|crown|magic|holy|lord|lady)$/i;
// Two consonants a word may open with in English.
const ONSETS = /^(?:bl|br|ch|cl|cr|dr|fl|fr|gl|gr|kl|kr|ph|pl|pr|sc|sh|sk|sl|sm|sn|sp|st|sw|th|tr|tw|wh|wr)/i;

/**
 * A place name a reader can say (docs/generators.md, "Names"): 4–8 letters, no tripled letter or
 * stutter, at most one pair of vowels, no "h" after a consonant but in ch/sh/th/ph, no opening
 * cluster English lacks ("Mbaning"), and nothing that reads as a word it should not ("Dovalung").
 */
function cleanName(n: string): boolean {
  if (n.length < 4 || n.length > 8 || UNSAYABLE.test(n) || ENGLISH.test(n)) return false;
  if (/(\p{L})\1\1/iu.test(n) || /(\p{L}{2,3})\1/iu.test(n) || /(\p{L}{2})\p{L}?\1/iu.test(n)) return false;
  if ((n.match(/[aeiouy]{2}/gi) ?? []).length > 1 || /[aeiouy]{3}|([aeiou])\1/i.test(n)) return false;
  if (/[^cstpg\s]h/i.test(n)) return false;
  return !/^[^aeiouy][^aeiouy]/i.test(n) || ONSETS.test(n);
}
/** The looser test a name falls back on when no clean one comes up: no tripled letter, stutter or pile of vowels, 9 letters at most. */
function sayable(n: string): boolean {
  if (/[^cstpg\s]h/i.test(n) || (/^[^aeiouy][^aeiouy]/i.test(n) && !ONSETS.test(n))) return false;
  if (n.length > 9 || UNSAYABLE.test(n) || ENGLISH.test(n) || /(\p{L})\1\1/iu.test(n) || /(\p{L}{2,3})\1/iu.test(n)) return false;
  return !/[aeiouy]{3}|([aeiou])\1/i.test(n);
}
/** Sounds that give names a reader can say aloud. */
const EASY_SOUNDS = ["soft", "flowing", "melodic"] as const;

/** A place in the world's language (or a stock tongue of an easy sound), redrawn while it reads badly. */
function placeName(ctx: Ctx): string | undefined {
  const drawn = languageFor(ctx.world, ctx.stream("language"));
  const r = ctx.stream("place");
  const lang: Language = drawn.link.id !== undefined ? drawn.language : drawStockLanguage(r, r.pick(EASY_SOUNDS));
  let fair: string | undefined;
  for (let i = 0; i < 32; i++) {
    const n = nameIn(lang, r, "place");
    if (n.includes(" ")) continue;
    if (cleanName(n)) return n;
    fair ??= sayable(n) ? n : undefined;
  }
  return fair;
}

/** A path's gloss that does not repeat a word of its name ("Field Fabricator: fabricates ammunition"). */
function glossFor(name: string, glosses: readonly string[]): readonly string[] {
  const stems = name
    .split(/[\s'-]+/)
    .filter((w) => w.length >= 5)
    .map((w) => w.toLowerCase().slice(0, 5));
  const clean = glosses.filter((g) => !g.split(/[\s,'-]+/).some((w) => w.length >= 5 && stems.includes(w.toLowerCase().slice(0, 5))));
  return clean.length > 0 ? clean : glosses;
}

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
  // v12: the resource has a pool by level (a table column) that at least two features spend at a stated cost; a feature that refers to a rage, a turret or a companion comes after the feature that grants it; the role's features are drawn (a healer heals); one action and rest vocabulary; each archetype its own founders; the prose says how a turn runs, what the pool buys and what the class is bad at, instead of restating the table, lore and playstyle.
  // v13: each path grants a feature at 3rd and 7th level; pools, curves, rests and dice by archetype; every resource spent at 1st level; the turn and budget prose name only what the table grants, at its level.
  version: 13,
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
        resource: (a, v, ctx) =>
          kitOf(a, ctx.options.setting).resources.some(([n]) => v.type === "text" && (v.value.startsWith(`${n},`) || v.value.startsWith(`${n}:`))),
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
        const form = place ? (rng.chance(0.6) ? `${noun} of ${place}` : `${epithet} ${noun} of ${place}`) : `${epithet} ${noun}`;
        return { type: "text", value: form, meta: place ? { noun, place } : { noun } };
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
        const armour = k.armour.startsWith("no ") ? [] : [k.armour];
        return { type: "list", items: [...armour, k.weapons, ...ctx.rng.sample(k.skills, 2)].map(capitalise) };
      },
    },
    {
      key: "resource",
      label: "Resource",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const [name, gain, unit, refill] = ctx.rng.pick(kit(ctx).resources);
        const u = unit ?? `${name.toLowerCase()} point`;
        const curve = curveFor(arch(ctx).id, refill);
        const pool = quantity(W.poolAt(1, ctx.options.powerLevel, curve), u);
        const value = ctx.rng.chance(0.5) ? `${name}, ${gain}: ${pool} at 1st level` : `${name}: ${gain}, starting at ${pool}`;
        return { type: "text", value, meta: { name, unit: u, curve, ...(curve === "short" ? { refill: "short" } : {}) } };
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
        const res = resourceOf(ctx);
        const dist = W.DISTANCE[familyOf(o.setting)];
        const far = (n: number) => quantity(n, dist.unit, { plural: dist.units });
        // "{nearA}" is the adjective: "a 30-foot circle", "an 18-metre line".
        const adj = (n: number) => `${n}-${dist.unit}`;
        const vars = {
          ...k.terms,
          p1: a.primary[0],
          p2: a.primary[1],
          short: far(dist.short),
          near: far(dist.near),
          far: far(dist.far),
          shortA: adj(dist.short),
          nearA: adj(dist.near),
          farA: adj(dist.far),
        };
        const spec = {
          arch: a,
          power: o.powerLevel,
          curve: res.curve,
          dice: chassisOf(a.id).dice,
          unit: res.unit,
          poolName: capitalise(res.name),
          pathStep: W.chosenStep(pathWordOf(k)),
          pathWord: pathWordOf(k),
          vars,
        };
        const t = buildTable(rng, spec);
        return { type: "table", columns: t.columns, rows: t.rows, meta: t.meta };
      },
    },
    {
      key: "playstyle",
      label: "Playstyle",
      dependsOn: ["archetype", "progression"],
      generate: (ctx) => {
        const a = arch(ctx);
        const tags = new Set(drawnOf(ctx.meta("progression")).flatMap((d) => d.tags));
        // A part that promises a feature ("terrifies the weak-willed#fear") only when one is drawn.
        const open = a.playstyle
          .filter((p) => !p.includes("#") || tags.has(p.slice(p.indexOf("#") + 1)))
          .map((p) => fill(p.split("#")[0] ?? p, kit(ctx).terms ?? {}));
        const drawn = ctx.rng.shuffle(open);
        // "Keeps the war-hound alive and sends it in first", not "… sends the war-hound in first".
        const terms = Object.values(kit(ctx).terms ?? {});
        const parts = drawn.slice(0, 2).map((p, i, all) => (i === 1 ? terms.reduce((q, t) => (all[0]?.includes(t) ? q.replace(`the ${t}`, "it") : q), p) : p));
        return { type: "text", value: capitalise(listOf(parts)), meta: { arch: a.id, parts, spare: drawn.slice(2) } };
      },
    },
    {
      key: "subclasses",
      label: "Subclasses",
      dependsOn: ["archetype", "progression"],
      generate: (ctx) => {
        const { rng } = ctx;
        // Each path's own features, drawn with the level table (paths.ts): three paths only where a third can be filled.
        const drawnPaths = pathsOf(ctx.meta("progression"));
        const n = rng.int(2, 3);
        const picks = rng.sample(kit(ctx).paths, drawnPaths.length > 0 && n > drawnPaths.length ? drawnPaths.length : n);
        const focus = picks.map(([n, f1, f2]) => rng.pick(glossFor(n, [f1, f2])));
        const features = drawnPaths.slice(0, picks.length);
        return { type: "list", items: picks.map(([n]) => n), meta: { arch: arch(ctx).id, focus, features } };
      },
    },
    {
      key: "origin",
      label: "Origin lore",
      dependsOn: ["name"],
      generate: (ctx) => {
        const { rng } = ctx;
        const m = ctx.meta<{ noun?: string; place?: string }>("name") as { noun?: string; place?: string } | undefined;
        const noun = lowerNoun(m?.noun ?? kit(ctx).nouns[0] ?? "Adept");
        const lore = loreOf(arch(ctx).id, ctx.options.setting);
        const v = { noun, nouns: pluralNoun(noun), founder: rng.pick(lore.founders), deed: rng.pick(lore.deeds), place: m?.place ?? "" };
        const text = fill(rng.pick(m?.place ? P.FOUNDED : P.FOUNDED_NOWHERE), v);
        const home = worldEntity(ctx, "faction", "location");
        const note = home ? ` ${fill(rng.pick(home.kind === "faction" ? P.HOME_FACTION : P.HOME_PLACE), { ...v, home: midName(home.name) })}` : "";
        return withLinks({ type: "text", value: `${text}${note}` }, [home]);
      },
    },
  ],
  compose: (ctx) => composeClass(ctx, arch(ctx), kit(ctx)),
});
