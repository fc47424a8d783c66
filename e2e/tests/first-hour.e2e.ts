// What a user trips on in the first hour, in Chromium: a new feedback post sends no failing
// request; the password rule shows on the sign-up field before any attempt; "Game" sits in the
// same group on the landing page and in the generator index; a saved result says Saved and asks
// before a second copy; Generate on a phone brings the result into view and announces it; batch
// chips with one locked name are told apart.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();
const db = () => e2e.server.ctx.db;

describe("first hour", () => {
  it("posting feedback sends no request that fails", async () => {
    const user = await createConfirmedUser(e2e.server, "fb");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/feedback");
    await page.getByRole("button", { name: "New post" }).click();
    const dialog = page.getByRole("dialog", { name: "New post" });
    await dialog.getByLabel("Title").fill("Dark mode for the timeline");
    await dialog.getByRole("textbox", { name: "Description" }).fill("Please.");
    await dialog.getByRole("button", { name: "Post", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Dark mode for the timeline" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it("shows the password rule on the sign-up field, and a short password sends nothing", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    let signups = 0;
    page.on("request", (r) => {
      if (r.url().includes("/auth/v1/signup")) signups++;
    });
    await gotoApp(page, "/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    const password = dialog.getByLabel("Password", { exact: true });
    // The rule is there before any attempt, and the field is described by it.
    await dialog.getByText("At least 6 characters.").waitFor();
    expect(await password.getAttribute("aria-describedby")).toBe("auth-password-rule");
    await dialog.getByLabel("Email").fill("short-password@example.com");
    await password.fill("abc");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.locator("[data-radix-toast]").filter({ hasText: "Password should be at least 6 characters." }).first().waitFor();
    expect(signups).toBe(0);
    // Sign in says nothing about the rule.
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await dialog.getByText("At least 6 characters.").count()).toBe(0);
    await page.context().close();
  });

  it("files Game in the same group on the landing page and in the generator index", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    // The nearest section around each family's heading (the page's own sections hold them all).
    const family = (name: string) => page.getByRole("heading", { level: 3, name, exact: true }).locator("xpath=ancestor::section[1]");
    const landing = family("Systems");
    await landing.getByRole("link", { name: "Game", exact: true }).waitFor();
    const things = family("Things");
    await things.getByRole("link", { name: "Weapon", exact: true }).waitFor();
    expect(await things.getByRole("link", { name: "Game", exact: true }).count()).toBe(0);
    await gotoApp(page, "/generators");
    const index = page.getByRole("region", { name: "Systems" });
    await index.getByRole("link", { name: /^Game/ }).first().waitFor();
    await page.context().close();
  });

  it("shows a saved result as Saved with a link, and asks before saving a second copy", async () => {
    const user = await createConfirmedUser(e2e.server, "twice");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/generators/race");
    await page.locator("#result-name").waitFor();
    const seed = new URL(page.url()).searchParams.get("seed");
    expect(seed).toBeTruthy();
    const copies = async () =>
      (await db().query(`select id from public.content_items where owner_id = $1 and seed = $2`, [user.id, seed])).rows.map((r) =>
        String((r as { id: string }).id),
      );
    await page.getByRole("button", { name: "Save to My Content" }).click();
    const saved = page.getByRole("button", { name: /^Saved: save / });
    await saved.waitFor();
    await expect.poll(copies).toHaveLength(1);
    const [id] = await copies();
    expect(await page.getByRole("link", { name: "Open saved copy" }).getAttribute("href")).toBe(`/my-content/${id}`);
    // Saving again asks first; Cancel saves nothing.
    await saved.click();
    await screenshot(page, "generator-saved-1280");
    const ask = page.getByRole("dialog", { name: "Save another copy?" });
    await screenshot(page, "generator-save-again-1280");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await copies()).toHaveLength(1);
    await saved.click();
    await ask.getByRole("button", { name: "Save a copy" }).click();
    await expect.poll(copies).toHaveLength(2);
    // A reload still knows the result is saved.
    await page.reload();
    await page.getByRole("button", { name: /^Saved: save / }).waitFor();
    // A new result is not saved.
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByRole("button", { name: "Save to My Content" }).waitFor();
    await page.context().close();
  });

  it("brings a new result into view on a phone and announces it", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators/character");
    const first = await page.locator("#result-name").innerText();
    const generate = page.getByRole("button", { name: /^Generate/ });
    await generate.scrollIntoViewIfNeeded();
    await generate.click();
    await expect.poll(() => page.locator("#result-name").innerText()).not.toBe(first);
    const name = await page.locator("#result-name").innerText();
    await expect
      .poll(() =>
        page.locator("#result-name").evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page
      .getByRole("status")
      .filter({ hasText: `New result: ${name}` })
      .waitFor({ state: "attached" });
    await page.context().close();
  });

  it("tells apart a batch whose name is locked", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/generators/character");
    await page.locator("#result-name").waitFor();
    await page.getByRole("button", { name: "Lock Name" }).click();
    await page.getByLabel("How many").selectOption("10");
    await page.getByRole("button", { name: /^Generate/ }).click();
    const chips = page.getByRole("list", { name: "Batch results" }).getByRole("button");
    await expect.poll(() => chips.count()).toBe(10);
    const labels = await chips.allInnerTexts();
    expect(new Set(labels).size).toBe(10);
    await screenshot(page, "generator-batch-locked-name-1280");
    await page.context().close();
  });

  it("brings earlier work into the first universe when asked, and shows it there", async () => {
    const user = await createConfirmedUser(e2e.server, "firstworld");
    for (const name of ["Ysolde Marchetti", "Harrowgate", "The Glass Key"])
      await db().query(`insert into public.content_items (owner_id, kind, name, summary, data) values ($1, 'character', $2, '', '{}')`, [user.id, name]);
    await db().query(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'The Salt Road')`, [user.id]);
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/universe-roadmap");
    await page.getByRole("button", { name: "Universe: All universes" }).click();
    await page.getByRole("menuitem", { name: "New universe…" }).click();
    const dialog = page.getByRole("dialog", { name: "New universe" });
    await dialog.getByLabel("Name").fill("Eldoria");
    await dialog.getByRole("button", { name: "Create universe" }).click();
    const offer = page.getByRole("dialog", { name: "Bring your earlier work into Eldoria?" });
    await offer.getByText("You have 3 library items and 1 story document outside any universe.", { exact: false }).waitFor();
    await screenshot(page, "first-universe-bring-in-375");
    await offer.getByRole("button", { name: "Bring them in" }).click();
    await page.getByRole("button", { name: "Universe: Eldoria" }).waitFor();
    const inUniverse = async () =>
      (
        await db().query(
          `select (select count(*) from public.content_items where owner_id = $1 and universe_id is null)::int as items, (select count(*) from public.story_documents where owner_id = $1 and universe_id is null)::int as docs`,
          [user.id],
        )
      ).rows[0];
    await expect.poll(inUniverse).toEqual({ items: 0, docs: 0 });
    await gotoApp(page, "/my-content");
    await page
      .getByRole("link", { name: /Ysolde Marchetti/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it("keeps the writer in the story when a mention in the editor is clicked; Ctrl-click opens the item", async () => {
    const user = await createConfirmedUser(e2e.server, "mentions");
    const item = (
      await db().query<{ id: string }>(
        `insert into public.content_items (owner_id, kind, name, summary, data) values ($1, 'character', 'Hidden Cove', '', '{}') returning id`,
        [user.id],
      )
    ).rows[0]!.id;
    const doc = (
      await db().query<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'The Drowned Bell') returning id`, [
        user.id,
      ])
    ).rows[0]!.id;
    const body = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "She saw " },
            { type: "mention", attrs: { id: item, label: "Hidden Cove" } },
            { type: "text", text: " at dusk." },
          ],
        },
      ],
    };
    const chapter = (
      await db().query<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, kind, title) values ($1, $2, 'chapter', 'Low Tide') returning id`,
        [doc, user.id],
      )
    ).rows[0]!.id;
    const scene = (
      await db().query<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, parent_id, kind, title, body, words) values ($1, $2, $3, 'scene', 'Vespers', $4, 5) returning id`,
        [doc, user.id, chapter, JSON.stringify(body)],
      )
    ).rows[0]!.id;
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, `/story-elements/stories/${doc}?s=${scene}`);
    const editor = page.getByRole("textbox", { name: /Text of/ });
    const mention = editor.locator('[data-type="mention"]', { hasText: "Hidden Cove" });
    await mention.click();
    // The caret is in the text, so typing edits the scene, and the page stays the story.
    // The editor settles its selection after the click; press End until the caret is at the end
    // of the line, so a keypress that lands before that cannot put the text after the mention.
    await expect
      .poll(async () => {
        await page.keyboard.press("End");
        return page.evaluate(() => {
          const s = window.getSelection();
          const p = s?.focusNode?.parentElement?.closest("p");
          if (!s || !s.isCollapsed || !p || !p.lastChild) return false;
          const rest = document.createRange();
          rest.setStart(s.focusNode!, s.focusOffset);
          rest.setEndAfter(p.lastChild);
          return rest.toString() === "";
        });
      })
      .toBe(true);
    await page.keyboard.type(" Then rain.");
    await expect.poll(() => editor.innerText()).toContain("at dusk. Then rain.");
    expect(new URL(page.url()).pathname).toBe(`/story-elements/stories/${doc}`);
    // Ctrl-click opens the item in the owner's own view, in a new tab.
    const [opened] = await Promise.all([page.context().waitForEvent("page"), mention.click({ modifiers: ["Control"] })]);
    await opened.waitForURL((u) => u.pathname === `/my-content/${item}`);
    expect(new URL(page.url()).pathname).toBe(`/story-elements/stories/${doc}`);
    await page.context().close();
  });

  it("puts a new part around the chapters not yet in one, and Undo takes it away again", async () => {
    const user = await createConfirmedUser(e2e.server, "parts");
    const doc = (
      await db().query<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'The Salt Road') returning id`, [
        user.id,
      ])
    ).rows[0]!.id;
    for (const [i, title] of ["Ashore", "The Inn", "Crossroads"].entries())
      await db().query(`insert into public.story_sections (document_id, owner_id, kind, title, position) values ($1, $2, 'chapter', $3, $4)`, [
        doc,
        user.id,
        title,
        i,
      ]);
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, `/story-elements/stories/${doc}`);
    const outline = page.getByRole("list", { name: "Parts and chapters" });
    await expect.poll(() => outline.innerText()).toContain("Crossroads");
    const manuscript = page.getByRole("navigation", { name: "Manuscript" });
    await manuscript.getByRole("button", { name: "Part", exact: true }).click();
    await page.getByText("Added “Part 1” around its 3 chapters").waitFor();
    // The part holds the three chapters, in their order: the top of the outline is the part alone.
    const top = async () =>
      (await outline.locator(":scope > li").allInnerTexts()).map((t) => t.split("\n").filter((l) => /^(Part \d|Ashore|The Inn|Crossroads)$/i.test(l)));
    await expect.poll(top).toEqual([["PART 1", "Ashore", "The Inn", "Crossroads"]]); // a part is set in capitals
    const rows = async () =>
      (
        await db().query<{ title: string; parent: string | null }>(
          `select s.title, p.title as parent from public.story_sections s left join public.story_sections p on p.id = s.parent_id where s.document_id = $1 order by s.parent_id nulls first, s.position`,
          [doc],
        )
      ).rows;
    await expect.poll(rows).toEqual([
      { title: "Part 1", parent: null },
      { title: "Ashore", parent: "Part 1" },
      { title: "The Inn", parent: "Part 1" },
      { title: "Crossroads", parent: "Part 1" },
    ]);
    await screenshot(page, "first-hour-part-around-chapters-375");
    // A second part, with no chapter outside the first, is an empty one after it.
    await manuscript.getByRole("button", { name: "Part", exact: true }).click();
    await expect.poll(async () => (await rows()).map((r) => r.title)).toContain("Part 2");
    await expect.poll(async () => (await rows()).filter((r) => r.parent === "Part 2")).toEqual([]);
    // Undo of the first part (its toast is still there) puts the chapters back at the top.
    await page.getByRole("button", { name: "Undo" }).first().click();
    await expect.poll(async () => (await rows()).map((r) => `${r.parent ?? "-"}/${r.title}`)).toEqual(["-/Ashore", "-/The Inn", "-/Crossroads", "-/Part 2"]);
    await expect.poll(top).toEqual([["Ashore"], ["The Inn"], ["Crossroads"], ["PART 2"]]);
    await page.context().close();
  });
});
