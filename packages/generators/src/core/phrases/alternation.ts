// Sentence frames with inline alternatives, for prose that must not repeat across results:
// "[Then|Before long] {foe} [came to|fell upon] {place}". A frame is compiled once (module constant)
// and told with a stream: each [a|b|c] picks one branch (branches may nest and may be empty), and
// the {tokens} are those of core/template.ts ({key}, {Key}, {a:key}, {A:key}, {they}…, {v:was}).
// Filling walks the compiled parts directly, so the many distinct sentences it makes never pass
// through fill()'s template cache.
import { agree, type Pronouns } from "../pronouns.js";
import type { Rng } from "../rng.js";
import { article, capitalise } from "../text.js";

type Part =
  | { readonly t: "text"; readonly s: string }
  | { readonly t: "var"; readonly key: string; readonly cap: boolean; readonly art: "" | "a" | "A" }
  | { readonly t: "pro"; readonly which: PronounForm; readonly cap: boolean }
  | { readonly t: "verb"; readonly word: string }
  | { readonly t: "alt"; readonly branches: readonly (readonly Part[])[] };

/** A compiled frame. */
export type Frame = readonly Part[];
export type FrameVars = Readonly<Record<string, string>>;

type PronounForm = "subject" | "object" | "determiner" | "possessive" | "reflexive";
const PRONOUN_PART: Readonly<Record<string, PronounForm>> = {
  they: "subject",
  them: "object",
  their: "determiner",
  theirs: "possessive",
  themself: "reflexive",
};

function tokenPart(inner: string, src: string): Part {
  const colon = inner.indexOf(":");
  const head = colon < 0 ? "" : inner.slice(0, colon);
  const rest = colon < 0 ? inner : inner.slice(colon + 1);
  const lower = rest.charAt(0).toLowerCase() + rest.slice(1);
  const cap = rest !== lower;
  if (head === "v") return { t: "verb", word: rest };
  if (head === "" && PRONOUN_PART[lower]) return { t: "pro", which: PRONOUN_PART[lower]!, cap };
  if (head !== "" && head !== "a" && head !== "A") throw new Error(`Unknown modifier {${inner}} in frame: ${src}`);
  return { t: "var", key: lower, cap, art: head as "" | "a" | "A" };
}

function parseSeq(src: string, at: number, inAlt: boolean): { parts: Part[]; branches: Part[][]; end: number } {
  const branches: Part[][] = [];
  let parts: Part[] = [];
  let text = "";
  const flush = () => {
    if (text) parts.push({ t: "text", s: text });
    text = "";
  };
  let i = at;
  while (i < src.length) {
    const c = src[i]!;
    if (c === "[") {
      flush();
      const inner = parseSeq(src, i + 1, true);
      parts.push({ t: "alt", branches: inner.branches });
      i = inner.end + 1;
    } else if (c === "|" && inAlt) {
      flush();
      branches.push(parts);
      parts = [];
      i++;
    } else if (c === "]" && inAlt) {
      flush();
      branches.push(parts);
      return { parts, branches, end: i };
    } else if (c === "{") {
      flush();
      const close = src.indexOf("}", i);
      if (close < 0) throw new Error(`Unbalanced braces in frame: ${src}`);
      parts.push(tokenPart(src.slice(i + 1, close), src));
      i = close + 1;
    } else {
      text += c;
      i++;
    }
  }
  if (inAlt) throw new Error(`Unclosed [ in frame: ${src}`);
  flush();
  return { parts, branches, end: i };
}

/** Compiles a frame (do it once, at module load). */
export function frame(src: string): Frame {
  return parseSeq(src, 0, false).parts;
}

/** Compiles a list of frames. */
export function frames(srcs: readonly string[]): readonly Frame[] {
  return srcs.map(frame);
}

function walk(rng: Rng, parts: readonly Part[], vars: FrameVars, p: Pronouns | undefined): string {
  let out = "";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    switch (part.t) {
      case "text":
        out += part.s;
        break;
      case "alt": {
        const n = part.branches.length;
        out += walk(rng, n === 1 ? part.branches[0]! : part.branches[rng.int(0, n - 1)]!, vars, p);
        break;
      }
      case "verb":
        if (!p) throw new Error(`Frame needs pronouns for {v:${part.word}}`);
        out += agree(p, part.word);
        break;
      case "pro": {
        if (!p) throw new Error(`Frame needs pronouns for {${part.which}}`);
        const w = p[part.which];
        out += part.cap ? capitalise(w) : w;
        break;
      }
      case "var": {
        const v = vars[part.key];
        if (v === undefined || v === "") throw new Error(`Unfilled token {${part.key}} in frame`);
        if (part.art) {
          const a = article(v);
          out += `${part.art === "A" ? capitalise(a) : a} ${v}`;
        } else out += part.cap ? capitalise(v) : v;
        break;
      }
    }
  }
  return out;
}

/** Tells a frame: picks every alternative with the stream and fills the tokens. */
export function tell(rng: Rng, f: Frame, vars: FrameVars, p?: Pronouns): string {
  return walk(rng, f, vars, p);
}

/** Tells one frame picked from a list. */
export function tellOne(rng: Rng, fs: readonly Frame[], vars: FrameVars, p?: Pronouns): string {
  return tell(rng, rng.pick(fs), vars, p);
}
