// Contract tests through supabase-js: embedding by foreign-key column or constraint name,
// self-relationships, computed relationships, to-many spreads, and PostgREST's PGRST200/201
// bodies (docs/wire-protocol.md §3.2).
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

export const embedSql = `
create table public.people (id int primary key, name text not null, mentor_id int references public.people(id));
insert into public.people values (1, 'Ged', null), (2, 'Tenar', 1), (3, 'Arren', 1);
create function public.genre_list(public.books) returns setof public.genres language sql stable
  as $$ select g.* from public.genres g join public.book_genres bg on bg.genre_id = g.id where bg.book_id = $1.id order by g.id $$;
create function public.first_author(public.books) returns setof public.authors rows 1 language sql stable
  as $$ select * from public.authors where id = $1.author_id $$;
grant select on public.people to anon, authenticated;
grant execute on all functions in schema public to anon, authenticated;
`;

describe.each(databases)("rest embedding targets on %s", (kind) => {
  const server = useServer(kind, schemaSql + embedSql);

  it("embeds by foreign-key column and by constraint name", async () => {
    const db = server().client();
    const r = await db.from("books").select("title, author_id(name), books_editor_fk(name), writer:author_id(id)").eq("id", 1).single();
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ title: "A Wizard of Earthsea", author_id: { name: "Ursula" }, books_editor_fk: { name: "Terry" }, writer: { id: 1 } });
    // A hint may also be the referenced column or the child's fk column.
    const back = await db.from("authors").select("name, edited:books!editor_id(id)").eq("id", 1).single();
    expect(back.data).toEqual({ name: "Ursula", edited: [{ id: 3 }] });
    const inner = await db.from("books").select("id, author_id!inner(name)").eq("author_id.name", "Terry");
    expect(inner.data).toEqual([{ id: 3, author_id: { name: "Terry" } }]);
  });

  it("resolves a self-relationship: the table name is one-to-many, the fk column many-to-one", async () => {
    const r = await server().client().from("people").select("name, mentor_id(name), people(name)").order("id");
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { name: "Ged", mentor_id: null, people: [{ name: "Tenar" }, { name: "Arren" }] },
      { name: "Tenar", mentor_id: { name: "Ged" }, people: [] },
      { name: "Arren", mentor_id: { name: "Ged" }, people: [] },
    ]);
  });

  it("answers an ambiguous embed with PostgREST's PGRST201 details and hint", async () => {
    const r = await server().client().from("books").select("id, authors(name)");
    expect(r.status).toBe(300);
    expect(r.error).toMatchObject({
      code: "PGRST201",
      message: "Could not embed because more than one relationship was found for 'books' and 'authors'",
      hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_fk'. Find the desired relationship in the 'details' key.",
    });
    expect(r.error?.details).toEqual([
      { cardinality: "many-to-one", embedding: "books with authors", relationship: "books_author_id_fkey using books(author_id) and authors(id)" },
      { cardinality: "many-to-one", embedding: "books with authors", relationship: "books_editor_fk using books(editor_id) and authors(id)" },
    ]);
  });

  it("answers an unknown embed with PGRST200, the hint it searched with and a suggestion", async () => {
    const db = server().client();
    const typo = await db.from("books").select("id, authorz(name)");
    expect(typo.status).toBe(400);
    expect(typo.error).toMatchObject({
      code: "PGRST200",
      message: "Could not find a relationship between 'books' and 'authorz' in the schema cache",
      details: "Searched for a foreign key relationship between 'books' and 'authorz' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'authors' instead of 'authorz'.",
    });
    const badHint = await db.from("books").select("id, authors!nope(name)");
    expect(badHint.error?.details).toBe(
      "Searched for a foreign key relationship between 'books' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
    );
    const far = await db.from("books").select("id, zzzzzzzz(name)");
    expect(far.error?.code).toBe("PGRST200");
    expect(far.error?.hint).toBeNull();
  });

  it("embeds computed relationships: functions taking the parent row", async () => {
    const db = server().client();
    const r = await db.from("books").select("title, genre_list(name), first_author(name)").in("id", [3, 4]).order("id");
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { title: "Guards! Guards!", genre_list: [{ name: "fantasy" }, { name: "humour" }], first_author: { name: "Terry" } },
      { title: "Notes, (draft)", genre_list: [], first_author: null },
    ]);
    const filtered = await db.from("books").select("id, genre_list!inner(name)").eq("genre_list.name", "humour");
    expect(filtered.data).toEqual([{ id: 3, genre_list: [{ name: "humour" }] }]);
  });

  it("spreads a to-many embed into arrays of its columns", async () => {
    const db = server().client();
    const r = await db
      .from("authors")
      .select("name, ...books!author_id(titles:title, pages)")
      .order("id")
      .order("id", { referencedTable: "books", ascending: false });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { name: "Ursula", titles: ["The Dispossessed", "A Wizard of Earthsea"], pages: [387, 183] },
      { name: "Terry", titles: ["Guards! Guards!"], pages: [416] },
      { name: "Nobody", titles: [], pages: [] },
    ]);
    const toOne = await db.from("books").select("title, ...author_id(author:name)").eq("id", 2).single();
    expect(toOne.data).toEqual({ title: "The Dispossessed", author: "Ursula" });
  });
});
