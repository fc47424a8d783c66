// Horizontal filters, logic trees and ordering (docs/wire-protocol.md §3.3–3.5). Pure.
import { LIMITS, tooMany } from "./bounds.js";
import { parseError } from "./errors.js";
import { indexOutsideQuotes, splitTop, unquote } from "./lex.js";
import { parseField } from "./parse-select.js";
import type { Filter, LogicTree, Operation, OrderTerm, Quantifier } from "./types.js";

const SIMPLE = new Set(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"]);
const PLAIN = new Set(["isdistinct", "cs", "cd", "ov", "sl", "sr", "nxl", "nxr", "adj"]);
const FTS = new Set(["fts", "plfts", "phfts", "wfts"]);
const IS_VALUES = new Set(["null", "not_null", "true", "false", "unknown"]);

const bad = (raw: string, why: string) => parseError(`"failed to parse filter (${raw})"`, why);

/** `(a,"b,c",d)` → ["a", "b,c", "d"]. */
function parseList(raw: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) throw bad(raw, 'expected a list like "(a,b)"');
  const body = raw.slice(1, -1);
  if (body === "") return [];
  const values = splitTop(body, ",", "in list");
  if (values.length > LIMITS.listValues) throw tooMany("list values", LIMITS.listValues);
  return values.map(unquote);
}

/** `[not.]op[(mod)].value` after the column; `inLogic` unquotes a "quoted" value. */
export function parseOperation(raw: string, inLogic: boolean): { negate: boolean; operation: Operation } {
  let s = raw;
  let negate = false;
  if (s.startsWith("not.")) {
    negate = true;
    s = s.slice(4);
  }
  const dot = s.indexOf(".");
  if (dot === -1) throw bad(raw, "expected an operator and a value, e.g. eq.1");
  const head = s.slice(0, dot);
  let value = s.slice(dot + 1);
  if (inLogic) value = unquote(value);
  const m = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(head);
  if (!m) throw bad(raw, `unknown operator "${head}"`);
  const op = m[1]!;
  const mod = m[2];
  if (SIMPLE.has(op)) {
    let quant: Quantifier | undefined;
    if (mod !== undefined) {
      if (mod !== "any" && mod !== "all") throw bad(raw, `unknown modifier "${mod}", expected any or all`);
      quant = mod;
      if (!value.startsWith("{") || !value.endsWith("}")) throw bad(raw, 'expected a list like "{a,b}" after (any)/(all)');
      if (value.split(",").length > LIMITS.listValues) throw tooMany("list values", LIMITS.listValues);
    }
    return { negate, operation: { op: op as "eq", ...(quant ? { quant } : {}), value } };
  }
  if (mod !== undefined && !FTS.has(op)) throw bad(raw, `operator "${op}" takes no modifier`);
  if (PLAIN.has(op)) return { negate, operation: { op: op as "cs", value } };
  if (op === "is") {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v)) throw bad(raw, "is takes null, not_null, true, false or unknown");
    return { negate, operation: { op: "is", value: v as "null" } };
  }
  if (op === "in") return { negate, operation: { op: "in", values: parseList(value) } };
  if (FTS.has(op)) {
    if (mod !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(mod)) throw bad(raw, "invalid text search configuration");
    if (value.length > LIMITS.ftsLength) throw bad(raw.slice(0, 40), `a full-text search value can be at most ${LIMITS.ftsLength} characters`);
    return { negate, operation: { op: op as "fts", ...(mod !== undefined ? { config: mod } : {}), value } };
  }
  throw bad(raw, `unknown operator "${op}"`);
}

export function parseFilter(column: string, value: string): Filter {
  const field = parseField(column, "filter");
  return { kind: "filter", field, ...parseOperation(value, false) };
}

/** The value of `or=` / `and=`: `(a.eq.1,and(b.gt.2,c.lt.3))`. */
export function parseLogic(op: "and" | "or", negate: boolean, value: string): LogicTree {
  if (!value.startsWith("(") || !value.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${value})"`, 'expected "(" ... ")"');
  }
  const inner = value.slice(1, -1);
  if (inner === "") throw parseError(`"failed to parse logic tree (${value})"`, "empty logic tree");
  const children = splitTop(inner, ",", "logic tree").map((el): Filter | LogicTree => {
    const sub = /^(not\.)?(and|or)(\(.*\))$/s.exec(el);
    if (sub) return parseLogic(sub[2] as "and" | "or", sub[1] !== undefined, sub[3]!);
    const dot = indexOutsideQuotes(el, ".");
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${value})"`, `expected "column.operator.value" in "${el}"`);
    const field = parseField(el.slice(0, dot), "logic tree");
    return { kind: "filter", field, ...parseOperation(el.slice(dot + 1), true) };
  });
  return { kind: "logic", op, negate, children };
}

/** `order=a.desc.nullslast,author(name).asc,data->>x`. */
export function parseOrder(value: string): OrderTerm[] {
  return splitTop(value, ",", "order").map((term) => {
    if (term === "") throw parseError(`"failed to parse order (${value})"`, "empty order term");
    let relation: string | undefined;
    let rest = term;
    const rel = /^([^().]+)\(([^()]+)\)(.*)$/.exec(term);
    if (rel) {
      relation = rel[1]!;
      rest = rel[2]! + rel[3]!;
    }
    const parts = splitTop(rest, ".", "order");
    const field = parseField(parts[0] ?? "", "order");
    const t: OrderTerm = { field, ...(relation !== undefined ? { relation } : {}) };
    for (const p of parts.slice(1)) {
      if (p === "asc" || p === "desc") {
        if (t.direction) throw parseError(`"failed to parse order (${value})"`, `repeated direction in "${term}"`);
        t.direction = p;
      } else if (p === "nullsfirst" || p === "nullslast") {
        if (t.nulls) throw parseError(`"failed to parse order (${value})"`, `repeated nulls option in "${term}"`);
        t.nulls = p === "nullsfirst" ? "first" : "last";
      } else throw parseError(`"failed to parse order (${value})"`, `unexpected "${p}", expected asc, desc, nullsfirst or nullslast`);
    }
    return t;
  });
}
