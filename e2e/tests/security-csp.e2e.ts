// The SPA works under its Content-Security-Policy (docs/security.md): the main routes load, a
// generator generates, the story editor (Tiptap) takes text, a relationship map (React Flow and
// its layout worker) draws, toasts show, and the page reports no CSP violation and no console CSP
// error on any of them, at 375 and 1280 px.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E, watchCsp } from "../support/index.js";

const e2e = useE2E();

async function visit(page: Page, path: string) {
  await gotoApp(page, path);
  await page.locator("h1").first().waitFor();
}

describe("Content-Security-Policy", () => {
  it("is sent with the SPA and refuses inline script", async () => {
    const res = await fetch(`${e2e.baseURL}/generators`, { headers: { accept: "text/html" } });
    const csp = res.headers.get("content-security-policy") ?? "";
    // Scripts from this origin, plus the prerendered pages' boot script by its hash
    // (security-csp-boot.e2e.ts): never 'unsafe-inline'.
    expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')*;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`the app runs with no violation on its main routes (${label} px)`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      const csp = await watchCsp(page);
      for (const path of ["/", "/generators", "/browse", "/browse/stories", "/forum", "/feedback"]) await visit(page, path);
      await visit(page, "/generators/character");
      await page.getByRole("button", { name: /^Generate/ }).click();
      await page.getByRole("button", { name: "Lock Name" }).waitFor();
      // axe is injected over the DevTools protocol, which the CSP does not govern.
      await expectAccessible(page);

      const user = await createConfirmedUser(e2e.server, "csp");
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      for (const path of ["/dashboard", "/my-content", "/profile", "/forum"]) await visit(page, path);

      // The story editor: Tiptap's styles and the scene text.
      await visit(page, "/story-elements/stories");
      await page.getByRole("button", { name: "New story" }).first().click();
      await page.waitForURL(/\/story-elements\/stories\/[0-9a-f-]{36}$/);
      await page.getByLabel("Title", { exact: true }).fill("Under the policy");
      await page.getByRole("button", { name: "Add the first chapter" }).click();
      await page
        .getByRole("button", { name: /Add a scene to/ })
        .first()
        .click();
      await page.getByRole("textbox", { name: /Text of/ }).click();
      await page.keyboard.type("The bell rang under the sea.");
      await page.locator('[data-save-state="saved"]').first().waitFor();

      // A relationship map: React Flow, its injected styles and the layout worker.
      await visit(page, "/story-elements/relationships");
      await page.getByRole("button", { name: "New relationship map" }).first().click();
      await page.waitForURL(/\/story-elements\/relationships\/[0-9a-f-]{36}$/);
      await page.locator(".react-flow").first().waitFor();
      await screenshot(page, `security-csp-relationships-${label}`);

      expect(page.errors).toEqual([]);
      expect(csp.problems).toEqual([]);
      await page.context().close();
    });
  }
});
