// The admin API's extras through supabase-js's auth.admin: listUsers paging, order and filter as
// GoTrue does them (Link and X-Total-Count, which the client turns into nextPage/lastPage/total),
// generateLink for each type without sending mail, and inviteUserByEmail — service role only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { outbox } from "./helpers.js";

describe("auth admin: listUsers, generateLink, inviteUserByEmail", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
    for (let i = 1; i <= 7; i++) {
      const r = await server.admin().auth.admin.createUser({
        email: `page${i}@example.com`,
        password: "page-pass-1",
        email_confirm: true,
        user_metadata: { full_name: i === 3 ? "Mara Quill" : `User ${i}` },
      });
      expect(r.error).toBeNull();
    }
  });
  afterAll(() => server?.close());

  it("pages newest first with next/last pages and the total, sorts ascending on request, and filters", async () => {
    const admin = server.admin().auth.admin;
    const first = await admin.listUsers({ page: 1, perPage: 3 });
    expect(first.error).toBeNull();
    expect(first.data.users.map((u) => u.email)).toEqual(["page7@example.com", "page6@example.com", "page5@example.com"]);
    const meta = first.data as unknown as { total: number; nextPage: number | null; lastPage: number };
    expect([meta.total, meta.nextPage, meta.lastPage]).toEqual([7, 2, 3]);
    const last = await admin.listUsers({ page: 3, perPage: 3 });
    expect(last.data.users.map((u) => u.email)).toEqual(["page1@example.com"]);
    expect((last.data as unknown as { nextPage: number | null }).nextPage).toBeNull();

    const res = await fetch(`${server.url}/auth/v1/admin/users?page=1&per_page=2&sort=created_at%20asc`, {
      headers: { apikey: server.ctx.keys.serviceRole, authorization: `Bearer ${server.ctx.keys.serviceRole}` },
    });
    expect(((await res.json()) as { users: { email: string }[] }).users.map((u) => u.email)).toEqual(["page1@example.com", "page2@example.com"]);
    const byName = await fetch(`${server.url}/auth/v1/admin/users?filter=quill`, {
      headers: { apikey: server.ctx.keys.serviceRole, authorization: `Bearer ${server.ctx.keys.serviceRole}` },
    });
    expect(((await byName.json()) as { users: { email: string }[] }).users.map((u) => u.email)).toEqual(["page3@example.com"]);
    const bad = await fetch(`${server.url}/auth/v1/admin/users?sort=email%20asc`, {
      headers: { apikey: server.ctx.keys.serviceRole, authorization: `Bearer ${server.ctx.keys.serviceRole}` },
    });
    expect(bad.status).toBe(400);
  });

  it("generates magic-link, recovery, signup and invite links that work, and sends no mail", async () => {
    const admin = server.admin().auth.admin;
    const magic = await admin.generateLink({ type: "magiclink", email: "page2@example.com" });
    expect(magic.error).toBeNull();
    expect(magic.data.user!.email).toBe("page2@example.com");
    expect(magic.data.properties!).toMatchObject({ verification_type: "magiclink", email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(magic.data.properties!.action_link).toContain("/auth/v1/verify?token=");
    expect(await outbox(server, "page2@example.com")).toEqual([]);
    const signedIn = await server.client().auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: "magiclink" });
    expect(signedIn.data.user?.email).toBe("page2@example.com");

    const recovery = await admin.generateLink({ type: "recovery", email: "page4@example.com" });
    const viaCode = await server.client().auth.verifyOtp({ email: "page4@example.com", token: recovery.data.properties!.email_otp, type: "recovery" });
    expect(viaCode.error).toBeNull();

    const signup = await admin.generateLink({ type: "signup", email: "fresh@example.com", password: "fresh-pass-1" });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.email_confirmed_at ?? null).toBeNull();
    const confirmed = await server.client().auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: "signup" });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect((await server.client().auth.signInWithPassword({ email: "fresh@example.com", password: "fresh-pass-1" })).error).toBeNull();

    const missing = await admin.generateLink({ type: "magiclink", email: "nobody@example.com" });
    expect(missing.error?.code).toBe("user_not_found");
    const taken = await admin.generateLink({ type: "signup", email: "page1@example.com", password: "whatever-1" });
    expect(taken.error?.code).toBe("email_exists");
  });

  it("invites by e-mail: the invitation mail's link confirms the account, which then sets a password", async () => {
    const admin = server.admin().auth.admin;
    const invited = await admin.inviteUserByEmail("guest@example.com", { data: { full_name: "A Guest" } });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    expect(invited.data.user?.user_metadata.full_name).toBe("A Guest");
    const [mail] = await outbox(server, "guest@example.com");
    expect(mail!.subject).toBe("You are invited to Worldloom");
    const token = new URL(mail!.links[0]!).searchParams.get("token")!;
    const sb = server.client();
    const { data, error } = await sb.auth.verifyOtp({ token_hash: token, type: "invite" });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await sb.auth.updateUser({ password: "guest-pass-1" })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email: "guest@example.com", password: "guest-pass-1" })).error).toBeNull();
    // A confirmed address cannot be invited; only the service role may invite.
    expect((await admin.inviteUserByEmail("guest@example.com")).error?.code).toBe("email_exists");
    const user = server.client();
    await user.auth.signInWithPassword({ email: "guest@example.com", password: "guest-pass-1" });
    const token2 = (await user.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${server.url}/auth/v1/invite`, {
      method: "POST",
      headers: { apikey: server.ctx.keys.anon, authorization: `Bearer ${token2}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.com" }),
    });
    expect(res.status).toBe(403);
  });
});
