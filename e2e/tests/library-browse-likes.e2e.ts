// Likes, Most liked and keyset pages on Browse in Chromium: a visitor's heart opens the auth
// dialog; a signed-in user likes and unlikes (optimistic, rolled back when the server refuses);
// /browse lists kinds no section shows; Next/Previous walk keyset pages with the cursor in the URL.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const publicNames = (page: Page) => page.getByRole("list", { name: "Public items" }).locator("h3").allInnerTexts();
const heart = (page: Page, name: string) =>
  page.getByRole("list", { name: "Public items" }).getByRole("button", { name: new RegExp(`^(Sign in to like|Like) ${name},`) });

async function like(itemId: string, userId: string) {
  await e2e.server.ctx.db.query(`insert into public.content_likes (item_id, user_id) values ($1, $2)`, [itemId, userId]);
}
async function likeRows(itemId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ user_id: string }>(`select user_id from public.content_likes where item_id = $1`, [itemId]);
  return r.rows.map((x) => x.user_id);
}

describe("Browse likes", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`likes and unlikes, sorts by most liked, and lists kinds no section shows (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const fans = await Promise.all([createConfirmedUser(e2e.server, "fan"), createConfirmedUser(e2e.server, "fan")]);
      const carol = await createConfirmedUser(e2e.server, "carol");
      const tag = `likes${label}`;
      const gorm = await seedItem(e2e.server, alice.id, { kind: "character", name: `Gorm ${tag}`, visibility: "public", tags: [tag], ageDays: 3 });
      const wyrm = await seedItem(e2e.server, alice.id, {
        kind: "monster",
        name: `Wyrm ${tag}`,
        summary: "It sleeps under the salt.",
        visibility: "public",
        tags: [tag],
        ageDays: 2,
      });
      const ash = await seedItem(e2e.server, alice.id, { kind: "calendar", name: `Ash Reckoning ${tag}`, visibility: "public", tags: [tag], ageDays: 1 });
      await like(gorm, fans[0].id);
      await like(gorm, fans[1].id);
      await like(wyrm, fans[0].id);

      // A visitor sees every kind on /browse (monster and calendar belong to no section) and counts.
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/browse?q=${tag}`);
      await expect.poll(() => publicNames(page)).toEqual([`Ash Reckoning ${tag}`, `Wyrm ${tag}`, `Gorm ${tag}`]);
      expect(await page.getByLabel("Kind").locator("option").count()).toBe(33);
      await page.getByLabel("Sort").selectOption("liked");
      await expect.poll(() => publicNames(page)).toEqual([`Gorm ${tag}`, `Wyrm ${tag}`, `Ash Reckoning ${tag}`]);
      expect(page.url()).toContain("sort=liked");
      expect(await heart(page, `Gorm ${tag}`).innerText()).toBe("2");
      await page.getByLabel("Kind").selectOption("monster");
      await expect.poll(() => publicNames(page)).toEqual([`Wyrm ${tag}`]);
      await page.getByLabel("Kind").selectOption("");
      await expect.poll(() => publicNames(page)).toHaveLength(3);

      // The visitor's heart opens the sign-in dialog and changes nothing.
      await heart(page, `Ash Reckoning ${tag}`).click();
      await page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      expect(await likeRows(ash)).toEqual([]);
      await page.context().close();

      // Signed in: like moves the count at once and reorders Most liked; unlike puts it back.
      const signed = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(signed, "/");
      await signInViaDialog(signed, carol);
      await gotoApp(signed, `/browse?q=${tag}&sort=liked`);
      await expect.poll(() => publicNames(signed)).toEqual([`Gorm ${tag}`, `Wyrm ${tag}`, `Ash Reckoning ${tag}`]);
      const ashHeart = heart(signed, `Ash Reckoning ${tag}`);
      expect(await ashHeart.getAttribute("aria-pressed")).toBe("false");
      await ashHeart.click();
      await expect.poll(() => heart(signed, `Ash Reckoning ${tag}`).getAttribute("aria-pressed")).toBe("true");
      expect(await heart(signed, `Ash Reckoning ${tag}`).innerText()).toBe("1");
      await expect.poll(() => likeRows(ash)).toEqual([carol.id]);
      // Ash and Wyrm now have one like each; the newer (Ash) comes first.
      await expect.poll(() => publicNames(signed)).toEqual([`Gorm ${tag}`, `Ash Reckoning ${tag}`, `Wyrm ${tag}`]);
      await screenshot(signed, `library-browse-likes-${label}`);
      await expectAccessible(signed);
      await heart(signed, `Ash Reckoning ${tag}`).click();
      await expect.poll(() => heart(signed, `Ash Reckoning ${tag}`).getAttribute("aria-pressed")).toBe("false");
      await expect.poll(() => likeRows(ash)).toEqual([]);
      await expect.poll(() => publicNames(signed)).toEqual([`Gorm ${tag}`, `Wyrm ${tag}`, `Ash Reckoning ${tag}`]);

      // The shared item page has the same like, with words.
      await signed.getByRole("link", { name: `Wyrm ${tag}` }).click();
      await signed.getByRole("heading", { name: `Wyrm ${tag}`, level: 2 }).waitFor();
      const big = signed.getByRole("button", { name: "Like 1 like" });
      await big.click();
      await signed.getByRole("button", { name: "Like 2 likes", pressed: true }).waitFor();
      await expect.poll(() => likeRows(wyrm)).toHaveLength(2);
      await screenshot(signed, `library-browse-liked-item-${label}`);
      await expectAccessible(signed);
      expect(signed.errors).toEqual([]);
      await signed.context().close();
    });
  }

  it("rolls a like back when the server refuses it", async () => {
    const alice = await createConfirmedUser(e2e.server, "alice");
    const dan = await createConfirmedUser(e2e.server, "dan");
    const id = await seedItem(e2e.server, alice.id, { kind: "religion", name: "The Quiet Tide", visibility: "public", tags: ["rollback"] });
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, dan);
    await page.route(/\/rest\/v1\/content_likes(\?|$)/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Likes are resting" }) })
        : route.continue(),
    );
    await gotoApp(page, "/browse/religions?q=rollback");
    await heart(page, "The Quiet Tide").click();
    await page.getByText("Could not save your like").waitFor();
    await expect.poll(() => heart(page, "The Quiet Tide").getAttribute("aria-pressed")).toBe("false");
    expect(await heart(page, "The Quiet Tide").innerText()).toBe("0");
    expect(await likeRows(id)).toEqual([]);
    await page.context().close();
  });

  it("walks keyset pages with Next and Previous, the cursor in the URL", async () => {
    const alice = await createConfirmedUser(e2e.server, "alice");
    for (let i = 0; i < 30; i++)
      await seedItem(e2e.server, alice.id, { kind: "weapon", name: `Blade ${String(i).padStart(2, "0")}`, visibility: "public", tags: ["keyset"], ageDays: i });
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/browse/items?q=keyset");
    await expect.poll(() => publicNames(page)).toHaveLength(24);
    expect((await publicNames(page))[0]).toBe("Blade 00");
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => publicNames(page)).toEqual(["Blade 24", "Blade 25", "Blade 26", "Blade 27", "Blade 28", "Blade 29"]);
    expect(page.url()).toMatch(/after=[\w-]+/);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    // The page is an address: reloading it shows the same rows.
    await page.reload();
    await expect.poll(() => publicNames(page)).toEqual(["Blade 24", "Blade 25", "Blade 26", "Blade 27", "Blade 28", "Blade 29"]);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => publicNames(page)).toHaveLength(24);
    expect((await publicNames(page))[0]).toBe("Blade 00");
    expect((await publicNames(page))[23]).toBe("Blade 23");
    expect(page.url()).toMatch(/before=[\w-]+/);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    // Sorting by name starts again on the first page.
    await page.getByLabel("Sort").selectOption("name");
    await expect.poll(() => publicNames(page)).toHaveLength(24);
    expect(page.url()).not.toMatch(/after=|before=/);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => publicNames(page)).toEqual(["Blade 24", "Blade 25", "Blade 26", "Blade 27", "Blade 28", "Blade 29"]);
    await screenshot(page, "library-browse-keyset-1280");
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
