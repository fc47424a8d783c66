// Sign-in without a password and the switches around sign-up, through the real supabase-js:
// e-mail OTP and magic links (signInWithOtp + verifyOtp), sign-ups disabled by configuration,
// anonymous sign-ins made permanent without losing what they saved, and a password change that
// needs reauthenticate()'s code when the session is old.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { outbox, uniqueEmail } from "./helpers.js";

const codeIn = (text: string) => /Or enter this code: (\d{6})/.exec(text)?.[1] ?? /\n\n(\d{6})\n\n/.exec(text)?.[1];
const LIMITS = { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" };

describe("auth: e-mail OTP and magic links", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: LIMITS });
  });
  afterAll(() => server?.close());

  it("signs an existing user in with the mailed code, once", async () => {
    const email = uniqueEmail("otp");
    await server.admin().auth.admin.createUser({ email, password: "otp-pass-1", email_confirm: true });
    const sb = server.client();
    const sent = await sb.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const [mail] = await outbox(server, email);
    expect(mail!.subject).toBe("Your Worldloom sign-in link");
    const code = codeIn(mail!.text)!;
    const wrong = await sb.auth.verifyOtp({ email, token: code === "000000" ? "111111" : "000000", type: "email" });
    expect(wrong.error?.code).toBe("otp_expired");
    const { data, error } = await sb.auth.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await server.client().auth.verifyOtp({ email, token: code, type: "email" })).error?.code).toBe("otp_expired");
  });

  it("creates the account for a new address unless told not to, and the code confirms it", async () => {
    const refused = uniqueEmail("otp-none");
    const no = await server.client().auth.signInWithOtp({ email: refused, options: { shouldCreateUser: false } });
    // The same answer as for a known address (no enumeration); the mailbox's owner learns there is no account.
    expect(no.error).toBeNull();
    expect((await outbox(server, refused)).map((m) => m.subject)).toEqual(["No Worldloom account uses this address"]);
    expect((await server.ctx.db.query(`select 1 from auth.users where email = $1`, [refused])).rows).toEqual([]);

    const email = uniqueEmail("otp-new");
    const sb = server.client();
    expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
    const [mail] = await outbox(server, email);
    expect(mail!.subject).toBe("Confirm your Worldloom account");
    const { data, error } = await sb.auth.verifyOtp({ email, token: codeIn(mail!.text)!, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    // No password was set: a password sign-in fails.
    expect((await server.client().auth.signInWithPassword({ email, password: "anything-1" })).error?.code).toBe("invalid_credentials");
  });

  it("refuses a phone number (no SMS provider) and a malformed address, changing nothing", async () => {
    const phone = await server.client().auth.signInWithOtp({ phone: "+15555550100" });
    expect(phone.error?.code).toBe("phone_provider_disabled");
    const bad = await server.client().auth.signInWithOtp({ email: "not-an-address" });
    expect(bad.error?.code).toBe("validation_failed");
  });
});

describe("auth: DISABLE_SIGNUP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...LIMITS, DISABLE_SIGNUP: "true" } });
  });
  afterAll(() => server?.close());

  it("refuses new accounts by sign-up and OTP, says so in /settings, and still lets admins and existing users in", async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.ctx.keys.anon } })).json()) as {
      disable_signup: boolean;
    };
    expect(settings.disable_signup).toBe(true);
    const email = uniqueEmail("closed");
    const up = await server.client().auth.signUp({ email, password: "closed-pass-1" });
    expect([up.error?.status, up.error?.code]).toEqual([422, "signup_disabled"]);
    const otp = await server.client().auth.signInWithOtp({ email });
    // Answered as for any address (no enumeration): no account is made, the owner is told none exists.
    expect(otp.error).toBeNull();
    expect((await outbox(server, email)).map((m) => m.subject)).toEqual(["No Worldloom account uses this address"]);
    expect((await server.ctx.db.query(`select 1 from auth.users where email = $1`, [email])).rows).toEqual([]);
    expect((await server.admin().auth.admin.createUser({ email, password: "closed-pass-1", email_confirm: true })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: "closed-pass-1" })).error).toBeNull();
    expect((await server.client().auth.signInWithOtp({ email })).error).toBeNull();
  });
});

describe("auth: anonymous sign-ins", () => {
  let off: TestServer;
  let on: TestServer;
  let onConfirm: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ env: LIMITS });
    on = await startTestServer({ env: { ...LIMITS, ENABLE_ANONYMOUS_SIGN_INS: "true" } });
    onConfirm = await startTestServer({ env: { ...LIMITS, ENABLE_ANONYMOUS_SIGN_INS: "true", AUTH_AUTOCONFIRM: "true" } });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
    await onConfirm?.close();
  });

  it("are off by default", async () => {
    const res = await off.client().auth.signInAnonymously();
    expect([res.error?.status, res.error?.code]).toEqual([422, "anonymous_provider_disabled"]);
  });

  it("save like anyone, and confirming an e-mail makes the same account permanent with everything kept", async () => {
    const sb = on.client();
    const { data, error } = await sb.auth.signInAnonymously();
    expect(error).toBeNull();
    const id = data.user!.id;
    expect(data.user!.is_anonymous).toBe(true);
    const saved = await sb.from("content_items").insert({ kind: "character", name: "Saved as a visitor" }).select("id").single();
    expect(saved.error).toBeNull();

    const email = uniqueEmail("anon");
    const upd = await sb.auth.updateUser({ email });
    expect(upd.error).toBeNull();
    const [mail] = await outbox(on, email);
    const verified = await sb.auth.verifyOtp({ email, token: codeIn(mail!.text)!, type: "email_change" });
    expect(verified.error).toBeNull();
    const user = (await sb.auth.getUser()).data.user!;
    expect([user.id, user.email, user.is_anonymous]).toEqual([id, email, false]);
    expect(user.identities?.map((i) => i.provider)).toEqual(["email"]);
    // A password now, and a later password sign-in finds what the visitor saved.
    expect((await sb.auth.updateUser({ password: "kept-pass-1" })).error).toBeNull();
    const later = on.client();
    expect((await later.auth.signInWithPassword({ email, password: "kept-pass-1" })).error).toBeNull();
    expect((await later.from("content_items").select("id,name")).data).toEqual([{ id: (saved.data as { id: string }).id, name: "Saved as a visitor" }]);
  });

  it("with AUTH_AUTOCONFIRM the e-mail makes the account permanent at once", async () => {
    const sb = onConfirm.client();
    const { data } = await sb.auth.signInAnonymously();
    const email = uniqueEmail("anon-now");
    const upd = await sb.auth.updateUser({ email, password: "kept-pass-2" });
    expect(upd.error).toBeNull();
    expect([upd.data.user!.id, upd.data.user!.email, upd.data.user!.is_anonymous]).toEqual([data.user!.id, email, false]);
    expect((await onConfirm.client().auth.signInWithPassword({ email, password: "kept-pass-2" })).data.user?.id).toBe(data.user!.id);
  });
});

describe("auth: PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...LIMITS, PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION: "true" } });
  });
  afterAll(() => server?.close());

  it("lets a fresh session change the password, and asks an old one for reauthenticate()'s code", async () => {
    const email = uniqueEmail("reauth");
    await server.admin().auth.admin.createUser({ email, password: "first-pass-1", email_confirm: true });
    const sb = server.client();
    const { data } = await sb.auth.signInWithPassword({ email, password: "first-pass-1" });
    expect((await sb.auth.updateUser({ password: "second-pass-2", current_password: "first-pass-1" })).error).toBeNull();
    // The session is now two days old.
    await server.ctx.db.query(`update auth.sessions set created_at = now() - interval '2 days' where user_id = $1`, [data.user!.id]);
    // The current password is not enough in an old session: the code is needed.
    const needs = await sb.auth.updateUser({ password: "third-pass-3", current_password: "second-pass-2" });
    expect([needs.error?.status, needs.error?.code]).toEqual([400, "reauthentication_needed"]);
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const [mail] = await outbox(server, email);
    expect(mail!.subject).toBe("Your Worldloom confirmation code");
    const nonce = codeIn(mail!.text)!;
    const wrong = await sb.auth.updateUser({ password: "third-pass-3", nonce: nonce === "000000" ? "111111" : "000000" });
    expect(wrong.error?.code).toBe("reauthentication_not_valid");
    expect((await sb.auth.updateUser({ password: "third-pass-3", nonce })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: "third-pass-3" })).error).toBeNull();
    // The code is spent.
    expect((await sb.auth.updateUser({ password: "fourth-pass-4", nonce })).error?.code).toBe("reauthentication_not_valid");
  });
});
