// Flow Chart in Chromium at 375 and 1280 px: create a chart, add nodes and an arrow from the panel,
// link a library item to a node, undo and redo (buttons and Ctrl+Z / Ctrl+Shift+Z), reload and find
// it all, export JSON; a second user reads nothing of it by any request.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
  type TestUser,
} from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

async function tokenOf(user: TestUser): Promise<string> {
  const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const nodeNames = (page: Page) =>
  page
    .getByRole("list", { name: "Nodes of the chart" })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const stored = async (id: string) =>
  (
    await sql<{ data: { nodes: { label: string; type: string; itemId: string | null }[]; edges: { label: string }[] } }>(
      `select data from public.story_documents where id = $1`,
      [id],
    )
  )[0]!.data;

describe("Flow Chart", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`builds a chart from the panel, links an item, undoes and redoes, and keeps it private (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "flow");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await seedItem(e2e.server, user.id, { kind: "character", name: "Mira Quell", visibility: "private" });

      await gotoApp(page, "/story-elements/flow-chart");
      await page.getByRole("heading", { name: "No flow charts yet" }).waitFor();
      await page.getByRole("button", { name: "New flow chart" }).first().click();
      await page.waitForURL(/\/story-elements\/flow-chart\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      await page.getByLabel("Name", { exact: true }).fill("The Ford Quest");
      await saved(page);

      // Three nodes from the form.
      const add = page.getByRole("form", { name: "Add a node" });
      for (const [type, text] of [
        ["start", "Arrive at the ford"],
        ["decision", "Pay the toll?"],
        ["end", "Cross"],
      ] as const) {
        await add.getByLabel("Type").selectOption(type);
        await add.getByLabel("Label").fill(text);
        await add.getByRole("button", { name: "Add node" }).click();
        await page.getByRole("list", { name: "Nodes of the chart" }).getByRole("listitem", { name: text }).waitFor();
      }
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);

      // An arrow with a label from the connect form.
      const link = page.getByRole("form", { name: "Connect two nodes" });
      await link.getByLabel("From").selectOption({ label: "Pay the toll? (decision)" });
      await link.getByLabel("To").selectOption({ label: "Cross (end)" });
      await link.getByLabel("Arrow label").fill("yes");
      await link.getByRole("button", { name: "Add arrow" }).click();
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(1);
      await page.getByRole("list", { name: "Arrows from Pay the toll?" }).getByText("→ Cross (yes)").waitFor();

      // Link a library item to the decision node.
      await page
        .getByRole("list", { name: "Nodes of the chart" })
        .getByRole("button", { name: /^Pay the toll\?/ })
        .click();
      await page.getByRole("button", { name: "Link from your library" }).click();
      const dialog = page.getByRole("dialog", { name: "Link from your library" });
      await dialog.getByRole("button", { name: "Link Mira Quell" }).click();
      await dialog.getByRole("button", { name: "Mira Quell is linked" }).waitFor();
      await dialog.getByRole("button", { name: "Done" }).click();
      await page.getByLabel("Linked library item").selectOption({ label: "Mira Quell" });
      await page.getByText("Linked: Mira Quell").waitFor();
      await saved(page);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-flow-editor-${label}`);

      // Undo (button) takes the link off; redo puts it back; Ctrl+Z / Ctrl+Shift+Z do the same.
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expect.poll(() => page.getByText("Linked: Mira Quell").count()).toBe(0);
      await page.getByRole("button", { name: "Redo", exact: true }).click();
      await page.getByText("Linked: Mira Quell").waitFor();
      await page.getByRole("region", { name: /^Flow chart / }).click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("Control+z");
      await expect.poll(() => page.getByText("Linked: Mira Quell").count()).toBe(0);
      await page.keyboard.press("Control+Shift+z");
      await page.getByText("Linked: Mira Quell").waitFor();

      // Copy and paste the selected node (Ctrl+C / Ctrl+V); Ctrl+Z takes the copy away again.
      await page
        .getByRole("list", { name: "Nodes of the chart" })
        .getByRole("button", { name: /^Cross/ })
        .click();
      await page.keyboard.press("Control+c");
      await page.keyboard.press("Control+v");
      await expect.poll(() => nodeNames(page)).toEqual(["Arrive at the ford", "Pay the toll?", "Cross", "Cross"]);
      await page.keyboard.press("Control+z");
      await expect.poll(() => nodeNames(page)).toEqual(["Arrive at the ford", "Pay the toll?", "Cross"]);

      // Delete a node from the list; Undo in the toast brings it back with its arrow.
      await page.getByRole("button", { name: "Delete node Cross" }).click();
      await expect.poll(() => nodeNames(page)).toEqual(["Arrive at the ford", "Pay the toll?"]);
      await page.locator("[data-sonner-toast]", { hasText: "Deleted node “Cross”" }).getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => nodeNames(page)).toEqual(["Arrive at the ford", "Pay the toll?", "Cross"]);
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(1);
      await saved(page);

      // Reload: all there, as stored.
      await page.reload();
      await expect.poll(() => nodeNames(page)).toEqual(["Arrive at the ford", "Pay the toll?", "Cross"]);
      await page.getByText("Linked: Mira Quell").waitFor();
      const data = await stored(id);
      expect(data.nodes.map((n) => [n.type, n.label, !!n.itemId])).toEqual([
        ["start", "Arrive at the ford", false],
        ["decision", "Pay the toll?", true],
        ["end", "Cross", false],
      ]);
      expect(data.edges.map((e) => e.label)).toEqual(["yes"]);

      // Export JSON.
      const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "JSON" }).click()]);
      expect(json.suggestedFilename()).toBe("the-ford-quest.json");
      const exported = JSON.parse(await streamText(await json.createReadStream())) as { nodes: { label: string; item: string | null }[]; edges: unknown[] };
      expect(exported.nodes.map((n) => n.item)).toEqual([null, "Mira Quell", null]);
      expect(exported.edges).toHaveLength(1);

      // The PNG is an image of the whole chart.
      const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG" }).click()]);
      expect(png.suggestedFilename()).toBe("the-ford-quest.png");
      const pngPath = await screenshot(page, `story-flow-${label}`).then((p) => p.replace(/\.png$/, "-export.png"));
      await png.saveAs(pngPath);
      const head = (await import("node:fs")).readFileSync(pngPath).subarray(0, 8).toString("hex");
      expect(head).toBe("89504e470d0a1a0a");

      // A second user reads nothing of it: not by REST, not in the app.
      const other = await createConfirmedUser(e2e.server, "flow-other");
      const token = await tokenOf(other);
      for (const t of [token, undefined]) {
        const res = await fetch(`${e2e.baseURL}/rest/v1/story_documents?select=id,data&id=eq.${id}`, {
          headers: { apikey: e2e.server.anonKey, ...(t ? { authorization: `Bearer ${t}` } : {}) },
        });
        expect(await res.json()).toEqual([]);
      }
      const page2 = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page2, "/");
      await signInViaDialog(page2, other);
      await gotoApp(page2, `/story-elements/flow-chart/${id}`);
      await page2.getByRole("heading", { name: "No such flow chart of yours" }).waitFor();
      await page2.context().close();

      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
