// The admin functions on both databases: a non-admin (and anon) gets nothing from any of them or
// from the admin tables; the audit log records each action and refuses every change; a ban ends
// the user's sessions and refuses sign-in and refresh; the last admin stays.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";
import type { TestServer } from "../support/server.js";

const password = "contract-pass";
const uuid0 = "00000000-0000-4000-8000-000000000000";

/** Every admin function with arguments that would work for an admin. */
const calls = (target: string): [string, Record<string, unknown>][] => [
  ["admin_list_users", { search: "", page: 1 }],
  ["admin_set_admin", { target, make: true }],
  ["admin_ban", { target, until: new Date(Date.now() + 86_400_000).toISOString(), reason: "spam" }],
  ["admin_unban", { target }],
  ["admin_note_resend", { target }],
  ["admin_delete_user", { target, reason: "spam" }],
  ["admin_report_queue", {}],
  ["admin_moderate", { target_type: "forum_post", target_id: uuid0, action: "dismiss" }],
  ["admin_feedback_status", { post: uuid0, status: "planned" }],
  ["admin_feedback_merge", { duplicate: uuid0, target: uuid0 }],
  ["admin_figures", { days: 30 }],
];

async function tokenPost(server: TestServer, grant: string, body: unknown) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=${grant}`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(databases)("admin functions on %s", (kind) => {
  const started = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await started().ctx.db.query<T>(text, params)).rows;
  let admin: SupabaseClient;
  let adminId: string;
  let user: SupabaseClient;
  let userId: string;
  const setup = async () => {
    if (admin) return;
    [admin, adminId] = await signedInUser(started(), `admin-${kind}@example.com`);
    [user, userId] = await signedInUser(started(), `user-${kind}@example.com`);
    await sql(`update public.profiles set is_admin = true where id = $1`, [adminId]);
  };

  it("a non-admin and anon get 42501 from every admin function and nothing from the admin tables", async () => {
    await setup();
    const anon = started().client();
    for (const [fn, args] of calls(adminId)) {
      const asUser = await user.rpc(fn, args);
      expect(asUser.error?.code, `user ${fn}`).toBe("42501");
      expect(asUser.data, `user ${fn}`).toBeNull();
      const asAnon = await anon.rpc(fn, args);
      expect(asAnon.error, `anon ${fn}`).not.toBeNull();
      expect(asAnon.data, `anon ${fn}`).toBeNull();
    }
    // Nothing happened to the admin.
    expect((await sql(`select is_admin from public.profiles where id = $1`, [adminId]))[0]).toEqual({ is_admin: true });
    await admin.rpc("admin_figures", { days: 7 });
    await sql(`insert into public.moderation_notices (user_id, target_type, target_id, action, reason) values ($1, 'item', 'x', 'unpublish', 'r')`, [adminId]);
    for (const table of ["admin_audit", "moderation_notices", "content_reports"]) {
      const read = await user.from(table).select("*");
      expect([read.error, read.data], `user reads ${table}`).toEqual([null, []]);
      const anonRead = await anon.from(table).select("*");
      expect(anonRead.data ?? [], `anon reads ${table}`).toEqual([]);
    }
    const ins = await user.from("admin_audit").insert({ action: "forged", target_type: "user" });
    expect(ins.error?.code).toBe("42501");
    // The internal helpers are not callable through the API, not even by an admin.
    for (const client of [user, admin]) {
      const forged = await client.rpc("admin_log", { action: "forged", target_type: "user", target_id: "x", prev_row: null, next_row: null, reason: "" });
      expect(forged.error).not.toBeNull();
      expect((await client.rpc("admin_user_snapshot", { target: userId })).error).not.toBeNull();
    }
    expect(await sql(`select 1 from public.admin_audit where action = 'forged'`)).toEqual([]);
  });

  it("admins list users with counts, and each action writes an audit row", async () => {
    await setup();
    const list = await admin.rpc("admin_list_users", { search: `user-${kind}`, page: 1 });
    expect(list.error).toBeNull();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: userId, email: `user-${kind}@example.com`, is_admin: false, item_count: 0, total: 1 });
    expect(list.data[0].confirmed_at).not.toBeNull();
    expect((await admin.rpc("admin_set_admin", { target: userId, make: true, reason: "helper" })).error).toBeNull();
    expect((await admin.rpc("admin_set_admin", { target: userId, make: false })).error).toBeNull();
    const audit = await admin.from("admin_audit").select("action, target_id, before, after, reason, actor_email").order("id");
    expect(audit.data!.slice(-2)).toEqual([
      expect.objectContaining({ action: "grant_admin", target_id: userId, reason: "helper", actor_email: `admin-${kind}@example.com` }),
      expect.objectContaining({ action: "revoke_admin", target_id: userId }),
    ]);
    expect(audit.data!.at(-1)!.before).toMatchObject({ is_admin: true });
    expect(audit.data!.at(-1)!.after).toMatchObject({ is_admin: false });
  });

  it("never removes the last admin", async () => {
    await setup();
    const res = await admin.rpc("admin_set_admin", { target: adminId, make: false });
    expect(res.error?.message).toMatch(/last administrator/);
    expect((await sql(`select is_admin from public.profiles where id = $1`, [adminId]))[0]).toEqual({ is_admin: true });
  });

  it("the audit log refuses update and delete, from a request and from SQL", async () => {
    await setup();
    const upd = await admin.from("admin_audit").update({ reason: "rewritten" }).gt("id", 0).select("id");
    expect(upd.error).not.toBeNull();
    const del = await admin.from("admin_audit").delete().gt("id", 0).select("id");
    expect(del.error).not.toBeNull();
    await expect(sql(`update public.admin_audit set reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from public.admin_audit`)).rejects.toThrow(/append-only/);
    await expect(sql(`truncate public.admin_audit`)).rejects.toThrow(/append-only/);
    expect((await sql<{ n: number }>(`select count(*)::int as n from public.admin_audit where reason = 'rewritten' or reason = 'x'`))[0]!.n).toBe(0);
  });

  it("a ban ends sessions and refuses sign-in and refresh; unban lets them back", async () => {
    await setup();
    const email = `banned-${kind}@example.com`;
    await started().admin().auth.admin.createUser({ email, password, email_confirm: true });
    const session = await tokenPost(started(), "password", { email, password });
    expect(session.status).toBe(200);
    const target = (session.body.user as { id: string }).id;
    expect((await admin.rpc("admin_ban", { target, until: new Date(Date.now() - 1000).toISOString(), reason: "x" })).error?.message).toMatch(/future/);
    expect((await admin.rpc("admin_ban", { target, until: new Date(Date.now() + 86_400_000).toISOString(), reason: "" })).error?.message).toMatch(/reason/);
    expect((await admin.rpc("admin_ban", { target: adminId, until: new Date(Date.now() + 86_400_000).toISOString(), reason: "x" })).error?.message).toMatch(
      /yourself/,
    );
    const ban = await admin.rpc("admin_ban", { target, until: new Date(Date.now() + 86_400_000).toISOString(), reason: "Spam links" });
    expect(ban.error).toBeNull();
    expect((await sql<{ n: number }>(`select count(*)::int as n from auth.sessions where user_id = $1`, [target]))[0]!.n).toBe(0);
    const refresh = await tokenPost(started(), "refresh_token", { refresh_token: session.body.refresh_token });
    expect(refresh.status).toBe(400);
    const signIn = await tokenPost(started(), "password", { email, password });
    expect([signIn.status, signIn.body.error_code, signIn.body.msg]).toEqual([400, "user_banned", "User is banned"]);
    const userRes = await fetch(`${started().url}/auth/v1/user`, {
      headers: { apikey: started().anonKey, authorization: `Bearer ${session.body.access_token as string}` },
    });
    expect(userRes.status).toBe(403);
    const entry = await admin.from("admin_audit").select("action, reason, after").eq("target_id", target).eq("action", "ban").single();
    expect(entry.data).toMatchObject({ action: "ban", reason: "Spam links" });
    expect((await admin.rpc("admin_unban", { target })).error).toBeNull();
    expect((await tokenPost(started(), "password", { email, password })).status).toBe(200);
  });

  it("feedback triage: status and merge through the admin functions, each with an audit row", async () => {
    await setup();
    const a = await user.from("feedback_posts").insert({ type: "idea", title: "Dark mode please", body: "Night owls" }).select("id").single();
    const b = await user.from("feedback_posts").insert({ type: "idea", title: "A dark theme", body: "Same idea" }).select("id").single();
    expect([a.error, b.error]).toEqual([null, null]);
    expect((await user.rpc("admin_feedback_status", { post: a.data!.id, status: "planned", note: "" })).error?.code).toBe("42501");
    expect((await admin.rpc("admin_feedback_status", { post: a.data!.id, status: "planned", note: "Soon" })).error).toBeNull();
    expect((await admin.rpc("admin_feedback_status", { post: a.data!.id, status: "someday", note: "" })).error?.message).toMatch(/Unknown status/);
    expect((await admin.rpc("admin_feedback_merge", { duplicate: b.data!.id, target: a.data!.id })).error).toBeNull();
    expect(await sql(`select status, status_note from public.feedback_posts where id = $1`, [a.data!.id])).toEqual([
      { status: "planned", status_note: "Soon" },
    ]);
    expect(await sql(`select merged_into from public.feedback_posts where id = $1`, [b.data!.id])).toEqual([{ merged_into: a.data!.id }]);
    const entries = await admin.from("admin_audit").select("action, target_id, before, after").in("action", ["feedback_status", "feedback_merge"]).order("id");
    expect(entries.data).toEqual([
      { action: "feedback_status", target_id: a.data!.id, before: { status: "open", status_note: null }, after: { status: "planned", status_note: "Soon" } },
      { action: "feedback_merge", target_id: b.data!.id, before: null, after: { merged_into: a.data!.id } },
    ]);
  });

  it("moderation: hide a reported post with a notice, unpublish a reported item; delete a user with their items", async () => {
    await setup();
    const thread = await user.rpc("forum_create_thread", { category: "help", title: "Reported thread", body: "Buy cheap stuff" });
    expect(thread.error).toBeNull();
    const post = (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1`, [thread.data]))[0]!.id;
    expect((await admin.from("forum_reports").insert({ post_id: post, reason: "Spam" })).error).toBeNull();
    const item = await user.from("content_items").insert({ kind: "npc", name: "Public NPC", visibility: "public", data: {} }).select("id").single();
    expect(item.error).toBeNull();
    expect((await admin.from("content_reports").insert({ target_type: "item", target_id: item.data!.id, reason: "Rude name" })).error).toBeNull();
    const queue = await admin.rpc("admin_report_queue");
    expect(queue.error).toBeNull();
    expect(queue.data.map((r: { target_type: string }) => r.target_type).sort()).toEqual(["forum_post", "item"]);
    expect((await admin.rpc("admin_moderate", { target_type: "forum_post", target_id: post, action: "hide", reason: "" })).error?.message).toMatch(/reason/);
    expect((await admin.rpc("admin_moderate", { target_type: "forum_post", target_id: post, action: "hide", reason: "Advertising" })).error).toBeNull();
    expect((await admin.rpc("admin_moderate", { target_type: "item", target_id: item.data!.id, action: "unpublish", reason: "Rude name" })).error).toBeNull();
    expect((await admin.rpc("admin_report_queue")).data).toEqual([]);
    expect((await sql(`select hidden_reason from public.forum_posts where id = $1`, [post]))[0]).toEqual({ hidden_reason: "Advertising" });
    expect((await sql(`select visibility from public.content_items where id = $1`, [item.data!.id]))[0]).toEqual({ visibility: "private" });
    const notices = await user.from("moderation_notices").select("action, reason").order("id");
    expect(notices.data).toEqual([
      { action: "hide", reason: "Advertising" },
      { action: "unpublish", reason: "Rude name" },
    ]);
    const figures = await admin.rpc("admin_figures", { days: 7 });
    expect(figures.error).toBeNull();
    expect(figures.data.signups).toHaveLength(7);
    expect(figures.data.items_by_kind).toContainEqual({ kind: "npc", count: 1, public: 0 });
    expect(figures.data.posts.at(-1).count).toBeGreaterThanOrEqual(1);
    expect((await admin.rpc("admin_delete_user", { target: userId, reason: "Spammer" })).error).toBeNull();
    expect(await sql(`select 1 from auth.users where id = $1`, [userId])).toEqual([]);
    expect(await sql(`select 1 from public.content_items where owner_id = $1`, [userId])).toEqual([]);
    const entries = await admin.from("admin_audit").select("action").in("action", ["hide", "unpublish", "delete_user"]);
    expect(entries.data!.map((e) => e.action).sort()).toEqual(["delete_user", "hide", "unpublish"]);
  });
});
