// Every route family answers with the security headers (docs/security.md): the SPA, its assets,
// config.json, auth, rest, storage (objects keep their own sandboxed policy), billing, ops, the
// outbox, not-found answers and CORS preflights. HSTS only over https (a trusted proxy's
// X-Forwarded-Proto).
import sharp from "sharp";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlPolicy } from "../../src/http/headers.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";

describe("security headers on every answer", () => {
  let server: TestServer;
  let avatarPath = "";
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "wl-sec-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Worldloom</title>");
    writeFileSync(join(dist, "assets", "app-1.js"), "console.log(1)");
    server = await startTestServer({ env: { WEB_DIST: dist, TRUST_PROXY: "true" } });
    const [alice, id] = await signedInUser(server, "headers@example.com");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    avatarPath = `${id}/a.webp`;
    const up = await alice.storage.from("avatars").upload(avatarPath, new Blob([png], { type: "image/png" }));
    expect(up.error).toBeNull();
  });
  afterAll(() => server?.close());

  const requests = (): [string, string, RequestInit][] => {
    const anon = { apikey: server.anonKey };
    return [
      ["SPA /", "/", { headers: { accept: "text/html" } }],
      ["SPA deep link", "/generators/character", { headers: { accept: "text/html" } }],
      ["hashed asset", "/assets/app-1.js", {}],
      ["config.json", "/config.json", {}],
      ["auth settings", "/auth/v1/settings", { headers: anon }],
      ["auth error", "/auth/v1/token?grant_type=password", { method: "POST", headers: { ...anon, "content-type": "application/json" }, body: "{}" }],
      ["auth user without token", "/auth/v1/user", { headers: anon }],
      ["rest openapi", "/rest/v1/", { headers: anon }],
      ["rest table", "/rest/v1/universes?select=id&limit=1", { headers: anon }],
      ["rest bad filter", "/rest/v1/universes?id=zz.1", { headers: anon }],
      ["storage bucket list", "/storage/v1/bucket", { headers: { ...anon, authorization: `Bearer ${server.serviceKey}` } }],
      ["billing", "/functions/v1/billing", { headers: anon }],
      ["ops", "/ops/v1/migrations", { headers: anon }],
      ["outbox", "/outbox", {}],
      ["api 404", "/rest/v2/nothing", {}],
      ["preflight", "/rest/v1/universes", { method: "OPTIONS", headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" } }],
    ];
  };

  it("sends nosniff, referrer, frame, permissions and opener policies and a CSP everywhere", async () => {
    for (const [name, path, init] of requests()) {
      const res = await fetch(`${server.url}${path}`, init);
      await res.arrayBuffer();
      const h = res.headers;
      expect(res.status, name).toBeLessThan(500);
      expect(h.get("x-content-type-options"), name).toBe("nosniff");
      expect(h.get("referrer-policy"), name).toBe("strict-origin-when-cross-origin");
      expect(h.get("x-frame-options"), name).toBe("DENY");
      expect(h.get("permissions-policy"), name).toMatch(/camera=\(\)/);
      expect(h.get("cross-origin-opener-policy"), name).toBe("same-origin");
      expect(h.get("content-security-policy"), name).toMatch(/frame-ancestors 'none'/);
      expect(h.get("strict-transport-security"), name).toBeNull();
      if ((h.get("content-type") ?? "").startsWith("text/html")) {
        expect(h.get("content-security-policy"), name).toContain("script-src 'self';");
      } else {
        expect(h.get("content-security-policy"), name).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
  });

  it("keeps the storage objects' own sandboxed policy", async () => {
    const res = await fetch(`${server.url}/storage/v1/object/public/avatars/${avatarPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("sends HSTS and upgrade-insecure-requests only over https", async () => {
    const res = await fetch(`${server.url}/`, { headers: { accept: "text/html", "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const api = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey, "x-forwarded-proto": "https" } });
    expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(`${server.url}/`, { headers: { accept: "text/html" } });
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("lets the SPA reach an API on another origin, and nothing else", () => {
    const policy = htmlPolicy("https://api.example.com", false);
    expect(policy).toContain("connect-src 'self' https://api.example.com");
    expect(policy).toContain("img-src 'self' data: blob: https: https://api.example.com");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("allows the inline scripts named by hash, and nothing else that is passed as one", () => {
    const hash = "'sha256-ukAWOvMdYSnxK239P4AcXN2maLpYx9aMNN+/Qsi3m2c='";
    const policy = htmlPolicy(undefined, false, [hash, "'unsafe-inline'", "*", "'sha256-short='", `${hash}; script-src *`]);
    expect(policy).toContain(`script-src 'self' ${hash};`);
    expect(policy.match(/script-src/g)).toHaveLength(1);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|\*|short)/);
    expect(htmlPolicy(undefined, false)).toContain("script-src 'self';");
  });
});
