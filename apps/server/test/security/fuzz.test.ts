// Property-based fuzzing of the REST parser and every auth endpoint against a real server (PGlite):
// generated selects, filters, logic trees, orders, headers, JSON bodies and query strings, sent
// as nobody, anon, a signed-in user, the service role and with garbage tokens. Zero 5xx and no
// hang (each request has 10 s). A small run here; bench/fuzz.bench.ts sends 100,000.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";
import { fuzz, restRequest, type FuzzReport, type FuzzTarget } from "./fuzz.js";
import { authRequest } from "./fuzz-auth.js";
import { rpcRequest, type RpcFunction } from "./fuzz-rpc.js";

const N = Number(process.env.FUZZ_REQUESTS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);

const show = (r: FuzzReport) =>
  r.failures
    .slice(0, 5)
    .map(
      (f) =>
        `${f.request.method} ${f.request.path}?${f.request.query} [${f.request.auth}] ${JSON.stringify(f.request.headers)} body=${f.request.body?.slice(0, 200)} → ${f.outcome}`,
    )
    .join("\n");

describe(`fuzzing the REST and auth services (seed ${seed})`, () => {
  let server: TestServer;
  let target: FuzzTarget;
  let functions: RpcFunction[];
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000000", RATE_LIMIT_AUTH_PER_EMAIL: "1000000" } });
    const [client] = await signedInUser(server, "fuzz@example.com");
    const { data } = await client.auth.getSession();
    target = { url: server.url, anonKey: server.anonKey, serviceKey: server.serviceKey, userToken: data.session!.access_token };
    // Every function anon or a signed-in user may call, with its parameters' names and types.
    const { rows } = await server.ctx.db.query<{ name: string; names: string[] | null; types: string[] }>(
      `select p.proname as name, p.proargnames as names, array(select format_type(t, null) from unnest(p.proargtypes) t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    functions = rows.map((r) => ({ name: r.name, params: r.types.map((type, i) => ({ name: r.names?.[i] ?? "", type })) }));
  });
  afterAll(() => server?.close());

  // Found by the bench's run: an empty PATCH with a filter bound a parameter its SQL did not use (503).
  it("answers an empty PATCH with a filter as a no-op, as PostgREST does", async () => {
    for (const body of [undefined, "{}"]) {
      for (const key of [server.anonKey, target.userToken]) {
        const res = await fetch(`${server.url}/rest/v1/feedback_posts?body=ilike.${encodeURIComponent("{a,b}")}`, {
          method: "PATCH",
          headers: { apikey: server.anonKey, authorization: `Bearer ${key}`, "content-type": "application/json" },
          body,
        });
        expect(res.status, `${body} ${await res.text()}`).toBe(204);
      }
    }
  });

  it("answers /verify with a repeated token as a clear redirect, never a 500", async () => {
    for (const q of ["token=recovery&token=password&type=recovery", "type=signup&type=x&token=a&token=b"]) {
      const res = await fetch(`${server.url}/auth/v1/verify?${q}`, { headers: { apikey: server.anonKey }, redirect: "manual" });
      expect(res.status, q).toBe(303);
      expect(res.headers.get("location")).toMatch(/error_code=/);
    }
  });

  it(`answers ${N} generated REST requests without a 5xx or a hang`, async () => {
    const report = await fuzz(target, restRequest, N, { seed });
    expect(report.sent).toBe(N);
    expect(report.failures.length, show(report)).toBe(0);
    // The run reached past the parser: some requests were answered 200.
    expect(report.statuses["200"] ?? 0).toBeGreaterThan(0);
  }, 120_000);

  // Function arguments: every callable function, with arguments small and huge, deep and wide, of
  // the right type and not (docs/security.md "Bounded requests and statement timeouts").
  it(`answers ${Math.ceil(N / 4)} generated function calls without a 5xx or a hang`, async () => {
    expect(functions.map((f) => f.name)).toContain("forum_search");
    const report = await fuzz(target, rpcRequest(functions), Math.ceil(N / 4), { seed });
    expect(report.failures.length, show(report)).toBe(0);
    expect(report.statuses["200"] ?? 0).toBeGreaterThan(0);
    // Ordinary work is still answered afterwards.
    const res = await fetch(`${server.url}/rest/v1/forum_threads?select=id&limit=1`, { headers: { apikey: server.anonKey } });
    expect(res.status).toBe(200);
  }, 120_000);

  it(`answers ${N} generated auth requests without a 5xx or a hang`, async () => {
    const report = await fuzz(target, authRequest, N, { seed });
    expect(report.sent).toBe(N);
    expect(report.failures.length, show(report)).toBe(0);
  }, 120_000);
});
