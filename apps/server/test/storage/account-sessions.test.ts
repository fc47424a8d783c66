// GET /auth/v1/user/sessions and DELETE /auth/v1/user/sessions/:id: a user sees where they are
// signed in (this one marked), ends another device's session, and cannot touch anyone else's.
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

interface SessionRow {
  id: string;
  current: boolean;
  user_agent: string | null;
}

describe.each(databases)("account sessions on %s", (kind) => {
  const server = useTestServer(kind);

  it("lists the caller's sessions, ends another one, and refuses a stranger's", async () => {
    const s = server();
    const [sb] = await signedInUser(s, "many-devices@example.com", "devices-pass");
    await signedInUser(s, "stranger@example.com", "stranger-pass");
    // A second device.
    const phone = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: s.anonKey, "content-type": "application/json", "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari" },
      body: JSON.stringify({ email: "many-devices@example.com", password: "devices-pass" }),
    });
    const phoneSession = (await phone.json()) as { access_token: string; refresh_token: string };
    const strangerLogin = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: s.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "stranger@example.com", password: "stranger-pass" }),
    });
    const strangerToken = ((await strangerLogin.json()) as { access_token: string }).access_token;

    const token = (await sb.auth.getSession()).data.session!.access_token;
    const list = async (t: string) =>
      (await (await fetch(`${s.url}/auth/v1/user/sessions`, { headers: { apikey: s.anonKey, authorization: `Bearer ${t}` } })).json()) as SessionRow[];
    const mine = await list(token);
    expect(mine).toHaveLength(2);
    expect(mine.filter((r) => r.current)).toHaveLength(1);
    const other = mine.find((r) => !r.current)!;
    expect(other.user_agent).toContain("iPhone");

    // A stranger cannot end it.
    const refused = await fetch(`${s.url}/auth/v1/user/sessions/${other.id}`, {
      method: "DELETE",
      headers: { apikey: s.anonKey, authorization: `Bearer ${strangerToken}` },
    });
    expect(refused.status).toBe(404);
    expect((await list(token)).length).toBe(2);

    // The owner ends it: the phone can no longer refresh.
    const ended = await fetch(`${s.url}/auth/v1/user/sessions/${other.id}`, {
      method: "DELETE",
      headers: { apikey: s.anonKey, authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(204);
    expect((await list(token)).map((r) => r.current)).toEqual([true]);
    const refresh = await fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: s.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: phoneSession.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    expect((await fetch(`${s.url}/auth/v1/user/sessions`, { headers: { apikey: s.anonKey } })).status).toBe(401);
  });
});
