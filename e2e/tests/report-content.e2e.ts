// Reporting public work in Chromium: a reader reports a public item and a published story from
// their pages; a visitor is asked to sign in; the author sees no Report button; the report reaches
// the admin's Moderation queue, where unpublishing makes the item private and the author is told why.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAdmin, createConfirmedUser, expectAccessible, gotoApp, MOBILE, newPage, signInViaDialog, useE2E, DESKTOP } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

describe("Reporting public work", () => {
  it("a reader reports an item and a story; the admin unpublishes the item from the queue", async () => {
    const author = await createConfirmedUser(e2e.server, "author");
    const item = await seedItem(e2e.server, author.id, { kind: "character", name: "Spammy McSpamface", visibility: "public" });
    const [doc] = await sql<{ id: string }>(
      `insert into public.story_documents (owner_id, tool, title, visibility) values ($1, 'story', 'Buy Cheap Scrolls', 'public') returning id`,
      [author.id],
    );

    // A visitor is asked to sign in first.
    const visitor = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(visitor, `/browse/item/${item}`);
    await visitor.getByRole("button", { name: "Report" }).click();
    await visitor.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
    await visitor.context().close();

    // A reader reports both; a second report of the same item is not counted twice.
    const reader = await createConfirmedUser(e2e.server, "reader");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, reader);
    await gotoApp(page, `/browse/item/${item}`);
    await page.getByRole("button", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report “Spammy McSpamface”" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await toast(page, "Say what is wrong").waitFor();
    await dialog.getByLabel("Reason").fill("Advertising, not a character");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await toast(page, "Thanks for the report").waitFor();
    await page.getByRole("button", { name: "Report" }).click();
    await page.getByRole("dialog", { name: "Report “Spammy McSpamface”" }).getByLabel("Reason").fill("Again");
    await page.getByRole("dialog", { name: "Report “Spammy McSpamface”" }).getByRole("button", { name: "Send report" }).click();
    await toast(page, "You have already reported this").waitFor();
    await gotoApp(page, `/browse/stories/${doc!.id}`);
    await page.getByRole("button", { name: "Report" }).click();
    await page.getByRole("dialog", { name: "Report “Buy Cheap Scrolls”" }).getByLabel("Reason").fill("Spam story");
    await page.getByRole("dialog", { name: "Report “Buy Cheap Scrolls”" }).getByRole("button", { name: "Send report" }).click();
    await toast(page, "Thanks for the report").waitFor();
    expect(await sql(`select target_type, reason from public.content_reports order by target_type`)).toEqual([
      { target_type: "item", reason: "Advertising, not a character" },
      { target_type: "story_document", reason: "Spam story" },
    ]);
    expect(page.errors).toEqual([]);
    await page.context().close();

    // The author sees no Report button on their own work.
    const own = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(own, "/");
    await signInViaDialog(own, author);
    await gotoApp(own, `/browse/item/${item}`);
    await own.getByText("Spammy McSpamface").first().waitFor();
    expect(await own.getByRole("button", { name: "Report" }).count()).toBe(0);
    await own.context().close();

    // The admin sees both in the queue and unpublishes the item.
    const admin = await createAdmin(e2e.server);
    const ap = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(ap, "/");
    await signInViaDialog(ap, admin);
    await gotoApp(ap, "/admin?tab=moderation");
    const card = ap.getByRole("listitem").filter({ hasText: "Spammy McSpamface" });
    await card.getByText("“Advertising, not a character”").waitFor();
    await ap.getByRole("listitem").filter({ hasText: "Buy Cheap Scrolls" }).getByText("“Spam story”").waitFor();
    await card.getByRole("button", { name: "Unpublish…" }).click();
    const unpublish = ap.getByRole("dialog").filter({ hasText: "Reason the author sees" });
    await unpublish.getByLabel("Reason the author sees").fill("Advertising");
    await unpublish.getByRole("button", { name: "Unpublish", exact: true }).click();
    // While the dialog is open the page behind it is aria-hidden, so the card's role locator finds
    // nothing even before the request ends: wait for the answer's toast and the dialog to close.
    await toast(ap, "Unpublished; the author was told why").waitFor();
    await unpublish.waitFor({ state: "detached" });
    await card.waitFor({ state: "detached" });
    expect(await sql(`select visibility from public.content_items where id = $1`, [item])).toEqual([{ visibility: "private" }]);
    expect(ap.errors).toEqual([]);
    await ap.context().close();

    // The author is told, with the reason, in the notifications menu.
    const told = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(told, "/");
    await signInViaDialog(told, author);
    await told.getByRole("button", { name: "Notifications, 1 unread" }).click();
    const notice = told.getByRole("menuitem", { name: /A moderator unpublished your library item/ });
    await notice.getByText("Reason: “Advertising”", { exact: false }).waitFor();
    await notice.click();
    await told.waitForURL(new RegExp(`/my-content/${item}$`));
    await told.getByRole("button", { name: "Notifications, 0 unread" }).waitFor();
    expect(told.errors).toEqual([]);
    await told.context().close();
  }, 150_000); // four people in turn; a busy CI machine needs more than the default minute
});
