// Generated maps in Chromium at 375 and 1280 px: New map's "Generate a map" with a fixed seed in a
// universe with a saved language; the live preview is the very SVG Node draws from the same settings
// (its SHA-256), a new seed changes it and the old seed brings it back; the map is created with no
// picture, only its settings, and after a reload the editor draws the same picture. "Add towns and
// regions" saves every town and region as a location item in the universe with a pin linked to it
// (again adds nothing); the PNG export carries the drawing; published, a second user sees the same
// picture and the public pins; a map from another atlas version says so calmly.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { generate } from "@worldloom/generators";
import { generateMap, mapLocations, renderMapSvg } from "@worldloom/generators/atlas";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { closePanel, noSideScroll, panel, pictureLoaded, saved, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

const SEED = "e2e-shattered-coast";
const CELLS = 5000;
const [tongue] = generate("language", { seed: "e2e-tongue" });
const system = tongue!.system as Record<string, unknown>;
const model = generateMap({ seed: SEED, kind: "continent", cells: CELLS, width: 1600, height: 1000, language: system });
const HASH = createHash("sha256")
  .update(renderMapSvg(model, { labels: true }))
  .digest("hex");
const PLACES = mapLocations(model);
const TOWNS = PLACES.filter((p) => p.source === "town").length;
const REGIONS = PLACES.length - TOWNS;
const placeWords = `${TOWNS} towns and ${REGIONS} regions`;

const previewHash = (page: Page) => page.getByTestId("map-preview").and(page.locator("[data-state=ready]")).getAttribute("data-hash", { timeout: 20_000 });
const stageHash = (page: Page) => page.locator("[data-picture-hash]").getAttribute("data-picture-hash", { timeout: 20_000 });

describe("Generated maps", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`generates a map from a seed, keeps it the same, adds its towns and regions and shows it to a visitor (${label} px)`, async () => {
      const wide = size.width >= 1024;
      const user = await createConfirmedUser(e2e.server, "genmap");
      const [world] = await sql<{ id: string }>(`insert into public.universes (owner_id, name, genre) values ($1, 'Aeloria', 'Dark fantasy') returning id`, [
        user.id,
      ]);
      const [lang] = await sql<{ id: string }>(
        `insert into public.content_items (owner_id, kind, name, summary, data, tags, seed, generator_version, universe_id)
         values ($1, 'language', $2, $3, $4, '{}', $5, $6, $7) returning id`,
        [user.id, tongue!.name, tongue!.summary, JSON.stringify(tongue), tongue!.seed, tongue!.version, world!.id],
      );
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [`worldloom-universe:${user.id}`, world!.id]);
      await gotoApp(page, "/story-elements/maps");

      // New map → Generate a map: the universe's language is offered; the preview is Node's SVG.
      await page.getByRole("button", { name: "New map" }).first().click();
      const dialog = page.getByRole("dialog", { name: "New map" });
      await dialog.getByText("Generate a map", { exact: true }).click();
      await expect.poll(() => dialog.getByRole("radio", { name: "Generate a map" }).isChecked()).toBe(true);
      await expect.poll(() => dialog.getByLabel("Language of the names").locator("option:checked").innerText()).toBe(tongue!.name);
      await dialog.getByLabel("Detail").selectOption({ label: `Medium: ${CELLS.toLocaleString("en")} cells` });
      await dialog.getByRole("textbox", { name: "Seed" }).fill(SEED);
      await expect.poll(() => previewHash(dialog.page())).toBe(HASH);
      await dialog
        .getByTestId("map-preview-about")
        .getByText(`A continent with ${TOWNS} towns in ${REGIONS} regions, names in ${model.options.language.name}`)
        .waitFor();
      // Another seed draws another map; the fixed seed draws the same one again.
      await dialog.getByRole("button", { name: "Reroll seed" }).click();
      await expect.poll(async () => (await dialog.getByRole("textbox", { name: "Seed" }).inputValue()) !== SEED).toBe(true);
      await expect.poll(async () => (await previewHash(page)) !== HASH).toBe(true);
      await dialog.getByRole("textbox", { name: "Seed" }).fill(SEED);
      await expect.poll(() => previewHash(page)).toBe(HASH);
      await dialog.getByLabel("Name", { exact: true }).fill("The Shattered Coast");
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-generated-new-${label}`);
      await dialog.getByRole("button", { name: "Create map" }).click();

      // Saved with no picture: its size and settings (the language with its system, so anyone draws the same names).
      await page.waitForURL(/\/story-elements\/maps\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      await toast(page, "Made the map “The Shattered Coast”").waitFor();
      const [doc] = await sql<{ data: Record<string, unknown>; universe_id: string }>(`select data, universe_id from public.story_documents where id = $1`, [
        id,
      ]);
      expect(doc!.universe_id).toBe(world!.id);
      expect(doc!.data).toEqual({
        width: 1600,
        height: 1000,
        generated: {
          seed: SEED,
          version: 1,
          options: { kind: "continent", cells: CELLS, width: 1600, height: 1000, language: { id: lang!.id, name: tongue!.name, system } },
        },
      });
      await pictureLoaded(page);
      expect(await stageHash(page)).toBe(HASH);
      await page.reload();
      await pictureLoaded(page);
      expect(await stageHash(page)).toBe(HASH);
      expect(await page.locator("[data-testid=map-canvas] img.leaflet-image-layer").getAttribute("src")).toMatch(/^blob:/);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-generated-editor-${label}`);

      // Add towns and regions: every place an item in the universe and a pin linked to it.
      await page.getByRole("button", { name: "Add towns and regions" }).click();
      const adding = page.getByRole("dialog", { name: "Add towns and regions to the library" });
      await adding.getByText(`${placeWords} to add. They are saved in Aeloria, named in ${tongue!.name}.`).waitFor();
      // The universe's genre picks the setting.
      await expect.poll(() => adding.getByLabel("Setting").locator("option:checked").innerText()).toBe("Dark fantasy");
      await adding.getByRole("checkbox", { name: "Make them public" }).click();
      await expectAccessible(page);
      await screenshot(page, `maps-generated-add-${label}`);
      await adding.getByRole("button", { name: `Add ${PLACES.length} places` }).click();
      await toast(page, `Added ${PLACES.length} places to the library and the map`).waitFor({ timeout: 30_000 });
      await adding.waitFor({ state: "detached" });
      const pins = await sql<{ label: string; geometry: number[]; icon: string; link_item_id: string; style: { atlas: string } }>(
        `select label, geometry, icon, link_item_id, style from public.map_features where document_id = $1 order by position`,
        [id],
      );
      expect(pins.map((p) => p.label)).toEqual(PLACES.map((p) => p.name));
      expect(pins.map((p) => p.geometry)).toEqual(PLACES.map((p) => [...p.point]));
      expect(pins.map((p) => p.style.atlas)).toEqual(PLACES.map((p) => `${p.source}-${p.id}`));
      const capital = PLACES.findIndex((p) => p.context.capital);
      expect(pins[capital]!.icon).toBe("castle");
      expect(pins.at(-1)!.icon).toBe("flag");
      const items = await sql<{ id: string; name: string; kind: string; universe_id: string; visibility: string; data: { options: { setting: string } } }>(
        `select id, name, kind, universe_id, visibility, data from public.content_items where owner_id = $1 and kind = 'location' and deleted_at is null`,
        [user.id],
      );
      expect(items.map((i) => i.name).sort()).toEqual(PLACES.map((p) => p.name).sort());
      expect(new Set(items.map((i) => `${i.universe_id} ${i.visibility} ${i.data.options.setting}`))).toEqual(new Set([`${world!.id} public dark-fantasy`]));
      expect(new Set(pins.map((p) => p.link_item_id))).toEqual(new Set(items.map((i) => i.id)));
      await saved(page);

      // The pins are listed beside the map; adding again has nothing left to add.
      const side = await panel(page, wide);
      await expect.poll(() => side.getByRole("list", { name: "Pins, regions and paths on this map" }).getByRole("listitem").count()).toBe(PLACES.length);
      await side.getByText(`${PLACES[capital]!.name}`, { exact: true }).first().waitFor();
      await screenshot(page, `maps-generated-pins-${label}`);
      await closePanel(page, wide);
      await page.getByRole("button", { name: "Add towns and regions" }).click();
      await adding.getByText(`All ${placeWords} of this map are on it already.`).waitFor();
      expect(await adding.getByRole("button", { name: "Add places" }).isDisabled()).toBe(true);
      await adding.getByRole("button", { name: "Cancel" }).click();

      // The PNG export carries the drawn picture (sea, land and frame), not a blank sheet with pins.
      await page.getByRole("button", { name: "Export" }).click();
      const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Picture with the shown layers (PNG)" }).click()]);
      const drawn = sharp(await readFile((await png.path())!));
      expect(await drawn.metadata()).toMatchObject({ format: "png", width: 1600, height: 1000 });
      const { data } = await drawn.raw().toBuffer({ resolveWithObject: true });
      let painted = 0;
      for (let i = 0; i < data.length; i += 3 * 97)
        if (Math.abs(data[i]! - 0xef) + Math.abs(data[i + 1]! - 0xe8) + Math.abs(data[i + 2]! - 0xd8) > 40) painted++;
      expect(painted / (data.length / (3 * 97))).toBeGreaterThan(0.3);

      // The library has them: the capital's page, in the universe, on this map.
      await gotoApp(page, `/my-content/${pins[capital]!.link_item_id}`);
      await page.getByRole("heading", { name: PLACES[capital]!.name, level: 1 }).waitFor();
      await page.getByRole("list", { name: "Maps with a pin of this item" }).getByRole("link", { name: "The Shattered Coast" }).waitFor();

      // Published: a second user sees the same picture and the public pins.
      await gotoApp(page, `/story-elements/maps/${id}`);
      await pictureLoaded(page);
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      const other = await createConfirmedUser(e2e.server, "genmap-visitor");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/");
      await signInViaDialog(visitor, other);
      await gotoApp(visitor, `/browse/maps/${id}`);
      await pictureLoaded(visitor);
      expect(await stageHash(visitor)).toBe(HASH);
      await expect.poll(() => visitor.getByRole("list", { name: "Pins, regions and paths on this map" }).getByRole("listitem").count()).toBe(PLACES.length);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `maps-generated-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();

      // A map made by another version of the atlas says it may look different now.
      await sql(`update public.story_documents set data = jsonb_set(data, '{generated,version}', '2') where id = $1`, [id]);
      await page.reload();
      await pictureLoaded(page);
      await page.getByRole("note").getByText("This map was made with a later version of the map maker").waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
