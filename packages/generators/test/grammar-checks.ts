// Grammar checks for generated text (templates that broke the English): doubled words ("the the"),
// "1 seconds"-style plurals, a lowercase letter opening a sentence, and a capitalised article in
// mid-sentence after "by"/"of" ("made by The smith"). Used by grammar.test.ts and by
// `npx tsx test/grammar-scan.ts`, which prints every fault with an example.
import type { GeneratedResult } from "../src/index.js";

export type Check = "doubled" | "plural" | "lowercase-sentence" | "by-The" | "template";

export interface Fault {
  readonly check: Check;
  /** Where in the result: "summary", "field:<key>", "section:<title>", "name". */
  readonly where: string;
  /** A short excerpt around the fault. */
  readonly excerpt: string;
}

/** Every passage of text a reader sees, with where it came from. */
export function passages(r: GeneratedResult): [string, string][] {
  const out: [string, string][] = [
    ["name", r.name],
    ["summary", r.summary],
  ];
  for (const f of r.fields) {
    const v = f.value;
    const w = `field:${f.key}`;
    if (v.type === "text") out.push([w, v.value]);
    else if (v.type === "list") for (const i of v.items) out.push([w, i]);
    else if (v.type === "number" && v.text) out.push([w, v.text]);
    else if (v.type === "date") out.push([w, v.date.text]);
    else if (v.type === "table") for (const row of v.rows) for (const c of row) out.push([w, c]);
    else if (v.type === "pairs") for (const p of v.pairs) out.push([w, p.value]);
  }
  for (const s of r.sections) out.push([`section:${s.title}`, s.markdown]);
  return out;
}

// Doubled words. Words that may stand twice in good English ("that that", "had had") and
// reduplicated sounds ("knock knock") are left out; everything else doubled is a template fault.
const DOUBLE_OK = new Set(["that", "had", "knock", "tick", "ha"]);
const DOUBLED = /(?<![\p{L}\p{N}'’-])([\p{L}]+)[ \t]+\1(?![\p{L}\p{N}'’-])/giu;

// A count of one with a plural noun: "1 seconds", "one days".
const UNITS =
  "seconds|minutes|hours|days|nights|weeks|months|years|decades|centuries|generations|rounds|turns|times|charges|uses|feet|metres|meters|miles|leagues|coins|points|levels|steps|paces|ranks|tiers|moons|seasons|members|cycles|sols|ships|verses";
// "one" only before units of time ("one turns out", "one times" are not counts).
const TIME_UNITS = "seconds|minutes|hours|days|nights|weeks|months|years|decades|centuries|generations";
const ONE_PLURAL = new RegExp(`(?<![\\p{L}\\p{N}.,'’-])(?:1 (?:${UNITS})|[Oo]ne (?:${TIME_UNITS}))(?![\\p{L}'’-])`, "u");

// A sentence that starts lowercase: ". the" (not after abbreviations such as "e.g.", "St.").
const LOWER_AFTER_STOP = /(?<!\b(?:e\.g|i\.e|etc|vs|St|Mr|Mrs|Dr|no|cf|approx|ca|c))[.!?][ \t]+(?:["“‘'(*_]+)?([a-z])/u;

// "by The smith", "of A hundred": a capitalised article in mid-sentence before a lowercase word.
const BY_THE = /\b(?:by|of) (?:The|A|An) [a-z]/u;

// The broken templates word for word: "It reaches self", "it is conducts thought",
// "Can raw ore under supervision".
const BROKEN = /\breaches self\b|\bis conducts\b|\bCan raw\b/iu;

const IPA = /\/[^/\n]*\//g;
const ITALIC = /(?<!\*)(\*)[^*\n]+(\*)(?!\*)/g;

function excerpt(text: string, index: number): string {
  return text.slice(index > 40 ? index - 40 : 0, index + 40).replace(/\n/g, " ⏎ ");
}

/** The faults in one piece of text. */
export function faultsIn(raw: string, where: string): Fault[] {
  const out: Fault[] = [];
  // Pronunciations (/ˈrerː ˈrerː.ra/) are sounds, not words: left out.
  // Words of an invented language are set in *italics* (the quality harness exempts them too).
  let text = raw.includes("/") ? raw.replace(IPA, "/…/") : raw;
  if (text.includes("*")) text = text.replace(ITALIC, "$1Xx$2");
  for (const m of text.matchAll(DOUBLED)) {
    const w = (m[1] ?? "").toLowerCase();
    if (!DOUBLE_OK.has(w)) out.push({ check: "doubled", where, excerpt: excerpt(text, m.index ?? 0) });
  }
  const p = ONE_PLURAL.exec(text);
  if (p) out.push({ check: "plural", where, excerpt: excerpt(text, p.index) });
  const l = LOWER_AFTER_STOP.exec(text);
  if (l) out.push({ check: "lowercase-sentence", where, excerpt: excerpt(text, l.index) });
  const b = BY_THE.exec(text);
  if (b) out.push({ check: "by-The", where, excerpt: excerpt(text, b.index) });
  const t = BROKEN.exec(text);
  if (t) out.push({ check: "template", where, excerpt: excerpt(text, t.index) });
  return out;
}

/** The faults in one result. */
export function faultsOf(r: GeneratedResult): Fault[] {
  const out: Fault[] = [];
  for (const [where, text] of passages(r)) out.push(...faultsIn(text, where));
  return out;
}
