// Generated hostile requests for the REST and auth services (fast-check arbitraries) and a runner
// that sends them to a real server, each with a timeout, and reports every 5xx and every hang.
// Used by fuzz.test.ts (a small run in CI) and bench/fuzz.bench.ts (100,000 requests).
import fc from "fast-check";

export interface FuzzTarget {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** A signed-in user's access token. */
  userToken: string;
}

export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  /** Which key or token goes in the headers; filled in by `send`. */
  auth: "none" | "anon" | "user" | "service" | "garbage" | "expired-shape";
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzFailure {
  request: FuzzRequest;
  outcome: string;
}

export interface FuzzReport {
  sent: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  seconds: number;
}

/** Mostly well-formed values, sometimes hostile ones: enough valid input to get past the first check. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>, goodWeight = 6): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: good, weight: goodWeight }, { arbitrary: bad, weight: 1 });

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "(",
    ")",
    ",",
    ".",
    '"',
    "'",
    "\\",
    "%",
    "%00",
    "%ZZ",
    "*",
    "->",
    "->>",
    "::",
    "!",
    "null",
    "NULL",
    "true",
    "-1",
    "1e309",
    "NaN",
    "{}",
    "[]",
    "{a,b}",
    "(a,b)",
    "\u0000",
    "é",
    "😀",
    "a".repeat(3000),
  ),
);

const tables = mostly(
  fc.constantFrom(
    "universes",
    "content_items",
    "content_links",
    "content_likes",
    "forum_threads",
    "forum_posts",
    "profiles",
    "feedback_posts",
    "story_documents",
    "story_sections",
    "plans",
    "nope",
    "rpc/search_content",
    "rpc/nope",
    "",
  ),
  nasty.map(encodeURIComponent),
);

const columns = mostly(
  fc.constantFrom("id", "name", "owner_id", "created_at", "data", "data->a", "data->>b", "tags", "visibility", "title", "body", "x"),
  nasty,
);
const operators = mostly(
  fc.constantFrom(
    "eq",
    "neq",
    "gt",
    "gte",
    "lt",
    "lte",
    "like",
    "ilike",
    "match",
    "imatch",
    "in",
    "is",
    "isdistinct",
    "fts",
    "plfts",
    "phfts",
    "wfts",
    "cs",
    "cd",
    "ov",
    "sl",
    "sr",
    "nxr",
    "nxl",
    "adj",
    "not.eq",
    "not.in",
    "eq(any)",
    "like(all)",
    "not.is",
    "fts(english)",
  ),
  nasty,
);
const values = mostly(
  fc.constantFrom("1", "null", "true", "(1,2,3)", '("a,b",c)', "{a,b}", "[1,10)", "*a*", "a b", "2026-01-01", "00000000-0000-0000-0000-000000000000"),
  nasty,
);
const filter = fc.tuple(operators, values).map(([o, v]) => `${o}.${v}`);
const logic = fc
  .array(
    fc.tuple(columns, filter).map(([c, f]) => `${c}.${f}`),
    { maxLength: 4 },
  )
  .map((fs) => `(${fs.join(",")})`);
const select = fc.array(
  mostly(
    fc.constantFrom(
      "*",
      "id",
      "name",
      "x:name",
      "name::text",
      "data->a->>b",
      "profiles(*)",
      "owner:profiles!inner(id)",
      "...profiles(id)",
      "count()",
      "id.count()",
      "universes(name,content_items(*))",
      "a:b:c",
      "((",
      "*,*",
    ),
    nasty,
  ),
  { maxLength: 4 },
);
const order = fc.array(
  fc.tuple(columns, fc.constantFrom("", ".asc", ".desc", ".nullsfirst", ".desc.nullslast", ".sideways")).map(([c, d]) => `${c}${d}`),
  { maxLength: 3 },
);

const queryPart = fc.oneof(
  select.map((s) => `select=${encodeURIComponent(s.join(","))}`),
  fc.tuple(columns, filter).map(([c, f]) => `${encodeURIComponent(c)}=${encodeURIComponent(f)}`),
  fc.tuple(fc.constantFrom("or", "and", "not.or", "not.and", "profiles.or"), logic).map(([k, l]) => `${k}=${encodeURIComponent(l)}`),
  order.map((o) => `order=${encodeURIComponent(o.join(","))}`),
  fc
    .tuple(
      fc.constantFrom("limit", "offset", "profiles.limit", "columns", "on_conflict"),
      fc.oneof(fc.integer({ min: -5, max: 1_000_000_000 }).map(String), nasty),
    )
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
  nasty.map((s) => s.replace(/[&#]/g, "")),
);

const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      { name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), title: fc.string(), data: fc.jsonValue({ maxDepth: 2 }), visibility: fc.string() },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.array(fc.record({ name: fc.string(), id: fc.oneof(fc.uuid(), fc.string()) }, { requiredKeys: [] }), { maxLength: 3 }).map((a) => JSON.stringify(a)),
  nasty,
);

const authKinds = fc.constantFrom<FuzzRequest["auth"]>("none", "anon", "anon", "anon", "user", "user", "user", "user", "service", "garbage", "expired-shape");

const restHeaders = fc
  .record(
    {
      prefer: mostly(
        fc.constantFrom(
          "return=representation",
          "return=minimal",
          "count=exact",
          "count=planned",
          "count=estimated",
          "resolution=merge-duplicates",
          "resolution=ignore-duplicates",
          "missing=default",
          "tx=rollback",
          "handling=strict",
          "return=representation, count=exact, max-affected=1",
        ),
        nasty,
      ),
      accept: mostly(
        fc.constantFrom(
          "application/json",
          "application/json",
          "application/json",
          "application/json",
          "application/json",
          "application/vnd.pgrst.object+json",
          "text/csv",
          "application/geo+json",
          "application/vnd.pgrst.plan+json",
          "application/openapi+json",
          "*/*",
        ),
        nasty,
        3,
      ),
      range: mostly(fc.constantFrom("0-9", "5-", "10-1", "0-0"), nasty),
      "accept-profile": mostly(fc.constant("public"), fc.oneof(fc.constantFrom("auth", "storage", "pg_catalog"), nasty), 10),
      "content-profile": mostly(fc.constant("public"), fc.oneof(fc.constantFrom("auth", "storage"), nasty), 10),
    },
    { requiredKeys: [] },
  )
  .chain((h) =>
    mostly(
      fc.constantFrom(
        "application/json",
        "application/json",
        "application/json",
        "text/csv",
        "application/x-www-form-urlencoded",
        "application/octet-stream",
        "text/plain",
      ),
      nasty,
      3,
    ).map((ct) => ({ ...h, "content-type": ct })),
  );

export const restRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom("GET", "GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"),
    table: tables,
    query: fc.array(queryPart, { maxLength: 6 }),
    auth: authKinds,
    headers: restHeaders,
    body: fc.option(jsonBody, { nil: undefined }),
  })
  .map(({ method, table, query, auth, headers, body }) => ({
    method,
    path: `/rest/v1/${table}`,
    query: query.join("&"),
    auth,
    headers,
    body: method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : body,
  }));

const authPaths = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      "/signup",
      "/token",
      "/logout",
      "/recover",
      "/resend",
      "/otp",
      "/verify",
      "/user",
      "/user/export",
      "/user/identities/authorize",
      "/user/sessions",
      "/settings",
      "/health",
      "/authorize",
      "/callback",
      "/invite",
      "/reauthenticate",
      "/factors",
      "/admin/users",
      "/admin/generate_link",
      "/token",
      "/token",
      "/signup",
      "/user",
      "/verify",
      "/otp",
      "/recover",
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("/admin/users/", "/factors/", "/user/identities/", "/user/sessions/"), fc.oneof(fc.uuid(), nasty.map(encodeURIComponent)))
      .map(([p, id]) => `${p}${id}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("/factors/"), fc.oneof(fc.uuid(), nasty.map(encodeURIComponent)), fc.constantFrom("/challenge", "/verify"))
      .map(([p, id, s]) => `${p}${id}${s}`),
  },
  { weight: 1, arbitrary: nasty.map((s) => `/${encodeURIComponent(s)}`) },
  // Known paths spelled another way (a letter percent-encoded, a doubled or trailing slash, a dot
  // segment, other case): the router may decode them to a real route, and no guard may be fooled.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("/admin/users", "/admin/generate_link", "/user", "/user/export", "/verify", "/factors", "/token", "/otp"),
        fc.nat(),
        fc.constantFrom("encode", "double-slash", "trailing", "dot", "upper"),
      )
      .map(([p, at, how]) => {
        const i = 1 + (at % (p.length - 1));
        if (how === "encode" && /[a-z]/.test(p[i]!)) return `${p.slice(0, i)}%${p.charCodeAt(i).toString(16)}${p.slice(i + 1)}`;
        if (how === "double-slash") return p.replace("/", "//");
        if (how === "trailing") return `${p}/`;
        if (how === "dot") return `/.${p}`;
        return p.toUpperCase();
      }),
  },
);

/** The methods each auth path answers, so most requests reach a handler. */
const methodsFor = (path: string): string[] => {
  if (/^\/(settings|health|callback|authorize|user\/export|verify)$/.test(path)) return ["GET"];
  if (path === "/user") return ["GET", "PUT"];
  if (path === "/user/sessions" || path === "/admin/users" || path === "/factors") return ["GET", "POST", "DELETE"];
  if (/^\/(admin\/users|user\/sessions|user\/identities|factors)\/[^/]+$/.test(path)) return ["GET", "PUT", "DELETE"];
  return ["POST"];
};

const anyValue = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }), nasty);
const authBody = fc.oneof(
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), anyValue),
        password: anyValue,
        refresh_token: anyValue,
        phone: anyValue,
        token: anyValue,
        token_hash: anyValue,
        type: fc.oneof(fc.constantFrom("signup", "recovery", "invite", "magiclink", "email", "email_change", "sms", "phone_change"), anyValue),
        code: anyValue,
        code_verifier: anyValue,
        auth_code: anyValue,
        id_token: anyValue,
        provider: fc.oneof(fc.constantFrom("google", "email"), anyValue),
        data: anyValue,
        options: anyValue,
        factor_type: fc.oneof(fc.constantFrom("totp", "phone"), anyValue),
        friendly_name: anyValue,
        challenge_id: anyValue,
        nonce: anyValue,
        gotrue_meta_security: anyValue,
        email_confirm: anyValue,
        user_metadata: anyValue,
        app_metadata: anyValue,
        ban_duration: anyValue,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 3 }),
  nasty,
);

const authQuery = fc.array(
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          "grant_type",
          "type",
          "redirect_to",
          "provider",
          "token",
          "token_hash",
          "scopes",
          "code",
          "state",
          "error",
          "scope",
          "page",
          "per_page",
          "filter",
          "skip_http_redirect",
          "code_challenge",
          "code_challenge_method",
        ),
        fc.oneof(
          fc.constantFrom(
            "password",
            "refresh_token",
            "id_token",
            "pkce",
            "signup",
            "recovery",
            "google",
            "http://evil.example",
            "javascript:alert(1)",
            "//evil.example",
            "1",
            "-1",
            "true",
          ),
          nasty,
        ),
      )
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
    nasty.map((s) => s.replace(/[&#]/g, "")),
  ),
  { maxLength: 4 },
);

export const authRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    path: authPaths,
    otherMethod: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") }),
    pick: fc.nat(),
    query: authQuery,
    auth: authKinds,
    headers: fc.record(
      {
        "content-type": mostly(fc.constantFrom("application/json", "application/json", "application/x-www-form-urlencoded", "text/plain"), nasty, 8),
        accept: mostly(fc.constantFrom("text/html", "application/json"), nasty),
        "x-forwarded-for": nasty,
      },
      { requiredKeys: ["content-type"] },
    ),
    body: fc.option(authBody, { nil: undefined }),
  })
  .map(({ path, otherMethod, pick, query, auth, headers, body }) => {
    const methods = methodsFor(path);
    const method = otherMethod ?? methods[pick % methods.length]!;
    // Rate limits are per IP; an arbitrary X-Forwarded-For is only read behind a trusted proxy.
    return { method, path: `/auth/v1${path}`, query: query.join("&"), auth, headers, body: method === "GET" ? undefined : body };
  });

function headersFor(target: FuzzTarget, r: FuzzRequest): Record<string, string> {
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers)) {
    // fetch refuses header values that are not ByteStrings or hold CR/LF; send what HTTP can carry.
    const safe = v.replace(/[^\x20-\x7e\t]/g, "");
    if (safe !== "" || v === "") h[k] = safe;
  }
  const bearer = {
    anon: target.anonKey,
    user: target.userToken,
    service: target.serviceKey,
    garbage: "abc.def.ghi",
    "expired-shape": `${target.userToken.split(".").slice(0, 2).join(".")}.AAAA`,
    none: "",
  }[r.auth];
  if (r.auth !== "none") {
    h.apikey = r.auth === "service" ? target.serviceKey : r.auth === "garbage" ? "not-a-key" : target.anonKey;
    if (r.auth !== "anon") h.authorization = `Bearer ${bearer}`;
  }
  return h;
}

function adminPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: compare the raw text.
  }
  return /^\/auth\/v1\/+(\.\/)?admin\//i.test(decoded);
}

/** Sends one request; returns "ok:<status>" or a failure outcome (5xx, timeout, network error). */
export async function send(target: FuzzTarget, r: FuzzRequest, timeoutMs = 10_000): Promise<{ ok: boolean; outcome: string }> {
  const url = `${target.url}${r.path}${r.query ? `?${r.query}` : ""}`;
  try {
    const res = await fetch(url, {
      method: r.method,
      headers: headersFor(target, r),
      body: r.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    const text = await res.text();
    if (res.status >= 500) return { ok: false, outcome: `${res.status} ${text.slice(0, 300)}` };
    // The admin API answers the service role only, however the path is spelled.
    if (res.status < 300 && r.auth !== "service" && adminPath(r.path))
      return { ok: false, outcome: `${res.status} admin route answered without the service role` };
    return { ok: true, outcome: String(res.status) };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    if (err.name === "TimeoutError" || err.name === "AbortError") return { ok: false, outcome: `no answer within ${timeoutMs} ms` };
    // A URL or header fetch itself refuses never reached the server.
    if (err.name === "TypeError" && !err.cause) return { ok: true, outcome: "refused by fetch" };
    return { ok: false, outcome: `network error: ${err.message} ${err.cause?.code ?? ""}` };
  }
}

/** Sends `n` generated requests (`concurrency` at a time) and reports statuses and failures. */
export async function fuzz(
  target: FuzzTarget,
  arb: fc.Arbitrary<FuzzRequest>,
  n: number,
  opts: { seed?: number; concurrency?: number; timeoutMs?: number } = {},
): Promise<FuzzReport> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const batch = 1000;
  let sent = 0;
  for (let from = 0; from < n; from += batch) {
    const requests = fc.sample(arb, { numRuns: Math.min(batch, n - from), seed: (opts.seed ?? 1) + from });
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const { ok, outcome } = await send(target, r, opts.timeoutMs);
        sent++;
        const key = ok ? outcome : outcome.split(" ")[0]!;
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (!ok) failures.push({ request: r, outcome });
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  }
  return { sent, statuses, failures, seconds: (performance.now() - started) / 1000 };
}

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
        const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(plain(v).slice(0, 2000))}`).join("&");
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
