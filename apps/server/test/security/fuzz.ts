// Generated hostile REST requests (fast-check arbitraries) and the runner that sends any generated
// request to a real server, each with a timeout, and reports every 5xx and every hang. The auth
// service's requests are in fuzz-auth.ts, the database functions' calls in fuzz-rpc.ts.
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
export const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>, goodWeight = 6): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: good, weight: goodWeight }, { arbitrary: bad, weight: 1 });

export const nasty = fc.oneof(
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

export const authKinds = fc.constantFrom<FuzzRequest["auth"]>(
  "none",
  "anon",
  "anon",
  "anon",
  "user",
  "user",
  "user",
  "user",
  "service",
  "garbage",
  "expired-shape",
);

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
