// Contract tests for grammar corners the other files leave out: the `!left` embed hint, a
// top-level `and=(...)` (postgrest-js has no .and(), so it goes as a raw query string, the way
// PostgREST documents it), and `isdistinct` with and without `not.`.
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

describe.each(databases)("rest grammar corners on %s", (kind) => {
  const server = useServer(kind, schemaSql);
  const get = async (query: string) => {
    const res = await fetch(`${server().url}/rest/v1/${query}`, { headers: { apikey: server().anonKey } });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it("!left keeps parents without a match, and an embedded filter then narrows only the embed", async () => {
    const db = server().client();
    const all = await db.from("books").select("id, author:authors!author_id!left(name)").order("id");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      { id: 1, author: { name: "Ursula" } },
      { id: 2, author: { name: "Ursula" } },
      { id: 3, author: { name: "Terry" } },
      { id: 4, author: null },
    ]);
    const filtered = await db.from("books").select("id, author:authors!author_id!left(name)").eq("author.name", "Terry").order("id");
    expect(filtered.data).toEqual([
      { id: 1, author: null },
      { id: 2, author: null },
      { id: 3, author: { name: "Terry" } },
      { id: 4, author: null },
    ]);
    // The same with !inner drops the parents instead.
    const inner = await db.from("books").select("id, author:authors!author_id!inner(name)").eq("author.name", "Terry");
    expect(inner.data).toEqual([{ id: 3, author: { name: "Terry" } }]);
    // To-many with !left: every author, empty arrays kept.
    const authors = await db.from("authors").select("id, books!author_id!left(id)").order("id");
    expect(authors.data).toEqual([
      { id: 1, books: [{ id: 1 }, { id: 2 }] },
      { id: 2, books: [{ id: 3 }] },
      { id: 3, books: [] },
    ]);
  });

  it("a top-level and=(...) combines its conditions, nests or(), and takes not.", async () => {
    expect(await get("books?select=id&and=(pages.gt.200,pages.lt.400)&order=id")).toEqual({ status: 200, body: [{ id: 2 }] });
    expect(await get("books?select=id&and=(pages.gt.100,or(author_id.eq.2,price.lt.10))&order=id")).toEqual({ status: 200, body: [{ id: 1 }, { id: 3 }] });
    // SQL's three-valued logic: book 4 (no author, no pages) makes not(null and null) null, so it is out.
    expect(await get("books?select=id&not.and=(author_id.eq.1,pages.gt.200)&order=id")).toEqual({ status: 200, body: [{ id: 1 }, { id: 3 }] });
    // Together with ordinary filters (and-ed), and with or() from supabase-js.
    expect(await get("books?select=id&and=(pages.gt.100)&author_id=eq.1&order=id")).toEqual({ status: 200, body: [{ id: 1 }, { id: 2 }] });
    const viaOr = await server().client().from("books").select("id").or("and(pages.gt.200,pages.lt.400),id.eq.4").order("id");
    expect(viaOr.data).toEqual([{ id: 2 }, { id: 4 }]);
    const bad = await get("books?select=id&and=(pages.gt.100");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "PGRST100" });
  });

  it("isdistinct treats null as a value, and not.isdistinct is null-safe equality", async () => {
    const db = server().client();
    // editor_id: 1 → 2, 2 → null, 3 → 1, 4 → null
    const distinct = await db.from("books").select("id").filter("editor_id", "isdistinct", 2).order("id");
    expect(distinct.data).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
    const same = await db.from("books").select("id").not("editor_id", "isdistinct", 2).order("id");
    expect(same.data).toEqual([{ id: 1 }]);
    // Plain neq drops the null rows; isdistinct keeps them.
    const neq = await db.from("books").select("id").neq("editor_id", 2).order("id");
    expect(neq.data).toEqual([{ id: 3 }]);
    expect(await get("books?select=id&or=(editor_id.not.isdistinct.1,id.eq.4)&order=id")).toEqual({ status: 200, body: [{ id: 3 }, { id: 4 }] });
  });
});
