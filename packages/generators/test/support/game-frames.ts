// Sentence-frame repetition (docs/generators.md, "The reader"): the first four words of every
// sentence an entry shows, with names and numbers masked, and the share of results holding each.
// Used by test/coherence/game.test.ts and `npx tsx test/support/measure-frames.ts <kind> [seeds]`.
import type { GeneratedResult } from "../../src/index.js";

/** The passages that hold sentences: the summary, the sections, and every told field (data fields such as a count or a type are left out). */
export function sentencePassages(r: GeneratedResult, data: ReadonlySet<string>): string[] {
  const out = [r.summary, ...r.sections.flatMap((s) => s.markdown.split(/\n+/))];
  for (const f of r.fields) {
    if (data.has(f.key)) continue;
    if (f.value.type === "text") out.push(f.value.value);
    else if (f.value.type === "list") out.push(...f.value.items);
  }
  return out;
}

const NUMBER =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|[a-z]+-(?:one|two|three|four|five|six|seven|eight|nine))$/;

/** The openings (first `n` words) of every sentence of an entry, names and numbers masked. */
export function sentenceOpenings(r: GeneratedResult, isName: (w: string) => boolean, data: ReadonlySet<string>, n = 4): Set<string> {
  const out = new Set<string>();
  for (const p of sentencePassages(r, data))
    for (const s of p.split(/(?<=[.;:!?])\s+/)) {
      const words = s
        .replace(/[*_`[\]()]/g, " ")
        .split(/[^\p{L}\p{N}'’-]+/u)
        .filter(Boolean)
        .map((w) => (isName(w.replace(/['’]s?$/, "")) ? "NAME" : NUMBER.test(w.toLowerCase()) ? "#" : w.toLowerCase()));
      if (words.length >= n) out.add(words.slice(0, n).join(" "));
    }
  return out;
}

export interface Opening {
  readonly opening: string;
  readonly share: number;
}

/** Openings held by more than `limit` of the results, most frequent first. */
export function repeatedOpenings(
  results: readonly GeneratedResult[],
  isName: (w: string) => boolean,
  data: ReadonlySet<string>,
  limit = 0.3,
  n = 4,
): Opening[] {
  const counts = new Map<string, number>();
  for (const r of results) for (const o of sentenceOpenings(r, isName, data, n)) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts]
    .map(([opening, c]) => ({ opening, share: c / results.length }))
    .filter((o) => o.share > limit)
    .sort((a, b) => b.share - a.share);
}
