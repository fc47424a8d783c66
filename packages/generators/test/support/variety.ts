// Repetition across results: the share of results in which each word 8-gram of a kind's prose
// occurs. Prose is the summary, text fields, list items and section Markdown; names, numbers,
// dates, tables and label/value pairs are structure, not prose, and are left out.
import type { GeneratedResult } from "../../src/index.js";

export const NGRAM = 8;

/** The prose of one result, as a list of passages (a gram never spans two passages). */
export function prosePassages(r: GeneratedResult): string[] {
  const out: string[] = [r.summary];
  for (const f of r.fields) {
    const v = f.value;
    if (v.type === "text") out.push(v.value);
    else if (v.type === "list") out.push(...v.items);
  }
  for (const s of r.sections) out.push(s.markdown);
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[*_#>`[\]()]/g, " ")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The distinct word n-grams of one result's prose; the result's own name counts as one word. */
export function gramsOf(r: GeneratedResult, n = NGRAM): Set<string> {
  const name = r.name.trim() ? new RegExp(escape(r.name.trim()), "giu") : null;
  const grams = new Set<string>();
  for (const p of prosePassages(r)) {
    const w = words(name ? p.replace(name, " xname ") : p);
    for (let i = 0; i + n <= w.length; i++) grams.add(w.slice(i, i + n).join(" "));
  }
  return grams;
}

export interface Repeat {
  readonly gram: string;
  /** Share of results (0..1) in which the gram occurs. */
  readonly share: number;
}

/** Grams that occur in more than `limit` of the results, most frequent first. */
export function repeatedGrams(results: readonly GeneratedResult[], limit = 0.05, n = NGRAM): Repeat[] {
  const counts = new Map<string, number>();
  for (const r of results) for (const g of gramsOf(r, n)) counts.set(g, (counts.get(g) ?? 0) + 1);
  const out: Repeat[] = [];
  for (const [gram, c] of counts) if (c / results.length > limit) out.push({ gram, share: c / results.length });
  return out.sort((a, b) => b.share - a.share);
}
