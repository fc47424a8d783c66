// What the maps e2e files share: the picture they upload, waits for it to be drawn, the side panel
// (beside the map, or a sheet on a phone), toasts and the autosave's state.
import type { Page } from "playwright-core";
import sharp from "sharp";
import type { useE2E } from "../support/index.js";

export const sqlOf =
  (e2e: ReturnType<typeof useE2E>) =>
  async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) =>
    (await e2e.server.ctx.db.query<T>(q, params)).rows;
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
export const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
export const pictureLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>("[data-testid=map-canvas] img.leaflet-image-layer");
    // Drawn, not only loaded: Leaflet's own styles must still apply (its container keeps its classes).
    return !!img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 100;
  });

/** A 1200 × 800 map: sea, a green land and a road, drawn from SVG. */
export const mapPicture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#9cc3d5"/>` +
        `<path d="M150 120 C 500 40, 900 140, 1050 380 S 800 760, 420 700 S 60 420, 150 120 Z" fill="#c9d8a4" stroke="#6b7f4a" stroke-width="6"/>` +
        `<path d="M300 600 C 450 450, 650 420, 900 300" fill="none" stroke="#8a6a3d" stroke-width="8" stroke-dasharray="18 10"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Opens the side panel on a phone (a sheet); on a wide screen it is beside the map. */
export async function panel(page: Page, wide: boolean) {
  if (!wide) await page.getByRole("button", { name: "Pins and layers" }).click();
  return wide ? page.getByRole("complementary", { name: "Pins and layers" }) : page.getByRole("dialog", { name: "Pins and layers" });
}
export const closePanel = async (page: Page, wide: boolean) => {
  if (!wide) await page.getByRole("dialog", { name: "Pins and layers" }).getByRole("button", { name: "Close", exact: true }).click();
};

/** Makes a map from the picture through New map, as a user does; returns its id. */
export async function createMap(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "New map" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New map" });
  await dialog.getByTestId("map-image-input").setInputFiles({ name: "vale.png", mimeType: "image/png", buffer: await mapPicture() });
  await dialog.getByTestId("map-image-picked").getByText("1,200 × 800 px").waitFor();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create map" }).click();
  await page.waitForURL(/\/story-elements\/maps\/[0-9a-f-]{36}$/);
  await pictureLoaded(page);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** The screen position of a point on the picture (image pixels, (0, 0) top left). */
export async function screenPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const img = page.locator("[data-testid=map-canvas] img.leaflet-image-layer");
  const box = (await img.boundingBox())!;
  return { x: box.x + (x / 1200) * box.width, y: box.y + (y / 800) * box.height };
}
