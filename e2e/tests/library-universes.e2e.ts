// Universes in Chromium at 375 and 1280 px: create one from the switcher (earlier work kept
// outside when offered), switch to it, a generated
// result saved meanwhile lands in it, My Content and the Dashboard follow it, items move in bulk
// (with undo) and singly, and deleting a universe (undoable) keeps its items.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { cardNames, seedItem } from "./library-seed.js";

const e2e = useE2E();

async function universeOf(ownerId: string, name: string): Promise<string | null | undefined> {
  const r = await e2e.server.ctx.db.query<{ universe_id: string | null }>(`select universe_id from public.content_items where owner_id = $1 and name = $2`, [
    ownerId,
    name,
  ]);
  return r.rows[0]?.universe_id;
}

async function universeIds(ownerId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ id: string }>(`select id from public.universes where owner_id = $1`, [ownerId]);
  return r.rows.map((x) => x.id);
}

const switcher = (page: Page) => page.getByRole("button", { name: /^Universe: / });
const toastUndo = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).getByRole("button", { name: "Undo" });

async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole("menuitemradio", { name: new RegExp(`^${name}`) }).click();
  await page.getByRole("button", { name: `Universe: ${name}` }).waitFor();
}

describe("Universes", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`creates, switches, scopes, moves and deletes universes (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "worlds");
      await seedItem(e2e.server, user.id, { kind: "character", name: "Loose Thread", ageDays: 2 });
      await seedItem(e2e.server, user.id, { kind: "location", name: "Old Harbour", ageDays: 1 });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);

      // Create a universe from the switcher: it becomes the current one.
      await gotoApp(page, "/dashboard");
      await page.getByRole("button", { name: "Universe: All universes" }).click();
      await screenshot(page, `library-universes-switcher-${label}`);
      await expectAccessible(page, "universe switcher");
      await page.getByRole("menuitem", { name: "New universe…" }).click();
      const dialog = page.getByRole("dialog", { name: "New universe" });
      await dialog.getByLabel("Name").fill("The Drowned Isles");
      await dialog.getByLabel("Description").fill("An archipelago of salt, bells and ghosts.");
      await dialog.getByLabel("Genre").fill("Fantasy");
      await dialog.getByRole("radio", { name: "Sea blue" }).click();
      expect(await dialog.getByRole("radio", { name: "Sea blue" }).getAttribute("aria-checked")).toBe("true");
      await screenshot(page, `library-universes-new-${label}`);
      await expectAccessible(page, "new universe dialog");
      await dialog.getByRole("button", { name: "Create universe" }).click();
      // The first universe offers to bring in what was made before; kept outside, "All
      // universes" stays current so nothing drops out of sight.
      const offer = page.getByRole("dialog", { name: "Bring your earlier work into The Drowned Isles?" });
      await offer.getByText("You have 2 library items outside any universe.", { exact: false }).waitFor();
      await screenshot(page, `library-universes-bring-in-${label}`);
      await offer.getByRole("button", { name: "Keep them outside" }).click();
      await page.getByRole("button", { name: "Universe: All universes" }).waitFor();
      expect(await universeOf(user.id, "Loose Thread")).toBeNull();
      await switchTo(page, "The Drowned Isles");
      await expect.poll(() => universeIds(user.id)).toHaveLength(1);
      const [isles] = await universeIds(user.id);
      const row = (await e2e.server.ctx.db.query(`select name, genre, cover_color, visibility from public.universes where id = $1`, [isles])).rows[0];
      expect(row).toEqual({ name: "The Drowned Isles", genre: "Fantasy", cover_color: "#2a6f97", visibility: "private" });

      // A new universe is empty, and My Content says so.
      await gotoApp(page, "/my-content");
      await page.getByRole("heading", { name: "Nothing in The Drowned Isles yet" }).waitFor();
      await screenshot(page, `library-universes-empty-${label}`);

      // A result saved while the universe is current lands in it.
      await gotoApp(page, "/generators/character");
      const saved = await page.locator("#result-name").innerText();
      await page.getByRole("button", { name: "Save to My Content" }).click();
      await expect.poll(() => universeOf(user.id, saved)).toBe(isles);

      // My Content and the Dashboard show only this universe.
      await gotoApp(page, "/my-content");
      await expect.poll(() => cardNames(page)).toEqual([saved]);
      expect(await page.getByLabel("Universe", { exact: true }).inputValue()).toBe(isles);
      await gotoApp(page, "/dashboard");
      const recent = page.getByRole("list", { name: "Recent saves" });
      await expect.poll(() => recent.getByRole("link").allInnerTexts()).toEqual([saved]);
      await page.getByText("An overview of The Drowned Isles.").waitFor();
      const universes = page.getByRole("list", { name: "Your universes" });
      await universes
        .getByRole("button", { name: /The Drowned Isles/ })
        .filter({ hasText: "1 item" })
        .waitFor();
      await screenshot(page, `library-universes-dashboard-${label}`);
      await expectAccessible(page, "dashboard in a universe");
      await universes.getByRole("button", { name: /All universes/ }).click();
      await page.getByRole("button", { name: "Universe: All universes" }).waitFor();
      await expect.poll(() => recent.getByRole("link").allInnerTexts()).toEqual([saved, "Old Harbour", "Loose Thread"]);

      // Bulk move into the universe, undo, then move for good.
      await gotoApp(page, "/my-content");
      await expect.poll(() => cardNames(page)).toHaveLength(3);
      await page.getByRole("checkbox", { name: "Select Loose Thread" }).click();
      await page.getByRole("checkbox", { name: "Select Old Harbour" }).click();
      await page.getByRole("button", { name: "Move 2 items to universe" }).click();
      await screenshot(page, `library-universes-bulk-move-${label}`);
      await expectAccessible(page, "bulk move menu");
      await page.getByRole("menuitem", { name: "The Drowned Isles" }).click();
      await expect.poll(() => Promise.all([universeOf(user.id, "Loose Thread"), universeOf(user.id, "Old Harbour")])).toEqual([isles, isles]);
      await toastUndo(page, "Moved 2 items to The Drowned Isles").click();
      await expect.poll(() => Promise.all([universeOf(user.id, "Loose Thread"), universeOf(user.id, "Old Harbour")])).toEqual([null, null]);
      await page.getByLabel("Universe", { exact: true }).selectOption("none");
      await expect.poll(() => cardNames(page)).toEqual(["Old Harbour", "Loose Thread"]);

      // The 1280 px run also covers the item page and undoing a universe delete (375 px keeps the file fast).
      const full = label === "1280";
      if (full) {
        // One item from its page.
        await page.getByRole("link", { name: "Loose Thread" }).click();
        await page.getByRole("button", { name: "No universe" }).click();
        await page.getByRole("menuitem", { name: "The Drowned Isles" }).click();
        await page.getByRole("button", { name: "In The Drowned Isles" }).waitFor();
        expect(await universeOf(user.id, "Loose Thread")).toBe(isles);
        await screenshot(page, `library-universes-item-${label}`);

        // The switcher scopes My Content again; the list drops the "No universe" filter.
        await gotoApp(page, "/my-content?universe=none");
        await switchTo(page, "The Drowned Isles");
        await expect.poll(() => cardNames(page)).toEqual([saved, "Loose Thread"]);
        await screenshot(page, `library-universes-my-content-${label}`);
        await expectAccessible(page, "my content in a universe");

        // Edit it from Manage universes; a cover image must be a web address.
        await switcher(page).click();
        await page.getByRole("menuitem", { name: "Manage universes" }).click();
        await page.getByRole("dialog", { name: "Manage universes" }).getByRole("button", { name: "Edit The Drowned Isles" }).click();
        const edit = page.getByRole("dialog", { name: "Edit universe" });
        expect(await edit.getByLabel("Name").inputValue()).toBe("The Drowned Isles");
        await edit.getByLabel("Cover picture (optional)").fill("javascript:alert(1)");
        await edit.getByRole("button", { name: "Save universe" }).click();
        await edit.getByText("Use a web address starting with https://").waitFor();
        await edit.getByLabel("Cover picture (optional)").fill("");
        await edit.getByLabel("Genre").fill("Dark fantasy");
        await screenshot(page, `library-universes-edit-${label}`);
        await edit.getByRole("button", { name: "Save universe" }).click();
        await expect
          .poll(async () => (await e2e.server.ctx.db.query(`select genre, cover_image_url from public.universes where id = $1`, [isles])).rows[0])
          .toEqual({ genre: "Dark fantasy", cover_image_url: null });
        await page.getByRole("dialog", { name: "Manage universes" }).getByText("Dark fantasy · 2 items").waitFor();
        await screenshot(page, `library-universes-manage-${label}`);
        await expectAccessible(page, "manage universes");
        await page.keyboard.press("Escape");
      }

      // Delete the universe (undo first at 1280 px). Its items stay, unassigned.
      const manage = page.getByRole("dialog", { name: "Manage universes" });
      const confirm = page.getByRole("dialog", { name: "Delete The Drowned Isles?" });
      const askToDelete = async () => {
        await switcher(page).click();
        await page.getByRole("menuitem", { name: "Manage universes" }).click();
        await manage.getByRole("button", { name: "Delete The Drowned Isles" }).click();
      };
      await askToDelete();
      await confirm.getByText(full ? "Its 2 items stay in My Content, with no universe." : "Its one item stays in My Content, with no universe.").waitFor();
      await screenshot(page, `library-universes-delete-${label}`);
      await expectAccessible(page, "delete universe confirm");
      if (full) {
        await confirm.getByRole("button", { name: "Delete universe" }).click();
        await page.getByRole("button", { name: "Universe: All universes" }).waitFor();
        await toastUndo(page, "Deleted universe The Drowned Isles").click();
        await page.getByRole("button", { name: "Universe: The Drowned Isles" }).waitFor();
        expect(await universeIds(user.id)).toEqual([isles]);
        await askToDelete();
      }
      await confirm.getByRole("button", { name: "Delete universe" }).click();
      await page.locator("[data-sonner-toast]", { hasText: "Deleted universe The Drowned Isles" }).getByRole("button", { name: "Close toast" }).click();
      await expect.poll(() => universeIds(user.id)).toEqual([]);
      expect([await universeOf(user.id, saved), await universeOf(user.id, "Loose Thread"), await universeOf(user.id, "Old Harbour")]).toEqual([
        null,
        null,
        null,
      ]);
      await page.getByLabel("Universe", { exact: true }).selectOption("");
      await expect.poll(() => cardNames(page)).toHaveLength(3);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 150_000); // a long walk through universes; a busy CI machine needs more than the default minute
  }

  it("uploads a cover picture; a replaced or cancelled upload leaves no file behind (375 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "covers");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    const covers = async () =>
      (
        await e2e.server.ctx.db.query<{ name: string }>(`select name from storage.objects where bucket_id = 'covers' and owner_id = $1 order by name`, [
          user.id,
        ])
      ).rows.map((r) => r.name);
    const picture = (colour: string) =>
      sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
        .png()
        .toBuffer();

    await gotoApp(page, "/dashboard");
    await switcher(page).click();
    await page.getByRole("menuitem", { name: "New universe…" }).click();
    let dialog = page.getByRole("dialog", { name: "New universe" });
    await dialog.getByLabel("Name").fill("The Glass Coast");
    // A file that is not a picture is refused before any upload.
    await dialog.getByTestId("cover-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await dialog.getByText("Choose a PNG, JPEG, WebP or GIF picture.").waitFor();
    await dialog.getByTestId("cover-input").setInputFiles({ name: "first.png", mimeType: "image/png", buffer: await picture("#2a6f97") });
    await expect.poll(() => covers()).toHaveLength(1);
    await dialog.getByTestId("cover-preview").waitFor();
    await dialog.getByTestId("cover-input").setInputFiles({ name: "second.png", mimeType: "image/png", buffer: await picture("#a33b3b") });
    await expect.poll(() => covers()).toHaveLength(2);
    await expect.poll(() => dialog.getByTestId("cover-preview").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, "universe-cover-375");
    await dialog.getByRole("button", { name: "Create universe" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Saved with the second picture; the first, not kept, is deleted.
    const row = (await e2e.server.ctx.db.query<{ cover_image_url: string }>(`select cover_image_url from public.universes where owner_id = $1`, [user.id]))
      .rows[0]!;
    expect(row.cover_image_url).toContain("/storage/v1/object/public/covers/");
    await expect.poll(() => covers()).toHaveLength(1);
    expect(row.cover_image_url).toContain((await covers())[0]!);
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return [res.status, res.headers.get("content-type")];
    }, row.cover_image_url);
    expect(served).toEqual([200, "image/webp"]);

    // An upload in a dialog that is then cancelled is deleted too.
    await switcher(page).click();
    await page.getByRole("menuitem", { name: "New universe…" }).click();
    dialog = page.getByRole("dialog", { name: "New universe" });
    await dialog.getByTestId("cover-input").setInputFiles({ name: "third.png", mimeType: "image/png", buffer: await picture("#4d7c3a") });
    await expect.poll(() => covers()).toHaveLength(2);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => covers()).toHaveLength(1);

    // Deleting the universe (once its undo toast closes) deletes its cover file as well.
    await switcher(page).click();
    await page.getByRole("menuitem", { name: "Manage universes" }).click();
    await page.getByRole("dialog", { name: "Manage universes" }).getByRole("button", { name: "Delete The Glass Coast" }).click();
    await page.getByRole("dialog", { name: "Delete The Glass Coast?" }).getByRole("button", { name: "Delete universe" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Deleted universe The Glass Coast" }).getByRole("button", { name: "Close toast" }).click();
    await expect.poll(() => covers()).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
