// A map's layers in Chromium at 375 and 1280 px: the owner marks a layer hidden when the map opens
// and deletes a secret layer (its pins stay, secret), then undoes it (the layer comes back with its
// id and each pin as secret as it was); pins are grouped in their fields and a group is hidden and
// shown as one; a visitor's map opens with the hidden layer off, and shows it.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { closePanel, panel, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

/** A published 1200 × 800 map without a picture: a Political layer, a secret one, four pins. */
async function seedLayeredMap(owner: string) {
  const [doc] = await sql<{ id: string }>(
    `insert into public.story_documents (owner_id, tool, title, data, visibility) values ($1, 'map', 'The Layered Vale', '{"width": 1200, "height": 800}', 'public') returning id`,
    [owner],
  );
  const id = doc!.id;
  const [political] = await sql<{ id: string }>(
    `insert into public.map_layers (document_id, owner_id, name, position) values ($1, $2, 'Political', 0) returning id`,
    [id, owner],
  );
  const [secrets] = await sql<{ id: string }>(
    `insert into public.map_layers (document_id, owner_id, name, position, secret) values ($1, $2, 'Secrets', 1, true) returning id`,
    [id, owner],
  );
  const pin = (label: string, at: [number, number], layer: string | null, secret: boolean, position: number, group = "") =>
    sql(
      `insert into public.map_features (document_id, owner_id, kind, geometry, label, layer_id, secret, position, group_name) values ($1, $2, 'pin', $3, $4, $5, $6, $7, $8)`,
      [id, owner, JSON.stringify(at), label, layer, secret, position, group],
    );
  await pin("Capital", [300, 300], political!.id, false, 0);
  await pin("Hoard", [800, 200], secrets!.id, false, 1);
  await pin("Trap", [900, 600], secrets!.id, true, 2);
  await pin("Well", [600, 500], null, false, 3, "Water");
  await pin("Spring", [1050, 150], null, false, 4, "Water");
  return { id, political: political!.id, secrets: secrets!.id };
}

const featuresOf = (doc: string) =>
  sql<{ label: string; layer_id: string | null; secret: boolean }>(
    `select label, layer_id, secret from public.map_features where document_id = $1 order by position`,
    [doc],
  );

describe("Map layers", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    const wide = label === "1280";
    it(`hides a layer when the map opens, deletes a secret layer and undoes it (${label} px)`, async () => {
      const owner = await createConfirmedUser(e2e.server, "layers");
      const map = await seedLayeredMap(owner.id);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, owner);
      await gotoApp(page, `/story-elements/maps/${map.id}`);
      await page.getByTestId("map-canvas").getByRole("button", { name: "Capital" }).waitFor();
      const side = await panel(page, wide);
      const layers = side.getByRole("list", { name: "Layers of this map" });
      await layers.getByRole("listitem").nth(1).getByRole("checkbox", { name: "Hidden when the map opens" }).waitFor();
      await layers.getByRole("listitem").first().getByRole("checkbox", { name: "Hidden when the map opens" }).click();
      await expect
        .poll(async () => (await sql<{ h: boolean }>(`select hidden_by_default as h from public.map_layers where id = $1`, [map.political]))[0]!.h)
        .toBe(true);
      // Groups: "Water" holds two pins; hiding it hides both; Trap joins it through its fields.
      // By their element: on a phone the sheet hides the map from the accessibility tree.
      const canvas0 = page.getByTestId("map-canvas");
      const marker = (name: string) => canvas0.locator(`.wl-pin[aria-label="${name}"]`);
      const groups = side.getByRole("list", { name: "Groups of this map" });
      await groups.getByRole("listitem").filter({ hasText: "Water" }).getByText("2").waitFor();
      const water = side.getByRole("button", { name: "Show the group Water on the map" });
      await marker("Spring").waitFor();
      await water.click();
      await expect.poll(() => marker("Well").count()).toBe(0);
      expect(await marker("Spring").count()).toBe(0);
      expect(await water.getAttribute("aria-pressed")).toBe("false");
      await water.click();
      await marker("Spring").waitFor();
      await side.getByRole("button", { name: "Edit Trap" }).click();
      const group = page.getByTestId("pin-editor").getByLabel("Group");
      await group.fill("Water");
      await expect
        .poll(
          async () => (await sql<{ g: string }>(`select group_name as g from public.map_features where document_id = $1 and label = 'Trap'`, [map.id]))[0]!.g,
        )
        .toBe("Water");
      await page.getByTestId("pin-editor").getByRole("button", { name: "Back to the list" }).click();
      await groups.getByRole("listitem").filter({ hasText: "Water" }).getByText("3").waitFor();
      await expectAccessible(page);
      await screenshot(page, `maps-layers-${label}`);

      // Deleting the secret layer keeps its pins, secret; Undo restores the layer and each pin's own secrecy.
      await side.getByRole("button", { name: "Delete the layer Secrets" }).click();
      const deleted = toast(page, "Deleted the layer “Secrets”");
      await deleted.getByText("Its 2 features stay on the map, secret.").waitFor();
      await expect.poll(async () => (await sql(`select 1 from public.map_layers where id = $1`, [map.secrets])).length).toBe(0);
      expect((await featuresOf(map.id)).slice(1, 3)).toEqual([
        { label: "Hoard", layer_id: null, secret: true },
        { label: "Trap", layer_id: null, secret: true },
      ]);
      expect(await layers.getByRole("listitem").count()).toBe(1);
      await deleted.getByRole("button", { name: "Undo" }).click();
      await toast(page, "Restored the layer “Secrets”").waitFor();
      await expect
        .poll(async () => (await featuresOf(map.id)).slice(1, 3))
        .toEqual([
          { label: "Hoard", layer_id: map.secrets, secret: false },
          { label: "Trap", layer_id: map.secrets, secret: true },
        ]);
      expect((await sql<{ secret: boolean }>(`select secret from public.map_layers where id = $1`, [map.secrets]))[0]!.secret).toBe(true);
      await layers.getByRole("listitem").nth(1).getByRole("textbox", { name: "Layer name" }).waitFor();
      await closePanel(page, wide);

      // A visitor: the Political layer starts hidden and can be shown; the secret layer is not there.
      const other = await createConfirmedUser(e2e.server, "layers-visitor");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/");
      await signInViaDialog(visitor, other);
      await gotoApp(visitor, `/browse/maps/${map.id}`);
      const canvas = visitor.getByTestId("map-canvas");
      await canvas.getByRole("button", { name: "Spring" }).waitFor();
      expect(await canvas.getByRole("button", { name: "Capital" }).count()).toBe(0);
      const show = visitor.getByRole("button", { name: "Show Political on the map" });
      expect(await show.getAttribute("aria-pressed")).toBe("false");
      expect(await visitor.getByText("Secrets").count()).toBe(0);
      await show.click();
      await canvas.getByRole("button", { name: "Capital" }).waitFor();
      expect(await show.getAttribute("aria-pressed")).toBe("true");
      // The visitor hides a group too (Trap is secret: only Well and Spring are theirs to see).
      await visitor.getByRole("list", { name: "Groups of this map" }).getByRole("listitem").filter({ hasText: "Water" }).getByText("2").waitFor();
      await visitor.getByRole("button", { name: "Show the group Water on the map" }).click();
      await expect.poll(() => canvas.getByRole("button", { name: "Well" }).count()).toBe(0);
      await screenshot(visitor, `maps-layers-visitor-${label}`);
      expect([...page.errors, ...visitor.errors]).toEqual([]);
      await visitor.context().close();
      await page.context().close();
    });
  }
});
