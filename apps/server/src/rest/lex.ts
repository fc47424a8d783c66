// Small lexical helpers shared by the select, filter and order parsers: splitting on a
// separator outside quotes and parentheses, and unquoting PostgREST's "double quoted" values.
import { parseError } from "./errors.js";

/** Splits s on sep where not inside "…" or (…); throws PGRST100 on unbalanced input. */
export function splitTop(s: string, sep: string, what: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      cur += c;
      if (c === "\\" && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse ${what}"`, `unexpected ")" in "${s}"`);
    } else if (c === sep && depth === 0) {
      out.push(cur);
      cur = "";
      continue;
    }
    cur += c;
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse ${what}"`, `unbalanced quotes or parentheses in "${s}"`);
  out.push(cur);
  return out;
}

/** "a\"b" → a"b; unquoted text is returned as is. */
export function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return s;
}

/** Index of the first occurrence of ch outside double quotes, or -1. */
export function indexOutsideQuotes(s: string, ch: string, from = 0): number {
  let quoted = false;
  for (let i = from; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (s.startsWith(ch, i)) return i;
  }
  return -1;
}
