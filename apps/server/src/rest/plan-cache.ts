// A small cache of parse → plan → SQL for reads: the same GET or HEAD (method, URL, the headers
// parse reads) against the same schema cache builds the same statement, so a repeated request
// skips that work (docs/decisions/0005-rest-speed.md). Nothing here is per caller: the role and
// claims travel separately, and RLS applies in the database on every execution.
import type { SchemaCache } from "../schema-cache/types.js";
import type { Plan } from "./plan.js";
import type { Statement } from "./sql.js";
import type { ApiRequest } from "./types.js";
import { Lru } from "../lru.js";
import { arrayLiteral } from "./sql.js";

export interface Built {
  api: ApiRequest;
  plan: Plan;
  statement: Statement;
  plannedSql: Statement | undefined;
}

/** The request headers parseRequest reads; any other header cannot change the statement. */
const PARSED_HEADERS = ["accept", "accept-profile", "content-profile", "prefer", "range", "content-type"] as const;
const MAX = 500;

// One LRU per schema cache object (src/lru.ts): a reload makes a new one, and the old entries go with it.
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
/** `in.(a,b,c)` of plain values (no quotes, no spaces, none empty): the list travels as one array parameter. */
const SIMPLE_LIST = /^in\.\(([A-Za-z0-9_.-]{1,100}(?:,[A-Za-z0-9_.-]{1,100}){0,999})\)$/;
const HOLE = "\u0001";

/** A read's URL with its simple filter values taken out (each replaced by a hole), and those values in order. */
export interface Shape {
  url: string;
  values: string[];
  /** Present when some values are `in.(…)` lists: true for those (their text between the parentheses). */
  lists?: boolean[];
}

export interface Template {
  built: Built;
  /** For each value of the shape, the index of its parameter in built.statement.params. */
  slots: number[];
  /** An insert's template: the index of the parameter that carries the rows' JSON; an update's: the object's JSON. */
  bodySlot?: number;
  /** An update's template carries the object itself, not an array of rows. */
  bodyIsObject?: boolean;
  /** Which slots take an `in.(…)` list (an array literal), as in Shape. */
  lists?: boolean[];
}

/** The shape of a read URL, or undefined when it has no simple filter value (or is a function call). */
export function shapeOf(url: string): Shape | undefined {
  const q = url.indexOf("?");
  if (q === -1 || url.includes(HOLE) || url.lastIndexOf("/rpc/", q) !== -1) return undefined;
  const values: string[] = [];
  const lists: boolean[] = [];
  const parts = url.slice(q + 1).split("&");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const eq = part.indexOf("=");
    const key = eq === -1 ? part : part.slice(0, eq);
    if (eq === -1 || RESERVED.has(key) || !COLUMN.test(key)) continue;
    const v = part.slice(eq + 1);
    const m = SIMPLE_VALUE.exec(v);
    if (m) {
      values.push(m[2]!);
      lists.push(false);
      parts[i] = `${key}=${m[1]}.${HOLE}`;
      continue;
    }
    const l = v.startsWith("in.") ? SIMPLE_LIST.exec(v) : null;
    if (!l) continue;
    values.push(l[1]!);
    lists.push(true);
    parts[i] = `${key}=in.(${HOLE})`;
  }
  if (values.length === 0) return undefined;
  return { url: `${url.slice(0, q)}?${parts.join("&")}`, values, ...(lists.includes(true) ? { lists } : {}) };
}

const marker = (tag: string, i: number) => `wlmark${tag}${i}z`;

/** Builds a shape's template with build(query string), or undefined when it cannot be one. */
export function makeTemplate(shape: Shape, build: (query: string) => Built): Template | undefined {
  let a: Built;
  let b: Built;
  try {
    a = build(fillShape(shape, "a"));
    b = build(fillShape(shape, "b"));
  } catch {
    return undefined; // the request itself will fail the same way, and say why
  }
  const pa = a.statement.params;
  const pb = b.statement.params;
  if (a.plannedSql || b.plannedSql || a.api.explain || a.statement.sql !== b.statement.sql || pa.length !== pb.length) return undefined;
  const slots = findSlots(shape, a, b);
  if (!slots) return undefined;
  for (let j = 0; j < pa.length; j++) if (!slots.includes(j) && pa[j] !== pb[j]) return undefined;
  return { built: a, slots, ...(shape.lists ? { lists: shape.lists } : {}) };
}

/** The parameter that carries each of the shape's markers in a (built with tag "a") and b (tag "b"), each exactly once; undefined if not so. */
function findSlots(shape: Shape, a: Built, b: Built): number[] | undefined {
  const pa = a.statement.params;
  const pb = b.statement.params;
  const slots: number[] = [];
  for (let i = 0; i < shape.values.length; i++) {
    // A list of one marker travels as an array literal of it.
    const wrap = shape.lists?.[i] ? (m: string) => arrayLiteral([m]) : (m: string) => m;
    const idx = pa.indexOf(wrap(marker("a", i)));
    if (idx === -1 || pb[idx] !== wrap(marker("b", i)) || pa.indexOf(wrap(marker("a", i)), idx + 1) !== -1 || a.statement.sql.includes(marker("a", i)))
      return undefined;
    slots.push(idx);
  }
  return slots;
}

/** A shape's query string with each hole filled by its marker. */
function fillShape(shape: Shape, tag: string): string {
  const query = shape.url.slice(shape.url.indexOf("?") + 1);
  let i = 0;
  return query.split(HOLE).reduce((out, part, j) => (j === 0 ? part : `${out}${marker(tag, i++)}${part}`), "");
}

/** The template's statement with this request's values in its slots (and, for an insert, its body). */
export function fromTemplate(t: Template, values: readonly string[], body?: unknown): Built {
  const params = t.built.statement.params.slice();
  for (let i = 0; i < t.slots.length; i++) params[t.slots[i]!] = t.lists?.[i] ? arrayLiteral(values[i]!.split(",")) : values[i];
  if (t.bodySlot !== undefined) params[t.bodySlot] = JSON.stringify(t.bodyIsObject ? body : [body]);
  return { ...t.built, statement: { sql: t.built.statement.sql, params } };
}

// Inserts of one object: the statement depends on the URL, the headers and the object's keys,
// not on its values, which travel as one JSON parameter. The same check as for reads: built
// twice with two marker objects, the SQL and every other parameter must come out the same.

const MAX_KEYS = 64;
const isPrimitive = (v: unknown) => v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** The keys of one flat JSON object, or undefined. */
function flatKeys(body: unknown): string[] | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  return keys.length > MAX_KEYS || !keys.every((k) => isPrimitive((body as Record<string, unknown>)[k])) ? undefined : keys;
}

/** The cache key of a POST of one flat JSON object (not to a function), or undefined. */
export function insertKey(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  settings: string,
): string | undefined {
  if (method !== "POST" || url.length > 2048) return undefined;
  const keys = flatKeys(body);
  const q = url.indexOf("?");
  if (!keys || url.lastIndexOf("/rpc/", q === -1 ? url.length : q) !== -1) return undefined;
  return `INSERT ${readKey("GET", url, headers, undefined, settings)!}\n${JSON.stringify(keys)}`;
}

// Updates of one object filtered by simple values (PATCH ?id=eq.5): a read's shape and an
// insert's keys together. The object travels as one JSON parameter, the filter values as theirs.

/** The cache key of a PATCH of one flat JSON object whose URL has a shape (shapeOf), or undefined. */
export function updateKey(
  method: string,
  shape: Shape | undefined,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  settings: string,
): string | undefined {
  if (method !== "PATCH" || !shape || shape.url.length > 2048) return undefined;
  const keys = flatKeys(body);
  if (!keys || keys.length === 0) return undefined;
  return `UPDATE ${readKey("GET", shape.url, headers, undefined, settings)!}\n${JSON.stringify(keys)}`;
}

/** The update template for a shape and objects with these keys, from build(query, body), or undefined. */
export function makeUpdateTemplate(
  shape: Shape,
  keys: readonly string[],
  build: (query: string, body: Record<string, unknown>) => Built,
): Template | undefined {
  // Body markers are told apart from the URL's by their tag.
  const object = (tag: string) => Object.fromEntries(keys.map((k, i) => [k, marker(`${tag}o`, i)]));
  const oa = object("a");
  const ob = object("b");
  let a: Built;
  let b: Built;
  try {
    a = build(fillShape(shape, "a"), oa);
    b = build(fillShape(shape, "b"), ob);
  } catch {
    return undefined;
  }
  const pa = a.statement.params;
  const pb = b.statement.params;
  if (a.plan.kind !== "update" || a.plannedSql || a.api.explain || a.statement.sql !== b.statement.sql || pa.length !== pb.length) return undefined;
  const slots = findSlots(shape, a, b);
  const ja = JSON.stringify(oa);
  const bodySlot = pa.indexOf(ja);
  if (!slots || bodySlot === -1 || slots.includes(bodySlot) || pb[bodySlot] !== JSON.stringify(ob) || pa.indexOf(ja, bodySlot + 1) !== -1) return undefined;
  if (keys.some((_, i) => a.statement.sql.includes(marker("ao", i)))) return undefined;
  for (let j = 0; j < pa.length; j++) if (j !== bodySlot && !slots.includes(j) && pa[j] !== pb[j]) return undefined;
  return { built: a, slots, bodySlot, bodyIsObject: true, ...(shape.lists ? { lists: shape.lists } : {}) };
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
