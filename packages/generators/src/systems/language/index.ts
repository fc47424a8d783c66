// A language as a system other generators use: make one from a key, read one saved in the
// user's world, and produce names in its sound with makeName / nameIn.
import { boundedMemo } from "../../core/memo.js";
import { capitalise } from "../../core/text.js";
import { rngFromKey, type Rng } from "../../core/rng.js";
import { entitiesOf, entityLink, systemOf } from "../../core/world.js";
import type { LinkValue, World } from "../../core/types.js";
import { makeGrammar, type Grammar } from "./grammar.js";
import { cacheWordsOf, wordFor } from "./lexicon.js";
import { givenName, makeName, makeNaming, wordCap, type NameGender, type NameKind, type NameParts, type Naming } from "./names.js";
import { raceOfKey, raceSound } from "./peoples.js";
import { collapseTriples } from "./pronounce.js";
import { makeInventory, makeStructure, SOUNDS, type Inventory, type Sound, type Structure } from "./phonology.js";

export { SOUNDS, type Sound } from "./phonology.js";
export { raceSound } from "./peoples.js";
export { NAME_KINDS, type NameKind, type NameGender, type NameParts } from "./names.js";
export { MEANINGS, wordFor, affixFor } from "./lexicon.js";

/** Everything that defines a language; JSON-safe, stored as a language result's `system`. */
export interface Language {
  readonly type: "language";
  readonly key: string;
  readonly name: string;
  readonly sound: Sound;
  readonly inventory: Inventory;
  readonly structure: Structure;
  readonly grammar: Grammar;
  readonly naming: Naming;
  /** 2: words from the second-edition builder (roots.ts); absent in stock and older saved languages. */
  readonly words?: 2;
}

/**
 * The language's name for itself: its word for "speech", lengthened to at least two syllables,
 * and held to the cap on a name's words for its sound (syllables past it worn away).
 */
export function nativeName(src: Pick<Language, "key" | "inventory" | "structure" | "words"> & { readonly sound?: Sound }): string {
  const speech = wordFor(src, "speech");
  const cap = wordCap(src);
  let a = speech.syl[0] ?? speech.text;
  for (let i = 1; i < speech.syl.length && a.length + (speech.syl[i] as string).length <= cap; i++) a += speech.syl[i] as string;
  const name = a.length >= 5 ? a : a + wordFor(src, "people").text.slice(0, 3);
  return capitalise(collapseTriples(name));
}

/** A whole language from a key (and optionally a chosen sound); same key → same language. */
export function makeLanguage(key: string, sound?: Sound): Language {
  const rng = rngFromKey(`language\u0001${key}`);
  const s = sound ?? rng.pick(SOUNDS);
  const inventory = makeInventory(rng, s);
  const structure = makeStructure(rng, s);
  const grammar = makeGrammar(rng);
  const naming = makeNaming(rng);
  const base = { key, inventory, structure, sound: s };
  return { type: "language", key, name: nativeName(base), sound: s, inventory, structure, grammar, naming };
}

const stock = boundedMemo<Language>(4608);
// Stock languages are built here and known to be valid: parseLanguage need not check them again.
const built = new WeakSet<object>();
/** How many stock languages generators draw from when the world has none of its own. */
export const STOCK_POOL = 4096;

/**
 * makeLanguage for a fixed key (a stock race's tongue, a fallback): the same value every time,
 * built once and shared, so it is frozen.
 */
export function stockLanguage(key: string, sound?: Sound): Language {
  return stock(`${key}\u0001${sound ?? ""}`, () => {
    // A stock race's tongue ("stock:<setting>:<race>") has its people's sound (peoples.ts).
    const race = sound ? undefined : raceOfKey(key);
    const lang = deepFreeze(makeLanguage(key, sound ?? (race === undefined ? undefined : raceSound(race))));
    cacheWordsOf(lang);
    built.add(lang);
    return lang;
  });
}

/** Freezes a value and everything in it: stock languages are shared by every result that draws them. */
function deepFreeze<T>(v: T): T {
  if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

function isPhonemeList(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((p) => typeof p === "object" && p !== null && typeof (p as { r?: unknown }).r === "string" && typeof (p as { w?: unknown }).w === "number")
  );
}

/** A saved language system, checked; undefined when the data is not a usable language. */
export function parseLanguage(v: unknown): Language | undefined {
  if (typeof v !== "object" || v === null) return undefined;
  if (built.has(v)) return v as Language;
  const l = v as Partial<Language>;
  if (l.type !== "language" || typeof l.key !== "string" || typeof l.name !== "string" || !l.inventory || !l.structure || !l.grammar || !l.naming)
    return undefined;
  const inv = l.inventory;
  if (!isPhonemeList(inv.consonants) || !isPhonemeList(inv.vowels) || !isPhonemeList(inv.codas) || !isPhonemeList(inv.clusters)) return undefined;
  return l as Language;
}

/**
 * The language a generated thing should be named in: one of the world's saved languages when
 * there are any (its saved system, or one derived from its id), otherwise a new one drawn from rng.
 */
export function languageFor(world: World | undefined, rng: Rng): { language: Language; link: LinkValue } {
  const saved = entitiesOf(world, "language");
  if (saved.length > 0) {
    const e = rng.pick(saved);
    const lang = parseLanguage(systemOf(e)) ?? { ...makeLanguage(`world:${e.id}`), name: e.name };
    return { language: lang, link: entityLink(e) };
  }
  const lang = drawStockLanguage(rng);
  return { language: lang, link: { kind: "language", name: lang.name } };
}

/**
 * One of a fixed pool of stock tongues (of the given sound, or any): built once, shared by every
 * result that draws it (its words are cached too), and still thousands of distinct sounds.
 */
export function drawStockLanguage(rng: Rng, sound?: Sound): Language {
  return stockLanguage(`pool:${rng.int(0, STOCK_POOL - 1)}`, sound);
}

/** A name of the given kind in the language, with its meaning and pronunciation. */
export function nameWithMeaning(lang: Language, rng: Rng, kind: NameKind, gender?: NameGender): NameParts {
  return makeName(lang, rng, kind, gender);
}

/** A name and its meaning, for prose that does not show the pronunciation (it is not built). */
export function nameAndMeaning(lang: Language, rng: Rng, kind: NameKind, gender?: NameGender): Pick<NameParts, "name" | "meaning"> {
  return makeName(lang, rng, kind, gender, false);
}

/** Just a given name (one or two roots), without its pronunciation. */
export function givenNameIn(lang: Language, rng: Rng, gender?: NameGender): string {
  return givenName(lang, rng, gender, false).name;
}

/** Just the name text. */
export function nameIn(lang: Language, rng: Rng, kind: NameKind, gender?: NameGender): string {
  return makeName(lang, rng, kind, gender, false).name;
}

/**
 * A stand-in person's name for a world: in the world's own language when it has a
 * saved one, otherwise `fallback()` — so output without a saved language is unchanged. Draws only
 * from `rng`, which should be a field's sub-stream (ctx.stream("stand-in")).
 */
export function standInName(world: World | undefined, rng: Rng, gender: NameGender, fallback: () => string): string {
  if (entitiesOf(world, "language").length === 0) return fallback();
  const { language } = languageFor(world, rng);
  return makeName(language, rng, "person", gender, false).name;
}
