// /admin in Chromium at 375 and 1280 px: an admin finds a user, bans them (the user's open session
// ends and signing in is refused with "User is banned"), sees the entry in the audit log, and the
// moderation queue and figures render; no sideways scroll, axe clean.
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

const e2e = useE2E();

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const errorToast = (page: Page, text: string) => page.locator('[data-radix-toast][data-variant="destructive"]').filter({ hasText: text }).first();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("admin", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`bans a user who then cannot sign in; the audit log shows it (${label} px)`, async () => {
      const admin = await createAdmin(e2e.server);
      const victim = await createConfirmedUser(e2e.server, `victim${label}`);
      // A reported forum post, so the moderation queue has something.
      const [{ id: post }] = (await sql<{ id: string }>(
        `with t as (insert into public.forum_threads (category_id, author_id, title) values ('help', $1, 'Cheap pills ${label}') returning id)
         insert into public.forum_posts (thread_id, author_id, body) select id, $1, 'Buy cheap pills now' from t returning id`,
        [victim.id],
      )) as [{ id: string }];
      await sql(`insert into public.forum_reports (post_id, reporter_id, reason) values ($1, $2, 'Spam')`, [post, admin.id]);

      // The victim is signed in elsewhere.
      const victimPage = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(victimPage, "/");
      await signInViaDialog(victimPage, victim);
      expect(await sql(`select 1 from auth.sessions where user_id = $1`, [victim.id])).toHaveLength(1);

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, admin);
      await gotoApp(page, "/admin");
      expect(await page.title()).toBe("Admin");
      await page.getByRole("tab", { name: "Users" }).waitFor();
      await page.getByRole("searchbox", { name: "Search users" }).fill(victim.email);
      const actions = page.getByRole("button", { name: `Actions for ${victim.email}` }).filter({ visible: true });
      await actions.waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `admin-users-${label}`);

      // Details of one account.
      await actions.click();
      await page.getByRole("menuitem", { name: "Details" }).click();
      const details = page.getByRole("dialog", { name: victim.email });
      await details.getByText(victim.id).waitFor();
      await page.keyboard.press("Escape");
      await details.waitFor({ state: "detached" });

      await actions.click();
      await page.getByRole("menuitem", { name: "Ban…" }).click();
      const dialog = page.getByRole("dialog", { name: `Ban ${victim.email}` });
      await dialog.getByLabel("Reason (kept in the audit log)").fill(`Spam in the forum (${label})`);
      await screenshot(page, `admin-ban-dialog-${label}`);
      await dialog.getByRole("button", { name: "Ban", exact: true }).click();
      await toast(page, `${victim.email} is banned`).waitFor();
      await page
        .getByText(/Banned until/)
        .filter({ visible: true })
        .waitFor();
      expect(await sql(`select 1 from auth.sessions where user_id = $1`, [victim.id])).toEqual([]);

      // The banned user cannot sign in again.
      const again = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(again, "/");
      await again.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
      const signIn = again.getByRole("dialog");
      await signIn.getByLabel("Email").fill(victim.email);
      await signIn.getByLabel("Password", { exact: true }).fill(victim.password);
      await signIn.getByRole("button", { name: "Sign In", exact: true }).click();
      await errorToast(again, "User is banned").waitFor();
      await again.context().close();
      await victimPage.context().close();

      // The audit log has the entry.
      await page.getByRole("tab", { name: "Audit log" }).click();
      const entry = page
        .getByRole("region", { name: "Audit log" })
        .getByRole("listitem")
        .filter({ hasText: `Spam in the forum (${label})` });
      await entry.waitFor();
      expect(await entry.textContent()).toContain("Banned");
      expect(await entry.textContent()).toContain(admin.email);
      await expectAccessible(page);
      await screenshot(page, `admin-audit-${label}`);

      // Moderation: hide the reported post with a reason.
      await page.getByRole("tab", { name: "Moderation" }).click();
      const card = page.getByRole("listitem").filter({ hasText: `Cheap pills ${label}` });
      await card.waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `admin-moderation-${label}`);
      await card.getByRole("button", { name: "Hide post…" }).click();
      const hide = page.getByRole("dialog", { name: "Hide this post" });
      await hide.getByLabel("Reason the author sees").fill("Advertising");
      await hide.getByRole("button", { name: "Hide", exact: true }).click();
      await toast(page, "Post hidden").waitFor();
      await card.waitFor({ state: "detached" });
      expect(await sql(`select hidden_reason from public.forum_posts where id = $1`, [post])).toEqual([{ hidden_reason: "Advertising" }]);

      // Figures: the charts load with the tab.
      await page.getByRole("tab", { name: "Figures" }).click();
      await page.getByText("Sign-ups per day").waitFor();
      await page.locator(".recharts-surface").first().waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `admin-figures-${label}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 90_000);
  }
});
