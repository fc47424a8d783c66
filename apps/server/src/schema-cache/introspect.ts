// Reads pg_catalog into a SchemaCache for the exposed schemas: tables, views, columns, keys,
// foreign keys and functions. Runs at start-up, after migrations and on NOTIFY pgrst.
import type { Queryable } from "../db/db.js";
import { qualified, type Column, type DbFunction, type ForeignKey, type SchemaCache, type Table } from "./types.js";

interface RelRow {
  schema: string;
  name: string;
  kind: string;
  columns: { name: string; type: string; typname: string; nullable: boolean; has_default: boolean }[] | null;
  pk: string[] | null;
  uniques: string[][] | null;
}

const relationsSql = `
select n.nspname as schema, c.relname as name, c.relkind as kind,
  (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'typname', t.typname, 'nullable', not a.attnotnull,
      'has_default', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') order by a.attnum)
   from pg_attribute a join pg_type t on t.oid = a.atttypid
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select json_agg(a.attname order by k.ord)
   from pg_constraint p, unnest(p.conkey) with ordinality k(attnum, ord)
   join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
   where p.conrelid = c.oid and p.contype = 'p') as pk,
  (select json_agg(u.cols) from (
     select (select json_agg(a.attname order by k.ord) from unnest(i.indkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as cols
     from pg_index i where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null) u) as uniques
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const fkSql = `
select c.conname as name, n1.nspname as schema, t1.relname as "table",
  (select json_agg(a.attname order by k.ord) from unnest(c.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns,
  n2.nspname as "refSchema", t2.relname as "refTable",
  (select json_agg(a.attname order by k.ord) from unnest(c.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum) as "refColumns"
from pg_constraint c
join pg_class t1 on t1.oid = c.conrelid join pg_namespace n1 on n1.oid = t1.relnamespace
join pg_class t2 on t2.oid = c.confrelid join pg_namespace n2 on n2.oid = t2.relnamespace
where c.contype = 'f' and n1.nspname = any($1) and n2.nspname = any($1)`;

const fnSql = `
select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as "returnsSet",
  format_type(p.prorettype, null) as "returnType", p.prorettype = 'void'::regtype as "returnsVoid", p.prorows as rows,
  p.prorettype as "returnOid",
  case when p.proargmodes is null then
    (select json_agg(json_build_object('name', coalesce(p.proargnames[i], ''),
        'type', format_type(p.proargtypes[i - 1], null), 'hasDefault', i > p.pronargs - p.pronargdefaults,
        'oid', p.proargtypes[i - 1]) order by i)
     from generate_series(1, p.pronargs) i)
  else
    (select json_agg(json_build_object('name', coalesce(x.name, ''), 'type', x.type,
        'hasDefault', x.n > p.pronargs - p.pronargdefaults, 'oid', x.oid) order by x.n)
     from (select p.proargnames[i] as name, format_type(p.proallargtypes[i], null) as type, p.proallargtypes[i] as oid,
             row_number() over (order by i) as n
           from generate_subscripts(p.proallargtypes, 1) i where p.proargmodes[i] in ('i', 'b')) x)
  end as params,
  (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'typname', ty.typname, 'nullable', true, 'has_default', false) order by a.attnum)
   from pg_type rt join pg_attribute a on a.attrelid = rt.typrelid join pg_type ty on ty.oid = a.atttypid
   where rt.oid = p.prorettype and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped) as "returnsColumns",
  (select json_agg(json_build_object('name', p.proargnames[i], 'type', format_type(p.proallargtypes[i], null),
      'typname', ty.typname, 'nullable', true, 'has_default', false) order by i)
   from generate_subscripts(p.proallargtypes, 1) i join pg_type ty on ty.oid = p.proallargtypes[i]
   where p.proargmodes[i] in ('t', 'o', 'b')) as "outColumns"
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = any($1) and p.prokind = 'f'
  and not exists (select 1 from unnest(p.proargmodes) m where m = 'v')
order by p.oid`;

// Which base-table columns each view reads, so foreign keys carry over to views (as PostgREST
// infers view relationships). A view column counts when it keeps the base column's name.
const viewSql = `
select vn.nspname as schema, v.relname as name, bn.nspname as "baseSchema", b.relname as "baseName",
  json_agg(distinct a.attname) as cols
from pg_class v join pg_namespace vn on vn.oid = v.relnamespace
join pg_rewrite r on r.ev_class = v.oid
join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
  and d.refobjid <> v.oid and d.refobjsubid > 0
join pg_class b on b.oid = d.refobjid join pg_namespace bn on bn.oid = b.relnamespace
join pg_attribute a on a.attrelid = b.oid and a.attnum = d.refobjsubid
where v.relkind in ('v', 'm') and vn.nspname = any($1)
group by 1, 2, 3, 4`;

interface ViewBase {
  schema: string;
  name: string;
  baseSchema: string;
  baseName: string;
  cols: string[];
}

/** FKs of base tables, restated for views that expose all of the FK's columns. */
function viewForeignKeys(fks: ForeignKey[], views: ViewBase[], tables: Map<string, Table>): ForeignKey[] {
  const out: ForeignKey[] = [];
  const exposes = (v: ViewBase, cols: string[]) => {
    const t = tables.get(qualified(v.schema, v.name));
    return t !== undefined && cols.every((c) => v.cols.includes(c) && t.columns.has(c));
  };
  for (const fk of fks) {
    for (const v of views) {
      if (v.baseSchema === fk.schema && v.baseName === fk.table && exposes(v, fk.columns)) out.push({ ...fk, schema: v.schema, table: v.name });
      if (v.baseSchema === fk.refSchema && v.baseName === fk.refTable && exposes(v, fk.refColumns)) out.push({ ...fk, refSchema: v.schema, refTable: v.name });
    }
  }
  return out;
}

// Composite-ness and table of the parameter and return types of the functions, looked up once
// by oid (correlated per-parameter lookups made the function query seconds slower).
const typeInfoSql = `
select t.oid::text as oid, t.typtype = 'c' as composite,
  case when c.relkind in ('r', 'p', 'v', 'm', 'f') then n.nspname || '.' || c.relname end as "rowOf"
from pg_type t left join pg_class c on c.oid = t.typrelid left join pg_namespace n on n.oid = c.relnamespace
where t.oid = any($1::oid[])`;

const typesSql = `select distinct typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname = any($1) or n.nspname = 'pg_catalog'`;

// SQL spellings of built-in types that are not their typname.
const TYPE_ALIASES = ["integer", "int", "bigint", "smallint", "boolean", "real", "double precision", "decimal", "character varying", "character"];

const toColumn = (c: { name: string; type: string; typname: string; nullable: boolean; has_default: boolean }): Column => ({
  name: c.name,
  type: c.type,
  typname: c.typname,
  nullable: c.nullable,
  hasDefault: c.has_default,
});

export async function introspect(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const rels = await db.query<RelRow>(relationsSql, [schemas]);
  const tables = new Map<string, Table>();
  for (const r of rels.rows) {
    const t: Table = {
      schema: r.schema,
      name: r.name,
      kind: r.kind === "v" || r.kind === "m" ? "view" : "table",
      columns: new Map((r.columns ?? []).map((c) => [c.name, toColumn(c)])),
      primaryKey: r.pk ?? [],
      uniques: (r.uniques ?? []).filter((u): u is string[] => Array.isArray(u)),
    };
    tables.set(qualified(r.schema, r.name), t);
  }
  const baseFks = (await db.query<ForeignKey>(fkSql, [schemas])).rows;
  const views = (await db.query<ViewBase>(viewSql, [schemas])).rows;
  const fks = [...baseFks, ...viewForeignKeys(baseFks, views, tables)];
  type FnRow = Omit<DbFunction, "params" | "returnsColumns" | "returnTable" | "rows"> & {
    returnOid: number | string;
    rows: number | string | null;
    params: { name: string; type: string; hasDefault: boolean; oid: number | string }[] | null;
    returnsColumns: Parameters<typeof toColumn>[0][] | null;
    outColumns: Parameters<typeof toColumn>[0][] | null;
  };
  const fnRows = (await db.query<FnRow>(fnSql, [schemas])).rows;
  const oids = new Set<string>();
  for (const f of fnRows) {
    oids.add(String(f.returnOid));
    for (const x of f.params ?? []) oids.add(String(x.oid));
  }
  const typeInfo = new Map((await db.query<{ oid: string; composite: boolean; rowOf: string | null }>(typeInfoSql, [[...oids]])).rows.map((r) => [r.oid, r]));
  const functions = new Map<string, DbFunction[]>();
  for (const f of fnRows) {
    const cols = f.outColumns ?? f.returnsColumns;
    const fn: DbFunction = {
      schema: f.schema,
      name: f.name,
      params: (f.params ?? []).map((x) => {
        const t = typeInfo.get(String(x.oid));
        return { name: x.name, type: x.type, hasDefault: x.hasDefault, ...(t?.composite ? { composite: true } : {}), ...(t?.rowOf ? { rowOf: t.rowOf } : {}) };
      }),
      returnType: f.returnType,
      returnsSet: f.returnsSet,
      returnsColumns: cols ? cols.map(toColumn) : undefined,
      returnsVoid: f.returnsVoid,
      volatility: f.volatility,
      ...(typeInfo.get(String(f.returnOid))?.rowOf ? { returnTable: typeInfo.get(String(f.returnOid))!.rowOf! } : {}),
      ...(f.rows !== undefined && f.rows !== null ? { rows: Number(f.rows) } : {}),
    };
    const key = qualified(f.schema, f.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }
  const types = new Set((await db.query<{ typname: string }>(typesSql, [schemas])).rows.map((r) => r.typname));
  for (const a of TYPE_ALIASES) types.add(a);
  return { tables, foreignKeys: fks, functions, types };
}
