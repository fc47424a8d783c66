// Unit tests of the pure parse stage: select, filters, logic trees, order, headers.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RestError } from "./errors.js";
import { parseRequest, parsePrefer } from "./parse.js";
import { parseSelect } from "./parse-select.js";
import { parseLogic, parseOrder, parseFilter } from "./parse-filter.js";

const req = (method: string, path: string, query: string, headers: Record<string, string> = {}, body?: unknown) =>
  parseRequest({ method, path, query, headers, body }, ["public", "other"]);

describe("parseSelect", () => {
  it("reads columns, aliases, casts, JSON paths and embeds", () => {
    expect(parseSelect("id,name:title,pages::text,data->a->>b,x:data->0")).toEqual([
      { kind: "field", field: { name: "id", path: [] } },
      { kind: "field", field: { name: "title", path: [] }, alias: "name" },
      { kind: "field", field: { name: "pages", path: [] }, cast: "text" },
      {
        kind: "field",
        field: {
          name: "data",
          path: [
            { arrow: "->", key: "a" },
            { arrow: "->>", key: "b" },
          ],
        },
      },
      { kind: "field", field: { name: "data", path: [{ arrow: "->", key: "0" }] }, alias: "x" },
    ]);
    expect(parseSelect("*,author:authors!books_author_fk!inner(name,books(*)),...covers(color),empty()")).toEqual([
      { kind: "star" },
      {
        kind: "embed",
        name: "authors",
        alias: "author",
        hint: "books_author_fk",
        join: "inner",
        spread: false,
        select: [
          { kind: "field", field: { name: "name", path: [] } },
          { kind: "embed", name: "books", join: "left", spread: false, select: [{ kind: "star" }] },
        ],
      },
      { kind: "embed", name: "covers", join: "left", spread: true, select: [{ kind: "field", field: { name: "color", path: [] } }] },
      { kind: "embed", name: "empty", join: "left", spread: false, select: [] },
    ]);
    expect(parseSelect('"my col"')).toEqual([{ kind: "field", field: { name: "my col", path: [] } }]);
  });

  it("rejects broken grammar with PGRST100", () => {
    for (const bad of ["a(", "a)", "a,,b", "x::bad;drop", "a->", "a->>b->c", 'a"b', "a.sum()::bad;drop", "x:y:a.sum()", "...a.sum()"]) {
      expect(() => parseSelect(bad), bad).toThrow(RestError);
    }
  });

  it("reads aggregates with aliases and casts of the input and the result (plan decides whether they are allowed)", () => {
    expect(parseSelect("count(),n:count()")).toEqual([
      { kind: "field", field: { name: "*", path: [] }, agg: "count" },
      { kind: "field", field: { name: "*", path: [] }, agg: "count", alias: "n" },
    ]);
    expect(parseSelect("total:price::numeric.sum()::text,data->>k.max()")).toEqual([
      { kind: "field", field: { name: "price", path: [] }, cast: "numeric", alias: "total", agg: "sum", aggCast: "text" },
      { kind: "field", field: { name: "data", path: [{ arrow: "->>", key: "k" }] }, agg: "max" },
    ]);
    expect(parseSelect("books(pages.avg())")).toEqual([
      { kind: "embed", name: "books", join: "left", spread: false, select: [{ kind: "field", field: { name: "pages", path: [] }, agg: "avg" }] },
    ]);
  });
});

describe("filters", () => {
  it("reads every operator form", () => {
    expect(parseFilter("a", "eq.1")).toMatchObject({ negate: false, operation: { op: "eq", value: "1" } });
    expect(parseFilter("a", "not.like(any).{x*,y*}")).toMatchObject({ negate: true, operation: { op: "like", quant: "any", value: "{x*,y*}" } });
    expect(parseFilter("a", 'in.(1,"b,c",3)')).toMatchObject({ operation: { op: "in", values: ["1", "b,c", "3"] } });
    expect(parseFilter("a", "is.NULL")).toMatchObject({ operation: { op: "is", value: "null" } });
    expect(parseFilter("a", "fts(english).cat & dog")).toMatchObject({ operation: { op: "fts", config: "english", value: "cat & dog" } });
    expect(parseFilter("data->>k", "eq.a.b.c")).toMatchObject({ field: { name: "data" }, operation: { value: "a.b.c" } });
    expect(() => parseFilter("a", "nope.1")).toThrow(expect.objectContaining({ code: "PGRST100" }));
    expect(() => parseFilter("a", "is.maybe")).toThrow(RestError);
  });

  it("reads nested and negated logic trees with quoted values", () => {
    const t = parseLogic("or", false, '(a.eq.1,not.and(b.gt.2,c.eq."x,(y)"),or(d.is.null))');
    expect(t.children).toHaveLength(3);
    expect(t.children[1]).toMatchObject({ kind: "logic", op: "and", negate: true });
    expect(t.children[1]).toMatchObject({ children: [{}, { operation: { value: "x,(y)" } }] });
    expect(() => parseLogic("or", false, "a.eq.1")).toThrow(RestError);
  });

  it("reads order terms", () => {
    expect(parseOrder("a.desc.nullslast,b,author(name).asc,data->>x.nullsfirst")).toEqual([
      { field: { name: "a", path: [] }, direction: "desc", nulls: "last" },
      { field: { name: "b", path: [] } },
      { relation: "author", field: { name: "name", path: [] }, direction: "asc" },
      { field: { name: "data", path: [{ arrow: "->>", key: "x" }] }, nulls: "first" },
    ]);
    expect(() => parseOrder("a.sideways")).toThrow(RestError);
  });
});

describe("parseRequest", () => {
  it("decodes the query string as a form and assigns embed modifiers", () => {
    const r = req("GET", "/books", "select=id,authors(name)&title=eq.a+b&authors.order=name.desc&authors.limit=2&not.or=(id.eq.1,id.eq.2)&limit=5&offset=10");
    expect(r.action).toEqual({ kind: "read", head: false });
    expect(r.nodes.find((n) => n.path.length === 0)).toMatchObject({
      limit: 5,
      offset: 10,
      filters: [{ operation: { value: "a b" } }, { kind: "logic", negate: true }],
    });
    expect(r.nodes.find((n) => n.path[0] === "authors")).toMatchObject({ limit: 2, order: [{ direction: "desc" }] });
  });

  it("reads headers: profiles, Prefer, Accept, Range", () => {
    expect(req("GET", "/t", "", { "accept-profile": "other" }).schema).toBe("other");
    expect(() => req("POST", "/t", "", { "content-profile": "secret" }, {})).toThrow(expect.objectContaining({ status: 406, code: "PGRST106" }));
    expect(parsePrefer("return=representation,count=exact, resolution=merge-duplicates,bogus=1")).toMatchObject({
      return: "representation",
      count: "exact",
      resolution: "merge-duplicates",
    });
    expect(req("GET", "/t", "", { accept: "application/vnd.pgrst.object+json" }).media).toBe("object");
    expect(req("GET", "/t", "", { accept: "text/csv" }).media).toBe("csv");
    expect(req("GET", "/t", "", { accept: "*/*" }).media).toBe("json");
    expect(() => req("GET", "/t", "", { accept: "image/png" })).toThrow(expect.objectContaining({ code: "PGRST107" }));
    expect(req("GET", "/t", "", { range: "5-9" }).range).toEqual({ offset: 5, limit: 5 });
  });

  it("reads writes and calls", () => {
    expect(req("POST", "/t", 'columns="a","b"&on_conflict=a', { prefer: "resolution=ignore-duplicates" }, []).action).toEqual({
      kind: "insert",
      upsert: true,
      columns: ["a", "b"],
      onConflict: ["a"],
    });
    expect(req("GET", "/rpc/fn", "a=1&b=eq.2").queryArgs).toEqual({ a: "1", b: "eq.2" });
    expect(() => req("PATCH", "/rpc/fn", "")).toThrow(expect.objectContaining({ code: "PGRST101" }));
    expect(() => req("GET", "/a/b/c", "")).toThrow(expect.objectContaining({ code: "PGRST125" }));
  });

  it("never throws anything but a RestError on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.constantFrom("GET", "POST", "PATCH", "DELETE", "HEAD", "PUT"), (path, query, prefer, method) => {
        try {
          req(method, `/${path}`, query, { prefer, accept: prefer, range: prefer, "accept-profile": "public" }, {});
        } catch (e) {
          expect(e).toBeInstanceOf(RestError);
          expect((e as RestError).status).toBeLessThan(500);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
