// A small cache of parse → plan → SQL for reads: the same GET or HEAD (method, URL, the headers
// parse reads) against the same schema cache builds the same statement, so a repeated request
// skips that work (docs/decisions/0005-rest-speed.md). Nothing here is per caller: the role and
// claims travel separately, and RLS applies in the database on every execution.
import type { SchemaCache } from "../schema-cache/types.js";
import type { Plan } from "./plan.js";
import type { Statement } from "./sql.js";
import type { ApiRequest } from "./types.js";
import { Lru } from "./lru.js";

export interface Built {
  api: ApiRequest;
  plan: Plan;
  statement: Statement;
  plannedSql: Statement | undefined;
}

/** The request headers parseRequest reads; any other header cannot change the statement. */
const PARSED_HEADERS = ["accept", "accept-profile", "content-profile", "prefer", "range", "content-type"] as const;
const MAX = 500;

// One LRU per schema cache object (rest/lru.ts): a reload makes a new one, and the old entries go with it.
const caches = new WeakMap<SchemaCache, Lru<string, Built>>();

/** The cache key of a body-less read, or undefined when the request is not cached. */
export function readKey(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  settings: string,
): string | undefined {
  if ((method !== "GET" && method !== "HEAD") || body !== undefined || url.length > 2048) return undefined;
  let key = `${method} ${url}\n${settings}`;
  for (const h of PARSED_HEADERS) {
    const v = headers[h];
    key += `\n${Array.isArray(v) ? v.join(", ") : (v ?? "\u0000")}`;
  }
  return key;
}

export function cachedBuild(schema: SchemaCache, key: string): Built | undefined {
  return caches.get(schema)?.get(key);
}

export function storeBuild(schema: SchemaCache, key: string, built: Built): void {
  let m = caches.get(schema);
  if (!m) caches.set(schema, (m = new Lru(MAX)));
  m.set(key, built);
}

// Templates: reads that differ only in a simple filter value (`?id=eq.5`, `?id=eq.6`) share one
// built statement, with those values as its parameters. A shape becomes a template only after
// it was built twice with two sets of marker values and the SQL and every other parameter came
// out the same, each marker being exactly one parameter; otherwise it is never templated.

/** Query keys that are not filters on a column: their values are never taken out. */
const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "and", "or", "not", "apikey"]);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SIMPLE_VALUE = /^(eq|neq|gt|gte|lt|lte)\.([A-Za-z0-9_.-]{1,100})$/;
const HOLE = "\u0001";

/** A read's URL with its simple filter values taken out (each replaced by a hole), and those values in order. */
export interface Shape {
  url: string;
  values: string[];
}

export interface Template {
  built: Built;
  /** For each value of the shape, the index of its parameter in built.statement.params. */
  slots: number[];
  /** An insert's template: the index of the parameter that carries the rows' JSON. */
  bodySlot?: number;
}

/** The shape of a read URL, or undefined when it has no simple filter value (or is a function call). */
export function shapeOf(url: string): Shape | undefined {
  const q = url.indexOf("?");
  if (q === -1 || url.includes(HOLE) || url.lastIndexOf("/rpc/", q) !== -1) return undefined;
  const values: string[] = [];
  const parts = url.slice(q + 1).split("&");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const eq = part.indexOf("=");
    const key = eq === -1 ? part : part.slice(0, eq);
    if (eq === -1 || RESERVED.has(key) || !COLUMN.test(key)) continue;
    const m = SIMPLE_VALUE.exec(part.slice(eq + 1));
    if (!m) continue;
    values.push(m[2]!);
    parts[i] = `${key}=${m[1]}.${HOLE}`;
  }
  return values.length === 0 ? undefined : { url: `${url.slice(0, q)}?${parts.join("&")}`, values };
}

const marker = (tag: string, i: number) => `wlmark${tag}${i}z`;

/** Builds a shape's template with build(query string), or undefined when it cannot be one. */
export function makeTemplate(shape: Shape, build: (query: string) => Built): Template | undefined {
  const query = shape.url.slice(shape.url.indexOf("?") + 1);
  const fill = (tag: string) => {
    let i = 0;
    return query.split(HOLE).reduce((out, part, j) => (j === 0 ? part : `${out}${marker(tag, i++)}${part}`), "");
  };
  let a: Built;
  let b: Built;
  try {
    a = build(fill("a"));
    b = build(fill("b"));
  } catch {
    return undefined; // the request itself will fail the same way, and say why
  }
  const pa = a.statement.params;
  const pb = b.statement.params;
  if (a.plannedSql || b.plannedSql || a.api.explain || a.statement.sql !== b.statement.sql || pa.length !== pb.length) return undefined;
  const slots: number[] = [];
  for (let i = 0; i < shape.values.length; i++) {
    const idx = pa.indexOf(marker("a", i));
    if (idx === -1 || pb[idx] !== marker("b", i) || pa.indexOf(marker("a", i), idx + 1) !== -1 || a.statement.sql.includes(marker("a", i))) return undefined;
    slots.push(idx);
  }
  for (let j = 0; j < pa.length; j++) if (!slots.includes(j) && pa[j] !== pb[j]) return undefined;
  return { built: a, slots };
}

/** The template's statement with this request's values in its slots (and, for an insert, its body). */
export function fromTemplate(t: Template, values: readonly string[], body?: unknown): Built {
  const params = t.built.statement.params.slice();
  for (let i = 0; i < t.slots.length; i++) params[t.slots[i]!] = values[i];
  if (t.bodySlot !== undefined) params[t.bodySlot] = JSON.stringify([body]);
  return { ...t.built, statement: { sql: t.built.statement.sql, params } };
}

// Inserts of one object: the statement depends on the URL, the headers and the object's keys,
// not on its values, which travel as one JSON parameter. The same check as for reads: built
// twice with two marker objects, the SQL and every other parameter must come out the same.

const MAX_KEYS = 64;
const isPrimitive = (v: unknown) => v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** The cache key of a POST of one flat JSON object (not to a function), or undefined. */
export function insertKey(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  settings: string,
): string | undefined {
  if (method !== "POST" || typeof body !== "object" || body === null || Array.isArray(body) || url.length > 2048) return undefined;
  const q = url.indexOf("?");
  if (url.lastIndexOf("/rpc/", q === -1 ? url.length : q) !== -1) return undefined;
  const keys = Object.keys(body);
  if (keys.length > MAX_KEYS || !keys.every((k) => isPrimitive((body as Record<string, unknown>)[k]))) return undefined;
  return `INSERT ${readKey("GET", url, headers, undefined, settings)!}\n${JSON.stringify(keys)}`;
}

/** The insert template for objects with these keys, from build(body), or undefined. */
export function makeInsertTemplate(keys: readonly string[], build: (body: Record<string, unknown>) => Built): Template | undefined {
  const object = (tag: string) => Object.fromEntries(keys.map((k, i) => [k, marker(tag, i)]));
  const oa = object("a");
  const ob = object("b");
  let a: Built;
  let b: Built;
  try {
    a = build(oa);
    b = build(ob);
  } catch {
    return undefined;
  }
  const pa = a.statement.params;
  const pb = b.statement.params;
  if (a.plan.kind !== "insert" || a.plannedSql || a.api.explain || a.statement.sql !== b.statement.sql || pa.length !== pb.length) return undefined;
  const ja = JSON.stringify([oa]);
  const bodySlot = pa.indexOf(ja);
  if (bodySlot === -1 || pb[bodySlot] !== JSON.stringify([ob]) || pa.indexOf(ja, bodySlot + 1) !== -1 || a.statement.sql.includes(marker("a", 0)))
    return undefined;
  for (let j = 0; j < pa.length; j++) if (j !== bodySlot && pa[j] !== pb[j]) return undefined;
  return { built: a, slots: [], bodySlot };
}

// Per schema cache, like the builds; null marks a shape that cannot be a template.
const templates = new WeakMap<SchemaCache, Lru<string, Template | null>>();

export function cachedTemplate(schema: SchemaCache, key: string): Template | null | undefined {
  return templates.get(schema)?.get(key);
}

export function storeTemplate(schema: SchemaCache, key: string, t: Template | null): void {
  let m = templates.get(schema);
  if (!m) templates.set(schema, (m = new Lru(MAX)));
  m.set(key, t);
}
