// Generator pages at 375 px and 1280 px under axe: the index and a few of the richest kinds, with
// no sideways scrolling.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, axeProblems, gotoApp, newPage, screenshot, useE2E } from "../support/index.js";

const e2e = useE2E();

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** What sticks out past the right edge (outside any sideways-scrolling box), to say why a page scrolls. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (["auto", "scroll", "hidden"].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    return [...document.querySelectorAll("main#main *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });

describe("generator pages at both widths", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`the index and the calendar, language and magic-system pages pass axe at ${label} px`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      for (const path of ["/generators", "/generators/calendar", "/generators/language", "/generators/magic-system"]) {
        await gotoApp(page, path);
        if (path !== "/generators") await page.locator("#result-name").waitFor();
        expect(await overflowing(page), `${path} scrolls sideways`).toEqual([]);
        expect(await noSideScroll(page)).toBe(true);
        expect(await axeProblems(page), path).toEqual([]);
        await screenshot(page, `generators-${path.split("/")[2] ?? "index"}-${label}`);
      }
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
