// The lexicon is a function, not a table: the word for a meaning is drawn from its own stream
// (language key, meaning), so a name built today uses the same roots as the lexicon shown.
import { keyPrefix, type StreamPrefix } from "../../core/rng.js";
import { functionWordFix, isArticle } from "./function-words.js";
import { buildWord, wordLength, type Inventory, type Structure, type Word } from "./phonology.js";
import { hash32, rootsOf, rootWord, type Roots } from "./roots.js";

export type PartOfSpeech = "noun" | "verb" | "adjective" | "pronoun" | "number" | "particle";

/** Meaning → part of speech; at least 100 entries, all our own choice of core vocabulary. */
export const MEANINGS: readonly (readonly [string, PartOfSpeech])[] = [
  ["I", "pronoun"],
  ["you", "pronoun"],
  ["we", "pronoun"],
  ["they", "pronoun"],
  ["this", "pronoun"],
  ["one", "number"],
  ["two", "number"],
  ["three", "number"],
  ["four", "number"],
  ["five", "number"],
  ["ten", "number"],
  ["many", "number"],
  ["water", "noun"],
  ["fire", "noun"],
  ["earth", "noun"],
  ["sky", "noun"],
  ["sun", "noun"],
  ["moon", "noun"],
  ["star", "noun"],
  ["river", "noun"],
  ["sea", "noun"],
  ["stone", "noun"],
  ["mountain", "noun"],
  ["hill", "noun"],
  ["forest", "noun"],
  ["tree", "noun"],
  ["leaf", "noun"],
  ["flower", "noun"],
  ["wind", "noun"],
  ["rain", "noun"],
  ["snow", "noun"],
  ["storm", "noun"],
  ["night", "noun"],
  ["day", "noun"],
  ["dawn", "noun"],
  ["light", "noun"],
  ["shadow", "noun"],
  ["blood", "noun"],
  ["bone", "noun"],
  ["heart", "noun"],
  ["hand", "noun"],
  ["eye", "noun"],
  ["word", "noun"],
  ["name", "noun"],
  ["song", "noun"],
  ["dream", "noun"],
  ["home", "noun"],
  ["hall", "noun"],
  ["gate", "noun"],
  ["road", "noun"],
  ["bridge", "noun"],
  ["wall", "noun"],
  ["tower", "noun"],
  ["town", "noun"],
  ["field", "noun"],
  ["ford", "noun"],
  ["hold", "noun"],
  ["haven", "noun"],
  ["king", "noun"],
  ["queen", "noun"],
  ["mother", "noun"],
  ["father", "noun"],
  ["child", "noun"],
  ["friend", "noun"],
  ["enemy", "noun"],
  ["warrior", "noun"],
  ["priest", "noun"],
  ["god", "noun"],
  ["spirit", "noun"],
  ["death", "noun"],
  ["life", "noun"],
  ["war", "noun"],
  ["peace", "noun"],
  ["gold", "noun"],
  ["silver", "noun"],
  ["iron", "noun"],
  ["bread", "noun"],
  ["salt", "noun"],
  ["horse", "noun"],
  ["wolf", "noun"],
  ["bear", "noun"],
  ["bird", "noun"],
  ["fish", "noun"],
  ["serpent", "noun"],
  ["ship", "noun"],
  ["sword", "noun"],
  ["shield", "noun"],
  ["crown", "noun"],
  ["people", "noun"],
  ["speech", "noun"],
  ["writing", "noun"],
  ["order", "noun"],
  ["see", "verb"],
  ["go", "verb"],
  ["come", "verb"],
  ["speak", "verb"],
  ["know", "verb"],
  ["give", "verb"],
  ["take", "verb"],
  ["make", "verb"],
  ["eat", "verb"],
  ["drink", "verb"],
  ["sleep", "verb"],
  ["fight", "verb"],
  ["love", "verb"],
  ["fear", "verb"],
  ["sing", "verb"],
  ["keep", "verb"],
  ["find", "verb"],
  ["build", "verb"],
  ["die", "verb"],
  ["live", "verb"],
  ["great", "adjective"],
  ["small", "adjective"],
  ["old", "adjective"],
  ["new", "adjective"],
  ["good", "adjective"],
  ["high", "adjective"],
  ["deep", "adjective"],
  ["red", "adjective"],
  ["white", "adjective"],
  ["black", "adjective"],
  ["green", "adjective"],
  ["bright", "adjective"],
  ["cold", "adjective"],
  ["warm", "adjective"],
  ["swift", "adjective"],
  ["strong", "adjective"],
  ["holy", "adjective"],
  ["wild", "adjective"],
  ["brave", "adjective"],
  ["wise", "adjective"],
  ["silent", "adjective"],
  ["not", "particle"],
  ["and", "particle"],
  ["of", "particle"],
  ["in", "particle"],
  ["ring", "noun"],
  ["lamp", "noun"],
];

/** Each meaning's place in MEANINGS. */
const MEANING_INDEX: ReadonlyMap<string, number> = new Map(MEANINGS.map(([m], i) => [m, i]));
/** Each meaning's hash for second-edition words, by its place in MEANINGS. */
const MEANING_HASH = Int32Array.from(MEANINGS, ([m]) => hash32(m));

/** Meanings good for names: nouns and adjectives that read well in a compound. */
export const NAME_NOUNS = [
  "water",
  "fire",
  "sky",
  "sun",
  "moon",
  "star",
  "river",
  "sea",
  "stone",
  "mountain",
  "hill",
  "forest",
  "tree",
  "leaf",
  "flower",
  "wind",
  "rain",
  "snow",
  "storm",
  "night",
  "day",
  "dawn",
  "light",
  "shadow",
  "heart",
  "hand",
  "eye",
  "song",
  "dream",
  "gold",
  "silver",
  "iron",
  "horse",
  "wolf",
  "bear",
  "bird",
  "fish",
  "serpent",
  "sword",
  "shield",
  "ring",
  "spirit",
  "word",
  "salt",
] as const;
export const NAME_ADJECTIVES = [
  "great",
  "small",
  "old",
  "new",
  "good",
  "high",
  "deep",
  "red",
  "white",
  "black",
  "green",
  "bright",
  "cold",
  "warm",
  "swift",
  "strong",
  "holy",
  "wild",
  "brave",
  "wise",
  "silent",
] as const;
export const PLACE_HEADS = ["ford", "hold", "haven", "town", "hill", "field", "bridge", "gate", "tower", "wall", "hall"] as const;

/** What a word needs to be built: the language's key, inventory and syllable structure. */
export interface WordSource {
  readonly key: string;
  readonly inventory: Inventory;
  readonly structure: Structure;
  /** Which word builder: 2 for languages made by the language kind from v7 (roots.ts), else the first. */
  readonly words?: 2;
}

// Words are pure functions of (key, inventory, structure, meaning). Stock languages (shared by
// many results) keep theirs in a bounded cache; a one-off language keeps its words only while it
// is the language most recently used (a weak map per language cost more in garbage collection
// than it saved). The words of MEANINGS sit in an array by their place there, others in a map;
// the key prefix of the words' streams is hashed once per language.
class WordCache {
  readonly key: string;
  readonly inventory: Inventory;
  readonly structure: Structure;
  readonly edition: 1 | 2;
  /** The words of MEANINGS by their place there: an array, so a cached word is one index away. */
  readonly list: (Word | undefined)[] = [];
  private other: Map<string, Word> | undefined;
  private affix: Map<string, Word> | undefined;
  private w: StreamPrefix | undefined;
  private a: StreamPrefix | undefined;
  private r: Roots | undefined;

  constructor(lang: WordSource) {
    this.key = lang.key;
    this.inventory = lang.inventory;
    this.structure = lang.structure;
    this.edition = lang.words === 2 ? 2 : 1;
  }

  matches(lang: WordSource): boolean {
    return this.inventory === lang.inventory && this.structure === lang.structure && this.key === lang.key && this.edition === (lang.words === 2 ? 2 : 1);
  }

  /** Words for meanings outside MEANINGS; made on first use, as most languages never need one. */
  get words(): Map<string, Word> {
    return (this.other ??= new Map());
  }

  get affixes(): Map<string, Word> {
    return (this.affix ??= new Map());
  }

  /** The phoneme tables of second-edition words, laid out on first use. */
  get roots(): Roots {
    return (this.r ??= rootsOf(this.key, this.inventory, this.structure));
  }

  /** The prefix of the words' streams, (key, "w"), hashed on first use. */
  get wordKeys(): StreamPrefix {
    return (this.w ??= keyPrefix(this.key).extend("w"));
  }

  get affixKeys(): StreamPrefix {
    return (this.a ??= keyPrefix(this.key).extend("a"));
  }
}

const STOCK_WORD_CACHES = 4608;
let stockWords = new Map<Inventory, WordCache>();
let recent: WordCache | undefined;

/** Marks a shared stock language so its words are cached. */
export function cacheWordsOf(lang: WordSource): void {
  if (stockWords.has(lang.inventory)) return;
  if (stockWords.size >= STOCK_WORD_CACHES) stockWords = new Map();
  stockWords.set(lang.inventory, new WordCache(lang));
}

// A result names many things in one language, so the cache used last is checked first.
function cacheOf(lang: WordSource): WordCache {
  if (recent?.matches(lang)) return recent;
  const c = stockWords.get(lang.inventory);
  recent = c?.matches(lang) ? c : new WordCache(lang);
  return recent;
}

export function wordFor(lang: WordSource, meaning: string): Word {
  const cache = cacheOf(lang);
  const i = MEANING_INDEX.get(meaning);
  if (i !== undefined) return cache.list[i] ?? listed(cache, i);
  const hit = cache.words.get(meaning);
  if (hit) return hit;
  const w = cache.edition === 2 ? secondEdition(cache.roots, hash32(meaning), 0, false) : firstEdition(cache, undefined, meaning);
  cache.words.set(meaning, w);
  return w;
}

/** The language's words for all of MEANINGS, in that order. */
export function lexiconOf(lang: WordSource): Word[] {
  const cache = cacheOf(lang);
  const words: Word[] = [];
  for (let i = 0; i < MEANINGS.length; i++) words.push(cache.list[i] ?? listed(cache, i));
  return words;
}

function listed(cache: WordCache, i: number): Word {
  const w =
    cache.edition === 2
      ? secondEdition(cache.roots, MEANING_HASH[i] as number, biasOf(i), false)
      : firstEdition(cache, i, (MEANINGS[i] as readonly [string, PartOfSpeech])[0]);
  cache.list[i] = w;
  return w;
}

/** Pronouns and particles are short words. */
function biasOf(i: number | undefined): number {
  const pos = i === undefined ? "noun" : (MEANINGS[i] as readonly [string, PartOfSpeech])[1];
  return pos === "particle" || pos === "pronoun" ? -2 : 0;
}

/** A first-edition word: its own sfc32 stream, (key, "w", meaning). */
function firstEdition(cache: WordCache, i: number | undefined, meaning: string): Word {
  const rng = cache.wordKeys.stream1(meaning);
  return noArticle(buildWord(rng, cache.inventory, cache.structure, wordLength(rng, cache.structure, biasOf(i))));
}

// A second-edition word spelled like an English function word is drawn again (the next of a
// few alternates), so it keeps to the language's own sounds; the ending of noArticle is the
// last resort.
function secondEdition(roots: Roots, meaning: number, bias: number, affix: boolean): Word {
  let w = rootWord(roots, meaning, bias, affix);
  for (let alt = 1; alt < 8 && readsAsEnglish(w.text); alt++) w = rootWord(roots, meaning + alt, bias, affix);
  return noArticle(w);
}

function readsAsEnglish(t: string): boolean {
  return t.length <= 6 && functionWordFix(t) !== "";
}

// A word spelled exactly like an English article would read as English: give it an onset. Any
// other English function word ("the", "they", "of") gets an ending instead (see names.ts).
function noArticle(w: Word): Word {
  const t = w.text;
  if (isArticle(t)) return { text: `h${w.text}`, ipa: `/h${w.ipa.slice(1)}`, syl: [`h${w.text}`], ipaSyl: [`h${w.ipaSyl.join("")}`] };
  const fix = functionWordFix(w.text);
  if (fix === "") return w;
  const last = w.syl.length - 1;
  return {
    text: w.text + fix,
    ipa: `${w.ipa.slice(0, -1)}${fix}/`,
    syl: w.syl.map((s, i) => (i === last ? s + fix : s)),
    ipaSyl: w.ipaSyl.map((s, i) => (i === last ? s + fix : s)),
  };
}

/** An affix's syllable: a plain onset, never a cluster (spelled out: a spread is slow in V8). */
function affixStructure(st: Structure): Structure {
  return { coda: st.coda, bare: 0, cluster: 0, lengths: st.lengths, stress: st.stress };
}

/** A bound suffix or prefix (plural, tense, name endings): one light syllable. */
export function affixFor(lang: WordSource, role: string): Word {
  const cache = cacheOf(lang);
  const hit = cache.affixes.get(role);
  if (hit) return hit;
  const w =
    cache.edition === 2
      ? secondEdition(cache.roots, hash32(role), 0, true)
      : noArticle(buildWord(cache.affixKeys.stream1(role), lang.inventory, affixStructure(lang.structure), 1));
  cache.affixes.set(role, w);
  return w;
}
