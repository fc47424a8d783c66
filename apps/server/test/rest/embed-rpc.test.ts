// Contract tests through supabase-js: embedding through foreign keys (to-one, to-many,
// one-to-one, many-to-many, hints, !inner, embedded filters/order/limit) and rpc.
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

describe.each(databases)("rest embedding and rpc on %s", (kind) => {
  const server = useServer(kind, schemaSql);

  it("embeds many-to-one, one-to-many, one-to-one and many-to-many", async () => {
    const db = server().client();
    const b = await db.from("books").select("title, author:authors!author_id(name), covers(color), genres(name)").eq("id", 1).single();
    expect(b.error).toBeNull();
    expect(b.data).toEqual({ title: "A Wizard of Earthsea", author: { name: "Ursula" }, covers: { color: "blue" }, genres: [{ name: "fantasy" }] });
    const a = await db.from("authors").select("name, books!author_id(id)").order("id");
    expect(a.data).toEqual([
      { name: "Ursula", books: [{ id: 1 }, { id: 2 }] },
      { name: "Terry", books: [{ id: 3 }] },
      { name: "Nobody", books: [] },
    ]);
    const g = await db.from("genres").select("name, books(title)").eq("id", 3).single();
    expect(g.data).toEqual({ name: "humour", books: [{ title: "Guards! Guards!" }] });
  });

  it("embeds through views via their base tables' foreign keys", async () => {
    const db = server().client();
    const v = await db.from("book_list").select("title, authors(name)").eq("id", 3).single();
    expect(v.data).toEqual({ title: "Guards! Guards!", authors: { name: "Terry" } });
    const back = await db.from("authors").select("name, book_list(id)").eq("id", 1).single();
    expect(back.data).toEqual({ name: "Ursula", book_list: [{ id: 1 }, { id: 2 }] });
  });

  it("counts related rows with rel(count)", async () => {
    const r = await server().client().from("authors").select("id, books!author_id(count)").order("id");
    expect(r.data).toEqual([
      { id: 1, books: [{ count: 2 }] },
      { id: 2, books: [{ count: 1 }] },
      { id: 3, books: [{ count: 0 }] },
    ]);
  });

  it("needs a hint when two foreign keys relate the same tables", async () => {
    const db = server().client();
    const r = await db.from("books").select("id, authors(name)");
    expect(r.status).toBe(300);
    expect(r.error?.code).toBe("PGRST201");
    const byName = await db.from("books").select("id, editor:authors!books_editor_fk(name)").eq("id", 3).single();
    expect(byName.data).toEqual({ id: 3, editor: { name: "Ursula" } });
    const none = await db.from("books").select("id, genres_x(name)");
    expect(none.error?.code).toBe("PGRST200");
  });

  it("filters, orders and limits embedded resources, and !inner filters parents", async () => {
    const db = server().client();
    const r = await db
      .from("authors")
      .select("id, books!author_id(id, pages)")
      .gt("books.pages", 200)
      .order("pages", { referencedTable: "books", ascending: false })
      .limit(1, { referencedTable: "books" })
      .order("id");
    expect(r.data).toEqual([
      { id: 1, books: [{ id: 2, pages: 387 }] },
      { id: 2, books: [{ id: 3, pages: 416 }] },
      { id: 3, books: [] },
    ]);
    const inner = await db.from("authors").select("id, books!author_id!inner(id)").eq("books.title", "Guards! Guards!");
    expect(inner.data).toEqual([{ id: 2, books: [{ id: 3 }] }]);
    const anti = await db.from("authors").select("id, books!author_id()").is("books", null);
    expect(anti.data).toEqual([{ id: 3 }]);
    const orTree = await db.from("authors").select("id, books!author_id(id)").or("id.eq.3,pages.gt.400", { referencedTable: "books" }).eq("id", 2);
    expect(orTree.data).toEqual([{ id: 2, books: [{ id: 3 }] }]);
    const byParent = await db.from("books").select("id, author:authors!author_id(name)").not("author_id", "is", null).order("author(name)").order("id");
    expect(byParent.data?.map((x) => x.id)).toEqual([3, 1, 2]);
    const notSelected = await db.from("authors").select("id").eq("books.id", 1);
    expect(notSelected.error?.code).toBe("PGRST108");
  });

  it("calls scalar, set-returning and void functions by POST and GET", async () => {
    const db = server().client();
    expect((await db.rpc("add", { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc("add", { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const set = await db.rpc("books_by", { author: 1 }).select("title").gt("pages", 200);
    expect(set.data).toEqual([{ title: "The Dispossessed" }]);
    const getSet = await db.rpc("books_by", { author: 1 }, { get: true }).select("id").order("id", { ascending: false }).limit(1);
    expect(getSet.data).toEqual([{ id: 2 }]);
    expect((await db.rpc("numbers", { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await db.rpc("echo", { any: ["thing"] })).data).toEqual({ any: ["thing"] });
    expect((await db.rpc("sum_arr", { xs: [1, 2, 3] })).data).toBe(6);
    expect((await db.rpc("whoami")).data).toBe("anon");
    const single = await db.rpc("books_by", { author: 2 }).select("id").single();
    expect(single.data).toEqual({ id: 3 });
    const missing = await db.rpc("nope", { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("PGRST202");
    const readOnly = await db.rpc("touch", {}, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe("25006");
    const voidCall = await server().admin().rpc("touch", { note: "hi" });
    expect(voidCall.status).toBe(204);
    expect(voidCall.error).toBeNull();
  });
});
