// Contract tests through supabase-js (and raw fetch where the client cannot send the request):
// overload resolution as PostgREST's findProc, single unnamed parameters chosen by Content-Type,
// row-typed arguments, filters and count=exact on functions (docs/wire-protocol.md §3.10).
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

const fnSql = `
create function public.pick(a int) returns text language sql immutable as $$ select 'one:' || a $$;
create function public.pick(a int, b int) returns text language sql immutable as $$ select 'two:' || (a + b) $$;
create function public.pick(a text, c text default 'z') returns text language sql immutable as $$ select 'text:' || a || c $$;
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.blob_len(bytea) returns int language sql immutable as $$ select length($1) $$;
create function public.either(jsonb) returns text language sql immutable as $$ select 'json:' || ($1->>'y') $$;
create function public.either(x int) returns text language sql immutable as $$ select 'named:' || x $$;
create function public.page_count(b public.books) returns int language sql immutable as $$ select b.pages $$;
create function public.title_of(b public.books, prefix text default '') returns text language sql immutable as $$ select prefix || b.title $$;
create function public.book_row(i bigint) returns public.books language sql stable as $$ select * from public.books where id = i $$;
grant execute on all functions in schema public to anon, authenticated;
`;

describe.each(databases)("rest functions on %s", (kind) => {
  const server = useServer(kind, schemaSql + fnSql);

  const post = (fn: string, body: string, contentType: string) =>
    fetch(`${server().url}/rest/v1/rpc/${fn}`, {
      method: "POST",
      headers: { apikey: server().anonKey, Authorization: `Bearer ${server().anonKey}`, "Content-Type": contentType },
      body,
    });

  it("chooses among overloads by the argument names, as PostgREST", async () => {
    const db = server().client();
    expect((await db.rpc("pick", { a: 1, b: 2 })).data).toBe("two:3");
    expect((await db.rpc("pick", { a: "x", c: "y" })).data).toBe("text:xy");
    expect((await db.rpc("pick", { a: 1, b: 2 }, { get: true })).data).toBe("two:3");
    const ambiguous = await db.rpc("pick", { a: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: "PGRST203",
      message: "Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text, c => text)",
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
    const none = await db.rpc("pick", { z: 1, a: 2 });
    expect(none.status).toBe(404);
    expect(none.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.pick(a, z) in the schema cache",
      details:
        "Searched for the function public.pick with parameters a, z or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
    });
    const bare = await db.rpc("pick");
    expect(bare.error?.message).toBe("Could not find the function public.pick without parameters in the schema cache");
  });

  it("falls back to a single unnamed json parameter only when no named overload fits", async () => {
    const db = server().client();
    expect((await db.rpc("either", { x: 4 })).data).toBe("named:4");
    expect((await db.rpc("either", { y: "raw" })).data).toBe("json:raw");
  });

  it("passes a text/plain or octet-stream body to a single unnamed text or bytea parameter", async () => {
    const text = await post("shout", "hello there", "text/plain");
    expect(text.status).toBe(200);
    expect(await text.json()).toBe("HELLO THERE");
    const bytes = await post("blob_len", "\u0001\u0002\u0003\u0004", "application/octet-stream");
    expect(await bytes.json()).toBe(4);
    const missing = await post("pick", "x", "text/plain");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.pick in the schema cache",
      details: "Searched for the function public.pick with a single unnamed text parameter, but no matches were found in the schema cache.",
      hint: null,
    });
  });

  it("takes row-typed arguments as JSON objects", async () => {
    const db = server().client();
    expect((await db.rpc("page_count", { b: { id: 9, title: "Loose", pages: 12 } })).data).toBe(12);
    expect((await db.rpc("title_of", { b: { title: "Tehanu" }, prefix: "The book " })).data).toBe("The book Tehanu");
    expect((await db.rpc("page_count", { b: null })).data).toBeNull();
  });

  it("filters, orders and counts rows returned by functions; a single composite is one object", async () => {
    const db = server().client();
    const rows = await db.rpc("books_by", { author: 1 }, { count: "exact" }).select("id, title").gte("pages", 100).order("id", { ascending: false }).limit(1);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([{ id: 2, title: "The Dispossessed" }]);
    expect(rows.count).toBe(2);
    expect(rows.status).toBe(206);
    const filtered = await db.rpc("books_by", { author: 1 }, { count: "exact" }).gt("pages", 200);
    expect(filtered.count).toBe(1);
    const embedded = await db.rpc("books_by", { author: 2 }, { get: true }).select("title, authors!author_id(name)");
    expect(embedded.data).toEqual([{ title: "Guards! Guards!", authors: { name: "Terry" } }]);
    const scalars = await db.rpc("numbers", { n: 5 }, { count: "exact" }).limit(2);
    expect(scalars.data).toEqual([1, 2]);
    expect(scalars.count).toBe(5);
    expect(scalars.status).toBe(206);
    const one = await db.rpc("book_row", { i: 3 }).select("title, authors!author_id(name)");
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ title: "Guards! Guards!", authors: { name: "Terry" } });
    const filteredOut = await db.rpc("book_row", { i: 3 }).select("title").lt("pages", 100);
    expect(filteredOut.data).toBeNull();
    const head = await db.rpc("books_by", { author: 1 }, { head: true, count: "exact" });
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });
});
