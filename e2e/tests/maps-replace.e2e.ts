// Replacing a map's picture in Chromium at 375 and 1280 px: a text file is refused and changes
// nothing; a square picture warns that the pins will be stretched; a picture twice the size
// replaces the old one (whose file is deleted), and the pins and regions move with it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { createMap, pictureLoaded, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

const picture = (width: number, height: number, fill: string) =>
  sharp({ create: { width, height, channels: 3, background: fill } })
    .png()
    .toBuffer();

describe("Replace a map's picture", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`replaces the picture and moves the pins with it (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "replace");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/story-elements/maps");
      const id = await createMap(page, "The Rescanned Vale");
      const [before] = await sql<{ data: { image: { path: string } } }>(`select data from public.story_documents where id = $1`, [id]);
      const oldPath = before!.data.image.path;
      await sql(
        `insert into public.map_features (document_id, owner_id, kind, geometry, label, position) values
           ($1, $2, 'pin', '[600, 400]', 'Midpoint', 0), ($1, $2, 'region', '[[0, 0], [300, 0], [300, 200]]', 'Corner wood', 1)`,
        [id, user.id],
      );
      await page.reload();
      await pictureLoaded(page);

      await page.getByRole("button", { name: "Replace picture" }).click();
      const dialog = page.getByRole("dialog", { name: "Replace picture" });
      await dialog.getByText("Now: 1,200 × 800 px.").waitFor();
      const input = dialog.getByTestId("map-replace-input");
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a map") });
      await dialog.getByRole("alert").getByText("“notes.txt” is not a PNG, JPEG or WebP picture.").waitFor();
      await dialog.getByRole("button", { name: "Replace picture" }).click();
      expect(await dialog.getByRole("alert").textContent()).toBe("“notes.txt” is not a PNG, JPEG or WebP picture.");
      await input.setInputFiles({ name: "square.png", mimeType: "image/png", buffer: await picture(1000, 1000, "#9cc3d5") });
      await dialog.getByTestId("map-replace-stretched").waitFor();
      await input.setInputFiles({ name: "rescan.png", mimeType: "image/png", buffer: await picture(2400, 1600, "#c9d8a4") });
      await dialog.getByTestId("map-replace-picked").getByText("rescan.png: 2,400 × 1,600 px").waitFor();
      expect(await dialog.getByTestId("map-replace-stretched").count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `maps-replace-dialog-${label}`);
      await dialog.getByRole("button", { name: "Replace picture" }).click();
      await toast(page, "Replaced the map's picture").getByText("Its 2 pins, regions and paths moved with it.").waitFor();
      await dialog.waitFor({ state: "detached" });

      const [after] = await sql<{ data: { width: number; height: number; image: { path: string } } }>(`select data from public.story_documents where id = $1`, [
        id,
      ]);
      expect([after!.data.width, after!.data.height]).toEqual([2400, 1600]);
      expect(after!.data.image.path).not.toBe(oldPath);
      expect(after!.data.image.path.startsWith(`${user.id}/${id}/`)).toBe(true);
      const files = await sql<{ name: string }>(`select name from storage.objects where bucket_id = 'map-images' and name like $1 order by name`, [
        `${user.id}/${id}/%`,
      ]);
      expect(files.map((f) => f.name)).toEqual([after!.data.image.path]);
      expect(
        (await sql<{ geometry: unknown }>(`select geometry from public.map_features where document_id = $1 order by position`, [id])).map((r) => r.geometry),
      ).toEqual([
        [1200, 800],
        [
          [0, 0],
          [600, 0],
          [600, 400],
        ],
      ]);
      // The editor shows the new picture and size, and the pin is still there.
      const canvas = page.getByTestId("map-canvas");
      await expect.poll(() => canvas.getAttribute("aria-label")).toMatch(/^Map of The Rescanned Vale, 2,400 × 1,600 px/);
      await pictureLoaded(page);
      await canvas.getByRole("button", { name: "Midpoint" }).waitFor();
      await screenshot(page, `maps-replace-after-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
