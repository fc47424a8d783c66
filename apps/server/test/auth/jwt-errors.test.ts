// GoTrue's answers to wrong, expired and orphaned access tokens, through supabase-js's
// auth.getUser(jwt): 403 bad_jwt with golang-jwt's reason appended, 403 session_not_found and
// 401 no_authorization (docs/wire-protocol.md §2.3).
import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

describe("auth: errors for wrong or expired tokens, as GoTrue sends them", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const sign = (claims: Record<string, unknown>, secret = server.ctx.config.jwtSecret) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: randomUUID(), role: "authenticated", aud: "authenticated", session_id: randomUUID(), iat: now, exp: now + 3600, ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(secret));
  };
  const getUser = async (jwt: string) => {
    const { data, error } = await server.client().auth.getUser(jwt);
    expect(data.user).toBeNull();
    return { status: error?.status, code: (error as { code?: string } | null)?.code, message: error?.message };
  };
  const reason = (why: string) => `invalid JWT: unable to parse or verify signature, ${why}`;

  it("answers a bad signature, a malformed token and a wrong algorithm with 403 bad_jwt and the reason", async () => {
    const forged = await sign({}, "another-secret-that-is-long-enough-to-sign");
    expect(await getUser(forged)).toEqual({ status: 403, code: "bad_jwt", message: reason("token signature is invalid: signature is invalid") });
    expect(await getUser("not-a-jwt")).toEqual({
      status: 403,
      code: "bad_jwt",
      message: reason("token is malformed: token contains an invalid number of segments"),
    });
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from("{}").toString("base64url")}.x`;
    expect((await getUser(none)).code).toBe("bad_jwt");
  });

  it("answers expired and not-yet-valid tokens with their claim errors", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await getUser(await sign({ iat: now - 7200, exp: now - 120 }))).toEqual({
      status: 403,
      code: "bad_jwt",
      message: reason("token has invalid claims: token is expired"),
    });
    expect(await getUser(await sign({ nbf: now + 600 }))).toEqual({
      status: 403,
      code: "bad_jwt",
      message: reason("token has invalid claims: token is not valid yet"),
    });
  });

  it("answers a well-signed token whose session is gone with 403 session_not_found, and no token with 401", async () => {
    const orphan = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${await sign({})}` } });
    expect(orphan.status).toBe(403);
    expect(await orphan.json()).toMatchObject({ code: "session_not_found", message: "Session from session_id claim in JWT does not exist" });
    // supabase-js turns session_not_found into its "session missing" error, which signs the user out.
    expect((await getUser(await sign({}))).message).toBe("Auth session missing!");
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "no_authorization", message: "This endpoint requires a valid Bearer token" });
  });
});
