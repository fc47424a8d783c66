// Contract tests through supabase-js: reads — select grammar, filters, order, paging, counts,
// media types and profiles — on PGlite and PostgreSQL.
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

describe.each(databases)("rest reads on %s", (kind) => {
  const server = useServer(kind, schemaSql);

  it("selects columns, aliases, casts and JSON paths", async () => {
    const db = server().client();
    const { data, error } = await db.from("books").select("id,name:title,pages::text,kind:data->>kind,rank:data->rank").eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: "A Wizard of Earthsea", pages: "183", kind: "novel", rank: 1 }]);
    const nested = await db.from("authors").select("id,meta->awards->>hugo").eq("id", 1).single();
    expect(nested.data).toEqual({ id: 1, hugo: "5" });
  });

  it("applies comparison and pattern filters", async () => {
    const db = server().client();
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.map((x) => x.id).sort();
    };
    expect(await ids(db.from("books").select("id").gt("pages", 200).lte("pages", 400))).toEqual([2]);
    expect(await ids(db.from("books").select("id").neq("author_id", 1))).toEqual([3]);
    expect(await ids(db.from("books").select("id").gte("pages", 387).lt("pages", 417))).toEqual([2, 3]);
    expect(await ids(db.from("books").select("id").like("title", "*Earth*"))).toEqual([1]);
    expect(await ids(db.from("books").select("id").ilike("title", "%guards%"))).toEqual([3]);
    expect(await ids(db.from("books").select("id").likeAnyOf("title", ["A *", "The *"]))).toEqual([1, 2]);
    expect(await ids(db.from("books").select("id").ilikeAllOf("title", ["%the%", "%dis%"]))).toEqual([2]);
    expect(await ids(db.from("books").select("id").match({ author_id: 1, pages: 183 }))).toEqual([1]);
    expect(await ids(db.from("books").select("id").regexMatch("title", "^G"))).toEqual([3]);
    expect(await ids(db.from("books").select("id").regexIMatch("title", "^g"))).toEqual([3]);
    expect(await ids(db.from("books").select("id").is("author_id", null))).toEqual([4]);
    expect(await ids(db.from("books").select("id").not("price", "is", null))).toEqual([1, 2, 4]);
    expect(await ids(db.from("books").select("id").isDistinct("editor_id", 1))).toEqual([1, 2, 4]);
    expect(await ids(db.from("books").select("id").in("title", ["Notes, (draft)", "Guards! Guards!"]))).toEqual([3, 4]);
    expect(await ids(db.from("books").select("id").not("id", "in", "(1,2)"))).toEqual([3, 4]);
    expect(await ids(db.from("books").select("id").eq("data->>kind", "novel").eq("data->rank", 2))).toEqual([2]);
  });

  it("applies array, range, JSON containment and full-text filters", async () => {
    const db = server().client();
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.map((x) => x.id).sort();
    };
    expect(await ids(db.from("books").select("id").contains("tags", ["fantasy"]))).toEqual([1, 3]);
    expect(await ids(db.from("books").select("id").containedBy("tags", ["fantasy", "classic", "x"]))).toEqual([1, 4]);
    expect(await ids(db.from("books").select("id").overlaps("tags", ["scifi", "comic"]))).toEqual([2, 3]);
    expect(await ids(db.from("books").select("id").contains("data", { kind: "novel", rank: 1 }))).toEqual([1]);
    expect(await ids(db.from("books").select("id").rangeLt("during", "[10,11)"))).toEqual([1, 2]);
    expect(await ids(db.from("books").select("id").rangeGt("during", "[1,5)"))).toEqual([2, 3]);
    expect(await ids(db.from("books").select("id").rangeGte("during", "[5,6)"))).toEqual([2, 3]);
    expect(await ids(db.from("books").select("id").rangeLte("during", "[1,9)"))).toEqual([1]);
    expect(await ids(db.from("books").select("id").rangeAdjacent("during", "[20,30)"))).toEqual([3]);
    expect(await ids(db.from("books").select("id").overlaps("during", "[4,6)"))).toEqual([1, 2]);
    expect(await ids(db.from("books").select("id").textSearch("body", "wizard & island"))).toEqual([1]);
    expect(await ids(db.from("books").select("id").textSearch("summary", "anarchist physicist", { type: "plain", config: "english" }))).toEqual([2]);
    expect(await ids(db.from("books").select("id").textSearch("summary", "dragon in the city", { type: "phrase", config: "english" }))).toEqual([3]);
    expect(await ids(db.from("books").select("id").textSearch("summary", "wizard or dragon", { type: "websearch", config: "english" }))).toEqual([1, 3]);
    expect(await ids(db.from("books").select("id").not("body", "fts", "wizard"))).toEqual([2, 3]);
  });

  it("combines or/and trees, nested and negated", async () => {
    const db = server().client();
    const r = await db.from("books").select("id").or("pages.gt.400,and(author_id.eq.1,price.lt.10)").order("id");
    expect(r.data).toEqual([{ id: 1 }, { id: 3 }]);
    const r2 = await db.from("books").select("id").filter("not.or", "", "").order("id");
    expect(r2.error?.code).toBe("PGRST100");
    const r3 = await db.from("books").select("id").or('title.eq."Notes, (draft)",id.eq.2').order("id");
    expect(r3.data).toEqual([{ id: 2 }, { id: 4 }]);
    const r4 = await db.from("books").select("id").or("id.in.(1,2),not.and(pages.gt.1,pages.lt.400)").order("id");
    expect(r4.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]); // pages null: not(null) is null
  });

  it("orders, pages and counts", async () => {
    const db = server().client();
    const r = await db.from("books").select("id", { count: "exact" }).order("price", { ascending: false, nullsFirst: true }).range(0, 1);
    expect(r.data).toEqual([{ id: 3 }, { id: 2 }]);
    expect(r.count).toBe(4);
    expect(r.status).toBe(206);
    const r2 = await db.from("books").select("id").order("data->>rank", { ascending: true, nullsFirst: false }).order("id").limit(2).range(1, 2);
    expect(r2.data).toEqual([{ id: 2 }, { id: 3 }]);
    const head = await db.from("books").select("*", { count: "exact", head: true }).eq("author_id", 1);
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
    const planned = await db.from("books").select("id", { count: "planned" }).gt("id", 0);
    expect(planned.error).toBeNull();
    expect(Number.isInteger(planned.count)).toBe(true);
    const estimated = await db.from("books").select("id", { count: "estimated" });
    expect(estimated.count).toBe(4); // exact while under max rows
    const far = await db.from("books").select("id", { count: "exact" }).range(10, 12);
    expect(far.status).toBe(416);
    expect(far.error?.code).toBe("PGRST103");
  });

  it("answers single, maybeSingle, csv and profiles", async () => {
    const db = server().client();
    const one = await db.from("authors").select("name").eq("id", 2).single();
    expect(one.data).toEqual({ name: "Terry" });
    const many = await db.from("authors").select("name").single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe("PGRST116");
    const none = await db.from("authors").select("name").eq("id", 99).maybeSingle();
    expect(none.data).toBeNull();
    const csv = await db.from("authors").select("id,name").order("id").limit(2).csv();
    expect(csv.data).toBe("id,name\n1,Ursula\n2,Terry");
    const other = await server().client().schema("api_two").from("things").select("*");
    expect(other.data).toEqual([{ id: 1, label: "one" }]);
    const bad = await server().client().schema("nope").from("things").select("*");
    expect(bad.status).toBe(406);
    expect(bad.error?.code).toBe("PGRST106");
  });

  it("reads views and maps unknown names to PostgREST errors", async () => {
    const db = server().client();
    const v = await db.from("long_books").select("title").order("id");
    expect(v.data).toEqual([{ title: "The Dispossessed" }, { title: "Guards! Guards!" }]);
    const t = await db.from("nope").select("*");
    expect(t.status).toBe(404);
    expect(t.error?.code).toBe("PGRST205");
    const c = await db.from("books").select("nope");
    expect(c.status).toBe(400);
    expect(c.error?.code).toBe("42703");
    const f = await db.from("books").select("id").eq("nope", 1);
    expect(f.error?.code).toBe("42703");
  });
});
