// plan: checks an ApiRequest against the schema cache and resolves every name — tables,
// columns, relationships, functions — into a tree that sql can emit without looking anything
// up. Pure. Unknown names fail here with PostgREST's codes, before any SQL exists.
import { columnNotFound, parseError, RestError } from "./errors.js";
import { findRelationship, type Relationship } from "./relationships.js";
import { outputName } from "./parse-select.js";
import type { AggregateFn, ApiRequest, Filter, JsonStep, LogicTree, NodeModifiers, Operation, SelectItem } from "./types.js";
import type { Column, DbFunction, SchemaCache, Table } from "../schema-cache/types.js";

export type PlanItem =
  { kind: "star" } | { kind: "column"; column: string; path: JsonStep[]; cast?: string; out: string; agg?: AggregateFn; aggCast?: string } | EmbedItem;

export interface EmbedItem {
  kind: "embed";
  rel: Relationship;
  node: ReadNode;
  out: string;
  join: "left" | "inner";
  spread: boolean;
  /** `rel()`: used for filtering only, not in the output. */
  hidden: boolean;
  /** `rel(count)`: the legacy count of related rows, `[{"count": n}]`. */
  countOnly: boolean;
}

export type PlanCond =
  | { kind: "filter"; column: string; typname: string; path: JsonStep[]; negate: boolean; operation: Operation }
  | { kind: "logic"; op: "and" | "or"; negate: boolean; children: PlanCond[] }
  | { kind: "embed-null"; embed: EmbedItem; isNull: boolean };

export interface PlanOrder {
  embed?: EmbedItem;
  column: string;
  path: JsonStep[];
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

export interface ReadNode {
  label: string;
  alias: string;
  items: PlanItem[];
  conds: PlanCond[];
  order: PlanOrder[];
  limit?: number;
  offset?: number;
  /** Set on write plans: "*" lists these columns, since the CTE carries a bookkeeping column. */
  starColumns?: string[];
  /** Set when the select has aggregates: the other columns group (with "*", all of these). */
  grouped?: { columns: string[] };
}

export interface CallInfo {
  fn: DbFunction;
  /** [parameter, value] with value as JSON (POST) or text (GET). */
  args: { param: string; type: string; value: unknown; fromJson: boolean; composite?: boolean }[];
  /** The whole body goes to a single unnamed json/jsonb parameter. */
  wholeBody?: { type: string; value: unknown };
  /** "row": a single composite (not setof), answered as one object but filtered like rows. */
  shape: "rows" | "row" | "set-scalar" | "scalar" | "void";
}

export type Plan =
  | { kind: "read"; table: Table; node: ReadNode }
  | {
      kind: "insert";
      table: Table;
      node: ReadNode;
      groups: { columns: string[]; rows: Record<string, unknown>[] }[];
      onConflict?: { columns: string[]; merge: boolean; update: string[] };
    }
  | { kind: "update"; table: Table; node: ReadNode; values: Record<string, unknown>; columns: string[] }
  | { kind: "delete"; table: Table; node: ReadNode }
  | { kind: "call"; call: CallInfo; node: ReadNode; readOnly: boolean };

interface Ctx {
  cache: SchemaCache;
  /** DB_AGGREGATES_ENABLED: count(), sum(), avg(), min(), max() in select. */
  aggregates: boolean;
  next: number;
  mods: Map<string, NodeModifiers>;
  used: Set<string>;
}

const tableNotFound = (schema: string, name: string) => new RestError(404, "PGRST205", `Could not find the table '${schema}.${name}' in the schema cache`);

function column(columns: Map<string, Column>, label: string, name: string): Column {
  const c = columns.get(name);
  if (!c) throw columnNotFound(label, name);
  return c;
}

function planConds(filters: (Filter | LogicTree)[], columns: Map<string, Column>, label: string, items: PlanItem[]): PlanCond[] {
  return filters.map((f): PlanCond => {
    if (f.kind === "logic") return { kind: "logic", op: f.op, negate: f.negate, children: planConds(f.children, columns, label, items) };
    if (!columns.has(f.field.name) && f.field.path.length === 0) {
      const embed = items.find((i): i is EmbedItem => i.kind === "embed" && i.out === f.field.name);
      if (embed) {
        if (f.operation.op !== "is" || f.operation.value !== "null") {
          throw new RestError(
            400,
            "PGRST120",
            `Bad operator on the '${f.field.name}' embedded resource`,
            "Only is null or not is null filters are allowed on embedded resources",
          );
        }
        return { kind: "embed-null", embed, isNull: !f.negate };
      }
    }
    const c = column(columns, label, f.field.name);
    return { kind: "filter", column: c.name, typname: c.typname, path: f.field.path, negate: f.negate, operation: f.operation };
  });
}

function planOrder(mods: NodeModifiers | undefined, columns: Map<string, Column>, label: string, items: PlanItem[]): PlanOrder[] {
  return (mods?.order ?? []).map((t) => {
    const base = { path: t.field.path, ...(t.direction ? { direction: t.direction } : {}), ...(t.nulls ? { nulls: t.nulls } : {}) };
    if (t.relation !== undefined) {
      const embed = items.find((i): i is EmbedItem => i.kind === "embed" && i.out === t.relation);
      if (!embed) throw new RestError(400, "PGRST108", `'${t.relation}' is not an embedded resource in this request`);
      if (!embed.rel.toOne) {
        throw new RestError(
          400,
          "PGRST118",
          `A related order on '${t.relation}' is not possible`,
          `'${label}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      column(embed.rel.target.columns, embed.rel.target.name, t.field.name);
      return { embed, column: t.field.name, ...base };
    }
    column(columns, label, t.field.name);
    return { column: t.field.name, ...base };
  });
}

function checkCast(ctx: Ctx, cast: string | undefined): void {
  if (cast === undefined) return;
  if (!ctx.cache.types.has(cast.replace(/\[\]$/, "").toLowerCase())) {
    throw parseError(`"failed to parse select parameter"`, `unknown type "${cast}" in cast`);
  }
}

export function planRead(ctx: Ctx, table: Table, columns: Map<string, Column>, select: SelectItem[], path: string[], alias: string): ReadNode {
  const mods = ctx.mods.get(path.join("."));
  if (mods) ctx.used.add(path.join("."));
  const items: PlanItem[] = [];
  for (const s of select) {
    if (s.kind === "star") items.push({ kind: "star" });
    else if (s.kind === "field") {
      if (s.agg && !ctx.aggregates) throw new RestError(400, "PGRST123", "Use of aggregate functions is not allowed");
      if (!(s.agg === "count" && s.field.name === "*")) column(columns, table.name, s.field.name);
      checkCast(ctx, s.cast);
      checkCast(ctx, s.aggCast);
      items.push({
        kind: "column",
        column: s.field.name,
        path: s.field.path,
        ...(s.cast ? { cast: s.cast } : {}),
        ...(s.agg ? { agg: s.agg } : {}),
        ...(s.aggCast ? { aggCast: s.aggCast } : {}),
        out: s.alias ?? s.agg ?? outputName(s.field),
      });
    } else {
      const rel = findRelationship(ctx.cache, table, s.name, s.hint);
      const out = s.alias ?? s.name;
      const childAlias = `t${ctx.next++}`;
      const only = s.select.length === 1 ? s.select[0] : undefined;
      const countOnly =
        only?.kind === "field" && only.field.name === "count" && only.field.path.length === 0 && !only.alias && !only.cast && !rel.target.columns.has("count");
      const node = planRead(ctx, rel.target, rel.target.columns, countOnly ? [] : s.select, [...path, out], childAlias);
      if (s.spread && node.grouped) {
        // PostgREST hoists such aggregates into the parent; we do not (docs/wire-protocol.md §3.2).
        throw parseError(`"failed to parse select parameter"`, `aggregates inside a spread embed ('${out}') are not supported`);
      }
      items.push({ kind: "embed", rel, node, out, join: s.join, spread: s.spread, hidden: s.select.length === 0, countOnly });
    }
  }
  const node: ReadNode = { label: table.name, alias, items, conds: [], order: [] };
  if (items.some((i) => i.kind === "column" && i.agg)) {
    // Grouping by the other columns; an embed groups by the parent columns it joins on.
    for (const e of items) {
      if (e.kind !== "embed" || e.hidden) continue;
      if (e.spread || e.rel.kind === "computed") {
        throw parseError(
          `"failed to parse select parameter"`,
          `aggregates cannot be combined with ${e.spread ? "a spread embed" : "a computed relationship"} ('${e.out}') in the same resource`,
        );
      }
    }
    node.grouped = { columns: [...columns.keys()] };
  }
  node.conds = planConds(mods?.filters ?? [], columns, table.name, items);
  node.order = planOrder(mods, columns, table.name, items);
  if (mods?.limit !== undefined) node.limit = mods.limit;
  if (mods?.offset !== undefined) node.offset = mods.offset;
  return node;
}

function checkUnusedMods(ctx: Ctx): void {
  for (const key of ctx.mods.keys()) {
    if (!ctx.used.has(key)) {
      throw new RestError(
        400,
        "PGRST108",
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
}

function objectRows(body: unknown): Record<string, unknown>[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObj(body)) return [body];
  if (Array.isArray(body) && body.every(isObj)) return body;
  throw new RestError(400, "PGRST102", "Empty or invalid json", null);
}

const missingColumn = (table: Table, c: string) => new RestError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);

function planInsert(req: ApiRequest, table: Table, node: ReadNode): Plan {
  if (req.action.kind !== "insert") throw new Error("unreachable");
  const rows = objectRows(req.body);
  let groups: { columns: string[]; rows: Record<string, unknown>[] }[];
  if (req.action.columns) {
    const cols = req.action.columns;
    for (const c of cols) if (!table.columns.has(c)) throw missingColumn(table, c);
    if (req.prefs.missing === "default") {
      const byKeys = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
      for (const r of rows) {
        const present = cols.filter((c) => Object.prototype.hasOwnProperty.call(r, c));
        const k = JSON.stringify(present);
        const g = byKeys.get(k) ?? { columns: present, rows: [] };
        g.rows.push(r);
        byKeys.set(k, g);
      }
      groups = [...byKeys.values()];
    } else groups = [{ columns: cols, rows }];
  } else {
    const keys = Object.keys(rows[0] ?? {});
    for (const r of rows) {
      const k = Object.keys(r);
      if (k.length !== keys.length || !k.every((x) => keys.includes(x))) throw new RestError(400, "PGRST102", "All object keys must match");
    }
    for (const c of keys) if (!table.columns.has(c)) throw missingColumn(table, c);
    groups = [{ columns: keys, rows }];
  }
  const plan: Plan = { kind: "insert", table, node, groups };
  if (req.action.upsert) {
    const target = req.action.onConflict ?? table.primaryKey;
    if (target.length === 0) throw new RestError(400, "PGRST100", `'${table.name}' has no primary key; use on_conflict to name the conflict columns`);
    for (const c of target) if (!table.columns.has(c)) throw missingColumn(table, c);
    const all = [...new Set(groups.flatMap((g) => g.columns))];
    plan.onConflict = { columns: target, merge: req.prefs.resolution === "merge-duplicates", update: all };
  } else if (req.action.onConflict) {
    for (const c of req.action.onConflict) if (!table.columns.has(c)) throw missingColumn(table, c);
  }
  return plan;
}

function planCall(req: ApiRequest, ctx: Ctx): Plan {
  const candidates = ctx.cache.functions.get(`${req.schema}.${req.target}`) ?? [];
  const post = req.action.kind === "call" && req.action.method === "POST";
  const body = post ? (req.body === undefined ? {} : req.body) : undefined;
  const given = post ? (typeof body === "object" && body !== null && !Array.isArray(body) ? Object.keys(body) : []) : Object.keys(req.queryArgs);
  const rootFilterNames = new Set((ctx.mods.get("")?.filters ?? []).flatMap((f) => (f.kind === "filter" ? [f.field.name] : [])));
  // A single unnamed parameter takes the whole body, its type chosen by Content-Type, as PostgREST.
  const media = req.contentType ?? "application/json";
  const singleType = media === "text/plain" ? "text" : media === "text/xml" ? "xml" : media === "application/octet-stream" ? "bytea" : "json";
  const rawBody = post && singleType !== "json";
  const wholeBody = (fn: DbFunction) => {
    const only = fn.params.length === 1 ? fn.params[0]! : undefined;
    if (!post || !only || only.name !== "") return false;
    return singleType === "json" ? /^jsonb?$/.test(only.type) : only.type === singleType;
  };
  // findProc: functions whose parameters fit the argument names, else the single-unnamed fallback.
  const fits = (fn: DbFunction) => {
    if (rawBody) return false;
    const names = fn.params.map((p) => p.name);
    // On GET, a value that is not an operator expression is an argument; a filter counts as one
    // only when its name is a parameter (`?a=eq.1` still reaches f(a)).
    const argNames = post ? given : given.filter((g) => names.includes(g) || !rootFilterNames.has(g));
    if (!argNames.every((g) => names.includes(g))) return false;
    return fn.params.every((p) => p.hasDefault || argNames.includes(p.name));
  };
  const named = candidates.filter(fits);
  const fallback = candidates.filter(wholeBody);
  const found = named.length > 0 ? named : fallback;
  if (found.length === 0) {
    const keys = rawBody ? [] : (post ? given : given.filter((g) => !rootFilterNames.has(g))).sort();
    const prms = keys.join(", ");
    const fmt = (s: string) => (keys.length === 0 ? " without parameters" : s);
    const searched = rawBody
      ? ` with a single unnamed ${singleType} parameter`
      : `${fmt(` with parameter${keys.length > 1 ? "s" : ""} ${prms}`)}${post ? " or with a single unnamed json/jsonb parameter" : ""}`;
    throw new RestError(
      404,
      "PGRST202",
      `Could not find the function ${req.schema}.${req.target}${rawBody ? "" : fmt(`(${prms})`)} in the schema cache`,
      `Searched for the function ${req.schema}.${req.target}${searched}, but no matches were found in the schema cache.`,
    );
  }
  if (found.length > 1) {
    throw new RestError(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${found.map((f) => `${f.schema}.${f.name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`).join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  const fn = found[0]!;
  const call: CallInfo = {
    fn,
    args: [],
    shape: fn.returnsVoid ? "void" : fn.returnsSet ? (fn.returnsColumns ? "rows" : "set-scalar") : fn.returnsColumns ? "row" : "scalar",
  };
  if (named.length === 0) call.wholeBody = { type: fn.params[0]!.type, value: rawBody ? (req.body ?? "") : body };
  else {
    for (const p of fn.params) {
      if (post) {
        const b = body as Record<string, unknown>;
        if (Object.prototype.hasOwnProperty.call(b, p.name))
          call.args.push({ param: p.name, type: p.type, value: b[p.name], fromJson: true, ...(p.composite ? { composite: true } : {}) });
      } else if (Object.prototype.hasOwnProperty.call(req.queryArgs, p.name)) {
        call.args.push({ param: p.name, type: p.type, value: req.queryArgs[p.name], fromJson: false });
      }
    }
  }
  // On GET, parameters matched by name are arguments, not filters.
  const argNames = new Set(call.args.map((a) => a.param));
  const root = ctx.mods.get("");
  if (root && !post) root.filters = root.filters.filter((f) => f.kind !== "filter" || !argNames.has(f.field.name));
  if (!post) {
    for (const [k, v] of Object.entries(req.queryArgs)) {
      if (!argNames.has(k) && !root?.filters.some((f) => f.kind === "filter" && f.field.name === k)) {
        throw parseError(`"failed to parse filter (${v})"`, `"${k}" is neither a parameter of ${fn.name} nor a valid filter`);
      }
    }
  }
  const columns = new Map((fn.returnsColumns ?? []).map((c) => [c.name, c]));
  let node: ReadNode;
  if (call.shape === "rows" || call.shape === "row") {
    // A function returning rows of a table embeds through that table's foreign keys.
    const rowType = fn.returnTable ? ctx.cache.tables.get(fn.returnTable) : undefined;
    const source: Table = rowType ?? { schema: fn.schema, name: fn.name, kind: "view", columns, primaryKey: [], uniques: [] };
    node = planRead(ctx, source, columns, req.select, [], "t0");
  } else {
    const hasMods = (root?.filters.length ?? 0) > 0 || root?.order !== undefined;
    if (hasMods && call.shape !== "set-scalar") throw parseError(`"failed to parse filter"`, `filters and order need a function that returns rows`);
    node = { label: fn.name, alias: "t0", items: [{ kind: "star" }], conds: [], order: [] };
    if (root?.limit !== undefined) node.limit = root.limit;
    if (root?.offset !== undefined) node.offset = root.offset;
    ctx.used.add("");
  }
  checkUnusedMods(ctx);
  const readOnly = !post || fn.volatility !== "v";
  return { kind: "call", call, node, readOnly };
}

export function plan(req: ApiRequest, cache: SchemaCache, maxRows: number, opts: { aggregates?: boolean } = {}): Plan {
  const ctx: Ctx = { cache, aggregates: opts.aggregates ?? false, next: 1, mods: new Map(req.nodes.map((n) => [n.path.join("."), n])), used: new Set() };
  // Nodes that carry no modifiers need not match an embed.
  for (const [k, n] of ctx.mods)
    if (k !== "" && n.filters.length === 0 && n.order === undefined && n.limit === undefined && n.offset === undefined) ctx.mods.delete(k);
  let p: Plan;
  if (req.action.kind === "call") p = planCall(req, ctx);
  else {
    const table = cache.tables.get(`${req.schema}.${req.target}`);
    if (!table) throw tableNotFound(req.schema, req.target);
    const node = planRead(ctx, table, table.columns, req.select, [], "t0");
    if (req.action.kind !== "read") node.starColumns = [...table.columns.keys()];
    checkUnusedMods(ctx);
    if (req.action.kind === "read") p = { kind: "read", table, node };
    else if (req.action.kind === "insert") p = planInsert(req, table, node);
    else if (req.action.kind === "update") {
      const [values] = objectRows(req.body === undefined ? {} : req.body);
      if (Array.isArray(req.body)) throw new RestError(400, "PGRST102", "Empty or invalid json");
      const columns = Object.keys(values!);
      for (const c of columns) if (!table.columns.has(c)) throw missingColumn(table, c);
      p = { kind: "update", table, node, values: values!, columns };
    } else p = { kind: "delete", table, node };
    if ((p.kind === "update" || p.kind === "delete") && node.conds.length === 0) {
      // pg-safeupdate, as hosted Supabase loads it for the API role (docs/wire-protocol.md §3.7, §5.5).
      throw new RestError(400, "21000", `${p.kind === "update" ? "UPDATE" : "DELETE"} requires a WHERE clause`, null, null);
    }
  }
  // The server-wide row cap, as db-max-rows (docs/wire-protocol.md §3.5, §5.4).
  const root = p.node;
  const range = req.range;
  if (root.limit === undefined && range?.limit !== undefined) root.limit = range.limit;
  if (root.offset === undefined && range?.offset) root.offset = range.offset;
  if (p.kind === "read" || p.kind === "call") root.limit = Math.min(root.limit ?? maxRows, maxRows);
  return p;
}
