// The app shell: route loading text, the routing error page, cross-tab sign-out, the 375 px and
// 1280 px layouts with axe on every main page, and screenshots of them.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

const PUBLIC_PAGES = ["/", "/home", "/generators", "/generators/character", "/browse", "/browse/characters", "/forum", "/feedback", "/no-such-page"];
const USER_PAGES = ["/dashboard", "/my-content", "/universe-roadmap", "/tasks", "/subscription", "/profile", "/story-elements", "/story-elements/timeline"];

describe("app shell", () => {
  it("shows the spinner with Loading... while a page's code loads", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/assets/forum-page-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Forum" }).first().click();
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: "Forum" }).waitFor();
    await page.context().close();
  });

  it("shows Unexpected Application Error! with the message when a page fails to load", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await page.route("**/assets/feedback-page-*.js", (route) => route.abort());
    await page.getByRole("link", { name: "Feedback" }).first().click();
    await page.getByRole("heading", { name: "Unexpected Application Error!" }).waitFor();
    expect(await page.getByTestId("route-error-detail").textContent()).toMatch(/\S/);
    await expectAccessible(page, "error page");
    await page.context().close();
  });

  it("shows the Header component's static text My App Header on /home at both widths", async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/home");
      const header = page.getByTestId("app-header");
      expect(await header.innerText()).toBe("My App Header");
      expect(await header.isVisible()).toBe(true);
      // Inside <main>: a page header, not a second banner landmark beside the navigation bar.
      expect(await page.getByRole("banner").count()).toBe(1);
      await page.context().close();
    }
  });

  it("signs out every tab when one tab signs out", async () => {
    const user = await createConfirmedUser(e2e.server);
    const first = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(first, "/");
    await signInViaDialog(first, user);
    const second = await newPage(e2e.browser, e2e.baseURL, { context: first.context() });
    await gotoApp(second, "/dashboard");
    await second.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await first.getByRole("button", { name: "Account menu" }).click();
    await first.getByRole("menuitem", { name: "Sign out" }).click();
    // The other tab hears it and its guard sends it home.
    await second.waitForURL((u) => u.pathname === "/");
    await second.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    await first.context().close();
  });

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`lays out the public pages at ${label} px with no horizontal scroll and no serious axe violations`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      for (const path of PUBLIC_PAGES) {
        await gotoApp(page, path);
        await page.locator("h1").first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${path} at ${label} px`);
        await screenshot(page, `${label}${path === "/" ? "-landing" : path}`);
      }
      const menu = page.getByRole("button", { name: "Open menu" });
      if (label === "375") {
        await menu.click();
        const sheet = page.getByRole("dialog", { name: "Menu" });
        for (const l of ["Generators", "Browse", "Story Elements", "Forum", "Feedback"]) await sheet.getByRole("link", { name: l }).waitFor();
        await expectAccessible(page, "mobile menu");
        await screenshot(page, "375-mobile-menu");
      } else {
        expect(await menu.isVisible()).toBe(false);
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const l of ["Generators", "Browse", "Story Elements", "Forum", "Feedback"])
          expect(await nav.getByRole("link", { name: l }).isVisible()).toBe(true);
      }
      await page.context().close();
    });

    it(`lays out the signed-in pages at ${label} px with no serious axe violations`, async () => {
      const user = await createConfirmedUser(e2e.server);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      for (const path of USER_PAGES) {
        await gotoApp(page, path);
        await page.locator("h1").first().waitFor();
        await expectAccessible(page, `${path} at ${label} px`);
        await screenshot(page, `${label}${path}`);
      }
      await page.context().close();
    });
  }

  it("switches to the Night theme and remembers it", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitem", { name: /Night/ }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    await page.locator("main#main").waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expectAccessible(page, "landing in Night");
    await screenshot(page, "1280-landing-night");
    await page.context().close();
  });
});
