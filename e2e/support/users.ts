// Test users: confirmed accounts made through the admin users API with the service-role key, and
// admins flagged by SQL (profiles.is_admin is writable only by the service role or SQL).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { rememberPassword } from "./log-secrets.js";
import type { E2EServer } from "./server.js";

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A confirmed account with a public name, as someone who filled in the sign-up's Display name would
 * have: "<tag>-<8 letters>", which tests match on ("alice-…"), but never the e-mail's prefix (the
 * app would ask for another name). `{ name: null }` makes one that chose none (the app then asks).
 */
export async function createConfirmedUser(server: E2EServer, tag = "user", opts: { name?: string | null } = {}): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const name = opts.name === undefined ? uniqueEmail(tag).split("@")[0]! : opts.name;
  const password = `pw-${randomUUID()}`;
  rememberPassword(password);
  // GoTrue's admin users API (what supabase-js auth.admin.createUser calls).
  const res = await fetch(`${server.url}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password, email_confirm: true, ...(name ? { user_metadata: { display_name: name } } : {}) }),
  });
  const body = (await res.json()) as { id?: string; msg?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(`createUser failed (${res.status}): ${body.msg ?? body.message ?? ""}`);
  return { id: body.id, email, password };
}

export async function createAdmin(server: E2EServer): Promise<TestUser> {
  const user = await createConfirmedUser(server, "admin");
  await setAdmin(server, user.id, true);
  return user;
}

export async function setAdmin(server: E2EServer, userId: string, isAdmin: boolean): Promise<void> {
  const r = await server.ctx.db.query(`update public.profiles set is_admin = $2 where id = $1`, [userId, isAdmin]);
  if (r.affectedRows === 0) await server.ctx.db.query(`insert into public.profiles (id, is_admin) values ($1, $2)`, [userId, isAdmin]);
}

/** Signs in through the auth dialog (opened with the global event) and waits for /create. */
export async function signInViaDialog(page: Page, user: TestUser): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/create$/);
}
