// "Perhaps you meant …" suggestions, after the fuzzyset PostgREST uses for its PGRST200/202/205
// hints: n-gram cosine similarity picks candidates, Levenshtein distance scores them, and a
// suggestion needs a score of at least 0.33.

function grams(s: string, n: number): Map<string, number> {
  const padded = `-${s.toLowerCase()}-`;
  const out = new Map<string, number>();
  for (let i = 0; i + n <= padded.length; i++) {
    const g = padded.slice(i, i + n);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** The candidate closest to name, or undefined when none is close enough. */
export function closestName(name: string, candidates: string[]): string | undefined {
  const q = name.toLowerCase();
  for (const n of [3, 2]) {
    const qg = grams(q, n);
    const shared = candidates.filter((c) => [...grams(c, n).keys()].some((g) => qg.has(g)));
    if (shared.length === 0) continue;
    let best: { name: string; score: number } | undefined;
    for (const c of shared) {
      const l = c.toLowerCase();
      const score = 1 - levenshtein(q, l) / Math.max(q.length, l.length);
      if (score >= 0.33 && (!best || score > best.score)) best = { name: c, score };
    }
    return best?.name;
  }
  return undefined;
}
