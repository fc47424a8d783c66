// inline: a parameterised statement → the same statement with each $n replaced by a
// dollar-quoted literal, so settings and statement can travel as ONE simple-protocol query
// (docs/decisions/0005-rest-speed.md). A quoted literal is an untyped constant, exactly as an
// untyped parameter is, so Postgres resolves its type the same way. Pure.

/** A dollar-quoted literal for v, or undefined when v cannot be inlined safely. */
export function literal(v: unknown): string | undefined {
  if (v === null || v === undefined) return "NULL";
  let s: string;
  if (typeof v === "string") s = v;
  else if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") s = String(v);
  else return undefined; // Buffers, dates, arrays and objects keep the driver's own encoding.
  // A NUL would end the query string early on the wire; let the parameterised path refuse it.
  if (s.includes("\u0000")) return undefined;
  // The closing tag must first occur exactly at the end of s + tag, or s could close the quote.
  for (let n = 0; ; n++) {
    const tag = n === 0 ? "$wl$" : `$wl${n}$`;
    if ((s + tag).indexOf(tag) === s.length) return `${tag}${s}${tag}`;
  }
}

/**
 * Replaces $1…$n outside quoted identifiers and string constants with literals of params.
 * Undefined when a value cannot be inlined (the caller then sends parameters instead).
 */
export function inlineParams(sql: string, params: readonly unknown[]): string | undefined {
  if (params.length === 0) return sql;
  const lits: string[] = [];
  for (const v of params) {
    const l = literal(v);
    if (l === undefined) return undefined;
    lits.push(l);
  }
  let out = "";
  let from = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql.charCodeAt(i);
    if (c === 34 /* " */ || c === 39 /* ' */) {
      // Skip to the closing quote; a doubled quote is an escaped one and keeps us inside.
      for (i++; i < sql.length; i++) {
        if (sql.charCodeAt(i) === c) {
          if (sql.charCodeAt(i + 1) === c) i++;
          else break;
        }
      }
    } else if (c === 36 /* $ */) {
      if (i > 0 && /[\w$]/.test(sql[i - 1]!)) return undefined; // part of an unquoted identifier
      let j = i + 1;
      while (j < sql.length && sql.charCodeAt(j) >= 48 && sql.charCodeAt(j) <= 57) j++;
      if (j === i + 1) return undefined; // a dollar-quoted string in generated SQL: not ours to rewrite
      const lit = lits[Number(sql.slice(i + 1, j)) - 1];
      if (lit === undefined) return undefined;
      out += sql.slice(from, i) + lit;
      from = j;
      i = j - 1;
    }
  }
  return out + sql.slice(from);
}
