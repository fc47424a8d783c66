// Auth flows the other files leave out, through supabase-js where it has the call: verifyOtp with
// a token hash and with e-mail + code, resend, local sign-out, health, expired JWTs, the outbox
// page and who may read it, and bad input that must change nothing.
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { outbox, uniqueEmail } from "./helpers.js";

const codeIn = (text: string) => /Or enter this code: (\d{6})/.exec(text)?.[1];
const hashIn = (link: string) => new URL(link).searchParams.get("token")!;

describe("auth: verify, resend, sign-out, health, expired JWTs, the outbox and bad input", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
  });
  afterAll(() => server?.close());

  it("verifyOtp with the link's token hash confirms the sign-up and returns a session", async () => {
    const email = uniqueEmail("hash");
    const sb = server.client();
    expect((await sb.auth.signUp({ email, password: "hash-pass" })).data.session).toBeNull();
    const [mail] = await outbox(server, email);
    const { data, error } = await sb.auth.verifyOtp({ token_hash: hashIn(mail!.links[0]!), type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await sb.auth.getUser()).data.user?.email).toBe(email);
    // A token works once.
    const again = await server.client().auth.verifyOtp({ token_hash: hashIn(mail!.links[0]!), type: "email" });
    expect([again.error?.status, again.error?.code]).toEqual([403, "otp_expired"]);
  });

  it("verifyOtp with e-mail and the six-digit code from the mail; a wrong code is refused", async () => {
    const email = uniqueEmail("code");
    await server.client().auth.signUp({ email, password: "code-pass" });
    const [mail] = await outbox(server, email);
    const code = codeIn(mail!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await server.client().auth.verifyOtp({ email, token: code === "000000" ? "111111" : "000000", type: "signup" });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([403, "otp_expired"]);
    const { data, error } = await server.client().auth.verifyOtp({ email, token: code, type: "signup" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // The same code for recovery: request a reset, verify with the new code.
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = (await outbox(server, email))[0]!;
    expect(recovery.subject).toMatch(/password/i);
    const rec = await server.client().auth.verifyOtp({ email, token: codeIn(recovery.text)!, type: "recovery" });
    expect(rec.error).toBeNull();
    expect(rec.data.session?.user.email).toBe(email);
  });

  it("resend mails a new confirmation link that replaces the old one, and says nothing about unknown or confirmed addresses", async () => {
    const email = uniqueEmail("resend");
    await server.client().auth.signUp({ email, password: "resend-pass" });
    const first = (await outbox(server, email))[0]!.links[0]!;
    const { error } = await server.client().auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    const mails = await outbox(server, email);
    expect(mails).toHaveLength(2);
    const second = mails[0]!.links[0]!;
    expect(second).not.toBe(first);
    const old = await server.client().auth.verifyOtp({ token_hash: hashIn(first), type: "signup" });
    expect(old.error?.code).toBe("otp_expired");
    expect((await server.client().auth.verifyOtp({ token_hash: hashIn(second), type: "signup" })).error).toBeNull();
    // Confirmed now: resend answers the same and sends nothing.
    expect((await server.client().auth.resend({ type: "signup", email })).error).toBeNull();
    expect(await outbox(server, email)).toHaveLength(2);
    const ghost = uniqueEmail("ghost");
    expect((await server.client().auth.resend({ type: "signup", email: ghost })).error).toBeNull();
    expect(await outbox(server, ghost)).toEqual([]);
    const bad = await server.client().auth.resend({ type: "recovery" as "signup", email });
    expect([bad.error?.status, bad.error?.code]).toEqual([400, "validation_failed"]);
  });

  it("signOut({ scope: 'local' }) ends this session only", async () => {
    const email = uniqueEmail("local");
    await server.admin().auth.admin.createUser({ email, password: "local-pass", email_confirm: true });
    const here = server.client();
    const there = server.client();
    await here.auth.signInWithPassword({ email, password: "local-pass" });
    await there.auth.signInWithPassword({ email, password: "local-pass" });
    const hereRefresh = (await here.auth.getSession()).data.session!.refresh_token;
    expect((await here.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await here.auth.getSession()).data.session).toBeNull();
    expect((await server.client().auth.refreshSession({ refresh_token: hereRefresh })).error?.code).toBe("refresh_token_not_found");
    expect((await there.auth.getUser()).data.user?.email).toBe(email);
    expect((await there.auth.refreshSession()).error).toBeNull();
  });

  it("answers GET /health without an apikey", async () => {
    const res = await fetch(`${server.url}/auth/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "GoTrue", version: expect.any(String) });
  });

  it("refuses an expired (correctly signed) access token on /user with 403 bad_jwt", async () => {
    const email = uniqueEmail("expired");
    const created = await server.admin().auth.admin.createUser({ email, password: "expired-pass", email_confirm: true });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sub: created.data.user!.id, role: "authenticated", aud: "authenticated", session_id: crypto.randomUUID() })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(server.ctx.config.jwtSecret));
    const { data, error } = await server.client().auth.getUser(token);
    expect(data.user).toBeNull();
    expect([error?.status, error?.code]).toEqual([403, "bad_jwt"]);
    expect(error?.message).toMatch(/token is expired/);
  });

  it("serves /outbox as an HTML page to this machine, with each mail's subject and link escaped", async () => {
    const email = uniqueEmail("page");
    await server.client().auth.signUp({ email, password: "page-pass" });
    const res = await fetch(`${server.url}/outbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Outbox</h1>");
    expect(html).toContain("Confirm your Worldloom account");
    expect(html).toContain(`to ${email}`);
    const [mail] = await outbox(server, email);
    expect(html).toContain(`href="${mail!.links[0]!.replace(/&/g, "&#38;")}"`);
    const empty = await (await fetch(`${server.url}/outbox?to=${encodeURIComponent(uniqueEmail("none"))}`)).text();
    expect(empty).toContain("No mail yet.");
  });

  it("answers the outbox only to loopback clients that did not come through a proxy, unless OUTBOX_PUBLIC", async () => {
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: "GET", url, remoteAddress, headers });
    for (const url of ["/outbox", "/outbox.json"]) {
      expect((await from("203.0.113.7", url)).statusCode).toBe(403);
      expect((await from("10.0.0.2", url)).statusCode).toBe(403);
      expect((await from("127.0.0.1", url)).statusCode).toBe(200);
      expect((await from("::1", url)).statusCode).toBe(200);
      // A proxy on this machine forwarding a stranger's request is not "this machine".
      expect((await from("127.0.0.1", url, { "x-forwarded-for": "203.0.113.7" })).statusCode).toBe(403);
    }
    const refused = await from("203.0.113.7", "/outbox.json");
    expect(refused.json()).toEqual({ message: "The outbox is only served to this machine. Set OUTBOX_PUBLIC=true to change that." });
    server.ctx.config.outboxPublic = true;
    try {
      expect((await from("203.0.113.7", "/outbox.json")).statusCode).toBe(200);
      expect((await from("203.0.113.7", "/outbox")).statusCode).toBe(200);
    } finally {
      server.ctx.config.outboxPublic = false;
    }
  });

  it("changes nothing when given bad input", async () => {
    const count = async () =>
      (
        await server.ctx.db.query<{ users: number; identities: number; sessions: number; tokens: number; mails: number }>(
          `select (select count(*)::int from auth.users) as users, (select count(*)::int from auth.identities) as identities,
                  (select count(*)::int from auth.sessions) as sessions, (select count(*)::int from auth.refresh_tokens) as tokens,
                  (select count(*)::int from auth.outbox) as mails`,
        )
      ).rows[0]!;
    const before = await count();
    const post = (path: string, body: string, token?: string) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: path === "/user" ? "PUT" : "POST",
        headers: { apikey: server.anonKey, "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
    const bad = [
      post("/signup", "{not json"),
      post("/signup", JSON.stringify({ email: "no-at-sign", password: "secret-pass" })),
      post("/signup", JSON.stringify({ email: uniqueEmail("weak"), password: "123" })),
      post("/signup", JSON.stringify({ email: { $ne: null }, password: "secret-pass" })),
      post("/signup", JSON.stringify({ email: uniqueEmail("big"), password: "p".repeat(2_000_000) })),
      post("/signup", JSON.stringify({ email: `${"a".repeat(300)}@example.com`, password: "secret-pass" })),
      post("/token?grant_type=password", JSON.stringify({ email: uniqueEmail("nobody"), password: "whatever" })),
      post("/token?grant_type=id_token", JSON.stringify({})),
      post("/token?grant_type=refresh_token", JSON.stringify({ refresh_token: 12 })),
      post("/verify", JSON.stringify({ type: "signup", token_hash: "0".repeat(56) })),
      post("/verify", JSON.stringify({ type: "signup", token: "123456", email: "x@example.com", token_hash: "y" })),
      post("/recover", JSON.stringify({ email: ["a@example.com"] })),
      post("/resend", JSON.stringify({ type: "signup" })),
      post("/user", JSON.stringify({ data: { x: 1 } }), "not.a.jwt"),
      post("/logout?scope=everything", "{}", "not.a.jwt"),
    ];
    const answers = await Promise.all(bad);
    for (const a of answers) {
      expect(a.status, a.url).toBeGreaterThanOrEqual(400);
      expect(a.status, a.url).toBeLessThan(500);
      const body = (await a.json()) as { code?: string; error_code?: string; msg?: string; message?: string };
      expect(typeof (body.code ?? body.error_code), a.url).toBe("string");
    }
    expect(await count()).toEqual(before);
  });
});
