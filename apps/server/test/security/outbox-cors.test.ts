// The outbox holds live sign-in links: no page on another origin may read it (no CORS headers,
// however the path is spelled), and a request naming a stranger's host (DNS rebinding) is refused.
// The API keeps its CORS. See docs/security.md, "The outbox".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-get.js";
import { startTestServer, type TestServer } from "../support/server.js";

const raw = async (base: string, method: string, path: string, headers: Record<string, string>) => {
  const res = await rawRequest(base, method, path, headers);
  return { status: res.status, headers: res.headers, body: res.body.toString("utf8") };
};

describe("the outbox is for this machine's own pages", () => {
  let server: TestServer;
  const evil = "https://evil.example";
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
    // A mail with a live link in it.
    const r = await server.client().auth.signUp({ email: "outbox-cors@example.com", password: "outbox-pass-1" });
    expect(r.error).toBeNull();
  });
  afterAll(() => server?.close());

  it("answers another origin with no CORS headers, under any spelling", async () => {
    for (const path of ["/outbox.json", "/outbox", "/%6Futbox.json", "/outbox.json/", "/outbox.json?to=outbox-cors%40example.com"]) {
      const res = await raw(server.url, "GET", path, { origin: evil });
      expect(res.status, path).toBe(200);
      expect(res.headers["access-control-allow-origin"], path).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"], path).toBeUndefined();
    }
    // The page's own script gets the mail (same origin needs no CORS).
    const own = await raw(server.url, "GET", "/outbox.json", {});
    expect(own.body).toContain("outbox-cors@example.com");
  });

  it("refuses a request that names a host other than this machine or this install (DNS rebinding)", async () => {
    const rebound = await raw(server.url, "GET", "/outbox.json", { host: "evil.example" });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain("outbox-cors@example.com");
    const html = await raw(server.url, "GET", "/outbox", { host: "attacker.test:3000" });
    expect(html.status).toBe(403);
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", new URL(server.url).host]) {
      expect((await raw(server.url, "GET", "/outbox.json", { host })).status, host).toBe(200);
    }
  });

  it("keeps CORS on the API, which browsers on other origins call with bearer tokens", async () => {
    const auth = await raw(server.url, "GET", "/auth/v1/settings", { origin: evil, apikey: server.anonKey });
    expect(auth.headers["access-control-allow-origin"]).toBe(evil);
    const rest = await raw(server.url, "GET", "/rest/v1/profiles?select=id&limit=1", { origin: evil, apikey: server.anonKey });
    expect(rest.headers["access-control-allow-origin"]).toBe(evil);
    const preflight = await raw(server.url, "OPTIONS", "/rest/v1/profiles", { origin: evil, "access-control-request-method": "GET" });
    expect(preflight.headers["access-control-allow-origin"]).toBe(evil);
  });
});
