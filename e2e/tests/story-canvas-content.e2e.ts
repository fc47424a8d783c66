// The four story canvases say everything they hold, measured in Chromium: every relation label on a
// relationship map readable (no label over another or over an item) in the page and in the export,
// item and person names whole, every event in view after the timeline's Fit all, a family tree
// fitted on a phone at a readable size and dated in the calendar the writer picked (as a timeline
// is), and flow chart text whole and readable at 100 % zoom. Seeds: canvas-seed.ts.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, SCREENSHOT_DIR, signInViaDialog, useE2E } from "../support/index.js";
import { FAMILY, MAP_PEOPLE, seedCalendar, seedFamily, seedFlow, seedRelationMap, seedTimeline } from "./canvas-seed.js";

const e2e = useE2E();
type Box = { x: number; y: number; width: number; height: number };
type Size = { width: number; height: number };

async function signedIn(size: Size, tag: string) {
  const user = await createConfirmedUser(e2e.server, tag);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

/** A picture of one canvas (with its own controls) into e2e/screenshots/, to look at. */
async function screenshot(l: Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await l.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 && a.y >= outer.y - 0.5 && a.x + a.width <= outer.x + outer.width + 0.5 && a.y + a.height <= outer.y + outer.height + 0.5;
const boxes = (l: Locator) => l.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
/** Pairs of boxes that cover each other by more than a sliver. */
const overlapping = (bs: Box[]) => bs.flatMap((a, i) => bs.slice(i + 1).flatMap((b, j) => (overlap(a, b) > 2 ? [[i, i + 1 + j]] : [])));

/** Text under `root` that is cut: wider or taller than its box, an ellipsis, or a line clamp. */
const clippedText = (root: Locator) =>
  root.evaluateAll((els) =>
    els.flatMap((el) =>
      [el, ...el.querySelectorAll("*")].flatMap((e) => {
        const s = getComputedStyle(e);
        const hasText = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        if (!hasText) return [];
        const cut = e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1 || s.textOverflow === "ellipsis" || s.webkitLineClamp !== "none";
        return cut ? [(e as HTMLElement).innerText] : [];
      }),
    ),
  );

/** The scale of a React Flow viewport (its transform's matrix). */
const zoomOf = (page: Page, within = "") =>
  page.locator(`${within} .react-flow__viewport`).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

describe("Canvases that say everything they hold", () => {
  it("a relationship map shows every relation label apart and every name whole, in the page and in the export (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP, "cv-rel");
    const { id, labels } = await seedRelationMap(e2e.server, user.id);
    await gotoApp(page, `/story-elements/relationships/${id}`);
    const canvas = page.getByRole("region", { name: /^Map of The Lantern Web/ }).first();
    const edgeLabels = page.locator(".react-flow__edgelabel-renderer > div");
    await expect.poll(() => edgeLabels.count()).toBe(labels.length);
    await expect.poll(() => page.locator(".react-flow__node").count()).toBe(4);
    // Let the fit settle (React Flow fits on the next frame).
    await expect.poll(async () => JSON.stringify(await boxes(edgeLabels)), { interval: 300 }).toBe(JSON.stringify(await boxes(edgeLabels)));
    expect((await edgeLabels.allInnerTexts()).sort()).toEqual([...labels].sort());
    const lb = await boxes(edgeLabels);
    const nodes = await boxes(page.locator(".react-flow__node"));
    expect(overlapping(lb)).toEqual([]);
    expect(lb.flatMap((l, i) => (nodes.some((n) => overlap(l, n) > 2) ? [i] : []))).toEqual([]);
    // All of it in view after the fit, names whole.
    const frame = (await canvas.boundingBox())!;
    expect([...lb, ...nodes].every((b) => inside(b, frame))).toBe(true);
    for (const name of MAP_PEOPLE) expect(await page.locator(".react-flow__node", { hasText: name }).count()).toBe(1);
    expect(await clippedText(page.locator(".react-flow__node"))).toEqual([]);
    await screenshot(canvas, "canvas-relationships-1280");

    // The export draws what the page shows: the SVG (the PNG is this SVG drawn onto a canvas) has
    // every label, none over another, inside the picture, and every name whole.
    const [svgDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "SVG" }).click()]);
    const svg = await streamText(await svgDownload.createReadStream());
    const [pngDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG" }).click()]);
    expect(pngDownload.suggestedFilename()).toBe("the-lantern-web.png");
    const view = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await view.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    const picture = (await view.locator("body > svg").boundingBox())!;
    const exported = view.locator(".react-flow__edgelabel-renderer > div");
    expect((await exported.allInnerTexts()).sort()).toEqual([...labels].sort());
    const eb = await boxes(exported);
    expect(overlapping(eb)).toEqual([]);
    expect(eb.every((b) => inside(b, picture))).toBe(true);
    expect(await clippedText(view.locator(".react-flow__node"))).toEqual([]);
    for (const name of MAP_PEOPLE) expect(await view.locator(".react-flow__node", { hasText: name }).count()).toBe(1);
    await view.context().close();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("the relationship map on a phone keeps its labels apart too (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE, "cv-rel-m");
    const { id, labels } = await seedRelationMap(e2e.server, user.id);
    await gotoApp(page, `/story-elements/relationships/${id}`);
    const edgeLabels = page.locator(".react-flow__edgelabel-renderer > div");
    await expect.poll(() => edgeLabels.count()).toBe(labels.length);
    await expect.poll(async () => JSON.stringify(await boxes(edgeLabels)), { interval: 300 }).toBe(JSON.stringify(await boxes(edgeLabels)));
    expect(overlapping(await boxes(edgeLabels))).toEqual([]);
    expect(await clippedText(page.locator(".react-flow__node"))).toEqual([]);
    await screenshot(page.getByRole("region", { name: /^Map of The Lantern Web/ }).first(), "canvas-relationships-375");
    await page.context().close();
  });

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`the timeline's Fit all puts every event, label and all, in view (${label} px)`, async () => {
      const { user, page } = await signedIn(size, `cv-tl-${label}`);
      const { id, titles } = await seedTimeline(e2e.server, user.id);
      await gotoApp(page, `/story-elements/timeline/${id}`);
      await page.getByRole("button", { name: "Axis" }).click();
      const axis = page.getByTestId("timeline-axis");
      await axis.locator("[data-event-id]").first().waitFor();
      // Zoom in far, then Fit all.
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByRole("button", { name: "Fit all" }).click();
      await expect.poll(() => axis.locator("[data-event-id]").count()).toBe(titles.length);
      await page.getByText(`${titles.length} of ${titles.length} events in view`, { exact: false }).waitFor();
      const frame = (await axis.boundingBox())!;
      const events = await boxes(axis.locator("[data-event-id]"));
      expect(events.map((b, i) => (inside(b, frame) ? "" : titles[i])).filter(Boolean)).toEqual([]);
      await screenshot(axis.locator(".."), `canvas-timeline-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`a family tree shows names whole and, fitted, stays readable (${label} px)`, async () => {
      const { user, page } = await signedIn(size, `cv-fam-${label}`);
      const id = await seedFamily(e2e.server, user.id);
      await gotoApp(page, `/story-elements/family-trees/${id}`);
      const canvas = page.getByTestId("family-canvas");
      await expect.poll(() => canvas.locator(".react-flow__node").count()).toBe(FAMILY.length);
      await expect.poll(() => zoomOf(page, '[data-testid="family-canvas"]'), { interval: 300 }).toBe(await zoomOf(page, '[data-testid="family-canvas"]'));
      for (const name of FAMILY) expect(await canvas.locator(".react-flow__node", { hasText: name }).count()).toBe(1);
      expect(await clippedText(canvas.locator(".react-flow__node"))).toEqual([]);
      // The smallest text on a card, as drawn at the fitted zoom, is at least 11 px.
      const zoom = await zoomOf(page, '[data-testid="family-canvas"]');
      const smallest = await canvas
        .locator(".react-flow__node span")
        .evaluateAll((els) => Math.min(...els.filter((e) => e.textContent!.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize))));
      expect(smallest * zoom).toBeGreaterThanOrEqual(11);
      // Too wide for a phone at that size: the canvas pans (no side scroll of the page).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(canvas, `canvas-family-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("a family tree is dated in the calendar picked for it, as a timeline is, and visitors read the same dates (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE, "cv-fam-cal");
    await seedCalendar(e2e.server, user.id);
    const id = await seedFamily(e2e.server, user.id);
    await gotoApp(page, `/story-elements/family-trees/${id}`);
    await page.getByText("Dates are counted in the Gregorian calendar", { exact: false }).waitFor();
    const ysolde = page.getByRole("listitem", { name: FAMILY[0] });
    await ysolde.getByText("b. 1180 ·").waitFor();
    // The same calendar list as the timeline's settings: the writer's saved calendars.
    await page.getByLabel("Calendar", { exact: true }).selectOption({ label: "Reckoning of Ash" });
    await page.locator("[data-sonner-toast]", { hasText: "Dated in Reckoning of Ash now" }).waitFor();
    await page.getByText("Dates are counted in the calendar “Reckoning of Ash”", { exact: false }).waitFor();
    await ysolde.getByText("b. 1180 RS · 70 years old").waitFor();
    await page.getByTestId("family-canvas").getByText("b. 1180 RS").first().waitFor();
    await page.locator('[data-save-state="saved"]').waitFor();
    await expectAccessible(page);
    // Published, the tree keeps its calendar for visitors, who cannot read the private calendar item.
    await page.getByRole("button", { name: "Publish" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Published" }).waitFor();
    const visitor = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(visitor, `/browse/family-trees/${id}`);
    await visitor.getByText("Dates are counted in the calendar “Reckoning of Ash”", { exact: false }).waitFor();
    await visitor.getByRole("listitem", { name: FAMILY[0] }).getByText("b. 1180 RS · 70 years old").waitFor();
    await visitor.context().close();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`flow chart text is whole, inside its shape and readable at 100 % zoom (${label} px)`, async () => {
      const { user, page } = await signedIn(size, `cv-flow-${label}`);
      const { id, labels } = await seedFlow(e2e.server, user.id);
      await gotoApp(page, `/story-elements/flow-chart/${id}`);
      const nodes = page.locator(".react-flow__node");
      await expect.poll(() => nodes.count()).toBe(labels.length);
      // Sizes, clipping and places are measured in the chart's own CSS pixels: what 100 % zoom shows.
      for (const l of labels) expect(await nodes.filter({ hasText: l }).count()).toBe(1);
      await nodes.filter({ hasText: "Ysolde Marchetti-Vanderhoven reads" }).getByText("Ysolde Marchetti-Vanderhoven", { exact: false }).last().waitFor();
      expect(await clippedText(nodes)).toEqual([]);
      const report = await nodes.evaluateAll((els) =>
        els.flatMap((node) => {
          const shape = node.querySelector("polygon") ?? node.querySelector("[aria-hidden='true']");
          const fill = shape instanceof SVGPolygonElement ? shape.getAttribute("fill")! : getComputedStyle(shape!).backgroundColor;
          const rgb = (c: string) => {
            const ctx = document.createElement("canvas").getContext("2d")!;
            ctx.fillStyle = c;
            ctx.fillRect(0, 0, 1, 1);
            return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
          };
          const lum = (c: number[]) => {
            const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const bg = rgb(fill);
          const nb = node.getBoundingClientRect();
          const kind = node.querySelector("[data-kind]")?.getAttribute("data-kind");
          return [...node.querySelectorAll("span")]
            .filter((s) => s.textContent!.trim())
            .flatMap((s) => {
              const st = getComputedStyle(s);
              let opacity = 1;
              for (let e: Element | null = s; e && e !== node; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
              const fg = rgb(st.color).map((v, i) => v * opacity + bg[i]! * (1 - opacity));
              const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
              const contrast = (hi! + 0.05) / (lo! + 0.05);
              const r = s.getBoundingClientRect();
              // In a diamond, each corner of the text lies inside it.
              const inDiamond = [r.left, r.right].every((x) =>
                [r.top, r.bottom].every(
                  (y) => Math.abs(x - (nb.left + nb.width / 2)) / (nb.width / 2) + Math.abs(y - (nb.top + nb.height / 2)) / (nb.height / 2) <= 1.02,
                ),
              );
              const inBox = r.left >= nb.left - 0.5 && r.right <= nb.right + 0.5 && r.top >= nb.top - 0.5 && r.bottom <= nb.bottom + 0.5;
              const problems = [
                parseFloat(st.fontSize) < 12 ? `${parseFloat(st.fontSize)} px` : "",
                contrast < 4.5 ? `contrast ${contrast.toFixed(2)}` : "",
                !inBox || (kind === "decision" && !inDiamond) ? "outside its shape" : "",
              ].filter(Boolean);
              return problems.length ? [`${s.textContent!.slice(0, 30)}: ${problems.join(", ")}`] : [];
            });
        }),
      );
      expect(report).toEqual([]);
      await screenshot(page.getByRole("region", { name: /^Flow chart/ }).first(), `canvas-flow-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
