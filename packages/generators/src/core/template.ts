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
  const out = template.replace(/\{([^{}]*)\}/g, (whole, inner: string) => {
    const [head, rest] = inner.includes(":") ? [inner.slice(0, inner.indexOf(":")), inner.slice(inner.indexOf(":") + 1)] : [undefined, inner];
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
  });
  if (/[{}]/.test(out)) throw new TemplateError(`Unbalanced braces in template: ${template}`);
  return out;
}
