// Property-based fuzzing of the REST parser and every auth endpoint against a real server (PGlite):
// generated selects, filters, logic trees, orders, headers, JSON bodies and query strings, sent
// as nobody, anon, a signed-in user, the service role and with garbage tokens. Zero 5xx and no
// hang (each request has 10 s). A small run here; bench/fuzz.bench.ts sends 100,000.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";
import { authRequest, fuzz, restRequest, type FuzzReport, type FuzzTarget } from "./fuzz.js";

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
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000000", RATE_LIMIT_AUTH_PER_EMAIL: "1000000" } });
    const [client] = await signedInUser(server, "fuzz@example.com");
    const { data } = await client.auth.getSession();
    target = { url: server.url, anonKey: server.anonKey, serviceKey: server.serviceKey, userToken: data.session!.access_token };
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

  it(`answers ${N} generated auth requests without a 5xx or a hang`, async () => {
    const report = await fuzz(target, authRequest, N, { seed });
    expect(report.sent).toBe(N);
    expect(report.failures.length, show(report)).toBe(0);
  }, 120_000);
});
