// Export and import in Chromium: the whole library goes out as a JSON bundle (every row of a
// big library, with its universe and links) and comes back into a second account, private, with
// an Undo; a bundle with one bad item shows the report and changes nothing; items already in the
// library are listed and nothing is overwritten before the user chooses; the Markdown zip holds
// one file per item plus index.md.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { cardNames, ownedNames, seedItem } from "./library-seed.js";

const e2e = useE2E();

async function signedIn(size: { width: number; height: number }, colorScheme: "light" | "dark" = "light") {
  const user = await createConfirmedUser(e2e.server, "export");
  const page = await newPage(e2e.browser, e2e.baseURL, { ...size, colorScheme });
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const db = () => e2e.server.ctx.db;

/** `n` characters "Hero 001"… with long notes (260 of them make a bundle of two staged parts and two export pages), two in a universe and linked. */
async function seedLibrary(ownerId: string, n: number): Promise<void> {
  const data = {
    kind: "character",
    version: 1,
    seed: "s",
    options: {},
    name: "x",
    summary: "",
    fields: [{ key: "age", label: "Age", value: { type: "number", value: 40 } }],
    sections: [{ title: "History", markdown: "Sailed far." }],
    tags: [],
    links: [],
  };
  await db().query(
    `insert into public.content_items (owner_id, kind, name, summary, data, tags, visibility, seed, generator_version, created_at)
     select $1, 'character', 'Hero ' || lpad(g::text, 3, '0'), 'Summary ' || g, $2::jsonb, array['crew'], case when g % 2 = 0 then 'public' else 'private' end,
            's' || g, 1, now() - make_interval(secs => g)
     from generate_series(1, $3::int) g`,
    [ownerId, JSON.stringify(data), n],
  );
  // Notes live in their own owner-only table.
  await db().query(
    `insert into public.content_item_notes (item_id, owner_id, notes) select id, owner_id, repeat('Long notes. ', 300) from public.content_items where owner_id = $1`,
    [ownerId],
  );
  const u = await db().query<{ id: string }>(`insert into public.universes (owner_id, name, genre) values ($1, 'The Isles', 'fantasy') returning id`, [
    ownerId,
  ]);
  await db().query(`update public.content_items set universe_id = $2 where owner_id = $1 and name in ('Hero 001', 'Hero 002')`, [ownerId, u.rows[0]!.id]);
  await db().query(
    `insert into public.content_links (owner_id, from_id, to_id, type)
     select $1, a.id, b.id, 'allied with' from public.content_items a, public.content_items b
     where a.owner_id = $1 and b.owner_id = $1 and a.name = 'Hero 001' and b.name = 'Hero 002'`,
    [ownerId],
  );
  // A story (bundle version 2) naming Hero 001 in its data, a chapter and a link.
  const doc = await db().query<{ id: string }>(
    `insert into public.story_documents (owner_id, tool, title, data)
     select $1, 'story', 'The Ledger War', jsonb_build_object('cast', jsonb_build_array(id)) from public.content_items where owner_id = $1 and name = 'Hero 001' returning id`,
    [ownerId],
  );
  await db().query(`insert into public.story_sections (owner_id, document_id, kind, title) values ($1, $2, 'chapter', 'One')`, [ownerId, doc.rows[0]!.id]);
  await db().query(
    `insert into public.story_links (owner_id, document_id, item_id, role) select $1, $2, id, 'hero' from public.content_items where owner_id = $1 and name = 'Hero 001'`,
    [ownerId, doc.rows[0]!.id],
  );
}

/** The owner's story documents: title, the ids in data.cast, the linked items' names, the sections. */
async function ownedStories(ownerId: string) {
  const r = await db().query<{ title: string; cast: string[]; hero: string; linked: string | null; sections: number }>(
    `select d.title, array(select jsonb_array_elements_text(d.data -> 'cast')) as cast,
            (select id::text from public.content_items where owner_id = $1 and name = 'Hero 001') as hero,
            (select l.item_id::text from public.story_links l where l.document_id = d.id) as linked,
            (select count(*)::int from public.story_sections x where x.document_id = d.id) as sections
     from public.story_documents d where d.owner_id = $1`,
    [ownerId],
  );
  return r.rows;
}

async function download(page: Page, menuItem: string, menu = "Export"): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole("button", { name: menu, exact: true }).click();
  const [d] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: menuItem }).click()]);
  return { name: d.suggestedFilename(), bytes: await readFile((await d.path())!) };
}

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("dialog", { name: "Import a bundle" }).waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
}

describe("Export and import", () => {
  for (const [label, size, count] of [
    ["375", MOBILE, 12],
    ["1280", DESKTOP, 260],
  ] as const) {
    it(`exports the whole library as JSON and imports it into a second account (${label} px, ${count} items)`, async () => {
      const a = await signedIn(size);
      await seedLibrary(a.user.id, count);
      await gotoApp(a.page, "/my-content");
      await expect.poll(() => cardNames(a.page)).toHaveLength(Math.min(count, 24));

      await a.page.getByRole("button", { name: "Export", exact: true }).click();
      await a.page.getByRole("menuitem", { name: "JSON bundle (.json)" }).waitFor();
      await screenshot(a.page, `library-export-menu-${label}`);
      await a.page.keyboard.press("Escape");
      const file = await download(a.page, "JSON bundle (.json)");
      expect(file.name).toMatch(/^worldloom-library-\d{4}-\d{2}-\d{2}\.worldloom\.json$/);
      await toast(a.page, `Exported ${count} items`).waitFor();
      const bundle = JSON.parse(file.bytes.toString("utf8")) as {
        format: string;
        version: number;
        items: { ref: string; name: string; universe: string | null; notes: string }[];
        links: unknown[];
        universes: { ref: string; name: string }[];
      };
      expect(bundle).toMatchObject({ format: "worldloom-bundle", version: 2 });
      expect((bundle as unknown as { stories: { title: string; links: unknown[]; sections: unknown[] }[] }).stories).toEqual([
        expect.objectContaining({
          title: "The Ledger War",
          links: [expect.objectContaining({ role: "hero" })],
          sections: [expect.objectContaining({ kind: "chapter" })],
        }),
      ]);
      expect(bundle.items).toHaveLength(count);
      expect(new Set(bundle.items.map((i) => i.name)).size).toBe(count);
      expect(bundle.universes).toEqual([expect.objectContaining({ name: "The Isles", genre: "fantasy" })]);
      expect(
        bundle.items
          .filter((i) => i.universe === bundle.universes[0]!.ref)
          .map((i) => i.name)
          .sort(),
      ).toEqual(["Hero 001", "Hero 002"]);
      expect(bundle.links).toEqual([expect.objectContaining({ type: "allied with" })]);
      // The owner's private notes travel in their own bundle (read from the owner-only table).
      expect(bundle.items.every((i) => i.notes === "Long notes. ".repeat(300))).toBe(true);

      // The second account: nothing yet; the preview says what is in the file, then Import.
      const b = await signedIn(size);
      await gotoApp(b.page, "/my-content");
      await b.page.getByText("Nothing saved yet").waitFor();
      await chooseFile(b.page, file.name, file.bytes);
      await b.page.getByText(`${count} items (Character: ${count}), 1 link, 1 universe`, { exact: false }).waitFor();
      await b.page.getByText("None of these items is in your library yet.").waitFor();
      await screenshot(b.page, `library-import-preview-${label}`);
      await expectAccessible(b.page);
      expect(await ownedNames(e2e.server, b.user.id)).toEqual([]);
      await b.page.getByRole("button", { name: `Import ${count} items` }).click();
      await toast(b.page, `Imported ${count} items`).waitFor();
      expect(await ownedNames(e2e.server, b.user.id)).toEqual(await ownedNames(e2e.server, a.user.id));
      const vis = await db().query<{ visibility: string; n: number }>(
        `select visibility, count(*)::int as n from public.content_items where owner_id = $1 group by 1`,
        [b.user.id],
      );
      expect(vis.rows).toEqual([{ visibility: "private", n: count }]);
      const inUniverse = await db().query<{ name: string }>(
        `select c.name from public.content_items c join public.universes u on u.id = c.universe_id where c.owner_id = $1 and u.owner_id = $1 and u.name = 'The Isles' order by 1`,
        [b.user.id],
      );
      expect(inUniverse.rows.map((r) => r.name)).toEqual(["Hero 001", "Hero 002"]);
      const links = await db().query<{ n: number }>(`select count(*)::int as n from public.content_links where owner_id = $1`, [b.user.id]);
      expect(links.rows[0]!.n).toBe(1);
      const notes = await db().query<{ n: number }>(
        `select count(*)::int as n from public.content_item_notes where owner_id = $1 and notes = repeat('Long notes. ', 300)`,
        [b.user.id],
      );
      expect(notes.rows[0]!.n).toBe(count);
      // The story came too, pointing at the second account's own Hero 001.
      const [story] = await ownedStories(b.user.id);
      expect(story).toMatchObject({ title: "The Ledger War", sections: 1 });
      expect(story!.cast).toEqual([story!.hero]);
      expect(story!.linked).toBe(story!.hero);
      await expect.poll(() => cardNames(b.page)).toHaveLength(Math.min(count, 24));
      await screenshot(b.page, `library-import-done-${label}`);

      // Undo takes out exactly what came in.
      await toast(b.page, `Imported ${count} items`).getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => ownedNames(e2e.server, b.user.id)).toEqual([]);
      expect(await ownedStories(b.user.id)).toEqual([]);
      expect((await db().query(`select 1 from public.universes where owner_id = $1`, [b.user.id])).rows).toEqual([]);
      expect(await ownedNames(e2e.server, a.user.id)).toHaveLength(count);
      expect(a.page.errors).toEqual([]);
      expect(b.page.errors).toEqual([]);
      await a.page.context().close();
      await b.page.context().close();
    });
  }

  it("shows a report for a malformed bundle and changes nothing (375 px, Night theme)", async () => {
    const { user, page } = await signedIn(MOBILE, "dark");
    await seedItem(e2e.server, user.id, { kind: "location", name: "Saltmere" });
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toEqual(["Saltmere"]);

    const bundle = {
      format: "worldloom-bundle",
      version: 1,
      items: [
        { ref: "i1", kind: "character", name: "Good Gwen" },
        { ref: "i2", kind: "character", name: "" },
        { ref: "i3", kind: "character", name: "Bad Tags", tags: "not a list" },
        { ref: "i4", kind: "character", name: "Good Gareth" },
      ],
    };
    await chooseFile(page, "broken.json", JSON.stringify(bundle));
    const report = page.getByRole("alert").filter({ hasText: "cannot be imported" });
    await report.getByText("2 of 4 items are not valid. Nothing has been written").waitFor();
    expect(await page.getByRole("list", { name: "Problems in the bundle" }).getByRole("listitem").allInnerTexts()).toEqual([
      "Item 2: the name is empty",
      "Item 3 “Bad Tags”: tags must be a list of words",
    ]);
    await screenshot(page, "library-import-report-375-night");
    await expectAccessible(page);
    expect(await ownedNames(e2e.server, user.id)).toEqual(["Saltmere"]);

    // Not JSON, and a newer version: clear words, still nothing written.
    // Dropped on the drop zone rather than chosen.
    const dropped = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(["{ this is not json"], "notes.json", { type: "application/json" }));
      return dt;
    });
    await page.getByText("Drop a bundle here, or").locator("..").dispatchEvent("drop", { dataTransfer: dropped });
    await page.getByText("This file is not valid JSON").waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "future.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ ...bundle, version: 3 })) });
    await page.getByText("This bundle is version 3, made by a newer Worldloom").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await ownedNames(e2e.server, user.id)).toEqual(["Saltmere"]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("asks before overwriting an item already in the library (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const maren = await seedItem(e2e.server, user.id, { kind: "character", name: "Maren Quill", summary: "Mine, original." });
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toEqual(["Maren Quill"]);
    const bundle = {
      format: "worldloom-bundle",
      version: 1,
      items: [
        { ref: "i1", kind: "character", name: "maren quill", summary: "From the bundle." },
        { ref: "i2", kind: "character", name: "Tobin Ash", visibility: "public" },
      ],
    };
    await chooseFile(page, "friends.json", JSON.stringify(bundle));
    await page.getByText("1 item is already in your library").waitFor();
    expect(await page.getByRole("list", { name: "Already in your library" }).innerText()).toContain("maren quill");
    expect(await page.getByRole("radio", { name: /Import as copies/ }).isChecked()).toBe(true);
    await screenshot(page, "library-import-conflict-1280");
    await expectAccessible(page);
    // Nothing written while the question is open.
    expect(await ownedNames(e2e.server, user.id)).toEqual(["Maren Quill"]);

    await page.getByRole("radio", { name: /Replace existing/ }).check();
    await page.getByRole("button", { name: "Import 2 items (replace 1)" }).click();
    await toast(page, "Imported 1 item, replaced 1").waitFor();
    const rows = await db().query<{ id: string; name: string; summary: string; visibility: string }>(
      `select id, name, summary, visibility from public.content_items where owner_id = $1 order by lower(name)`,
      [user.id],
    );
    expect(rows.rows).toEqual([
      { id: maren, name: "maren quill", summary: "From the bundle.", visibility: "private" },
      { id: expect.any(String), name: "Tobin Ash", summary: "", visibility: "private" },
    ]);
    // Undo puts Maren back as she was and removes Tobin.
    await toast(page, "Imported 1 item, replaced 1").getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(
        async () => (await db().query<{ name: string; summary: string }>(`select name, summary from public.content_items where owner_id = $1`, [user.id])).rows,
      )
      .toEqual([{ name: "Maren Quill", summary: "Mine, original." }]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("exports Markdown: a zip with one file per item and index.md, and one item as .md (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    for (const [kind, name] of [
      ["character", "Ilsa Thorn"],
      ["location", "Port Sable"],
      ["item", "Old Map"],
    ] as const)
      await seedItem(e2e.server, user.id, { kind, name, summary: `About ${name}` });
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(3);
    const zip = await download(page, "Markdown files (.zip)");
    expect(zip.name).toMatch(/^worldloom-library-.*-markdown\.zip$/);
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(["character/ilsa-thorn.md", "index.md", "item/old-map.md", "location/port-sable.md"]);
    expect(strFromU8(files["character/ilsa-thorn.md"]!)).toContain("# Ilsa Thorn\n\n*About Ilsa Thorn*");
    expect(strFromU8(files["index.md"]!)).toContain("[Port Sable](location/port-sable.md)");

    // With a filter on, the menu also offers just what the filters show.
    await gotoApp(page, "/my-content?kind=location");
    await expect.poll(() => cardNames(page)).toEqual(["Port Sable"]);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page.getByText("Only what the filters show").waitFor();
    const [filtered] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "JSON bundle (.json)" }).nth(1).click()]);
    expect(filtered.suggestedFilename()).toMatch(/^worldloom-filtered-/);
    const onlyPlaces = JSON.parse(await readFile((await filtered.path())!, "utf8")) as { items: { name: string }[] };
    expect(onlyPlaces.items.map((i) => i.name)).toEqual(["Port Sable"]);
    await gotoApp(page, "/my-content");
    await expect.poll(() => cardNames(page)).toHaveLength(3);

    // The bulk bar exports the selection; the item page exports one item.
    await page.getByRole("checkbox", { name: "Select Old Map" }).click();
    const picked = await download(page, "JSON bundle (.json)", "Export 1 item");
    expect((JSON.parse(picked.bytes.toString("utf8")) as { items: { name: string }[] }).items.map((i) => i.name)).toEqual(["Old Map"]);
    await page.getByRole("link", { name: "Port Sable" }).click();
    await page.waitForURL(/\/my-content\/[0-9a-f-]+$/);
    const one = await download(page, "Markdown (.md)");
    expect(one.name).toBe("port-sable.md");
    expect(one.bytes.toString("utf8")).toMatch(/^# Port Sable\n/);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page.getByRole("menuitem", { name: "JSON bundle (.json)" }).waitFor();
    await screenshot(page, "library-item-export-1280");
    await page.keyboard.press("Escape");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "library-item-export-375");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
