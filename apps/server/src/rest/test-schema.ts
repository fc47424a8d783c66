// A hand-built schema cache for the pure REST stages' unit tests (parse → plan → sql, the plan
// cache): two tables, books → authors, no database. Used by tests only.
import type { Column, SchemaCache, Table } from "../schema-cache/types.js";

const col = (name: string, typname = "text"): [string, Column] => [name, { name, type: typname, typname, nullable: true, hasDefault: false }];

export const table = (name: string, cols: string[]): Table => ({
  schema: "public",
  name,
  kind: "table",
  columns: new Map(cols.map((c) => col(c))),
  primaryKey: ["id"],
  uniques: [["id"]],
});

/** `books` (with `bookColumns`, id and author_id among them) and `authors` (id, name), joined by books_author_id_fkey. */
export const booksAndAuthors = (bookColumns: string[]): SchemaCache => ({
  tables: new Map([
    ["public.books", table("books", bookColumns)],
    ["public.authors", table("authors", ["id", "name"])],
  ]),
  foreignKeys: [
    { name: "books_author_id_fkey", schema: "public", table: "books", columns: ["author_id"], refSchema: "public", refTable: "authors", refColumns: ["id"] },
  ],
  functions: new Map(),
  types: new Set(["text", "int4"]),
});
