// The toast constants of docs/spec.md §9 in Chromium (docs/decisions/0002-two-toasters.md): sonner shows
// at most 3, 356 px wide, for 4 s, clear of the floating widgets; the Radix toaster carries the
// destructive Error toasts in a region at most 420 px wide, and closes them by itself.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, expectAccessible, gotoApp, newPage, screenshot, useE2E } from "../support/index.js";

const e2e = useE2E();

const seed = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, text: `Seeded task ${i + 1}`, completed: false }));

async function withTasks(page: Page, n: number) {
  await gotoApp(page, "/home");
  await page.evaluate((t) => localStorage.setItem("todos", JSON.stringify(t)), seed(n));
  await page.reload();
  await page.locator("main#main").waitFor();
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
    const box = (await toasts.first().boundingBox())!;
    expect(Math.round(box.width)).toBe(356);
    const card = (await page.getByRole("region", { name: "Tasks" }).boundingBox())!;
    expect(box.x + box.width < card.x || box.y + box.height < card.y, "toast overlaps the task card").toBe(true);
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
});
