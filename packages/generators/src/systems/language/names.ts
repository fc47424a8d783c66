// Names in a language's own sound: built from its lexicon roots, so every name has a meaning
// and names from one language share roots and endings.
import { floor } from "../../core/int.js";
import type { Rng } from "../../core/rng.js";
import { capitalise } from "../../core/text.js";
import { affixFor, NAME_ADJECTIVES, NAME_NOUNS, PLACE_HEADS, wordFor, type WordSource } from "./lexicon.js";
import { functionWordFix, isArticle } from "./function-words.js";
import type { Inventory, Phoneme, Sound, Word } from "./phonology.js";
import { collapseTriples, isVowelCode, joinsCleanly, repeatsThrice, triplesAtJoin } from "./pronounce.js";

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
    family: rng.weighted([
      ["patronymic", 3],
      ["matronymic", 1],
      ["clan", 3],
      ["place", 2],
    ] as const),
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

// Runs of three or more vowels across joined roots are worn down to two, as speech would, and
// a root spelled exactly like an English article gets an onset ("an" → "han").
function wear(w: string): string {
  const worn = hasThreeVowels(w) ? w.replace(/[aeiou]{3,}/gi, (m) => m.slice(0, 2)) : w;
  return isArticle(worn) ? `h${worn}` : worn;
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

/**
 * A word of the language fit to print on its own in English text (see ENGLISH_FUNCTION_WORDS),
 * with no letter or short piece said three times running ("Trarrrorr" → "Trarrorr").
 */
export function safeWord(w: string): string {
  const worn = collapseTriples(wear(w));
  return worn + functionWordFix(worn);
}

/**
 * Most letters a word of a name may have, by the language's sound: clipped tongues keep names
 * short, flowing and sung ones let them run longer; never over 14 (a syllable that would pass the
 * cap ends the word, as long names wear down in speech).
 */
const WORD_CAP: Readonly<Record<Sound, number>> = { clipped: 10, harsh: 11, guttural: 11, sibilant: 11, soft: 12, melodic: 13, flowing: 13 };
const DEFAULT_CAP = 12;

/** The longest a word of a name may be in this language. */
export function wordCap(lang: { readonly sound?: Sound }): number {
  return (lang.sound && WORD_CAP[lang.sound]) || DEFAULT_CAP;
}

// Character codes of the pronunciation's punctuation.
const SLASH = 47;
const SPACE = 32;
const DOT = 46;
const STRESS = 712; // ˈ

// A name spelled as it is drawn: each root's syllables go straight into strings (no arrays of
// pieces to clip and merge). A run is a stretch of roots worn down together (a compound); a word
// may hold several runs worn apart (a given name and the suffix "child of"); a name has one or
// more words. The pronunciation is kept as character codes and made a string once: IPA syllables
// are a mix of one-byte and two-byte strings, and V8 joins such a short pair only in its runtime
// (~0.1 µs a join, measured on Node 20).
class Spelling {
  private names = "";
  private words = 0;
  private word = "";
  private run = "";
  /** "/ˈsyl.syl ˈsyl/" as character codes; none when only the name is wanted (nameIn). */
  private readonly ipa: number[] | undefined;
  private syllables = 0;
  /** The last syllable spelled in this word (pronounce.ts rules read it). */
  private last = "";
  /** Set when a syllable would take the word past its cap: the word takes no more. */
  private full = false;
  /** The word before, lower-cased, to keep a name from saying it twice. */
  private previous = "";

  /**
   * `vowel` is the language's own vowel slipped between consonants that cannot meet, `coda` its
   * commonest final consonant, `cap` the most letters a word may have.
   */
  constructor(
    spoken: boolean,
    private readonly vowel: Phoneme,
    private readonly coda: Phoneme,
    private readonly cap: number,
  ) {
    this.ipa = spoken ? [SLASH] : undefined;
  }

  /**
   * Adds a root to the current run: all of it, or its first `maxSyl` syllables (long roots are
   * shortened in compounds, as names wear down with use). A syllable said a third time running
   * is dropped; consonants that cannot meet, or would say one letter three times ("rr" + "r"),
   * get the language's vowel between them; a syllable that would take the word past its cap ends
   * the word. No draws are made here, so these rules never shift a stream.
   */
  add(w: Word, maxSyl?: number): void {
    const n = maxSyl === undefined || w.syl.length <= maxSyl ? w.syl.length : maxSyl;
    for (let i = 0; i < n && !this.full; i++) {
      const syl = w.syl[i] as string;
      const link = joinsCleanly(this.last, syl) && !triplesAtJoin(this.word, this.run, syl) ? "" : this.vowel.r;
      if (this.syllables >= 1 && this.word.length + this.run.length + link.length + syl.length > this.cap) {
        this.full = true;
        return;
      }
      if (this.syllables >= 1 && repeatsThrice(this.word + this.run, link + syl)) continue;
      if (link) {
        this.run += link;
        if (this.ipa) for (let c = 0; c < this.vowel.ipa.length; c++) this.ipa.push(this.vowel.ipa.charCodeAt(c));
      }
      this.run += syl;
      this.syllable(w.ipaSyl[i] as string);
      this.last = syl;
    }
  }

  private syllable(ipa: string): void {
    const first = this.syllables++ === 0;
    const out = this.ipa;
    if (!out) return;
    if (first) {
      if (this.words > 0) out.push(SPACE);
      out.push(STRESS);
    } else out.push(DOT);
    for (let c = 0; c < ipa.length; c++) out.push(ipa.charCodeAt(c));
  }

  endRun(): void {
    this.word += wear(this.run);
    this.run = "";
  }

  endWord(): void {
    this.endRun();
    // A glottal stop cannot be capitalised, so names drop it at the start of a word; a word
    // left spelled like an English function word gets an ending ("An" → "Ana"). Vowels that
    // met across roots are worn to two ("aa" + "a").
    let raw = collapseTriples(this.word);
    let q = 0;
    while (q < raw.length && raw.charCodeAt(q) === 39) q++;
    if (q > 0) raw = raw.slice(q);
    const fix = functionWordFix(raw);
    let spelled = raw + fix;
    // A word spelled like the one before it ("Waaya Waaya": a family name worn down to the given
    // name) takes an ending of the language's own, so no name says a word twice.
    const again =
      this.words > 0 && spelled.toLowerCase() === this.previous ? (isVowelCode(spelled.charCodeAt(spelled.length - 1)) ? this.coda : this.vowel) : undefined;
    if (again) spelled += again.r;
    this.previous = spelled.toLowerCase();
    const name = capitalise(spelled);
    this.names = this.words === 0 ? name : `${this.names} ${name}`;
    if (this.syllables === 0) this.syllable(""); // every word has a root; kept for an empty one
    if (this.ipa) {
      for (let c = 0; c < fix.length; c++) this.ipa.push(fix.charCodeAt(c));
      if (again) for (let c = 0; c < again.ipa.length; c++) this.ipa.push(again.ipa.charCodeAt(c));
    }
    this.words++;
    this.word = "";
    this.syllables = 0;
    this.last = "";
    this.full = false;
  }

  /** The finished name; called once, after its last word. */
  parts(meaning: string): NameParts {
    if (!this.ipa) return { name: this.names, meaning, pronunciation: "" };
    this.ipa.push(SLASH);
    return { name: this.names, meaning, pronunciation: String.fromCharCode.apply(null, this.ipa) };
  }
}

export interface NamingLanguage extends WordSource {
  readonly naming: Naming;
  /** Sets the cap on a name's words (wordCap); languages without one get the default. */
  readonly sound?: Sound;
}

const PLAIN_A: Phoneme = { r: "a", ipa: "a", w: 1 };
const PLAIN_N: Phoneme = { r: "n", ipa: "n", w: 1 };

/** The language's most frequent one-letter vowel: the one its speakers slip between clashing consonants. */
const linking = new WeakMap<Inventory, Phoneme>();
function linkingVowel(inv: Inventory): Phoneme {
  const hit = linking.get(inv);
  if (hit) return hit;
  let best: Phoneme | undefined;
  for (const v of inv.vowels) if (v.r.length === 1 && v.r !== "y" && (!best || v.w > best.w)) best = v;
  const found = best ?? PLAIN_A;
  linking.set(inv, found);
  return found;
}

/** The language's most frequent coda: the ending that sets a word apart from its twin. */
const codaOf = new WeakMap<Inventory, Phoneme>();
function finalCoda(inv: Inventory): Phoneme {
  const hit = codaOf.get(inv);
  if (hit) return hit;
  let best: Phoneme | undefined;
  for (const c of inv.codas) if (!best || c.w > best.w) best = c;
  const found = best ?? PLAIN_N;
  codaOf.set(inv, found);
  return found;
}

/** A name noun other than `avoid`: no name means "dream dream" (the next noun stands in, with no extra draw). */
function nounOtherThan(rng: Rng, avoid: string, avoid2 = avoid): string {
  let i = floor(rng.next() * NAME_NOUNS.length); // the same draw as rng.pick
  while (NAME_NOUNS[i] === avoid || NAME_NOUNS[i] === avoid2) i = (i + 1) % NAME_NOUNS.length;
  return NAME_NOUNS[i] as string;
}

/** The name noun after `word` in the list (the first when it is not a noun). */
function nounAfter(word: string): string {
  return NAME_NOUNS[((NAME_NOUNS as readonly string[]).indexOf(word) + 1) % NAME_NOUNS.length] as string;
}

function firstRoot(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(NAME_ADJECTIVES) : rng.pick(NAME_NOUNS);
}

/** Spells a given name's run (one or two roots, a gendered ending where the language has them) and returns its meaning. */
function spellGiven(s: Spelling, lang: NamingLanguage, rng: Rng, gender: NameGender): string {
  const first = firstRoot(rng);
  const second = nounOtherThan(rng, first);
  let meaning: string;
  if (rng.chance(0.8)) {
    s.add(wordFor(lang, first), 1);
    s.add(wordFor(lang, second), 2);
    meaning = `${first} ${second}`;
  } else {
    s.add(wordFor(lang, second), 3);
    meaning = second;
  }
  if (lang.naming.genderEndings && gender !== "neutral") s.add(affixFor(lang, gender === "female" ? "fem" : "masc"));
  return meaning;
}

/** Spells a place name's run (a root and the language's place head, or two or three roots) and returns its meaning. */
function spellPlace(s: Spelling, lang: NamingLanguage, rng: Rng): string {
  const head = lang.naming.placeHead;
  const drawn = firstRoot(rng);
  const first = drawn === head ? nounAfter(drawn) : drawn;
  const r = rng.next();
  if (r < 0.6) {
    s.add(wordFor(lang, first), 2);
    s.add(wordFor(lang, head), 1);
    return `${first} ${head}`;
  }
  const second = nounOtherThan(rng, first, head);
  s.add(wordFor(lang, first), 1);
  if (r < 0.9) {
    s.add(wordFor(lang, second), 2);
    return `${first} ${second}`;
  }
  s.add(wordFor(lang, second), 1);
  s.add(wordFor(lang, head), 1);
  return `${first} ${second} ${head}`;
}

/** Spells a family name (its words, ended) and returns its meaning. */
function spellFamily(s: Spelling, lang: NamingLanguage, rng: Rng): string {
  const n = lang.naming;
  if (n.family === "patronymic" || n.family === "matronymic") {
    const parent = spellGiven(s, lang, rng, n.family === "patronymic" ? "male" : "female");
    s.endRun();
    s.add(affixFor(lang, "child"));
    s.endWord();
    return `child of ${parent}`;
  }
  if (n.family === "place") {
    s.add(wordFor(lang, "of"));
    s.endWord();
    const place = spellPlace(s, lang, rng);
    s.endWord();
    return `of ${place}`;
  }
  const a = rng.pick(NAME_ADJECTIVES);
  const b = nounOtherThan(rng, a);
  s.add(wordFor(lang, a), 1);
  s.endRun();
  s.add(wordFor(lang, b), 2);
  s.endWord();
  return `${a} ${b} clan`;
}

/** A given name: one or two roots, with a gendered ending where the language has them. */
export function givenName(lang: NamingLanguage, rng: Rng, gender: NameGender = "neutral", spoken = true): NameParts {
  const s = new Spelling(spoken, linkingVowel(lang.inventory), finalCoda(lang.inventory), wordCap(lang));
  const meaning = spellGiven(s, lang, rng, gender);
  s.endWord();
  return s.parts(meaning);
}

/** A name of the given kind; `spoken: false` leaves out its pronunciation ("") when only the name is wanted. */
export function makeName(lang: NamingLanguage, rng: Rng, kind: NameKind, gender: NameGender = "neutral", spoken = true): NameParts {
  const s = new Spelling(spoken, linkingVowel(lang.inventory), finalCoda(lang.inventory), wordCap(lang));
  switch (kind) {
    case "person": {
      const given = spellGiven(s, lang, rng, gender);
      s.endWord();
      const family = spellFamily(s, lang, rng);
      return s.parts(`${given}, ${family}`);
    }
    case "family":
      return s.parts(spellFamily(s, lang, rng));
    case "place": {
      const meaning = spellPlace(s, lang, rng);
      s.endWord();
      return s.parts(meaning);
    }
    case "faction": {
      const a = rng.pick(NAME_ADJECTIVES);
      const b = nounOtherThan(rng, a);
      s.add(wordFor(lang, "order"));
      s.endWord();
      s.add(wordFor(lang, "of"));
      s.endWord();
      s.add(wordFor(lang, a), 1);
      s.add(wordFor(lang, b), 2);
      s.endWord();
      return s.parts(`order of the ${a} ${b}`);
    }
    case "ship":
    case "tavern": {
      const a = rng.pick(NAME_ADJECTIVES);
      const b = nounOtherThan(rng, a);
      s.add(wordFor(lang, a), 2);
      s.endWord();
      s.add(wordFor(lang, b), 2);
      s.endWord();
      return s.parts(`${a} ${b}`);
    }
    case "deity": {
      const b = rng.pick(NAME_NOUNS);
      s.add(wordFor(lang, rng.pick(["holy", "great", "old", "god", "spirit"])), 1);
      s.endRun();
      s.add(wordFor(lang, b), 2);
      s.endWord();
      return s.parts(`the ${b}`);
    }
    case "word": {
      const b = rng.pick(NAME_NOUNS);
      s.add(wordFor(lang, b));
      s.endWord();
      return s.parts(b);
    }
  }
}
