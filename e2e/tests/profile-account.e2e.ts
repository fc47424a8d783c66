// Profile → account in Chromium at 375 and 1280 px: change the password (the current one is
// needed: a wrong one changes nothing), change the e-mail (links go to the new address and the
// current one, and the address changes only once both are opened), sign out everywhere else, and
// delete the account — after which no row and no file of the user is left.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Db } from "../../apps/server/src/db/db.js";
import {
  DESKTOP,
  MOBILE,
  createConfirmedUser,
  expectAccessible,
  gotoApp,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
  waitForMailLink,
  type TestUser,
} from "../support/index.js";

// Every browser and API call here comes from 127.0.0.1: the per-IP auth budget (30 per window by
// default) would run out over the six tests' sign-ins, password checks and links.
const e2e = useE2E(() => ({ RATE_LIMIT_AUTH_PER_IP: "300" }));

/** Rows pointing at the user over every foreign key to auth.users, plus their storage objects. */
async function rowsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const fks = await db.query<{ tbl: string; col: string }>(`
    select format('%I.%I', n.nspname, c.relname) as tbl, a.attname as col
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'auth.users'::regclass`);
  const out: Record<string, number> = {};
  for (const { tbl, col } of fks.rows)
    out[`${tbl}.${col}`] = (await db.query<{ n: number }>(`select count(*)::int as n from ${tbl} where ${col} = $1`, [userId])).rows[0]!.n;
  out["auth.users"] = (await db.query<{ n: number }>(`select count(*)::int as n from auth.users where id = $1`, [userId])).rows[0]!.n;
  out["storage.objects"] = (await db.query<{ n: number }>(`select count(*)::int as n from storage.objects where owner = $1`, [userId])).rows[0]!.n;
  return out;
}

/** A second session for the user, as another device would have. */
async function signInElsewhere(user: TestUser): Promise<void> {
  const res = await fetch(`${e2e.server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
}

const sessions = async (id: string) =>
  (await e2e.server.ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.sessions where user_id = $1`, [id])).rows[0]!.n;

describe("profile account", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`changes password and e-mail, signs out other devices, and deletes the account leaving nothing (${label} px)`, async () => {
      const db = e2e.server.ctx.db;
      const user = await createConfirmedUser(e2e.server, "account");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/profile");
      const signIn = page.getByRole("region", { name: "Sign-in" });
      await signIn.getByLabel("Current password").waitFor();
      const methods = page.getByRole("region", { name: "Ways to sign in" });
      await methods.getByText("E-mail and password").waitFor();
      await methods.getByText("Your only way in").waitFor();

      // Password: a wrong current password is refused; the right one changes it.
      await signIn.getByLabel("Current password").fill("not-my-password");
      await signIn.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
      await signIn.getByLabel("Repeat the new password").fill("a-brand-new-pass");
      await signIn.getByRole("button", { name: "Change password" }).click();
      await signIn.getByRole("alert").getByText("Your current password is not right.").waitFor();
      await signIn.getByLabel("Current password").fill(user.password);
      await signIn.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Password changed").waitFor();
      user.password = "a-brand-new-pass";

      // E-mail: confirmations go to the new address and the current one.
      const newEmail = `new-${user.email}`;
      const emailBox = signIn.getByLabel("New e-mail address", { exact: true });
      await emailBox.fill(newEmail);
      await expect.poll(() => emailBox.inputValue()).toBe(newEmail);
      await signIn.getByRole("button", { name: "Change e-mail" }).click();
      // The card says where the link went (the toast says it too, for 4 s); a refusal would be an alert.
      const outcome = signIn
        .getByRole("status")
        .filter({ hasText: `We sent two links: one to ${newEmail} and one to ${user.email}.` })
        .or(signIn.getByRole("alert"));
      await outcome.first().waitFor();
      expect(await signIn.getByRole("alert").allInnerTexts()).toEqual([]);
      expect(await waitForMailLink(e2e.baseURL, newEmail, /Confirm your new Worldloom e-mail address/)).toContain("/auth/v1/verify");
      expect(await waitForMailLink(e2e.baseURL, user.email, /Confirm the change of your Worldloom e-mail address/)).toContain("/auth/v1/verify");

      // Sessions: the list shows both devices; one is signed out from it, then another one with
      // "Sign out everywhere else"; this one stays.
      await signInElsewhere(user);
      expect(await sessions(user.id)).toBe(2);
      await page.reload();
      const list = page.getByRole("list", { name: "Your sessions" });
      // After a reload on a busy machine the list can take longer than the 1 s poll default.
      await expect.poll(() => list.locator(":scope > li").count(), { timeout: 10_000 }).toBe(2);
      await list.getByText("This device").waitFor();
      await list.getByRole("button", { name: /^Sign out / }).click();
      await page.getByText("Signed out that device").waitFor();
      await expect.poll(() => list.locator(":scope > li").count()).toBe(1);
      expect(await sessions(user.id)).toBe(1);
      await signInElsewhere(user);
      await signIn.getByRole("button", { name: "Sign out everywhere else" }).click();
      await page.getByText("Signed out everywhere else").waitFor();
      expect(await sessions(user.id)).toBe(1);
      await expect.poll(() => list.locator(":scope > li").count()).toBe(1);

      // Something to delete: an avatar file and a library item.
      const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      await page
        .getByRole("region", { name: "Public profile" })
        .getByTestId("avatar-input")
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await page.getByText("Avatar updated").waitFor();
      await db.query(`insert into public.content_items (owner_id, kind, name) values ($1, 'character', 'Mine')`, [user.id]);
      const file = join(e2e.server.ctx.config.storageDir, "avatars", user.id, "avatar.webp");
      expect(existsSync(file)).toBe(true);
      const before = await rowsOf(db, user.id);
      expect([before["auth.users"], before["public.profiles.id"], before["public.content_items.owner_id"], before["storage.objects"]]).toEqual([1, 1, 1, 1]);
      await screenshot(page, `profile-account-${label}`);
      await expectAccessible(page, "profile with account cards");

      // Export everything first: one JSON file with the item and the avatar in it.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export my data" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^worldloom-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        tables: { content_items: { name: string }[] };
        files: { name: string }[];
      };
      expect(exported.tables.content_items.map((r) => r.name)).toEqual(["Mine"]);
      expect(exported.files.map((f) => f.name)).toEqual([`${user.id}/avatar.webp`]);

      // Delete: the button stays off until the e-mail is typed exactly.
      await page.getByRole("button", { name: "Delete account…" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      const confirmBox = dialog.getByLabel(/To confirm, type/);
      await confirmBox.fill("someone@example.com");
      expect(await dialog.getByRole("button", { name: "Delete my account" }).isDisabled()).toBe(true);
      await confirmBox.fill(user.email);
      await screenshot(page, `profile-delete-${label}`);
      await expectAccessible(page, "delete account dialog");
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await page.getByText("Your account was deleted").waitFor();
      await page.waitForURL((u) => u.pathname === "/");

      const after = await rowsOf(db, user.id);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      expect(existsSync(file)).toBe(false);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});

/** Whether the password signs the user in (a fresh sign-in over the API, as another device would). */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  const res = await fetch(`${e2e.server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: e2e.server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status === 200;
}

const emailOf = async (id: string) => (await e2e.server.ctx.db.query<{ email: string }>(`select email from auth.users where id = $1`, [id])).rows[0]!.email;

// docs/security.md "A stolen session cannot take the account": what the Profile page shows of it.
describe("profile: a stolen session cannot take the account", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`refuses a wrong current password and keeps the old one; the right one changes it (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "pwform");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/profile");
      const signIn = page.getByRole("region", { name: "Sign-in" });
      const current = signIn.getByLabel("Current password");
      // The rule is shown on the field, and read with it.
      await signIn.getByText("Needed for a new password, so no one using a device you left signed in can change it.").waitFor();
      expect(await current.getAttribute("aria-describedby")).toBeTruthy();

      await signIn.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
      await signIn.getByLabel("Repeat the new password").fill("a-brand-new-pass");
      await signIn.getByRole("button", { name: "Change password" }).click();
      await signIn.getByRole("alert").getByText("Enter your current password.").waitFor();

      await current.fill("not-my-password");
      await signIn.getByRole("button", { name: "Change password" }).click();
      await signIn.getByRole("alert").getByText("Your current password is not right.").waitFor();
      expect(await passwordWorks(user.email, user.password)).toBe(true);
      expect(await passwordWorks(user.email, "a-brand-new-pass")).toBe(false);
      await screenshot(page, `profile-password-wrong-current-${label}`);
      await expectAccessible(page, "password form with a wrong current password");

      await current.fill(user.password);
      await signIn.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Password changed").waitFor();
      expect(await signIn.getByRole("alert").allInnerTexts()).toEqual([]);
      expect(await passwordWorks(user.email, "a-brand-new-pass")).toBe(true);
      expect(await passwordWorks(user.email, user.password)).toBe(false);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it(`changes the e-mail only once the links to the new and the current address are both opened (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "twolinks");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/profile");
      const signIn = page.getByRole("region", { name: "Sign-in" });
      const newEmail = `moved-${user.email}`;
      const emailBox = signIn.getByLabel("New e-mail address", { exact: true });
      await emailBox.fill(newEmail);
      await expect.poll(() => emailBox.inputValue()).toBe(newEmail);
      await signIn.getByRole("button", { name: "Change e-mail" }).click();
      await signIn.getByRole("status").getByText(`We sent two links: one to ${newEmail} and one to ${user.email}.`).waitFor();
      await screenshot(page, `profile-email-two-links-${label}`);
      const toNew = await waitForMailLink(e2e.baseURL, newEmail, /Confirm your new Worldloom e-mail address/);
      const toCurrent = await waitForMailLink(e2e.baseURL, user.email, /Confirm the change of your Worldloom e-mail address/);

      // The new address's link alone: one confirmation, no change.
      await page.goto(toNew);
      await page.getByText("One of two confirmations done").first().waitFor();
      await page.waitForURL((u) => u.pathname === "/profile" && !u.hash.includes("message"));
      expect(await emailOf(user.id)).toBe(user.email);

      // The current address's link too: the address changes and the page says so.
      await page.goto(toCurrent);
      await page.getByRole("region", { name: "Sign-in" }).getByText(`Now: ${newEmail}`).waitFor();
      expect(await emailOf(user.id)).toBe(newEmail);
      expect(await passwordWorks(newEmail, user.password)).toBe(true);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});
