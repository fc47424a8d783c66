// Anonymous sign-ins (ENABLE_ANONYMOUS_SIGN_INS=true) made permanent, end to end: a visitor's
// script signs in anonymously through supabase-js and saves an item; confirming an e-mail with the
// mailed code and setting a password keeps the same account; then, in Chromium at 375 and 1280 px,
// signing in with that e-mail shows the item in My Content. With the setting off (the default,
// every other e2e file) the server refuses anonymous sign-ins: see apps/server/test/auth.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, readOutbox, signInViaDialog, uniqueEmail, useE2E } from "../support/index.js";

const e2e = useE2E(() => ({ ENABLE_ANONYMOUS_SIGN_INS: "true" }));
const client = () =>
  createClient(e2e.baseURL, e2e.server.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const codeIn = (text: string) => /Or enter this code: (\d{6})/.exec(text)?.[1] ?? /\n\n(\d{6})\n\n/.exec(text)?.[1];

describe("an anonymous visitor becomes a permanent account and keeps what they saved", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`saves anonymously, confirms an e-mail, signs in in the browser and finds the item (${label} px)`, async () => {
      const sb = client();
      const anon = await sb.auth.signInAnonymously();
      expect(anon.error).toBeNull();
      const id = anon.data.user!.id;
      expect(anon.data.user!.is_anonymous).toBe(true);
      const name = `Kept from a visit ${label}`;
      const saved = await sb.from("content_items").insert({ kind: "character", name, summary: "Saved before there was an account." }).select("id").single();
      expect(saved.error).toBeNull();

      const email = uniqueEmail(`anon${label}`);
      expect((await sb.auth.updateUser({ email })).error).toBeNull();
      let code: string | undefined;
      await expect.poll(async () => (code = codeIn((await readOutbox(e2e.baseURL, email))[0]?.text ?? ""))).toBeTruthy();
      expect((await sb.auth.verifyOtp({ email, token: code!, type: "email_change" })).error).toBeNull();
      const password = `kept-${label}-pass`;
      expect((await sb.auth.updateUser({ password })).error).toBeNull();
      const user = (await sb.auth.getUser()).data.user!;
      expect([user.id, user.email, user.is_anonymous]).toEqual([id, email, false]);

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, { id, email, password });
      await gotoApp(page, "/my-content");
      await page
        .getByRole("link", { name: new RegExp(name) })
        .first()
        .waitFor();
      await expectAccessible(page);
      await page.context().close();
    });
  }
});
