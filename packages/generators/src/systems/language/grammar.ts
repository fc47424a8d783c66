// Grammar sketch (word order, plural, tense, adjectives) and a glossed sample sentence built
// from it, so the sketch and the example always agree.
import type { Rng } from "../../core/rng.js";
import { capitalise } from "../../core/text.js";
import { affixFor, wordFor, type WordSource } from "./lexicon.js";
import { safeWord } from "./names.js";

export interface Grammar {
  readonly order: "SOV" | "SVO" | "VSO" | "VOS" | "OSV";
  readonly adjective: "before" | "after";
  readonly plural: "suffix" | "prefix" | "reduplication" | "none";
  readonly tense: "suffix" | "particle";
  readonly articles: boolean;
}

export function makeGrammar(rng: Rng): Grammar {
  return {
    order: rng.weighted([
      ["SOV", 45],
      ["SVO", 40],
      ["VSO", 10],
      ["VOS", 3],
      ["OSV", 2],
    ] as const),
    adjective: rng.chance(0.5) ? "before" : "after",
    plural: rng.weighted([
      ["suffix", 5],
      ["prefix", 2],
      ["reduplication", 1],
      ["none", 1],
    ] as const),
    tense: rng.chance(0.6) ? "suffix" : "particle",
    articles: rng.chance(0.4),
  };
}

const ORDER_TEXT: Record<Grammar["order"], string> = {
  SOV: "subject–object–verb: the verb closes the sentence",
  SVO: "subject–verb–object, as in English",
  VSO: "verb–subject–object: sentences open with the action",
  VOS: "verb–object–subject: the doer comes last, almost as an afterthought",
  OSV: "object–subject–verb: what is acted upon is named first, a rare order",
};

export function grammarPairs(lang: WordSource, g: Grammar): { label: string; value: string }[] {
  const pl = affixFor(lang, "plural").text;
  const past = affixFor(lang, "past").text;
  const fut = affixFor(lang, "future").text;
  const stone = wordFor(lang, "stone").text;
  const plural =
    g.plural === "suffix"
      ? `suffix *-${pl}*: *${stone}* 'stone', *${stone}${pl}* 'stones'`
      : g.plural === "prefix"
        ? `prefix *${pl}-*: *${stone}* 'stone', *${pl}${stone}* 'stones'`
        : g.plural === "reduplication"
          ? `the first syllable is doubled: *${stone}* 'stone' → plural by reduplication`
          : `not marked; number is shown by numerals or context (*${wordFor(lang, "many").text} ${stone}* 'many stones')`;
  const tense =
    g.tense === "suffix"
      ? `verb suffixes: past *-${past}*, future *-${fut}*; the present is unmarked`
      : `particles before the verb: past *${past}*, future *${fut}*`;
  return [
    { label: "Word order", value: ORDER_TEXT[g.order] },
    { label: "Adjectives", value: g.adjective === "before" ? "come before the noun they describe" : "follow the noun they describe" },
    { label: "Plural", value: plural },
    { label: "Tense", value: tense },
    { label: "Negation", value: `the particle *${wordFor(lang, "not").text}* before the verb` },
    { label: "Articles", value: g.articles ? `a definite article *${affixFor(lang, "the").text}* precedes the noun` : "none; definiteness comes from context" },
    {
      label: "Possession",
      value: `the possessed noun comes first, joined by *${wordFor(lang, "of").text}*: 'home *${wordFor(lang, "of").text}* mother' (the mother's home)`,
    },
  ];
}

const SUBJECTS = [
  ["father", "father", "fathers"],
  ["warrior", "warrior", "warriors"],
  ["mother", "mother", "mothers"],
  ["child", "child", "children"],
  ["wolf", "wolf", "wolves"],
  ["priest", "priest", "priests"],
  ["friend", "friend", "friends"],
] as const;
const VERBS = [
  ["see", "saw", "will see"],
  ["find", "found", "will find"],
  ["give", "gave", "will give"],
  ["keep", "kept", "will keep"],
  ["build", "built", "will build"],
  ["take", "took", "will take"],
  ["fear", "feared", "will fear"],
] as const;
const OBJECTS = ["river", "sword", "stone", "bread", "star", "gate", "lamp", "ship", "bridge", "song"] as const;
const ADJS = ["old", "brave", "wise", "great", "small", "silent", "swift"] as const;

interface Token {
  readonly text: string;
  readonly gloss: string;
}

/** A sentence in the language with its interlinear gloss and translation (Markdown). */
export function sampleSentence(rng: Rng, lang: WordSource, g: Grammar): { text: string; gloss: string; translation: string } {
  const [subj, subjSg, subjPl] = rng.pick(SUBJECTS);
  const [verb, vPast, vFut] = rng.pick(VERBS);
  const obj = rng.pick(OBJECTS);
  const adj = rng.pick(ADJS);
  const isPlural = g.plural !== "none" && rng.chance(0.5);
  const tense = rng.pick(["past", "future", "present"] as const);
  const negate = rng.chance(0.25);
  const the = affixFor(lang, "the").text;
  const pl = affixFor(lang, "plural").text;
  const sw = wordFor(lang, subj).text;
  let subjTok: Token = { text: sw, gloss: subj };
  if (isPlural) {
    if (g.plural === "suffix") subjTok = { text: `${sw}${pl}`, gloss: `${subj}-PL` };
    else if (g.plural === "prefix") subjTok = { text: `${pl}${sw}`, gloss: `PL-${subj}` };
    else subjTok = { text: `${sw.slice(0, 2)}${sw}`, gloss: `PL~${subj}` };
  }
  const adjTok: Token = { text: wordFor(lang, adj).text, gloss: adj };
  const subjPhrase: Token[] = [...(g.articles ? [{ text: the, gloss: "the" }] : []), ...(g.adjective === "before" ? [adjTok, subjTok] : [subjTok, adjTok])];
  const objPhrase: Token[] = [...(g.articles ? [{ text: the, gloss: "the" }] : []), { text: wordFor(lang, obj).text, gloss: obj }];
  const vw = wordFor(lang, verb).text;
  const verbPhrase: Token[] = [];
  if (negate) verbPhrase.push({ text: wordFor(lang, "not").text, gloss: "NEG" });
  if (tense === "present") verbPhrase.push({ text: vw, gloss: verb });
  else if (g.tense === "suffix") verbPhrase.push({ text: `${vw}${affixFor(lang, tense).text}`, gloss: `${verb}-${tense === "past" ? "PST" : "FUT"}` });
  else verbPhrase.push({ text: affixFor(lang, tense).text, gloss: tense === "past" ? "PST" : "FUT" }, { text: vw, gloss: verb });
  const parts: Record<string, Token[]> = { S: subjPhrase, O: objPhrase, V: verbPhrase };
  const tokens = g.order.split("").flatMap((k) => parts[k] as Token[]);
  const enSubj = `the ${adj} ${isPlural ? subjPl : subjSg}`;
  const enVerb =
    tense === "past"
      ? negate
        ? `did not ${verb}`
        : vPast
      : tense === "future"
        ? negate
          ? `will not ${verb}`
          : vFut
        : negate
          ? isPlural
            ? `do not ${verb}`
            : `does not ${verb}`
          : isPlural
            ? verb
            : verb.endsWith("s")
              ? `${verb}es`
              : `${verb}s`;
  return {
    text: capitalise(tokens.map((t) => safeWord(t.text)).join(" ")),
    gloss: tokens.map((t) => t.gloss).join(" "),
    translation: `${capitalise(enSubj)} ${enVerb} the ${obj}.`,
  };
}
