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
  // A hand-written scanner rather than a regex callback: fill runs dozens of times per result.
  let out = "";
  let at = 0;
  for (;;) {
    const open = template.indexOf("{", at);
    if (open < 0) break;
    const close = template.indexOf("}", open + 1);
    if (close < 0) throw new TemplateError(`Unbalanced braces in template: ${template}`);
    const between = template.slice(at, open);
    if (between.includes("}")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
    out += between + token(template, template.slice(open + 1, close), vars, pronouns);
    at = close + 1;
  }
  const rest = template.slice(at);
  if (rest.includes("}")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
  return out + rest;
}

function token(template: string, inner: string, vars: TemplateVars, pronouns: Pronouns | undefined): string {
  const whole = `{${inner}}`;
  if (inner.includes("{")) throw new TemplateError(`Unbalanced braces in template: ${template}`);
  const colon = inner.indexOf(":");
  const head = colon < 0 ? undefined : inner.slice(0, colon);
  const rest = colon < 0 ? inner : inner.slice(colon + 1);
  if (head === "v") {
    if (!pronouns) throw new TemplateError(`Template needs pronouns for ${whole}: ${template}`);
    return agree(pronouns, rest);
  }
  const lower = rest.charAt(0).toLowerCase() + rest.slice(1);
  const cap = rest !== lower;
  let value: string | undefined;
  if (head === undefined && pronouns && (PRONOUN_TOKENS as readonly string[]).includes(lower) && !(lower in vars)) {
    value = pronounWord(pronouns, lower);
  } else {
    const v = vars[rest] ?? vars[lower];
    value = v === undefined ? undefined : String(v);
  }
  if (value === undefined || value === "") throw new TemplateError(`Unfilled token ${whole} in template: ${template}`);
  if (head === "a" || head === "A") {
    const art = article(value);
    return `${head === "A" ? capitalise(art) : art} ${value}`;
  }
  if (head !== undefined) throw new TemplateError(`Unknown modifier ${whole} in template: ${template}`);
  return cap && vars[rest] === undefined ? capitalise(value) : value;
}
