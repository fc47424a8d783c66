// Debian's Chromium through playwright-core, and pages at the two layouts we check (375, 1280 px).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
}

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface PageOptions {
  width?: number;
  height?: number;
  /** Share a context (cookies, localStorage, BroadcastChannel) with another page: "tabs". */
  context?: BrowserContext;
  colorScheme?: "light" | "dark";
}

/** A new page (in a new context unless one is given); console errors are collected on `page.errors`. */
export async function newPage(browser: Browser, baseURL: string, opts: PageOptions = {}): Promise<Page & { errors: string[] }> {
  const context =
    opts.context ??
    (await browser.newContext({
      baseURL,
      viewport: { width: opts.width ?? DESKTOP.width, height: opts.height ?? DESKTOP.height },
      colorScheme: opts.colorScheme ?? "light",
    }));
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  // Generous: a busy CI machine can take a while over the first load of a lazy route.
  page.setDefaultTimeout(30_000);
  return page;
}

export const mobilePage = (browser: Browser, baseURL: string) => newPage(browser, baseURL, MOBILE);
export const desktopPage = (browser: Browser, baseURL: string) => newPage(browser, baseURL, DESKTOP);

/**
 * Opens a path and waits until the SPA has rendered its main landmark and the route spinner is gone.
 * A prerendered page (apps/web/build/prerender.ts) has its landmark before the app runs: wait for
 * the app to have drawn over it too (main.tsx removes `data-prerendered`).
 */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main#main").waitFor();
  await page.waitForFunction(() => !document.querySelector("#root[data-prerendered]"));
  await page.waitForFunction(() => !document.querySelector("main#main [role=status]")?.textContent?.includes("Loading..."));
}
