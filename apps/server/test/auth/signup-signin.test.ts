import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { fragmentParams, lastLink, openLink, outbox, uniqueEmail } from "./helpers.js";

describe("auth: sign-up, confirmation, sign-in, user, sign-out", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
  });
  afterAll(() => server?.close());

  it("signs up with confirmation required, confirms through the outbox link, then signs in", async () => {
    const sb = server.client();
    const email = uniqueEmail();
    const { data, error } = await sb.auth.signUp({ email, password: "correct horse", options: { data: { display_name: "Ada" } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata.display_name).toBe("Ada");
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const before = await sb.auth.signInWithPassword({ email, password: "correct horse" });
    expect(before.error?.code).toBe("email_not_confirmed");
    expect(before.error?.status).toBe(400);

    const mails = await outbox(server, email);
    expect(mails[0]?.subject).toMatch(/Confirm your Worldloom account/);
    expect(mails[0]?.html).toContain("Worldloom");
    const { status, location } = await openLink(mails[0]!.links[0]!);
    expect(status).toBe(303);
    expect(location.origin).toBe(server.url);
    const frag = fragmentParams(location);
    expect(frag.get("type")).toBe("signup");
    expect(frag.get("token_type")).toBe("bearer");
    expect(Number(frag.get("expires_in"))).toBe(3600);
    expect(frag.get("access_token")?.split(".")).toHaveLength(3);

    // The link works once.
    const again = await openLink(mails[0]!.links[0]!);
    expect(fragmentParams(again.location).get("error_code")).toBe("otp_expired");

    const signedIn = await sb.auth.signInWithPassword({ email, password: "correct horse" });
    expect(signedIn.error).toBeNull();
    const s = signedIn.data.session!;
    expect(s.token_type).toBe("bearer");
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(s.expires_at).toBeLessThan(Date.now() / 1000 + 3700);
    expect(s.user.email_confirmed_at).toBeTruthy();

    const claims = JSON.parse(Buffer.from(s.access_token.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({ sub: s.user.id, aud: "authenticated", role: "authenticated", email, phone: "", aal: "aal1", is_anonymous: false });
    expect(claims.amr[0].method).toBe("password");
    expect(typeof claims.session_id).toBe("string");

    const me = await sb.auth.getUser();
    expect(me.data.user?.id).toBe(s.user.id);

    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    // The refresh token of the signed-out session is dead on the server too.
    const other = server.client();
    const refreshed = await other.auth.refreshSession({ refresh_token: s.refresh_token });
    expect(refreshed.error).not.toBeNull();
  });

  it("rejects wrong passwords and unknown users with the same answer", async () => {
    const sb = server.client();
    const email = uniqueEmail();
    await sb.auth.signUp({ email, password: "secret-one" });
    await openLink(await lastLink(server, email));
    const wrong = await sb.auth.signInWithPassword({ email, password: "secret-two" });
    const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail("nobody"), password: "secret-two" });
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(unknown.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.message).toBe(unknown.error?.message);
  });

  it("does not reveal an existing address on sign-up", async () => {
    const sb = server.client();
    const email = uniqueEmail();
    await sb.auth.signUp({ email, password: "secret-one" });
    await openLink(await lastLink(server, email));
    const { data, error } = await sb.auth.signUp({ email, password: "another-secret" });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    // And the real account keeps its password.
    expect((await sb.auth.signInWithPassword({ email, password: "secret-one" })).error).toBeNull();
  });

  it("enforces the password minimum with weak_password", async () => {
    const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password: "12345" });
    expect(error?.code).toBe("weak_password");
    expect(error?.status).toBe(422);
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(["length"]);
  });

  it("rejects malformed e-mail addresses", async () => {
    const { error } = await server.client().auth.signUp({ email: "not-an-email", password: "secret-one" });
    expect(error?.code).toBe("validation_failed");
    expect(error?.status).toBe(400);
  });

  it("changes the password, revoking the other sessions", async () => {
    const email = uniqueEmail();
    const a = server.client();
    const b = server.client();
    await a.auth.signUp({ email, password: "first-pass" });
    await openLink(await lastLink(server, email));
    await a.auth.signInWithPassword({ email, password: "first-pass" });
    const bSession = (await b.auth.signInWithPassword({ email, password: "first-pass" })).data.session!;
    const same = await a.auth.updateUser({ password: "first-pass", current_password: "first-pass" });
    expect(same.error?.code).toBe("same_password");
    const { error } = await a.auth.updateUser({ password: "second-pass", current_password: "first-pass" });
    expect(error).toBeNull();
    // b's session is gone: its refresh token no longer works, and /user refuses its JWT.
    const r = await b.auth.refreshSession({ refresh_token: bSession.refresh_token });
    expect(r.error).not.toBeNull();
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${bSession.access_token}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("session_not_found");
    // a keeps working, with the new password.
    expect((await a.auth.getUser()).data.user?.email).toBe(email);
    expect((await server.client().auth.signInWithPassword({ email, password: "second-pass" })).error).toBeNull();
  });

  it("merges user metadata, removing keys set to null", async () => {
    const email = uniqueEmail();
    const sb = server.client();
    await sb.auth.signUp({ email, password: "meta-pass", options: { data: { a: 1, b: 2 } } });
    await openLink(await lastLink(server, email));
    await sb.auth.signInWithPassword({ email, password: "meta-pass" });
    const { data } = await sb.auth.updateUser({ data: { b: null, c: 3 } });
    expect(data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(data.user?.user_metadata).not.toHaveProperty("b");
  });

  it("changes the e-mail address after confirmation from the new address and the current one", async () => {
    const email = uniqueEmail();
    const next = uniqueEmail("next");
    const sb = server.client();
    await sb.auth.signUp({ email, password: "change-pass" });
    await openLink(await lastLink(server, email));
    await sb.auth.signInWithPassword({ email, password: "change-pass" });
    const { data, error } = await sb.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(next);
    expect(data.user?.email).toBe(email);
    // The new address's link alone changes nothing (docs/security.md "A stolen session cannot take the account").
    const first = await openLink(await lastLink(server, next));
    expect(fragmentParams(first.location).get("message")).toBe("Confirmation link accepted. Please proceed to confirm link sent to the other email");
    expect((await server.client().auth.signInWithPassword({ email: next, password: "change-pass" })).error).not.toBeNull();
    const { location } = await openLink(await lastLink(server, email));
    expect(fragmentParams(location).get("type")).toBe("email_change");
    expect((await server.client().auth.signInWithPassword({ email: next, password: "change-pass" })).error).toBeNull();
  });

  it("logs out with scope others, keeping this session", async () => {
    const email = uniqueEmail();
    const a = server.client();
    const b = server.client();
    await a.auth.signUp({ email, password: "scope-pass" });
    await openLink(await lastLink(server, email));
    await a.auth.signInWithPassword({ email, password: "scope-pass" });
    const bs = (await b.auth.signInWithPassword({ email, password: "scope-pass" })).data.session!;
    expect((await a.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await a.auth.getUser()).data.user?.email).toBe(email);
    expect((await server.client().auth.refreshSession({ refresh_token: bs.refresh_token })).error).not.toBeNull();
  });
});
