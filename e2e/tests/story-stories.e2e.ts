// Stories in Chromium: create a story, build its outline (chapters and scenes), write a scene with
// the rich-text editor, reorder by keyboard, link a library item, reload and find it all there,
// publish and read it as a visitor under /browse/stories; a second user reads nothing private.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

async function signedIn(size: { width: number; height: number }, tag = "stories") {
  const user = await createConfirmedUser(e2e.server, tag);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').first().waitFor();
const outlineNames = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list, exact: true })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Stories", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`writes, links, reorders, publishes and shows a story to visitors (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const mara = await seedItem(e2e.server, user.id, { kind: "character", name: "Mara Quell", visibility: "public" });
      await seedItem(e2e.server, user.id, { kind: "location", name: "Saltmarsh", visibility: "private" });

      await gotoApp(page, "/story-elements/stories");
      await page.getByRole("heading", { name: "No stories yet" }).waitFor();
      await expectAccessible(page);
      await page.getByRole("button", { name: "New story" }).first().click();
      await page.waitForURL(/\/story-elements\/stories\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split("/").pop()!;

      await page.getByLabel("Title", { exact: true }).fill("The Drowned Bell");
      await page.getByLabel("Blurb").fill("A town under the sea still rings for vespers.");
      await saved(page);

      // Outline: two chapters, a scene in the first.
      await page.getByRole("button", { name: "Add the first chapter" }).click();
      await page.getByLabel("Chapter title").fill("Low Tide");
      await page.getByRole("button", { name: "Add a scene to Low Tide" }).click();
      await page.getByLabel("Scene title").fill("The bell");
      await page.getByLabel("Status").selectOption("revised");
      await page.getByLabel("Synopsis").fill("Mara hears the bell.");
      const text = page.getByRole("textbox", { name: /Text of/ });
      await text.click();
      await page.getByRole("button", { name: "Heading", exact: true }).click();
      await page.keyboard.type("Vespers");
      await page.keyboard.press("Enter");
      await page.keyboard.type("The bell rang under the water. ");
      await page.getByRole("button", { name: "Italic" }).click();
      await page.keyboard.type("Nobody");
      await page.getByRole("button", { name: "Italic" }).click();
      await page.keyboard.type(" else heard it.");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Scene break" }).click();
      await page.getByRole("button", { name: "Quote" }).click();
      await page.keyboard.type("Ring for the drowned.");
      await expect.poll(() => page.getByTestId("scene-words").innerText()).toMatch(/^15 words/);
      await saved(page);
      await expect
        .poll(
          async () =>
            (
              await sql<{ words: number; status: string }>(`select words, status from public.story_sections where document_id = $1 and kind = 'scene'`, [id])
            )[0],
        )
        .toEqual({ words: 15, status: "revised" });

      await page.getByRole("button", { name: "Chapter", exact: true }).click();
      await page.getByLabel("Chapter title").fill("High Water");
      await saved(page);
      await expect.poll(() => outlineNames(page, "Parts and chapters")).toEqual(["Low Tide", "High Water"]);

      // Reorder by keyboard: High Water first.
      await page.getByRole("button", { name: "Move High Water up" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => outlineNames(page, "Parts and chapters")).toEqual(["High Water", "Low Tide"]);
      await expect
        .poll(async () =>
          (await sql<{ title: string }>(`select title from public.story_sections where document_id = $1 and kind = 'chapter' order by position`, [id])).map(
            (r) => r.title,
          ),
        )
        .toEqual(["High Water", "Low Tide"]);

      // Link library items.
      await page.getByRole("button", { name: "Link from library" }).click();
      const dialog = page.getByRole("dialog", { name: "Link from your library" });
      await dialog.getByRole("button", { name: "Link Mara Quell" }).click();
      await dialog.getByRole("button", { name: "Link Saltmarsh" }).click();
      await dialog.getByRole("button", { name: "Saltmarsh is linked" }).waitFor();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Done" }).click();
      await page.getByRole("list", { name: "Linked library items" }).getByRole("link", { name: "Mara Quell" }).waitFor();
      await saved(page);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-stories-editor-${label}`);

      // Reload: all there.
      await page.reload();
      await page.getByLabel("Title", { exact: true }).waitFor();
      expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("The Drowned Bell");
      await expect.poll(() => outlineNames(page, "Parts and chapters")).toEqual(["High Water", "Low Tide"]);
      await expect.poll(() => page.getByTestId("story-words").innerText()).toMatch(/^15 words/);
      await page
        .getByRole("list", { name: "In Low Tide" })
        .getByRole("button", { name: /^The bell/ })
        .click();
      expect(await page.getByLabel("Status").inputValue()).toBe("revised");
      const reloaded = page.getByRole("textbox", { name: /Text of/ });
      await reloaded.locator("h2", { hasText: "Vespers" }).waitFor();
      expect(await reloaded.locator("em").innerText()).toBe("Nobody");
      expect(await reloaded.locator("hr").count()).toBe(1);
      expect(await reloaded.locator("blockquote").innerText()).toBe("Ring for the drowned.");
      await page.getByRole("list", { name: "Linked library items" }).getByRole("link", { name: "Saltmarsh" }).waitFor();

      // Markdown export of the whole manuscript.
      await page.getByRole("button", { name: "Export" }).click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Markdown (.md)" }).click()]);
      expect(download.suggestedFilename()).toBe("the-drowned-bell.md");
      const md = await readFile((await download.path())!, "utf8");
      expect(md).toBe(
        "# The Drowned Bell\n\n> A town under the sea still rings for vespers.\n\n### High Water\n\n### Low Tide\n\n#### The bell\n\n##### Vespers\n\nThe bell rang under the water. *Nobody* else heard it.\n\n* * *\n\n> Ring for the drowned.\n",
      );

      // The chapter as cards.
      await page
        .getByRole("list", { name: "Parts and chapters" })
        .getByRole("button", { name: /^Low Tide/ })
        .click();
      await page.getByRole("list", { name: "Scenes as cards" }).getByText("Mara hears the bell.").waitFor();

      // The character's page lists the story.
      await gotoApp(page, `/my-content/${mara}`);
      await page.getByRole("list", { name: "Story documents using this item" }).getByRole("link", { name: "The Drowned Bell" }).waitFor();

      // Publish; a visitor reads it under /browse/stories, without the private place.
      await gotoApp(page, `/story-elements/stories/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");

      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/browse/stories");
      await visitor.locator(`a[href="/browse/stories/${id}"]`).click();
      await visitor.waitForURL(new RegExp(`/browse/stories/${id}$`));
      await visitor.getByRole("heading", { name: "The Drowned Bell", level: 2 }).waitFor();
      await visitor.getByRole("heading", { name: "Vespers" }).waitFor();
      expect(await visitor.getByRole("heading", { name: "High Water" }).isVisible()).toBe(true);
      expect(await visitor.locator("blockquote").innerText()).toBe("Ring for the drowned.");
      expect(await visitor.getByText("Saltmarsh").count()).toBe(0);
      expect(await visitor.getByRole("textbox").count()).toBe(0);
      expect(await visitor.locator('[contenteditable="true"]').count()).toBe(0);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-stories-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("a second user reads nothing of a private story; deleting a chapter has Undo", async () => {
    const { user, page } = await signedIn(DESKTOP, "owner");
    const [doc] = await sql<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'Secret Saga') returning id`, [
      user.id,
    ]);
    const [ch] = await sql<{ id: string }>(
      `insert into public.story_sections (document_id, owner_id, kind, title) values ($1, $2, 'chapter', 'Hidden chapter') returning id`,
      [doc!.id, user.id],
    );
    await sql(`insert into public.story_sections (document_id, owner_id, parent_id, kind, title, words) values ($1, $2, $3, 'scene', 'Hidden scene', 40)`, [
      doc!.id,
      user.id,
      ch!.id,
    ]);

    // Delete the chapter with its scene, then Undo brings both back.
    await gotoApp(page, `/story-elements/stories/${doc!.id}`);
    await page
      .getByRole("list", { name: "Parts and chapters" })
      .getByRole("button", { name: /^Hidden chapter/ })
      .click();
    await page.getByRole("button", { name: "Delete chapter" }).click();
    await toast(page, "Deleted “Hidden chapter”").waitFor();
    await expect.poll(async () => (await sql(`select id from public.story_sections where document_id = $1`, [doc!.id])).length).toBe(0);
    await toast(page, "Deleted “Hidden chapter”").getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(
        async () =>
          await sql<{ title: string; words: number }>(`select title, words from public.story_sections where document_id = $1 order by kind`, [doc!.id]),
      )
      .toEqual([
        { title: "Hidden chapter", words: 0 },
        { title: "Hidden scene", words: 40 },
      ]);
    await page
      .getByRole("list", { name: "In Hidden chapter" })
      .getByRole("button", { name: /^Hidden scene/ })
      .waitFor();
    await page.context().close();

    const other = await createConfirmedUser(e2e.server, "other");
    const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    for (const auth of <Record<string, string>[]>[{ authorization: `Bearer ${token}` }, {}]) {
      for (const path of [
        `story_documents?select=id&id=eq.${doc!.id}`,
        `story_sections?select=title&document_id=eq.${doc!.id}`,
        `story_sections?select=title&title=like.Hidden*`,
        `story_links?select=id&document_id=eq.${doc!.id}`,
      ]) {
        const r = await fetch(`${e2e.baseURL}/rest/v1/${path}`, { headers: { apikey: e2e.server.anonKey, ...auth } });
        expect(r.status, path).toBe(200);
        expect(await r.json(), path).toEqual([]);
      }
    }
    const page2 = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page2, "/");
    await signInViaDialog(page2, other);
    await gotoApp(page2, `/story-elements/stories/${doc!.id}`);
    await page2.getByRole("heading", { name: "No such story of yours" }).waitFor();
    await gotoApp(page2, `/browse/stories/${doc!.id}`);
    await page2.getByRole("heading", { name: "No such published story" }).waitFor();
    expect(await page2.getByText("Hidden").count()).toBe(0);
    await page2.context().close();
  });
});
