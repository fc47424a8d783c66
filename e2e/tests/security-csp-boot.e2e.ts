// The prerendered pages' one inline script, the boot script (apps/web/build/prerender.ts), runs under
// the Content-Security-Policy because the policy names its SHA-256 (dist/prerender/csp.json, read by
// apps/server/src/http/spa.ts): the hash in the page matches the one served, the app starts with no
// violation in real Chromium, and the same page with the script changed by one character is refused
// (docs/security.md, docs/decisions/0006-web-budgets.md).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gotoApp, MOBILE, newPage, useE2E, watchCsp } from "../support/index.js";

const e2e = useE2E();

const PATHS = ["/", "/generators", "/browse", "/generators/character", "/story-elements/stories"];

/** The page's inline scripts' text, and its script-src sources. */
async function pageScripts(path: string): Promise<{ inline: string[]; scriptSrc: string[] }> {
  const res = await fetch(`${e2e.baseURL}${path}`, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!)).map((m) => m[2]!);
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  return { inline, scriptSrc };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the prerendered pages' inline boot script under the CSP", () => {
  it("is the only inline script, and the served script-src names its hash and nothing looser", async () => {
    for (const path of PATHS) {
      const { inline, scriptSrc } = await pageScripts(path);
      expect(inline, path).toHaveLength(1);
      expect(scriptSrc, path).toEqual(["'self'", sha256(inline[0]!)]);
    }
    // The shell for every other path has no inline script and gets the same policy.
    const shell = await pageScripts("/forum");
    expect(shell.inline).toEqual([]);
    expect(shell.scriptSrc).toEqual((await pageScripts("/")).scriptSrc);
  });

  it("runs in Chromium: the app starts and adds the web manifest, with no CSP violation", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    const csp = await watchCsp(page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    for (const path of ["/", "/generators", "/browse"]) {
      requested.length = 0;
      await gotoApp(page, path);
      // Started by the boot script: the entry was imported and the manifest link added.
      expect(
        requested.some((p) => /^\/assets\/index-[^/]+\.js$/.test(p)),
        path,
      ).toBe(true);
      expect(await page.locator('link[rel="manifest"]').getAttribute("href"), path).toBe("/manifest.webmanifest");
    }
    expect(page.errors).toEqual([]);
    expect(csp.problems).toEqual([]);
    await page.context().close();
  });

  it("refuses the same page with the inline script changed by one character", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    const csp = await watchCsp(page);
    await page.route("**/generators", async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('<script type="module">', '<script type="module">window.__tampered = true;');
      const headers = { ...res.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: res.status(), headers, body: html });
    });
    await page.goto("/generators");
    await page.getByRole("heading", { level: 1, name: "Content Generators" }).waitFor();
    await expect.poll(() => csp.problems.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(csp.problems.some((p) => /script-src(-elem)? blocked inline/.test(p))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    // Past the boot script's 3 s fallback, the app has still not started: the page stays the prerendered one.
    await page.waitForTimeout(3_500);
    expect(await page.locator("#root[data-prerendered]").count()).toBe(1);
    await page.context().close();
  });
});
