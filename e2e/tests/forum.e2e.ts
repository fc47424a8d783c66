// The forum in Chromium at 375 and 1280 px: a visitor reads (categories, threads, posts, profile
// card) and is asked to sign in to take part; a user starts a thread, replies, quotes, likes and
// edits; a second user cannot edit another's post, not even by a direct request; a banned user
// cannot post by any request; a report reaches the admins' queue.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createAdmin,
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
} from "../support/index.js";
import { seedThread, sessionOf } from "./forum-seed.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const db = () => e2e.server.ctx.db;
const post = (page: Page, n: number) => page.getByRole("listitem", { name: `Post ${n}`, exact: true });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function rest(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const { token, anonKey } = await sessionOf(page);
  return page.evaluate(
    async ({ method, path, body, token, anonKey }) => {
      const res = await fetch(`/rest/v1/${path}`, {
        method,
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, "content-type": "application/json", prefer: "return=representation" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body, token, anonKey },
  );
}

describe("Forum", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`a visitor reads categories, threads and posts, and is asked to sign in to take part (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const bob = await createConfirmedUser(e2e.server, "bob");
      const title = `Salt roads ${label}`;
      await seedThread(e2e.server, {
        title,
        posts: [
          { author: alice.id, body: "The **salt roads** cross the Ember Waste.\n\n- wells\n- shrines" },
          { author: bob.id, body: "> The salt roads\n\nCaravans leave every spring." },
        ],
      });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/forum");
      await page.getByRole("heading", { level: 1, name: "Forum" }).waitFor();
      for (const c of ["Announcements", "Worldbuilding", "Generators", "Stories & Writing", "Campaigns & Play", "Help"])
        await page
          .getByRole("link", { name: new RegExp(`^${c}`) })
          .first()
          .waitFor();
      await page.getByRole("list", { name: "Threads" }).getByRole("link", { name: title }).waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `forum-index-${label}`);

      await page
        .getByRole("link", { name: /^Worldbuilding/ })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: "Worldbuilding" }).waitFor();
      await page.getByRole("list", { name: "Threads" }).getByRole("link", { name: title }).waitFor();
      await expectAccessible(page);
      // Full-text search finds the reply by a word of it (stemmed: "caravan" finds "Caravans").
      await gotoApp(page, "/forum/search?q=caravan");
      await page.getByRole("list", { name: "Search results" }).getByRole("link", { name: title }).waitFor();
      expect(await page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ hasText: title }).innerText()).toContain("Reply #2");
      await expectAccessible(page);
      await page.getByRole("list", { name: "Search results" }).getByRole("link", { name: title }).click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await post(page, 1).locator("strong").innerText()).toBe("salt roads");
      expect(await post(page, 1).locator("li").allInnerTexts()).toEqual(["wells", "shrines"]);
      expect(await post(page, 2).locator("blockquote").innerText()).toBe("The salt roads");
      expect(await page.getByRole("button", { name: "Quote" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Edit" }).count()).toBe(0);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `forum-thread-visitor-${label}`);

      // The author's card: name, joined, post count.
      await post(page, 1).getByRole("button", { name: "alice-", exact: false }).click();
      const card = page.getByRole("dialog", { name: /^About alice-/ });
      await card.getByText("Joined", { exact: false }).waitFor();
      await card.getByText("1 post", { exact: true }).waitFor();
      await page.keyboard.press("Escape");

      // Taking part needs an account: the reply area's button opens the auth dialog.
      await page.getByRole("region", { name: "Reply" }).getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
      await page.context().close();
    });

    it(`a user starts a thread, replies, quotes, likes and edits; another user cannot edit it (${label} px)`, async () => {
      const carol = await createConfirmedUser(e2e.server, "carol");
      const dave = await createConfirmedUser(e2e.server, "dave");
      const title = `Naming moons ${label}`;
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, carol);
      await gotoApp(page, "/forum");
      await page.getByRole("button", { name: "New thread" }).first().click();
      await page.getByRole("heading", { level: 1, name: "New thread" }).waitFor();
      await expectAccessible(page);
      // Bad input is refused in place and changes nothing.
      await page.getByRole("button", { name: "Post thread" }).click();
      await page.getByRole("alert").filter({ hasText: "Choose a category." }).waitFor();
      await page.getByLabel("Category").click();
      await page.getByRole("option", { name: "Generators" }).click();
      await page.getByLabel("Title").fill(title);
      await page.getByRole("textbox", { name: "Opening post" }).fill("How do you name *moons*?");
      await page.getByRole("button", { name: "Post thread" }).click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await post(page, 1).locator("em").innerText()).toBe("moons");

      await page.getByRole("textbox", { name: "Your reply" }).fill("After old gods, mostly.");
      await page.getByRole("button", { name: "Post reply" }).click();
      await post(page, 2).getByText("After old gods, mostly.").waitFor();

      await post(page, 1).getByRole("button", { name: "Quote" }).click();
      await expect
        .poll(() => page.getByRole("textbox", { name: "Your reply" }).inputValue())
        .toMatch(/^> \*\*carol-[^*]+\*\* wrote:\n>\n> How do you name \*moons\*\?\n\n$/);
      await page.getByRole("textbox", { name: "Your reply" }).press("End");
      await page.getByRole("textbox", { name: "Your reply" }).pressSequentially("And by their colours.");
      await page.getByRole("button", { name: "Post reply" }).click();
      await post(page, 3).locator("blockquote").waitFor();
      expect(await post(page, 3).locator("blockquote").innerText()).toContain("How do you name moons?");
      expect(await post(page, 3).locator(":scope > div > div > p").last().innerText()).toBe("And by their colours.");

      await post(page, 2).getByRole("button", { name: "Edit" }).click();
      await post(page, 2).getByRole("textbox", { name: "Edit your post" }).fill("After old gods, mostly, and a few kings.");
      await post(page, 2).getByRole("button", { name: "Save edit" }).click();
      await post(page, 2).getByText("After old gods, mostly, and a few kings.").waitFor();
      await post(page, 2).getByText("(edited)").waitFor();
      const revisions = await db().query<{ body: string }>(
        `select r.body from public.forum_post_revisions r join public.forum_posts p on p.id = r.post_id join public.forum_threads t on t.id = p.thread_id where t.title = $1`,
        [title],
      );
      expect(revisions.rows).toEqual([{ body: "After old gods, mostly." }]);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `forum-thread-user-${label}`);
      await page.context().close();

      // Dave likes the opening post (once, however often he clicks), sees no Edit on carol's posts,
      // and a direct request to change one changes nothing.
      const other = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(other, "/");
      await signInViaDialog(other, dave);
      await gotoApp(other, "/forum");
      await other.getByRole("list", { name: "Threads" }).getByRole("link", { name: title }).click();
      await post(other, 1)
        .getByRole("button", { name: /^Like post 1/ })
        .click();
      await post(other, 1).getByRole("button", { name: "Like post 1, 1 like", pressed: true }).waitFor();
      const likes = async () =>
        (
          await db().query<{ n: number }>(
            `select p.like_count as n from public.forum_posts p join public.forum_threads t on t.id = p.thread_id where t.title = $1 and p.number = 1`,
            [title],
          )
        ).rows[0]!.n;
      await expect.poll(likes).toBe(1);
      expect(await other.getByRole("button", { name: "Edit" }).count()).toBe(0);
      const target = (
        await db().query<{ id: string }>(
          `select p.id from public.forum_posts p join public.forum_threads t on t.id = p.thread_id where t.title = $1 and p.number = 2`,
          [title],
        )
      ).rows[0]!.id;
      const res = await rest(other, "PATCH", `forum_posts?id=eq.${target}`, { body: "Dave was here" });
      expect(res).toEqual({ status: 200, json: [] });
      const del = await rest(other, "POST", "rpc/forum_delete_post", { post: target });
      expect(del.status).toBe(403);
      expect(
        (await db().query<{ body: string; deleted_at: string | null }>(`select body, deleted_at from public.forum_posts where id = $1`, [target])).rows[0],
      ).toEqual({
        body: "After old gods, mostly, and a few kings.",
        deleted_at: null,
      });
      await other.context().close();
    });

    it(`@ offers matching people by username or display name; a pick links to their profile and reaches their bell (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const carol = await createConfirmedUser(e2e.server, "carol");
      const bob = await createConfirmedUser(e2e.server, "bob");
      const dana = await createConfirmedUser(e2e.server, "dana");
      const handle = `bob_${label}_${bob.id.slice(0, 4)}`;
      const danaName = `Dana Wave${label}${dana.id.slice(0, 4)}`;
      await db().query(`update public.profiles set username = $2 where id = $1`, [bob.id, handle]);
      // Dana has no username, only a display name (every account made in the sign-up dialog starts so).
      await db().query(`update public.profiles set username = null, display_name = $2 where id = $1`, [dana.id, danaName]);
      const title = `Mentions ${label}`;
      const { id } = await seedThread(e2e.server, { title, posts: [{ author: alice.id, body: "Who knows tides?" }] });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, carol);
      await gotoApp(page, `/forum/t/${id}`);
      const box = page.getByRole("textbox", { name: "Your reply" });
      await box.click();
      await box.pressSequentially(`Ask @bob_${label}`);
      const options = page.getByRole("listbox", { name: "People to mention" });
      await options.getByRole("option", { name: `@${handle}` }).waitFor();
      expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
      await expectAccessible(page);
      await page.keyboard.press("Enter");
      await options.waitFor({ state: "detached" });
      expect(await box.inputValue()).toBe(`Ask [@${handle}](/forum/u/${bob.id}) `);
      // Escape closes the list and leaves the typed text alone.
      await box.pressSequentially("or @wave");
      await options.getByRole("option", { name: danaName }).waitFor();
      await page.keyboard.press("Escape");
      await options.waitFor({ state: "detached" });
      expect(await box.inputValue()).toMatch(/or @wave$/);
      // By a word of the display name; Tab picks. The whole word, so a Dana left by a retried attempt does not match too.
      await box.pressSequentially(`${label}${dana.id.slice(0, 4)}`);
      await options.getByRole("option", { name: danaName }).waitFor();
      await box.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await screenshot(page, `forum-mention-suggestions-${label}`);
      await page.keyboard.press("Tab");
      await options.waitFor({ state: "detached" });
      expect(await box.inputValue()).toBe(`Ask [@${handle}](/forum/u/${bob.id}) or [@${danaName}](/forum/u/${dana.id}) `);
      await box.pressSequentially("— they sail.");
      await page.getByRole("button", { name: "Post reply" }).click();
      const reply = post(page, 2);
      await reply.getByText("they sail.", { exact: false }).waitFor();
      // Each mention is a link to that member's profile page.
      expect(await reply.getByRole("link", { name: `@${handle}`, exact: true }).getAttribute("href")).toBe(`/forum/u/${bob.id}`);
      const danaLink = reply.getByRole("link", { name: `@${danaName}`, exact: true });
      expect(await danaLink.getAttribute("href")).toBe(`/forum/u/${dana.id}`);
      await reply.scrollIntoViewIfNeeded();
      await screenshot(page, `forum-mention-posted-${label}`);
      await danaLink.click();
      await page.waitForURL((u) => u.pathname === `/forum/u/${dana.id}`);
      await page.getByRole("heading", { level: 1, name: danaName }).waitFor();
      await page.getByText("0 posts", { exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe("Forum Member");
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `forum-member-${label}`);
      await page.context().close();
      // Dana, who has no username, was notified like Bob.
      const notified = await db().query<{ user_id: string }>(
        `select n.user_id from public.forum_notifications n join public.forum_posts p on p.id = n.post_id where p.thread_id = $1 and n.kind = 'mention' order by n.user_id`,
        [id],
      );
      expect(notified.rows.map((r) => r.user_id)).toEqual([bob.id, dana.id].sort());

      // Bob sees it from any page: the bell is in the navigation bar.
      const bobPage = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(bobPage, "/");
      await signInViaDialog(bobPage, bob);
      await gotoApp(bobPage, "/dashboard");
      const bell = bobPage.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Notifications, 1 unread" });
      await bell.waitFor();
      expect(await noSideScroll(bobPage)).toBe(true);
      await screenshot(bobPage, `forum-nav-bell-${label}`);
      await bell.click();
      await bobPage.getByRole("menuitem", { name: new RegExp(`^carol-\\w+ mentioned you in “${title}”`) }).click();
      await bobPage.waitForURL(new RegExp(`/forum/t/${id}#post-2$`));
      await post(bobPage, 2).getByText("they sail.", { exact: false }).waitFor();
      await bobPage.getByRole("button", { name: "Notifications, 0 unread" }).waitFor();
      await expectAccessible(bobPage);
      await bobPage.context().close();
    });

    it(`an open thread shows "N new replies" when others post, without a reload (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const bob = await createConfirmedUser(e2e.server, "bob");
      const { id } = await seedThread(e2e.server, { title: `Live ${label}`, posts: [{ author: alice.id, body: "Anyone here?" }] });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/forum/t/${id}`);
      await post(page, 1).waitFor();
      await page.evaluate(() => {
        (window as unknown as { __marker: boolean }).__marker = true;
      });
      for (const body of ["Yes!", "Me too."])
        await db().query(`insert into public.forum_posts (thread_id, author_id, body) values ($1, $2, $3)`, [id, bob.id, body]);
      // The open page polls the thread row; the bar appears without a reload (the marker survives).
      await page.getByRole("button", { name: "2 new replies — show" }).click();
      await post(page, 3).getByText("Me too.").waitFor();
      expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
      await page.context().close();
    });

    it(`a bare link to a public library item renders as a card; a private one stays a link (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const pub = await seedItem(e2e.server, alice.id, {
        kind: "character",
        name: `Mirela Vos ${label}`,
        summary: "A cartographer of drowned coasts.",
        visibility: "public",
      });
      const priv = await seedItem(e2e.server, alice.id, { kind: "character", name: `Secret ${label}`, visibility: "private" });
      const { id } = await seedThread(e2e.server, {
        title: `Embeds ${label}`,
        posts: [
          {
            author: alice.id,
            body: `Meet her:\n\n${e2e.baseURL}/browse/item/${pub}\n\nAnd not him: /browse/item/${priv} [${"private"}](/browse/item/${priv})`,
          },
        ],
      });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/forum/t/${id}`);
      const card = post(page, 1).getByRole("link", { name: new RegExp(`^Mirela Vos ${label}`) });
      await card.getByText("A cartographer of drowned coasts.").waitFor();
      expect(await post(page, 1).getByText(`Secret ${label}`).count()).toBe(0);
      expect(await post(page, 1).getByRole("link", { name: "private" }).getAttribute("href")).toBe(`/browse/item/${priv}`);
      await expectAccessible(page);
      await card.click();
      await page.waitForURL(new RegExp(`/browse/item/${pub}$`));
      await page.context().close();
    });

    it(`a bare link to a published story document renders as a card; an unpublished one stays a link (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const doc = async (tool: string, title: string, visibility: string) =>
        (
          await db().query<{ id: string }>(
            `insert into public.story_documents (owner_id, tool, title, summary, visibility) values ($1, $2, $3, 'Told in salt and rope.', $4) returning id`,
            [alice.id, tool, title, visibility],
          )
        ).rows[0]!.id;
      const pub = await doc("story", `The Drowned Coast ${label}`, "public");
      const priv = await doc("character-group", `Hidden Cabal ${label}`, "private");
      const { id } = await seedThread(e2e.server, {
        title: `Story embeds ${label}`,
        posts: [{ author: alice.id, body: `Read it:\n\n${e2e.baseURL}/browse/stories/${pub}\n\nNot this: ${e2e.baseURL}/browse/character-groups/${priv}` }],
      });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/forum/t/${id}`);
      const card = post(page, 1).getByRole("link", { name: new RegExp(`^The Drowned Coast ${label}`) });
      await card.getByText("Told in salt and rope.").waitFor();
      await card.getByText("story", { exact: true }).waitFor();
      expect(await post(page, 1).getByText(`Hidden Cabal ${label}`).count()).toBe(0);
      const plain = post(page, 1).getByRole("link", { name: `${e2e.baseURL}/browse/character-groups/${priv}` });
      expect(await plain.getAttribute("href")).toBe(`${e2e.baseURL}/browse/character-groups/${priv}`);
      await expectAccessible(page);
      await card.click();
      await page.waitForURL(new RegExp(`/browse/stories/${pub}$`));
      await page.context().close();
    });

    it(`a thread opens where the reader left off, across its pages (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const { id } = await seedThread(e2e.server, {
        title: `Long thread ${label}`,
        posts: Array.from({ length: 25 }, (_, i) => ({ author: alice.id, body: `Chapter ${i + 1} of the saga.` })),
      });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/forum/t/${id}`);
      await post(page, 20).getByText("Chapter 20 of the saga.").waitFor();
      expect(await post(page, 21).count()).toBe(0);
      await gotoApp(page, "/forum");
      await gotoApp(page, `/forum/t/${id}`);
      await page.waitForURL(new RegExp(`/forum/t/${id}\\?page=2#post-21$`));
      await post(page, 21).getByText("Chapter 21 of the saga.").waitFor();
      await expect.poll(() => post(page, 21).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      // Everything read now: the next visit opens at the start.
      await gotoApp(page, `/forum/t/${id}`);
      await post(page, 1).getByText("Chapter 1 of the saga.").waitFor();
      expect(page.url()).toMatch(new RegExp(`/forum/t/${id}$`));
      await page.getByRole("navigation", { name: "Post pages" }).getByRole("button", { name: "Next" }).click();
      await post(page, 25).waitFor();
      await page.context().close();
    });

    it(`a banned user cannot post by any request (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const erin = await createConfirmedUser(e2e.server, "erin");
      const title = `Ban test ${label}`;
      const { id, posts } = await seedThread(e2e.server, {
        title,
        posts: [
          { author: alice.id, body: "Open to all." },
          { author: erin.id, body: "Erin's earlier reply." },
        ],
      });
      await db().query(`insert into public.forum_bans (user_id, until, reason) values ($1, now() + interval '3 days', 'Spam links')`, [erin.id]);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, erin);
      await gotoApp(page, `/forum/t/${id}`);
      await page.getByRole("textbox", { name: "Your reply" }).fill("Buy my potions");
      await page.getByRole("button", { name: "Post reply" }).click();
      await page
        .getByText(/^You are banned from posting until \w+ \d+, \d{4} \d\d:\d\d UTC\.$/)
        .first()
        .waitFor();
      expect(await page.getByRole("textbox", { name: "Your reply" }).inputValue()).toBe("Buy my potions");

      const attempts = [
        await rest(page, "POST", "forum_posts", { thread_id: id, body: "Direct reply" }),
        await rest(page, "POST", "rpc/forum_create_thread", { category: "help", title: "Direct thread", body: "Direct body" }),
        await rest(page, "PATCH", `forum_posts?id=eq.${posts[1]}`, { body: "Direct edit" }),
      ];
      for (const a of attempts) {
        expect(a.status).toBe(403);
        expect((a.json as { message: string }).message).toMatch(/^You are banned from posting until/);
      }
      const erinPosts = await db().query<{ body: string }>(`select body from public.forum_posts where author_id = $1`, [erin.id]);
      expect(erinPosts.rows).toEqual([{ body: "Erin's earlier reply." }]);
      expect((await db().query(`select 1 from public.forum_threads where author_id = $1`, [erin.id])).rows).toEqual([]);
      await page.context().close();
    });

    it(`a report reaches the admins' queue, and the admin resolves it (${label} px)`, async () => {
      const alice = await createConfirmedUser(e2e.server, "alice");
      const frank = await createConfirmedUser(e2e.server, "frank");
      const admin = await createAdmin(e2e.server);
      const title = `Report test ${label}`;
      const reason = `Insults in every line (${label})`;
      const { id } = await seedThread(e2e.server, { title, posts: [{ author: alice.id, body: "You all name moons badly." }] });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, frank);
      await gotoApp(page, `/forum/t/${id}`);
      await post(page, 1).getByRole("button", { name: "More actions for post 1" }).click();
      await page.getByRole("menuitem", { name: "Report" }).click();
      const dialog = page.getByRole("dialog", { name: "Report post #1" });
      await dialog.getByRole("button", { name: "Send report" }).click();
      await dialog.getByRole("alert").filter({ hasText: "Give a reason." }).waitFor();
      await dialog.getByLabel("What is wrong with it?").fill(reason);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Send report" }).click();
      await page.getByText("Report sent to the moderators").waitFor();
      // Visitors and users cannot open the queue.
      await gotoApp(page, "/forum/reports");
      await page.getByRole("heading", { name: "For moderators only" }).waitFor();
      await page.context().close();

      const mod = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(mod, "/");
      await signInViaDialog(mod, admin);
      await gotoApp(mod, "/forum");
      await mod.getByRole("link", { name: "Reports" }).click();
      const queue = mod.getByRole("list", { name: "Open reports" });
      const item = queue.getByRole("listitem").filter({ hasText: reason });
      await item.getByRole("link", { name: title }).waitFor();
      await item.getByText("You all name moons badly.").waitFor();
      expect(await noSideScroll(mod)).toBe(true);
      await expectAccessible(mod);
      await screenshot(mod, `forum-reports-${label}`);
      await item.getByRole("button", { name: "Mark resolved" }).click();
      await item.waitFor({ state: "detached" });
      const row = await db().query<{ status: string; resolved_by: string }>(`select status, resolved_by from public.forum_reports where reason = $1`, [reason]);
      expect(row.rows).toEqual([{ status: "resolved", resolved_by: admin.id }]);

      // The admin pins and locks the thread; then replies close for users.
      await gotoApp(mod, `/forum/t/${id}`);
      await mod.getByRole("button", { name: "Pin", exact: true }).click();
      await mod.getByRole("button", { name: "Lock", exact: true }).click();
      await mod.getByRole("button", { name: "Unlock", exact: true }).waitFor();
      await expect
        .poll(
          async () => (await db().query<{ pinned: boolean; locked: boolean }>(`select pinned, locked from public.forum_threads where id = $1`, [id])).rows[0],
        )
        .toEqual({ pinned: true, locked: true });
      await mod.context().close();
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, "/");
      await signInViaDialog(visitor, frank);
      await gotoApp(visitor, `/forum/t/${id}`);
      await visitor.getByText("This thread is locked: it takes no new replies.").waitFor();
      await visitor.context().close();
    });
  }
});
