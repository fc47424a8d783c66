// GET /rest/v1/ — an OpenAPI 2.0 (Swagger) description of what the caller's role may use, in the
// shape PostgREST serves (its default "follow-privileges" mode): a path per table or view with the
// methods the role holds privileges for, /rpc/<fn> per function it may execute, a definition per
// relation (types, formats, required columns, primary and foreign keys, comments) and the shared
// parameters (select, order, range, limit, offset, Prefer, one rowFilter per column).
import type { Queryable } from "../db/db.js";
import type { Column, DbFunction, SchemaCache, Table } from "../schema-cache/types.js";

interface Privileges {
  tables: Map<string, { select: boolean; insert: boolean; update: boolean; delete: boolean; comment: string | null; columns: Map<string, string | null> }>;
  functions: Map<string, { execute: boolean; comment: string | null }>;
}

const key = (schema: string, name: string) => `${schema}.${name}`;

/** What `role` may do in the exposed `schemas`, with the catalog's comments. */
export async function readPrivileges(db: Queryable, role: string, schemas: string[]): Promise<Privileges> {
  const rels = await db.query<{
    schema: string;
    name: string;
    s: boolean;
    i: boolean;
    u: boolean;
    d: boolean;
    comment: string | null;
    cols: Record<string, string | null> | null;
  }>(
    `select n.nspname as schema, c.relname as name,
       has_table_privilege($1, c.oid, 'SELECT') or has_any_column_privilege($1, c.oid, 'SELECT') as s,
       has_table_privilege($1, c.oid, 'INSERT') or has_any_column_privilege($1, c.oid, 'INSERT') as i,
       has_table_privilege($1, c.oid, 'UPDATE') or has_any_column_privilege($1, c.oid, 'UPDATE') as u,
       has_table_privilege($1, c.oid, 'DELETE') as d,
       obj_description(c.oid, 'pg_class') as comment,
       (select json_object_agg(a.attname, col_description(c.oid, a.attnum)) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and col_description(c.oid, a.attnum) is not null) as cols
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($2) and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [role, schemas],
  );
  const fns = await db.query<{ schema: string; name: string; x: boolean; comment: string | null }>(
    `select n.nspname as schema, p.proname as name, bool_or(has_function_privilege($1, p.oid, 'EXECUTE')) as x,
       max(obj_description(p.oid, 'pg_proc')) as comment
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($2) and p.prokind = 'f'
     group by 1, 2`,
    [role, schemas],
  );
  return {
    tables: new Map(
      rels.rows.map((r) => [
        key(r.schema, r.name),
        { select: r.s, insert: r.i, update: r.u, delete: r.d, comment: r.comment, columns: new Map(Object.entries(r.cols ?? {})) },
      ]),
    ),
    functions: new Map(fns.rows.map((r) => [key(r.schema, r.name), { execute: r.x, comment: r.comment }])),
  };
}

type Schema = Record<string, unknown>;

/** PostgREST's mapping of a Postgres type to a Swagger type and format. */
export function swaggerType(pgType: string): Schema {
  const array = pgType.endsWith("[]");
  const base = array ? pgType.slice(0, -2) : pgType;
  let t: Schema;
  if (/^(integer|smallint|bigint)$/.test(base)) t = { type: "integer", format: base };
  else if (/^(numeric|real|double precision)/.test(base)) t = { type: "number", format: base };
  else if (base === "boolean") t = { type: "boolean", format: "boolean" };
  else if (base === "json" || base === "jsonb") t = { format: base };
  else t = { type: "string", format: base };
  return array ? { type: "array", format: pgType, items: { type: (t.type as string | undefined) ?? "string" } } : t;
}

function definition(t: Table, cache: SchemaCache, comments: Map<string, string | null>, tableComment: string | null): Schema {
  const fks = cache.foreignKeys.filter((f) => f.schema === t.schema && f.table === t.name && f.columns.length === 1);
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const c of t.columns.values()) {
    const notes: string[] = [];
    if (t.primaryKey.includes(c.name)) notes.push("This is a Primary Key.<pk/>");
    const fk = fks.find((f) => f.columns[0] === c.name);
    if (fk) notes.push(`This is a Foreign Key to \`${fk.refTable}.${fk.refColumns[0]}\`.<fk table='${fk.refTable}' column='${fk.refColumns[0]}'/>`);
    const comment = comments.get(c.name);
    const description = [comment, notes.length ? `Note:\n${notes.join("\n")}` : null].filter(Boolean).join("\n\n");
    properties[c.name] = { ...swaggerType(c.type), ...(description ? { description } : {}) };
    if (!c.nullable && !c.hasDefault) required.push(c.name);
  }
  return { ...(tableComment ? { description: tableComment } : {}), ...(required.length ? { required } : {}), properties, type: "object" };
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function tablePaths(t: Table, p: { select: boolean; insert: boolean; update: boolean; delete: boolean }, summary: string | null): Schema {
  const filters = [...t.columns.keys()].map((c) => ref(`rowFilter.${t.name}.${c}`));
  const tags = [t.name];
  const ops: Schema = {};
  const summaryOf = summary ? { summary: summary.split("\n")[0], description: summary } : {};
  if (p.select) {
    ops.get = {
      ...summaryOf,
      tags,
      parameters: [...filters, ref("select"), ref("order"), ref("range"), ref("rangeUnit"), ref("offset"), ref("limit"), ref("preferCount")],
      responses: {
        "200": { description: "OK", schema: { items: { $ref: `#/definitions/${t.name}` }, type: "array" } },
        "206": { description: "Partial Content" },
      },
    };
  }
  if (p.insert && t.kind === "table") {
    ops.post = { ...summaryOf, tags, parameters: [ref(`body.${t.name}`), ref("select"), ref("preferPost")], responses: { "201": { description: "Created" } } };
  }
  if (p.delete && t.kind === "table") {
    ops.delete = { ...summaryOf, tags, parameters: [...filters, ref("preferReturn")], responses: { "204": { description: "No Content" } } };
  }
  if (p.update && t.kind === "table") {
    ops.patch = {
      ...summaryOf,
      tags,
      parameters: [...filters, ref(`body.${t.name}`), ref("preferReturn")],
      responses: { "204": { description: "No Content" } },
    };
  }
  return ops;
}

function rpcPath(fns: DbFunction[], comment: string | null): Schema {
  // Overloads share a path: the body lists every named argument, required where no overload lacks it.
  const params = new Map<string, { type: string; required: boolean }>();
  for (const fn of fns) {
    for (const a of fn.params) {
      if (!a.name) continue;
      const seen = params.get(a.name);
      params.set(a.name, { type: a.type, required: (seen?.required ?? true) && !a.hasDefault });
    }
  }
  for (const [name, v] of params) if (fns.some((f) => !f.params.some((a) => a.name === name))) params.set(name, { ...v, required: false });
  const properties = Object.fromEntries([...params].map(([n, v]) => [n, swaggerType(v.type)]));
  const required = [...params].filter(([, v]) => v.required).map(([n]) => n);
  const tags = ["(rpc) " + fns[0]!.name];
  const summaryOf = comment ? { summary: comment.split("\n")[0], description: comment } : {};
  const ops: Schema = {
    post: {
      ...summaryOf,
      tags,
      produces: ["application/json", "application/vnd.pgrst.object+json;nulls=stripped", "application/vnd.pgrst.object+json"],
      parameters: [
        { in: "body", name: "args", required: true, schema: { ...(required.length ? { required } : {}), properties, type: "object" } },
        ref("preferParams"),
      ],
      responses: { "200": { description: "OK" } },
    },
  };
  if (fns.every((f) => f.volatility !== "v")) {
    ops.get = {
      ...summaryOf,
      tags,
      parameters: [...params].map(([n, v]) => ({ in: "query", name: n, required: v.required, ...swaggerTypeForQuery(v.type) })),
      responses: { "200": { description: "OK" } },
    };
  }
  return ops;
}

function swaggerTypeForQuery(pgType: string): Schema {
  const t = swaggerType(pgType);
  return { type: (t.type as string | undefined) ?? "string", format: t.format };
}

const sharedParameters: Record<string, Schema> = {
  preferParams: { name: "Prefer", description: "Preference", required: false, enum: ["params=single-object"], in: "header", type: "string" },
  preferReturn: {
    name: "Prefer",
    description: "Preference",
    required: false,
    enum: ["return=representation", "return=minimal", "return=none"],
    in: "header",
    type: "string",
  },
  preferCount: { name: "Prefer", description: "Preference", required: false, enum: ["count=none"], in: "header", type: "string" },
  preferPost: {
    name: "Prefer",
    description: "Preference",
    required: false,
    enum: ["return=representation", "return=minimal", "return=none", "resolution=ignore-duplicates", "resolution=merge-duplicates"],
    in: "header",
    type: "string",
  },
  select: { name: "select", description: "Filtering Columns", required: false, in: "query", type: "string" },
  on_conflict: { name: "on_conflict", description: "On Conflict", required: false, in: "query", type: "string" },
  order: { name: "order", description: "Ordering", required: false, in: "query", type: "string" },
  range: { name: "Range", description: "Limiting and Pagination", required: false, in: "header", type: "string" },
  rangeUnit: { name: "Range-Unit", description: "Limiting and Pagination", required: false, default: "items", in: "header", type: "string" },
  offset: { name: "offset", description: "Limiting and Pagination", required: false, in: "query", type: "string" },
  limit: { name: "limit", description: "Limiting and Pagination", required: false, in: "query", type: "string" },
};

export interface OpenApiOptions {
  /** The public URL of this server (API_EXTERNAL_URL). */
  externalUrl: string;
  /** The schema the request's Accept-Profile chose (the first exposed one by default). */
  schema: string;
}

export function openApiDocument(cache: SchemaCache, privileges: Privileges, opts: OpenApiOptions): Schema {
  const url = new URL(opts.externalUrl);
  const paths: Record<string, Schema> = {
    "/": {
      get: {
        tags: ["Introspection"],
        summary: "OpenAPI description (this document)",
        produces: ["application/openapi+json", "application/json"],
        responses: { "200": { description: "OK" } },
      },
    },
  };
  const definitions: Record<string, Schema> = {};
  const parameters: Record<string, Schema> = { ...sharedParameters };
  const tables = [...cache.tables.values()].filter((t) => t.schema === opts.schema).sort((a, b) => a.name.localeCompare(b.name));
  for (const t of tables) {
    const p = privileges.tables.get(key(t.schema, t.name));
    if (!p || !(p.select || p.insert || p.update || p.delete)) continue;
    paths[`/${t.name}`] = tablePaths(t, p, p.comment);
    definitions[t.name] = definition(t, cache, p.columns, p.comment);
    parameters[`body.${t.name}`] = { name: t.name, description: t.name, required: false, in: "body", schema: { $ref: `#/definitions/${t.name}` } };
    for (const c of t.columns.values() as Iterable<Column>) {
      parameters[`rowFilter.${t.name}.${c.name}`] = { name: c.name, required: false, format: c.type, in: "query", type: "string" };
    }
  }
  const fnNames = [...cache.functions.keys()].filter((k) => k.startsWith(`${opts.schema}.`)).sort();
  for (const k of fnNames) {
    const p = privileges.functions.get(k);
    const fns = cache.functions.get(k) ?? [];
    if (!p?.execute || fns.length === 0) continue;
    // Trigger functions and the like are not callable through /rpc.
    if (fns.every((f) => f.returnType === "trigger")) continue;
    paths[`/rpc/${fns[0]!.name}`] = rpcPath(fns, p.comment);
  }
  return {
    swagger: "2.0",
    info: { description: "Worldloom's data API: PostgREST-compatible, for supabase-js and your own scripts.", title: "Worldloom data API", version: "1.0" },
    host: url.host,
    basePath: "/rest/v1/",
    schemes: [url.protocol.replace(":", "")],
    consumes: ["application/json", "application/vnd.pgrst.object+json;nulls=stripped", "application/vnd.pgrst.object+json", "text/csv"],
    produces: ["application/json", "application/vnd.pgrst.object+json;nulls=stripped", "application/vnd.pgrst.object+json", "text/csv"],
    paths,
    definitions,
    parameters,
    externalDocs: { description: "PostgREST Documentation", url: "https://postgrest.org/en/stable/references/api.html" },
  };
}
