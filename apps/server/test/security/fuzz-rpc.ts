// Generated calls of the database functions anon and signed-in users may call: arguments from
// small to huge (thousands of words), deeply nested or of the wrong type (docs/security.md,
// "Bounded requests and statement timeouts"). Sent by fuzz.ts's runner; used by fuzz.test.ts.
import fc from "fast-check";
import { authKinds, mostly, nasty, type FuzzRequest } from "./fuzz.js";

/** A function the API exposes: its name and its parameters' names and types (from pg_proc). */
export interface RpcFunction {
  name: string;
  params: { name: string; type: string }[];
}

/** `n` words joined by `or` (the shape of a hostile search), or spaces. */
const words = (n: number, sep: string) => Array.from({ length: n }, (_, i) => `w${i}`).join(sep);

/** A JSON value nested `depth` levels (arrays or objects), as text. */
const nested = (depth: number, object: boolean) => (object ? '{"a":'.repeat(depth) + "1" + "}".repeat(depth) : "[".repeat(depth) + "]".repeat(depth));

/** A value of a parameter's type, sometimes small, sometimes as large or deep as a body may be; as JSON text. */
function argFor(type: string): fc.Arbitrary<string> {
  const size = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 50 }) },
    { weight: 2, arbitrary: fc.integer({ min: 50, max: 2000 }) },
    { weight: 2, arbitrary: fc.integer({ min: 2000, max: 20_000 }) },
  );
  const text = fc.oneof(
    fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
    fc.tuple(size, fc.constantFrom(" or ", " ", "|", " & ", " -", '" "')).map(([n, sep]) => JSON.stringify(words(n, sep))),
    nasty.map((s) => JSON.stringify(s)),
  );
  const json = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.boolean()).map(([d, o]) => nested(d, o)),
    size.map((n) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, `v${i}`])))),
  );
  const array = (el: fc.Arbitrary<string>) =>
    fc.oneof(
      fc.array(el, { maxLength: 5 }).map((a) => `[${a.join(",")}]`),
      fc.tuple(size, el).map(([n, e]) => `[${Array.from({ length: n }, () => e).join(",")}]`),
      fc.integer({ min: 1, max: 5000 }).map((d) => nested(d, false)),
    );
  const scalar = (t: string): fc.Arbitrary<string> => {
    if (t === "uuid")
      return mostly(
        fc.uuid().map((u) => JSON.stringify(u)),
        text,
      );
    if (t === "integer" || t === "bigint" || t === "smallint")
      return mostly(fc.integer({ min: -1000, max: 1_000_000 }).map(String), fc.oneof(text, fc.constantFrom("1e309", "-99999999999999999999", "null")));
    if (t === "boolean") return mostly(fc.boolean().map(String), text);
    if (t === "jsonb" || t === "json") return json;
    if (t === "date" || t.startsWith("timestamp"))
      return mostly(
        fc.date({ noInvalidDate: true }).map((d) => JSON.stringify(d.toISOString())),
        text,
      );
    return text;
  };
  return type.endsWith("[]") ? array(scalar(type.slice(0, -2))) : mostly(scalar(type), json, 8);
}

/** Calls of the given functions: POST with a JSON body of the parameters (a few left out, a stray one added) or GET with them in the query string. */
export function rpcRequest(fns: readonly RpcFunction[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...fns)
    .chain((fn) =>
      fc.record({
        fn: fc.constant(fn),
        args: fc.tuple(...fn.params.map((p) => fc.option(argFor(p.type), { freq: 5, nil: undefined }))),
        stray: fc.option(fc.tuple(fc.constantFrom("x", "select", "q", "limit"), argFor("text")), { freq: 8, nil: undefined }),
        get: fc.nat({ max: 9 }).map((n) => n < 3 && fn.params.length > 0),
        auth: authKinds,
        prefer: fc.option(fc.constantFrom("return=minimal", "count=exact", "tx=rollback", "params=single-object"), { nil: undefined }),
      }),
    )
    .map(({ fn, args, stray, get, auth, prefer }) => {
      const pairs: [string, string][] = [];
      fn.params.forEach((p, i) => {
        if (args[i] !== undefined) pairs.push([p.name, args[i]]);
      });
      if (stray) pairs.push(stray);
      const headers: Record<string, string> = { "content-type": "application/json", ...(prefer ? { prefer } : {}) };
      if (get) {
        // A URL stays within what HTTP servers take: long values are cut.
        const plain = (v: string) => {
          const parsed: unknown = JSON.parse(v);
          return typeof parsed === "string" ? parsed : v;
        };
        // Cut by code points, and a lone surrogate (which no URL can carry) sent as U+FFFD.
        const wellFormed = (v: string) =>
          [...v]
            .slice(0, 2000)
            .join("")
            .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
        const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(wellFormed(plain(v)))}`).join("&");
        return { method: "GET", path: `/rest/v1/rpc/${fn.name}`, query, auth, headers };
      }
      return {
        method: "POST",
        path: `/rest/v1/rpc/${fn.name}`,
        query: "",
        auth,
        headers,
        body: `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`,
      };
    });
}
