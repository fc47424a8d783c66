// A map's layers in Chromium at 375 and 1280 px: the owner marks a layer hidden when the map opens
// and deletes a secret layer (its pins stay, secret), then undoes it (the layer comes back with its
// id and each pin as secret as it was); a visitor's map opens with the hidden layer off, and shows it.
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
  const pin = (label: string, at: [number, number], layer: string | null, secret: boolean, position: number) =>
    sql(
      `insert into public.map_features (document_id, owner_id, kind, geometry, label, layer_id, secret, position) values ($1, $2, 'pin', $3, $4, $5, $6, $7)`,
      [id, owner, JSON.stringify(at), label, layer, secret, position],
    );
  await pin("Capital", [300, 300], political!.id, false, 0);
  await pin("Hoard", [800, 200], secrets!.id, false, 1);
  await pin("Trap", [900, 600], secrets!.id, true, 2);
  await pin("Well", [600, 500], null, false, 3);
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
      await canvas.getByRole("button", { name: "Well" }).waitFor();
      expect(await canvas.getByRole("button", { name: "Capital" }).count()).toBe(0);
      const show = visitor.getByRole("button", { name: "Show Political on the map" });
      expect(await show.getAttribute("aria-pressed")).toBe("false");
      expect(await visitor.getByText("Secrets").count()).toBe(0);
      await show.click();
      await canvas.getByRole("button", { name: "Capital" }).waitFor();
      expect(await show.getAttribute("aria-pressed")).toBe("true");
      await screenshot(visitor, `maps-layers-visitor-${label}`);
      expect([...page.errors, ...visitor.errors]).toEqual([]);
      await visitor.context().close();
      await page.context().close();
    });
  }
});
