// Contract tests through supabase-js: aggregate functions in select= when DB_AGGREGATES_ENABLED
// is on (PostgREST's db-aggregates-enabled), and PGRST123 when it is off, the default
// (docs/wire-protocol.md §3.2).
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

describe.each(databases)("rest aggregates on %s", (kind) => {
  const server = useServer(kind, schemaSql, { DB_AGGREGATES_ENABLED: "true" });

  it("counts all rows with count()", async () => {
    const db = server().client();
    const all = await db.from("books").select("count()");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ count: 4 }]);
    const none = await db.from("books").select("n:count()").eq("id", 999);
    expect(none.data).toEqual([{ n: 0 }]);
  });

  it("groups by the other selected columns", async () => {
    const db = server().client();
    const r = await db.from("books").select("author_id, count(), pages.sum(), price.max(), pages.min(), with_pages:pages.count()").order("author_id");
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { author_id: 1, count: 2, sum: 570, max: 12.5, min: 183, with_pages: 2 },
      { author_id: 2, count: 1, sum: 416, max: null, min: 416, with_pages: 1 },
      { author_id: null, count: 1, sum: null, max: 1, min: null, with_pages: 0 },
    ]);
    const byKind = await db.from("books").select("data->>kind, n:count()");
    expect(byKind.error).toBeNull();
    expect([...(byKind.data ?? [])].sort((a, b) => b.n - a.n)).toEqual([
      { kind: "novel", n: 3 },
      { kind: null, n: 1 },
    ]);
  });

  it("aliases and casts the input and the result", async () => {
    const r = await server().client().from("books").select("total:pages.sum()::text, longest:pages::text.max(), mean:pages.avg()::int");
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ total: "986", longest: "416", mean: 329 }]);
  });

  it("aggregates inside embeds, and groups by to-one embeds", async () => {
    const db = server().client();
    const inner = await db.from("authors").select("name, books!author_id(pages.sum(), count())").order("id");
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([
      { name: "Ursula", books: [{ sum: 570, count: 2 }] },
      { name: "Terry", books: [{ sum: 416, count: 1 }] },
      { name: "Nobody", books: [{ sum: null, count: 0 }] },
    ]);
    const grouped = await db.from("books").select("count(), author_id(name)").order("author_id");
    expect(grouped.error).toBeNull();
    expect(grouped.data).toEqual([
      { count: 2, author_id: { name: "Ursula" } },
      { count: 1, author_id: { name: "Terry" } },
      { count: 1, author_id: null },
    ]);
  });

  it("counts groups for Prefer: count=exact, and refuses aggregates in a spread", async () => {
    const db = server().client();
    const r = await db.from("books").select("author_id, count()", { count: "exact" }).limit(1);
    expect(r.count).toBe(3);
    expect(r.status).toBe(206);
    const spread = await db.from("authors").select("name, ...books!author_id(pages.sum())");
    expect(spread.error?.code).toBe("PGRST100");
    const beside = await db.from("authors").select("count(), ...books!author_id(title)");
    expect(beside.error?.code).toBe("PGRST100");
  });
});

describe("rest aggregates when DB_AGGREGATES_ENABLED is off (the default)", () => {
  const server = useServer("pglite", schemaSql);

  it("refuses them with PGRST123", async () => {
    const db = server().client();
    for (const select of ["count()", "pages.sum()", "author_id, pages.avg()", "id, books:covers(color.max())"]) {
      const r = await db.from("books").select(select);
      expect(r.status, select).toBe(400);
      expect(r.error, select).toMatchObject({ code: "PGRST123", message: "Use of aggregate functions is not allowed" });
    }
  });
});
