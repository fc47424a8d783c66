// Maps in the whole-library bundle, in Chromium: a map's layers and features go out with it and
// come back into a second account with new ids, their links pointing at that account's own copies
// (an item, and another map: maps within maps); a published map's picture is copied into the new
// map's folder, a private one's cannot be read and the map asks for it ("Add picture"); Undo takes
// the maps, their rows and the copied files out again.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { createMap, mapPicture, pictureLoaded, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

async function signedIn(size: { width: number; height: number }, name: string) {
  const user = await createConfirmedUser(e2e.server, name);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

/** The owner's maps with what the bundle must carry: size, picture, layers, features and their links by name. */
async function ownedMaps(ownerId: string) {
  return sql<{ title: string; image: string | null; width: number; layers: string[]; features: string[] }>(
    `select d.title, d.data #>> '{image,path}' as image, (d.data ->> 'width')::int as width,
            array(select l.name || case when l.secret then ' (secret)' else '' end || case when l.hidden_by_default then ' (hidden)' else '' end
                  from public.map_layers l where l.document_id = d.id order by l.position) as layers,
            array(select f.kind || ' ' || f.label || ' @' || f.geometry::text
                         || coalesce(' on ' || (select l.name from public.map_layers l where l.id = f.layer_id), '')
                         || coalesce(' → ' || (select i.name from public.content_items i where i.id = f.link_item_id and i.owner_id = d.owner_id), '')
                         || coalesce(' ⇒ ' || (select x.title from public.story_documents x where x.id = f.link_document_id and x.owner_id = d.owner_id), '')
                         || case when f.secret then ' (secret)' else '' end || case when f.group_name <> '' then ' [' || f.group_name || ']' else '' end
                  from public.map_features f where f.document_id = d.id order by f.position) as features
     from public.story_documents d where d.owner_id = $1 and d.tool = 'map' order by d.title`,
    [ownerId],
  );
}

const pictures = (ownerId: string) =>
  sql<{ name: string }>(`select name from storage.objects where bucket_id = 'map-images' and name like $1 order by name`, [`${ownerId}/%`]);

async function exportLibrary(page: Page): Promise<{ name: string; bytes: Buffer }> {
  await gotoApp(page, "/my-content");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const [d] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "JSON bundle (.json)" }).click()]);
  return { name: d.suggestedFilename(), bytes: await readFile((await d.path())!) };
}

async function importFile(page: Page, file: { name: string; bytes: Buffer }) {
  await gotoApp(page, "/my-content");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("dialog", { name: "Import a bundle" }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: "application/json", buffer: file.bytes });
}

describe("Maps in the library bundle", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`exports maps with their layers, pins and links and imports them into a second account (${label} px)`, async () => {
      const a = await signedIn(size, "mapexport");
      await a.page.goto(`${e2e.baseURL}/story-elements/maps`);
      const city = await createMap(a.page, "Harbour Quarter");
      await a.page.goto(`${e2e.baseURL}/story-elements/maps`);
      const world = await createMap(a.page, "The Vale");
      await sql(`update public.story_documents set visibility = 'public' where id = $1`, [world]);
      const [item] = await sql<{ id: string }>(
        `insert into public.content_items (owner_id, kind, name, summary, data) values ($1, 'character', 'Harbourmaster Ysolde', '', '{}') returning id`,
        [a.user.id],
      );
      const [layer] = await sql<{ id: string }>(
        `insert into public.map_layers (document_id, owner_id, name, position, secret, hidden_by_default) values ($1, $2, 'Smugglers', 0, true, true) returning id`,
        [world, a.user.id],
      );
      await sql(
        `insert into public.map_features (document_id, owner_id, kind, geometry, label, layer_id, link_item_id, link_document_id, secret, group_name, position) values
           ($1, $2, 'pin', '[600, 400]', 'Ysolde''s office', null, $4, null, false, 'Ports', 0),
           ($1, $2, 'pin', '[820, 300]', 'Harbour Quarter', null, null, $5, false, '', 1),
           ($1, $2, 'region', '[[100, 100], [300, 100], [300, 250]]', 'Smugglers'' cove', $3, null, null, true, '', 2),
           ($5, $2, 'path', '[[10, 10], [500, 400]]', 'Quay road', null, null, null, false, '', 0)`,
        [world, a.user.id, layer!.id, item!.id, city],
      );
      const before = await ownedMaps(a.user.id);
      expect(before).toEqual([
        {
          title: "Harbour Quarter",
          image: expect.stringMatching(`^${a.user.id}/${city}/`),
          width: 1200,
          layers: [],
          features: ["path Quay road @[[10, 10], [500, 400]]"],
        },
        {
          title: "The Vale",
          image: expect.stringMatching(`^${a.user.id}/${world}/`),
          width: 1200,
          layers: ["Smugglers (secret) (hidden)"],
          features: [
            "pin Ysolde's office @[600, 400] → Harbourmaster Ysolde [Ports]",
            "pin Harbour Quarter @[820, 300] ⇒ Harbour Quarter",
            "region Smugglers' cove @[[100, 100], [300, 100], [300, 250]] on Smugglers (secret)",
          ],
        },
      ]);

      const file = await exportLibrary(a.page);
      await toast(a.page, "Exported 1 item").waitFor();
      const bundle = JSON.parse(file.bytes.toString("utf8")) as { stories: { title: string; layers: unknown[]; features: { label: string }[] }[] };
      expect(bundle.stories.map((s) => [s.title, s.layers.length, s.features.map((f) => f.label)]).sort()).toEqual([
        ["Harbour Quarter", 0, ["Quay road"]],
        ["The Vale", 1, ["Ysolde's office", "Harbour Quarter", "Smugglers' cove"]],
      ]);

      // The second account: the preview counts the maps and their features; Import.
      const b = await signedIn(size, "mapimport");
      await importFile(b.page, file);
      const dialog = b.page.getByRole("dialog", { name: "Import a bundle" });
      await dialog.getByText("1 item (Character: 1), 2 story documents (2 maps with 4 pins, regions and paths)", { exact: false }).waitFor();
      await expectAccessible(b.page);
      await screenshot(b.page, `maps-bundle-preview-${label}`);
      await dialog.getByRole("button", { name: "Import 1 item" }).click();
      const done = toast(b.page, "Imported 1 item");
      await done.getByText("1 map's picture was copied.", { exact: false }).waitFor();
      await done.getByText("1 map comes without its picture (not readable from your account): upload one in the map's editor.", { exact: false }).waitFor();
      await screenshot(b.page, `maps-bundle-imported-${label}`);

      // Everything but the private picture came, with new ids, linked to B's own copies.
      const after = await ownedMaps(b.user.id);
      expect(after.map(({ image, ...rest }) => ({ ...rest, image: !!image }))).toEqual(
        before.map(({ image: _image, ...rest }) => ({ ...rest, image: rest.title === "The Vale" })),
      );
      const [vale] = await sql<{ id: string; path: string }>(
        `select id, data #>> '{image,path}' as path from public.story_documents where owner_id = $1 and title = 'The Vale'`,
        [b.user.id],
      );
      expect(vale!.id).not.toBe(world);
      expect(vale!.path.startsWith(`${b.user.id}/${vale!.id}/`)).toBe(true);
      expect((await pictures(b.user.id)).map((p) => p.name)).toEqual([vale!.path]);

      // Undo takes the maps, their rows and the copied picture out; A's maps are untouched.
      await done.getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => ownedMaps(b.user.id)).toEqual([]);
      await expect.poll(async () => (await pictures(b.user.id)).length).toBe(0);
      expect(
        (await sql(`select 1 from public.map_features f join public.story_documents d on d.id = f.document_id where d.owner_id = $1`, [b.user.id])).length,
      ).toBe(0);
      expect(await ownedMaps(a.user.id)).toEqual(before);

      // Imported again, the maps open: the published one on its copied picture with its pins; the
      // private one asks for its picture and takes the one added, its road scaled with it.
      await importFile(b.page, file);
      await dialog.getByRole("button", { name: "Import 1 item" }).click();
      await toast(b.page, "Imported 1 item").getByText("1 map's picture was copied.", { exact: false }).waitFor();
      const maps = await sql<{ id: string; title: string }>(`select id, title from public.story_documents where owner_id = $1 and tool = 'map'`, [b.user.id]);
      const idOf = (t: string) => maps.find((m) => m.title === t)!.id;
      await gotoApp(b.page, `/story-elements/maps/${idOf("The Vale")}`);
      await pictureLoaded(b.page);
      const canvas = b.page.getByTestId("map-canvas");
      await canvas.locator('.wl-pin[aria-label="Ysolde\'s office, opens Harbourmaster Ysolde"]').waitFor();
      await canvas.locator('.wl-pin[aria-label="Harbour Quarter, opens the map Harbour Quarter"]').waitFor();

      await gotoApp(b.page, `/story-elements/maps/${idOf("Harbour Quarter")}`);
      await b.page.getByText("This map's picture is missing").waitFor();
      await b.page
        .getByText("Its picture did not come with the import. Its one pin, region or path is kept. Add picture puts it on a new one.", { exact: false })
        .waitFor();
      await screenshot(b.page, `maps-bundle-missing-${label}`);
      await b.page.getByRole("button", { name: "Add picture" }).click();
      const add = b.page.getByRole("dialog", { name: "Add picture" });
      await add.getByTestId("map-replace-input").setInputFiles({ name: "quarter.png", mimeType: "image/png", buffer: await mapPicture() });
      await add.getByRole("button", { name: "Add picture" }).click();
      await toast(b.page, "Added the map's picture").waitFor();
      await pictureLoaded(b.page);
      const [quarter] = await ownedMaps(b.user.id);
      expect(quarter).toMatchObject({ title: "Harbour Quarter", image: expect.stringMatching(`^${b.user.id}/${idOf("Harbour Quarter")}/`) });
      // The same size: the road stays where it was (scaled points are kept to a tenth of a pixel).
      expect(quarter!.features).toEqual(["path Quay road @[[10.0, 10.0], [500.0, 400.0]]"]);
      expect(a.page.errors).toEqual([]);
      expect(b.page.errors).toEqual([]);
      await a.page.context().close();
      await b.page.context().close();
    });
  }
});
