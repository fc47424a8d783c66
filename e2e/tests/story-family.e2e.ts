// Family Tree in Chromium: create a tree, add people and a typed parent link from the panel, try
// to make a person their own ancestor and see the refusal (nothing saved), link a library character,
// turn a quick entry into one, reload, publish and read it as a visitor under /browse/family-trees;
// a second user reads nothing of a private tree by any request.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createConfirmedUser,
  DESKTOP,
  SCREENSHOT_DIR,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
  type TestUser,
} from "../support/index.js";
import { RECKONING } from "./canvas-seed.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

async function signedIn(size: { width: number; height: number }, tag = "fam") {
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

type Data = { people: { id: string; itemId: string | null; name: string; born: number | null }[]; parents: { child: string; parent: string; type: string }[] };
const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const dataOf = async (id: string) => (await sql<{ data: Data }>(`select data from public.story_documents where id = $1`, [id]))[0]!.data;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const announced = (page: Page) => page.getByTestId("family-announcer").innerText();
const listed = (page: Page) =>
  page
    .getByRole("list", { name: /^People in generation/ })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

async function addQuick(page: Page, name: string, born: string) {
  const form = page.getByRole("form", { name: "Add a person" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Born").fill(born);
  await form.getByRole("button", { name: "Add person" }).click();
  await expect.poll(() => announced(page)).toBe(`Added ${name}.`);
}

describe("Family Tree", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`builds a tree, refuses a loop, links a character and shows it to visitors (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const aldric = await seedItem(e2e.server, user.id, { kind: "character", name: "Aldric Vane", visibility: "public" });

      await gotoApp(page, "/story-elements/family-trees");
      await page.getByRole("heading", { name: "No family trees yet" }).waitFor();
      await page.getByRole("button", { name: "New family tree" }).first().click();
      await page.waitForURL(/\/story-elements\/family-trees\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      await page.getByLabel("Name", { exact: true }).first().fill("House Vane");
      await page.getByLabel("Story's present year").fill("500");

      // Two quick entries; the second is selected, and gets the first as an adoptive parent.
      await addQuick(page, "Old Tom", "400");
      await addQuick(page, "Young Mara", "440");
      const editor = page.getByTestId("person-editor");
      await editor.getByRole("heading", { name: "Young Mara" }).waitFor();
      const parentForm = editor.getByRole("form", { name: "Add a parent" });
      await parentForm.getByLabel("Parent", { exact: true }).selectOption({ label: "Old Tom" });
      await parentForm.getByLabel("Parent type").selectOption("adoptive");
      await parentForm.getByRole("button", { name: "Add parent" }).click();
      await expect.poll(() => announced(page)).toBe("Old Tom is now a parent of Young Mara.");
      await editor.getByRole("list", { name: "Parents of Young Mara" }).getByRole("listitem", { name: "Old Tom, adoptive" }).waitFor();
      await saved(page);

      // Old Tom cannot become Young Mara's child: refused with a message, nothing changes.
      await page.getByRole("list", { name: "People in generation 1" }).getByRole("button", { name: "Old Tom" }).click();
      await editor.getByRole("heading", { name: "Old Tom" }).waitFor();
      await editor.getByRole("form", { name: "Add a parent" }).getByLabel("Parent", { exact: true }).selectOption({ label: "Young Mara" });
      await editor.getByRole("form", { name: "Add a parent" }).getByRole("button", { name: "Add parent" }).click();
      await editor
        .getByRole("alert")
        .getByText("Young Mara is a descendant of Old Tom, so cannot be their parent: nobody can become their own ancestor.")
        .waitFor();
      await editor.getByText("No parents in the tree.").waitFor();
      await saved(page);
      expect((await dataOf(id)).parents).toHaveLength(1);

      // A character from the library joins the tree.
      await page.getByRole("button", { name: "From your library" }).click();
      const dialog = page.getByRole("dialog", { name: "Characters from your library" });
      await dialog.getByRole("button", { name: "Link Aldric Vane" }).click();
      await dialog.getByRole("button", { name: "Aldric Vane is linked" }).waitFor();
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect.poll(() => listed(page)).toEqual(["Old Tom", "Aldric Vane", "Young Mara"]);
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(1);

      // A partnership, from the panel.
      await page.getByRole("list", { name: "People in generation 1" }).getByRole("button", { name: "Old Tom" }).click();
      const partnerForm = editor.getByRole("form", { name: "Add a partner" });
      await partnerForm.getByLabel("Partner", { exact: true }).selectOption({ label: "Aldric Vane" });
      await partnerForm.getByLabel("From").fill("420");
      await partnerForm.getByRole("button", { name: "Add partner" }).click();
      await expect.poll(() => announced(page)).toBe("Old Tom and Aldric Vane are partners.");
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(2);

      // Keyboard on the canvas: from Young Mara, ArrowUp walks to her parent; Delete removes him, Undo brings him back.
      await page.locator('.react-flow__node[aria-label^="Young Mara"]').focus();
      await page.keyboard.press("ArrowUp");
      await editor.getByRole("heading", { name: "Old Tom" }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")).toMatch(/^Old Tom/);
      await page.keyboard.press("Delete");
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(2);
      await toast(page, "Removed Old Tom").getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);
      await expect.poll(() => page.locator(".react-flow__edge").count()).toBe(2);

      // Collapse Old Tom's branch and expand it again.
      await page.getByRole("button", { name: "Collapse the branch below Old Tom" }).click();
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(2);
      await page.getByRole("button", { name: "Expand all" }).click();
      await expect.poll(() => page.locator(".react-flow__node").count()).toBe(3);

      // A quick entry becomes a library character in one action.
      await page.getByRole("list", { name: "People in generation 2" }).getByRole("button", { name: "Young Mara" }).click();
      await editor.getByRole("heading", { name: "Young Mara" }).waitFor();
      await editor.getByRole("button", { name: "Make a library character" }).click();
      await toast(page, "Young Mara is now a character in your library").waitFor();
      await editor.getByRole("link", { name: "Open it" }).waitFor();
      await saved(page);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-family-editor-${label}`);

      // Reload: all there, the same (the page first has to draw again: wait for the list, not a second).
      await page.reload();
      await page.getByRole("list", { name: "Generations" }).waitFor();
      await expect.poll(() => listed(page)).toEqual(["Old Tom", "Aldric Vane", "Young Mara"]);
      await page.getByText("Parents: Old Tom (adoptive)").waitFor();
      await page.getByText("Partners: Aldric Vane (married)").waitFor();
      await page.getByRole("listitem", { name: "Young Mara" }).getByText("b. 440 · 60 years old").waitFor();
      const data = await dataOf(id);
      const mara = data.people.find((p) => p.born === 440)!;
      expect(mara.itemId).toBeTruthy();
      expect(data.people.find((p) => p.itemId === aldric)).toBeTruthy();
      expect((await sql(`select name from public.content_items where id = $1 and owner_id = $2`, [mara.itemId, user.id]))[0]!.name).toBe("Young Mara");

      // Publish; a visitor reads it under /browse/family-trees (Young Mara is a private character).
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/browse/family-trees");
      await visitor.locator(`a[href="/browse/family-trees/${id}"]`).click();
      await visitor.getByRole("heading", { name: "House Vane", level: 1 }).waitFor();
      await expect.poll(() => listed(visitor)).toEqual(["Old Tom", "Aldric Vane", "A private character"]);
      await expect.poll(() => visitor.locator(".react-flow__node").count()).toBe(3);
      expect(await visitor.getByText("Young Mara").count()).toBe(0);
      // Visitors can export the whole tree too.
      for (const format of ["PNG", "SVG"]) {
        const [download] = await Promise.all([visitor.waitForEvent("download"), visitor.getByRole("button", { name: format, exact: true }).click()]);
        expect(download.suggestedFilename()).toBe(`House Vane.${format.toLowerCase()}`);
        await download.saveAs(`${SCREENSHOT_DIR}/story-family-export-${label}.${format.toLowerCase()}`);
      }
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-family-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("dates people to the day in the universe's calendar; old year-only trees still read (375 px)", async () => {
    const { user, page } = await signedIn(MOBILE, "fam-cal");
    // Three months of 40, 41 and 9 days, no leap years, one era from year 1.
    const system = RECKONING;
    const [universe] = await sql<{ id: string }>(`insert into public.universes (owner_id, name) values ($1, 'Ashlands') returning id`, [user.id]);
    await sql(`insert into public.content_items (owner_id, kind, name, universe_id, data) values ($1, 'calendar', 'Reckoning of Ash', $2, $3)`, [
      user.id,
      universe!.id,
      JSON.stringify({ kind: "calendar", name: "Reckoning of Ash", fields: [], system }),
    ]);
    const old = JSON.stringify({
      people: [{ id: "tom", itemId: null, name: "Old Tom", born: 1150, died: null, note: "" }],
      parents: [],
      partnerships: [],
      today: 1250,
    });
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, universe_id, data) values ($1, 'family-tree', 'House Ash', $2, $3) returning id`,
      [user.id, universe!.id, old],
    );
    await gotoApp(page, `/story-elements/family-trees/${doc!.id}`);
    await page.getByText("Dates are counted in the calendar “Reckoning of Ash”.", { exact: false }).waitFor();
    // A tree saved with years only reads as before, the year written with its era.
    await page.getByRole("listitem", { name: "Old Tom" }).getByText("b. 1150 RS · 100 years old").waitFor();

    // A birth to the day: the month list is the calendar's, the day list the month's length.
    const form = page.getByRole("form", { name: "Add a person" });
    await form.getByLabel("Name").fill("Ysolde");
    await form.getByLabel("Born").fill("1204");
    await form.getByLabel("Month of birth").selectOption({ label: "Vinewake" });
    expect(await form.getByLabel("Month of birth").locator("option").allInnerTexts()).toEqual(["Month", "Ashmoon", "Saltmark", "Vinewake"]);
    expect(await form.getByLabel("Day of birth").locator("option").count()).toBe(10);
    await form.getByLabel("Day of birth").selectOption("3");
    await form.getByText("1204 RS · Reckoning of Ash").waitFor();
    await form.getByRole("button", { name: "Add person" }).click();
    await expect.poll(() => announced(page)).toBe("Added Ysolde.");
    await page.getByRole("listitem", { name: "Ysolde" }).getByText("b. 3 Vinewake 1204 RS · 46 years old").waitFor();

    // A death on a day the month does not have is refused in the field and not saved.
    const editor = page.getByTestId("person-editor");
    await editor.getByRole("heading", { name: "Ysolde" }).waitFor();
    await editor.getByLabel("Died").fill("1240");
    await editor.getByLabel("Month of death").selectOption({ label: "Ashmoon" });
    await editor.getByLabel("Day of death").selectOption("40");
    await editor.getByLabel("Month of death").selectOption({ label: "Vinewake" });
    await editor.getByText("Vinewake 1240 RS has 9 days.").waitFor();
    await saved(page);
    const ysolde = async () =>
      (await dataOf(doc!.id)).people.find((p) => p.name === "Ysolde") as unknown as { born: number; bornOn: unknown; died: number | null; diedOn: unknown };
    expect(await ysolde()).toMatchObject({ born: 1204, bornOn: { month: 3, day: 3 }, died: 1240, diedOn: { month: 1, day: 40 } });
    await editor.getByLabel("Day of death").selectOption("9");
    await expect.poll(async () => (await ysolde()).diedOn).toEqual({ month: 3, day: 9 });
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, "story-family-dates-375");

    // Reload: the full dates are there, ages counted from the birthday.
    await page.reload();
    await page.getByRole("listitem", { name: "Ysolde" }).getByText("3 Vinewake 1204 RS – 9 Vinewake 1240 RS · died at 36").waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("a second user reads nothing of a private tree", async () => {
    const owner = await createConfirmedUser(e2e.server, "fam-owner");
    const data = JSON.stringify({
      people: [{ id: "a", itemId: null, name: "Secret Heir", born: 1, died: null, note: "" }],
      parents: [],
      partnerships: [],
      today: null,
    });
    const [priv] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'family-tree', 'Hidden House', $2) returning id`,
      [owner.id, data],
    );
    const other = await createConfirmedUser(e2e.server, "fam-other");
    const token = await tokenOf(other);
    for (const t of [token, undefined]) expect(await rest(`story_documents?select=id,data&id=eq.${priv!.id}`, t)).toEqual([]);
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, other);
    await gotoApp(page, `/story-elements/family-trees/${priv!.id}`);
    await page.getByRole("heading", { name: "No such family tree of yours" }).waitFor();
    await gotoApp(page, `/browse/family-trees/${priv!.id}`);
    await page.getByRole("heading", { name: "No such published family tree" }).waitFor();
    expect(await page.getByText("Secret Heir").count()).toBe(0);
    await page.context().close();
  });
});
