// The writer's tools of a story in Chromium: a scene's point of view, place and date (links the
// item pages list), find & replace with Undo, focus mode, the daily word goal and streak, Word and
// EPUB export, and the print page.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').first().waitFor();
const p = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("Writing a story", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`sets a scene's point of view, place and date, finds and replaces, writes in focus mode, keeps a goal and exports (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, `writer${label}`);
      const mara = await seedItem(e2e.server, user.id, { kind: "character", name: "Mara Quell", visibility: "public" });
      const marsh = await seedItem(e2e.server, user.id, { kind: "location", name: "Saltmarsh", visibility: "public" });
      const cove = await seedItem(e2e.server, user.id, { kind: "location", name: "Hidden Cove", visibility: "private" });
      const [doc] = await sql<{ id: string }>(
        `insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'The Drowned Bell') returning id`,
        [user.id],
      );
      const id = doc!.id;
      const [ch] = await sql<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, kind, title) values ($1, $2, 'chapter', 'Low Tide') returning id`,
        [id, user.id],
      );
      const body = { type: "doc", content: [p("The bell rang under the water."), p("Nobody else heard the bell.")] };
      const [scene] = await sql<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, parent_id, kind, title, body, words) values ($1, $2, $3, 'scene', 'Vespers', $4, 11) returning id`,
        [id, user.id, ch!.id, JSON.stringify(body)],
      );
      await sql(`insert into public.story_links (document_id, item_id, owner_id) values ($1, $2, $3), ($1, $4, $3)`, [id, mara, user.id, marsh]);

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, `/story-elements/stories/${id}?s=${scene!.id}`);

      // Point of view, place and date.
      await page.getByLabel("Point of view").selectOption({ label: "Mara Quell" });
      await page.getByLabel("Location").selectOption({ label: "Saltmarsh" });
      await page.getByLabel("When").fill("3rd of Frostmoon, 1204");
      await expect
        .poll(async () =>
          (
            await sql<{ anchor: string; item_id: string }>(
              `select anchor, item_id from public.story_links where document_id = $1 and anchor <> '' order by anchor`,
              [id],
            )
          ).map((r) => [r.anchor, r.item_id]),
        )
        .toEqual([
          [`place:${scene!.id}`, marsh],
          [`pov:${scene!.id}`, mara],
        ]);
      await expect
        .poll(async () => (await sql<{ scene_date: string }>(`select scene_date from public.story_sections where id = $1`, [scene!.id]))[0]!.scene_date)
        .toBe("3rd of Frostmoon, 1204");

      // The corkboard shows the scene's card with them; the card opens the scene again.
      await page.getByRole("button", { name: "Corkboard" }).click();
      const board = page.getByRole("list", { name: "Scenes of Low Tide" });
      await board.getByText("POV Mara Quell · Saltmarsh · 3rd of Frostmoon, 1204").waitFor();
      await screenshot(page, `story-writing-corkboard-${label}`);
      await board.getByRole("button", { name: /^Vespers/ }).click();
      await page.getByLabel("Point of view").waitFor();

      // The daily goal: set it, then write past it.
      await page.getByRole("button", { name: "Set a goal" }).click();
      await page.getByLabel("Words a day").fill("5");
      await page.getByRole("button", { name: "Save", exact: true }).click();

      await toast(page, "Daily goal: 5 words").waitFor();
      await expect.poll(() => page.getByTestId("goal-today").innerText()).toBe("Today: 0 of 5 words");

      // Find & replace, from the keyboard, with Undo.
      const text = page.getByRole("textbox", { name: /Text of/ });
      await text.click();
      await page.keyboard.press("Control+f");
      const find = page.getByRole("search", { name: "Find and replace" });
      await find.getByLabel("Find", { exact: true }).fill("bell");
      await expect.poll(() => find.getByText(/of 2$/).count()).toBe(1);
      expect(await text.locator(".search-match").count()).toBe(2);
      await find.getByLabel("Replace with").fill("gong");
      await find.getByRole("button", { name: "Replace all" }).click();
      await find.getByText("No matches").waitFor();
      expect(await text.innerText()).toBe("The gong rang under the water.\n\nNobody else heard the gong.");
      await find.getByLabel("Find", { exact: true }).press("Escape");
      await expect.poll(() => find.count()).toBe(0);
      // Closing the bar gives the text its focus back.
      await expect.poll(() => text.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Control+z");
      await expect.poll(() => text.innerText()).toBe("The bell rang under the water.\n\nNobody else heard the bell.");
      await page.keyboard.press("Control+Shift+z");
      await expect.poll(() => text.innerText()).toBe("The gong rang under the water.\n\nNobody else heard the gong.");

      // Focus mode: the editor alone; what is typed there stays; Escape leaves.
      await page.getByRole("button", { name: "Focus mode" }).click();
      const focus = page.getByRole("dialog", { name: "Focus mode: Vespers" });
      await focus.waitFor();
      await text.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" Then the tide came in fast.");
      await expect.poll(() => focus.getByTestId("focus-words").innerText()).toBe("17 words");
      await screenshot(page, `story-writing-focus-${label}`);
      await page.keyboard.press("Escape");
      await expect.poll(() => focus.count()).toBe(0);
      expect(await text.innerText()).toContain("heard the gong. Then the tide came in fast.");
      await saved(page);
      await expect.poll(async () => (await sql<{ words: number }>(`select words from public.story_sections where id = $1`, [scene!.id]))[0]!.words).toBe(17);
      await expect.poll(() => page.getByTestId("goal-today").innerText(), { timeout: 15_000 }).toBe("Today: 6 of 5 words — done!");
      await page.getByTestId("goal-streak").getByText("1-day streak").waitFor();
      await expectAccessible(page);
      await screenshot(page, `story-writing-editor-${label}`);

      // Word and EPUB files.
      await page.getByRole("button", { name: "Export" }).click();
      const [epub] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "EPUB e-book (.epub)" }).click()]);
      expect(epub.suggestedFilename()).toBe("the-drowned-bell.epub");
      const files = unzipSync(new Uint8Array(await readFile((await epub.path())!)));
      expect(Object.keys(files)[0]).toBe("mimetype");
      expect(strFromU8(files["OEBPS/chapter-1.xhtml"]!)).toContain(
        // A scene the writer titled keeps its title under the chapter's.
        '<h2>Low Tide</h2><h3 class="scene">Vespers</h3><p>The gong rang under the water.</p><p>Nobody else heard the gong. Then the tide came in fast.</p>',
      );
      await page.getByRole("button", { name: "Export" }).click();
      const [word] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Word (.docx)" }).click()]);
      expect(word.suggestedFilename()).toBe("the-drowned-bell.docx");
      const docx = unzipSync(new Uint8Array(await readFile((await word.path())!)));
      expect(strFromU8(docx["word/document.xml"]!)).toContain("Then the tide came in fast.");

      // The print page: the text alone when printed.
      await gotoApp(page, `/story-elements/stories/${id}/print`);
      await page.getByRole("heading", { name: "The Drowned Bell", level: 2 }).waitFor();
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("link", { name: "Back to the editor" }).isVisible()).toBe(false);
      expect(await page.locator("header").first().isVisible()).toBe(false);
      expect(await page.getByText("Then the tide came in fast.").isVisible()).toBe(true);
      await screenshot(page, `story-writing-print-${label}`);
      await page.emulateMedia({ media: "screen" });

      // @ mentions: picked from the library by keyboard; each becomes a link the item's page lists.
      await gotoApp(page, `/story-elements/stories/${id}?s=${scene!.id}`);
      const again = page.getByRole("textbox", { name: /Text of/ });
      await again.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" She saw @Hid");
      const listbox = page.getByRole("listbox", { name: "Library items to mention" });
      await listbox.getByRole("option", { name: /Hidden Cove/ }).waitFor();
      await page.keyboard.press("Enter");
      await page.keyboard.type("and @Mar");
      // "Mar" finds Mara Quell and Saltmarsh, in name order: down, then up again, picks Mara.
      await expect.poll(() => listbox.getByRole("option").allInnerTexts()).toEqual(["Mara Quell\nCharacter", "Saltmarsh\nLocation"]);
      await page.keyboard.press("ArrowDown");
      expect(await listbox.getByRole("option", { name: /Saltmarsh/ }).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect.poll(() => again.locator('[data-type="mention"]').allInnerTexts()).toEqual(["Hidden Cove", "Mara Quell"]);
      await expect
        .poll(async () =>
          (await sql<{ item_id: string }>(`select item_id from public.story_links where anchor = $1`, [`mention:${scene!.id}`])).map((r) => r.item_id).sort(),
        )
        .toEqual([cove, mara].sort());
      await saved(page);

      // A comment on the selected words, from the keyboard: only the author ever sees it.
      await page.keyboard.press("Control+Home");
      await page.keyboard.press("Shift+End");
      await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe("The gong rang under the water.");
      await page.keyboard.press("Control+Alt+m");
      await page.getByPlaceholder("A note to yourself about these words").fill("Check the tide tables");
      await page.getByRole("button", { name: "Add comment" }).click();
      await page.getByRole("list", { name: "Open comments" }).getByText("Check the tide tables").waitFor();
      expect(await again.locator(".story-comment").innerText()).toBe("The gong rang under the water.");
      await expect
        .poll(async () => sql(`select body, quote from public.story_comments where section_id = $1`, [scene!.id]))
        .toEqual([{ body: "Check the tide tables", quote: "The gong rang under the water." }]);
      await saved(page);
      await screenshot(page, `story-writing-mentions-${label}`);

      // A visitor follows the mention of a public item; the private one is plain text.
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, `/browse/stories/${id}`);
      const maraLink = visitor.locator('a[data-type="mention"]', { hasText: "Mara Quell" });
      await expect.poll(() => maraLink.getAttribute("href")).toBe(`/browse/item/${mara}`);
      const coveMention = visitor.locator('a[data-type="mention"]', { hasText: "Hidden Cove" });
      expect(await coveMention.getAttribute("href")).toBeNull();
      expect(await visitor.getByText("Check the tide tables").count()).toBe(0);
      const anonComments = await fetch(`${e2e.baseURL}/rest/v1/story_comments?select=body`, { headers: { apikey: e2e.server.anonKey } });
      expect(anonComments.status).toBe(401);
      await maraLink.click();
      await visitor.waitForURL(new RegExp(`/browse/item/${mara}$`));
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();

      // Resolving takes the highlight off the words and keeps the comment under "Resolved".
      await page.getByRole("button", { name: "Resolve the comment on “The gong rang under the water.”" }).click();
      await expect.poll(() => again.locator(".story-comment").count()).toBe(0);
      await page.getByRole("button", { name: "Show resolved (1)" }).click();
      await page.getByRole("list", { name: "Resolved comments" }).getByText("Check the tide tables").waitFor();
      await expect
        .poll(async () => (await sql<{ resolved: boolean }>(`select resolved from public.story_comments where section_id = $1`, [scene!.id]))[0]!.resolved)
        .toBe(true);

      // The character's page lists the story (the point of view is a link too).
      await gotoApp(page, `/my-content/${mara}`);
      await page.getByRole("list", { name: "Story documents using this item" }).getByRole("link", { name: "The Drowned Bell" }).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
