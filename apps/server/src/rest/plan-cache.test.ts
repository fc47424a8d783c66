// Templates of the plan cache: a read that differs from an earlier one only in simple filter
// values must get exactly the statement a fresh parse → plan → SQL would build.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRequest } from "./parse.js";
import { plan } from "./plan.js";
import { fromTemplate, insertKey, makeInsertTemplate, makeTemplate, makeUpdateTemplate, shapeOf, updateKey, type Built } from "./plan-cache.js";
import { buildStatement } from "./sql.js";
import { booksAndAuthors } from "./test-schema.js";

const cache = booksAndAuthors(["id", "title", "author_id", "n"]);

const build =
  (path: string) =>
  (query: string): Built => {
    const api = parseRequest({ method: "GET", path, query, headers: {}, body: undefined }, ["public"]);
    const p = plan(api, cache, 1000);
    return { api, plan: p, statement: buildStatement(p, { exactCount: false, returning: false }), plannedSql: undefined };
  };

describe("shapeOf", () => {
  it("takes out the values of simple column filters and keeps everything else", () => {
    expect(shapeOf("/rest/v1/books?select=id,title&id=eq.42&n=gte.3&order=id&limit=20")).toEqual({
      url: "/rest/v1/books?select=id,title&id=eq.\u0001&n=gte.\u0001&order=id&limit=20",
      values: ["42", "3"],
    });
  });

  it("leaves alone what is not a plain value of a plain column", () => {
    expect(shapeOf("/rest/v1/books?select=id")).toBeUndefined();
    expect(shapeOf("/rest/v1/books")).toBeUndefined();
    expect(shapeOf("/rest/v1/rpc/f?id=eq.1")).toBeUndefined(); // function arguments are values, not filters
    for (const q of [
      "title=like.a*",
      "id=not.eq.1",
      "id=not.in.(1,2)",
      'id=in.("a b")',
      "id=in.()",
      "id=in.(1,,2)",
      "id=is.null",
      "title=eq.a%20b",
      "author.id=eq.1",
      "data->>k=eq.1",
      "limit=eq.1",
    ])
      expect(shapeOf(`/rest/v1/books?${q}`), q).toBeUndefined();
  });

  it("takes out an in.(…) list of plain values whole", () => {
    expect(shapeOf("/rest/v1/books?id=in.(1,2,3)&n=eq.4")).toEqual({
      url: "/rest/v1/books?id=in.(\u0001)&n=eq.\u0001",
      values: ["1,2,3", "4"],
      lists: [true, false],
    });
  });
});

describe("templates", () => {
  it("give the same statement as a fresh build, whatever the values", () => {
    const queries = [
      "select=*&id=eq.$",
      "select=id,title&n=eq.$&order=id&limit=20",
      "select=id,author:authors(name)&id=gt.$&n=lte.$&title=neq.$",
      "title=eq.$&offset=5",
      "select=id&id=in.($)&n=eq.$",
      "author_id=in.($,$,$)&order=id",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...queries), fc.array(fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/), { minLength: 3, maxLength: 3 }), (q, vals) => {
        let i = 0;
        const query = q.replace(/\$/g, () => vals[i++]!);
        const shape = shapeOf(`/rest/v1/books?${query}`)!;
        const t = makeTemplate(shape, build("/books"));
        expect(t).toBeDefined();
        const direct = build("/books")(query).statement;
        expect(fromTemplate(t!, shape.values).statement).toEqual(direct);
      }),
      { numRuns: 300 },
    );
  });

  it("are refused when a value reaches the SQL text or changes it", () => {
    const shape = shapeOf("/rest/v1/books?id=eq.1")!;
    const real = build("/books");
    const inText = (q: string): Built => ({ ...real(q), statement: { sql: `select '${q}'`, params: [q.slice(6)] } });
    expect(makeTemplate(shape, inText)).toBeUndefined();
    let n = 0;
    const changing = (q: string): Built => {
      const b = real(q);
      return { ...b, statement: { ...b.statement, sql: `${b.statement.sql} -- ${n++}` } };
    };
    expect(makeTemplate(shape, changing)).toBeUndefined();
    expect(makeTemplate(shapeOf("/rest/v1/nope?id=eq.1")!, build("/nope"))).toBeUndefined();
  });
});

const buildInsert =
  (prefer: string) =>
  (body: Record<string, unknown>): Built => {
    const api = parseRequest({ method: "POST", path: "/books", query: "", headers: { prefer }, body }, ["public"]);
    const p = plan(api, cache, 1000);
    const returning = api.prefs.return === "representation";
    return { api, plan: p, statement: buildStatement(p, { exactCount: false, returning }), plannedSql: undefined };
  };

describe("insert templates", () => {
  it("give the same statement as a fresh build, whatever the values", () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.subarray(["id", "title", "author_id", "n"], { minLength: 1 }),
        fc.array(value, { minLength: 4, maxLength: 4 }),
        fc.constantFrom("", "return=representation", "return=minimal"),
        (keys, vals, prefer) => {
          const body = Object.fromEntries(keys.map((k, i) => [k, vals[i]]));
          const t = makeInsertTemplate(keys, buildInsert(prefer));
          expect(t).toBeDefined();
          expect(fromTemplate(t!, [], body).statement).toEqual(buildInsert(prefer)(body).statement);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("are only keyed for one flat object posted to a table, by its keys", () => {
    const k = (url: string, body: unknown) => insertKey("POST", url, {}, body, "s");
    expect(k("/rest/v1/books", { title: "a", n: 1 })).toBe(k("/rest/v1/books", { title: "b", n: 2 }));
    expect(k("/rest/v1/books", { title: "a", n: 1 })).not.toBe(k("/rest/v1/books", { n: 1, title: "a" }));
    expect(k("/rest/v1/books", [{ title: "a" }])).toBeUndefined();
    expect(k("/rest/v1/books", { title: { nested: true } })).toBeUndefined();
    expect(k("/rest/v1/rpc/f", { a: 1 })).toBeUndefined();
    expect(insertKey("PATCH", "/rest/v1/books", {}, { title: "a" }, "s")).toBeUndefined();
    expect(makeInsertTemplate(["nope"], buildInsert(""))).toBeUndefined();
  });
});

const buildUpdate =
  (prefer: string) =>
  (query: string, body: Record<string, unknown>): Built => {
    const api = parseRequest({ method: "PATCH", path: "/books", query, headers: { prefer }, body }, ["public"]);
    const p = plan(api, cache, 1000);
    const returning = api.prefs.return === "representation";
    return { api, plan: p, statement: buildStatement(p, { exactCount: false, returning }), plannedSql: undefined };
  };

describe("update templates", () => {
  it("give the same statement as a fresh build, whatever the filter values and the object's values", () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
    const queries = ["id=eq.$", "id=in.($,$)&select=id,title", "n=gte.$&author_id=lt.$"];
    fc.assert(
      fc.property(
        fc.constantFrom(...queries),
        fc.array(fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/), { minLength: 3, maxLength: 3 }),
        fc.subarray(["id", "title", "author_id", "n"], { minLength: 1 }),
        fc.array(value, { minLength: 4, maxLength: 4 }),
        fc.constantFrom("", "return=representation", "return=minimal"),
        (q, filterValues, keys, vals, prefer) => {
          let i = 0;
          const query = q.replace(/\$/g, () => filterValues[i++]!);
          const shape = shapeOf(`/rest/v1/books?${query}`)!;
          const body = Object.fromEntries(keys.map((k, j) => [k, vals[j]]));
          const t = makeUpdateTemplate(shape, keys, buildUpdate(prefer));
          expect(t).toBeDefined();
          expect(fromTemplate(t!, shape.values, body).statement).toEqual(buildUpdate(prefer)(query, body).statement);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("are only keyed for a PATCH of one flat object with simple filter values", () => {
    const shape = shapeOf("/rest/v1/books?id=eq.1")!;
    const k = (method: string, body: unknown, s = shape) => updateKey(method, s, {}, body, "s");
    expect(k("PATCH", { title: "a" })).toBe(k("PATCH", { title: "b" }));
    expect(k("PATCH", { title: "a" })).toBe(updateKey("PATCH", shapeOf("/rest/v1/books?id=eq.2"), {}, { title: "c" }, "s"));
    expect(k("PATCH", { title: "a" })).not.toBe(k("PATCH", { n: 1 }));
    expect(k("PATCH", {})).toBeUndefined();
    expect(k("PATCH", [{ title: "a" }])).toBeUndefined();
    expect(k("PATCH", { title: ["x"] })).toBeUndefined();
    expect(k("POST", { title: "a" })).toBeUndefined();
    expect(updateKey("PATCH", undefined, {}, { title: "a" }, "s")).toBeUndefined();
    expect(makeUpdateTemplate(shape, ["nope"], buildUpdate(""))).toBeUndefined();
  });
});
