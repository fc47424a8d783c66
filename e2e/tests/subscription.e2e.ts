// Subscription in Chromium at 375 and 1280 px with the built-in local provider (no STRIPE_* set):
// the page says payments are not set up, shows Free and Pro with the user's usage as bars; the
// Free limit refuses the next universe on the server and the toast names the limit and Pro;
// upgrading lands on /subscription/success, which reads Pro from the server; Pro lifts the
// limit; cancelling keeps Pro to the period end (Undo resumes); /subscription/cancel says
// nothing changed.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const meter = (page: Page, name: string) => page.getByRole("meter", { name, exact: true });

async function createUniverse(page: Page, name: string) {
  await gotoApp(page, "/dashboard");
  await page.getByRole("button", { name: /^Universe: / }).click();
  await page.getByRole("menuitem", { name: "New universe…" }).click();
  const dialog = page.getByRole("dialog", { name: "New universe" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create universe" }).click();
  return dialog;
}

describe("Subscription", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`shows usage, refuses over the Free limit, upgrades, cancels and resumes (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "plans");
      // Ten universes (the Free limit) and three items, loaded as the database owner.
      await sql(`insert into public.universes (owner_id, name) select $1, 'World ' || g from generate_series(1, 10) g`, [user.id]);
      await sql(`insert into public.content_items (owner_id, kind, name) select $1, 'character', 'Hero ' || g from generate_series(1, 3) g`, [user.id]);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);

      await gotoApp(page, "/subscription");
      expect(await page.title()).toBe("Subscription");
      await page.getByText("Payments are not set up on this install; upgrading is free here.").waitFor();
      await meter(page, "Free: Universes").waitFor();
      expect(await meter(page, "Free: Universes").getAttribute("aria-valuetext")).toBe("10 of 10");
      expect(await meter(page, "Free: Saved library items").getAttribute("aria-valuetext")).toBe("3 of 500");
      expect(await meter(page, "Pro: Universes").getAttribute("aria-valuetext")).toBe("10 of 100");
      await page.getByRole("region", { name: "Free", exact: true }).getByText("Your plan").waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `subscription-free-${label}`);

      // The eleventh universe is refused by the database; the toast says why and what lifts it.
      const dialog = await createUniverse(page, "One too many");
      await toast(page, "Free plan limit reached: 10 universes. Upgrade to Pro for 100.").waitFor();
      await screenshot(page, `subscription-limit-toast-${label}`);
      expect(await sql(`select count(*)::int as n from public.universes where owner_id = $1`, [user.id])).toEqual([{ n: 10 }]);
      await dialog.getByRole("button", { name: "Cancel" }).click();

      // Upgrade through the local provider: the success page reads Pro from the server.
      await gotoApp(page, "/subscription");
      await page.getByRole("button", { name: "Upgrade to Pro" }).click();
      await page.waitForURL(/\/subscription\/success$/);
      await page.getByText("You are on Pro.").waitFor();
      expect(await sql(`select plan, status, provider from public.subscriptions where user_id = $1`, [user.id])).toEqual([
        { plan: "pro", status: "active", provider: "local" },
      ]);
      await page.getByRole("region", { name: "Pro", exact: true }).getByText("Your plan").waitFor();
      await expectAccessible(page);
      await screenshot(page, `subscription-success-${label}`);

      // Pro lifts the limit.
      await createUniverse(page, "Room to grow");
      await page.getByRole("button", { name: "Universe: Room to grow" }).waitFor();
      expect(await sql(`select count(*)::int as n from public.universes where owner_id = $1`, [user.id])).toEqual([{ n: 11 }]);

      // Cancel keeps Pro until the period end; Undo resumes.
      await gotoApp(page, "/subscription");
      await page.getByRole("button", { name: "Cancel Pro" }).click();
      await toast(page, "Pro is cancelled").waitFor();
      await page.getByText(/Cancelled: you keep Pro until/).waitFor();
      await page.getByRole("button", { name: "Resume Pro" }).waitFor();
      expect(await sql(`select plan, cancel_at_period_end from public.subscriptions where user_id = $1`, [user.id])).toEqual([
        { plan: "pro", cancel_at_period_end: true },
      ]);
      expect(await sql(`select public.plan_of($1) as plan`, [user.id])).toEqual([{ plan: "pro" }]);
      await screenshot(page, `subscription-cancelled-${label}`);
      await toast(page, "Pro is cancelled").getByRole("button", { name: "Undo" }).click();
      await page.getByRole("button", { name: "Cancel Pro" }).waitFor();
      await expect
        .poll(async () => (await sql(`select cancel_at_period_end from public.subscriptions where user_id = $1`, [user.id]))[0])
        .toEqual({ cancel_at_period_end: false });

      // A cancelled checkout: nothing changed.
      await gotoApp(page, "/subscription/cancel");
      await page.getByText("Checkout was cancelled. Nothing changed.").waitFor();
      await page.getByText("You are still on Pro; nothing was charged.").waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `subscription-cancel-page-${label}`);
      await page.close();
    });
  }

  it("the batch size follows the plan: Free makes 50 at a time, Pro 200 (375 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "batch");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators/name");
    const howMany = page.getByLabel("How many results");
    // A visitor has the Free plan's batch: 100 and 200 are shown, disabled, with the plan that gives them.
    await page.getByText("Your plan makes up to 50 at a time.").waitFor();
    expect(await howMany.locator("option", { hasText: "A batch of 200 (Pro)" }).isDisabled()).toBe(true);
    expect(await howMany.locator("option", { hasText: "A batch of 50" }).isDisabled()).toBe(false);
    await signInViaDialog(page, user);
    await sql(`insert into public.subscriptions (user_id, plan, status, provider) values ($1, 'pro', 'active', 'local')`, [user.id]);
    await gotoApp(page, "/generators/name");
    await expect.poll(() => howMany.locator("option", { hasText: "A batch of 200" }).isDisabled()).toBe(false);
    expect(await page.getByText("Your plan makes up to").count()).toBe(0);
    await howMany.selectOption("200");
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expect.poll(() => page.getByRole("list", { name: "Batch results" }).getByRole("button").count()).toBe(200);
    await screenshot(page, "generator-batch-200-375");
    await expect.poll(() => noSideScroll(page)).toBe(true);
    await page.close();
  });
});
