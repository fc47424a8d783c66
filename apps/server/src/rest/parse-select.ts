// The `select=` grammar (docs/wire-protocol.md §3.2): columns, aliases, casts, JSON paths and
// embedded resources with hints and join types. Pure: text in, SelectItem[] or PGRST100 out.
import { LIMITS } from "./bounds.js";
import { parseError } from "./errors.js";
import { indexOutsideQuotes, splitTop, unquote } from "./lex.js";
import type { AggregateFn, FieldRef, JsonStep, SelectItem } from "./types.js";

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(?: [A-Za-z_][A-Za-z0-9_]*)?(?:\[\])?$/;
const IDENT = /^(?:"(?:[^"\\]|\\.)*"|[^\s,.:()\-!>"]+)$/;

function ident(raw: string, what: string): string {
  if (!IDENT.test(raw)) throw parseError(`"failed to parse select parameter"`, `unexpected ${JSON.stringify(raw)} in ${what}`);
  return unquote(raw);
}

/** `data->a->>b` → field data with a path; also used by filters and order. */
export function parseField(raw: string, what = "field"): FieldRef {
  const m = /^(.*?)(->.*)?$/s.exec(raw)!;
  const name = ident(m[1] ?? "", what);
  const path: JsonStep[] = [];
  let rest = m[2] ?? "";
  while (rest.length > 0) {
    const arrow = rest.startsWith("->>") ? "->>" : rest.startsWith("->") ? "->" : undefined;
    if (!arrow) throw parseError(`"failed to parse ${what}"`, `unexpected ${JSON.stringify(rest)}`);
    rest = rest.slice(arrow.length);
    const next = indexOutsideQuotes(rest, "->");
    const keyRaw = next === -1 ? rest : rest.slice(0, next);
    rest = next === -1 ? "" : rest.slice(next);
    if (keyRaw === "") throw parseError(`"failed to parse ${what}"`, `empty JSON key in ${JSON.stringify(raw)}`);
    path.push({ arrow, key: /^-?\d+$/.test(keyRaw) ? keyRaw : ident(keyRaw, what) });
    if (path.length > LIMITS.jsonPath) throw parseError(`"failed to parse ${what}"`, `a JSON path can have at most ${LIMITS.jsonPath} steps`);
  }
  if (path.some((p, i) => p.arrow === "->>" && i < path.length - 1)) {
    throw parseError(`"failed to parse ${what}"`, `"->>" must be the last step of a JSON path`);
  }
  return { name, path };
}

/** The key a field appears under in the output: the last JSON key, else the column name. */
export function outputName(f: FieldRef): string {
  return f.path.length > 0 ? f.path[f.path.length - 1]!.key : f.name;
}

function splitAlias(item: string): { alias?: string; rest: string } {
  const colon = indexOutsideQuotes(item, ":");
  if (colon > 0 && item[colon + 1] !== ":") {
    const paren = indexOutsideQuotes(item, "(");
    if (paren === -1 || colon < paren) return { alias: ident(item.slice(0, colon), "alias"), rest: item.slice(colon + 1) };
  }
  return { rest: item };
}

function parseItem(raw: string): SelectItem {
  if (raw === "") throw parseError(`"failed to parse select parameter"`, "empty select item");
  let item = raw;
  let spread = false;
  if (item.startsWith("...")) {
    spread = true;
    item = item.slice(3);
  }
  const { alias, rest } = splitAlias(item);
  // Aggregates: `count()`, `col.sum()`, with an optional cast of the input (`col::int.sum()`)
  // and of the result (`col.sum()::int`). Whether they are allowed is plan's call (config).
  const agg = rest.includes("()") ? /^(?:(.+)\.)?(count|sum|avg|min|max)\(\)(?:::(.+))?$/s.exec(rest) : null;
  if (agg && !spread && (agg[1] !== undefined || agg[2] === "count")) {
    const aggCast = agg[3];
    if (aggCast !== undefined && !CAST.test(aggCast)) throw parseError(`"failed to parse select parameter"`, `invalid cast ${JSON.stringify(aggCast)}`);
    const base: SelectItem = agg[1] === undefined ? { kind: "field", field: { name: "*", path: [] } } : parseItem(agg[1]);
    if (base.kind !== "field" || base.alias !== undefined)
      throw parseError(`"failed to parse select parameter"`, `an aggregate needs a column in ${JSON.stringify(raw)}`);
    return { ...base, ...(alias !== undefined ? { alias } : {}), agg: agg[2] as AggregateFn, ...(aggCast !== undefined ? { aggCast } : {}) };
  }
  const paren = indexOutsideQuotes(rest, "(");
  if (paren !== -1) {
    if (!rest.endsWith(")")) throw parseError(`"failed to parse select parameter"`, `unexpected text after ")" in ${JSON.stringify(raw)}`);
    const head = rest.slice(0, paren);
    const inner = rest.slice(paren + 1, -1);
    const [nameRaw, ...hints] = splitTop(head, "!", "select parameter");
    const name = ident(nameRaw ?? "", "embed");
    let join: "left" | "inner" = "left";
    let hint: string | undefined;
    for (const h of hints) {
      if (h === "inner" || h === "left") join = h;
      else if (hint === undefined) hint = ident(h, "hint");
      else throw parseError(`"failed to parse select parameter"`, `too many hints in ${JSON.stringify(raw)}`);
    }
    const select = inner === "" ? [] : parseSelect(inner);
    return { kind: "embed", name, ...(alias !== undefined ? { alias } : {}), ...(hint !== undefined ? { hint } : {}), join, spread, select };
  }
  if (spread) throw parseError(`"failed to parse select parameter"`, "spread (...) needs an embedded resource");
  if (rest === "*") {
    if (alias !== undefined) throw parseError(`"failed to parse select parameter"`, '"*" cannot have an alias');
    return { kind: "star" };
  }
  const castAt = indexOutsideQuotes(rest, "::");
  const fieldRaw = castAt === -1 ? rest : rest.slice(0, castAt);
  const cast = castAt === -1 ? undefined : rest.slice(castAt + 2);
  if (cast !== undefined && !CAST.test(cast)) {
    throw parseError(`"failed to parse select parameter"`, `invalid cast ${JSON.stringify(cast)}`);
  }
  const field = parseField(fieldRaw, "select parameter");
  return { kind: "field", field, ...(alias !== undefined ? { alias } : {}), ...(cast !== undefined ? { cast } : {}) };
}

export function parseSelect(s: string): SelectItem[] {
  if (s === "") return [{ kind: "star" }];
  return splitTop(s, ",", "select parameter").map(parseItem);
}
