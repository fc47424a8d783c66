// Shared filter/sort/range stage for list queries: full-text search on `search`, kind filter,
// sort, and range-based (offset) pagination of PAGE_SIZE rows.
import type { ListParams } from "./types";
import { PAGE_SIZE } from "./types";

interface Filterable<Q> {
  textSearch(column: string, query: string, opts: { type: "websearch"; config: string }): Q;
  eq(column: string, value: string): Q;
  contains(column: string, value: string[]): Q;
  in(column: string, values: readonly string[]): Q;
  order(column: string, opts: { ascending: boolean }): Q;
  range(from: number, to: number): Q;
}

export function applyList<Q extends Filterable<Q>>(query: Q, p: ListParams): Q {
  let q = query;
  if (p.q.trim()) q = q.textSearch("search", p.q.trim(), { type: "websearch", config: "english" });
  if (p.kind) q = q.eq("kind", p.kind);
  if (p.tag) q = q.contains("tags", [p.tag]);
  if (p.sort === "name") q = q.order("name", { ascending: true });
  else q = q.order("created_at", { ascending: p.sort === "oldest" });
  q = q.order("id", { ascending: true });
  const from = p.page * PAGE_SIZE;
  return q.range(from, from + PAGE_SIZE - 1);
}
