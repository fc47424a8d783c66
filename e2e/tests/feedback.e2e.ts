// The Feedback board in Chromium at 375 and 1280 px: a visitor reads the board and What's new; a
// user posts an idea (similar posts shown while typing) and votes — twice counts once, also by a
// direct request; an admin sets a status with a public note and merges a duplicate, and the
// totals stay right (a voter of both counts once).
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
import { sessionOf } from "./forum-seed.js";

const e2e = useE2E();
const db = () => e2e.server.ctx.db;
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function seedPost(
  author: string,
  title: string,
  opts: { type?: string; body?: string; voters?: string[]; doneAt?: string; note?: string } = {},
): Promise<string> {
  const r = await db().query<{ id: string }>(`insert into public.feedback_posts (author_id, type, title, body) values ($1, $2, $3, $4) returning id`, [
    author,
    opts.type ?? "idea",
    title,
    opts.body ?? "",
  ]);
  const id = r.rows[0]!.id;
  for (const v of opts.voters ?? []) await db().query(`insert into public.feedback_votes (post_id, user_id) values ($1, $2)`, [id, v]);
  if (opts.doneAt)
    await db().query(`update public.feedback_posts set status = 'done', done_at = $2, status_note = $3 where id = $1`, [id, opts.doneAt, opts.note ?? null]);
  return id;
}
const votesOf = async (id: string) => (await db().query<{ n: number }>(`select vote_count as n from public.feedback_posts where id = $1`, [id])).rows[0]!.n;

describe("Feedback", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`a visitor reads; a user posts with similar posts shown, and a second vote counts once (${label} px)`, async () => {
      const ann = await createConfirmedUser(e2e.server, "ann");
      const bo = await createConfirmedUser(e2e.server, "bo");
      const tag = `w${label}`;
      await seedPost(ann.id, `Export maps as SVG ${tag}`, { voters: [ann.id, bo.id] });
      await seedPost(ann.id, `Timeline zoom ${tag}`, { doneAt: "2026-10-12T10:00:00Z", note: "Shipped in the October update." });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, `/feedback?q=${tag}`);
      await page.getByRole("heading", { level: 1, name: "Feedback" }).waitFor();
      const list = page.getByRole("list", { name: "Feedback posts" });
      await list.getByRole("link", { name: `Export maps as SVG ${tag}` }).waitFor();
      expect(await list.getByRole("button", { name: `Vote for Export maps as SVG ${tag}, 2 votes` }).innerText()).toBe("2");
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `feedback-board-${label}`);
      await page.getByRole("tab", { name: "What's new" }).click();
      const october = page.getByRole("region", { name: "October 2026" });
      await october.getByRole("link", { name: `Timeline zoom ${tag}` }).waitFor();
      await october
        .getByRole("listitem")
        .filter({ hasText: `Timeline zoom ${tag}` })
        .getByText("Shipped in the October update.")
        .waitFor();
      await expectAccessible(page);
      // A visitor's vote opens the auth dialog and changes nothing.
      await page.getByRole("tab", { name: "Board" }).click();
      await list.getByRole("button", { name: /^Vote for Export maps/ }).click();
      await page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
      await page.context().close();

      const user = await createConfirmedUser(e2e.server, "cy");
      const signed = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(signed, "/");
      await signInViaDialog(signed, user);
      await gotoApp(signed, "/feedback");
      await signed.getByRole("button", { name: "New post" }).click();
      const dialog = signed.getByRole("dialog", { name: "New post" });
      await dialog.getByLabel("Title").fill(`SVG export for maps ${tag}`);
      await dialog
        .getByRole("region", { name: "Similar posts" })
        .getByRole("link", { name: `Export maps as SVG ${tag}` })
        .waitFor();
      await expectAccessible(signed);
      await dialog.getByRole("textbox", { name: "Description" }).fill("With **layers**.");
      await dialog.getByRole("button", { name: "Post", exact: true }).click();
      await signed.getByRole("heading", { level: 1, name: `SVG export for maps ${tag}` }).waitFor();
      await signed.locator("strong", { hasText: "layers" }).waitFor();
      const mine = (await db().query<{ id: string }>(`select id from public.feedback_posts where title = $1`, [`SVG export for maps ${tag}`])).rows[0]!.id;

      const vote = signed.getByRole("button", { name: /^Vote for SVG export for maps/ });
      await vote.click();
      await signed.getByRole("button", { name: `Vote for SVG export for maps ${tag}, 1 vote`, pressed: true }).waitFor();
      await expect.poll(() => votesOf(mine)).toBe(1);
      // A second vote by a direct request is refused by the database and counts nothing.
      const { token, anonKey } = await sessionOf(signed);
      const again = await signed.evaluate(
        async ({ token, anonKey, mine }) =>
          (
            await fetch("/rest/v1/feedback_votes", {
              method: "POST",
              headers: { apikey: anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
              body: JSON.stringify({ post_id: mine }),
            })
          ).status,
        { token, anonKey, mine },
      );
      expect(again).toBe(409);
      expect(await votesOf(mine)).toBe(1);
      await gotoApp(signed, `/feedback/p/${mine}`);
      await signed.getByRole("button", { name: `Vote for SVG export for maps ${tag}, 1 vote`, pressed: true }).waitFor();
      expect(await noSideScroll(signed)).toBe(true);
      await expectAccessible(signed);
      // Clicking again withdraws the vote.
      await signed.getByRole("button", { name: /^Vote for SVG export for maps/ }).click();
      await expect.poll(() => votesOf(mine)).toBe(0);
      // The author edits their post; a too-short title is refused in place.
      await signed.getByRole("button", { name: "Edit post" }).click();
      await signed.getByLabel("Title").fill("SVG");
      await signed.getByRole("button", { name: "Save" }).click();
      await signed.getByRole("alert").filter({ hasText: "A title needs 5 to 120 characters." }).waitFor();
      await signed.getByLabel("Title").fill(`SVG and PNG export for maps ${tag}`);
      await signed.getByRole("button", { name: "Save" }).click();
      await signed.getByRole("heading", { level: 1, name: `SVG and PNG export for maps ${tag}` }).waitFor();
      await signed.context().close();
    });

    it(`a user comments, edits the comment (marked edited), deletes it, undoes, and deletes it for good (${label} px)`, async () => {
      const ann = await createConfirmedUser(e2e.server, "ann");
      const dee = await createConfirmedUser(e2e.server, "dee");
      const postId = await seedPost(ann.id, `Comment threads ${label}`);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, dee);
      await gotoApp(page, `/feedback/p/${postId}`);
      await page.getByRole("textbox", { name: "Your comment" }).fill("First thoughts.");
      await page.getByRole("button", { name: "Post comment" }).click();
      const comments = page.getByRole("list", { name: "Comments" });
      await comments.getByText("First thoughts.").waitFor();
      const bodies = async () =>
        (
          await db().query<{ body: string; edited: boolean }>(`select body, edited_at is not null as edited from public.feedback_comments where post_id = $1`, [
            postId,
          ])
        ).rows;

      await comments.getByRole("button", { name: "Edit comment" }).click();
      const edit = page.getByRole("textbox", { name: "Edit your comment" });
      await edit.fill("   ");
      await page.getByRole("button", { name: "Save comment" }).click();
      await page.getByRole("alert").filter({ hasText: "A comment cannot be empty. Delete it instead." }).waitFor();
      expect(await bodies()).toEqual([{ body: "First thoughts.", edited: false }]);
      await edit.fill("Second thoughts, **better**.");
      await expectAccessible(page);
      await page.getByRole("button", { name: "Save comment" }).click();
      await comments.locator("strong", { hasText: "better" }).waitFor();
      await comments.getByText("· edited").waitFor();
      expect(await bodies()).toEqual([{ body: "Second thoughts, **better**.", edited: true }]);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `feedback-comments-${label}`);

      // Delete, then Undo from the toast: the comment is back and was never removed.
      await comments.getByRole("button", { name: "Delete comment" }).click();
      await page.getByText("No comments yet.").waitFor();
      await page.getByRole("button", { name: "Undo" }).click();
      await comments.getByText("better").waitFor();
      expect(await bodies()).toEqual([{ body: "Second thoughts, **better**.", edited: true }]);
      // Delete again and let the toast go: now it is gone from the database.
      await comments.getByRole("button", { name: "Delete comment" }).click();
      await page.getByText("No comments yet.").waitFor();
      await expect.poll(bodies, { timeout: 15_000 }).toEqual([]);
      await page.reload();
      await page.getByText("No comments yet.").waitFor();
      await page.context().close();
    });

    it(`an admin sets a status with a note and merges a duplicate; totals stay right (${label} px)`, async () => {
      const [a, b, c] = await Promise.all([createConfirmedUser(e2e.server, "a"), createConfirmedUser(e2e.server, "b"), createConfirmedUser(e2e.server, "c")]);
      const admin = await createAdmin(e2e.server);
      const tag = `m${label}`;
      const target = await seedPost(a.id, `Hex grid maps ${tag}`, { voters: [a.id, b.id] });
      const dup = await seedPost(c.id, `Hexagon grid for maps ${tag}`, { voters: [b.id, c.id] });
      await db().query(`insert into public.feedback_comments (post_id, author_id, body) values ($1, $2, 'Yes please')`, [dup, c.id]);

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, admin);
      await gotoApp(page, `/feedback/p/${target}`);
      await page.getByLabel("Status").click();
      await page.getByRole("option", { name: "Planned" }).click();
      await page.getByLabel("Public note").fill("We are drawing the hexes.");
      await page.getByRole("button", { name: "Update status" }).click();
      await page.getByRole("region", { name: "From the team" }).getByText("We are drawing the hexes.").waitFor();
      await expectAccessible(page);

      await gotoApp(page, `/feedback/p/${dup}`);
      await page.getByRole("button", { name: "Merge into another post…" }).click();
      const dialog = page.getByRole("dialog", { name: "Merge this post" });
      await dialog.getByRole("button", { name: `Merge here: Hex grid maps ${tag}` }).click();
      await page
        .getByRole("note")
        .getByRole("link", { name: `Hex grid maps ${tag}` })
        .waitFor();
      await screenshot(page, `feedback-merged-${label}`);
      expect(await votesOf(target)).toBe(3);
      expect(await votesOf(dup)).toBe(0);
      const voters = await db().query<{ user_id: string }>(`select user_id from public.feedback_votes where post_id = $1 order by user_id`, [target]);
      expect(voters.rows.map((r) => r.user_id)).toEqual([a.id, b.id, c.id].sort());
      await page
        .getByRole("note")
        .getByRole("link", { name: `Hex grid maps ${tag}` })
        .click();
      await page.getByRole("button", { name: `Vote for Hex grid maps ${tag}, 3 votes` }).waitFor();
      await page.getByRole("heading", { name: "Comments (1)" }).waitFor();
      await page.getByText("Yes please").waitFor();
      await page.context().close();
    });
  }
});
