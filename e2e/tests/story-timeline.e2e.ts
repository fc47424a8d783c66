// Timeline Creator in Chromium at 375 and 1280 px: create a timeline dated in a saved calendar,
// add an event with the editor (with a date the calendar refuses first), link library items, pull
// in a dated event-generator item, reload and find both, zoom and open an event from the keyboard,
// publish and read it as a visitor under /browse/timelines (without the private item), and a
// second user reads nothing of a private timeline.
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
  type E2EServer,
} from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const saved = (page: Page) => page.locator('[data-save-state="saved"]').waitFor();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Three months of 40, 41 and 9 days, no leap years, one era from year 1: 90 days a year.
const SYSTEM = {
  type: "calendar",
  name: "Reckoning of Ash",
  months: [
    { name: "Ashmoon", days: 40 },
    { name: "Saltmark", days: 41 },
    { name: "Vinewake", days: 9 },
  ],
  weekdays: ["Oneday", "Twoday", "Threeday"],
  weekdayOffset: 0,
  leap: null,
  moons: [],
  seasons: [],
  eras: [{ name: "Rising Sun", abbr: "RS", start: 1 }],
  epoch: "the Founding",
  holidays: [],
  today: { year: 1300, month: 1, day: 1 },
};

async function seedWorld(server: E2EServer, ownerId: string) {
  const q = (sqlText: string, params: unknown[]) => server.ctx.db.query<{ id: string }>(sqlText, params);
  const cal = await q(`insert into public.content_items (owner_id, kind, name, data) values ($1, 'calendar', 'Reckoning of Ash', $2) returning id`, [
    ownerId,
    JSON.stringify({ kind: "calendar", name: "Reckoning of Ash", fields: [], system: SYSTEM }),
  ]);
  const calId = cal.rows[0]!.id;
  const event = {
    kind: "event",
    name: "The Burning of Thornmere",
    fields: [
      { key: "calendar", label: "Calendar", value: { type: "link", link: { id: calId, kind: "calendar", name: "Reckoning of Ash" }, meta: SYSTEM } },
      // Year 1100, Ashmoon 3: 1099 * 90 + 2 days after day 0.
      { key: "date", label: "Date", value: { type: "date", date: { year: 1100, month: 1, day: 3, dayCount: 98912, text: "Twoday, 3rd of Ashmoon, 1100 RS" } } },
    ],
  };
  await q(
    `insert into public.content_items (owner_id, kind, name, summary, data) values ($1, 'event', 'The Burning of Thornmere', 'The town burned for three days.', $2) returning id`,
    [ownerId, JSON.stringify(event)],
  );
  const aldric = await seedItem(server, ownerId, { kind: "character", name: "Aldric Vane", visibility: "public" });
  await seedItem(server, ownerId, { kind: "character", name: "Brena Hollow", visibility: "private" });
  return { aldric };
}

describe("Timeline Creator", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`builds a timeline in a saved calendar and shows it to visitors (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "tl");
      const { aldric } = await seedWorld(e2e.server, user.id);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);

      await gotoApp(page, "/story-elements/timeline");
      await page.getByRole("heading", { name: "No timelines yet" }).waitFor();
      await page.getByRole("button", { name: "New timeline" }).first().click();
      await page.waitForURL(/\/story-elements\/timeline\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      await page.getByLabel("Name", { exact: true }).fill("Chronicle of the Vale");
      await saved(page);

      // Dated in the saved calendar.
      await page.getByRole("button", { name: "Calendar, lanes and eras" }).click();
      await page.getByRole("combobox", { name: "Calendar" }).selectOption({ label: "Reckoning of Ash" });
      await toast(page, "Dated in Reckoning of Ash now").waitFor();
      await page.getByLabel("Era name").fill("The Long Winter");
      await page.getByLabel("Era begins in year").fill("1210");
      await page.getByLabel("Era ends in year").fill("1200");
      await page.getByRole("button", { name: "Add era" }).click();
      await page.getByText("An era ends after it begins.").waitFor();
      await page.getByLabel("Era ends in year").fill("1230");
      await page.getByRole("button", { name: "Add era" }).click();
      await page.getByText("The Long Winter").first().waitFor();
      await page.getByRole("button", { name: "Calendar, lanes and eras" }).click();

      // An event from the editor; a day the month does not have is refused with a message.
      await page.getByRole("button", { name: "Add event" }).click();
      const panel = page.getByTestId("event-panel");
      await panel.getByLabel("Title").fill("Battle of Harrowgate");
      await panel.getByLabel("Year").fill("1215");
      await panel.getByLabel("Month").selectOption({ label: "Vinewake" });
      await panel.getByLabel("Day").selectOption("5");
      await panel.getByLabel("Year").fill("");
      await panel.getByText("Enter a year.").waitFor();
      await panel.getByLabel("Year").fill("1215");
      await panel.getByText("1215 RS").waitFor();
      await panel.getByLabel("Importance").selectOption({ label: "Major" });
      // Link two library items to the event.
      await panel.getByRole("button", { name: "Link from your library" }).click();
      const dialog = page.getByRole("dialog", { name: "Link from your library" });
      for (const n of ["Aldric Vane", "Brena Hollow"]) {
        await dialog.getByRole("button", { name: `Link ${n}` }).click();
        await dialog.getByRole("button", { name: `${n} is linked` }).waitFor();
      }
      await dialog.getByRole("button", { name: "Done" }).click();
      await panel.getByRole("list", { name: "Linked items" }).getByRole("link", { name: "Aldric Vane" }).waitFor();
      await saved(page);

      // Pull in the dated event saved from the event generator.
      await page.getByRole("button", { name: "Pull in dated things" }).click();
      const pull = page.getByRole("dialog", { name: "Pull in dated things" });
      await pull.getByText("3 Ashmoon 1100 RS").waitFor();
      await pull.getByRole("button", { name: "Add 1 event" }).click();
      await toast(page, "Pulled in 1 event").waitFor();
      await saved(page);
      // A lane per linked character: the battle goes to the first (Aldric's).
      await page.getByRole("button", { name: "Calendar, lanes and eras" }).click();
      await page.getByRole("button", { name: "A lane per linked character, faction or place (2)" }).click();
      await toast(page, "Added 2 lanes").waitFor();
      await page.getByRole("textbox", { name: "Lane name: Aldric Vane" }).waitFor();
      await page.getByRole("button", { name: "Calendar, lanes and eras" }).click();
      await saved(page);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `story-timeline-editor-${label}`);

      // Reload: both events, in date order, in the list view.
      await page.reload();
      await page.getByRole("button", { name: "List" }).click();
      const list = page.getByRole("list", { name: "Events in date order" });
      await expect
        .poll(() => list.locator(":scope > li").allInnerTexts())
        .toEqual([expect.stringContaining("The Burning of Thornmere"), expect.stringContaining("Battle of Harrowgate")]);
      await list.getByText("5 Vinewake 1215 RS · The Long Winter · Aldric Vane").waitFor();
      const [row] = await sql<{ data: { events: { title: string; start: number; importance: number }[]; calendar: { kind: string } } }>(
        `select data from public.story_documents where id = $1`,
        [id],
      );
      expect(row!.data.calendar.kind).toBe("item");
      // Lanes made from items store no names: the private character's never reaches the published row.
      expect(JSON.stringify(row!.data)).not.toContain("Brena Hollow");
      const battle = row!.data.events.find((e) => e.title === "Battle of Harrowgate")!;
      expect(battle.start).toBe(1214 * 90 + 40 + 41 + 4);
      expect(battle.importance).toBe(3);
      expect(row!.data.events.find((e) => e.title === "The Burning of Thornmere")!.start).toBe(98912);
      const links = await sql<{ item_id: string; anchor: string }>(`select item_id, anchor from public.story_links where document_id = $1`, [id]);
      expect(links.filter((l) => l.item_id === aldric).map((l) => l.anchor)).toEqual([expect.stringMatching(/^event:/)]);
      expect(links).toHaveLength(3);
      await expectAccessible(page);
      if (label === "375") await screenshot(page, `story-timeline-list-${label}`);

      // The axis from the keyboard: + zooms in, Tab reaches an event, Enter opens it.
      await page.getByRole("button", { name: "Axis" }).click();
      const axis = page.getByTestId("timeline-axis");
      await axis.locator("[data-event-id]").first().waitFor();
      const range = page.getByTestId("timeline-range");
      const before = await range.innerText();
      await axis.focus();
      await page.keyboard.press("+");
      await expect.poll(() => range.innerText()).not.toBe(before);
      await page.keyboard.press("-");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.getByLabel("Title").inputValue()).toMatch(/Battle of Harrowgate|The Burning of Thornmere/);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `story-timeline-axis-${label}`);

      // Publish; a visitor finds it under /browse/timelines, without the private item.
      await page.getByRole("button", { name: "Publish" }).click();
      await toast(page, "Published").waitFor();
      await expect.poll(async () => (await sql(`select visibility from public.story_documents where id = $1`, [id]))[0]!.visibility).toBe("public");
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/browse/timelines");
      await visitor.locator(`a[href="/browse/timelines/${id}"]`).click();
      await visitor.getByRole("heading", { name: "Chronicle of the Vale", level: 1 }).waitFor();
      await visitor.getByRole("button", { name: "List" }).click();
      await visitor.getByRole("button", { name: /Battle of Harrowgate/ }).click();
      await visitor.getByRole("list", { name: "Linked items" }).getByRole("link", { name: "Aldric Vane" }).waitFor();
      expect(await visitor.getByText("Brena Hollow").count()).toBe(0);
      // On the axis, the lane made from the private character is not named after her.
      await visitor.getByRole("button", { name: "Axis" }).click();
      await visitor.getByRole("region", { name: "Lane Aldric Vane" }).waitFor();
      await visitor.getByRole("region", { name: "Lane Another lane" }).waitFor();
      expect(await visitor.getByText("Brena Hollow").count()).toBe(0);
      expect(await noSideScroll(visitor)).toBe(true);
      await expectAccessible(visitor);
      await screenshot(visitor, `story-timeline-public-${label}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context().close();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("pulls in births and deaths from a family tree, unticked until chosen, linked to the library character", async () => {
    const user = await createConfirmedUser(e2e.server, "tl-family");
    const mara = await seedItem(e2e.server, user.id, { kind: "character", name: "Mara Quell", visibility: "private" });
    const family = {
      people: [
        { id: "p1", itemId: null, name: "Old Tom", born: 1150, died: 1210, note: "" },
        { id: "p2", itemId: mara, name: "", born: 1190, bornOn: { month: 6, day: 15 }, died: null, note: "" },
      ],
      parents: [{ child: "p2", parent: "p1", type: "biological" }],
      partnerships: [],
      today: null,
    };
    await sql(`insert into public.story_documents (owner_id, tool, title, data) values ($1, 'family-tree', 'House Quell', $2)`, [
      user.id,
      JSON.stringify(family),
    ]);
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'timeline', 'The Quell Years', $2) returning id`,
      [user.id, JSON.stringify({ calendar: { kind: "gregorian" }, lanes: [], eras: [], events: [] })],
    );
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, `/story-elements/timeline/${doc!.id}`);
    await page.getByRole("button", { name: "Pull in dated things" }).click();
    const pull = page.getByRole("dialog", { name: "Pull in dated things" });
    const births = pull.getByRole("list", { name: "Births and deaths in your family trees" });
    await expect
      .poll(() => births.locator("li").allInnerTexts())
      .toEqual([expect.stringContaining("Birth of Old Tom"), expect.stringContaining("Birth of Mara Quell"), expect.stringContaining("Death of Old Tom")]);
    expect(await pull.getByRole("button", { name: /^Add/ }).isDisabled()).toBe(true);
    // A full date in the tree is pulled in on its day; a year alone on the first day of its year.
    await births.getByText("15 June 1190 · House Quell").waitFor();
    await births.getByText("1210 · House Quell").waitFor();
    await births.getByLabel(/Birth of Mara Quell/).check();
    await births.getByLabel(/Death of Old Tom/).check();
    await expectAccessible(page);
    await pull.getByRole("button", { name: "Add 2 events" }).click();
    await toast(page, "Pulled in 2 events").waitFor();
    await saved(page);
    await expect
      .poll(async () =>
        (
          await sql<{ data: { events: { title: string; source: string }[] } }>(`select data from public.story_documents where id = $1`, [doc!.id])
        )[0]!.data.events
          .map((e) => e.title)
          .sort(),
      )
      .toEqual(["Birth of Mara Quell", "Death of Old Tom"]);
    const dayOf = (y: number, m: number, d: number) => {
      const at = new Date(0);
      at.setUTCFullYear(y, m - 1, d);
      const first = new Date(0);
      first.setUTCFullYear(1, 0, 1);
      return Math.round((at.getTime() - first.getTime()) / 86_400_000);
    };
    const starts = (await sql<{ data: { events: { title: string; start: number }[] } }>(`select data from public.story_documents where id = $1`, [doc!.id]))[0]!
      .data.events;
    expect(Object.fromEntries(starts.map((e) => [e.title, e.start]))).toEqual({
      "Birth of Mara Quell": dayOf(1190, 6, 15),
      "Death of Old Tom": dayOf(1210, 1, 1),
    });
    await expect
      .poll(async () => (await sql<{ item_id: string }>(`select item_id from public.story_links where document_id = $1`, [doc!.id])).map((r) => r.item_id))
      .toEqual([mara]);
    // Offered again, they show as already there.
    await page.getByRole("button", { name: "Pull in dated things" }).click();
    await expect.poll(() => births.getByText("Already on this timeline").count()).toBe(2);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("10,000 events: only those in view are drawn, and the axis zooms from centuries down to days", async () => {
    const user = await createConfirmedUser(e2e.server, "tl-big");
    // Gregorian, one event every ~11 days from 1 January 1700 (day 620,550), a fifth of them spans.
    const events = Array.from({ length: 10_000 }, (_, i) => ({
      id: `e${i}`,
      title: `Event ${i}`,
      start: 620550 + i * 11,
      end: i % 5 === 0 ? 620550 + i * 11 + 40 : null,
      lane: i % 3 === 0 ? "l1" : null,
      color: "blue",
    }));
    const data = JSON.stringify({
      calendar: { kind: "gregorian" },
      lanes: [{ id: "l1", name: "The Crown" }],
      eras: [{ id: "a", name: "The Long Peace", start: 620550, end: 660000, color: "green" }],
      events,
    });
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'timeline', 'Ten Thousand Days', $2) returning id`,
      [user.id, data],
    );
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, `/story-elements/timeline/${doc!.id}`);
    const axis = page.getByTestId("timeline-axis");
    await axis.locator("[data-event-id]").first().waitFor();
    expect(await axis.locator("[data-event-id]").count()).toBeLessThan(700);
    await page.getByText(/of 10,000 events in view/).waitFor();
    await screenshot(page, "story-timeline-dense-1280");
    const range = page.getByTestId("timeline-range");
    await axis.focus();
    const started = Date.now();
    for (let i = 0; i < 22; i++) {
      const before = await range.innerText();
      await page.keyboard.press("+");
      await expect.poll(() => range.innerText()).not.toBe(before);
    }
    console.log(`22 zoom steps over 10,000 events: ${Date.now() - started} ms`);
    // Down to days: the ticks are day numbers, the 1st of a month named.
    const labels = await axis.locator("[aria-hidden=true] span.whitespace-nowrap").allInnerTexts();
    expect(labels.some((l) => /^\d{1,2}$/.test(l))).toBe(true);
    expect(await axis.locator("[data-event-id]").count()).toBeLessThan(60);
    await page.keyboard.press("ArrowRight");
    await screenshot(page, "story-timeline-days-1280");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("a second user reads nothing of a private timeline", async () => {
    const owner = await createConfirmedUser(e2e.server, "tl-owner");
    const data = JSON.stringify({
      calendar: { kind: "gregorian" },
      lanes: [],
      eras: [],
      events: [{ id: "e1", title: "The secret coronation", start: 700000, end: null }],
    });
    const [priv] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, data) values ($1, 'timeline', 'Hidden Chronicle', $2) returning id`,
      [owner.id, data],
    );
    const other = await createConfirmedUser(e2e.server, "tl-other");
    const res = await fetch(`${e2e.baseURL}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    for (const t of [token, undefined]) {
      const r = await fetch(`${e2e.baseURL}/rest/v1/story_documents?select=id,data&id=eq.${priv!.id}`, {
        headers: { apikey: e2e.server.anonKey, ...(t ? { authorization: `Bearer ${t}` } : {}) },
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual([]);
    }
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, other);
    await gotoApp(page, `/story-elements/timeline/${priv!.id}`);
    await page.getByRole("heading", { name: "No such timeline of yours" }).waitFor();
    await gotoApp(page, `/browse/timelines/${priv!.id}`);
    await page.getByRole("heading", { name: "No such published timeline" }).waitFor();
    expect(await page.getByText("The secret coronation").count()).toBe(0);
    await gotoApp(page, "/browse/timelines");
    // Whatever the other tests published is listed; the private one is not.
    await page
      .getByRole("list", { name: "Published timelines" })
      .or(page.getByRole("heading", { name: "No published timelines yet" }))
      .waitFor();
    expect(await page.getByText("Hidden Chronicle").count()).toBe(0);
    await page.context().close();
  });
});
