// Template filling: "{name} keeps {a:beast} in {their} cellar". Throws on any token it cannot
// fill, so a missing word is a failing test rather than a "{beast}" on screen.
import { agree, type Pronouns } from "./pronouns.js";
import { article, capitalise } from "./text.js";

export type TemplateVars = Readonly<Record<string, string | number>>;

const PRONOUN_TOKENS = ["they", "them", "their", "theirs", "themself"] as const;

export class TemplateError extends Error {
  override readonly name = "TemplateError";
}

function pronounWord(p: Pronouns, token: string): string | undefined {
  switch (token) {
    case "they":
      return p.subject;
    case "them":
      return p.object;
    case "their":
      return p.determiner;
    case "theirs":
      return p.possessive;
    case "themself":
      return p.reflexive;
    default:
      return undefined;
  }
}

/**
 * Tokens:
 * - `{key}` a variable; `{Key}` the same, capitalised; `{a:key}` / `{A:key}` with a/an.
 * - `{they}` `{them}` `{their}` `{theirs}` `{themself}` (and capitalised) from `pronouns`.
 * - `{v:keeps}` the verb agreeing with the pronouns: "keeps" or "keep"; `{v:is}` is/are.
 */
export function fill(template: string, vars: TemplateVars, pronouns?: Pronouns): string {
  // Templates are parsed once and cached (they are mostly fixed texts), then filled by a loop.
  const parsed = parse(template);
  let out = "";
  for (const t of parsed.toks) out += t.before + token(template, t, vars, pronouns);
  return out + parsed.tail;
}

interface Tok {
  /** The text before the token. */
  readonly before: string;
  readonly inner: string;
  readonly head: string | undefined;
  readonly rest: string;
  readonly lower: string;
  readonly cap: boolean;
  readonly pronoun: boolean;
}

interface Parsed {
  readonly toks: readonly Tok[];
  readonly tail: string;
}

const PARSED_LIMIT = 4096;
let parsedTemplates = new Map<string, Parsed>();

function parse(template: string): Parsed {
  const hit = parsedTemplates.get(template);
  if (hit) return hit;
  const toks: Tok[] = [];
  let at = 0;
  for (;;) {
    const open = template.indexOf("{", at);
    if (open < 0) break;
    const close = template.indexOf("}", open + 1);
    if (close < 0) throw new TemplateError(`Unbalanced braces in template: ${template}`);
    const before = template.slice(at, open);
    if (before.includes("}")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
    const inner = template.slice(open + 1, close);
    if (inner.includes("{")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
    const colon = inner.indexOf(":");
    const head = colon < 0 ? undefined : inner.slice(0, colon);
    const rest = colon < 0 ? inner : inner.slice(colon + 1);
    const lower = rest.charAt(0).toLowerCase() + rest.slice(1);
    toks.push({ before, inner, head, rest, lower, cap: rest !== lower, pronoun: head === undefined && (PRONOUN_TOKENS as readonly string[]).includes(lower) });
    at = close + 1;
  }
  const tail = template.slice(at);
  if (tail.includes("}")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
  const parsed = { toks, tail };
  if (parsedTemplates.size >= PARSED_LIMIT) parsedTemplates = new Map();
  parsedTemplates.set(template, parsed);
  return parsed;
}

function token(template: string, t: Tok, vars: TemplateVars, pronouns: Pronouns | undefined): string {
  const { head, rest, lower } = t;
  if (head === "v") {
    if (!pronouns) throw new TemplateError(`Template needs pronouns for {${t.inner}}: ${template}`);
    return agree(pronouns, rest);
  }
  let value: string | undefined;
  if (t.pronoun && pronouns && !(lower in vars)) {
    value = pronounWord(pronouns, lower);
  } else {
    const v = vars[rest] ?? vars[lower];
    value = v === undefined ? undefined : typeof v === "string" ? v : String(v);
  }
  if (value === undefined || value === "") throw new TemplateError(`Unfilled token {${t.inner}} in template: ${template}`);
  if (head === "a" || head === "A") {
    const art = article(value);
    return `${head === "A" ? capitalise(art) : art} ${value}`;
  }
  if (head !== undefined) throw new TemplateError(`Unknown modifier {${t.inner}} in template: ${template}`);
  return t.cap && vars[rest] === undefined ? capitalise(value) : value;
}
