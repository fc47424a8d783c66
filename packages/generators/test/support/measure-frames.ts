// Sentence-frame repetition: `npx tsx test/support/measure-frames.ts [seeds] <kind>` prints, per
// setting, the share of results in which each sentence frame appears — a frame is a sentence's
// first four words with the entry's own names (its name, capitalised list items and table cells),
// every capitalised word after the first, and numbers masked — and the worst share over all
// settings. A frame in too many results is a stock line (docs/generators.md, "The reader").
import { generators, isKindId, SETTINGS, toSeed, type GeneratedResult } from "../../src/index.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function namesOf(r: GeneratedResult): string[] {
  const out = new Set<string>([r.name]);
  for (const f of r.fields) {
    const v = f.value;
    if (v.type === "list") for (const i of v.items) if (/^[A-Z]/.test(i) && i.split(" ").length <= 5) out.add(i);
    if (v.type === "table") for (const row of v.rows) for (const c of row) out.add(c);
  }
  return [...out].filter((n) => n.length > 2).sort((a, b) => b.length - a.length);
}

/** The sentences a reader sees: the summary, the sections and the text fields of four words or more. */
function sentencesOf(r: GeneratedResult): string[] {
  const passages = [r.summary, ...r.sections.map((s) => s.markdown)];
  for (const f of r.fields) if (f.value.type === "text") passages.push(f.value.value);
  return passages.flatMap((p) =>
    p
      .split(/(?<=[.!?])\s+(?=[A-Z*])/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 4),
  );
}

export function frameOf(sentence: string, names: readonly string[]): string {
  let s = sentence;
  for (const n of names) s = s.replace(new RegExp(`\\b${escape(n)}\\b`, "g"), " N ");
  return s
    .replace(/\p{N}+\w*/gu, " # ")
    .split(/[^\p{L}#'-]+/u)
    .filter(Boolean)
    .map((w, i) => (w === "N" || (i > 0 && /^\p{Lu}/u.test(w)) ? "N" : w.toLowerCase()))
    .filter((w, i, all) => !(w === "N" && all[i - 1] === "N"))
    .slice(0, 4)
    .join(" ");
}

export function frameShares(results: readonly GeneratedResult[]): { frame: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const r of results) {
    const names = namesOf(r);
    for (const f of new Set(sentencesOf(r).map((s) => frameOf(s, names)))) if (f.split(" ").length === 4) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts].map(([frame, n]) => ({ frame, share: n / results.length })).sort((a, b) => b.share - a.share);
}

if (process.argv[1]?.endsWith("measure-frames.ts")) {
  const args = process.argv.slice(2);
  const seeds = Number(args.find((a) => /^\d+$/.test(a)) ?? 500);
  const kind = args.find((a) => !/^\d+$/.test(a)) ?? "magic-system";
  if (!isKindId(kind)) throw new Error(`no kind ${kind}`);
  const g = generators[kind]!;
  let worst = { share: 0, frame: "", setting: "" };
  for (const setting of SETTINGS) {
    const results = Array.from({ length: seeds }, (_, i) => g.generate({ seed: toSeed(`fr${i}`), options: { setting } }));
    const top = frameShares(results).slice(0, 4);
    if ((top[0]?.share ?? 0) > worst.share) worst = { share: top[0]!.share, frame: top[0]!.frame, setting };
    console.log(`${setting}: ${top.map((t) => `${(t.share * 100).toFixed(0)}% "${t.frame}"`).join(" | ")}`);
  }
  console.log(`${kind}: worst frame "${worst.frame}" (${worst.setting}) in ${(worst.share * 100).toFixed(1)}% of results`);
}
