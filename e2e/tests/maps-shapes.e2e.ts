// Regions, paths and the scale on a map, in Chromium at 375 and 1280 px: a region drawn by clicks
// on the map and closed on its first point, a path typed in pixels (and a wrong one refused), the
// scale set from two typed points with a travel pace, so the path's card tells its length and days;
// a region's point dragged by its handle; reload and find them; the region made secret; publish; a
// visitor sees the road and its label, and nothing of the secret region in the page or the API.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { closePanel, createMap, noSideScroll, panel, pictureLoaded, saved, screenPoint, sqlOf, toast } from "./maps-support.js";

const e2e = useE2E();
const sql = sqlOf(e2e);
type Row = { id: string; kind: string; label: string; geometry: number[][]; secret: boolean; style: { line?: string } };
const features = (doc: string) =>
  sql<Row>(`select id, kind, label, geometry, secret, style from public.map_features where document_id = $1 order by position`, [doc]);

describe("Map regions, paths and scale", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`draws a region and a path, measures the road, and keeps a secret region from visitors (${label} px)`, async () => {
      const wide = size.width >= 1024;
      const user = await createConfirmedUser(e2e.server, "shapes");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/story-elements/maps");
      const id = await createMap(page, "The Marches");

      // A region by clicks: three corners, then its first point again closes it.
      await page.getByRole("button", { name: "Draw region" }).click();
      await page.getByText("Click the map at each corner of the region").waitFor();
      await page.getByTestId("map-canvas").scrollIntoViewIfNeeded();
      const corners = [await screenPoint(page, 300, 250), await screenPoint(page, 700, 250), await screenPoint(page, 520, 560)];
      for (const c of corners) {
        await page.mouse.click(c.x, c.y);
        await page.waitForTimeout(150);
      }
      await page.mouse.click(corners[0]!.x, corners[0]!.y);
      let side = page.getByTestId("pin-editor");
      await side.getByRole("heading", { name: "Edit region" }).waitFor();
      await side.getByLabel("Label").fill("The Debatable Land");
      await side.locator("label", { hasText: "Dashed" }).click();
      await saved(page);
      let rows = await features(id);
      expect(rows.map((r) => [r.kind, r.label, r.geometry.length, r.style.line])).toEqual([["region", "The Debatable Land", 3, "dashed"]]);
      for (const [[x, y], [ex, ey]] of rows[0]!.geometry.map(
        (p, i) =>
          [
            p,
            [
              [300, 250],
              [700, 250],
              [520, 560],
            ][i]!,
          ] as const,
      )) {
        expect(Math.abs(x! - ex!)).toBeLessThan(12);
        expect(Math.abs(y! - ey!)).toBeLessThan(12);
      }
      await page.locator(".wl-region-label", { hasText: "The Debatable Land" }).waitFor();
      await screenshot(page, `maps-region-editor-${label}`);

      // Its handles: dragging the third corner moves it.
      if (!wide) await closePanel(page, wide);
      const from = await screenPoint(page, rows[0]!.geometry[2]![0]!, rows[0]!.geometry[2]![1]!);
      const to = await screenPoint(page, 560, 640);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      await expect.poll(async () => (await features(id))[0]!.geometry[2]![1]!).toBeGreaterThan(610);
      await saved(page);

      // A path typed in pixels: a point off the map is refused, then the road is added.
      const list = await panel(page, wide);
      if (wide) await list.getByRole("button", { name: "Back to the list" }).click();
      else await page.getByRole("dialog", { name: "Pins and layers" }).getByRole("button", { name: "Back to the list" }).click();
      await closePanel(page, wide);
      await page.getByRole("button", { name: "Draw path" }).click();
      const bar = page.getByRole("region", { name: "Draw a path" });
      await bar.getByText("Or type its points in pixels").click();
      await bar.getByLabel(/Points, one per line/).fill("100, 700\n1300, 700");
      await bar.getByRole("button", { name: "Add the path" }).click();
      await bar.getByRole("alert").getByText("The point (1,300, 700) lies outside the map, which is 1,200 × 800 px.").waitFor();
      await bar.getByLabel(/Points, one per line/).fill("100, 700\n300, 700\n500, 700");
      await bar.getByRole("button", { name: "Add the path" }).click();
      side = page.getByTestId("pin-editor");
      await side.getByRole("heading", { name: "Edit path" }).waitFor();
      await side.getByLabel("Label").fill("The King's Road");
      await side.getByText("Set the map's scale to see distances.").waitFor();
      await saved(page);
      await side.getByRole("button", { name: "Back to the list" }).click();

      // The scale from two typed points 500 px apart, 50 leagues; a pace of 10 leagues a day.
      const pane = wide ? page.getByRole("complementary", { name: "Pins and layers" }) : page.getByRole("dialog", { name: "Pins and layers" });
      await pane.getByRole("button", { name: "Set scale" }).click();
      const scaleBar = page.getByRole("region", { name: "Set the scale" });
      await scaleBar.getByLabel("Or type the two points (x, y; x, y)").fill("100, 100; 600, 100");
      await scaleBar.getByLabel("Distance").fill("0");
      await scaleBar.getByLabel("Unit").fill("leagues");
      await scaleBar.getByRole("button", { name: "Save scale" }).click();
      await scaleBar.getByRole("alert").getByText("Enter the distance between the two points, a number above 0.").waitFor();
      await scaleBar.getByLabel("Distance").fill("50");
      await scaleBar.getByRole("button", { name: "Save scale" }).click();
      await scaleBar.waitFor({ state: "detached" });
      await saved(page);
      const pane2 = await panel(page, wide);
      await pane2.getByText("100 px on the picture is 10 leagues.").waitFor();
      await pane2.getByLabel("Travel pace (leagues a day)").fill("10");
      await pane2.getByRole("button", { name: "Save", exact: true }).click();
      await saved(page);
      await expect
        .poll(async () => (await sql<{ data: Record<string, unknown> }>(`select data from public.story_documents where id = $1`, [id]))[0]!.data)
        .toMatchObject({ scale: { from: [100, 100], to: [600, 100], distance: 50, unit: "leagues" }, view: { pace: 10 } });

      // Reload: the road's card tells its length and the days it takes.
      await page.reload();
      await pictureLoaded(page);
      const found = await panel(page, wide);
      await found.getByLabel("Search the map").fill("road");
      await found.getByRole("button", { name: "The King's Road", exact: true }).click();
      const card = page.getByTestId("pin-card");
      await card.getByRole("heading", { name: "The King's Road" }).waitFor();
      await card.getByText("40 leagues · about 4 days at 10 leagues a day").waitFor();
      await page.locator(".wl-path-label", { hasText: "The King's Road" }).waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `maps-path-card-${label}`);

      // Export: the picture with its shapes drawn on it as a PNG, and the whole map as JSON.
      if (!wide)
        await page
          .getByTestId("pin-card")
          .getByRole("button", { name: /^Close/ })
          .click();
      await page.getByRole("button", { name: "Export" }).click();
      const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Picture with the shown layers (PNG)" }).click()]);
      expect(png.suggestedFilename()).toBe("the-marches.png");
      const drawn = sharp(await readFile((await png.path())!));
      expect(await drawn.metadata()).toMatchObject({ format: "png", width: 1200, height: 800 });
      // Inside the region the land is tinted with its colour; outside it is not.
      const { data } = await drawn.raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
      expect(at(500, 300)).not.toEqual(at(500, 150));
      await page.getByRole("button", { name: "Export" }).click();
      const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: /The whole map/ }).click()]);
      const exported = JSON.parse(await readFile((await json.path())!, "utf8")) as {
        format: string;
        features: { kind: string; label: string }[];
        map: { data: { scale: unknown } };
      };
      expect(exported.format).toBe("worldloom-map");
      expect(exported.features.map((f) => [f.kind, f.label])).toEqual([
        ["region", "The Debatable Land"],
        ["path", "The King's Road"],
      ]);
      expect(exported.map.data.scale).toMatchObject({ distance: 50, unit: "leagues" });
      await toast(page, "Exported “The Marches” as JSON").waitFor();

      // The region goes secret; publish; a visitor sees the road, not the region, in the page or the API.
      await page.locator(".wl-region-label", { hasText: "The Debatable Land" }).waitFor();
      const regionId = (await features(id)).find((r) => r.kind === "region")!.id;
      await gotoApp(page, `/story-elements/maps/${id}?pin=${regionId}`);
      await page.getByTestId("pin-card").getByRole("button", { name: "Edit region" }).click();
      side = page.getByTestId("pin-editor");
      await side.getByLabel("Secret region: only you see it, even on the published map").click();
      await side.getByText("Secret: visitors never receive this region.").waitFor();
      await saved(page);
      if (!wide) await closePanel(page, wide);
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      rows = await features(id);
      expect(rows.map((r) => [r.kind, r.secret])).toEqual([
        ["region", true],
        ["path", false],
      ]);

      const other = await createConfirmedUser(e2e.server, "shapes-visitor");
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
      await gotoApp(visitor, `/browse/maps/${id}`);
      await pictureLoaded(visitor);
      await visitor.locator(".wl-path-label", { hasText: "The King's Road" }).waitFor();
      await visitor.getByText("1 path · 1,200 × 800 px").first().waitFor();
      expect(await visitor.getByText("The Debatable Land").count()).toBe(0);
      expect(answers.join("\n")).toContain("The King's Road");
      expect(answers.join("\n")).not.toContain("Debatable");
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `maps-shapes-public-${label}`);
      expect(visitor.errors).toEqual([]);
      expect(page.errors).toEqual([]);
      await visitor.context().close();
      await page.context().close();
    });
  }
});
