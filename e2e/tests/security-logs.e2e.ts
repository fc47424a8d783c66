// Secrets never in logs: the log check (e2e/support/log-secrets.ts) finds each kind of secret
// planted in a log, and a server that has signed a user in with a password, refreshed the session
// and answered Bearer requests at debug level closes with none of them in its log.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, rememberPassword, secretsIn, startE2EServer } from "../support/index.js";

describe("secrets in logs", () => {
  it("the check finds every kind of secret", () => {
    rememberPassword("pw-planted-123456");
    const known = [{ name: "the JWT secret", value: "jwt-secret-abcdef" }];
    expect(secretsIn(`{"msg":"x"}`, known)).toEqual([]);
    expect(secretsIn(`{"msg":"boot jwt-secret-abcdef"}`, known)).toEqual(["the JWT secret"]);
    expect(secretsIn(`{"body":"pw-planted-123456"}`, known)).toEqual(["a test user's password"]);
    expect(secretsIn(`{"h":"Bearer abcdefghijkl"}`, known)).toEqual(["an Authorization: Bearer value"]);
    expect(secretsIn(`{"h":"Bearer [redacted]"}`, known)).toEqual([]);
    expect(secretsIn(`{"t":"eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.c2lnbmF0dXJlMTIz"}`, known)).toEqual(["a JWT"]);
    expect(secretsIn(`{"refresh_token":"abc"}`, known)).toEqual(["a password or token field"]);
  });

  it("a server's debug log holds no password, token, key or secret after sign-in and refresh", async () => {
    const server = await startE2EServer();
    try {
      const user = await createConfirmedUser(server, "logs");
      const headers = { apikey: server.anonKey, "content-type": "application/json" };
      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const session = (await signIn.json()) as { access_token: string; refresh_token: string };
      expect(signIn.status).toBe(200);
      const refreshed = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: "POST",
        headers,
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(200);
      const me = await fetch(`${server.url}/auth/v1/user`, { headers: { ...headers, authorization: `Bearer ${session.access_token}` } });
      expect(me.status).toBe(200);
      // A failing request is logged too (wrong password, then a bad token).
      await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: user.email, password: `${user.password}-wrong` }),
      });
      await fetch(`${server.url}/rest/v1/universes?select=id`, { headers: { ...headers, authorization: "Bearer not.a.jwt" } });
      await fetch(`${server.url}/auth/v1/verify?token=abcdef123456&type=signup&redirect_to=${encodeURIComponent(server.url)}`, { redirect: "manual" });
    } finally {
      // close() searches the log and throws on a find.
      await server.close();
    }
    // The log was written, request by request, and the secrets in those requests are censored.
    const log = readFileSync(server.logFile, "utf8");
    expect(log).toContain('"url":"/auth/v1/token?grant_type=refresh_token"');
    expect(log).toContain("/auth/v1/verify?token=[redacted]&type=signup");
  });
});
