// The realiser: English for prose rendered from an entry's fields. It knows number (noun
// plurals through the `pluralize` library, subject–verb agreement from the subject it is given),
// articles, first and later mentions ("a lich in a silver mask… the lich"), lists, ordinals,
// quantities with units ("1 credit", "2 credits") and where title case belongs (titles of works,
// set in italics; names keep their own capitals, a name's leading "The" is lower-cased in
// mid-sentence). Kinds build sentences from these rather than filling fragments.
import pluralize from "pluralize";
import type { Pronouns } from "./pronouns.js";
import { article, capitalise, formatNumber, joinList, ordinal } from "./text.js";

/** A thing a sentence can be about. */
export interface NounPhrase {
  /** The phrase without an article: "lich in a silver mask", "wolves", "Kethra". */
  readonly text: string;
  /** The short form for later mentions: "lich" (defaults to `text`). */
  readonly short: string;
  readonly plural: boolean;
  /** Uncountable ("honey", "moonlight"): no "a", singular verbs. */
  readonly mass: boolean;
  /** A name ("Kethra", "the Iron Chapter"): no article is added. */
  readonly proper: boolean;
}

export interface NounOptions {
  readonly short?: string;
  readonly plural?: boolean;
  readonly mass?: boolean;
  readonly proper?: boolean;
}

/** A noun phrase; a capitalised phrase is taken as a name unless told otherwise. */
export function noun(text: string, o: NounOptions = {}): NounPhrase {
  const proper = o.proper ?? startsUpper(text);
  return { text, short: o.short ?? text, plural: o.plural ?? false, mass: o.mass ?? false, proper };
}

/** A name: "Kethra", "The Iron Chapter" (its article is lower-cased in mid-sentence). */
export function name(text: string, plural = false): NounPhrase {
  return { text, short: text, plural, mass: false, proper: true };
}

function startsUpper(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 65 && c <= 90;
}

// The head of a phrase is the word before its first preposition: "ring of gold" → "ring".
const PREPOSITIONS = new Set(["of", "in", "on", "at", "from", "with", "for", "to", "by", "under", "over", "that", "which", "who", "made", "worn"]);

function headIndex(words: readonly string[]): number {
  for (let i = 1; i < words.length; i++) if (PREPOSITIONS.has(words[i] as string)) return i - 1;
  return words.length - 1;
}

/** The plural of a noun phrase's head: "ring of gold" → "rings of gold", "wolf" → "wolves". */
export function pluralOf(phrase: string): string {
  const words = phrase.split(" ");
  const h = headIndex(words);
  words[h] = pluralize.plural(words[h] as string);
  return words.join(" ");
}

/** The singular of a noun phrase's head: "rings of gold" → "ring of gold". */
export function singularOf(phrase: string): string {
  const words = phrase.split(" ");
  const h = headIndex(words);
  words[h] = pluralize.singular(words[h] as string);
  return words.join(" ");
}

/** Whether a noun phrase's head is plural ("wolves", "rings of gold"); "moss", "glass" are not. */
export function looksPlural(phrase: string): boolean {
  const words = phrase.split(" ");
  const w = words[headIndex(words)] as string;
  return pluralize.isPlural(w) && !pluralize.isSingular(w);
}

/** The same thing as a plural ("a wolf" → "wolves"). */
export function plural(np: NounPhrase): NounPhrase {
  if (np.plural || np.mass || np.proper) return np;
  return { text: pluralOf(np.text), short: pluralOf(np.short), plural: true, mass: false, proper: false };
}

/** "1 credit", "2 credits", "1,200 gold crowns"; `words` spells one to twelve out. */
export function quantity(n: number, unit: string, o: { readonly words?: boolean; readonly plural?: string } = {}): string {
  const num = o.words && Number.isInteger(n) && n >= 0 && n <= 12 ? SMALL[n] : formatNumber(n);
  return `${num} ${n === 1 ? unit : (o.plural ?? pluralOf(unit))}`;
}

const SMALL = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const ORDINAL_WORDS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

/** "first" … "twelfth", then "13th". */
export function ordinalWord(n: number): string {
  return n >= 0 && n < ORDINAL_WORDS.length ? (ORDINAL_WORDS[n] as string) : ordinal(n);
}

/** A name as it stands in mid-sentence: "The Loyalists" → "the Loyalists". */
export function midName(s: string): string {
  return s.startsWith("The ") ? `the${s.slice(3)}` : s;
}

/** "a lich", "an ember", "honey", "wolves", "Kethra" — a first mention. */
export function indefinite(np: NounPhrase): string {
  if (np.proper) return midName(np.text);
  if (np.plural || np.mass) return np.text;
  return `${article(np.text)} ${np.text}`;
}

/** "the lich", "the wolves", "Kethra" — a later mention, in its short form. */
export function definite(np: NounPhrase, full = false): string {
  const t = full ? np.text : np.short;
  return np.proper ? midName(t) : `the ${t}`;
}

/** A title of a work, in italics and title case: "*The Book of Ash*". */
export function title(s: string): string {
  return `*${titleWords(s)}*`;
}

const SMALL_WORDS = new Set(["a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "for", "by", "with", "from", "under"]);

function titleWords(s: string): string {
  return s
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalise(w)))
    .join(" ");
}

// Adverbs that may stand before a verb: agreement goes to the word after them.
const ADVERBS = new Set([
  "always",
  "never",
  "often",
  "sometimes",
  "rarely",
  "seldom",
  "still",
  "also",
  "only",
  "usually",
  "quietly",
  "slowly",
  "openly",
  "secretly",
  "now",
  "soon",
  "even",
  "once",
  "first",
  "then",
  "readily",
  "gladly",
  "mostly",
  "barely",
  "hardly",
  "just",
  "already",
  "all",
  "both",
]);

const TO_PLURAL: Readonly<Record<string, string>> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  goes: "go",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
const TO_SINGULAR: Readonly<Record<string, string>> = {
  are: "is",
  were: "was",
  have: "has",
  do: "does",
  go: "goes",
  be: "is",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
  "don't": "doesn't",
};
// Verbs that do not inflect: modals and past forms.
const FIXED = new Set([
  "can",
  "could",
  "will",
  "would",
  "shall",
  "should",
  "may",
  "might",
  "must",
  "had",
  "did",
  "made",
  "came",
  "went",
  "took",
  "gave",
  "was",
  "were",
]);

/** The he/she/it present form of a verb in its base form: "watch" → "watches", "carry" → "carries". */
export function thirdPerson(base: string): string {
  const s = TO_SINGULAR[base];
  if (s) return s;
  if (FIXED.has(base)) return base;
  if (/(?:s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/[^aeiou]o$/.test(base)) return `${base}es`;
  return `${base}s`;
}

/** The they-form of a verb in its he/she form: "watches" → "watch", "is" → "are". */
export function basePresent(singular: string): string {
  const p = TO_PLURAL[singular];
  if (p) return p;
  if (FIXED.has(singular) || !singular.endsWith("s")) return singular;
  if (/[^aeiou]ies$/.test(singular)) return `${singular.slice(0, -3)}y`;
  if (/(?:sses|xes|zzes|ches|shes|[^aeiou]oes)$/.test(singular)) return singular.slice(0, -2);
  return singular.slice(0, -1);
}

/**
 * A verb phrase, written in its he/she form, agreeing with a subject's number: ("watches the
 * door", plural) → "watch the door"; leading adverbs are skipped ("sometimes watches" →
 * "sometimes watch").
 */
export function agreeWith(plural: boolean, phrase: string): string {
  if (!plural) return phrase;
  const words = phrase.split(" ");
  let i = 0;
  while (i < words.length - 1 && ADVERBS.has(words[i] as string)) i++;
  words[i] = basePresent(words[i] as string);
  return words.join(" ");
}

/** Whether a subject takes plural verbs. */
export function isPluralSubject(s: NounPhrase | Pronouns): boolean {
  return "text" in s ? s.plural : s.plural;
}

/** Subject and verb phrase: (a wolf, "hunt at dusk") → "a wolf hunts at dusk". */
export function clause(subject: NounPhrase | Pronouns, verbPhrase: string, later = false): string {
  const subj = "text" in subject ? (later ? definite(subject) : indefinite(subject)) : subject.subject;
  return `${subj} ${agreeWith(isPluralSubject(subject), verbPhrase)}`;
}

/** A list without repeats (case-blind), joined: "salt, iron and rue". */
export function listOf(items: readonly string[], conj = "and"): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const i of items) {
    const k = i.toLowerCase();
    if (!seen.has(k)) {
      seen.add(k);
      out.push(i);
    }
  }
  return joinList(out, conj);
}

/**
 * Mentions across one piece of prose: the first time a thing is mentioned it is introduced
 * ("a lich in a silver mask"), later it is referred back to ("the lich").
 */
export class Discourse {
  private readonly seen = new Set<string>();

  /** The thing as this mention should name it. */
  mention(id: string, np: NounPhrase): string {
    if (this.seen.has(id)) return definite(np);
    this.seen.add(id);
    return indefinite(np);
  }

  /** The thing as the subject of a verb phrase, first or later mention as due. */
  say(id: string, np: NounPhrase, verbPhrase: string): string {
    return `${this.mention(id, np)} ${agreeWith(np.plural, verbPhrase)}`;
  }

  mentioned(id: string): boolean {
    return this.seen.has(id);
  }
}

/** Sentences joined into a paragraph, each capitalised and closed with a full stop. */
export function paragraph(sentences: readonly (string | false | null | undefined)[]): string {
  const out: string[] = [];
  for (const s of sentences) {
    if (!s) continue;
    const t = capitalise(s.trim());
    out.push(/[.!?…"”*]$/.test(t) ? t : `${t}.`);
  }
  return out.join(" ");
}
