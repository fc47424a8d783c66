// Trash, edit history and duplicate in Chromium: delete moves items to the trash with an Undo in
// the toast; the Trash page restores, deletes forever and empties; the item page's edit history
// restores an earlier version (undoably); Duplicate makes private copies, single and in bulk.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { cardNames, ownedNames, seedItem } from "./library-seed.js";

const e2e = useE2E();

async function signedIn(size: { width: number; height: number }, colorScheme: "light" | "dark" = "light") {
  const user = await createConfirmedUser(e2e.server, "trash");
  const page = await newPage(e2e.browser, e2e.baseURL, { ...size, colorScheme });
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

/** Names of the user's items in the trash (deleted_at set), straight from the database. */
async function trashedNames(ownerId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ name: string }>(
    `select name from public.content_items where owner_id = $1 and deleted_at is not null order by name`,
    [ownerId],
  );
  return r.rows.map((x) => x.name);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const trashNames = (page: Page) => page.getByRole("list", { name: "Trashed items" }).locator("h3").allInnerTexts();

describe("Trash", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`bulk delete moves items to the trash, and Undo brings them back (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      for (const name of ["Amber", "Basalt", "Cinnabar"]) await seedItem(e2e.server, user.id, { kind: "material", name });
      await gotoApp(page, "/my-content");
      await expect.poll(() => cardNames(page)).toHaveLength(3);
      await page.getByRole("checkbox", { name: "Select Amber" }).click();
      await page.getByRole("checkbox", { name: "Select Basalt" }).click();
      await page.getByRole("button", { name: "Delete 2 items" }).click();
      await toast(page, "Moved 2 items to trash").waitFor();
      await expect.poll(() => cardNames(page)).toEqual(["Cinnabar"]);
      await expect.poll(() => trashedNames(user.id)).toEqual(["Amber", "Basalt"]);
      await screenshot(page, `library-trash-bulk-delete-${label}`);

      await toast(page, "Moved 2 items to trash").getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => trashedNames(user.id)).toEqual([]);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(["Amber", "Basalt", "Cinnabar"]);
      expect(await ownedNames(e2e.server, user.id)).toEqual(["Amber", "Basalt", "Cinnabar"]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("shows trashed items with days left, restores one, deletes one forever and empties the rest (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE);
    await seedItem(e2e.server, user.id, { kind: "character", name: "Ilsa Thorn", summary: "A duellist with a debt." });
    for (const name of ["Old Map", "Spare Key"]) await seedItem(e2e.server, user.id, { kind: "item", name });
    const ancient = await seedItem(e2e.server, user.id, { kind: "location", name: "Sunken Chapel" });
    await e2e.server.ctx.db.query(`update public.content_items set deleted_at = now() - interval '28 days' where id = $1`, [ancient]);

    // Delete from the item page: it leaves My Content at once and waits in the trash.
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(3);
    await page.getByRole("link", { name: "Ilsa Thorn" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL(/\/my-content$/);
    await toast(page, "Moved “Ilsa Thorn” to trash").waitFor();
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(["Old Map", "Spare Key"]);

    await page.getByRole("link", { name: "Trash" }).click();
    await page.waitForURL(/\/my-content\/trash$/);
    await expect.poll(() => page.title()).toBe("Trash");
    await expect.poll(() => trashNames(page)).toEqual(["Ilsa Thorn", "Sunken Chapel"]);
    const ilsa = page.getByRole("article", { name: "Ilsa Thorn" });
    expect(await ilsa.getByText("30 days left").isVisible()).toBe(true);
    expect(await page.getByRole("article", { name: "Sunken Chapel" }).getByText("2 days left").isVisible()).toBe(true);
    await screenshot(page, "library-trash-page-375");
    await expectAccessible(page);

    // Restore: back in My Content.
    await ilsa.getByRole("button", { name: "Restore: Ilsa Thorn" }).click();
    await toast(page, "Restored 1 item to My Content").waitFor();
    await expect.poll(() => trashNames(page)).toEqual(["Sunken Chapel"]);
    expect(await trashedNames(user.id)).toEqual(["Sunken Chapel"]);

    // Delete forever asks first, with the count; Cancel keeps the item.
    await page.getByRole("button", { name: "Delete forever: Sunken Chapel" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 item forever?" });
    await dialog.waitFor();
    await screenshot(page, "library-trash-confirm-375");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await trashedNames(user.id)).toEqual(["Sunken Chapel"]);
    await page.getByRole("button", { name: "Delete forever: Sunken Chapel" }).click();
    await dialog.getByRole("button", { name: "Delete 1 item forever" }).click();
    await toast(page, "Deleted 1 item forever").waitFor();
    await expect.poll(() => ownedNames(e2e.server, user.id)).toEqual(["Ilsa Thorn", "Old Map", "Spare Key"]);

    // Empty trash: two more items deleted from My Content, then gone for good.
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(3);
    await page.getByRole("checkbox", { name: "Select Old Map" }).click();
    await page.getByRole("checkbox", { name: "Select Spare Key" }).click();
    await page.getByRole("button", { name: "Delete 2 items" }).click();
    await expect.poll(() => trashedNames(user.id)).toEqual(["Old Map", "Spare Key"]);
    await gotoApp(page, "/my-content/trash");
    // One bulk move shares one deleted_at, so their order is the id tie-break: compare as a set.
    await expect.poll(async () => (await trashNames(page)).sort()).toEqual(["Old Map", "Spare Key"]);
    await page.getByRole("button", { name: "Empty trash" }).click();
    const empty = page.getByRole("dialog", { name: "Empty the trash?" });
    await empty.getByRole("button", { name: "Delete 2 items forever" }).click();
    await page.getByRole("heading", { name: "The trash is empty" }).waitFor();
    expect(await ownedNames(e2e.server, user.id)).toEqual(["Ilsa Thorn"]);
    await screenshot(page, "library-trash-empty-375");
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("lays the trash out at 1280 px (Night theme) and shows a trashed item's page with a way back", async () => {
    const { user, page } = await signedIn(DESKTOP, "dark");
    const id = await seedItem(e2e.server, user.id, { kind: "faction", name: "Gilded Hand", summary: "Bankers of the undercity." });
    await seedItem(e2e.server, user.id, { kind: "religion", name: "Choir of Ash", summary: "They sing the dead to sleep." });
    await e2e.server.ctx.db.query(`update public.content_items set deleted_at = now() - interval '3 days' where owner_id = $1`, [user.id]);
    await gotoApp(page, "/my-content/trash");
    await expect.poll(async () => (await trashNames(page)).sort()).toEqual(["Choir of Ash", "Gilded Hand"]);
    expect(await page.getByText("27 days left").count()).toBe(2);
    await page.getByRole("checkbox", { name: "Select all in the trash" }).click();
    await page.getByRole("region", { name: "Bulk actions" }).waitFor();
    await screenshot(page, "library-trash-page-1280-dark");
    await expectAccessible(page);

    await gotoApp(page, `/my-content/${id}`);
    await page.getByRole("heading", { name: "“Gilded Hand” is in the trash" }).waitFor();
    await page.getByRole("button", { name: "Restore" }).click();
    await page.getByRole("heading", { name: "Gilded Hand", level: 2 }).waitFor();
    expect(await trashedNames(user.id)).toEqual(["Choir of Ash"]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe("Edit history", () => {
  it("lists each edit and restores an earlier version, undoably (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const id = await seedItem(e2e.server, user.id, { kind: "character", name: "Corin Vale", summary: "A lamplighter.", tags: ["lamps"] });
    await gotoApp(page, `/my-content/${id}`);
    const history = page.getByRole("region", { name: "Edit history" });
    await history.getByText("No edits yet.", { exact: false }).waitFor();

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("Corin Vale the Bright");
    await page.getByRole("textbox", { name: "Tags" }).fill("lamps, heroes");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Corin Vale the Bright", level: 2 }).waitFor();
    const versions = history.getByRole("list", { name: "Earlier versions" }).getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(1);
    expect(await versions.first().innerText()).toMatch(/changed name and tags[\s\S]*Before: Corin Vale$/m);
    await screenshot(page, "library-history-1280");
    await expectAccessible(page);

    await versions
      .first()
      .getByRole("button", { name: /^Restore this version/ })
      .click();
    await page.getByRole("heading", { name: "Corin Vale", level: 2, exact: true }).waitFor();
    const row = async () =>
      (await e2e.server.ctx.db.query<{ name: string; tags: string[] }>(`select name, tags from public.content_items where id = $1`, [id])).rows[0];
    expect(await row()).toEqual({ name: "Corin Vale", tags: ["lamps"] });
    await expect.poll(() => versions.count()).toBe(2);

    // The restore's own toast undoes it.
    await toast(page, "Restored the version from before").getByRole("button", { name: "Undo" }).click();
    await page.getByRole("heading", { name: "Corin Vale the Bright", level: 2 }).waitFor();
    expect(await row()).toEqual({ name: "Corin Vale the Bright", tags: ["lamps", "heroes"] });
    await expect.poll(() => versions.count()).toBe(3);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe("Duplicate", () => {
  it("copies one item from its page and several from the bulk bar, with Undo (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE);
    const id = await seedItem(e2e.server, user.id, { kind: "weapon", name: "Thornbrand", visibility: "public", tags: ["blade"] });
    await seedItem(e2e.server, user.id, { kind: "jewelry", name: "Moon Locket" });
    await e2e.server.ctx.db.query(`insert into public.content_item_notes (item_id, owner_id, notes) values ($1, $2, 'Forged in the marsh.')`, [id, user.id]);
    await gotoApp(page, `/my-content/${id}`);
    await page.getByRole("button", { name: "Duplicate" }).click();
    await toast(page, "Duplicated 1 item").waitFor();
    await expect.poll(() => ownedNames(e2e.server, user.id)).toEqual(["Moon Locket", "Thornbrand", "Thornbrand (copy)"]);
    const copy = await e2e.server.ctx.db.query<{ visibility: string; tags: string[]; kind: string }>(
      `select visibility, tags, kind from public.content_items where name = 'Thornbrand (copy)' and owner_id = $1`,
      [user.id],
    );
    expect(copy.rows[0]).toEqual({ visibility: "private", tags: ["blade"], kind: "weapon" });
    // The copy keeps the owner's private notes.
    const copyNotes = await e2e.server.ctx.db.query<{ notes: string }>(
      `select n.notes from public.content_item_notes n join public.content_items c on c.id = n.item_id where c.name = 'Thornbrand (copy)' and c.owner_id = $1`,
      [user.id],
    );
    expect(copyNotes.rows).toEqual([{ notes: "Forged in the marsh." }]);
    await screenshot(page, "library-duplicate-375");
    await toast(page, "Duplicated 1 item").getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => ownedNames(e2e.server, user.id)).toEqual(["Moon Locket", "Thornbrand"]);

    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(2);
    await page.getByRole("checkbox", { name: "Select all on this page" }).click();
    await page.getByRole("button", { name: "Duplicate 2 items" }).click();
    await toast(page, "Duplicated 2 items").waitFor();
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(["Moon Locket", "Moon Locket (copy)", "Thornbrand", "Thornbrand (copy)"]);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
