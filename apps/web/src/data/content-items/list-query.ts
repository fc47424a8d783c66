// Shared filter/sort/page stage for list queries: full-text search on `search` (websearch syntax),
// kind and tag filters, and keyset pagination: every sort is a tuple of columns ending in `id`,
// all in one direction, and a page starts strictly after (or before) the cursor row's tuple, so a
// deep page costs what the first does (each sort has an index, see 20261122008300_content_likes.sql).
// Totals are the planner's estimate (Prefer: count=planned), exact only when one page holds them all.
import type { ContentSummary, ListParams, Page, SortKey } from "./types";
import { PAGE_SIZE } from "./types";

type KeyValue = string | number;

/** The columns the sorts order by: every list row carries them, so its cursor can be read off it. */
export type SortRow = Pick<ContentSummary, "id" | "created_at" | "name" | "like_count">;

/** Sort key columns and direction; `id` last makes every tuple unique. */
export const SORT_KEYS: Readonly<Record<SortKey, { columns: readonly (keyof SortRow)[]; ascending: boolean }>> = {
  newest: { columns: ["created_at", "id"], ascending: false },
  oldest: { columns: ["created_at", "id"], ascending: true },
  name: { columns: ["name", "id"], ascending: true },
  liked: { columns: ["like_count", "created_at", "id"], ascending: false },
};

export interface Filterable<Q> {
  textSearch(column: string, query: string, opts: { type: "websearch"; config: string }): Q;
  eq(column: string, value: string): Q;
  is(column: string, value: null): Q;
  contains(column: string, value: string[]): Q;
  in(column: string, values: readonly string[]): Q;
  order(column: string, opts: { ascending: boolean }): Q;
  limit(count: number): Q;
  or(filters: string): Q;
  gte(column: string, value: KeyValue): Q;
  lte(column: string, value: KeyValue): Q;
}

/** What a list request answers: rows of type T (the select string's, inferred by supabase-js). */
interface ListResponse<T> {
  data: T[] | null;
  error: { message: string } | null;
  count: number | null;
}

/** A cursor is the base64url JSON of the row's sort tuple: opaque in the URL, safe for any name. */
export function encodeCursor(key: readonly KeyValue[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The tuple of a cursor for this sort, or null when it is malformed or made for another sort. */
export function decodeCursor(cursor: string, sort: SortKey): KeyValue[] | null {
  if (!cursor) return null;
  try {
    const bin = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const key: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    const n = SORT_KEYS[sort].columns.length;
    if (!Array.isArray(key) || key.length !== n || !key.every((v) => typeof v === "string" || typeof v === "number")) return null;
    return key as KeyValue[];
  } catch {
    return null;
  }
}

export const cursorOf = (row: SortRow, sort: SortKey): string => encodeCursor(SORT_KEYS[sort].columns.map((c) => row[c]));

/** A value inside or=(…): double-quoted so commas, dots and parentheses in names stay data. */
const quote = (v: KeyValue) => `"${String(v).replace(/(["\\])/g, "\\$1")}"`;

/** or=(…) for "tuple strictly beyond key in direction cmp": a<v0, or a=v0 and b<v1, or … */
export function keysetFilter(columns: readonly string[], key: readonly KeyValue[], cmp: "lt" | "gt"): string {
  return columns
    .map((col, i) => {
      const eqs = columns.slice(0, i).map((c, j) => `${c}.eq.${quote(key[j]!)}`);
      const last = `${col}.${cmp}.${quote(key[i]!)}`;
      return eqs.length ? `and(${[...eqs, last].join(",")})` : last;
    })
    .join(",");
}

/** Search, kind and tag filters (everything but the page). */
export function applyFilters<Q extends Filterable<Q>>(query: Q, p: ListParams): Q {
  let q = query;
  if (p.q.trim()) q = q.textSearch("search", p.q.trim(), { type: "websearch", config: "english" });
  if (p.kind) q = q.eq("kind", p.kind);
  if (p.tag) q = q.contains("tags", [p.tag]);
  return q;
}

/** My Content's filters on the owner's own items: visibility and universe ("none" = in no universe), then applyFilters. */
export function applyOwnFilters<Q extends Filterable<Q>>(query: Q, p: ListParams): Q {
  let q = query;
  if (p.visibility) q = q.eq("visibility", p.visibility);
  if (p.universe === "none") q = q.is("universe_id", null);
  else if (p.universe) q = q.eq("universe_id", p.universe);
  return applyFilters(q, p);
}

/** Order and one page (plus one row, to know whether another page follows) from the cursor. */
export function applyPage<Q extends Filterable<Q>>(query: Q, p: ListParams): Q {
  const { columns, ascending } = SORT_KEYS[p.sort];
  const backwards = !!decodeCursor(p.before, p.sort) && !decodeCursor(p.after, p.sort);
  const key = decodeCursor(backwards ? p.before : p.after, p.sort);
  // Walking backwards runs the same index the other way; the rows are turned round in toPage.
  const asc = backwards ? !ascending : ascending;
  let q = query;
  if (key) {
    // The leading bound is redundant with the or=(…) but lets the index start at the cursor.
    q = asc ? q.gte(columns[0]!, key[0]!) : q.lte(columns[0]!, key[0]!);
    q = q.or(keysetFilter(columns, key, asc ? "gt" : "lt"));
  }
  for (const c of columns) q = q.order(c, { ascending: asc });
  return q.limit(PAGE_SIZE + 1);
}

/** Trims the look-ahead row, restores display order, and works out the neighbouring cursors. */
export function toPage<T extends SortRow>(fetched: readonly T[], p: ListParams, estimate: number | null, counted: "exact" | "planned" = "planned"): Page<T> {
  const after = !!decodeCursor(p.after, p.sort);
  const backwards = !after && !!decodeCursor(p.before, p.sort);
  const more = fetched.length > PAGE_SIZE;
  const rows = fetched.slice(0, PAGE_SIZE);
  if (backwards) rows.reverse();
  const first = !after && !backwards;
  const hasNext = backwards || more;
  const hasPrev = after || (backwards && more);
  const cursor = (r: T | undefined) => (r ? cursorOf(r, p.sort) : null);
  const exact = (first && !more) || (counted === "exact" && estimate !== null);
  // The planner can guess low (a fresh table, a rare word); never say fewer rows than are known to
  // exist: this page, the look-ahead row, and a full page behind any ?after= cursor.
  const seen = rows.length + (more ? 1 : 0) + (after ? PAGE_SIZE : 0) + (backwards ? 1 : 0);
  return {
    rows,
    total: exact ? (counted === "exact" && estimate !== null ? estimate : rows.length) : Math.max(estimate ?? 0, seen),
    totalExact: exact,
    next: hasNext ? cursor(rows[rows.length - 1]) : null,
    prev: hasPrev ? cursor(rows[0]) : null,
  };
}

export type CountMode = "exact" | "planned";

/**
 * Runs a list: `rows` makes the scoped, filtered request for the rows and passes it through `page`
 * (order, cursor, limit) before any `.overrideTypes` (which ends a chain): its select string types
 * the rows. On later pages `total` makes the same request as a HEAD for the whole list's total. One user's own items are
 * counted exactly (an owner-prefixed index keeps that cheap, and a fresh import must not read as
 * "about 25"); the public lists use the planner's estimate.
 */
export async function fetchPage<T extends SortRow>(
  rows: (opts: { count?: CountMode }, page: <Q extends Filterable<Q>>(query: Q) => Q) => PromiseLike<ListResponse<T>>,
  total: (opts: { count: CountMode; head: true }) => PromiseLike<ListResponse<unknown>>,
  p: ListParams,
  count: CountMode = "planned",
): Promise<Page<T>> {
  const paged = !!(decodeCursor(p.after, p.sort) ?? decodeCursor(p.before, p.sort));
  const page = <Q extends Filterable<Q>>(query: Q) => applyPage(query, p);
  const [res, counted] = await Promise.all([rows(paged ? {} : { count }, page), paged ? total({ count, head: true }) : null]);
  if (res.error) throw new Error(res.error.message);
  return toPage(res.data ?? [], p, (counted ?? res).count, count);
}
