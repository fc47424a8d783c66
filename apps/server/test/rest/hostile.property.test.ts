// Property tests: random and hostile query strings, headers and bodies thrown at the running
// server. Every answer is a 2xx or a PostgREST-shaped 4xx — never a 5xx — and the data survive.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { databases, schemaSql, userToken, useServer } from "./fixture.js";

const pieces = [
  "id",
  "title",
  "pages",
  "data",
  "tags",
  "authors",
  "books",
  "genres",
  "select",
  "order",
  "limit",
  "offset",
  "or",
  "and",
  "not",
  "eq",
  "neq",
  "gt",
  "in",
  "is",
  "like",
  "cs",
  "fts",
  "fts(english)",
  "null",
  "->",
  "->>",
  "::",
  "::text",
  "!inner",
  "!",
  ".",
  ",",
  "(",
  ")",
  "{",
  "}",
  '"',
  "'",
  ";",
  "--",
  "drop table books",
  "' or 1=1 --",
  "\\",
  "%",
  "*",
  "=",
  "&",
  "+",
  "$1",
  "\u0000",
  "é",
  "🙂",
  "1",
  "-1",
  "99999999999999999999",
];
const token = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 4 })), { maxLength: 8 }).map((a) => a.join(""));
const queryArb = fc
  .array(fc.tuple(token, token), { maxLength: 5 })
  .map((kv) => kv.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));
const paths = fc.constantFrom("books", "authors", "rpc/add", "rpc/books_by", "rpc/numbers", "nope", "rpc/nope", "books/1", "", "long_books");
const methods = fc.constantFrom("GET", "HEAD", "POST", "PATCH", "DELETE", "PUT");
const bodyArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  token,
  fc.constant('[{"title":"x"},{"pages":1}]'),
  fc.constant('{"title":"t","pages":"nope"}'),
);
const headerArb = fc.record({
  prefer: fc.oneof(
    token,
    fc.constantFrom("return=representation", "count=exact", "resolution=merge-duplicates", "missing=default, return=headers-only", "tx=rollback"),
  ),
  accept: fc.oneof(token, fc.constantFrom("application/vnd.pgrst.object+json", "text/csv", "*/*", "application/json")),
  range: fc.oneof(token, fc.constantFrom("0-1", "5-2", "3-")),
  profile: fc.oneof(token, fc.constantFrom("public", "api_two")),
});

describe.each(databases)("hostile requests on %s", (kind) => {
  const server = useServer(kind, schemaSql);

  it("answers every request with 2xx or a PostgREST-shaped 4xx", async () => {
    const s = server();
    const bearer = await userToken(s, "00000000-0000-4000-8000-000000000001");
    await fc.assert(
      fc.asyncProperty(methods, paths, queryArb, headerArb, bodyArb, fc.boolean(), async (method, path, query, h, body, asUser) => {
        const headers: Record<string, string> = { apikey: s.anonKey, "content-type": "application/json" };
        if (asUser) headers.authorization = `Bearer ${bearer}`;
        for (const [k, v] of [
          ["prefer", h.prefer],
          ["accept", h.accept],
          ["range", h.range],
          ["accept-profile", h.profile],
          ["content-profile", h.profile],
        ] as const) {
          if (/^[\t\x20-\x7e]*$/.test(v)) headers[k] = v;
        }
        const res = await fetch(`${s.url}/rest/v1/${path}?${query}`, {
          method,
          headers,
          ...(method === "GET" || method === "HEAD" ? {} : { body }),
        });
        const text = await res.text();
        expect(res.status, `${method} /${path}?${query} → ${text}`).toBeLessThan(500);
        if (res.status >= 400 && method !== "HEAD") {
          const err = JSON.parse(text) as Record<string, unknown>;
          expect(Object.keys(err).sort()).toEqual(["code", "details", "hint", "message"]);
          expect(typeof err.code).toBe("string");
        }
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 300) },
    );
    const { rows } = await s.ctx.db.query<{ n: number }>("select count(*)::int as n from public.authors where id <= 3");
    expect(rows[0]!.n).toBe(3);
  });
});
