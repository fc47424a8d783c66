// The item page's editing in Chromium at 375 and 1280 px: typed field editors (a list, a number
// with a bad value refused), notes in Markdown with a <script> that never runs, a typed link seen
// from both ends (remove + undo), regenerate a field → Keep; and the public page's read-only links.
import { generate } from "@worldloom/generators";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

interface Field {
  key: string;
  label: string;
  value: { type: string; value?: unknown; items?: string[]; [k: string]: unknown };
}

/** A real generated character, saved as the generator page saves it. */
async function seedCharacter(ownerId: string, seed: string): Promise<{ id: string; name: string; fields: Field[]; sections: string[] }> {
  const r = generate("character", { seed })[0]!;
  const row = await e2e.server.ctx.db.query<{ id: string }>(
    `insert into public.content_items (owner_id, kind, name, summary, data, tags, seed, generator_version) values ($1, 'character', $2, $3, $4, '{}', $5, $6) returning id`,
    [ownerId, r.name, r.summary, JSON.stringify(r), r.seed, r.version],
  );
  return { id: row.rows[0]!.id, name: r.name, fields: r.fields as unknown as Field[], sections: r.sections.map((x) => x.title) };
}

async function fieldsOf(id: string): Promise<Field[]> {
  const r = await e2e.server.ctx.db.query<{ data: { fields: Field[] } }>(`select data from public.content_items where id = $1`, [id]);
  return r.rows[0]!.data.fields;
}
const field = async (id: string, key: string) => (await fieldsOf(id)).find((f) => f.key === key)!.value;
const proseOf = async (id: string) =>
  JSON.stringify(
    (await e2e.server.ctx.db.query<{ data: { sections: unknown } }>(`select data from public.content_items where id = $1`, [id])).rows[0]!.data.sections,
  );

async function notesOf(id: string): Promise<string> {
  return (await e2e.server.ctx.db.query<{ notes: string }>(`select notes from public.content_item_notes where item_id = $1`, [id])).rows[0]?.notes ?? "";
}

async function signedIn(size: { width: number; height: number }) {
  const user = await createConfirmedUser(e2e.server, "edit");
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

/** Closes every toast: sonner dims the stacked ones behind the front one, which axe reads as low contrast. */
async function dismissToasts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        document.querySelectorAll<HTMLElement>("[data-sonner-toast] [data-close-button]").forEach((b) => b.click());
        return document.querySelectorAll("[data-sonner-toast]").length;
      }),
    )
    .toBe(0);
}

const linkRows = (page: Page) => page.getByRole("list", { name: "Links" }).locator("li").allInnerTexts();

describe("item page editing", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`edits fields, notes, links and regenerates a field (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const hero = await seedCharacter(user.id, `itemedit-${label}`);
      const placeId = await seedItem(e2e.server, user.id, { kind: "location", name: "Port Sable" });
      await gotoApp(page, `/my-content/${hero.id}`);
      await page.getByRole("heading", { name: hero.name, level: 2 }).waitFor();

      // A list: change, add, remove and reorder items; saved to data.fields.
      const traits = (await field(hero.id, "traits")).items!;
      await page.getByRole("button", { name: "Edit Traits" }).click();
      await page.getByRole("textbox", { name: "Traits, item 1" }).fill("Stubborn");
      await page.getByRole("button", { name: "Add item" }).click();
      await page.getByRole("textbox", { name: `Traits, item ${traits.length + 1}` }).fill("Loyal to a fault");
      await page.getByRole("button", { name: "Remove item 2" }).click();
      await page.getByRole("button", { name: "Move item 1 down" }).click();
      await screenshot(page, `library-itemedit-list-${label}`);
      // axe is slow on a loaded machine: each editor state is checked at one width.
      if (label === "375") await expectAccessible(page);
      await page.getByRole("button", { name: "Save Traits" }).click();
      const expected = [traits[2]!, "Stubborn", "Loyal to a fault"];
      await expect.poll(async () => (await field(hero.id, "traits")).items).toEqual(expected);
      await expect.poll(() => page.locator("dd").filter({ hasText: "Loyal to a fault" }).count()).toBe(1);
      // The keyboard lands back on the field's Edit button.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("edit-field-traits");

      // A number: words are refused with a message and nothing is saved; a number saves.
      await page.getByRole("button", { name: "Edit Age and life stage" }).click();
      // The editor opens with its first input focused.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Age and life stage");
      await page.getByRole("textbox", { name: "Age and life stage" }).fill("old as the hills");
      await page.getByRole("button", { name: "Save Age and life stage" }).click();
      await page.getByRole("alert").filter({ hasText: "Enter a number, like 42 or 3.5." }).waitFor();
      const before = await field(hero.id, "age");
      expect(before.type).toBe("number");
      await page.getByRole("textbox", { name: "Age and life stage" }).fill("41");
      await page.getByRole("button", { name: "Save Age and life stage" }).click();
      await expect.poll(async () => (await field(hero.id, "age")).value).toBe(41);
      expect((await field(hero.id, "age")).unit).toBe(before.unit);

      // Notes: Markdown with a preview; raw HTML never becomes markup, nothing runs.
      const notes = '# Secrets\n\nHe **owes** the guild.\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">';
      await page.getByRole("button", { name: "Add notes" }).click();
      await page.getByRole("textbox", { name: "Notes" }).fill(notes);
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.getByRole("tabpanel").getByRole("heading", { name: "Secrets" }).waitFor();
      await page.getByRole("button", { name: "Save notes" }).click();
      await expect.poll(() => notesOf(hero.id)).toBe(notes);
      const view = page.getByTestId("notes-view");
      await view.getByRole("heading", { name: "Secrets" }).waitFor();
      expect(await view.locator("strong").innerText()).toBe("owes");
      expect(await view.locator("script, img").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      // Notes come back after a reload (read from their owner-only table).
      await page.reload();
      await page.getByTestId("notes-view").getByRole("heading", { name: "Secrets" }).waitFor();

      // A typed link, seen from both ends; removing it can be undone.
      await page.getByLabel("Link type").selectOption("lives in");
      await page.getByLabel("Linked item").selectOption({ label: "Port Sable (Location)" });
      await page.getByRole("button", { name: "Add link" }).click();
      await expect.poll(() => linkRows(page)).toEqual([expect.stringContaining("lives in Port Sable")]);
      await page.getByRole("button", { name: "Remove link: lives in Port Sable" }).click();
      await expect.poll(() => page.getByText("No links yet.").isVisible()).toBe(true);
      await page.locator("[data-sonner-toast]").filter({ hasText: "Link removed" }).getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => linkRows(page)).toEqual([expect.stringContaining("lives in Port Sable")]);
      await screenshot(page, `library-itemedit-notes-links-${label}`);
      await dismissToasts(page);
      await expectAccessible(page);
      await page.getByRole("list", { name: "Links" }).getByRole("link", { name: "Port Sable" }).click();
      await page.waitForURL(new RegExp(`/my-content/${placeId}$`));
      await expect.poll(() => linkRows(page)).toEqual([expect.stringContaining(`home of ${hero.name}`)]);
      await page.getByRole("list", { name: "Links" }).getByRole("link", { name: hero.name }).click();
      await page.getByRole("heading", { name: hero.name, level: 2 }).waitFor();

      // Regenerate one field: a new value to confirm; Keep saves it, leaves the other fields alone
      // and rewrites the generator's prose to match; Undo puts back the old value and prose.
      const others = (await fieldsOf(hero.id)).filter((f) => f.key !== "secret");
      const oldSecret = (await field(hero.id, "secret")).value as string;
      expect(await proseOf(hero.id)).toContain(oldSecret.slice(1));
      await page.getByRole("button", { name: "Regenerate Secret" }).click();
      const proposal = page.getByRole("group", { name: "New Secret" });
      await proposal.waitFor();
      const fresh = await proposal.getByTestId("regenerated-value").innerText();
      await screenshot(page, `library-itemedit-regenerate-${label}`);
      if (label === "1280") await dismissToasts(page).then(() => expectAccessible(page));
      await proposal.getByRole("button", { name: "Keep" }).click();
      await expect.poll(async () => (await field(hero.id, "secret")).value).toBe(fresh);
      expect((await fieldsOf(hero.id)).filter((f) => f.key !== "secret")).toEqual(others);
      expect(await proseOf(hero.id)).toContain(fresh.slice(1));
      expect(await proseOf(hero.id)).not.toContain(oldSecret.slice(1));
      await page.getByText("Secret regenerated; the prose now matches").waitFor();
      const secrets = page.locator("section").filter({ has: page.getByRole("heading", { name: "Secrets and hooks", level: 3 }) });
      await expect.poll(() => secrets.innerText()).toContain(fresh.slice(1));
      await page.locator("[data-sonner-toast]").filter({ hasText: "Secret regenerated" }).getByRole("button", { name: "Undo" }).click();
      await expect.poll(async () => (await field(hero.id, "secret")).value).toBe(oldSecret);
      expect(await proseOf(hero.id)).toContain(oldSecret.slice(1));
      await expect.poll(() => secrets.innerText()).toContain(oldSecret.slice(1));
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("says when the item's generator version differs, edits a prose section, and rolls back a refused save", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const hero = await seedCharacter(user.id, "itemedit-version");
    await e2e.server.ctx.db.query(`update public.content_items set generator_version = 1 where id = $1`, [hero.id]);
    await gotoApp(page, `/my-content/${hero.id}`);
    await page.getByRole("note").filter({ hasText: "made with version 1 of the character generator" }).waitFor();
    expect(hero.sections.length).toBeGreaterThan(0);
    await page
      .getByRole("button", { name: `Edit ${hero.sections[0]!}`, exact: true })
      .last()
      .click();
    await page.getByLabel("Section title").fill("");
    await page.getByRole("button", { name: "Save section" }).click();
    await page.getByRole("alert").filter({ hasText: "The section title cannot be empty." }).waitFor();
    await page.getByLabel("Section title").fill("Rumours");
    await page.getByRole("button", { name: "Save section" }).click();
    await page.getByRole("heading", { name: "Rumours", level: 3 }).waitFor();
    const data = (await e2e.server.ctx.db.query<{ data: { sections: { title: string }[] } }>(`select data from public.content_items where id = $1`, [hero.id]))
      .rows[0]!.data;
    expect(data.sections[0]!.title).toBe("Rumours");

    // The Name field is the item's name: renaming it renames the item, and Undo names it back.
    await page.getByRole("button", { name: "Edit Name", exact: true }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Orla Thistlewood");
    await page.getByRole("button", { name: "Save Name" }).click();
    await page.getByRole("heading", { name: "Orla Thistlewood", level: 2 }).waitFor();
    const nameOf = async () =>
      (await e2e.server.ctx.db.query<{ name: string }>(`select name from public.content_items where id = $1`, [hero.id])).rows[0]!.name;
    await expect.poll(nameOf).toBe("Orla Thistlewood");
    await page.locator("[data-sonner-toast]").filter({ hasText: "Name saved" }).getByRole("button", { name: "Undo" }).click();
    await expect.poll(nameOf).toBe(hero.name);
    await page.getByRole("heading", { name: hero.name, level: 2 }).waitFor();

    // A refused save rolls the optimistic change back and says so.
    const fear = (await field(hero.id, "fear")).value as string;
    await page.route(/\/rest\/v1\/content_items/, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Library offline" }) })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Edit Fear" }).click();
    await page.getByRole("textbox", { name: "Fear" }).fill("Moths");
    await page.getByRole("button", { name: "Save Fear" }).click();
    await page.getByText("Could not save").waitFor();
    await expect.poll(() => page.locator("dd").filter({ hasText: fear }).count()).toBeGreaterThan(0);
    expect(await page.locator("dd").filter({ hasText: "Moths" }).count()).toBe(0);
    expect((await field(hero.id, "fear")).value).toBe(fear);
    await page.context().close();
  });

  it("shows a public item's links to other public items only, read-only, to visitors", async () => {
    const owner = await createConfirmedUser(e2e.server, "linker");
    const a = await seedItem(e2e.server, owner.id, { kind: "faction", name: "The Lantern Court", visibility: "public" });
    const b = await seedItem(e2e.server, owner.id, { kind: "location", name: "Saltmere", visibility: "public" });
    const c = await seedItem(e2e.server, owner.id, { kind: "character", name: "Hidden Queen", visibility: "private" });
    await e2e.server.ctx.db.query(
      `insert into public.content_links (from_id, to_id, type, owner_id) values ($1, $2, 'located in', $4), ($3, $1, 'rules', $4)`,
      [a, b, c, owner.id],
    );
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, `/browse/item/${a}`);
    await page.getByRole("heading", { name: "The Lantern Court", level: 2 }).waitFor();
    await expect.poll(() => linkRows(page)).toEqual([expect.stringContaining("located in Saltmere")]);
    expect(await page.getByText("Hidden Queen").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Remove link/ }).count()).toBe(0);
    await page.getByRole("list", { name: "Links" }).getByRole("link", { name: "Saltmere" }).click();
    await expect.poll(() => linkRows(page)).toEqual([expect.stringContaining("contains The Lantern Court")]);
    await screenshot(page, "library-itemedit-public-links-375");
    await expectAccessible(page);
    await page.context().close();
  });
});
