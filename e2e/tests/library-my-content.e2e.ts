// My Content in Chromium: list, search, filters, sort, the item page (edit, publish, delete with
// undo) and bulk delete/publish with undo, at 375 and 1280 px. Delete moves items to the trash
// (library-trash.e2e.ts covers the trash itself).
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { cardNames, ownedNames, seedItem } from "./library-seed.js";

const e2e = useE2E();

/** The user's items in the trash (delete is a soft delete: deleted_at is set). */
async function trashedNames(ownerId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ name: string }>(
    `select name from public.content_items where owner_id = $1 and deleted_at is not null order by name`,
    [ownerId],
  );
  return r.rows.map((x) => x.name);
}

async function signInToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signedIn(width: { width: number; height: number }) {
  const user = await createConfirmedUser(e2e.server, "lib");
  const page = await newPage(e2e.browser, e2e.baseURL, width);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

describe("My Content", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`lists only the user's items, with search, kind and visibility filters and sort (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const other = await createConfirmedUser(e2e.server, "other");
      await seedItem(e2e.server, user.id, {
        kind: "character",
        name: "Aldric the Grey",
        summary: "An old wizard of the marches.",
        tags: ["wizard"],
        ageDays: 3,
      });
      await seedItem(e2e.server, user.id, { kind: "location", name: "Port Sable", summary: "A harbour town of smugglers.", visibility: "public", ageDays: 2 });
      await seedItem(e2e.server, user.id, { kind: "faction", name: "Order of the Ash", summary: "Keepers of a burnt library.", ageDays: 1 });
      await seedItem(e2e.server, other.id, { kind: "character", name: "Someone Else's Secret", summary: "wizard" });

      await gotoApp(page, "/my-content");
      expect(await page.title()).toBe("My Content");
      await expect.poll(() => cardNames(page)).toEqual(["Order of the Ash", "Port Sable", "Aldric the Grey"]);
      await screenshot(page, `library-my-content-${label}`);
      await expectAccessible(page);

      await page.getByLabel("Search", { exact: true }).fill("wizard");
      await expect.poll(() => cardNames(page)).toEqual(["Aldric the Grey"]);
      expect(await page.locator("article mark").allInnerTexts()).toEqual(["wizard"]);
      await page.getByLabel("Search", { exact: true }).fill("smugglers harbour");
      await expect.poll(() => cardNames(page)).toEqual(["Port Sable"]);
      await page.getByLabel("Search", { exact: true }).fill("dragons");
      await expect.poll(() => page.getByRole("heading", { name: "Nothing matches" }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Clear search and filters" }).click();
      await expect.poll(() => cardNames(page)).toHaveLength(3);

      await page.getByLabel("Kind").selectOption("faction");
      await expect.poll(() => cardNames(page)).toEqual(["Order of the Ash"]);
      await page.getByLabel("Kind").selectOption("");
      await page.getByLabel("Visibility").selectOption("public");
      await expect.poll(() => cardNames(page)).toEqual(["Port Sable"]);
      await page.getByLabel("Visibility").selectOption("");
      await page.getByLabel("Sort").selectOption("oldest");
      await expect.poll(() => cardNames(page)).toEqual(["Aldric the Grey", "Port Sable", "Order of the Ash"]);
      await page.getByLabel("Sort").selectOption("name");
      await expect.poll(() => cardNames(page)).toEqual(["Aldric the Grey", "Order of the Ash", "Port Sable"]);
      expect(page.url()).toContain("sort=name");

      // Tags: an entry's tag links to My Content filtered by it; the chip removes the filter.
      await page.getByRole("link", { name: "Aldric the Grey" }).click();
      await page.getByRole("link", { name: "#wizard" }).click();
      await expect.poll(() => cardNames(page)).toEqual(["Aldric the Grey"]);
      await page.getByRole("button", { name: "Remove tag filter wizard" }).click();
      await expect.poll(() => cardNames(page)).toHaveLength(3);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("teaches when empty and pages through many items", async () => {
    const { user, page } = await signedIn(MOBILE);
    await gotoApp(page, "/my-content");
    await page.getByRole("heading", { name: "Nothing saved yet" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Open the generators" }).count()).toBeGreaterThan(0);
    await screenshot(page, "library-my-content-empty-375");
    await expectAccessible(page);
    for (let i = 0; i < 30; i++) await seedItem(e2e.server, user.id, { kind: "item", name: `Relic ${String(i).padStart(2, "0")}`, ageDays: i });
    await page.reload();
    await expect.poll(() => cardNames(page)).toHaveLength(24);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => cardNames(page)).toEqual(["Relic 24", "Relic 25", "Relic 26", "Relic 27", "Relic 28", "Relic 29"]);
    // Keyset pages: the cursor is in the URL, and Previous walks back to the first page.
    expect(page.url()).toMatch(/after=[\w-]+/);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(async () => (await cardNames(page)).slice(0, 2)).toEqual(["Relic 00", "Relic 01"]);
    await page.context().close();
  });

  it("opens an item as a sourcebook entry, edits it, publishes it, and undoes a delete", async () => {
    const { user, page } = await signedIn(DESKTOP);
    await seedItem(e2e.server, user.id, { kind: "character", name: "Mira Vell", summary: "A cartographer who lies.", tags: ["maps"] });
    await gotoApp(page, "/my-content");
    await page.getByRole("link", { name: "Mira Vell" }).click();
    await page.getByRole("heading", { name: "Mira Vell", level: 2 }).waitFor();
    expect(await page.getByText("A cartographer who lies.").isVisible()).toBe(true);
    expect(await page.locator("dl dt").allInnerTexts()).toEqual(["Origin", "Traits"]);
    expect(await page.getByRole("heading", { name: "History", exact: true }).isVisible()).toBe(true);
    // Raw HTML in saved markdown is never rendered as markup.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("article script").count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("Mira Vell the Younger");
    await page.getByLabel("Summary").fill("A cartographer who tells the truth, mostly.");
    await page.getByRole("textbox", { name: "Tags" }).fill("maps, liars, Maps");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Mira Vell the Younger", level: 2 }).waitFor();
    const row = async () =>
      (
        await e2e.server.ctx.db.query<{ name: string; summary: string; tags: string[]; visibility: string }>(
          `select name, summary, tags, visibility from public.content_items where owner_id = $1`,
          [user.id],
        )
      ).rows[0];
    expect(await row()).toMatchObject({
      name: "Mira Vell the Younger",
      summary: "A cartographer who tells the truth, mostly.",
      tags: ["maps", "liars"],
      visibility: "private",
    });

    await page.getByRole("switch").click();
    await expect.poll(async () => (await row())?.visibility).toBe("public");
    await expect.poll(() => page.getByText("Public", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "library-item-1280");

    // Delete moves it to the trash at once; Undo takes it out again.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL(/\/my-content$/);
    await expect.poll(() => page.getByRole("heading", { name: "Nothing saved yet" }).isVisible()).toBe(true);
    await expect.poll(() => trashedNames(user.id)).toEqual(["Mira Vell the Younger"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => cardNames(page)).toEqual(["Mira Vell the Younger"]);
    await expect.poll(() => trashedNames(user.id)).toEqual([]);
    expect(await ownedNames(e2e.server, user.id)).toEqual(["Mira Vell the Younger"]);

    // Delete without undo: it stays in the trash (recoverable there for 30 days), not in the list.
    await page.getByRole("link", { name: "Mira Vell the Younger" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => trashedNames(user.id)).toEqual(["Mira Vell the Younger"]);
    await expect.poll(() => page.getByRole("heading", { name: "Nothing saved yet" }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("bulk publishes and bulk deletes with undo, saying how many", async () => {
    const { user, page } = await signedIn(MOBILE);
    for (const name of ["Ash", "Birch", "Cedar", "Daphne"]) await seedItem(e2e.server, user.id, { kind: "material", name });
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    await page.getByRole("checkbox", { name: "Select Ash" }).click();
    await page.getByRole("checkbox", { name: "Select Birch" }).click();
    await page.getByRole("button", { name: "Publish 2 items", exact: true }).click();
    await page.getByText("Published 2 items").waitFor();
    const publicNames = async () =>
      (
        await e2e.server.ctx.db.query<{ name: string }>(`select name from public.content_items where owner_id = $1 and visibility = 'public' order by name`, [
          user.id,
        ])
      ).rows.map((r) => r.name);
    expect(await publicNames()).toEqual(["Ash", "Birch"]);

    await page.getByRole("checkbox", { name: "Select all on this page" }).click();
    await page.getByRole("button", { name: "Delete 4 items" }).click();
    await page.getByText("Moved 4 items to trash").waitFor();
    await screenshot(page, "library-bulk-delete-375");
    await expect.poll(() => cardNames(page)).toEqual([]);
    await expect.poll(() => trashedNames(user.id)).toEqual(["Ash", "Birch", "Cedar", "Daphne"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    await expect.poll(() => trashedNames(user.id)).toEqual([]);

    await page.getByRole("checkbox", { name: "Select Cedar" }).click();
    await page.getByRole("checkbox", { name: "Select Daphne" }).click();
    await page.getByRole("button", { name: "Delete 2 items" }).click();
    await expect.poll(() => trashedNames(user.id)).toEqual(["Cedar", "Daphne"]);
    await expect.poll(() => cardNames(page)).toHaveLength(2);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("shows an error with a working retry when the list fails to load", async () => {
    const { user, page } = await signedIn(MOBILE);
    await seedItem(e2e.server, user.id, { kind: "calendar", name: "The Long Count" });
    // 500, not 503: supabase-js retries 503 by itself; the app retries 3 times before the error shows.
    await page.route(/\/rest\/v1\/content_items/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Library offline" }) }),
    );
    await gotoApp(page, "/my-content");
    await page.getByRole("heading", { name: "Your library could not be loaded" }).waitFor({ timeout: 20_000 });
    expect(await page.getByText("Library offline").isVisible()).toBe(true);
    await expectAccessible(page);
    await page.unroute(/\/rest\/v1\/content_items/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => cardNames(page)).toEqual(["The Long Count"]);
    await page.context().close();
  });

  it("refuses every change to another user's private item through the REST API", async () => {
    const owner = await createConfirmedUser(e2e.server, "owner");
    const intruder = await createConfirmedUser(e2e.server, "intruder");
    const id = await seedItem(e2e.server, owner.id, { kind: "prophecy", name: "Sealed Verse" });
    const token = await signInToken(intruder.email, intruder.password);
    const headers = { apikey: e2e.server.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json", prefer: "return=representation" };
    const url = `${e2e.baseURL}/rest/v1/content_items?id=eq.${id}`;
    expect(await (await fetch(url, { headers })).json()).toEqual([]);
    expect(await (await fetch(url, { method: "PATCH", headers, body: JSON.stringify({ name: "Stolen", visibility: "public" }) })).json()).toEqual([]);
    expect(await (await fetch(url, { method: "DELETE", headers })).json()).toEqual([]);
    const moved = await fetch(url, { method: "PATCH", headers, body: JSON.stringify({ owner_id: intruder.id }) });
    expect(moved.ok).toBe(false);
    expect(await ownedNames(e2e.server, owner.id)).toEqual(["Sealed Verse"]);
    const row = await e2e.server.ctx.db.query<{ visibility: string }>(`select visibility from public.content_items where id = $1`, [id]);
    expect(row.rows[0]!.visibility).toBe("private");
  });
});
