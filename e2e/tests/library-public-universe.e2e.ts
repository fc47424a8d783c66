// A public item's public universe in Chromium: a visitor sees the universe's cover, name, genre and
// description under the item, with the universe's other public items (never its private or trashed
// ones) as links; an item in a private universe shows no universe at all.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

async function universe(ownerId: string, name: string, visibility: "public" | "private"): Promise<string> {
  const r = await e2e.server.ctx.db.query<{ id: string }>(
    `insert into public.universes (owner_id, name, description, genre, cover_color, visibility) values ($1, $2, $3, 'Low fantasy', '#2a6f97', $4) returning id`,
    [ownerId, name, `Salt marshes, drowned bells and the smugglers of ${name}.`, visibility],
  );
  return r.rows[0]!.id;
}

async function place(itemId: string, universeId: string) {
  await e2e.server.ctx.db.query(`update public.content_items set universe_id = $2 where id = $1`, [itemId, universeId]);
}

describe("public universe on a shared item", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`shows the universe and its other public items to a visitor (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "cosmos");
      const coast = await universe(alice.id, `The Salt Coast ${label}`, "public");
      const hidden = await universe(alice.id, `Hidden Realm ${label}`, "private");
      const harbour = await seedItem(e2e.server, alice.id, {
        kind: "location",
        name: `Bellwater ${label}`,
        summary: "A harbour of drowned bells.",
        visibility: "public",
        ageDays: 3,
      });
      const smuggler = await seedItem(e2e.server, alice.id, {
        kind: "character",
        name: `Ysolde Marsh ${label}`,
        summary: "She knows every tide.",
        visibility: "public",
        ageDays: 2,
      });
      const secret = await seedItem(e2e.server, alice.id, { kind: "faction", name: `The Quiet Hands ${label}`, visibility: "private", ageDays: 1 });
      const trashed = await seedItem(e2e.server, alice.id, { kind: "item", name: `Cracked Bell ${label}`, visibility: "public" });
      const elsewhere = await seedItem(e2e.server, alice.id, { kind: "monster", name: `Mire Hound ${label}`, visibility: "public" });
      for (const id of [harbour, smuggler, secret, trashed]) await place(id, coast);
      await place(elsewhere, hidden);
      await e2e.server.ctx.db.query(`update public.content_items set deleted_at = now() where id = $1`, [trashed]);

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/browse/item/${harbour}`);
      const card = page.getByRole("region", { name: `The Salt Coast ${label}` });
      await card.waitFor();
      await card.getByText("Part of the universe").waitFor();
      await card.getByText("Low fantasy").waitFor();
      await card.getByText(`Salt marshes, drowned bells and the smugglers of The Salt Coast ${label}.`).waitFor();
      const also = card.getByRole("list", { name: `Also in The Salt Coast ${label}` });
      expect(await also.getByRole("link").allInnerTexts()).toEqual([`Ysolde Marsh ${label}`]);
      await card.getByText("She knows every tide.").waitFor();
      await screenshot(page, `library-public-universe-${label}`);
      await expectAccessible(page);

      // Its other items link back, and the list there names the first item.
      await also.getByRole("link", { name: `Ysolde Marsh ${label}` }).click();
      await page.waitForURL(new RegExp(`/browse/item/${smuggler}$`));
      await expect
        .poll(() =>
          page
            .getByRole("list", { name: `Also in The Salt Coast ${label}` })
            .getByRole("link")
            .allInnerTexts(),
        )
        .toEqual([`Bellwater ${label}`]);

      // A private universe is not shown, not even its name (checked once its lookup has answered).
      const looked = page.waitForResponse((r) => r.url().includes("/rest/v1/universes") && r.url().includes(hidden));
      await gotoApp(page, `/browse/item/${elsewhere}`);
      await page.getByRole("heading", { name: `Mire Hound ${label}`, level: 2 }).waitFor();
      expect(await (await looked).json()).toEqual([]);
      expect(await page.getByText("Part of the universe").count()).toBe(0);
      expect(await page.getByText(`Hidden Realm ${label}`).count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
