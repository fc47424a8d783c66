// Universe Roadmap in Chromium at 375 and 1280 px: the empty state teaches how to start; the first
// visit of a universe creates the starter plan (once, even with two tabs); a milestone is edited;
// it moves on the board by keyboard ("Move to…") and, on a wide screen, by dragging; the "next
// step" opens the right generator and what is saved there counts; progress follows the library;
// reload keeps everything; the list view groups by phase, and deletes undo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const column = (page: Page, name: "To do" | "In progress" | "Done") => page.getByRole("list", { name, exact: true });
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

describe("Universe Roadmap", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`plans a universe: template, edit, move, progress, reload (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "roadmap");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);

      // No universe yet: the page teaches how to start.
      await gotoApp(page, "/universe-roadmap");
      expect(await page.title()).toBe("Universe Roadmap");
      await page.getByRole("heading", { name: "Start with a universe" }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `roadmap-empty-${label}`);
      await page.getByRole("button", { name: "Create a universe" }).click();
      const dialog = page.getByRole("dialog", { name: "New universe" });
      await dialog.getByLabel("Name").fill("Aster");
      await dialog.getByRole("button", { name: "Create universe" }).click();

      // The first visit of the universe creates the starter plan.
      await page.getByRole("heading", { name: "Next step: Create a calendar" }).waitFor();
      const [{ id: universe }] = (await sql<{ id: string }>(`select id from public.universes where owner_id = $1`, [user.id])) as [{ id: string }];
      const phases = () => sql<{ title: string }>(`select title from public.roadmap_phases where universe_id = $1 order by position`, [universe]);
      expect((await phases()).map((p) => p.title)).toEqual(["Foundations", "Peoples", "Places", "Powers", "History", "Stories"]);
      expect(await sql(`select id from public.roadmap_milestones where universe_id = $1`, [universe])).toHaveLength(13);
      await card(page, "Create 3 factions").waitFor();
      expect(await column(page, "To do").getByRole("article").count()).toBe(13);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `roadmap-board-${label}`);

      // A second tab on the same roadmap never creates the template twice.
      const second = await newPage(e2e.browser, e2e.baseURL, { context: page.context() });
      await gotoApp(second, "/universe-roadmap");
      await card(second, "Create 3 factions").waitFor();
      await second.close();
      expect(await phases()).toHaveLength(6);
      expect(await sql(`select id from public.roadmap_milestones where universe_id = $1`, [universe])).toHaveLength(13);

      // Edit a milestone.
      await page.getByRole("button", { name: "Edit Create 3 factions" }).click();
      const editor = page.getByRole("dialog", { name: "Edit milestone" });
      await editor.getByLabel("Title").fill("Found 3 rival factions");
      await editor.getByLabel("Due date").fill("2027-03-01");
      await editor.getByRole("button", { name: "Add a step" }).click();
      await editor.getByLabel("Step 1", { exact: true }).fill("Name their leaders");
      await editor.getByLabel("Notes").fill("The Salt Guild secretly funds the rebels.");
      await expectAccessible(page);
      await screenshot(page, `roadmap-editor-${label}`);
      // Bad input is refused in words and changes nothing.
      await editor.getByLabel("Title").fill("   ");
      await editor.getByRole("button", { name: "Save milestone" }).click();
      await editor.getByText("A milestone needs a title.").waitFor();
      await editor.getByLabel("Title").fill("Found 3 rival factions");
      await editor.getByRole("button", { name: "Save milestone" }).click();
      await toast(page, "Saved “Found 3 rival factions”").waitFor();
      await card(page, "Found 3 rival factions").getByText("Due 1 Mar 2027").waitFor();
      await card(page, "Found 3 rival factions").getByText("0 of 1 step").waitFor();
      const row = () =>
        sql(`select title, status, due_on::text as due, checklist, notes from public.roadmap_milestones where universe_id = $1 and goal_kind = 'faction'`, [
          universe,
        ]);
      await expect
        .poll(async () => (await row())[0])
        .toMatchObject({
          title: "Found 3 rival factions",
          due: "2027-03-01",
          checklist: [{ text: "Name their leaders", done: false }],
          notes: "The Salt Guild secretly funds the rebels.",
        });

      // Move it on the board by keyboard: "Move to…" → In progress.
      await page.getByRole("button", { name: "Move Found 3 rival factions to…" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("menuitem", { name: "In progress" }).waitFor();
      await page.keyboard.press("Enter");
      await column(page, "In progress").getByRole("article", { name: "Found 3 rival factions" }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move Found 3 rival factions to…");
      await expect.poll(async () => (await row())[0]!.status).toBe("doing");

      // On a wide screen, drag another card to Done by its grip.
      if (size === DESKTOP) {
        const grip = card(page, "Sketch the map").locator("[data-drag-handle]");
        await grip.scrollIntoViewIfNeeded();
        const from = (await grip.boundingBox())!;
        // The Done column runs the board's full height: drop beside the card, inside that column.
        const done = (await page.getByRole("region", { name: /^Done/ }).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
        await page.mouse.move(done.x + done.width / 2, from.y + from.height / 2, { steps: 8 });
        await page.mouse.up();
        await column(page, "Done").getByRole("article", { name: "Sketch the map" }).waitFor();
        await expect
          .poll(
            async () => (await sql(`select status from public.roadmap_milestones where universe_id = $1 and title = 'Sketch the map'`, [universe]))[0]!.status,
          )
          .toBe("done");
      }

      // The next step opens the calendar generator; what is saved there lands in this universe and counts.
      await page.getByRole("link", { name: "Open the Calendar Generator" }).click();
      await page.waitForURL(/\/generators\/calendar/);
      await page.getByRole("button", { name: "Save to My Content" }).click();
      await expect
        .poll(async () => (await sql(`select universe_id from public.content_items where owner_id = $1 and kind = 'calendar'`, [user.id]))[0]?.universe_id)
        .toBe(universe);
      await gotoApp(page, "/universe-roadmap");
      await page.getByRole("heading", { name: "Next step: Write 2 pieces of lore" }).waitFor();
      await card(page, "Create a calendar")
        .getByRole("link", { name: /Calendar 1 of 1/ })
        .waitFor();

      // Progress follows the library: two factions saved into the universe → 2 of 3, linked to them.
      await sql(
        `insert into public.content_items (owner_id, kind, name, universe_id) values ($1, 'faction', 'Iron Court', $2), ($1, 'faction', 'Salt Guild', $2), ($1, 'faction', 'Elsewhere', null)`,
        [user.id, universe],
      );
      await page.reload();
      const factions = card(page, "Found 3 rival factions").getByRole("link", { name: /Faction 2 of 3/ });
      await factions.waitFor();

      // Reload keeps everything.
      await page.reload();
      await column(page, "In progress").getByRole("article", { name: "Found 3 rival factions" }).waitFor();
      await page.getByRole("button", { name: "Edit Found 3 rival factions" }).click();
      expect(await editor.getByLabel("Due date").inputValue()).toBe("2027-03-01");
      expect(await editor.getByLabel("Step 1", { exact: true }).inputValue()).toBe("Name their leaders");
      expect(await editor.getByLabel("Notes").inputValue()).toBe("The Salt Guild secretly funds the rebels.");
      await editor.getByRole("button", { name: "Cancel" }).click();
      await editor.waitFor({ state: "detached" });
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `roadmap-progress-${label}`);

      // The progress bar links to the items.
      await factions.click();
      await page.waitForURL(/\/my-content\?kind=faction/);
      await page.getByRole("link", { name: "Iron Court" }).waitFor();
      expect(await page.getByRole("link", { name: "Elsewhere" }).count()).toBe(0);

      // The list view groups by phase; deleting a milestone can be undone.
      await gotoApp(page, "/universe-roadmap?view=list");
      const powers = page.getByRole("list", { name: "Milestones in Powers" });
      await powers.getByRole("article", { name: "Found 3 rival factions" }).waitFor();
      await page.getByRole("textbox", { name: "New milestone in Powers" }).fill("Map the ley lines");
      await page.getByRole("region", { name: "Powers" }).getByRole("button", { name: "Add", exact: true }).click();
      await powers.getByRole("article", { name: "Map the ley lines" }).waitFor();
      await page.getByRole("button", { name: "Edit Map the ley lines" }).click();
      await editor.getByRole("button", { name: "Delete milestone" }).click();
      await toast(page, "Deleted “Map the ley lines”").getByRole("button", { name: "Undo" }).click();
      await toast(page, "Restored “Map the ley lines”").waitFor();
      await powers.getByRole("article", { name: "Map the ley lines" }).waitFor();
      expect(await sql(`select id from public.roadmap_milestones where universe_id = $1 and title = 'Map the ley lines'`, [universe])).toHaveLength(1);
      // Deleting a phase takes its milestones; Undo brings both back.
      await page.getByRole("button", { name: "Delete the phase Stories" }).click();
      await toast(page, "Deleted the phase “Stories” and its milestone").getByRole("button", { name: "Undo" }).click();
      await toast(page, "Restored “Stories”").waitFor();
      await page.getByRole("list", { name: "Milestones in Stories" }).getByRole("article", { name: "Outline your first story" }).waitFor();
      expect(await phases()).toHaveLength(6);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `roadmap-list-${label}`);

      // With "All universes" the page asks which one to plan.
      await page.evaluate((id) => localStorage.removeItem(`worldloom-universe:${id}`), user.id);
      await page.reload();
      await page.getByRole("heading", { name: "Which universe will you plan?" }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `roadmap-pick-${label}`);
      await page.getByRole("button", { name: "Plan Aster" }).click();
      await powers.getByRole("article", { name: "Found 3 rival factions" }).waitFor();

      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
