// Story Arcs & Campaigns in Chromium: an arc from a template (edit a beat, link a library item and
// a scene, move beats by keyboard, delete with Undo, reload and find it, Markdown, publish and read
// it as a visitor); a campaign (sessions, "Last time…" from the newest recap, quests moved between
// columns by keyboard, player characters, private GM notes); a second user reads nothing private
// through supabase-js; data that is not an arc is shown as an error and never overwritten.
import { readFile } from "node:fs/promises";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
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

async function signedIn(size: { width: number; height: number }, tag = "arcs") {
  const user = await createConfirmedUser(e2e.server, tag);
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  return { user, page };
}

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const beatsOf = (page: Page, act: string) =>
  page
    .getByRole("list", { name: `Beats of ${act}` })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const docData = async (id: string) => (await sql<{ data: Record<string, unknown> }>(`select data from public.story_documents where id = $1`, [id]))[0]!.data;
const quests = (page: Page, column: string) =>
  page
    .getByRole("list", { name: column, exact: true })
    .locator(":scope > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

describe("Story Arcs & Campaigns", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`builds an arc from a template, links it, reorders it and shows it to visitors (${label} px)`, async () => {
      const { user, page } = await signedIn(size);
      const mira = await seedItem(e2e.server, user.id, { kind: "character", name: "Mira Thorn", summary: "A fisher's daughter.", visibility: "public" });
      await seedItem(e2e.server, user.id, { kind: "event", name: "The Burning of Hollowmere", visibility: "private" });
      const [story] = await sql<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'Hollowmere') returning id`, [
        user.id,
      ]);
      const [chapter] = await sql<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, kind, title) values ($1, $2, 'chapter', 'One') returning id`,
        [story!.id, user.id],
      );
      const [scene] = await sql<{ id: string }>(
        `insert into public.story_sections (document_id, owner_id, parent_id, kind, title) values ($1, $2, $3, 'scene', 'Nets at dawn') returning id`,
        [story!.id, user.id, chapter!.id],
      );

      // The page teaches when empty; New arc asks for a template.
      await gotoApp(page, "/story-elements/arcs-campaigns");
      await page.getByRole("heading", { name: "No story arcs yet" }).waitFor();
      expect(await page.title()).toContain("Story Arcs & Campaigns");
      await expectAccessible(page);
      await screenshot(page, `story-arcs-empty-${label}`);
      await page.getByRole("button", { name: "New arc" }).first().click();
      const dialog = page.getByRole("dialog", { name: "New story arc" });
      await dialog.getByLabel("Title").fill("The Fall of Hollowmere");
      await dialog.getByRole("radio", { name: /Hero's journey/ }).check();
      await expectAccessible(page);
      await screenshot(page, `story-arcs-template-${label}`);
      await dialog.getByRole("button", { name: "Create arc" }).click();
      await page.waitForURL(/\/story-elements\/arcs-campaigns\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      const stored = (await docData(id)) as { template: string; acts: { title: string; beats: unknown[] }[] };
      expect(stored.template).toBe("heros-journey");
      expect(stored.acts.map((a) => [a.title, a.beats.length])).toEqual([
        ["Departure", 5],
        ["Initiation", 4],
        ["Return", 3],
      ]);
      await expect
        .poll(() => beatsOf(page, "Departure"))
        .toEqual(["The ordinary world", "The call to adventure", "Refusal of the call", "Meeting the mentor", "Crossing the threshold"]);

      // Edit a beat, with autosave.
      const first = page.getByRole("listitem", { name: "The ordinary world" });
      await first.getByLabel("Beat title").fill("A quiet harvest");
      const beat = page.getByRole("listitem", { name: "A quiet harvest" });
      await beat.getByLabel("What happens in A quiet harvest").fill("Mira mends nets while smoke rises over the hills.");
      await page.getByLabel("Premise").fill("A village girl learns what her village was built on.");
      await saved(page);

      // Link a library item (any kind) and a scene to the beat.
      await beat.getByRole("button", { name: "Link items to A quiet harvest" }).click();
      const picker = page.getByRole("dialog", { name: "Link to “A quiet harvest”" });
      await picker.getByRole("button", { name: "Link Mira Thorn" }).click();
      await picker.getByRole("button", { name: "Link The Burning of Hollowmere" }).click();
      await picker.getByRole("button", { name: "The Burning of Hollowmere is linked" }).waitFor();
      await expectAccessible(page);
      await picker.getByRole("button", { name: "Done" }).click();
      await beat.getByRole("link", { name: "Mira Thorn" }).waitFor();
      await beat.getByRole("button", { name: "Link a scene of A quiet harvest" }).click();
      const scenes = page.getByRole("dialog", { name: "Scene for “A quiet harvest”" });
      await scenes.getByLabel("Story", { exact: true }).selectOption(story!.id);
      await scenes.getByLabel("Scene", { exact: true }).selectOption(scene!.id);
      await scenes.getByRole("button", { name: "Link scene" }).click();
      await beat.getByRole("link", { name: "Nets at dawn" }).waitFor();

      // Reorder by keyboard: down one place with the drag handle (dnd-kit) on a wide screen or the
      // move button on a phone; then across the act border with the move button.
      if (size === DESKTOP) {
        const live = () => page.evaluate(() => [...document.querySelectorAll("[id^=DndLiveRegion]")].map((e) => e.textContent).join(" "));
        await page.getByRole("button", { name: "Reorder A quiet harvest" }).focus();
        await page.keyboard.press("Space");
        await expect.poll(async () => /Picked up A quiet harvest\.|A quiet harvest is over A quiet harvest\./.test(await live())).toBe(true);
        // dnd-kit attaches its arrow-key listener in a zero-delay timer after the pick-up.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        await page.keyboard.press("ArrowDown");
        await expect.poll(live).toContain("A quiet harvest is over The call to adventure.");
        await page.keyboard.press("Space");
      } else {
        await page.getByRole("button", { name: "Move A quiet harvest down" }).focus();
        await page.keyboard.press("Enter");
      }
      await expect
        .poll(() => beatsOf(page, "Departure"))
        .toEqual(["The call to adventure", "A quiet harvest", "Refusal of the call", "Meeting the mentor", "Crossing the threshold"]);
      await page.getByRole("button", { name: "Move Crossing the threshold down" }).click();
      await expect
        .poll(() => beatsOf(page, "Initiation"))
        .toEqual(["Crossing the threshold", "Tests, allies, enemies", "Approach to the inmost cave", "The ordeal", "The reward"]);

      // Delete a beat, then Undo.
      await page.getByRole("button", { name: "Delete Refusal of the call" }).click();
      await expect.poll(() => beatsOf(page, "Departure")).toEqual(["The call to adventure", "A quiet harvest", "Meeting the mentor"]);
      await toast(page, "Deleted the beat “Refusal of the call”").getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => beatsOf(page, "Departure")).toEqual(["The call to adventure", "A quiet harvest", "Refusal of the call", "Meeting the mentor"]);
      await saved(page);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-arcs-editor-${label}`);
      await expect
        .poll(async () => ((await docData(id)) as { acts: { beats: { title: string }[] }[] }).acts[0]!.beats.map((b) => b.title))
        .toEqual(["The call to adventure", "A quiet harvest", "Refusal of the call", "Meeting the mentor"]);

      // Reload: all of it is there.
      await page.reload();
      const again = page.getByRole("listitem", { name: "A quiet harvest" });
      await again.waitFor();
      expect(await again.getByLabel("What happens in A quiet harvest").inputValue()).toBe("Mira mends nets while smoke rises over the hills.");
      await again.getByRole("link", { name: "Mira Thorn" }).waitFor();
      await again.getByRole("link", { name: "Nets at dawn" }).waitFor();
      expect(await page.getByLabel("Premise").inputValue()).toBe("A village girl learns what her village was built on.");
      expect(await beatsOf(page, "Initiation")).toEqual([
        "Crossing the threshold",
        "Tests, allies, enemies",
        "Approach to the inmost cave",
        "The ordeal",
        "The reward",
      ]);

      // Markdown export.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      const md = await readFile((await download.path())!, "utf8");
      expect(md).toContain(
        "# The Fall of Hollowmere\n\n*Story arc · Hero's journey*\n\nA village girl learns what her village was built on.\n\n## Departure\n\n### The call to adventure\n\n### A quiet harvest\n\nMira mends nets while smoke rises over the hills.\n\n- Scene: Nets at dawn\n- Linked: Mira Thorn, The Burning of Hollowmere\n",
      );

      // The character's page lists the arc under "Appears in".
      await gotoApp(page, `/my-content/${mira}`);
      await page.getByRole("list", { name: "Story documents using this item" }).getByRole("link", { name: "The Fall of Hollowmere" }).waitFor();

      // The list describes it; publish from the editor.
      await gotoApp(page, "/story-elements/arcs-campaigns");
      await page.getByText("Hero's journey · 3 acts · 12 beats").waitFor();
      await screenshot(page, `story-arcs-list-${label}`);
      await page.getByRole("link", { name: "The Fall of Hollowmere" }).click();
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");
      expect(await page.getByRole("link", { name: "See it as visitors do" }).getAttribute("href")).toBe(`/browse/arcs-campaigns/${id}`);

      // A visitor (signed out) reads it, without the private event.
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, `/browse/arcs-campaigns/${id}`);
      await visitor.getByRole("heading", { name: "The Fall of Hollowmere", level: 1 }).waitFor();
      await visitor.getByRole("heading", { name: "A quiet harvest" }).waitFor();
      expect(await visitor.getByRole("link", { name: "Mira Thorn" }).getAttribute("href")).toBe(`/browse/item/${mira}`);
      expect(await visitor.getByText("Scene: Nets at dawn").isVisible()).toBe(true);
      expect(await visitor.getByText("The Burning of Hollowmere").count()).toBe(0);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-arcs-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it(`runs a campaign: sessions, last time, quests on a board, player characters (${label} px)`, async () => {
      const { user, page } = await signedIn(size, "gm");
      const mira = await seedItem(e2e.server, user.id, { kind: "character", name: "Mira Thorn", summary: "A fisher's daughter.", visibility: "public" });
      await gotoApp(page, "/story-elements/arcs-campaigns");
      await page.getByRole("tab", { name: "Campaigns" }).click();
      await page.getByRole("heading", { name: "No campaigns yet" }).waitFor();
      await page.waitForURL(/\?tab=campaigns$/);
      await expectAccessible(page);
      await page.getByRole("button", { name: "New campaign" }).first().click();
      await page.waitForURL(/\/story-elements\/arcs-campaigns\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;

      // Overview: no recap yet; title, pitch and the private GM notes.
      await page.getByText("No recap yet.").waitFor();
      await page.getByLabel("Title", { exact: true }).fill("Shadows over Brindle");
      await page.getByLabel("Pitch").fill("A river town, a missing miller, a cult in the reeds.");
      await page.getByLabel("GM notes (private)").fill("The mayor leads the cult.");
      await saved(page);
      await expect
        .poll(async () => (await sql(`select notes from public.story_document_notes where document_id = $1`, [id]))[0]?.notes)
        .toBe("The mayor leads the cult.");
      await expectAccessible(page);

      // Sessions: two, each with a date and a recap; the newest shows first.
      await page.getByRole("tab", { name: /Sessions/ }).click();
      await page.getByRole("button", { name: "Add session" }).click();
      const s1 = page.getByRole("listitem", { name: "Session 1" });
      await s1.getByLabel("Date").fill("2026-03-01");
      await s1.getByLabel("Recap").fill("The party met the duke.");
      await page.getByRole("button", { name: "Add session" }).click();
      const s2 = page.getByRole("listitem", { name: "Session 2" });
      await s2.getByLabel("Date").fill("2026-03-08");
      await s2.getByLabel("Recap").fill("They burned the mill to smoke out the cult.");
      await s2.getByLabel("Table notes").fill("Tam was absent.");
      await s2.getByRole("button", { name: "Link items to Session 2" }).click();
      const picker = page.getByRole("dialog", { name: "Link from your library" });
      await picker.getByRole("button", { name: "Link Mira Thorn" }).click();
      await picker.getByRole("button", { name: "Mira Thorn is linked" }).waitFor();
      await picker.getByRole("button", { name: "Done" }).click();
      await s2.getByRole("link", { name: "Mira Thorn" }).waitFor();
      const sessionOrder = () =>
        page
          .getByRole("list", { name: "Sessions, newest first" })
          .locator(":scope > li")
          .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      await saved(page);
      await page.reload();
      await page.getByRole("tab", { name: /Sessions/ }).click();
      await expect.poll(sessionOrder).toEqual(["Session 2", "Session 1"]);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-campaign-sessions-${label}`);

      // Quests: added as hooks; one moved to Active by keyboard with its Move to… menu.
      await page.getByRole("tab", { name: /Quests/ }).click();
      for (const q of ["Find the missing miller", "Rats in the cellar"]) {
        await page.getByLabel("New quest").fill(q);
        await page.keyboard.press("Enter");
      }
      await expect.poll(() => quests(page, "Hook")).toEqual(["Find the missing miller", "Rats in the cellar"]);
      await page.getByRole("button", { name: "Move Find the missing miller to…" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("menuitem", { name: "Active" }).waitFor();
      // The menu opens on its first choice (Active: the quest is a hook); Enter takes it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Active");
      await page.keyboard.press("Enter");
      await expect.poll(() => quests(page, "Active")).toEqual(["Find the missing miller"]);
      expect(await quests(page, "Hook")).toEqual(["Rats in the cellar"]);
      await toast(page, "“Find the missing miller” is now Active").waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-campaign-board-${label}`);

      // The list view edits a quest and its status.
      await page.getByRole("button", { name: "List" }).click();
      const rats = page.getByRole("listitem", { name: "Rats in the cellar" });
      await rats.getByLabel("About Rats in the cellar").fill("Giant ones, under the Prancing Goat.");
      await rats.getByLabel("Status of Rats in the cellar").selectOption("failed");
      await saved(page);
      await expectAccessible(page);
      await expect
        .poll(async () => ((await docData(id)) as { quests: { title: string; status: string; description: string }[] }).quests)
        .toEqual([
          expect.objectContaining({ title: "Find the missing miller", status: "active" }),
          expect.objectContaining({ title: "Rats in the cellar", status: "failed", description: "Giant ones, under the Prancing Goat." }),
        ]);

      // Player characters: library characters linked with anchor 'pc'.
      await page.getByRole("tab", { name: /Player characters/ }).click();
      await page.getByRole("button", { name: "Add player character" }).click();
      const pcs = page.getByRole("dialog", { name: "Add player characters" });
      await pcs.getByRole("button", { name: "Link Mira Thorn" }).click();
      await pcs.getByRole("button", { name: "Mira Thorn is linked" }).waitFor();
      await pcs.getByRole("button", { name: "Done" }).click();
      await page.getByRole("list", { name: "The party" }).getByRole("link", { name: "Mira Thorn" }).waitFor();
      await expect
        .poll(async () =>
          (await sql<{ anchor: string }>(`select anchor from public.story_links where document_id = $1 order by anchor`, [id])).map((r) => r.anchor),
        )
        .toEqual(expect.arrayContaining(["pc"]));
      await expectAccessible(page);

      // Overview: "Last time…" is the newest session's recap.
      await page.getByRole("tab", { name: "Overview" }).click();
      const last = page.getByRole("region", { name: "Last time…" });
      await last.getByText("They burned the mill to smoke out the cult.").waitFor();
      expect(await last.getByText("The party met the duke.").count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `story-campaign-overview-${label}`);

      // Published: visitors read the recap and quests, never the GM notes.
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, `/browse/arcs-campaigns/${id}`);
      await visitor.getByRole("heading", { name: "Shadows over Brindle", level: 1 }).waitFor();
      await visitor.getByRole("region", { name: "Last time…" }).getByText("They burned the mill to smoke out the cult.").waitFor();
      expect(await visitor.getByText("Find the missing miller").isVisible()).toBe(true);
      expect(await visitor.getByText("The mayor leads the cult.").count()).toBe(0);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-campaign-public-${label}`);
      await visitor.context().close();
      expect(page.errors).toEqual([]);
      await page.context().close();
      void mira;
    });
  }

  it("a second user reads nothing private, through supabase-js", async () => {
    const owner = await createConfirmedUser(e2e.server, "arc-owner");
    const secret = await seedItem(e2e.server, owner.id, { kind: "character", name: "Hidden Heir", visibility: "private" });
    const [priv] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'arc', 'Secret Arc', '{"template":"blank","acts":[]}') returning id`,
      [owner.id],
    );
    const [pub] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, visibility, data) values ($1, 'campaign', 'Open Table', 'public', '{"sessions":[],"quests":[]}') returning id`,
      [owner.id],
    );
    await sql(`insert into public.story_document_notes (document_id, owner_id, notes) values ($1, $2, 'the twist')`, [pub!.id, owner.id]);
    await sql(`insert into public.story_links (document_id, item_id, owner_id, anchor) values ($1, $3, $4, 'pc'), ($2, $3, $4, 'b1')`, [
      pub!.id,
      priv!.id,
      secret,
      owner.id,
    ]);

    const other: TestUser = await createConfirmedUser(e2e.server, "arc-other");
    const signedInClient = createClient(e2e.baseURL, e2e.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { error: signInError } = await signedInClient.auth.signInWithPassword({ email: other.email, password: other.password });
    expect(signInError).toBeNull();
    const anon = createClient(e2e.baseURL, e2e.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    for (const client of [signedInClient, anon]) {
      const docs = await client.from("story_documents").select("title").eq("owner_id", owner.id);
      expect(docs.data?.map((r) => r.title)).toEqual(["Open Table"]);
      expect((await client.from("story_documents").select("id").eq("id", priv!.id)).data ?? []).toEqual([]);
      expect((await client.from("story_document_notes").select("notes")).data ?? []).toEqual([]);
      expect((await client.from("story_links").select("anchor").eq("owner_id", owner.id)).data ?? []).toEqual([]);
      // Nor can they write to it.
      await client.from("story_documents").update({ title: "Hijacked" }).eq("id", pub!.id);
    }
    expect((await sql(`select title from public.story_documents where id = $1`, [pub!.id]))[0]!.title).toBe("Open Table");

    // In the app: the private arc's addresses show nothing of it.
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, other);
    await gotoApp(page, `/story-elements/arcs-campaigns/${priv!.id}`);
    await page.getByRole("heading", { name: "No such arc of yours" }).waitFor();
    await gotoApp(page, `/browse/arcs-campaigns/${priv!.id}`);
    await page.getByRole("heading", { name: "No such published arc or campaign" }).waitFor();
    expect(await page.getByText("Secret Arc").count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it("shows unreadable data as an error and never saves over it; deletes with Undo (1280 px)", async () => {
    const { user, page } = await signedIn(DESKTOP);
    const bad = { acts: [{ id: "a", title: 7 }], mine: "keep" };
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'arc', 'Broken Arc', $2) returning id`,
      [user.id, JSON.stringify(bad)],
    );
    await gotoApp(page, "/story-elements/arcs-campaigns");
    await page.getByText("The arc's data could not be read").waitFor();
    await page.getByRole("link", { name: "Broken Arc" }).click();
    await page.getByRole("heading", { name: "“Broken Arc” could not be read" }).waitFor();
    await page.getByText("The stored data").click();
    await page.getByText('"mine": "keep"').waitFor();
    await expectAccessible(page);
    await screenshot(page, "story-arcs-unreadable-1280");
    expect(await docData(doc!.id)).toEqual(bad);

    // Delete from the list, then Undo.
    await gotoApp(page, "/story-elements/arcs-campaigns");
    await page.getByRole("button", { name: "Actions for Broken Arc" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await toast(page, "Moved “Broken Arc” to trash").getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await sql(`select deleted_at from public.story_documents where id = $1`, [doc!.id]))[0]!.deleted_at).toBeNull();
    await page.getByRole("link", { name: "Broken Arc" }).waitFor();
    expect(await docData(doc!.id)).toEqual(bad);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
