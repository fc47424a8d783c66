// Prerendered pages (apps/web/build/prerender.ts): a path listed in dist/prerender/manifest.json gets
// its own HTML (compressed like index.html, revalidated), every other path index.html; the manifest
// cannot point outside dist/prerender, and a rebuilt manifest is read without a restart. The inline
// boot script's hash (dist/prerender/csp.json) is in every HTML page's script-src, re-read likewise.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/build/precompress.js";
import { inlineScriptHashes, prerenderedFile } from "../src/http/spa.js";
import { rawGet } from "./support/raw-get.js";
import { startTestServer, type TestServer } from "./support/server.js";

const page = (name: string) => `<!doctype html><title>${name}</title><div id="root" data-prerendered="">${name} ${"<p>padding</p>".repeat(100)}</div>`;
const index = `<!doctype html><title>Worldloom</title><div id="root"></div>${"<!-- padding -->".repeat(100)}`;

const HASH_A = "'sha256-ukAWOvMdYSnxK239P4AcXN2maLpYx9aMNN+/Qsi3m2c='";
const HASH_B = "'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='";

describe("serving prerendered pages", () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wl-dist-prerender-"));
    mkdirSync(join(dist, "prerender", "generators"), { recursive: true });
    writeFileSync(join(dist, "index.html"), index);
    writeFileSync(join(dist, "secret.html"), "not a page");
    writeFileSync(join(dist, "prerender", "index.html"), page("landing"));
    writeFileSync(join(dist, "prerender", "generators.html"), page("generators"));
    writeFileSync(join(dist, "prerender", "generators", "character.html"), page("character"));
    const manifest = { "/": "index.html", "/generators": "generators.html", "/generators/character": "generators/character.html", "/escape": "../secret.html" };
    writeFileSync(join(dist, "prerender", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(dist, "prerender", "csp.json"), JSON.stringify({ scriptSrc: [HASH_A] }));
    precompressDir(dist);
    server = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a prerendered path its own page, compressed and revalidated, with or without a trailing slash or query", async () => {
    const cases = [
      ["/", "landing"],
      ["/generators", "generators"],
      ["/generators/", "generators"],
      ["/generators/character?seed=abc", "character"],
    ] as const;
    for (const [path, name] of cases) {
      const res = await rawGet(`${server.url}${path}`, { accept: "text/html", "accept-encoding": "br" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBe("br");
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(brotliDecompressSync(res.body).toString(), path).toBe(page(name));
      const plain = await rawGet(`${server.url}${path}`, { accept: "text/html" });
      expect(plain.body.toString(), path).toBe(page(name));
    }
  });

  it("sends index.html for every other page, and for a manifest entry outside dist/prerender", async () => {
    for (const path of ["/forum", "/generators/location", "/escape", "/dashboard"]) {
      const res = await rawGet(`${server.url}${path}`, { accept: "text/html" });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(index);
    }
    expect(prerenderedFile(dist, "/escape")).toBeUndefined();
    expect(prerenderedFile(dist, "/constructor")).toBeUndefined();
  });

  it("reads a rebuilt manifest without a restart", async () => {
    const file = join(dist, "prerender", "manifest.json");
    writeFileSync(file, JSON.stringify({ "/forum": "generators.html" }));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const res = await rawGet(`${server.url}/forum`, { accept: "text/html" });
    expect(res.body.toString()).toBe(page("generators"));
    const landing = await rawGet(`${server.url}/`, { accept: "text/html" });
    expect(landing.body.toString()).toBe(index);
  });

  it("puts the boot script's hash from csp.json in the HTML pages' script-src, and reads a rebuilt one without a restart", async () => {
    const csp = async (path: string, accept = "text/html") => (await rawGet(`${server.url}${path}`, { accept })).headers["content-security-policy"] as string;
    expect(await csp("/")).toContain(`script-src 'self' ${HASH_A};`);
    expect(await csp("/forum")).toContain(`script-src 'self' ${HASH_A};`);
    // Not on what is not a page.
    expect(await csp("/prerender/manifest.json", "application/json")).toBe("default-src 'none'; frame-ancestors 'none'");

    const file = join(dist, "prerender", "csp.json");
    writeFileSync(file, JSON.stringify({ scriptSrc: [HASH_B, "'unsafe-inline'"] }));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(await csp("/")).toContain(`script-src 'self' ${HASH_B};`);
    expect(await csp("/")).not.toMatch(/script-src[^;]*unsafe-inline/);

    // Unreadable or gone: no inline script at all.
    writeFileSync(file, "{ not json");
    utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    expect(await csp("/")).toContain("script-src 'self';");
    rmSync(file);
    expect(inlineScriptHashes(dist)).toEqual([]);
    expect(await csp("/")).toContain("script-src 'self';");
    expect(inlineScriptHashes(undefined)).toEqual([]);
  });
});
