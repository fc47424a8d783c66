// Unit tests of plan + sql against a hand-built schema cache: names are checked, identifiers
// quoted, and user values only ever travel as parameters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RestError } from "./errors.js";
import { parseRequest } from "./parse.js";
import { plan } from "./plan.js";
import { buildStatement } from "./sql.js";
import { booksAndAuthors } from "./test-schema.js";

const cache = booksAndAuthors(["id", "title", "author_id", "data"]);

const build = (method: string, path: string, query: string, body?: unknown) => {
  const req = parseRequest({ method, path, query, headers: { prefer: "return=representation" }, body }, ["public"]);
  const p = plan(req, cache, 1000);
  return buildStatement(p, { exactCount: true, returning: true });
};

describe("plan and sql", () => {
  it("builds one statement with quoted identifiers and parameters", () => {
    const s = build("GET", "/books", "select=id,author:authors(name)&title=eq.x&order=id.desc&limit=5");
    expect(s.sql).toContain(`from "public"."books" as "t0"`);
    expect(s.sql).toContain(`"t1"."id" = "t0"."author_id"`);
    expect(s.sql).toContain("json_agg");
    expect(s.params).toContain("x");
    expect(s.params).toContain(5);
  });

  it("rejects unknown tables, columns and relationships before any SQL", () => {
    expect(() => build("GET", "/nope", "")).toThrow(expect.objectContaining({ code: "PGRST205", status: 404 }));
    expect(() => build("GET", "/books", "select=nope")).toThrow(expect.objectContaining({ code: "42703" }));
    expect(() => build("GET", "/books", "select=id,genres(*)")).toThrow(expect.objectContaining({ code: "PGRST200" }));
    expect(() => build("POST", "/books", "", { nope: 1 })).toThrow(expect.objectContaining({ code: "PGRST204" }));
    expect(() => build("DELETE", "/books", "")).toThrow(expect.objectContaining({ code: "21000" }));
    expect(() => build("GET", "/books", "select=id::nosuchtype")).toThrow(RestError);
  });

  it("never puts user text into the SQL", () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => `x'); drop table books; --${s}`),
        (v) => {
          const q = new URLSearchParams({ title: `eq.${v}`, or: `(title.eq."${v.replace(/"/g, "")}",id.eq.1)`, "data->>k": `like.${v}` });
          let s;
          try {
            s = build("GET", "/books", q.toString());
          } catch (e) {
            expect(e).toBeInstanceOf(RestError);
            return;
          }
          expect(s.sql).not.toContain("drop table");
          expect(s.params.some((x) => typeof x === "string" && x.includes("drop table"))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
