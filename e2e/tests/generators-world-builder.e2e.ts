// Stat blocks and New world in Chromium at 375 and 1280 px: a monster's 5e stat block renders as
// tables that scroll inside their card (never the page); "New world" on /create previews a linked
// starter world, rerolls one piece and saves it all as one new universe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Stat blocks and New world", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`shows a 5e stat block, then builds, rerolls and saves a world (${label} px)`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/generators/monster");
      await page.getByLabel("Stat block").selectOption("5e");
      await page.getByRole("button", { name: /^Generate/ }).click();
      const block = page.getByRole("heading", { name: "Stat block", exact: true });
      await block.waitFor();
      const section = page.locator("section", { has: block });
      await section.getByRole("cell", { name: "Armour Class" }).waitFor();
      await section.getByRole("columnheader", { name: "STR" }).waitFor();
      expect(await section.getByRole("cell", { name: /^\d+(\/\d)? \([\d,]+ XP\)$/ }).count()).toBe(1);
      // Each table scrolls in its own box: the page never scrolls sideways.
      expect(await section.getByRole("region", { name: "Table" }).count()).toBe(3);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `stat-block-${label}`);

      const user = await createConfirmedUser(e2e.server, `world${label}`);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/create");
      await page.getByRole("link", { name: /New world/ }).click();
      await page.getByRole("heading", { name: "New world", level: 1 }).waitFor();
      expect(await page.title()).toBe("New World");
      await page.getByLabel("Seed").fill(`e2e-${label}`);
      const cast = page.getByRole("region", { name: "Cast" });
      await expect.poll(() => cast.getByRole("listitem").count(), { timeout: 30_000 }).toBe(6);
      const history = page.getByRole("region", { name: "History" });
      expect(await history.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      expect(await cast.getByText(/^Linked to /).count()).toBe(6);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `new-world-${label}`);

      // Reroll the first character: it changes, the world stays whole.
      const firstName = (await cast.getByRole("heading", { level: 4 }).first().textContent()) ?? "";
      await cast.getByRole("button", { name: `Reroll ${firstName}` }).click();
      await expect.poll(async () => cast.getByRole("heading", { level: 4 }).first().textContent(), { timeout: 30_000 }).not.toBe(firstName);
      const worldName = (await page.locator("#world-name").textContent()) ?? "";

      await page.getByRole("button", { name: "Save world" }).click();
      await page.waitForURL(/\/my-content$/);
      const [u] = await sql<{ id: string; name: string }>(`select id, name from public.universes where owner_id = $1`, [user.id]);
      expect(u?.name).toBe(worldName);
      const items = await sql<{ kind: string; seed: string | null }>(`select kind, seed from public.content_items where owner_id = $1 and universe_id = $2`, [
        user.id,
        u!.id,
      ]);
      expect(items.filter((i) => i.kind === "character")).toHaveLength(6);
      expect(items.every((i) => i.seed !== null)).toBe(true);
      expect(items.map((i) => i.kind)).toContain("calendar");
      const links = await sql(`select id from public.content_links where owner_id = $1`, [user.id]);
      expect(links.length).toBeGreaterThan(10);
      await page.context().close();
    }, 120_000);
  }
});
