// Names in a language's own sound: built from its lexicon roots, so every name has a meaning
// and names from one language share roots and endings.
import type { Rng } from "../../core/rng.js";
import { capitalise } from "../../core/text.js";
import { affixFor, NAME_ADJECTIVES, NAME_NOUNS, PLACE_HEADS, wordFor, type WordSource } from "./lexicon.js";
import { functionWordFix } from "./function-words.js";
import type { Word } from "./phonology.js";

export const NAME_KINDS = ["person", "family", "place", "faction", "ship", "tavern", "deity", "word"] as const;
export type NameKind = (typeof NAME_KINDS)[number];
export type NameGender = "female" | "male" | "neutral";

export interface Naming {
  readonly genderEndings: boolean;
  readonly family: "patronymic" | "matronymic" | "clan" | "place";
  readonly placeHead: (typeof PLACE_HEADS)[number];
}

export function makeNaming(rng: Rng): Naming {
  return {
    genderEndings: rng.chance(0.6),
    family: rng.weighted([["patronymic", 3], ["matronymic", 1], ["clan", 3], ["place", 2]] as const),
    placeHead: rng.pick(PLACE_HEADS),
  };
}

export interface NameParts {
  readonly name: string;
  /** English meaning of the roots, e.g. "bright wolf". */
  readonly meaning: string;
  /** IPA. */
  readonly pronunciation: string;
}

interface Piece {
  readonly syl: readonly string[];
  readonly ipaSyl: readonly string[];
  readonly meaning: string;
}

function piece(w: Word, meaning: string): Piece {
  return { syl: w.syl, ipaSyl: w.ipaSyl, meaning };
}

// Long roots are shortened in compounds, as names wear down with use.
function clip(p: Piece, maxSyl: number): Piece {
  return p.syl.length <= maxSyl ? p : { syl: p.syl.slice(0, maxSyl), ipaSyl: p.ipaSyl.slice(0, maxSyl), meaning: p.meaning };
}

function merge(a: Piece, b: Piece, meaning: string): Piece {
  return { syl: [...a.syl, ...b.syl], ipaSyl: [...a.ipaSyl, ...b.ipaSyl], meaning };
}

// Runs of three or more vowels across joined roots are worn down to two, as speech would, and
// a root spelled exactly like an English article gets an onset ("an" → "han").
function wear(w: string): string {
  const worn = hasThreeVowels(w) ? w.replace(/[aeiou]{3,}/gi, (m) => m.slice(0, 2)) : w;
  return worn === "a" || worn === "an" || worn === "A" || worn === "An" ? `h${worn}` : worn;
}

// Whether a run of three of a, e, i, o, u (either case) occurs: most words have none, and a scan
// is far cheaper than the regular expression.
function hasThreeVowels(w: string): boolean {
  let run = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i) | 32;
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) {
      if (++run === 3) return true;
    } else run = 0;
  }
  return false;
}

function joinAll(parts: readonly string[], sep: string): string {
  let out = "";
  for (let i = 0; i < parts.length; i++) out = i === 0 ? (parts[i] as string) : out + sep + (parts[i] as string);
  return out;
}

/** A word of the language fit to print on its own in English text (see ENGLISH_FUNCTION_WORDS). */
export function safeWord(w: string): string {
  const worn = wear(w);
  return worn + functionWordFix(worn);
}

function join(pieces: readonly Piece[], meaning: string, sep = ""): NameParts {
  const words = sep === " " ? pieces.map((p) => [p]) : [pieces];
  const names: string[] = [];
  const ipas: string[] = [];
  for (const ps of words) {
    // A glottal stop cannot be capitalised, so names drop it at the start of a word; a word
    // left spelled like an English function word gets an ending ("An" → "Ana").
    let raw = "";
    let ipa = "";
    let first = true;
    for (const p of ps) {
      raw += wear(joinAll(p.syl, ""));
      for (let i = 0; i < p.ipaSyl.length; i++) {
        ipa = first ? (p.ipaSyl[i] as string) : `${ipa}.${p.ipaSyl[i] as string}`;
        first = false;
      }
    }
    let q = 0;
    while (q < raw.length && raw.charCodeAt(q) === 39) q++;
    if (q > 0) raw = raw.slice(q);
    const fix = functionWordFix(raw);
    names.push(capitalise(raw + fix));
    ipas.push(`ˈ${ipa}${fix}`);
  }
  return { name: names.join(" "), meaning, pronunciation: `/${ipas.join(" ")}/` };
}

export interface NamingLanguage extends WordSource {
  readonly naming: Naming;
}

function root(lang: WordSource, rng: Rng, list: readonly string[]): Piece {
  const m = rng.pick(list);
  return piece(wordFor(lang, m), m);
}

function givenPiece(lang: NamingLanguage, rng: Rng, gender: NameGender): Piece {
  const first = rng.chance(0.5) ? root(lang, rng, NAME_ADJECTIVES) : root(lang, rng, NAME_NOUNS);
  const second = root(lang, rng, NAME_NOUNS);
  const p = rng.chance(0.8) ? merge(clip(first, 1), clip(second, 2), `${first.meaning} ${second.meaning}`) : clip(second, 3);
  if (!lang.naming.genderEndings || gender === "neutral") return p;
  const end = affixFor(lang, gender === "female" ? "fem" : "masc");
  return merge(p, piece(end, ""), p.meaning);
}

function placePiece(lang: NamingLanguage, rng: Rng): Piece {
  const head = piece(wordFor(lang, lang.naming.placeHead), lang.naming.placeHead);
  const first = rng.chance(0.5) ? root(lang, rng, NAME_ADJECTIVES) : root(lang, rng, NAME_NOUNS);
  const r = rng.next();
  const parts = r < 0.6 ? [clip(first, 2), clip(head, 1)] : r < 0.9 ? [clip(first, 1), clip(root(lang, rng, NAME_NOUNS), 2)] : [clip(first, 1), clip(root(lang, rng, NAME_NOUNS), 1), clip(head, 1)];
  return parts.reduce((a, b) => merge(a, b, `${a.meaning} ${b.meaning}`));
}

/** A given name: one or two roots, with a gendered ending where the language has them. */
export function givenName(lang: NamingLanguage, rng: Rng, gender: NameGender = "neutral"): NameParts {
  const p = givenPiece(lang, rng, gender);
  return join([p], p.meaning);
}

export function makeName(lang: NamingLanguage, rng: Rng, kind: NameKind, gender: NameGender = "neutral"): NameParts {
  switch (kind) {
    case "person": {
      const given = givenName(lang, rng, gender);
      const fam = makeName(lang, rng, "family");
      return { name: `${given.name} ${fam.name}`, meaning: `${given.meaning}, ${fam.meaning}`, pronunciation: `${given.pronunciation.slice(0, -1)} ${fam.pronunciation.slice(1)}` };
    }
    case "family": {
      const n = lang.naming;
      if (n.family === "patronymic" || n.family === "matronymic") {
        const child = affixFor(lang, "child");
        const p = givenPiece(lang, rng, n.family === "patronymic" ? "male" : "female");
        return join([p, piece(child, "child")], `child of ${p.meaning}`);
      }
      if (n.family === "place") {
        const place = placePiece(lang, rng);
        return join([piece(wordFor(lang, "of"), "of"), place], `of ${place.meaning}`, " ");
      }
      const a = root(lang, rng, NAME_ADJECTIVES);
      const b = root(lang, rng, NAME_NOUNS);
      return join([clip(a, 1), clip(b, 2)], `${a.meaning} ${b.meaning} clan`);
    }
    case "place": {
      const p = placePiece(lang, rng);
      return join([p], p.meaning);
    }
    case "faction": {
      const order = piece(wordFor(lang, "order"), "order");
      const of = piece(wordFor(lang, "of"), "of");
      const a = root(lang, rng, NAME_ADJECTIVES);
      const b = root(lang, rng, NAME_NOUNS);
      return join([order, of, merge(clip(a, 1), clip(b, 2), "")], `order of the ${a.meaning} ${b.meaning}`, " ");
    }
    case "ship":
    case "tavern": {
      const a = root(lang, rng, NAME_ADJECTIVES);
      const b = root(lang, rng, NAME_NOUNS);
      return join([clip(a, 2), clip(b, 2)], `${a.meaning} ${b.meaning}`, " ");
    }
    case "deity": {
      const b = root(lang, rng, NAME_NOUNS);
      const holy = piece(wordFor(lang, rng.pick(["holy", "great", "old", "god", "spirit"])), "");
      return join([clip(holy, 1), clip(b, 2)], `the ${b.meaning}`);
    }
    case "word": {
      const b = root(lang, rng, NAME_NOUNS);
      return join([b], b.meaning);
    }
  }
}
