// Browse in Chromium: sections list only public items of their kinds (never another user's
// private item), search and sort, the read-only item page with its author, copy to my library.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const publicNames = (page: Page) => page.getByRole("list", { name: "Public items" }).locator("h3").allInnerTexts();

describe("Browse", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`shows only public items of the section's kinds, with search and sort (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const bob = await createConfirmedUser(e2e.server, "bob");
      await e2e.server.ctx.db.query(`update public.profiles set display_name = 'Alice Quill' where id = $1`, [alice.id]);
      const tag = `t${label}`;
      await seedItem(e2e.server, alice.id, { kind: "character", name: `Bran ${tag}`, summary: "A ferryman.", visibility: "public", tags: [tag], ageDays: 2 });
      await seedItem(e2e.server, bob.id, { kind: "race", name: `Stonefolk ${tag}`, summary: "Slow and old.", visibility: "public", tags: [tag], ageDays: 1 });
      await seedItem(e2e.server, bob.id, { kind: "character", name: `Hidden ${tag}`, summary: "Bob's private villain.", tags: [tag] });
      await seedItem(e2e.server, bob.id, { kind: "location", name: `Harbour ${tag}`, visibility: "public", tags: [tag] });

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/browse/characters?q=${tag}`);
      expect(await page.title()).toBe("Browse Characters");
      await expect.poll(() => publicNames(page)).toEqual([`Stonefolk ${tag}`, `Bran ${tag}`]);
      await screenshot(page, `library-browse-${label}`);
      await expectAccessible(page);
      await gotoApp(page, `/browse/races?q=${tag}`);
      await expect.poll(() => publicNames(page)).toEqual([`Stonefolk ${tag}`, `Bran ${tag}`]);
      await page.getByLabel("Sort").selectOption("name");
      await expect.poll(() => publicNames(page)).toEqual([`Bran ${tag}`, `Stonefolk ${tag}`]);
      await page.getByLabel("Kind").selectOption("race");
      await expect.poll(() => publicNames(page)).toEqual([`Stonefolk ${tag}`]);
      await gotoApp(page, `/browse/locations?q=${tag}`);
      await expect.poll(() => publicNames(page)).toEqual([`Harbour ${tag}`]);

      // The private item is unreachable even by id, and the REST API never returns it to a visitor.
      const hiddenId = (await e2e.server.ctx.db.query<{ id: string }>(`select id from public.content_items where name = $1`, [`Hidden ${tag}`])).rows[0]!.id;
      await gotoApp(page, `/browse/item/${hiddenId}`);
      await page.getByRole("heading", { name: "Not shared" }).waitFor();
      await gotoApp(page, "/browse/item/not-an-id");
      await page.getByRole("heading", { name: "Not shared" }).waitFor();
      const res = await fetch(`${e2e.baseURL}/rest/v1/content_items?select=name&name=like.*${tag}`, { headers: { apikey: e2e.server.anonKey } });
      expect(((await res.json()) as { name: string }[]).map((r) => r.name).sort()).toEqual([`Bran ${tag}`, `Harbour ${tag}`, `Stonefolk ${tag}`]);

      // Read-only page with the author's name; a visitor is asked to sign in to copy.
      await gotoApp(page, `/browse/characters?q=${tag}`);
      await page.getByRole("link", { name: `Bran ${tag}` }).click();
      await page.getByRole("heading", { name: `Bran ${tag}`, level: 2 }).waitFor();
      await expect.poll(() => page.getByText("Alice Quill").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Edit" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Sign in to copy" }).isVisible()).toBe(true);
      await screenshot(page, `library-browse-item-${label}`);
      await expectAccessible(page);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("story-element sections keep an honest empty state", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/browse/timelines");
    await page.getByRole("heading", { name: "No published timelines yet" }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it("copies a public item into the signed-in user's library as a private item", async () => {
    const alice = await createConfirmedUser(e2e.server, "alice");
    const carol = await createConfirmedUser(e2e.server, "carol");
    const id = await seedItem(e2e.server, alice.id, {
      kind: "religion",
      name: "The Drowned Choir",
      summary: "They sing under the sea.",
      visibility: "public",
      tags: ["sea"],
    });
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, carol);
    await gotoApp(page, `/browse/item/${id}`);
    await page.getByRole("button", { name: "Copy to my library" }).click();
    await page.getByText("Copied to your library").waitFor();
    const rows = await e2e.server.ctx.db.query<{ owner_id: string; visibility: string; summary: string; tags: string[]; data: { fields: unknown[] } }>(
      `select owner_id, visibility, summary, tags, data from public.content_items where name = 'The Drowned Choir' order by created_at`,
    );
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows[1]).toMatchObject({ owner_id: carol.id, visibility: "private", summary: "They sing under the sea.", tags: ["sea"] });
    expect(rows.rows[1]!.data.fields).toHaveLength(2);
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await page.waitForURL(/\/my-content\/[0-9a-f-]+$/);
    await page.getByRole("button", { name: "Edit", exact: true }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
