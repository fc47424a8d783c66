// The built SPA is sent precompressed: the build's .br/.gz copies (apps/web/build/precompress.ts)
// with Content-Encoding and Vary, hashed assets cached for a year, index.html always revalidated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/build/precompress.js";
import { preferredEncoding } from "../src/http/spa.js";
import { rawGet } from "./support/raw-get.js";
import { startTestServer, type TestServer } from "./support/server.js";

describe("serving the built SPA precompressed", () => {
  let server: TestServer;
  let dist: string;
  const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  const html = `<!doctype html><title>Worldloom</title>${"<!-- padding -->".repeat(100)}`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wl-dist-br-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), html);
    writeFileSync(join(dist, "assets", "app-abc123.js"), js);
    writeFileSync(join(dist, "assets", "tiny-abc123.js"), "1");
    writeFileSync(join(dist, "assets", "app-abc123.js.map"), js);
    writeFileSync(join(dist, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
    precompressDir(dist);
    server = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("writes .br and .gz beside text files worth compressing, and nothing beside tiny files or source maps", async () => {
    const { existsSync } = await import("node:fs");
    expect(existsSync(join(dist, "assets", "app-abc123.js.br"))).toBe(true);
    expect(existsSync(join(dist, "assets", "app-abc123.js.gz"))).toBe(true);
    expect(existsSync(join(dist, "index.html.br"))).toBe(true);
    expect(existsSync(join(dist, "assets", "tiny-abc123.js.br"))).toBe(false);
    expect(existsSync(join(dist, "assets", "app-abc123.js.map.br"))).toBe(false);
  });

  it("sends brotli to a client that takes it, gzip to one that takes only gzip, identity otherwise; immutable either way", async () => {
    const url = `${server.url}/assets/app-abc123.js`;
    const br = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.body.length).toBeLessThan(js.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(js);

    const gz = await rawGet(url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(gz.body).toString()).toBe(js);

    const plain = await rawGet(url, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body.toString()).toBe(js);

    const refused = await rawGet(url, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(js);
  });

  it("sends index.html (at / and as the fallback of a deep link) compressed and never cached unchecked", async () => {
    for (const path of ["/", "/generators/character"]) {
      const res = await rawGet(`${server.url}${path}`, { accept: "text/html", "accept-encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBe("br");
      expect(String(res.headers.vary), path).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(brotliDecompressSync(res.body).toString(), path).toBe(html);
      const gz = await rawGet(`${server.url}${path}`, { accept: "text/html", "accept-encoding": "gzip" });
      expect(gunzipSync(gz.body).toString(), path).toBe(html);
      const plain = await rawGet(`${server.url}${path}`, { accept: "text/html" });
      expect(plain.body.toString(), path).toBe(html);
    }
  });

  it("revalidates files that are not hashed (icons, the manifest)", async () => {
    const res = await rawGet(`${server.url}/favicon.svg`, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("reads Accept-Encoding with q-values and wildcards", () => {
    expect(preferredEncoding("gzip, deflate, br")).toEqual(["gzip", "deflate", "br"]);
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toEqual(["gzip"]);
    expect(preferredEncoding("*")).toEqual(["br", "gzip"]);
    expect(preferredEncoding(undefined)).toEqual([]);
  });
});
