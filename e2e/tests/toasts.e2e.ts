// The toast constants of docs/spec.md §9 in Chromium (docs/decisions/0002-two-toasters.md): sonner shows
// at most 3, 356 px wide, for 4 s, clear of the floating widgets; the Radix toaster carries the
// destructive Error toasts in a region at most 420 px wide, and closes them by itself. Both show in
// one place, top centre under the navigation bar, and never over a story canvas's controls.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, createConfirmedUser, expectAccessible, gotoApp, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { toPageEnd } from "./widget-overlap.js";

const e2e = useE2E();

const seed = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, text: `Seeded task ${i + 1}`, completed: false }));

async function withTasks(page: Page, n: number) {
  await gotoApp(page, "/home");
  await toPageEnd(page);
  await page.evaluate((t) => localStorage.setItem("todos", JSON.stringify(t)), seed(n));
  await page.reload();
  await toPageEnd(page);
  await page.locator("main#main").waitFor();
}

type Box = { x: number; y: number; width: number; height: number };
const meets = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box once it has slid in: two reads 100 ms apart agree (its entry is a CSS transition, on real time). */
async function settledBox(page: Page, selector: string): Promise<Box> {
  let last = "";
  let box: Box | null = null;
  await expect
    .poll(
      async () => {
        box = await page.locator(selector).first().boundingBox();
        const now = JSON.stringify(box);
        const same = box !== null && now === last;
        last = now;
        return same;
      },
      { interval: 100 },
    )
    .toBe(true);
  return box!;
}

/** The toast is in the one place: below the navigation bar, centred on the screen. */
async function underTheNavCentred(page: Page, toast: Box) {
  const nav = (await page.locator('nav[aria-label="Main"]').boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(toast.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  expect(toast.y).toBeLessThan(nav.y + nav.height + 24);
  expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThanOrEqual(1);
}

describe("toasts", () => {
  it("sonner: four undo toasts show three at a time, 356 px wide, gone after 4 s; none covers the widgets", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await page.clock.install();
    await withTasks(page, 5);
    await page.getByRole("button", { name: /Open tasks/ }).click();
    // From here the page's time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    for (let i = 1; i <= 4; i++) await page.getByRole("button", { name: `Delete “Seeded task ${i}”` }).click();
    const toasts = page.locator("[data-sonner-toast]");
    // sonner adds toasts from a zero-delay timer.
    await page.clock.runFor(50);
    await expect.poll(() => toasts.count()).toBe(4);
    expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(3);
    // The hidden fourth toast lets clicks through to the page beneath it; the shown ones take them.
    const pointer = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => getComputedStyle(el).pointerEvents);
    expect(await pointer('[data-sonner-toast][data-visible="false"]')).toBe("none");
    expect(await pointer('[data-sonner-toast][data-visible="true"]')).toBe("auto");
    const box = await settledBox(page, "[data-sonner-toast]");
    expect(Math.round(box.width)).toBe(356);
    const card = (await page.getByRole("region", { name: "Tasks" }).boundingBox())!;
    expect(meets(box, card), "toast overlaps the task card").toBe(false);
    await underTheNavCentred(page, box);
    await screenshot(page, "1280-undo-toasts");
    await page.clock.runFor(3_500);
    expect(await toasts.count()).toBe(4);
    await page.clock.runFor(1_000);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return toasts.count();
      })
      .toBe(0);
    await page.context().close();
  });

  it("sonner on a phone sits under the nav bar, clear of the open timer, and stays clickable over the task sheet", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await withTasks(page, 2);
    await page.getByRole("button", { name: "Open focus timer" }).click();
    await page.getByRole("button", { name: /Open tasks/ }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("button", { name: "Delete “Seeded task 1”" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    // By CSS: while the sheet is open the rest of the page is aria-hidden.
    const nav = (await page.locator('nav[aria-label="Main"]').boundingBox())!;
    const timer = (await page.locator('section[aria-label="Focus timer"]').boundingBox())!;
    // Polled: the toast slides in.
    await expect
      .poll(async () => {
        const t = (await toast.boundingBox())!;
        return t.y >= nav.y + nav.height && t.y + t.height <= timer.y;
      })
      .toBe(true);
    await screenshot(page, "375-undo-toast");
    await toast.getByRole("button", { name: "Undo" }).click();
    await sheet.getByText("Seeded task 1").waitFor();
    expect(await sheet.isVisible()).toBe(true);
    await page.context().close();
  });

  it("Radix: a failed sign-in shows a destructive Error toast in a region at most 420 px wide, which closes by itself", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("nobody@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    const toast = page.locator('[data-radix-toast][data-variant="destructive"]');
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/^Error\n+Invalid login credentials/);
    // The toast's list; while the dialog is open the region is aria-hidden, so not found by role.
    const region = toast.locator("xpath=..");
    expect(await region.evaluate((el) => el.parentElement?.getAttribute("aria-label"))).toMatch(/^Alerts/);
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(420);
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeLessThan(120);
    await underTheNavCentred(page, (await toast.boundingBox())!);
    await screenshot(page, "1280-error-toast");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await expectAccessible(page, "dialog with an Error toast");
    // 5 s by default; wait on the toast leaving, with room for a slow machine.
    await toast.waitFor({ state: "detached", timeout: 15_000 });
    await page.context().close();
  });

  it("Radix: a swipe right of less than 50 px leaves the toast, a longer one dismisses it", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await page.goto("/admin"); // no user: Authentication Required, on the Radix toaster
    const toast = page.locator('[data-radix-toast][data-variant="destructive"]').filter({ hasText: "Authentication Required" });
    await toast.waitFor();
    const swipe = async (dx: number) => {
      const b = (await toast.boundingBox())!;
      const y = b.y + b.height / 2;
      await page.mouse.move(b.x + 40, y);
      await page.mouse.down();
      for (let x = 5; x <= dx; x += 5) await page.mouse.move(b.x + 40 + x, y);
      await page.mouse.up();
    };
    await swipe(35);
    await expect.poll(() => toast.getAttribute("data-swipe")).toBe("cancel");
    expect(await toast.count()).toBe(1);
    await swipe(80);
    await toast.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("sonner follows the Night theme when the system asks for dark", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, { ...DESKTOP, colorScheme: "dark" });
    await withTasks(page, 1);
    await page.getByRole("button", { name: /Open tasks/ }).click();
    await page.getByRole("button", { name: "Delete “Seeded task 1”" }).click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-sonner-theme")).toBe("dark");
    await expectAccessible(page, "undo toast in Night");
    await page.context().close();
  });

  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`on a flow chart, a toast is over neither the canvas's zoom and fit controls nor its minimap (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "toastcanvas");
      const nodes = ["start", "scene", "decision", "outcome", "end"].map((type, i) => ({ id: `n${i}`, type, label: `Step ${i + 1}`, x: i * 40, y: i * 40 }));
      const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, from: `n${i}`, to: n.id, label: "" }));
      const doc = await e2e.server.ctx.db.query<{ id: string }>(
        `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'flow-chart', 'Toast Chart', $2) returning id`,
        [user.id, JSON.stringify({ nodes, edges })],
      );
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, `/story-elements/flow-chart/${doc.rows[0]!.id}`);
      const controls = page.locator(".react-flow__controls");
      await controls.waitFor();
      await page.getByRole("button", { name: "Auto-layout" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Laid out the chart" });
      await toast.waitFor();
      // Hovered, sonner holds the toast while the page is scrolled under it.
      await toast.hover();
      const minimap = page.locator(".react-flow__minimap");
      const canvas = page.getByRole("region", { name: /^Flow chart Toast Chart/ });
      for (const place of ["top", "canvas in view", "end"] as const) {
        await page.evaluate((place) => {
          if (place === "top") window.scrollTo(0, 0);
          else if (place === "end") window.scrollTo(0, document.documentElement.scrollHeight);
          else document.querySelector(".react-flow")!.scrollIntoView({ block: "center" });
        }, place);
        await expect.poll(async () => (await toast.boundingBox())!.y).toBeLessThan(200);
        const t = (await toast.boundingBox())!;
        await underTheNavCentred(page, t);
        expect(meets(t, (await controls.boundingBox())!), `toast over the controls, ${place}`).toBe(false);
        if (await minimap.isVisible()) expect(meets(t, (await minimap.boundingBox())!), `toast over the minimap, ${place}`).toBe(false);
        if (place === "canvas in view") {
          expect(await canvas.isVisible()).toBe(true);
          await screenshot(page, `${label}-toast-on-flow-chart`);
        }
      }
      await page.context().close();
    });
  }
});
