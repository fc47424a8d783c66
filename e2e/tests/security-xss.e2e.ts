// None of the XSS payloads (e2e/support/xss-payloads.ts) runs anywhere the app shows user text:
// items (name, summary, fields, notes, History), universe names, a story's title, blurb and scene
// text, forum titles and posts, feedback posts and comments, the profile (display name, bio) and
// an imported bundle. Each payload would set window.__xss or open a dialog; besides those, the page
// must hold no live handler or script URL and report no CSP script violation, so the sanitising
// holds on its own and the CSP is the second wall, not the only one.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E, watchCsp, type CspWatch } from "../support/index.js";
import { XSS_PAYLOADS } from "../support/xss-payloads.js";
import { MARK, seedXss } from "./security-xss-seed.js";

const e2e = useE2E();

/** Live script in the DOM: handler attributes, script URLs, frames, scripts without a src. */
const liveScript = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      if (/^(IFRAME|OBJECT|EMBED|FRAME|BASE)$/.test(el.tagName)) found.push(el.tagName);
      if (el.tagName === "SCRIPT" && !el.hasAttribute("src")) found.push("inline SCRIPT");
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attr.name) &&
          /^(javascript|vbscript|data:text)/i.test(attr.value.replace(/[^a-z:]/gi, ""))
        )
          found.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
    }
    return found;
  });

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("dialog", { name: "Import a bundle" }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/json", buffer });
}

async function expectInert(page: Page & { errors: string[] }, csp: CspWatch, dialogs: string[], where: string) {
  expect(await liveScript(page), where).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  expect(
    csp.problems.filter((p) => p.startsWith("script") || p.includes("script")),
    where,
  ).toEqual([]);
}

describe("XSS payloads stay text", () => {
  it(`has at least 100 distinct payloads`, () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(100);
  });

  for (const [label, size] of [
    ["1280", DESKTOP],
    ["375", MOBILE],
  ] as const) {
    it(`none runs on any page showing user text (${label} px)`, async () => {
      const owner = await createConfirmedUser(e2e.server, `xss${label}`);
      const seeded = await seedXss(e2e.server, owner);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      const csp = await watchCsp(page);
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });

      // Visitors: the public item, story, forum thread and feedback post.
      const visits: [string, string][] = [
        [`/browse/item/${seeded.allItemId}`, `${MARK}: every payload`],
        [`/browse/stories/${seeded.storyId}`, XSS_PAYLOADS[2]!],
        [`/forum/t/${seeded.threadId}`, MARK],
        [`/feedback/p/${seeded.feedbackId}`, MARK],
        ["/browse/characters", MARK],
        ["/forum", XSS_PAYLOADS[13]!],
        ["/feedback", XSS_PAYLOADS[14]!],
      ];
      for (const [path, text] of visits) {
        await gotoApp(page, path);
        await page.getByText(text).first().waitFor();
        await expectInert(page, csp, dialogs, path);
      }

      // The owner: library, item page with notes, universes, the story editor, the profile.
      await gotoApp(page, "/");
      await signInViaDialog(page, owner);
      for (const [path, text] of [
        ["/my-content", MARK],
        [`/my-content/${seeded.allItemId}`, `${MARK}: every payload`],
        [`/story-elements/stories/${seeded.storyId}`, XSS_PAYLOADS[1]!],
        ["/profile", "Profile"],
        ["/dashboard", "Dashboard"],
      ] as const) {
        await gotoApp(page, path);
        await page.getByText(text).first().waitFor();
        await expectInert(page, csp, dialogs, path);
      }
      // Universe names in the switcher menu.
      await gotoApp(page, "/my-content");
      await page.getByRole("button", { name: /^Universe: / }).click();
      await page.getByRole("menuitemradio", { name: XSS_PAYLOADS[0]! }).first().waitFor();
      await expectInert(page, csp, dialogs, "universe switcher");
      await screenshot(page, `security-xss-universes-${label}`);
      await page.keyboard.press("Escape");

      // Control: markup that did get in would be caught by these checks (and refused by the CSP).
      await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img id="xss-control" src="/x" onerror="window.__xss=1">'));
      await expect.poll(() => csp.problems.some((p) => p.startsWith("script-src-attr"))).toBe(true);
      expect(await liveScript(page)).toEqual(["IMG onerror"]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("none runs from an imported bundle: its report and the imported items (1280 px)", async () => {
    const owner = await createConfirmedUser(e2e.server, "xssimport");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    const csp = await watchCsp(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await gotoApp(page, "/");
    await signInViaDialog(page, owner);
    await gotoApp(page, "/my-content");
    // An imported bundle: first with bad items (their names in the report), then a good one.
    const items = XSS_PAYLOADS.map((p, i) => ({ ref: `i${i}`, kind: "character", name: p, summary: p, notes: p, universe: "u1" }));
    const bundle = (list: object[]) =>
      Buffer.from(JSON.stringify({ format: "worldloom-bundle", version: 1, universes: [{ ref: "u1", name: XSS_PAYLOADS[5] }], items: list }));
    await chooseFile(page, "hostile.json", bundle(XSS_PAYLOADS.slice(0, 30).map((p, i) => ({ ref: `b${i}`, kind: "character", name: p, tags: "not a list" }))));
    await page.getByRole("list", { name: "Problems in the bundle" }).getByText(XSS_PAYLOADS[3]!).first().waitFor();
    await expectInert(page, csp, dialogs, "import report");
    await page.keyboard.press("Escape");
    await chooseFile(page, "hostile.json", bundle(items));
    await page.getByRole("button", { name: `Import ${items.length} items` }).click();
    await page.locator("[data-sonner-toast]", { hasText: `Imported ${items.length} items` }).waitFor();
    await gotoApp(page, "/my-content");
    await page.getByText("onerror").first().waitFor();
    await expectInert(page, csp, dialogs, "imported items");

    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
