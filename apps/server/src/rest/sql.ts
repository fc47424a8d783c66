// sql: a Plan → ONE parameterised statement whose single row holds the JSON body built by
// Postgres, the page size and (when asked) the total count. Pure. Identifiers come only from
// the plan (that is, the schema cache) and are quoted; user values are only ever parameters.
import type { CallInfo, EmbedItem, Plan, PlanCond, PlanOrder, ReadNode } from "./plan.js";
import type { JsonStep, Operation } from "./types.js";
import type { Relationship } from "./relationships.js";

export const ident = (s: string): string => `"${s.replace(/"/g, '""')}"`;
const qual = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown, cast?: string): string {
    this.values.push(v);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A Postgres array literal from text values, every element quoted. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

function jsonPath(base: string, path: JsonStep[], p: Params): string {
  let e = base;
  for (const s of path) e = `${e}${s.arrow}${/^-?\d+$/.test(s.key) ? p.add(Number(s.key), "int") : p.add(s.key, "text")}`;
  return path.length > 0 ? `(${e})` : e;
}

const colRef = (alias: string, c: string) => `${ident(alias)}.${ident(c)}`;

const SIMPLE_OPS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  isdistinct: "is distinct from",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
};
const FTS_FN = { fts: "to_tsquery", plfts: "plainto_tsquery", phfts: "phraseto_tsquery", wfts: "websearch_to_tsquery" } as const;

function opSql(lhs: string, typname: string, op: Operation, p: Params): string {
  switch (op.op) {
    case "is":
      return `${lhs} is ${op.value === "not_null" ? "not null" : op.value}`;
    case "in":
      return `${lhs} = any(${p.add(arrayLiteral(op.values))})`;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const cfg = op.config !== undefined ? `${p.add(op.config, "regconfig")}, ` : "";
      const doc = typname === "tsvector" ? lhs : `to_tsvector(${cfg}${lhs})`;
      return `${doc} @@ ${FTS_FN[op.op]}(${cfg}${p.add(op.value, "text")})`;
    }
    default: {
      let v = op.value;
      if (op.op === "like" || op.op === "ilike") v = v.replace(/\*/g, "%");
      if ("quant" in op && op.quant) {
        const items =
          v.slice(1, -1) === ""
            ? []
            : v
                .slice(1, -1)
                .split(",")
                .map((x) => x.trim().replace(/^"(.*)"$/s, "$1"));
        const lits = op.op === "like" || op.op === "ilike" ? items.map((x) => x.replace(/\*/g, "%")) : items;
        return `${lhs} ${SIMPLE_OPS[op.op]} ${op.quant}(${p.add(arrayLiteral(lits))})`;
      }
      return `${lhs} ${SIMPLE_OPS[op.op]} ${p.add(v)}`;
    }
  }
}

function condSql(node: ReadNode, c: PlanCond, p: Params): string {
  if (c.kind === "filter") {
    const lhs = jsonPath(colRef(node.alias, c.column), c.path, p);
    const typ = c.path.length > 0 ? (c.path[c.path.length - 1]!.arrow === "->>" ? "text" : "jsonb") : c.typname;
    const e = opSql(lhs, typ, c.operation, p);
    return c.negate ? `not (${e})` : e;
  }
  if (c.kind === "logic") {
    const parts = c.children.map((ch) => condSql(node, ch, p));
    const e = `(${parts.join(c.op === "and" ? " and " : " or ")})`;
    return c.negate ? `not ${e}` : e;
  }
  const ex = `exists (${embedExistsSql(node.alias, c.embed, p)})`;
  return c.isNull ? `not ${ex}` : ex;
}

/** The FROM source of an embed: the target table, or a computed relationship's function called with the parent row. */
function relSource(parentAlias: string, rel: Relationship, alias: string): string {
  if (rel.fn) return `${qual(rel.fn.schema, rel.fn.name)}(${ident(parentAlias)}) as ${ident(alias)}`;
  return `${qual(rel.target.schema, rel.target.name)} as ${ident(alias)}`;
}

/** The join condition from the parent alias to the embed's alias. */
function joinSql(parentAlias: string, rel: Relationship, childAlias: string): string {
  if (rel.fn) return "true";
  if (rel.junction) {
    const j = rel.junction;
    const ja = `${childAlias}_j`;
    const on = [
      ...j.parentOn.map(([pc, jc]) => `${colRef(ja, jc)} = ${colRef(parentAlias, pc)}`),
      ...j.targetOn.map(([tc, jc]) => `${colRef(ja, jc)} = ${colRef(childAlias, tc)}`),
    ].join(" and ");
    return `exists (select 1 from ${qual(j.table.schema, j.table.name)} as ${ident(ja)} where ${on})`;
  }
  return rel.on.map(([pc, cc]) => `${colRef(childAlias, cc)} = ${colRef(parentAlias, pc)}`).join(" and ");
}

function whereSql(node: ReadNode, p: Params, extra: string[] = []): string {
  const conds = [...extra, ...node.conds.map((c) => condSql(node, c, p))];
  for (const it of node.items) {
    if (it.kind === "embed" && it.join === "inner") conds.push(`exists (${embedExistsSql(node.alias, it, p)})`);
  }
  return conds.length > 0 ? ` where ${conds.join(" and ")}` : "";
}

function embedExistsSql(parentAlias: string, e: EmbedItem, p: Params): string {
  return `select 1 from ${relSource(parentAlias, e.rel, e.node.alias)}${whereSql(e.node, p, [joinSql(parentAlias, e.rel, e.node.alias)])}`;
}

function orderSql(node: ReadNode, order: PlanOrder[], p: Params): string {
  if (order.length === 0) return "";
  const terms = order.map((o) => {
    let expr: string;
    if (o.embed) {
      const a = o.embed.node.alias;
      expr = `(select ${jsonPath(colRef(a, o.column), o.path, p)} from ${relSource(node.alias, o.embed.rel, a)} where ${joinSql(node.alias, o.embed.rel, a)} limit 1)`;
    } else expr = jsonPath(colRef(node.alias, o.column), o.path, p);
    return `${expr}${o.direction ? ` ${o.direction}` : ""}${o.nulls ? ` nulls ${o.nulls}` : ""}`;
  });
  return ` order by ${terms.join(", ")}`;
}

function pageSql(node: ReadNode, p: Params): string {
  return `${node.limit !== undefined ? ` limit ${p.add(node.limit, "bigint")}` : ""}${node.offset ? ` offset ${p.add(node.offset, "bigint")}` : ""}`;
}

/** The select list of a node, reading from alias (a table, a CTE or a function call). */
function selectList(node: ReadNode, p: Params): string {
  const out: string[] = [];
  for (const it of node.items) {
    if (it.kind === "star") {
      if (node.starColumns) out.push(...node.starColumns.map((c) => colRef(node.alias, c)));
      else out.push(`${ident(node.alias)}.*`);
    } else if (it.kind === "column") {
      let e = it.agg === "count" && it.column === "*" ? "*" : jsonPath(colRef(node.alias, it.column), it.path, p);
      if (it.cast) e = `(${e})::${it.cast}`;
      if (it.agg) e = `${it.agg}(${e})`;
      if (it.aggCast) e = `(${e})::${it.aggCast}`;
      out.push(`${e} as ${ident(it.out)}`);
    } else if (!it.hidden) {
      const t = it.rel.target;
      const a = it.node.alias;
      const from = `from ${relSource(node.alias, it.rel, a)}`;
      const where = whereSql(it.node, p, [joinSql(node.alias, it.rel, a)]);
      if (it.countOnly) {
        const n = `(select count(*) ${from}${where})`;
        out.push(`${it.rel.toOne ? `json_build_object('count', ${n})` : `json_build_array(json_build_object('count', ${n}))`} as ${ident(it.out)}`);
      } else if (it.spread) {
        // A to-one spread lifts the columns; a to-many one lifts each column as an array of its values.
        const lift = (e: string, name: string) =>
          it.rel.toOne
            ? `(select ${e} ${from}${where} limit 1) as ${ident(name)}`
            : `coalesce((select json_agg(_s.v) from (select ${e} as v ${from}${where}${orderSql(it.node, it.node.order, p)}${pageSql(it.node, p)}) as _s), '[]'::json) as ${ident(name)}`;
        for (const sub of it.node.items) {
          if (sub.kind === "column") {
            let e = jsonPath(colRef(a, sub.column), sub.path, p);
            if (sub.cast) e = `(${e})::${sub.cast}`;
            out.push(lift(e, sub.out));
          } else if (sub.kind === "star") {
            for (const c of t.columns.keys()) out.push(lift(colRef(a, c), c));
          }
        }
      } else if (it.rel.toOne) {
        out.push(`(select to_json(_e) from (select ${selectList(it.node, p)} ${from}${where}${groupSql(it.node)} limit 1) as _e) as ${ident(it.out)}`);
      } else {
        const inner = `select ${selectList(it.node, p)} ${from}${where}${groupSql(it.node)}${orderSql(it.node, it.node.order, p)}${pageSql(it.node, p)}`;
        out.push(`coalesce((select json_agg(_e) from (${inner}) as _e), '[]'::json) as ${ident(it.out)}`);
      }
    }
  }
  return out.length > 0 ? out.join(", ") : "1 as _nothing";
}

/**
 * GROUP BY for a node with aggregates (PostgREST's db-aggregates-enabled): the other select
 * items by position, and for embeds the parent columns they join on, so their subqueries
 * only read grouped columns. Empty when the node has no aggregates.
 */
function groupSql(node: ReadNode): string {
  if (!node.grouped) return "";
  const terms: string[] = [];
  let pos = 0;
  for (const it of node.items) {
    if (it.kind === "star") {
      const cols = node.starColumns ?? node.grouped.columns;
      terms.push(...cols.map((c) => colRef(node.alias, c)));
      pos += node.starColumns ? cols.length : 1;
    } else if (it.kind === "column") {
      pos++;
      if (!it.agg) terms.push(String(pos));
    } else if (!it.hidden) {
      pos += it.spread ? it.node.items.length : 1;
      const cols = it.rel.junction ? it.rel.junction.parentOn.map(([pc]) => pc) : it.rel.on.map(([pc]) => pc);
      terms.push(...cols.map((c) => colRef(node.alias, c)));
    }
  }
  return terms.length > 0 ? ` group by ${[...new Set(terms)].join(", ")}` : "";
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Wraps the page rows as {body, page_total, total}. total is null unless count is exact. */
function wrap(source: string, node: ReadNode, p: Params, countSql: string | undefined, cte = ""): string {
  const hideNothing = node.items.length === 0 || node.items.every((i) => i.kind === "embed" && i.hidden);
  const agg = hideNothing ? `json_agg('{}'::json)` : `json_agg(_postgrest_t)`;
  return `${cte}select coalesce(${agg}, '[]'::json)::text as body, count(*)::bigint as page_total, ${countSql ?? "null::bigint"} as total from (${source}) as _postgrest_t`;
}

/** The exact total: rows matching the filters, or groups when the select aggregates. */
function countSql(node: ReadNode, from: string, p: Params): string {
  return node.grouped ? `(select count(*) from (${readSource(node, from, p, false)}) as _g)` : `(select count(*) from ${from}${whereSql(node, p)})`;
}

function readSource(node: ReadNode, from: string, p: Params, withPage: boolean): string {
  return `select ${selectList(node, p)} from ${from}${whereSql(node, p)}${groupSql(node)}${orderSql(node, node.order, p)}${withPage ? pageSql(node, p) : ""}`;
}

function callArgs(call: CallInfo, p: Params): string {
  if (call.wholeBody) {
    const w = call.wholeBody;
    return /^jsonb?$/.test(w.type) ? p.add(JSON.stringify(w.value ?? {}), w.type) : p.add(w.type === "bytea" ? w.value : String(w.value ?? ""), w.type);
  }
  return call.args
    .map((a) => {
      let v: string;
      if (!a.fromJson) v = p.add(a.value, a.type);
      else if (a.value === null || a.value === undefined) v = `null::${a.type}`;
      else if (/^jsonb?$/.test(a.type)) v = p.add(JSON.stringify(a.value), a.type);
      else if (a.composite && typeof a.value === "object") v = `json_populate_record(null::${a.type}, ${p.add(JSON.stringify(a.value), "json")})`;
      else if (a.type.endsWith("[]") && Array.isArray(a.value)) {
        v = `(select array_agg(x) from json_array_elements_text(${p.add(JSON.stringify(a.value), "json")}) as x)::${a.type}`;
      } else v = p.add(typeof a.value === "string" ? a.value : JSON.stringify(a.value), a.type);
      return `${ident(a.param)} := ${v}`;
    })
    .join(", ");
}

export function buildStatement(plan: Plan, opts: { exactCount: boolean; returning: boolean }): Statement {
  const p = new Params();
  const node = plan.node;
  if (plan.kind === "read") {
    const from = `${qual(plan.table.schema, plan.table.name)} as ${ident(node.alias)}`;
    return { sql: wrap(readSource(node, from, p, true), node, p, opts.exactCount ? countSql(node, from, p) : undefined), params: p.values };
  }
  if (plan.kind === "call") {
    const fn = plan.call.fn;
    const call = `${qual(fn.schema, fn.name)}(${callArgs(plan.call, p)})`;
    if (plan.call.shape === "void") return { sql: `select ${call}, null::text as body, 0::bigint as page_total, null::bigint as total`, params: p.values };
    if (plan.call.shape === "scalar") return { sql: `select to_json(${call})::text as body, 1::bigint as page_total, null::bigint as total`, params: p.values };
    if (plan.call.shape === "set-scalar") {
      const src = `select ${ident(node.alias)}.v from ${call} as ${ident(node.alias)}(v)${pageSql(node, p)}`;
      const total = opts.exactCount ? `(select count(*) from ${call} as _c(v))` : "null::bigint";
      return {
        sql: `select coalesce(json_agg(_postgrest_t.v), '[]'::json)::text as body, count(*)::bigint as page_total, ${total} as total from (${src}) as _postgrest_t`,
        params: p.values,
      };
    }
    const from = `${call} as ${ident(node.alias)}`;
    return { sql: wrap(readSource(node, from, p, true), node, p, opts.exactCount ? countSql(node, from, p) : undefined), params: p.values };
  }
  const t = plan.table;
  const target = `${qual(t.schema, t.name)} as ${ident(node.alias)}`;
  let mutation: string;
  const upsert = plan.kind === "insert" && plan.onConflict !== undefined;
  // xmax = 0 marks a row this statement inserted (not updated): an upsert that inserted nothing is 200.
  const returning = opts.returning ? ` returning ${ident(node.alias)}.*${upsert ? `, (${ident(node.alias)}.xmax = 0) as pgrst_inserted` : ""}` : "";
  if (plan.kind === "insert") {
    const conflict = plan.onConflict
      ? ` on conflict (${plan.onConflict.columns.map(ident).join(", ")}) do ${
          plan.onConflict.merge && plan.onConflict.update.length > 0
            ? `update set ${plan.onConflict.update.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")}`
            : "nothing"
        }`
      : "";
    const inserts = plan.groups.map((g) => {
      if (g.columns.length === 0) return `insert into ${target} default values${conflict}${returning}`;
      const cols = g.columns.map(ident).join(", ");
      return `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${qual(t.schema, t.name)}, ${p.add(JSON.stringify(g.rows), "json")})${conflict}${returning}`;
    });
    if (!opts.returning) {
      if (inserts.length === 1) return { sql: inserts[0]!, params: p.values };
      const ctes = inserts.map((s, i) => `_i${i} as (${s})`).join(", ");
      return { sql: `with ${ctes} select 1`, params: p.values };
    }
    mutation = inserts.length === 1 ? inserts[0]! : inserts.map((s, i) => `_i${i} as (${s})`).join(", ");
    if (inserts.length > 1) {
      const union = plan.groups.map((_, i) => `select * from _i${i}`).join(" union all ");
      const src = `select ${selectList(node, p)} from (${union}) as ${ident(node.alias)}`;
      return { sql: wrap(src, node, p, undefined, `with ${mutation} `), params: p.values };
    }
  } else if (plan.kind === "update") {
    const sets = plan.columns.map((c) => `${ident(c)} = _r.${ident(c)}`).join(", ");
    // Nothing to set (an empty body): no row changes. The values parameter is added only when
    // used, or the statement's parameters would not match its placeholders.
    mutation =
      plan.columns.length === 0
        ? `select ${ident(node.alias)}.* from ${target} where false`
        : `update ${target} set ${sets} from json_populate_record(null::${qual(t.schema, t.name)}, ${p.add(JSON.stringify(plan.values), "json")}) as _r${whereSql(node, p)}${returning}`;
  } else {
    mutation = `delete from ${target}${whereSql(node, p)}${returning}`;
  }
  if (!opts.returning) return { sql: mutation, params: p.values };
  const src = `select ${selectList(node, p)} from pgrst_source as ${ident(node.alias)}`;
  const inserted = upsert ? "(select count(*) from pgrst_source where pgrst_inserted)" : undefined;
  return { sql: wrap(src, node, p, inserted, `with pgrst_source as (${mutation}) `), params: p.values };
}

/** EXPLAIN of the unpaged read, for Prefer: count=planned|estimated (the planner's row estimate). */
export function buildPlannedCount(plan: Plan): Statement | undefined {
  if (plan.kind !== "read") return undefined;
  const p = new Params();
  const from = `${qual(plan.table.schema, plan.table.name)} as ${ident(plan.node.alias)}`;
  return { sql: `explain (format json) select 1 from ${from}${whereSql(plan.node, p)}`, params: p.values };
}
