// A map of 400 pins in Chromium at 375 and 1280 px: zoomed out, pins close together on screen are
// drawn as clusters with their count (far fewer elements than pins); Enter on a cluster zooms in and
// splits it; the arrow keys from a pin reach the next one even when it starts inside a cluster.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { sqlOf } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);

/** A 1200 × 800 map without a picture, with a 20 × 20 grid of pins 12 px apart near its centre. */
async function seedCrowdedMap(owner: string): Promise<string> {
  const [doc] = await sql<{ id: string }>(
    `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'map', 'The Crowded Vale', '{"width": 1200, "height": 800}') returning id`,
    [owner],
  );
  await sql(
    `insert into public.map_features (document_id, owner_id, kind, geometry, label, position)
     select $1, $2, 'pin', jsonb_build_array(480 + (i % 20) * 12, 280 + (i / 20) * 12), 'Farm ' || (i + 1), i from generate_series(0, 399) as i`,
    [doc!.id, owner],
  );
  return doc!.id;
}

describe("Map clusters", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`clusters 400 pins when zoomed out and splits them as it zooms in (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "clusters");
      const id = await seedCrowdedMap(user.id);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, `/story-elements/maps/${id}`);
      const canvas = page.getByTestId("map-canvas");
      const cluster = canvas.locator(".wl-cluster").first();
      await cluster.waitFor();
      const clusters = await canvas.locator(".wl-cluster").count();
      const pins = await canvas.locator(".wl-pin").count();
      expect(clusters).toBeGreaterThan(0);
      expect(clusters + pins).toBeLessThan(60);
      // Every pin is counted in some cluster or shown.
      const counted = await canvas
        .locator(".wl-cluster [aria-hidden=true]")
        .evaluateAll((els) => els.reduce((n, el) => n + Number(el.textContent!.replace(/,/g, "")), 0));
      expect(counted + pins).toBe(400);
      await expect.poll(() => cluster.getAttribute("role")).toBe("button");
      expect(await cluster.textContent()).toMatch(/pins here; Enter zooms in/);
      await expectAccessible(page);
      await screenshot(page, `maps-clusters-${label}`);

      // Enter on a cluster zooms in: more of the pins are drawn on their own.
      const before = Number(await canvas.getAttribute("data-zoom"));
      await cluster.focus();
      await page.keyboard.press("Enter");
      await expect.poll(async () => Number(await canvas.getAttribute("data-zoom"))).toBeGreaterThan(before);
      await expect.poll(() => canvas.locator(".wl-pin").count()).toBeGreaterThan(pins);

      // From a pin, the arrows reach the next one in reading order (zooming in if it is clustered).
      const first = canvas.locator(".wl-pin").first();
      await first.focus();
      const from = await first.getAttribute("aria-label");
      await page.keyboard.press("ArrowRight");
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      await expect.poll(focused).not.toBe(from);
      expect(await focused()).toMatch(/^Farm \d+$/);
      // End and Home reach the last and first pins in reading order, wherever they are clustered.
      await page.keyboard.press("End");
      await expect.poll(focused).toBe("Farm 400");
      await page.keyboard.press("Home");
      await expect.poll(focused).toBe("Farm 1");
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
