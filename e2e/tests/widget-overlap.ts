// What the floating timer and task widgets cover, at a page's natural resting places: its top and its
// very end. Every visible control (button, link, field) and every line of text whose box meets a
// widget's box is sampled with document.elementFromPoint at the corners and centre of the overlap;
// a sample that lands on the widget means the widget is drawn over it. Used by layout-fit.e2e.ts.
import type { Page } from "playwright-core";

/** Names of the widgets' own buttons and cards: their fixed-position ancestor is the widget stack. */
const WIDGET_ANCHORS = [
  'button[aria-label^="Open tasks"]',
  'button[aria-label^="Open focus timer"]',
  'section[aria-label="Tasks"]',
  'section[aria-label="Focus timer"]',
].join(", ");

export type ScrollPlace = "top" | "end";

export interface AtRest {
  /** Whether any widget is on screen at all there. */
  shown: boolean;
  /** What the widgets are drawn over. */
  hits: string[];
}

/** Scrolls to `place`, waits for the widgets to settle (they may move on scroll), and lists what they cover. */
export function underWidgets(page: Page, place: ScrollPlace): Promise<AtRest> {
  return page.evaluate(
    async ({ place, anchors }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
      const fixedAncestor = (el: Element) => {
        let p: Element | null = el;
        while (p && getComputedStyle(p).position !== "fixed") p = p.parentElement;
        return p;
      };
      const root = [...document.querySelectorAll(anchors)].map(fixedAncestor).find(Boolean);
      if (!root) return { shown: false, hits: [] };
      const stack = root;
      const before = scrollY;
      window.scrollTo(0, place === "top" ? 0 : document.documentElement.scrollHeight);
      // The scroll event, React's render and any transition it starts on the widgets.
      if (scrollY !== before) for (let i = 0; i < 3; i++) await frame();
      await Promise.all(stack.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      await frame();
      const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const boxes = [...stack.querySelectorAll("*")]
        .filter(shown)
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight);
      if (boxes.length === 0) {
        window.scrollTo(0, 0);
        return { shown: false, hits: [] };
      }

      /** The part of `r` (a box of `el`, or of text in it) left after `el`, every clipping ancestor and the viewport cut it. */
      const visiblePart = (el: Element, r: DOMRect) => {
        let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
        for (let p: Element | null = el; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflowX !== "visible" || s.overflowY !== "visible") {
            const c = p.getBoundingClientRect();
            [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
          }
        }
        return [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)] as const;
      };
      /** Whether the widget is drawn over part of `r` (a box of `el`): elementFromPoint finds the widget there. */
      const coveredAt = (el: Element, r: DOMRect): string | null => {
        if (r.width < 2 || r.height < 2) return null;
        for (const b of boxes) {
          if (r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom) continue;
          const [vl, vt, vr, vb] = visiblePart(el, r);
          const [l, t, rr, bb] = [Math.max(vl, b.left), Math.max(vt, b.top), Math.min(vr, b.right), Math.min(vb, b.bottom)];
          if (rr - l < 1 || bb - t < 1) continue;
          const points = [
            [(l + rr) / 2, (t + bb) / 2],
            [l + 0.5, t + 0.5],
            [rr - 0.5, t + 0.5],
            [l + 0.5, bb - 0.5],
            [rr - 0.5, bb - 0.5],
          ] as const;
          for (const [x, y] of points) {
            const at = document.elementFromPoint(x, y);
            if (at && stack.contains(at)) return `${Math.round(x)},${Math.round(y)}`;
          }
        }
        return null;
      };
      const hits: string[] = [];
      const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute("class") ?? "").slice(0, 60)}">`;
      const where = `at the ${place} (scrollY ${Math.round(scrollY)})`;
      const controls = document.querySelectorAll("button, a[href], [role='button'], input:not([type='hidden']), select, textarea, summary");
      for (const el of controls) {
        if (stack.contains(el) || !shown(el)) continue;
        for (const r of el.getClientRects()) {
          const at = coveredAt(el, r);
          if (!at) continue;
          const name = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
          hits.push(`${where}: ${el.tagName.toLowerCase()} "${name}" under the widgets at ${at}`);
          break;
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || !n.textContent?.trim() || stack.contains(parent) || !shown(parent)) continue;
        if (parent.closest("script, style, noscript, template")) continue;
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          const at = coveredAt(parent, r);
          if (!at) continue;
          hits.push(`${where}: text "${n.textContent.replace(/\s+/g, " ").trim().slice(0, 40)}" in ${describe(parent)} under the widgets at ${at}`);
          break;
        }
      }
      window.scrollTo(0, 0);
      return { shown: true, hits: hits.slice(0, 12) };
    },
    { place, anchors: WIDGET_ANCHORS },
  );
}

/**
 * To the page's end, where the floating widgets stand on a phone: there they step aside while the
 * page runs under them (app/floating-widgets.tsx), and /home is longer than a phone's screen.
 */
export async function toPageEnd(page: Page): Promise<void> {
  await page.locator("main#main").waitFor();
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  });
}
