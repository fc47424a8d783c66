// Story Elements hub and Character Groups in Chromium: create a group, edit it with autosave, add
// library characters as members, reorder them by keyboard, reload and find it all there, see it in
// the item's "Appears in", publish it and read it as a visitor under /browse; a second user reads
// nothing private by any request; delete with Undo and restore from the trash; two tabs never
// silently overwrite each other.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
  type TestUser,
} from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

async function signedIn(size: { width: number; height: number }, tag = "groups") {
  const user = await createConfirmedUser(e2e.server, tag);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

async function tokenOf(user: TestUser): Promise<string> {
  const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** GET /rest/v1/<path> as `token` (or anon), the rows it returns. */
async function rest(path: string, token?: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${e2e.baseURL}/rest/v1/${path}`, {
    headers: { apikey: e2e.server.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  // Visitors have no access to owner-only tables at all; everyone else gets rows (or none).
  if (res.status === 401 && !token) return [];
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const memberOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Members in order" })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Character Groups", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`creates, edits, links, reorders, publishes and shows a group to visitors (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const aldric = await seedItem(e2e.server, user.id, {
        kind: "character",
        name: "Aldric Vane",
        summary: "A sellsword with a conscience.",
        visibility: "public",
      });
      await seedItem(e2e.server, user.id, { kind: "character", name: "Brena Hollow", summary: "A spy nobody suspects.", visibility: "private" });
      await seedItem(e2e.server, user.id, { kind: "character", name: "Corin Ash", visibility: "public" });

      // The hub: tools with what they are for, counts, and nothing recent yet.
      await gotoApp(page, "/story-elements");
      await page.getByText("Nothing written here yet").waitFor();
      await expect.poll(() => page.getByTestId("count-character-groups").innerText()).toBe("0 groups");
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);

      // The list teaches when empty; New group opens the editor.
      await page.getByRole("link", { name: /Character Groups/ }).click();
      await page.getByRole("heading", { name: "No character groups yet" }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `story-groups-empty-${label}`);
      await page.getByRole("button", { name: "New group" }).first().click();
      await page.waitForURL(/\/story-elements\/character-groups\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;

      // Edit with autosave.
      const name = page.getByLabel("Name", { exact: true });
      await name.fill("The Grey Company");
      await page.getByLabel("Type").selectOption("guild");
      await page.getByLabel("Description").fill("Sellswords who never break a contract.");
      await page.locator("label").filter({ hasText: "Sapphire" }).click();
      await saved(page);
      await expect
        .poll(async () => (await sql(`select title, summary, data from public.story_documents where id = $1`, [id]))[0])
        .toEqual({
          title: "The Grey Company",
          summary: "Sellswords who never break a contract.",
          data: { type: "guild", color: "#355c9a" },
        });

      // Bad input changes nothing: an empty name is refused and the last one is kept.
      await name.fill("");
      await page.getByText("A group needs a name.").waitFor();
      await name.fill("The Grey Company");

      // Members from the library.
      await page.getByRole("button", { name: "Add the first member" }).click();
      const dialog = page.getByRole("dialog", { name: "Add members" });
      for (const n of ["Aldric Vane", "Brena Hollow", "Corin Ash"]) {
        await dialog.getByRole("button", { name: `Add ${n}` }).click();
        await dialog.getByRole("button", { name: `${n} is in the group` }).waitFor();
      }
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect.poll(() => memberOrder(page)).toEqual(["Aldric Vane", "Brena Hollow", "Corin Ash"]);
      await page.getByLabel("Role of Aldric Vane").fill("Captain");
      await page.getByLabel("Note on Brena Hollow").fill("Reports to the queen.");
      await page.getByLabel("Role of Corin Ash").click();
      await saved(page);

      // Reorder by keyboard: Corin up one place with the drag handle (dnd-kit's keyboard sensor) on
      // a wide screen or the move button on a phone, then up once more with the move button.
      if (size === DESKTOP) {
        const live = () => page.evaluate(() => [...document.querySelectorAll("[id^=DndLiveRegion]")].map((e) => e.textContent).join(" "));
        await page.getByRole("button", { name: /Reorder Corin Ash/ }).focus();
        await page.keyboard.press("Space");
        // Picked up (dnd-kit then reports it over its own place) before the arrow key moves it.
        await expect.poll(async () => /Picked up Corin Ash\.|Corin Ash is over Corin Ash\./.test(await live())).toBe(true);
        // dnd-kit's keyboard sensor starts listening for arrow keys in a zero-delay timer after the
        // pick-up: let the page run its queued timers first (an ordering, not a wait for time).
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        await page.keyboard.press("ArrowUp");
        await expect.poll(live).toContain("Corin Ash is over Brena Hollow.");
        await page.keyboard.press("Space");
      } else {
        await page.getByRole("button", { name: "Move Corin Ash up" }).focus();
        await page.keyboard.press("Enter");
      }
      await expect.poll(() => memberOrder(page)).toEqual(["Aldric Vane", "Corin Ash", "Brena Hollow"]);
      await page.getByRole("button", { name: "Move Corin Ash up" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => memberOrder(page)).toEqual(["Corin Ash", "Aldric Vane", "Brena Hollow"]);
      await expect
        .poll(async () =>
          (
            await sql<{ name: string }>(
              `select i.name from public.story_links l join public.content_items i on i.id = l.item_id where l.document_id = $1 order by l.position`,
              [id],
            )
          ).map((r) => r.name),
        )
        .toEqual(["Corin Ash", "Aldric Vane", "Brena Hollow"]);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-groups-editor-${label}`);

      // Reload: all of it is there.
      await page.reload();
      await page.getByLabel("Name", { exact: true }).waitFor();
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("The Grey Company");
      expect(await page.getByLabel("Type").inputValue()).toBe("guild");
      expect(await page.getByLabel("Description").inputValue()).toBe("Sellswords who never break a contract.");
      await expect.poll(() => memberOrder(page)).toEqual(["Corin Ash", "Aldric Vane", "Brena Hollow"]);
      expect(await page.getByLabel("Role of Aldric Vane").inputValue()).toBe("Captain");
      expect(await page.getByLabel("Note on Brena Hollow").inputValue()).toBe("Reports to the queen.");

      // Markdown export.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      expect(await readFile((await download.path())!, "utf8")).toBe(
        "# The Grey Company\n\n*Guild*\n\nSellswords who never break a contract.\n\n## Members\n\n- **Corin Ash**\n- **Aldric Vane** — Captain\n- **Brena Hollow**: Reports to the queen.\n",
      );

      // The card view.
      await page.getByRole("button", { name: "Card", exact: true }).click();
      const card = page.getByRole("article", { name: "The Grey Company card" });
      await card.getByText("3 members").waitFor();
      await expectAccessible(page);
      await screenshot(page, `story-groups-card-${label}`);

      // The character's page lists the group.
      await gotoApp(page, `/my-content/${aldric}`);
      await page.getByRole("list", { name: "Story documents using this item" }).getByRole("link", { name: "The Grey Company" }).waitFor();

      // Publish.
      await gotoApp(page, `/story-elements/character-groups/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");

      // The hub counts it and lists it as recent.
      await gotoApp(page, "/story-elements");
      await expect.poll(() => page.getByTestId("count-character-groups").innerText()).toBe("1 group");
      await page.getByRole("list", { name: "Recent story documents" }).getByRole("link", { name: "The Grey Company" }).waitFor();
      await screenshot(page, `story-hub-${label}`);

      // A visitor reads it under /browse, without the private member.
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/browse/character-groups");
      await visitor.locator(`a[href="/browse/character-groups/${id}"]`).click();
      await visitor.waitForURL(new RegExp(`/browse/character-groups/${id}$`));
      const publicCard = visitor.getByRole("article", { name: "The Grey Company card" });
      await publicCard.getByText("2 members").waitFor();
      expect(await publicCard.getByText("Corin Ash").isVisible()).toBe(true);
      expect(await publicCard.getByText("Captain").isVisible()).toBe(true);
      expect(await visitor.getByText("Brena Hollow").count()).toBe(0);
      expect(await visitor.getByText("Reports to the queen.").count()).toBe(0);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-groups-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();

      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("a second user reads nothing private by any request", async () => {
    const { user: owner, page } = await signedIn(MOBILE, "owner");
    await page.context().close();
    const secret = await seedItem(e2e.server, owner.id, { kind: "character", name: "Hidden Heir", visibility: "private" });
    const open = await seedItem(e2e.server, owner.id, { kind: "character", name: "Known Knight", visibility: "public" });
    const [priv] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, summary) values ($1, 'character-group', 'Secret Cabal', 'They plot') returning id`,
      [owner.id],
    );
    const [pub] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, visibility) values ($1, 'character-group', 'Open Court', 'public') returning id`,
      [owner.id],
    );
    await sql(`insert into public.story_document_notes (document_id, owner_id, notes) values ($1, $2, 'private plans')`, [pub!.id, owner.id]);
    await sql(
      `insert into public.story_links (document_id, item_id, owner_id, role) values ($1, $2, $4, 'heir'), ($1, $3, $4, 'knight'), ($5, $3, $4, 'plotter')`,
      [pub!.id, secret, open, owner.id, priv!.id],
    );

    const other = await createConfirmedUser(e2e.server, "other");
    const token = await tokenOf(other);
    for (const t of [token, undefined]) {
      expect((await rest(`story_documents?select=title&owner_id=eq.${owner.id}`, t)).map((r) => r.title)).toEqual(["Open Court"]);
      expect(await rest(`story_documents?select=id&id=eq.${priv!.id}`, t)).toEqual([]);
      expect(await rest(`story_document_notes?select=notes`, t)).toEqual([]);
      expect((await rest(`story_links?select=role&owner_id=eq.${owner.id}`, t)).map((r) => r.role)).toEqual(["knight"]);
      expect(await rest(`story_links?select=role&item_id=eq.${secret}`, t)).toEqual([]);
      // "Appears in" for the public knight shows only the public group.
      expect(await rest(`story_links?select=document:story_documents(title)&item_id=eq.${open}`, t)).toEqual([{ document: { title: "Open Court" } }]);
    }

    // In the app: the private group's address shows nothing of it.
    const page2 = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page2, "/");
    await signInViaDialog(page2, other);
    await gotoApp(page2, `/story-elements/character-groups/${priv!.id}`);
    await page2.getByRole("heading", { name: "No such group of yours" }).waitFor();
    await gotoApp(page2, `/browse/character-groups/${priv!.id}`);
    await page2.getByRole("heading", { name: "No such published group" }).waitFor();
    expect(await page2.getByText("Secret Cabal").count()).toBe(0);
    await page2.context().close();
  });

  it("deletes a group with Undo, restores it from the trash, duplicates and renames (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const knight = await seedItem(e2e.server, user.id, { kind: "character", name: "Sir Tamsin" });
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'character-group', 'House Vey', '{"type":"house","color":"#b33a3a"}') returning id`,
      [user.id],
    );
    await sql(`insert into public.story_links (document_id, item_id, owner_id, role) values ($1, $2, $3, 'heir')`, [doc!.id, knight, user.id]);
    const titles = () => page.getByRole("list", { name: "Your groups" }).locator("h3").allInnerTexts();
    await gotoApp(page, "/story-elements/character-groups");
    await expect.poll(titles).toEqual(["House Vey"]);
    await page.getByText("House · 1 member").waitFor();

    // Duplicate copies the members too.
    await page.getByRole("button", { name: "Actions for House Vey" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await toast(page, "Duplicated as “House Vey (copy)”").waitFor();
    await expect.poll(async () => (await titles()).sort()).toEqual(["House Vey", "House Vey (copy)"]);
    const [copy] = await sql<{ id: string; n: string }>(
      `select d.id, (select count(*) from public.story_links l where l.document_id = d.id) as n from public.story_documents d where title = 'House Vey (copy)' and owner_id = $1`,
      [user.id],
    );
    expect(Number(copy!.n)).toBe(1);

    // Rename refuses an empty title, then renames.
    await page.getByRole("button", { name: "Actions for House Vey (copy)" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = page.getByRole("dialog");
    await rename.getByLabel("Title").fill("  ");
    await rename.getByRole("button", { name: "Rename" }).click();
    await rename.getByText("A title needs 1 to 200 characters.").waitFor();
    await rename.getByLabel("Title").fill("House Vey, cadet branch");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect.poll(async () => (await titles()).sort()).toEqual(["House Vey", "House Vey, cadet branch"]);

    // Search and sort.
    await page.getByLabel("Search").fill("cadet");
    await expect.poll(titles).toEqual(["House Vey, cadet branch"]);
    await page.getByLabel("Search").fill("zzz");
    await page.getByRole("heading", { name: "Nothing matches" }).waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.getByLabel("Sort").selectOption("title");
    await expect.poll(titles).toEqual(["House Vey", "House Vey, cadet branch"]);

    // Delete, Undo.
    await page.getByRole("button", { name: "Actions for House Vey" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await toast(page, "Moved “House Vey” to trash").waitFor();
    await expect.poll(titles).toEqual(["House Vey, cadet branch"]);
    await expect.poll(async () => (await sql(`select deleted_at from public.story_documents where id = $1`, [doc!.id]))[0]!.deleted_at).not.toBeNull();
    await toast(page, "Moved “House Vey” to trash").getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await sql(`select deleted_at from public.story_documents where id = $1`, [doc!.id]))[0]!.deleted_at).toBeNull();
    await expect.poll(titles).toEqual(["House Vey", "House Vey, cadet branch"]);

    // Delete again, then restore from the trash.
    await page.getByRole("button", { name: "Actions for House Vey" }).first().click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect.poll(titles).toEqual(["House Vey, cadet branch"]);
    await page.getByRole("button", { name: "Trash" }).click();
    const trash = page.getByRole("list", { name: "Deleted groups" });
    await trash.getByText("House Vey", { exact: true }).waitFor();
    await expectAccessible(page);
    await trash.getByRole("button", { name: /^Restore/ }).click();
    await page.getByRole("heading", { name: "The trash is empty" }).waitFor();
    await expect.poll(async () => (await sql(`select deleted_at from public.story_documents where id = $1`, [doc!.id]))[0]!.deleted_at).toBeNull();
    await page.getByRole("button", { name: "Trash" }).click();
    await expect.poll(titles).toEqual(["House Vey", "House Vey, cadet branch"]);

    // Delete for good asks first; "Keep it" keeps it.
    await page.getByRole("button", { name: "Actions for House Vey, cadet branch" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect.poll(titles).toEqual(["House Vey"]);
    await page.getByRole("button", { name: "Trash" }).click();
    await page
      .getByRole("list", { name: "Deleted groups" })
      .getByRole("button", { name: /^Delete for good/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete “House Vey, cadet branch” for good?" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    expect(await sql(`select id from public.story_documents where title = 'House Vey, cadet branch'`)).toHaveLength(1);
    await page
      .getByRole("list", { name: "Deleted groups" })
      .getByRole("button", { name: /^Delete for good/ })
      .click();
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await page.getByRole("heading", { name: "The trash is empty" }).waitFor();
    await expect.poll(async () => (await sql(`select id from public.story_documents where title = 'House Vey, cadet branch'`)).length).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("two tabs: the later save never silently overwrites; reload theirs or keep mine (1280 px)", async () => {
    const { user, page: tabA } = await signedIn(DESKTOP);
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'character-group', 'Crew of the Gull', '{"type":"crew"}') returning id`,
      [user.id],
    );
    const tabB = await newPage(e2e.browser, e2e.baseURL, { ...DESKTOP, context: tabA.context() });
    for (const tab of [tabA, tabB]) {
      await gotoApp(tab, `/story-elements/character-groups/${doc!.id}`);
      await tab.getByLabel("Name", { exact: true }).waitFor();
    }
    await tabA.getByLabel("Description").fill("From tab A");
    await saved(tabA);
    await tabB.getByLabel("Description").fill("From tab B");
    const banner = tabB.getByRole("alert").filter({ hasText: "This group changed in another tab or window" });
    await banner.waitFor();
    await tabB.locator('[data-save-state="conflict"]').waitFor();
    expect((await sql(`select summary from public.story_documents where id = $1`, [doc!.id]))[0]!.summary).toBe("From tab A");
    await screenshot(tabB, "story-groups-conflict-1280");

    // Keep mine: B's text wins, still as a versioned save.
    await banner.getByRole("button", { name: "Keep mine" }).click();
    await saved(tabB);
    expect((await sql(`select summary from public.story_documents where id = $1`, [doc!.id]))[0]!.summary).toBe("From tab B");

    // Now A is behind: its next edit conflicts, and Reload theirs shows B's text.
    await tabA.getByLabel("Type").selectOption("band");
    const bannerA = tabA.getByRole("alert").filter({ hasText: "This group changed in another tab or window" });
    await bannerA.waitFor();
    await bannerA.getByRole("button", { name: "Reload theirs" }).click();
    await expect.poll(() => tabA.getByLabel("Description").inputValue()).toBe("From tab B");
    expect(await tabA.getByLabel("Type").inputValue()).toBe("crew");
    expect((await sql(`select data from public.story_documents where id = $1`, [doc!.id]))[0]!.data).toEqual({ type: "crew" });
    expect(tabA.errors).toEqual([]);
    expect(tabB.errors).toEqual([]);
    await tabA.context().close();
  });

  it("fills a group with new characters from the generator, undoably (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE);
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title) values ($1, 'character-group', 'The Night Watch') returning id`,
      [user.id],
    );
    await gotoApp(page, `/story-elements/character-groups/${doc!.id}`);
    await page.getByRole("button", { name: "Fill the group" }).click();
    const dialog = page.getByRole("dialog", { name: "Fill the group" });
    await dialog.getByLabel("How many characters").fill("0");
    await dialog.getByText("Choose a number from 1 to 10.").waitFor();
    expect(await dialog.getByRole("button", { name: /^Generate/ }).isDisabled()).toBe(true);
    await dialog.getByLabel("How many characters").fill("3");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Generate 3 and add" }).click();
    await toast(page, "Added 3 new characters to the group and your library").waitFor();
    await expect.poll(async () => (await memberOrder(page)).length).toBe(3);
    const made = await sql<{ name: string; kind: string }>(
      `select i.name, i.kind from public.story_links l join public.content_items i on i.id = l.item_id where l.document_id = $1 order by l.position`,
      [doc!.id],
    );
    expect(made.map((r) => r.kind)).toEqual(["character", "character", "character"]);
    expect(await memberOrder(page)).toEqual(made.map((r) => r.name));
    await screenshot(page, "story-groups-filled-375");

    await toast(page, "Added 3 new characters").getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await sql(`select id from public.story_links where document_id = $1`, [doc!.id])).length).toBe(0);
    await expect.poll(async () => (await sql(`select id from public.content_items where owner_id = $1 and deleted_at is null`, [user.id])).length).toBe(0);
    await page.getByRole("button", { name: "Add the first member" }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("follows the universe switcher: lists, counts and new groups are in the current universe (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const [world] = await sql<{ id: string }>(`insert into public.universes (owner_id, name) values ($1, 'Aeloria') returning id`, [user.id]);
    await sql(
      `insert into public.story_documents (owner_id, tool, title, universe_id) values ($1, 'character-group', 'Aeloria Guard', $2), ($1, 'character-group', 'Wandering Band', null)`,
      [user.id, world!.id],
    );
    const titles = () => page.getByRole("list", { name: "Your groups" }).locator("h3").allInnerTexts();
    await gotoApp(page, "/story-elements/character-groups");
    await expect.poll(async () => (await titles()).sort()).toEqual(["Aeloria Guard", "Wandering Band"]);

    await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [`worldloom-universe:${user.id}`, world!.id]);
    await gotoApp(page, "/story-elements/character-groups");
    await page.getByText("Showing groups in").waitFor();
    await expect.poll(titles).toEqual(["Aeloria Guard"]);
    await page.getByRole("button", { name: "New group" }).click();
    await page.waitForURL(/\/story-elements\/character-groups\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    expect((await sql(`select universe_id from public.story_documents where id = $1`, [id]))[0]!.universe_id).toBe(world!.id);
    await gotoApp(page, "/story-elements");
    await expect.poll(() => page.getByTestId("count-character-groups").innerText()).toBe("2 groups");
    expect(await page.getByRole("list", { name: "Recent story documents" }).getByText("Wandering Band").count()).toBe(0);
    await page.context().close();
  });
});
