// Maps within maps, in Chromium: a pin's "Opens a map" links one of the owner's other maps; its
// card opens it with a trail back ("The Vale › Harbour Quarter › Ysolde's house") that the address
// keeps; the trail's links go back. A visitor walks the published maps the same way, on their
// published pages, and never sees a pin that opens a private map.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { closePanel, createMap, noSideScroll, panel, pictureLoaded, sqlOf } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

const linkOf = async (mapId: string, label: string) =>
  (await sql<{ l: string | null }>(`select link_document_id as l from public.map_features where document_id = $1 and label = $2`, [mapId, label]))[0]!.l;

/** Links the pin `pin` of the open map to the map `target` through its fields, as a user does. */
async function linkPin(page: Page, wide: boolean, mapId: string, pin: string, target: string, targetId: string) {
  const side = await panel(page, wide);
  await side.getByRole("button", { name: `Edit ${pin}` }).click();
  const editor = page.getByTestId("pin-editor");
  const field = editor.getByLabel("Opens a map");
  await expect.poll(() => field.isEnabled()).toBe(true);
  await field.selectOption({ label: target });
  await editor.getByText("The pin's card opens it, with a way back here.").waitFor();
  await expect.poll(() => linkOf(mapId, pin)).toBe(targetId);
  await editor.getByRole("button", { name: "Back to the list" }).click();
  await closePanel(page, wide);
}

/** Opens a pin's card from its marker and follows its map link. */
async function follow(page: Page, pin: string, target: string) {
  await page.getByTestId("map-canvas").locator(`.wl-pin[aria-label="${pin}, opens the map ${target}"]`).click();
  const card = page.getByTestId("pin-card");
  await card.getByRole("heading", { name: pin }).waitFor();
  await card.getByRole("link", { name: `Open the map ${target}` }).click();
}

const trail = (page: Page) => page.getByRole("navigation", { name: "Map trail" });
const trailText = async (page: Page) => (await trail(page).getByRole("listitem").allTextContents()).map((t) => t.trim());

describe("Maps within maps", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    const wide = size === DESKTOP;
    it(`opens a map from a pin with a trail back, for the owner and a visitor (${label} px)`, async () => {
      const owner = await createConfirmedUser(e2e.server, "mapnest");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, owner);
      const ids: Record<string, string> = {};
      for (const name of ["The Vale", "Harbour Quarter", "Ysolde's house"]) {
        await page.goto(`${e2e.baseURL}/story-elements/maps`);
        ids[name] = await createMap(page, name);
      }
      await sql(
        `insert into public.map_features (document_id, owner_id, kind, geometry, label, position) values
           ($1, $4, 'pin', '[820, 300]', 'Harbour', 0), ($1, $4, 'pin', '[200, 600]', 'Old mill', 1),
           ($2, $4, 'pin', '[300, 300]', 'House of Ysolde', 0), ($3, $4, 'pin', '[600, 400]', 'Cellar', 0)`,
        [ids["The Vale"], ids["Harbour Quarter"], ids["Ysolde's house"], owner.id],
      );

      // The owner links The Vale's harbour to the town, and the town's house to the house.
      await gotoApp(page, `/story-elements/maps/${ids["The Vale"]}`);
      await pictureLoaded(page);
      expect(await trail(page).count()).toBe(0);
      await linkPin(page, wide, ids["The Vale"]!, "Harbour", "Harbour Quarter", ids["Harbour Quarter"]!);
      await follow(page, "Harbour", "Harbour Quarter");
      await page.waitForURL(`**/story-elements/maps/${ids["Harbour Quarter"]}?from=${ids["The Vale"]}`);
      await pictureLoaded(page);
      await expect.poll(() => trailText(page)).toEqual(["The Vale", "Harbour Quarter"]);
      await linkPin(page, wide, ids["Harbour Quarter"]!, "House of Ysolde", "Ysolde's house", ids["Ysolde's house"]!);
      await follow(page, "House of Ysolde", "Ysolde's house");
      await page.waitForURL(`**/story-elements/maps/${ids["Ysolde's house"]}?from=${ids["The Vale"]},${ids["Harbour Quarter"]}`);
      await pictureLoaded(page);
      await expect.poll(() => trailText(page)).toEqual(["The Vale", "Harbour Quarter", "Ysolde's house"]);
      expect(await trail(page).locator('[aria-current="page"]').textContent()).toBe("Ysolde's house");
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-nested-trail-${label}`);

      // Reloaded, the address keeps the trail; its links go back, each with the maps before it.
      await page.reload();
      await expect.poll(() => trailText(page)).toEqual(["The Vale", "Harbour Quarter", "Ysolde's house"]);
      await trail(page).getByRole("link", { name: "Harbour Quarter" }).click();
      await page.waitForURL(`**/story-elements/maps/${ids["Harbour Quarter"]}?from=${ids["The Vale"]}`);
      await expect.poll(() => trailText(page)).toEqual(["The Vale", "Harbour Quarter"]);
      await trail(page).getByRole("link", { name: "The Vale" }).click();
      await page.waitForURL(`**/story-elements/maps/${ids["The Vale"]}`);
      await pictureLoaded(page);
      expect(await trail(page).count()).toBe(0);

      // A visitor: The Vale and the town are published, the house is not, so its pin is not shown.
      await sql(`update public.story_documents set visibility = 'public' where id = any($1::uuid[])`, [[ids["The Vale"], ids["Harbour Quarter"]]]);
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, `/browse/maps/${ids["The Vale"]}`);
      await pictureLoaded(visitor);
      await follow(visitor, "Harbour", "Harbour Quarter");
      await visitor.waitForURL(`**/browse/maps/${ids["Harbour Quarter"]}?from=${ids["The Vale"]}`);
      await pictureLoaded(visitor);
      await expect.poll(() => trailText(visitor)).toEqual(["The Vale", "Harbour Quarter"]);
      expect(await visitor.getByTestId("map-canvas").locator(".wl-pin").count()).toBe(0);
      await screenshot(visitor, `maps-nested-visitor-${label}`);
      await trail(visitor).getByRole("link", { name: "The Vale" }).click();
      await visitor.waitForURL(`**/browse/maps/${ids["The Vale"]}`);
      await visitor.getByTestId("map-canvas").locator('.wl-pin[aria-label="Old mill"]').waitFor();

      // The town goes to the trash: the owner's harbour pin says so, and nothing opens it.
      await sql(`update public.story_documents set deleted_at = now() where id = $1`, [ids["Harbour Quarter"]]);
      await gotoApp(page, `/story-elements/maps/${ids["The Vale"]}`);
      await pictureLoaded(page);
      await page.getByTestId("map-canvas").locator('.wl-pin[aria-label="Harbour"]').click();
      const card = page.getByTestId("pin-card");
      await card.getByText("The linked map is in the trash or gone.").waitFor();
      expect(await card.getByRole("link", { name: /Open the map/ }).count()).toBe(0);
      expect(page.errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await page.context().close();
      await visitor.context().close();
    });
  }
});
