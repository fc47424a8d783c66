// A phone layout that fits: on every route (and the item pages), with a long real library in it
// (50 items, long names without spaces, a saved language's lexicon, links, the trash, 50 tasks),
// nothing scrolls sideways at 375 px or 1280 px; no button or link is under anything else: each one,
// scrolled into view, is what the browser finds at its centre; and at the page's top and its very
// end the floating timer and task widgets are over no control and no text (widget-overlap.ts).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createConfirmedUser, DESKTOP, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedLongLibrary, seedTasks, type SeededLibrary } from "./layout-seed.js";
import { ROUTES } from "./route-list.js";
import { underWidgets } from "./widget-overlap.js";

const e2e = useE2E();

interface Overflow {
  scrollWidth: number;
  width: number;
  offenders: string[];
}

/** The page's own sideways scroll, and the outermost elements that stick out (not inside a scroller). */
const overflow = (page: Page) =>
  page.evaluate((): Overflow => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== "visible") return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cls = typeof el.className === "string" ? el.className.slice(0, 80) : "";
      return `<${el.tagName.toLowerCase()} class="${cls}"> ${Math.round(r.left)}–${Math.round(r.right)} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    };
    const out = [...document.querySelectorAll("body *")].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || (r.right <= width + 1 && r.left >= -1)) return false;
      if (getComputedStyle(el).position === "fixed" || clipped(el)) return false;
      // Only the outermost: its parent fits.
      const pr = el.parentElement?.getBoundingClientRect();
      return !pr || (pr.right <= width + 1 && pr.left >= -1);
    });
    return { scrollWidth, width, offenders: out.slice(0, 6).map(describe) };
  });

/** Buttons and links in the page whose centre, once scrolled into view, is covered by something else. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const hits: string[] = [];
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "main#main button, main#main a[href], main#main [role='button'], main#main select, main#main input:not([type='hidden'])",
      ),
    ];
    for (const el of controls) {
      const first = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, and disabled (pointer-events: none), controls take no clicks to be in the way of.
      if (first.width < 4 || first.height < 4 || style.visibility === "hidden" || style.opacity === "0" || style.pointerEvents === "none") continue;
      el.scrollIntoView({ block: "center", inline: "nearest" });
      // The visible part of the control's first line box (a link may wrap over lines, or be cut
      // short by a truncating parent): clipped by every ancestor that clips and by the viewport.
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === "visible" && getComputedStyle(p).overflowY === "visible") continue;
        const c = p.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, window.innerWidth), Math.min(bottom, window.innerHeight)];
      if (right - left < 2 || bottom - top < 2) continue;
      const x = (left + right) / 2;
      const y = (top + bottom) / 2;
      const at = document.elementFromPoint(x, y);
      if (at && (at === el || el.contains(at))) continue;
      // A label wrapping its own input, or the input's label drawn over it, is the same control.
      if (at && el instanceof HTMLInputElement && el.labels && [...el.labels].some((l) => l.contains(at))) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      const by = at
        ? `${at.tagName.toLowerCase()}${at.getAttribute("aria-label") ? `[${at.getAttribute("aria-label")}]` : ""} "${(at.textContent ?? "").trim().slice(0, 30)}"`
        : "nothing";
      hits.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} under ${by}`);
    }
    window.scrollTo(0, 0);
    return hits;
  });

function pathsFor(lib: SeededLibrary): string[] {
  return [
    ...ROUTES.map((r) => r.path),
    `/my-content/${lib.longId}`,
    `/my-content/${lib.languageId}`,
    `/my-content/${lib.itemIds[1]}`,
    "/my-content/trash",
    `/browse/item/${lib.publicLongId}`,
    `/browse/item/${lib.languageId}`,
    "/browse?q=Vaelthrandor",
    "/no-such-page",
  ];
}

describe("layout with long real content", () => {
  let lib: SeededLibrary | undefined;
  let ownerPromise: Promise<{ email: string; password: string; id: string }> | undefined;
  const owner = () => {
    ownerPromise ??= (async () => {
      const admin = await createAdmin(e2e.server);
      const fan = await createConfirmedUser(e2e.server, "fan");
      lib = await seedLongLibrary(e2e.server, admin, fan);
      return admin;
    })();
    return ownerPromise;
  };
  // The paths are known once the library is seeded; the tests walk them by index.
  const COUNT = ROUTES.length + 8;

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    describe(`at ${label} px`, () => {
      let page: Page & { errors: string[] };
      beforeAll(async () => {
        const admin = await owner();
        page = await newPage(e2e.browser, e2e.baseURL, size);
        // The widgets step aside at once instead of sliding: where they rest is what is checked.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await seedTasks(page);
        await gotoApp(page, "/");
        await signInViaDialog(page, admin);
      });
      afterAll(async () => {
        expect(page.errors).toEqual([]);
        await page.context().close();
      });

      for (let i = 0; i < COUNT; i++) {
        const name =
          i < ROUTES.length
            ? ROUTES[i]!.path
            : [
                "an item with a long name",
                "a saved language",
                "a private item",
                "the trash",
                "a shared item with a long name",
                "a shared language",
                "a Browse search",
                "an unknown path",
              ][i - ROUTES.length]!;
        it(`${name}: nothing scrolls sideways, no control under the floating buttons`, async () => {
          const path = pathsFor(lib!)[i]!;
          await gotoApp(page, path);
          // Wait for the page's data: no skeleton or busy region left.
          await page
            .waitForFunction(() => !document.querySelector("main#main [aria-busy='true'], main#main .animate-pulse"), undefined, { timeout: 10_000 })
            .catch(() => undefined);
          const o = await overflow(page);
          expect(o.scrollWidth, `${path} is ${o.scrollWidth} px wide in ${o.width}:\n    ${o.offenders.join("\n    ")}`).toBeLessThanOrEqual(o.width);
          const under = await covered(page);
          expect(under, `${path}:\n${under.join("\n")}`).toEqual([]);
          // At the page's resting places, the top and the very end, the widgets cover nothing; and
          // at the end, where main's bottom padding leaves them room, they are there to use.
          const [top, end] = [await underWidgets(page, "top"), await underWidgets(page, "end")];
          const atRest = [...top.hits, ...end.hits];
          expect(atRest, `${path}:\n${atRest.join("\n")}`).toEqual([]);
          expect(end.shown, `${path}: no floating widgets at the page's end`).toBe(true);
          if (path.startsWith("/my-content") || path === "/tasks" || path.startsWith("/generators/language"))
            await screenshot(page, `layout-${name.replace(/[^a-z0-9]+/gi, "-")}-${label}`);
        });
      }
    });
  }
});
