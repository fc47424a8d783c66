// Relationships in Chromium: create a map, add two library items and a relation from the keyboard
// panel, reload and find it, run the auto-layout (ELK in a worker), filter and focus, see the
// relation on the item's page, publish and read it as a visitor under /browse/relationships
// (without the private item), and a second user reads nothing private by any request.
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

async function signedIn(size: { width: number; height: number }, tag = "rel") {
  const user = await createConfirmedUser(e2e.server, tag);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

async function tokenOf(user: TestUser): Promise<string> {
  const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function rest(path: string, token?: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${e2e.baseURL}/rest/v1/${path}`, {
    headers: { apikey: e2e.server.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}
const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const relationRows = (page: Page) =>
  page
    .getByRole("list", { name: "Relations" })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const nodePositions = (page: Page) => page.locator(".react-flow__node").evaluateAll((els) => els.map((e) => (e as HTMLElement).style.transform).sort());

describe("Relationships", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`builds a map from the keyboard, lays it out, filters it and shows it to visitors (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const aldric = await seedItem(e2e.server, user.id, { kind: "character", name: "Aldric Vane", visibility: "public" });
      const guild = await seedItem(e2e.server, user.id, { kind: "faction", name: "The Grey Company", visibility: "public" });
      const brena = await seedItem(e2e.server, user.id, { kind: "character", name: "Brena Hollow", visibility: "private" });

      // The empty list teaches; New opens the editor.
      await gotoApp(page, "/story-elements/relationships");
      await page.getByRole("heading", { name: "No relationship maps yet" }).waitFor();
      await expectAccessible(page);
      await page.getByRole("button", { name: "New relationship map" }).first().click();
      await page.waitForURL(/\/story-elements\/relationships\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      await page.getByLabel("Name", { exact: true }).fill("The Grey Web");
      await saved(page);

      // Items from the library, through the dialog, by keyboard.
      await page.getByRole("button", { name: "Add items" }).click();
      const dialog = page.getByRole("dialog", { name: "Link from your library" });
      for (const n of ["Aldric Vane", "The Grey Company", "Brena Hollow"]) {
        await dialog.getByRole("button", { name: `Link ${n}` }).focus();
        await page.keyboard.press("Enter");
        await dialog.getByRole("button", { name: `${n} is linked` }).waitFor();
      }
      await dialog.getByRole("button", { name: "Done" }).click();
      const items = page.getByRole("list", { name: "Items on the map" });
      await items.getByRole("listitem", { name: "Brena Hollow" }).waitFor();
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);

      // Two relations from the form: Aldric is a member of the company; Brena and Aldric are rivals.
      const form = page.getByRole("form", { name: "Add a relation" });
      // A fresh form shows no error before the user did anything.
      expect(await form.getByRole("alert").count()).toBe(0);
      await form.getByLabel("From", { exact: true }).selectOption({ label: "Aldric Vane" });
      await form.getByLabel("Relation").selectOption("member-of");
      await form.getByLabel("To", { exact: true }).selectOption({ label: "The Grey Company" });
      await form.getByLabel(/Strength/).fill("5");
      await form.getByLabel("Note").fill("Sworn in at Harrowgate.");
      await form.getByRole("button", { name: "Add relation" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("map-announcer").innerText()).toBe("Added: Aldric Vane is a member of The Grey Company.");
      await form.getByLabel("From", { exact: true }).selectOption({ label: "Brena Hollow" });
      await form.getByLabel("Relation").selectOption("rival");
      await form.getByLabel("To", { exact: true }).selectOption({ label: "Aldric Vane" });
      await form.getByLabel("Mutual").check();
      await form.getByRole("button", { name: "Add relation" }).click();
      await expect.poll(() => relationRows(page)).toEqual(["Aldric Vane is a member of The Grey Company", "Brena Hollow and Aldric Vane: rival, both ways"]);
      // The same item at both ends is refused.
      await form.getByLabel("From", { exact: true }).selectOption({ label: "Aldric Vane" });
      await form.getByLabel("To", { exact: true }).selectOption({ label: "Aldric Vane" });
      await form.getByRole("button", { name: "Add relation" }).click();
      await form.getByText("A relation joins two different items.").waitFor();
      await saved(page);
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(2);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-relationships-editor-${label}`);

      // Reload: the relations are there (the page first has to draw again: wait for the list, not a second).
      await page.reload();
      await page.getByRole("list", { name: "Relations" }).waitFor();
      await expect.poll(() => relationRows(page)).toEqual(["Aldric Vane is a member of The Grey Company", "Brena Hollow and Aldric Vane: rival, both ways"]);
      await page.getByText("Sworn in at Harrowgate.").waitFor();
      // Relations are rows of story_relations, not part of the document's data.
      const rows = await sql<{ type: string; strength: number }>(`select type, strength from public.story_relations where document_id = $1 order by position`, [
        id,
      ]);
      expect(rows.map((r) => [r.type, r.strength])).toEqual([
        ["member-of", 5],
        ["rival", 3],
      ]);
      expect((await sql<{ data: Record<string, unknown> }>(`select data from public.story_documents where id = $1`, [id]))[0]!.data.relations).toBeUndefined();

      // Export: the JSON downloads with the relations; the PNG is an image.
      const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "JSON" }).click()]);
      expect(json.suggestedFilename()).toBe("the-grey-web.json");
      const exported = JSON.parse(await streamText(await json.createReadStream())) as { relations: { type: string }[]; items: unknown[] };
      expect(exported.relations.map((r) => r.type)).toEqual(["member-of", "rival"]);
      expect(exported.items).toHaveLength(3);
      const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG" }).click()]);
      expect(png.suggestedFilename()).toBe("the-grey-web.png");

      // Auto-layout moves the items (in a worker) and saves their places; Undo is offered.
      const before = await nodePositions(page);
      await page.getByRole("button", { name: "Auto-layout" }).click();
      await toast(page, "Laid out the map").waitFor();
      await expect.poll(() => page.getByTestId("map-announcer").innerText()).toBe("Laid out 3 items.");
      await saved(page);
      expect(await nodePositions(page)).not.toEqual(before);
      const placed = (await sql<{ item_id: string }>(`select item_id from public.story_positions where document_id = $1`, [id])).map((r) => r.item_id);
      expect(placed).toHaveLength(3);
      expect(placed).toEqual(expect.arrayContaining([aldric, guild]));

      // Filters: by type, then focus on the company with one hop.
      await page.getByRole("button", { name: "Rival", exact: true }).click();
      await expect.poll(() => relationRows(page)).toEqual(["Brena Hollow and Aldric Vane: rival, both ways"]);
      await page.getByRole("button", { name: "Clear filters" }).click();
      await page.getByLabel("Focus on", { exact: true }).selectOption({ label: "The Grey Company" });
      await expect.poll(() => relationRows(page)).toEqual(["Aldric Vane is a member of The Grey Company"]);
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(2);
      await page.getByLabel("Hops around the focus").fill("2");
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);
      await page.getByRole("button", { name: "Clear filters" }).click();

      // Delete a relation with Undo.
      await page.getByRole("button", { name: "Delete: Brena Hollow and Aldric Vane: rival, both ways" }).click();
      await expect.poll(() => relationRows(page)).toEqual(["Aldric Vane is a member of The Grey Company"]);
      await toast(page, "Deleted the relation").getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => relationRows(page)).toHaveLength(2);
      await saved(page);

      // The item's page shows its relations.
      await gotoApp(page, `/my-content/${aldric}`);
      const rels = page.getByRole("list", { name: "Relationships of this item" });
      await rels.getByText("Member of").waitFor();
      await rels.getByRole("link", { name: "The Grey Company" }).waitFor();
      await rels.getByRole("link", { name: "Brena Hollow" }).waitFor();
      await expectAccessible(page);

      // Publish; a visitor reads it under /browse/relationships, without the private Brena.
      await gotoApp(page, `/story-elements/relationships/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/browse/relationships");
      await visitor.locator(`a[href="/browse/relationships/${id}"]`).click();
      await visitor.waitForURL(new RegExp(`/browse/relationships/${id}$`));
      await visitor.getByRole("heading", { name: "The Grey Web", level: 1 }).waitFor();
      await expect.poll(() => relationRows(visitor)).toEqual(["Aldric Vane is a member of The Grey Company"]);
      await expect.poll(() => visitor.locator(".react-flow__node").count()).toBe(2);
      expect(await visitor.getByText("Brena Hollow").count()).toBe(0);
      // Nor by any request: the document's data has no relations, the table only the public one.
      expect(JSON.stringify(await rest(`story_documents?select=*&id=eq.${id}`))).not.toContain(brena);
      expect((await rest(`story_relations?select=type&document_id=eq.${id}`)).map((r) => r.type)).toEqual(["member-of"]);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-relationships-public-${label}`);
      // The public item page shows the published relation, not the private one.
      await gotoApp(visitor, `/browse/item/${aldric}`);
      await visitor.getByRole("list", { name: "Relationships of this item" }).getByText("Member of").waitFor();
      expect(await visitor.getByText("Brena Hollow").count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();

      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 150_000); // a long walk through the whole tool; a busy CI machine needs more than the default minute
  }

  it("a second user reads nothing of a private map", async () => {
    const { user: owner, page } = await signedIn(MOBILE, "rel-owner");
    await page.context().close();
    const knight = await seedItem(e2e.server, owner.id, { kind: "character", name: "Known Knight", visibility: "public" });
    const queen = await seedItem(e2e.server, owner.id, { kind: "character", name: "Open Queen", visibility: "public" });
    const data = JSON.stringify({
      relations: [{ id: "r1", from: knight, to: queen, type: "serves", label: "", mutual: false, strength: 4, note: "secretly" }],
      positions: { [knight]: { x: 0, y: 0 } },
    });
    const [priv] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'relationships', 'Secret Web', $2) returning id`,
      [owner.id, data],
    );
    await sql(`insert into public.story_links (document_id, item_id, owner_id) values ($1, $2, $4), ($1, $3, $4)`, [priv!.id, knight, queen, owner.id]);

    const other = await createConfirmedUser(e2e.server, "rel-other");
    const token = await tokenOf(other);
    for (const t of [token, undefined]) {
      expect(await rest(`story_documents?select=id,data&id=eq.${priv!.id}`, t)).toEqual([]);
      expect(await rest(`story_links?select=id&document_id=eq.${priv!.id}`, t)).toEqual([]);
      expect(await rest(`story_relations?select=id&document_id=eq.${priv!.id}`, t)).toEqual([]);
      expect(await rest(`story_positions?select=item_id&document_id=eq.${priv!.id}`, t)).toEqual([]);
    }
    const page2 = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page2, "/");
    await signInViaDialog(page2, other);
    await gotoApp(page2, `/story-elements/relationships/${priv!.id}`);
    await page2.getByRole("heading", { name: "No such relationship map of yours" }).waitFor();
    await gotoApp(page2, `/browse/relationships/${priv!.id}`);
    await page2.getByRole("heading", { name: "No such published relationship map" }).waitFor();
    // The public knight's page does not show the private map's relation.
    await gotoApp(page2, `/browse/item/${knight}`);
    await page2.getByRole("heading", { name: "Known Knight" }).first().waitFor();
    expect(await page2.getByText("secretly").count()).toBe(0);
    expect(await page2.getByRole("list", { name: "Relationships of this item" }).count()).toBe(0);
    await expectAccessible(page2);
    await page2.context().close();
  });
});
