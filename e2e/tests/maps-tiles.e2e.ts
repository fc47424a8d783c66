// A large map picture in Chromium at 375 and 1280 px: a 6,000 × 4,000 upload is cut into deep-zoom
// tiles on the server; once cut, the map opens from its tiles and never downloads the whole picture,
// zooming in asks for the next level, and a pin sits on the spot of the picture it was placed on.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { sqlOf } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

const W = 6000;
const H = 4000;
/** Blue sea, a green land, and a red disc of radius 400 px at (4,500, 1,000), where the pin goes. */
const bigPicture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#1d4ed8"/>` +
        `<path d="M600 2600 C 1500 1600, 2600 1500, 3200 2400 S 2400 3800, 1200 3600 Z" fill="#4d7c0f"/>` +
        `<circle cx="4500" cy="1000" r="400" fill="#dc2626"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The colour of the screen pixel at (x, y) of a page screenshot. */
async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const shot = await page.screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const reddish = ([r, g, b]: number[]) => r! > 180 && g! < 90 && b! < 90;
const bluish = ([r, , b]: number[]) => b! > 160 && r! < 80;

const tilesLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const tiles = [...document.querySelectorAll<HTMLImageElement>("[data-testid=map-canvas] .wl-tiles img.leaflet-tile")];
    // Loaded and faded in (Leaflet fades each tile in over 0.2 s).
    return tiles.length > 0 && tiles.every((t) => t.classList.contains("leaflet-tile-loaded") && getComputedStyle(t).opacity === "1");
  });

describe("Map tiles", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`opens a 6,000 px map from its tiles, not the whole picture (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "tiles");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/story-elements/maps");
      await page.getByRole("button", { name: "New map" }).first().click();
      const dialog = page.getByRole("dialog", { name: "New map" });
      await dialog.getByTestId("map-image-input").setInputFiles({ name: "big-vale.png", mimeType: "image/png", buffer: await bigPicture() });
      await dialog.getByTestId("map-image-picked").getByText("6,000 × 4,000 px").waitFor();
      await dialog.getByLabel("Name").fill("The Great Vale");
      await dialog.getByRole("button", { name: "Create map" }).click();
      await page.waitForURL(/\/story-elements\/maps\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      const [doc] = await sql<{ data: { image: { path: string } } }>(`select data from public.story_documents where id = $1`, [id]);
      const path = doc!.data.image.path;
      // The server cuts the tiles after the upload; tiles.json is written last.
      const done = join(e2e.server.ctx.config.storageDir, "map-images", "~tiles", ...path.split("/"), "tiles.json");
      await expect.poll(() => existsSync(done), { timeout: 60_000, interval: 250 }).toBe(true);
      await sql(`insert into public.map_features (document_id, owner_id, kind, geometry, label) values ($1, $2, 'pin', '[4500, 1000]', 'Red Keep')`, [
        id,
        user.id,
      ]);

      const asked: { url: string; status: number }[] = [];
      page.on("response", (r) => {
        if (r.url().includes("/storage/v1/")) asked.push({ url: r.url(), status: r.status() });
      });
      await page.reload();
      await tilesLoaded(page);
      const canvas = page.getByTestId("map-canvas");
      const pin = canvas.getByRole("button", { name: "Red Keep" });
      await pin.waitFor();
      const tiles = asked.filter((a) => a.url.includes("/storage/v1/tiles/"));
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every((t) => t.status === 200)).toBe(true);
      // The whole picture is never downloaded.
      expect(asked.filter((a) => a.url.includes("/storage/v1/object/sign/") && a.url.includes("token="))).toEqual([]);
      expect(await canvas.locator("img.leaflet-image-layer").count()).toBe(0);

      // The pin's point (its icon's bottom centre) is on the red disc (200 picture px below it, clear
      // of the icon) and 800 px to its right is the sea: the tiles line up with the pins.
      const scale = async () => 2 ** Number(await canvas.getAttribute("data-zoom"));
      const tipOf = async () => {
        const box = (await pin.boundingBox())!;
        return { x: box.x + box.width / 2, y: box.y + box.height };
      };
      await canvas.scrollIntoViewIfNeeded();
      let tip = await tipOf();
      let s = await scale();
      expect(reddish(await colourAt(page, tip.x, tip.y + 200 * s))).toBe(true);
      expect(bluish(await colourAt(page, tip.x + 800 * s, tip.y))).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-tiles-${label}`);

      // Zooming in asks for a deeper level of tiles, and the pin stays on its disc.
      const levelOf = (url: string) => Number(/\/(\d+)\/\d+\/\d+\.webp/.exec(url)?.[1] ?? -1);
      const deepest = Math.max(...tiles.map((t) => levelOf(t.url)));
      // One step at a time: Leaflet ignores a zoom asked for during its zoom animation.
      const zoom = async () => Number(await canvas.getAttribute("data-zoom"));
      const from = await zoom();
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(zoom).toBe(from + 0.5);
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(zoom).toBe(from + 1);
      await expect.poll(() => Math.max(...asked.map((a) => levelOf(a.url)))).toBeGreaterThan(deepest);
      // Focus brings the pin into view.
      await pin.focus();
      await tilesLoaded(page);
      tip = await tipOf();
      s = await scale();
      expect(reddish(await colourAt(page, tip.x, tip.y + 200 * s))).toBe(true);
      expect(reddish(await colourAt(page, tip.x - 300 * s, tip.y))).toBe(true);
      await screenshot(page, `maps-tiles-zoomed-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
