// A visitor's explicit theme (the `worldloom-theme` cookie written by apps/web/src/lib/theme.ts) is
// put on the HTML page's <html> by the server, so a prerendered page paints in that theme with no
// render-blocking script; without the cookie (the "system" setting) the stored page is sent as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/build/precompress.js";
import { themeFromCookie, withThemeClass } from "../src/http/spa.js";
import { rawGet } from "./support/raw-get.js";
import { startTestServer, type TestServer } from "./support/server.js";

const page = `<!doctype html>\n<html lang="en">\n<title>landing</title><div id="root" data-prerendered="">${"<p>padding</p>".repeat(100)}</div></html>`;
const index = `<!doctype html>\n<html lang="en">\n<title>Worldloom</title><div id="root"></div>${"<!-- padding -->".repeat(100)}</html>`;

describe("the theme cookie", () => {
  it("is read only for an explicit light or dark choice", () => {
    expect(themeFromCookie("worldloom-theme=dark")).toBe("dark");
    expect(themeFromCookie("sb=1; worldloom-theme=light; x=2")).toBe("light");
    expect(themeFromCookie("worldloom-theme=system")).toBeUndefined();
    expect(themeFromCookie("other-worldloom-theme=dark")).toBeUndefined();
    expect(themeFromCookie('worldloom-theme="><script>')).toBeUndefined();
    expect(themeFromCookie(undefined)).toBeUndefined();
  });

  it("puts the class on <html> only", () => {
    expect(withThemeClass(page, "dark")).toContain('<html lang="en" class="dark">');
    expect(withThemeClass(page, "dark").match(/class="dark"/g)).toHaveLength(1);
  });
});

describe("serving HTML with the theme cookie", () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wl-dist-theme-"));
    mkdirSync(join(dist, "prerender"), { recursive: true });
    writeFileSync(join(dist, "index.html"), index);
    writeFileSync(join(dist, "prerender", "index.html"), page);
    writeFileSync(join(dist, "prerender", "manifest.json"), JSON.stringify({ "/": "index.html" }));
    precompressDir(dist);
    server = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a prerendered page in the chosen theme, compressed, varying on the cookie", async () => {
    const br = await rawGet(`${server.url}/`, { accept: "text/html", "accept-encoding": "br", cookie: "worldloom-theme=dark" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toContain("Cookie");
    const html = brotliDecompressSync(br.body).toString("utf8");
    expect(html).toContain('<html lang="en" class="dark">');
    expect(html).toContain("data-prerendered");
    const gz = await rawGet(`${server.url}/`, { accept: "text/html", "accept-encoding": "gzip", cookie: "worldloom-theme=light" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toContain('<html lang="en" class="light">');
    const plain = await rawGet(`${server.url}/`, { accept: "text/html", cookie: "worldloom-theme=dark" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain('<html lang="en" class="dark">');
  });

  it("sends the stored page untouched without the cookie, and index.html in the theme too", async () => {
    const none = await rawGet(`${server.url}/`, { accept: "text/html", "accept-encoding": "br" });
    expect(brotliDecompressSync(none.body).toString("utf8")).toBe(page);
    const other = await rawGet(`${server.url}/forum`, { accept: "text/html", "accept-encoding": "gzip", cookie: "worldloom-theme=dark" });
    expect(gunzipSync(other.body).toString("utf8")).toContain('<html lang="en" class="dark">');
  });
});
