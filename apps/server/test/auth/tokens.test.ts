import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { fragmentParams, lastLink, openLink, uniqueEmail } from "./helpers.js";

async function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json;charset=UTF-8", "x-supabase-api-version": "2024-01-01", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe("auth: refresh errors, PKCE, redirects, limits and bad input", () => {
  let server: TestServer;
  const password = "rotation-pass";
  let email: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "5", ADDITIONAL_REDIRECT_URLS: "https://app.example.com/**" },
    });
    email = uniqueEmail("rot");
    await server.admin().auth.admin.createUser({ email, password, email_confirm: true });
  });
  afterAll(() => server?.close());

  const signIn = async () => (await post(server, "/token?grant_type=password", { email, password })).body as { refresh_token: string; access_token: string };

  // Rotation, reuse and concurrent refreshes run on both databases in refresh.test.ts.

  it("answers unknown refresh tokens and empty ones as GoTrue does", async () => {
    const unknown = await post(server, "/token?grant_type=refresh_token", { refresh_token: "nope" });
    expect(unknown).toMatchObject({ status: 400, body: { code: "refresh_token_not_found" } });
    const empty = await post(server, "/token?grant_type=refresh_token", {});
    expect(empty).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    const grant = await post(server, "/token?grant_type=magic", {});
    expect(grant.status).toBe(400);
  });

  it("runs sign-up confirmation and password recovery through PKCE codes", async () => {
    const verifier = randomBytes(32).toString("hex");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const pkceEmail = uniqueEmail("pkce");
    const up = await post(server, "/signup", { email: pkceEmail, password, code_challenge: challenge, code_challenge_method: "s256" });
    expect(up.status).toBe(200);
    const link = await lastLink(server, pkceEmail);
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_/);
    const { location } = await openLink(link);
    const code = location.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const wrong = await post(server, "/token?grant_type=pkce", { auth_code: code, code_verifier: "x".repeat(43) });
    expect(wrong).toMatchObject({ status: 400, body: { code: "bad_code_verifier" } });
    const ok = await post(server, "/token?grant_type=pkce", { auth_code: code, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect((ok.body.user as { email: string }).email).toBe(pkceEmail);
    const reused = await post(server, "/token?grant_type=pkce", { auth_code: code, code_verifier: verifier });
    expect(reused).toMatchObject({ status: 404, body: { code: "flow_state_not_found" } });
  });

  it("recovers a password through the outbox link (implicit flow) and signs in with the new one", async () => {
    const who = uniqueEmail("recover");
    await server.admin().auth.admin.createUser({ email: who, password: "old-password", email_confirm: true });
    const sb = server.client();
    expect((await sb.auth.resetPasswordForEmail(who, { redirectTo: "https://app.example.com/reset" })).error).toBeNull();
    const { location } = await openLink(await lastLink(server, who));
    expect(location.origin + location.pathname).toBe("https://app.example.com/reset");
    const frag = fragmentParams(location);
    expect(frag.get("type")).toBe("recovery");
    const session = await sb.auth.setSession({ access_token: frag.get("access_token")!, refresh_token: frag.get("refresh_token")! });
    expect(session.error).toBeNull();
    expect((await sb.auth.updateUser({ password: "new-password" })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email: who, password: "new-password" })).error).toBeNull();
    // Unknown addresses get the same empty answer.
    expect(await post(server, "/recover", { email: uniqueEmail("ghost") })).toMatchObject({ status: 200, body: {} });
  });

  it("honours redirect_to only for the site and the allow-list", async () => {
    const who = uniqueEmail("redirect");
    await server.admin().auth.admin.createUser({ email: who, password, email_confirm: true });
    await post(server, `/recover?redirect_to=${encodeURIComponent("https://evil.example.net/steal")}`, { email: who });
    const evil = await openLink(await lastLink(server, who));
    expect(evil.location.origin).toBe(server.url);
    await post(server, `/recover?redirect_to=${encodeURIComponent("https://app.example.com/deep/path?x=1")}`, { email: who });
    const good = await openLink(await lastLink(server, who));
    expect(good.location.origin).toBe("https://app.example.com");
    expect(good.location.searchParams.get("x")).toBe("1");
  });

  it("limits sign-in attempts per e-mail address with 429 over_request_rate_limit", async () => {
    const target = uniqueEmail("limited");
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await post(server, "/token?grant_type=password", { email: target, password: "wrong-guess" })).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toEqual([429, 429]);
    const r = await post(server, "/token?grant_type=password", { email: target, password: "wrong-guess" });
    expect(r.body.code).toBe("over_request_rate_limit");
  });

  it("answers bad input with GoTrue-shaped 4xx and never 500", async () => {
    const cases = [
      await post(server, "/signup", "{not json"),
      await post(server, "/signup", [1, 2]),
      await post(server, "/signup", { email: 42, password: "x" }),
      await post(server, "/signup", { email: "a@b", password: "secret" }),
      await post(server, "/token?grant_type=password", { email: ["x"], password: "y" }),
      await post(server, "/verify", { type: "bogus", token_hash: "x" }),
      await post(server, "/signup", { email: uniqueEmail(), password: "p".repeat(2_000_000) }),
    ];
    for (const c of cases) {
      expect(c.status).toBeGreaterThanOrEqual(400);
      expect(c.status).toBeLessThan(500);
      expect(typeof c.body.code).toBe("string");
      expect(c.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    }
  });

  it("refuses tampered and expired tokens on /user", async () => {
    const s = await signIn();
    const [h, p] = s.access_token.split(".");
    const tampered = `${h}.${p}.${"A".repeat(43)}`;
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${tampered}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("bad_jwt");
    const none = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(none.status).toBe(401);
  });

  it("requires an apikey except on the browser-navigation routes", async () => {
    const res = await fetch(`${server.url}/auth/v1/settings`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("No API key found in request");
    const verify = await fetch(`${server.url}/auth/v1/verify?token=x&type=signup`, { redirect: "manual" });
    expect(verify.status).toBe(303);
    const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    const body = (await settings.json()) as { external: { email: boolean; google: boolean }; password_min_length: number };
    expect(body.external).toMatchObject({ email: true, google: false });
    // The sign-up form shows the password rule from here before any attempt.
    expect(body.password_min_length).toBe(server.ctx.config.minPasswordLength);
  });

  it("answers Google sign-in with 'provider is not enabled' when it is not configured", async () => {
    const res = await fetch(`${server.url}/auth/v1/authorize?provider=google`, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/provider is not enabled/);
  });

  it("keeps the admin users API to the service role", async () => {
    const asUser = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${(await signIn()).access_token}` },
    });
    expect(asUser.status).toBe(403);
    const admin = server.admin();
    const created = await admin.auth.admin.createUser({ email: uniqueEmail("adm"), password, email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.auth.admin.getUserById(id)).data.user?.id).toBe(id);
    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    const updated = await admin.auth.admin.updateUserById(id, { user_metadata: { title: "Archivist" } });
    expect(updated.data.user?.user_metadata.title).toBe("Archivist");
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
  });
});
