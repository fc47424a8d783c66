// Refresh tokens on both databases: rotation, the reuse interval, two clients refreshing at
// once, and revocation (late reuse, sign-out scopes, password change).
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { uniqueEmail } from "./helpers.js";

async function post(server: TestServer, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe.each(databases)("refresh tokens on %s", (kind) => {
  const server = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
  const password = "rotation-pass";
  const newUser = async () => {
    const email = uniqueEmail(`rt-${kind}`);
    await server().admin().auth.admin.createUser({ email, password, email_confirm: true });
    return email;
  };
  const signIn = async (email: string) =>
    (await post(server(), "/token?grant_type=password", { email, password })).body as { refresh_token: string; access_token: string };
  const refresh = (token: string) => post(server(), "/token?grant_type=refresh_token", { refresh_token: token });

  it("rotates, returns the active child to a twin inside the reuse interval, and revokes the session on late reuse", async () => {
    const first = await signIn(await newUser());
    const a = await refresh(first.refresh_token);
    expect(a.status).toBe(200);
    const child = a.body.refresh_token as string;
    expect(child).not.toBe(first.refresh_token);
    const twin = await refresh(first.refresh_token);
    expect([twin.status, twin.body.refresh_token]).toEqual([200, child]);
    const b = await refresh(child);
    expect(b.status).toBe(200);
    await server().ctx.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first.refresh_token]);
    const late = await refresh(first.refresh_token);
    expect([late.status, late.body.code]).toEqual([400, "refresh_token_already_used"]);
    const after = await refresh(b.body.refresh_token as string);
    expect(after.status).toBe(400);
  });

  it("gives two supabase-js clients refreshing the same token at once the same session", async () => {
    const s = await signIn(await newUser());
    const [x, y] = await Promise.all([
      server().client().auth.refreshSession({ refresh_token: s.refresh_token }),
      server().client().auth.refreshSession({ refresh_token: s.refresh_token }),
    ]);
    expect(x.error).toBeNull();
    expect(y.error).toBeNull();
    expect(x.data.session?.refresh_token).toBe(y.data.session?.refresh_token);
    expect(x.data.session?.refresh_token).not.toBe(s.refresh_token);
    // Five more at once on the new token: all succeed, one child.
    const many = await Promise.all(Array.from({ length: 5 }, () => refresh(x.data.session!.refresh_token)));
    expect(many.map((m) => m.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(many.map((m) => m.body.refresh_token)).size).toBe(1);
  });

  it("revokes: local sign-out ends one session, global ends all, and a password change ends the others", async () => {
    const email = await newUser();
    const [one, two, three] = [await signIn(email), await signIn(email), await signIn(email)];
    expect((await post(server(), "/logout?scope=local", {}, one.access_token)).status).toBe(204);
    expect((await refresh(one.refresh_token)).status).toBe(400);
    expect((await refresh(two.refresh_token)).status).toBe(200);
    const sb = server().client();
    await sb.auth.setSession({ access_token: three.access_token, refresh_token: three.refresh_token });
    expect((await sb.auth.updateUser({ password: "changed-pass", current_password: password })).error).toBeNull();
    const four = (await post(server(), "/token?grant_type=password", { email, password: "changed-pass" })).body as {
      refresh_token: string;
      access_token: string;
    };
    expect((await refresh(two.refresh_token)).body.code).toBe("refresh_token_not_found");
    const current = (await sb.auth.getSession()).data.session!;
    expect((await refresh(current.refresh_token)).status).toBe(200);
    expect((await post(server(), "/logout?scope=global", {}, four.access_token)).status).toBe(204);
    expect((await refresh(four.refresh_token)).status).toBe(400);
    const { rows } = await server().ctx.db.query<{ n: number }>(
      `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
