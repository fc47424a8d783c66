// The third edition's mechanical checks (docs/generators.md, "Reading as a sourcebook"): over the
// whole rendered entry — summary, every section and every field's text, field labels alone left
// out — with digits replaced by `#`: repeated word 8-grams, a capital "The" in mid-sentence
// outside a title (*italics*), doubled words, tripled letters or syllables in names, and the
// trappings of old kingdoms in science fiction. Used by edition.test.ts and by
// `npx tsx test/support/measure-edition.ts`, which prints the figures per kind.
import { max } from "../../src/core/int.js";
import type { FieldValue, GeneratedResult } from "../../src/index.js";

export const NGRAM = 8;

function fieldPassages(v: FieldValue): string[] {
  switch (v.type) {
    case "text":
      return [v.value];
    case "number":
      return [v.text ?? String(v.value)];
    case "list":
      return [...v.items];
    case "link":
      return [v.link.name];
    case "links":
      return v.links.map((l) => l.name);
    case "date":
      return [v.date.text];
    case "table":
      return v.rows.map((r) => r.join(" · "));
    case "pairs":
      return v.pairs.map((p) => p.value);
  }
}

/** Every passage a reader sees, field labels left out; a gram never spans two passages. */
export function entryPassages(r: GeneratedResult): string[] {
  const out: string[] = [r.summary];
  for (const s of r.sections) out.push(...s.markdown.split(/\n+/));
  for (const f of r.fields) out.push(...fieldPassages(f.value));
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\p{N}+(?:[.,]\p{N}+)*/gu, " # ")
    .replace(/[*_#>`[\]()|]/g, (c) => (c === "#" ? c : " "))
    .split(/[^\p{L}#']+/u)
    .filter(Boolean);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The distinct word n-grams of one whole entry; the entry's own name counts as one word. */
export function entryGrams(r: GeneratedResult, n = NGRAM): Set<string> {
  const name = r.name.trim() ? new RegExp(escape(r.name.trim()), "giu") : null;
  const grams = new Set<string>();
  for (const p of entryPassages(r)) {
    const w = words(name ? p.replace(name, " xname ") : p);
    for (let i = 0; i + n <= w.length; i++) grams.add(w.slice(i, i + n).join(" "));
  }
  return grams;
}

export interface Repeat {
  readonly gram: string;
  readonly share: number;
}

/** Grams in more than `limit` of the results, most frequent first. */
export function repeatedEntryGrams(results: readonly GeneratedResult[], limit = 0.05, n = NGRAM): Repeat[] {
  const counts = new Map<string, number>();
  for (const r of results) for (const g of entryGrams(r, n)) counts.set(g, (counts.get(g) ?? 0) + 1);
  const out: Repeat[] = [];
  for (const [gram, c] of counts) if (c / results.length > limit) out.push({ gram, share: c / results.length });
  return out.sort((a, b) => b.share - a.share);
}

const ITALIC = /\*[^*\n]+\*/g;
// A capital "The" after a word or a comma: mid-sentence. Titles are set in *italics*.
const MID_THE = /(?<=[\p{Ll}\p{N},;:)]) The\b/u;

/** The first mid-sentence capital "The" outside a title, with some context, or null. */
export function midSentenceThe(text: string): string | null {
  const t = text.includes("*") ? text.replace(ITALIC, "T") : text;
  const m = MID_THE.exec(t);
  return m ? t.slice(max(0, m.index - 30), m.index + 30) : null;
}

const DOUBLE_OK = new Set(["that", "had", "knock", "tick", "ha", "very", "far", "so", "on", "round", "over", "again", "more"]);
const DOUBLED = /(?<![\p{L}\p{N}'’-])(\p{L}+)[ \t]+\1(?![\p{L}\p{N}'’-])/giu;

/** The first doubled word ("the the", "Lantern Lantern"), or null. */
export function doubledWord(text: string): string | null {
  for (const m of text.matchAll(DOUBLED)) if (!DOUBLE_OK.has((m[1] ?? "").toLowerCase())) return m[0];
  return null;
}

const TRIPLED_LETTER = /(\p{L})\1\1/iu;
const TRIPLED_SYLLABLE = /(\p{L}{2,3})\1\1/iu;
/** Longest a single word of an invented name may be. */
export const NAME_WORD_MAX = 14;

/** What is wrong with a proper name (tripled letters or syllables, an overlong word), or null. */
export function nameFault(name: string): string | null {
  if (TRIPLED_LETTER.test(name)) return "tripled letter";
  if (TRIPLED_SYLLABLE.test(name)) return "tripled syllable";
  for (const w of name.split(/[\s'’-]+/)) if ([...w].length > NAME_WORD_MAX) return `word over ${NAME_WORD_MAX} letters`;
  return null;
}

/** The proper names of an entry: its own name, the names it links to, and a name batch's names. */
export function namesOf(r: GeneratedResult): string[] {
  const out = [r.name];
  for (const f of r.fields) {
    const v = f.value;
    if (v.type === "link") out.push(v.link.name);
    else if (v.type === "links") out.push(...v.links.map((l) => l.name));
    else if (r.kind === "name" && v.type === "list") out.push(...v.items.map((i) => i.split(/\s+[(—–-]\s*/)[0] ?? i));
  }
  return out;
}

/** Words of old kingdoms that have no place in a science-fiction entry. */
export const SF_FORBIDDEN = /\b(?:kings?|queens?|knights?|crowns?|ploughs?|plows?|castles?|serfs?|peasants?|swords?men)\b/iu;

export interface EntryFault {
  readonly check: "mid-The" | "doubled" | "name" | "sf-anachronism";
  readonly excerpt: string;
}

/** The faults of one whole entry (repetition is counted across results, not here). */
export function entryFaults(r: GeneratedResult, setting: string): EntryFault[] {
  const out: EntryFault[] = [];
  for (const p of [r.name, ...entryPassages(r)]) {
    const t = midSentenceThe(p);
    if (t) out.push({ check: "mid-The", excerpt: t });
    const d = doubledWord(p.replace(ITALIC, "X"));
    if (d) out.push({ check: "doubled", excerpt: d });
    if (setting === "science-fiction") {
      const m = SF_FORBIDDEN.exec(p);
      if (m) out.push({ check: "sf-anachronism", excerpt: p.slice(max(0, m.index - 30), m.index + 30) });
    }
  }
  for (const n of namesOf(r)) {
    const f = nameFault(n);
    if (f) out.push({ check: "name", excerpt: `${f}: ${n}` });
  }
  return out;
}
