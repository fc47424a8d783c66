// A small cache of parse → plan → SQL for reads: the same GET or HEAD (method, URL, the headers
// parse reads) against the same schema cache builds the same statement, so a repeated request
// skips that work (docs/decisions/0005-rest-speed.md). Nothing here is per caller: the role and
// claims travel separately, and RLS applies in the database on every execution.
import type { SchemaCache } from "../schema-cache/types.js";
import type { Plan } from "./plan.js";
import type { Statement } from "./sql.js";
import type { ApiRequest } from "./types.js";

export interface Built {
  api: ApiRequest;
  plan: Plan;
  statement: Statement;
  plannedSql: Statement | undefined;
}

/** The request headers parseRequest reads; any other header cannot change the statement. */
const PARSED_HEADERS = ["accept", "accept-profile", "content-profile", "prefer", "range", "content-type"] as const;
const MAX = 500;

// One LRU per schema cache object: a reload makes a new one, and the old entries go with it.
const caches = new WeakMap<SchemaCache, Map<string, Built>>();

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
  const m = caches.get(schema);
  const hit = m?.get(key);
  if (hit && m) {
    m.delete(key);
    m.set(key, hit);
  }
  return hit;
}

export function storeBuild(schema: SchemaCache, key: string, built: Built): void {
  let m = caches.get(schema);
  if (!m) caches.set(schema, (m = new Map()));
  if (m.size >= MAX) m.delete(m.keys().next().value!);
  m.set(key, built);
}
