// A stolen session cannot take the account (docs/security.md), through the real supabase-js on
// both databases: PUT /user sets a new password only with the current one, reauthenticate()'s
// nonce or a fresh recovery-link session, rate-limits the guesses, and an e-mail change needs the
// links sent to the new address and to the current one (GoTrue's secure e-mail change).
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";
import { fragmentParams, lastLink, openLink, outbox, uniqueEmail } from "../auth/helpers.js";

const codeIn = (text: string) => /Or enter this code: (\d{6})/.exec(text)?.[1] ?? /\n\n(\d{6})\n\n/.exec(text)?.[1];
const ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";
const TO_CURRENT = "Confirm the change of your Worldloom e-mail address";
const TO_NEW = "Confirm your new Worldloom e-mail address";

const signsIn = async (s: TestServer, email: string, password: string) => (await s.client().auth.signInWithPassword({ email, password })).error === null;
const hashOf = async (s: TestServer, id: string) =>
  (await s.ctx.db.query<{ h: string }>(`select encrypted_password as h from auth.users where id = $1`, [id])).rows[0]!.h;
const emailOf = async (s: TestServer, id: string) => (await s.admin().auth.admin.getUserById(id)).data.user?.email;
const ageSession = (s: TestServer, id: string, minutes: number) =>
  s.ctx.db.query(`update auth.sessions set created_at = now() - make_interval(mins => $2) where user_id = $1`, [id, minutes]);

/** A client signed in by the password-reset e-mail's link, as the reset page is. */
async function recoverySession(s: TestServer, email: string): Promise<SupabaseClient> {
  expect((await s.client().auth.resetPasswordForEmail(email)).error).toBeNull();
  const { location } = await openLink(await lastLink(s, email));
  const f = fragmentParams(location);
  expect(f.get("type")).toBe("recovery");
  const sb = s.client();
  expect((await sb.auth.setSession({ access_token: f.get("access_token")!, refresh_token: f.get("refresh_token")! })).error).toBeNull();
  return sb;
}

/** The two links of an e-mail change: to the new address and to the current one. */
async function changeLinks(s: TestServer, from: string, to: string): Promise<{ toNew: string; toCurrent: string; currentMail: string }> {
  const current = (await outbox(s, from)).find((m) => m.subject === TO_CURRENT);
  const fresh = (await outbox(s, to)).find((m) => m.subject === TO_NEW);
  expect(current).toBeDefined();
  expect(fresh).toBeDefined();
  return { toNew: fresh!.links[0]!, toCurrent: current!.links[0]!, currentMail: current!.text };
}

describe.each(databases)("a stolen session cannot take the account on %s", (kind) => {
  const server = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000" } });

  it("refuses a new password without current_password, and the old password keeps working", async () => {
    const s = server();
    const email = uniqueEmail("no-current");
    const [sb] = await signedInUser(s, email, "first-pass");
    const res = await sb.auth.updateUser({ password: "taken-over" });
    expect([res.error?.status, res.error?.code]).toEqual([400, "current_password_required"]);
    // Nor does same_password tell the session what the password is.
    const probe = await sb.auth.updateUser({ password: "first-pass" });
    expect(probe.error?.code).toBe("current_password_required");
    expect(await signsIn(s, email, "first-pass")).toBe(true);
    expect(await signsIn(s, email, "taken-over")).toBe(false);
  });

  it("refuses a wrong current_password and changes nothing else sent with it; the right one changes the password", async () => {
    const s = server();
    const email = uniqueEmail("current");
    const [sb, id] = await signedInUser(s, email, "first-pass");
    const wrong = await sb.auth.updateUser({ password: "second-pass", current_password: "not-it", data: { touched: true } });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([400, "current_password_mismatch"]);
    expect((await s.admin().auth.admin.getUserById(id)).data.user?.user_metadata).not.toHaveProperty("touched");
    expect(await signsIn(s, email, "first-pass")).toBe(true);
    const right = await sb.auth.updateUser({ password: "second-pass", current_password: "first-pass" });
    expect(right.error).toBeNull();
    expect(await signsIn(s, email, "second-pass")).toBe(true);
    expect(await signsIn(s, email, "first-pass")).toBe(false);
  });

  it("rate-limits guesses at the current password, and a refused guess changes nothing", async () => {
    const s = server();
    const email = uniqueEmail("guess");
    const [sb, id] = await signedInUser(s, email, "first-pass");
    const before = await hashOf(s, id);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) codes.push((await sb.auth.updateUser({ password: "second-pass", current_password: `guess-${i}` })).error?.code);
    expect(codes[0]).toBe("current_password_mismatch");
    expect(codes.at(-1)).toBe("over_request_rate_limit");
    // Over budget even the right password waits: the limit comes before the comparison.
    const right = await sb.auth.updateUser({ password: "second-pass", current_password: "first-pass" });
    expect([right.error?.status, right.error?.code]).toEqual([429, "over_request_rate_limit"]);
    expect(await hashOf(s, id)).toBe(before);
  });

  it("changes the password with the nonce reauthenticate() mails instead of the current password", async () => {
    const s = server();
    const email = uniqueEmail("nonce");
    const [sb] = await signedInUser(s, email, "first-pass");
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const mail = (await outbox(s, email)).find((m) => m.subject === "Your Worldloom confirmation code");
    const nonce = codeIn(mail!.text)!;
    const wrong = await sb.auth.updateUser({ password: "second-pass", nonce: nonce === "000000" ? "111111" : "000000" });
    expect(wrong.error?.code).toBe("reauthentication_not_valid");
    expect((await sb.auth.updateUser({ password: "second-pass", nonce })).error).toBeNull();
    expect(await signsIn(s, email, "second-pass")).toBe(true);
  });

  it("lets a session just made by the recovery link set a new password without the old one, but not an old one", async () => {
    const s = server();
    const email = uniqueEmail("recover");
    const [, id] = await signedInUser(s, email, "forgotten-pass");
    const sb = await recoverySession(s, email);
    expect((await sb.auth.updateUser({ password: "recovered-pass" })).error).toBeNull();
    expect(await signsIn(s, email, "recovered-pass")).toBe(true);
    // The same kind of session, an hour later, needs the current password like any other.
    const later = await recoverySession(s, email);
    await ageSession(s, id, 60);
    expect((await later.auth.updateUser({ password: "third-pass" })).error?.code).toBe("current_password_required");
    expect(await signsIn(s, email, "recovered-pass")).toBe(true);
  });

  it("lets an account without a password set one in a fresh session or with the nonce, not in an old session", async () => {
    const s = server();
    const email = uniqueEmail("nopass");
    const created = await s.admin().auth.admin.createUser({ email, email_confirm: true });
    const id = created.data.user!.id;
    const sb = s.client();
    expect((await sb.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = codeIn((await outbox(s, email))[0]!.text)!;
    expect((await sb.auth.verifyOtp({ email, token: code, type: "email" })).error).toBeNull();
    await ageSession(s, id, 60);
    const old = await sb.auth.updateUser({ password: "first-pass" });
    expect([old.error?.status, old.error?.code]).toEqual([400, "reauthentication_needed"]);
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await outbox(s, email)).find((m) => m.subject === "Your Worldloom confirmation code")!.text)!;
    expect((await sb.auth.updateUser({ password: "first-pass", nonce })).error).toBeNull();
    expect(await signsIn(s, email, "first-pass")).toBe(true);

    const fresh = uniqueEmail("nopass-fresh");
    await s.admin().auth.admin.createUser({ email: fresh, email_confirm: true });
    const sb2 = s.client();
    await sb2.auth.signInWithOtp({ email: fresh, options: { shouldCreateUser: false } });
    expect((await sb2.auth.verifyOtp({ email: fresh, token: codeIn((await outbox(s, fresh))[0]!.text)!, type: "email" })).error).toBeNull();
    expect((await sb2.auth.updateUser({ password: "fresh-pass" })).error).toBeNull();
    expect(await signsIn(s, fresh, "fresh-pass")).toBe(true);
  });

  it("changes the e-mail only after both links, the new address's first: that one alone changes nothing", async () => {
    const s = server();
    const email = uniqueEmail("old");
    const next = uniqueEmail("new");
    const [sb, id] = await signedInUser(s, email, "change-pass");
    const upd = await sb.auth.updateUser({ email: next });
    expect(upd.error).toBeNull();
    expect([upd.data.user?.email, upd.data.user?.new_email]).toEqual([email, next]);
    const { toNew, toCurrent, currentMail } = await changeLinks(s, email, next);
    // The current address is told where the account would move.
    expect(currentMail).toContain(next);

    const first = await openLink(toNew);
    expect(fragmentParams(first.location).get("message")).toBe(ACCEPTED);
    expect(fragmentParams(first.location).get("access_token")).toBeNull();
    expect(await emailOf(s, id)).toBe(email);
    expect(await signsIn(s, next, "change-pass")).toBe(false);
    // The same link again is spent.
    expect(fragmentParams((await openLink(toNew)).location).get("error_code")).toBe("otp_expired");
    expect(await emailOf(s, id)).toBe(email);

    const second = await openLink(toCurrent);
    const f = fragmentParams(second.location);
    expect([f.get("type"), Boolean(f.get("access_token"))]).toEqual(["email_change", true]);
    expect(await emailOf(s, id)).toBe(next);
    expect(await signsIn(s, next, "change-pass")).toBe(true);
    expect(await signsIn(s, email, "change-pass")).toBe(false);
  });

  it("does not change the e-mail on the current address's link alone; the codes work like the links", async () => {
    const s = server();
    const email = uniqueEmail("old2");
    const next = uniqueEmail("new2");
    const [sb, id] = await signedInUser(s, email, "change-pass");
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull();
    const { toNew, toCurrent } = await changeLinks(s, email, next);
    expect(fragmentParams((await openLink(toCurrent)).location).get("message")).toBe(ACCEPTED);
    expect(await emailOf(s, id)).toBe(email);
    expect((await s.admin().auth.admin.getUserById(id)).data.user?.new_email).toBe(next);

    // A second change starts over: two new links, and the earlier ones stop working.
    const later = uniqueEmail("new3");
    expect((await sb.auth.updateUser({ email: later })).error).toBeNull();
    const codeOld = codeIn((await outbox(s, email)).find((m) => m.subject === TO_CURRENT)!.text)!;
    const codeNew = codeIn((await outbox(s, later)).find((m) => m.subject === TO_NEW)!.text)!;
    expect(fragmentParams((await openLink(toNew)).location).get("error_code")).toBe("otp_expired");
    const half = await s.client().auth.verifyOtp({ email, token: codeOld, type: "email_change" });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    expect(await emailOf(s, id)).toBe(email);
    const done = await s.client().auth.verifyOtp({ email: later, token: codeNew, type: "email_change" });
    expect(done.error).toBeNull();
    expect(done.data.session?.user.email).toBe(later);
    expect(await emailOf(s, id)).toBe(later);
  });
});
