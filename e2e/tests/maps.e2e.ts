// Maps in Chromium at 375 and 1280 px: a picture refused for what it is and for its size, then one
// uploaded; a pin placed by a click and linked to a library item, a second placed from the keyboard
// on a secret layer; reload, find them and walk them with the keyboard; publish; a second user opens
// the deep link and sees the public pin and its item, and neither the secret pin nor its layer, in
// the page or in any answer of the API; the item's page lists the map.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";
import { closePanel, mapPicture, noSideScroll, panel, pictureLoaded, saved, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

const mapFiles = async (prefix: string) =>
  (await sql<{ name: string }>(`select name from storage.objects where bucket_id = 'map-images' and name like $1`, [`${prefix}/%`])).map((r) => r.name);

/** Duplicate copies the pins and the picture into the copy's folder; Delete has Undo; Delete for good takes the picture too. */
async function copyAndDeleteForGood(page: Page, ownerId: string, id: string) {
  await page.getByRole("button", { name: "Actions for The Vale of Ash" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await toast(page, "Duplicated as “The Vale of Ash (copy)”").waitFor();
  const [copy] = await sql<{ id: string; data: { image: { path: string } } }>(
    `select id, data from public.story_documents where title = 'The Vale of Ash (copy)' and owner_id = $1`,
    [ownerId],
  );
  expect(copy!.data.image.path.startsWith(`${ownerId}/${copy!.id}/`)).toBe(true);
  expect(await mapFiles(`${ownerId}/${copy!.id}`)).toEqual([copy!.data.image.path]);
  expect((await sql(`select 1 from public.map_features where document_id = $1`, [copy!.id])).length).toBe(2);
  expect(await mapFiles(`${ownerId}/${id}`)).toHaveLength(1);

  const card = page.getByRole("article", { name: "The Vale of Ash (copy)" });
  await page.getByRole("button", { name: "Actions for The Vale of Ash (copy)" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await toast(page, "Moved “The Vale of Ash (copy)” to trash").getByRole("button", { name: "Undo" }).click();
  await toast(page, "Restored “The Vale of Ash (copy)”").waitFor();
  await card.waitFor();
  await page.getByRole("button", { name: "Actions for The Vale of Ash (copy)" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await card.waitFor({ state: "detached" });
  await expect
    .poll(async () => (await sql<{ deleted_at: string | null }>(`select deleted_at from public.story_documents where id = $1`, [copy!.id]))[0]!.deleted_at)
    .not.toBeNull();
  await page.getByRole("button", { name: "Trash" }).click();
  await page
    .getByRole("list", { name: "Deleted maps" })
    .getByRole("button", { name: /^Delete for good/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete for good" }).click();
  await toast(page, "Deleted “The Vale of Ash (copy)” for good").waitFor();
  await expect.poll(() => mapFiles(`${ownerId}/${copy!.id}`)).toEqual([]);
  expect(await mapFiles(`${ownerId}/${id}`)).toHaveLength(1);
  await page.getByRole("button", { name: "Trash" }).click();
}

describe("Maps", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`uploads a map, pins a library item on it and shows it to visitors without its secrets (${label} px)`, async () => {
      const wide = size.width >= 1024;
      const user = await createConfirmedUser(e2e.server, "maps");
      const aldric = await seedItem(e2e.server, user.id, {
        kind: "character",
        name: "Aldric Vane",
        summary: "A knight who never sleeps.",
        visibility: "public",
      });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);

      await gotoApp(page, "/story-elements/maps");
      await page.getByRole("heading", { name: "No maps yet" }).waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-list-empty-${label}`);

      // New map: a text file and a picture too wide are refused with a message; then a real one.
      await page.getByRole("button", { name: "New map" }).first().click();
      const dialog = page.getByRole("dialog", { name: "New map" });
      await dialog.getByText("PNG, JPEG or WebP, up to 50 MB and 16,000 px a side.").waitFor();
      const input = dialog.getByTestId("map-image-input");
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a map") });
      await dialog.getByRole("alert").getByText("“notes.txt” is not a PNG, JPEG or WebP picture.").waitFor();
      const wideStrip = await sharp({ create: { width: 16_001, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      await input.setInputFiles({ name: "strip.png", mimeType: "image/png", buffer: wideStrip });
      await dialog.getByRole("alert").getByText("The picture is 16,001 × 2 px; a map picture may be at most 16,000 px a side.").waitFor();
      await screenshot(page, `maps-new-refused-${label}`);
      await input.setInputFiles({ name: "vale-of-ash.png", mimeType: "image/png", buffer: await mapPicture() });
      await dialog.getByTestId("map-image-picked").getByText("1,200 × 800 px").waitFor();
      await dialog.getByLabel("Name").fill("The Vale of Ash");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Create map" }).click();
      await page.waitForURL(/\/story-elements\/maps\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      await pictureLoaded(page);
      const [doc] = await sql<{ data: { width: number; height: number; image: { path: string } } }>(`select data from public.story_documents where id = $1`, [
        id,
      ]);
      expect(doc!.data).toMatchObject({ width: 1200, height: 800, image: { path: expect.stringMatching(new RegExp(`^${user.id}/${id}/[^/]+$`)) } });

      // A pin by a click on the map, named and linked to the library item.
      await page.getByRole("button", { name: "Add pin" }).click();
      await page.getByText("Click the map where the pin goes.").waitFor();
      await page.getByTestId("map-canvas").scrollIntoViewIfNeeded();
      const box = (await page.getByTestId("map-canvas").boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.45);
      let side = page.getByTestId("pin-editor");
      await side.getByLabel("Label").fill("Harrowgate");
      await side.getByRole("button", { name: "Link a library item" }).click();
      const picker = page.getByRole("dialog", { name: "Link a library item" });
      await picker.getByRole("button", { name: "Link Aldric Vane" }).click();
      await side.getByText("Aldric Vane").waitFor();
      await side.getByLabel("Note").fill("The old keep on the hill.");
      await side.locator("label[title=Castle]").click();
      await expect.poll(() => side.getByRole("radio", { name: "Castle" }).isChecked()).toBe(true);
      await pictureLoaded(page);
      await screenshot(page, `maps-pin-editor-${label}`);
      await saved(page);
      await side.getByRole("button", { name: "Back to the list" }).click();

      // A secret layer, and a pin on it placed by typed pixels.
      const pane = wide ? page.getByRole("complementary", { name: "Pins and layers" }) : page.getByRole("dialog", { name: "Pins and layers" });
      await pane.getByText("Visitors never receive a secret layer or its pins").waitFor();
      await pane.getByLabel("New layer").fill("Secrets");
      await pane.getByRole("button", { name: "Add layer" }).click();
      await pane.getByRole("textbox", { name: "Layer name" }).waitFor();
      await pane.getByLabel("Secret: only you see it").click();
      await saved(page);
      await closePanel(page, wide);
      await page.getByRole("button", { name: "Add pin" }).click();
      await page.getByLabel("x", { exact: true }).fill("1300");
      await page.getByLabel("y", { exact: true }).fill("100");
      await page.getByRole("button", { name: "Place at x, y" }).click();
      await page.getByText("The point (1,300, 100) lies outside the map, which is 1,200 × 800 px.").waitFor();
      await page.getByLabel("x", { exact: true }).fill("900");
      await page.getByRole("button", { name: "Place at x, y" }).click();
      side = page.getByTestId("pin-editor");
      await side.getByLabel("Label").fill("Hidden hoard");
      await side.getByLabel("Layer").selectOption({ label: "Secrets (secret)" });
      await side.getByText("On a secret layer: visitors never receive this pin.").waitFor();
      await saved(page);
      await closePanel(page, wide);
      const rows = await sql<{ id: string; label: string; geometry: number[]; link_item_id: string | null; icon: string; layer_secret: boolean | null }>(
        `select f.id, f.label, f.geometry, f.link_item_id, f.icon, l.secret as layer_secret from public.map_features f left join public.map_layers l on l.id = f.layer_id where f.document_id = $1 order by f.position`,
        [id],
      );
      expect(rows.map((r) => [r.label, r.link_item_id, r.icon, r.layer_secret])).toEqual([
        ["Harrowgate", aldric, "castle", null],
        ["Hidden hoard", null, "map-pin", true],
      ]);
      expect(rows[1]!.geometry).toEqual([900, 100]);
      const harrowgate = rows[0]!.id;

      // Reload: both pins are buttons named for screen readers; the arrow keys go between them, Enter opens one.
      await page.reload();
      await pictureLoaded(page);
      const markers = page.getByTestId("map-canvas");
      await markers.getByRole("button", { name: "Harrowgate, opens Aldric Vane" }).waitFor();
      await markers.getByRole("button", { name: "Hidden hoard", exact: true }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Harrowgate, opens Aldric Vane");
      await page.keyboard.press("Enter");
      const card = page.getByTestId("pin-card");
      await card.getByRole("heading", { name: "Harrowgate" }).waitFor();
      await card.getByText("A knight who never sleeps.").waitFor();
      await card.getByRole("link", { name: "Open Aldric Vane" }).waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get("pin")).toBe(harrowgate);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-editor-${label}`);
      const list = await panel(page, wide);
      await list.getByLabel("Search the map").fill("hoard");
      await expect.poll(() => list.getByRole("list", { name: "Pins, regions and paths on this map" }).getByRole("listitem").count()).toBe(1);
      await screenshot(page, `maps-editor-panel-${label}`);
      await closePanel(page, wide);
      await page.keyboard.press("Escape");

      // Publish; the list shows it as public.
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");
      await gotoApp(page, "/story-elements/maps");
      await page.getByRole("article", { name: "The Vale of Ash" }).getByText("1,200 × 800 px").waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `maps-list-${label}`);
      if (wide) await copyAndDeleteForGood(page, user.id, id);

      // A second user opens the deep link: the public pin and its item, nothing of the secret layer.
      const other = await createConfirmedUser(e2e.server, "maps-visitor");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      const answers: string[] = [];
      visitor.on("response", (r) => {
        if (r.url().includes("/rest/v1/"))
          void r.text().then(
            (t) => answers.push(t),
            () => undefined,
          );
      });
      await gotoApp(visitor, "/");
      await signInViaDialog(visitor, other);
      // Browse Maps lists it; its deep link opens the map on the pin.
      await gotoApp(visitor, "/browse/maps");
      await visitor.getByRole("list", { name: "Published maps" }).locator(`a[href="/browse/maps/${id}"]`).waitFor();
      await expectAccessible(visitor);
      await gotoApp(visitor, `/browse/maps/${id}?pin=${harrowgate}`);
      const seen = visitor.getByTestId("pin-card");
      await seen.getByRole("heading", { name: "Harrowgate" }).waitFor();
      await seen.getByRole("link", { name: "Open Aldric Vane" }).waitFor();
      await pictureLoaded(visitor);
      await visitor.getByTestId("map-canvas").getByRole("button", { name: "Harrowgate, opens Aldric Vane" }).waitFor();
      expect(await visitor.getByText("Hidden hoard").count()).toBe(0);
      expect(await visitor.getByText("Secrets").count()).toBe(0);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.join("\n")).not.toContain("Hidden hoard");
      expect(answers.join("\n")).not.toContain("Secrets");
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `maps-public-${label}`);
      // Zooming writes the view into the address; that address opens the same view for anyone.
      const before = Number(await visitor.getByTestId("map-canvas").getAttribute("data-zoom"));
      await visitor.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(() => Number(new URL(visitor.url()).searchParams.get("z"))).toBe(before + 0.5);
      const shared = new URL(visitor.url());
      expect(shared.searchParams.get("x")).toMatch(/^\d+$/);
      const anon = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(anon, shared.pathname + shared.search);
      await anon.getByTestId("pin-card").getByRole("heading", { name: "Harrowgate" }).waitFor();
      expect(await anon.getByTestId("map-canvas").getAttribute("data-zoom")).toBe(String(before + 0.5));
      expect(await anon.getByText("Hidden hoard").count()).toBe(0);
      await anon.context().close();
      // The item's public page lists the map, opened on the pin.
      await seen.getByRole("link", { name: "Open Aldric Vane" }).click();
      await visitor.getByRole("heading", { name: "On these maps" }).waitFor();
      await visitor.getByRole("link", { name: "The Vale of Ash" }).click();
      await visitor.waitForURL((u) => u.pathname === `/browse/maps/${id}` && u.searchParams.get("pin") === harrowgate);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();

      // The owner's item page lists it too, pointing at the editor.
      await gotoApp(page, `/my-content/${aldric}`);
      await page.getByRole("list", { name: "Maps with a pin of this item" }).getByRole("link", { name: "The Vale of Ash" }).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
