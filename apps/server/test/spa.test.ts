import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

describe("serving the SPA on the API's origin", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wl-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Worldloom</title>");
    writeFileSync(join(dist, "assets", "app-1.js"), "console.log(1)");
    server = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(() => server?.close());

  const get = (path: string, accept = "text/html") => fetch(`${server.url}${path}`, { headers: { accept } });

  it("answers / and deep links with index.html, uncached", async () => {
    for (const path of ["/", "/generators/character", "/browse/races?x=1"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain("<title>Worldloom</title>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves hashed assets as immutable, new ones after a rebuild too, and 404s missing ones", async () => {
    const js = await get("/assets/app-1.js", "*/*");
    expect(js.status).toBe(200);
    expect(js.headers.get("cache-control")).toMatch(/immutable/);
    writeFileSync(join(dist, "assets", "app-2.js"), "console.log(2)");
    expect((await get("/assets/app-2.js", "*/*")).status).toBe(200);
    expect((await get("/assets/missing.js", "*/*")).status).toBe(404);
  });

  it("never answers API paths with the SPA", async () => {
    const res = await get("/rest/v1/");
    expect(res.headers.get("content-type")).toMatch(/json/);
    const unknown = await get("/auth/v1/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/json/);
  });

  it("tells the SPA its API URL, anon key and, with no SMTP, where the outbox is", async () => {
    const cfg = (await (await get("/config.json", "application/json")).json()) as Record<string, string>;
    expect(cfg).toEqual({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, outboxUrl: `${server.url}/outbox` });
  });

  it("sends security headers", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
