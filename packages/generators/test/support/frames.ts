// Sentence frames: the first four words of every sentence a reader sees in an entry's prose (its
// summary, sections and text fields), with names and numbers masked — the entry's own names, any
// capitalised word after a sentence's first, and digits — so "Reavers trace their art to…" and
// "Ship priests trace their art to…" are one frame. A frame in too many results is a stock line
// (docs/generators.md, "The reader"). `npx tsx test/support/frames.ts [seeds] <kind>` prints the
// worst frames per setting.
import { generators, isKindId, SETTINGS, toSeed, type GeneratedResult } from "../../src/index.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The entry's own names, longest first: its name, and every list item and table cell name it shows. */
function namesOf(r: GeneratedResult): string[] {
  const out = new Set<string>([r.name]);
  for (const f of r.fields) {
    const v = f.value;
    if (v.type === "list") for (const i of v.items) if (/^[A-Z]/.test(i) && i.split(" ").length <= 5) out.add(i);
    if (v.type === "table") for (const row of v.rows) for (const c of row) for (const p of c.split("; ")) out.add(p.split(": ")[0] ?? p);
  }
  return [...out].filter((n) => n.length > 2).sort((a, b) => b.length - a.length);
}

/** The sentences of an entry's prose and text fields. */
export function sentencesOf(r: GeneratedResult): string[] {
  const passages = [r.summary, ...r.sections.flatMap((s) => s.markdown.split(/\n+/))];
  for (const f of r.fields) if (f.value.type === "text" && f.value.value.includes(" ")) passages.push(f.value.value);
  return passages.flatMap((p) =>
    p
      .replace(/^[-*]\s+/, "")
      .replace(/\*\*[^*]+\*\*:?/g, " N ")
      .split(/(?<=[.!?])\s+(?=[A-Z*])/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 4),
  );
}

/** A sentence's frame: its first four words, with names and numbers masked. */
export function frameOf(sentence: string, names: readonly string[]): string {
  let s = sentence;
  for (const n of names) s = s.replace(new RegExp(`\\b${escape(n)}\\b`, "gi"), " N ");
  const words = s
    .replace(/\*[^*]+\*/g, " N ")
    .replace(/\p{N}+\w*/gu, " # ")
    .split(/[^\p{L}#'-]+/u)
    .filter(Boolean)
    .map((w, i) => (w === "N" || (i > 0 && /^\p{Lu}/u.test(w)) ? "N" : w.toLowerCase()))
    .filter((w, i, all) => !(w === "N" && all[i - 1] === "N"));
  return words.slice(0, 4).join(" ");
}

/** The frames of one entry, each once; the class's noun is masked as a name too. */
export function framesOf(r: GeneratedResult, extraNames: readonly string[] = []): Set<string> {
  const names = [...extraNames, ...namesOf(r)].sort((a, b) => b.length - a.length);
  // A frame of fewer than four words is a list item's name ("N and N"), not a sentence.
  return new Set(
    sentencesOf(r)
      .map((s) => frameOf(s, names))
      .filter((f) => f.split(" ").length === 4),
  );
}

export interface FrameShare {
  readonly frame: string;
  readonly share: number;
}

/** Frames by the share of results they appear in, most frequent first. */
export function frameShares(results: readonly GeneratedResult[], extra: (r: GeneratedResult) => readonly string[] = () => []): FrameShare[] {
  const counts = new Map<string, number>();
  for (const r of results) for (const f of framesOf(r, extra(r))) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([frame, n]) => ({ frame, share: n / results.length })).sort((a, b) => b.share - a.share);
}

/** The class kind's noun ("hedge witch", "hedge witches"), kept in the name field's meta. */
export function classNouns(r: GeneratedResult): string[] {
  const m = r.fields.find((f) => f.key === "name")?.value.meta as { noun?: string } | undefined;
  const n = (m?.noun ?? "").toLowerCase();
  return n
    ? [n, n.endsWith("s") || n.endsWith("sh") || n.endsWith("ch") ? `${n}es` : n.endsWith("y") ? `${n.slice(0, -1)}ies` : `${n}s`, n.replace(/man$/, "men")]
    : [];
}

if (process.argv[1]?.endsWith("frames.ts")) {
  const args = process.argv.slice(2);
  const seeds = Number(args.find((a) => /^\d+$/.test(a)) ?? 500);
  const kind = args.find((a) => !/^\d+$/.test(a)) ?? "class";
  if (!isKindId(kind)) throw new Error(`no kind ${kind}`);
  const g = generators[kind]!;
  let worst = 0;
  for (const setting of SETTINGS) {
    const results = Array.from({ length: seeds }, (_, i) => g.generate({ seed: toSeed(`fr${i}`), options: { setting } }));
    const top = frameShares(results, classNouns).slice(0, 4);
    if ((top[0]?.share ?? 0) > worst) worst = top[0]?.share ?? 0;
    console.log(`${setting}: ${top.map((t) => `${(t.share * 100).toFixed(0)}% "${t.frame}"`).join(" | ")}`);
  }
  console.log(`${kind}: worst frame in ${(worst * 100).toFixed(1)}% of results`);
}
