// Prerendered public pages (apps/web/build/prerender.ts, docs/decisions/0006-web-budgets.md): the
// first screen is in the HTML the server sends, drawn without JavaScript, in the right theme; the
// app then draws the same page over it without moving anything (and does what a click made before
// it arrived asked for), and other paths get the empty shell.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, gotoApp, MOBILE, newPage, screenshot, useE2E } from "../support/index.js";

const e2e = useE2E();

const PAGES = [
  { path: "/", heading: "Build the worlds your stories live in.", title: "Worldloom" },
  { path: "/generators", heading: "Content Generators", title: "Content Generators" },
];

/** The layout shifts so far (the CLS sum without session windows: an upper bound of CLS). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 0);
      }),
  );
}

describe("prerendered public pages", () => {
  it("are drawn from the HTML alone, at 375 and 1280 px, with no JavaScript", async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const context = await e2e.browser.newContext({ baseURL: e2e.baseURL, viewport: size, javaScriptEnabled: false, colorScheme: "light" });
      const page = await context.newPage();
      for (const p of PAGES) {
        await page.goto(p.path);
        await page.getByRole("heading", { level: 1, name: p.heading }).waitFor();
        expect(await page.title()).toBe(p.title);
        expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await screenshot(page, `prerender-nojs-${p.path === "/" ? "landing" : p.path.slice(1)}-${size.width}`);
      }
      await context.close();
    }
  });

  it("are drawn over by the app without a layout shift or an error, and the page works", async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      for (const p of PAGES) {
        await gotoApp(page, p.path);
        await page.getByRole("heading", { level: 1, name: p.heading }).waitFor();
        expect(await layoutShift(page), p.path).toBeLessThan(0.02);
        await screenshot(page, `prerender-app-${p.path === "/" ? "landing" : p.path.slice(1)}-${size.width}`);
      }
      // The app's own controls answer: the sign-in button opens the dialog.
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("dialog").waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });

  it("keep a click made before the app takes over, and do what it says once it has", async () => {
    for (const [button, heading] of [
      ["Sign In", "Welcome back"],
      ["Create a free account", "Create your account"],
    ] as const) {
      const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
      // The app's scripts arrive late, as on a slow phone: the prerendered page is all there is.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Build the worlds your stories live in." }).waitFor();
      expect(await page.locator("#root[data-prerendered]").count()).toBe(1);
      await page.getByRole("button", { name: button, exact: true }).click();
      // The press is acknowledged while the app loads.
      expect(await page.getByRole("button", { name: button, exact: true }).getAttribute("aria-busy")).toBe("true");
      release();
      await page.getByRole("dialog").getByRole("heading", { name: heading }).waitFor();
      expect(await page.locator("#root[data-prerendered]").count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });

  it("apply the remembered or system theme before the first paint", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseURL, viewport: MOBILE, colorScheme: "dark" });
    const page = await context.newPage();
    // What the page looked like before any module script ran: no script sets the theme any more, the
    // stylesheet follows the system, and the server sets an explicit choice's class from a cookie.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        Object.assign(window, {
          atParse: { background: getComputedStyle(document.body).backgroundColor, className: document.documentElement.className },
        });
      });
    });
    const atParse = () => page.evaluate(() => (window as unknown as { atParse: { background: string; className: string } }).atParse);
    const NIGHT = "rgb(15, 20, 32)";
    const PARCHMENT = "rgb(248, 243, 232)";
    await gotoApp(page, "/");
    expect(await atParse()).toEqual({ background: NIGHT, className: "" });
    // Parchment picked in the menu: remembered, and sent by the server from then on.
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitem", { name: /Parchment/ }).click();
    await gotoApp(page, "/generators");
    expect(await atParse()).toEqual({ background: PARCHMENT, className: "light" });
    // A choice stored before the cookie existed: the app writes the cookie when it starts.
    await page.evaluate(() => {
      localStorage.setItem("worldloom-theme", "dark");
      document.cookie = "worldloom-theme=; Path=/; Max-Age=0";
    });
    await gotoApp(page, "/browse");
    await gotoApp(page, "/generators/character");
    expect(await atParse()).toEqual({ background: NIGHT, className: "dark" });
    expect(page.url()).toContain("/generators/character");
    await context.close();
  });

  it("are sent only for their own paths: others get the empty shell", async () => {
    const landing = await (await fetch(`${e2e.baseURL}/`, { headers: { accept: "text/html" } })).text();
    expect(landing).toContain("Build the worlds your stories live in.");
    const forum = await (await fetch(`${e2e.baseURL}/forum`, { headers: { accept: "text/html" } })).text();
    expect(forum).toContain('<div id="root"></div>');
    const character = await (await fetch(`${e2e.baseURL}/generators/character/`, { headers: { accept: "text/html" } })).text();
    expect(character).toContain("data-prerendered");
  });
});
