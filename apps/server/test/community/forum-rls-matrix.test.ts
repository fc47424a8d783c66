// The RLS matrix for the forum tables on both databases: anon / owner / other user / admin ×
// select / insert / update / delete. "owner" wrote the thread, its opening post and its history;
// "other" replied, liked and reported; a fourth user is banned. Rows are made as the database
// owner; users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const banned = randomUUID();
const thread = randomUUID();
const gone = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'),
  ('${admin}', 'admin@example.com'), ('${banned}', 'banned@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.forum_threads (id, category_id, author_id, title) values
  ('${thread}', 'worldbuilding', '${owner}', 'Rivers that run uphill'),
  ('${gone}', 'help', '${owner}', 'A deleted thread');
insert into public.forum_posts (thread_id, author_id, body) values
  ('${thread}', '${owner}', 'Opening post'), ('${gone}', '${owner}', 'Gone post');
insert into public.forum_posts (thread_id, author_id, body) values ('${thread}', '${other}', 'A reply');
update public.forum_threads set deleted_at = now() where id = '${gone}';
update public.forum_posts set body = 'Opening post, edited' where thread_id = '${thread}' and number = 1;
insert into public.forum_post_likes (post_id, user_id) select id, '${other}' from public.forum_posts where thread_id = '${thread}' and number = 1;
insert into public.forum_bans (user_id, until, reason) values ('${banned}', now() + interval '1 day', 'Spam');
insert into public.forum_reports (post_id, reporter_id, reason) select id, '${other}', 'Rude' from public.forum_posts where thread_id = '${thread}' and number = 1;
`;

type Who = "anon" | "owner" | "other" | "admin";
const ids = { owner, other, admin };

describe.each(databases)("forum RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who | "banned"): Promise<SupabaseClient> =>
    who === "anon" ? server().client() : clientAs(server(), await userToken(server(), who === "banned" ? banned : ids[who]));
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server().ctx.db.query<T>(text, params)).rows;
  const postId = async (threadId: string, n: number) =>
    (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1 and number = $2`, [threadId, n]))[0]!.id;
  const denied = (res: { error: { code?: string } | null }, label: string) => expect(res.error?.code, label).toBe("42501");

  it("forum_categories: everyone reads the six seeded categories; only admins write", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("forum_categories").select("id, admin_only_threads").order("position");
      expect(error, who).toBeNull();
      expect(
        data!.map((c) => c.id),
        who,
      ).toEqual(["announcements", "worldbuilding", "generators", "stories-writing", "campaigns-play", "help"]);
      expect(data![0]!.admin_only_threads).toBe(true);
    }
    denied(await (await as("anon")).from("forum_categories").insert({ id: "anon-cat", name: "x" }), "anon insert");
    for (const who of ["owner", "other"] as const) {
      denied(await (await as(who)).from("forum_categories").insert({ id: `${who}-cat`, name: "x" }), `${who} insert`);
      const upd = await (await as(who)).from("forum_categories").update({ name: "Hacked" }).eq("id", "help").select("id");
      expect([upd.error, upd.data], who).toEqual([null, []]);
      const del = await (await as(who)).from("forum_categories").delete().eq("id", "help").select("id");
      expect([del.error, del.data], who).toEqual([null, []]);
    }
    expect((await sql<{ name: string }>(`select name from public.forum_categories where id = 'help'`))[0]!.name).toBe("Help");
    const a = await as("admin");
    expect((await a.from("forum_categories").insert({ id: "admin-cat", name: "Admin's" })).error).toBeNull();
    expect((await a.from("forum_categories").update({ name: "Renamed" }).eq("id", "admin-cat").select("name").single()).data).toEqual({ name: "Renamed" });
    expect((await a.from("forum_categories").delete().eq("id", "admin-cat").select("id")).data).toEqual([{ id: "admin-cat" }]);
  });

  it("forum_threads: deleted threads only for admins; nobody inserts or deletes rows; author renames, admin moderates", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("forum_threads").select("id").in("id", [thread, gone]).order("id");
      expect(error, who).toBeNull();
      expect(
        data!.map((r) => r.id as string),
        who,
      ).toEqual(who === "admin" ? [thread, gone].sort() : [thread]);
    }
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      denied(await (await as(who)).from("forum_threads").insert({ category_id: "help", title: "Direct insert" }), `${who} insert`);
      denied(await (await as(who)).from("forum_threads").delete().eq("id", thread), `${who} delete`);
    }
    denied(await (await as("anon")).from("forum_threads").update({ title: "Anon title" }).eq("id", thread), "anon update");
    const byOther = await (await as("other")).from("forum_threads").update({ title: "Other's title" }).eq("id", thread).select("id");
    expect([byOther.error, byOther.data]).toEqual([null, []]);
    const pin = await (await as("owner")).from("forum_threads").update({ pinned: true }).eq("id", thread);
    expect([pin.error?.code, pin.error?.message]).toEqual(["42501", "Only moderators can pin, lock or move a thread."]);
    expect(
      (await (await as("owner")).from("forum_threads").update({ title: "Rivers that run uphill?" }).eq("id", thread).select("title").single()).data,
    ).toEqual({ title: "Rivers that run uphill?" });
    const mod = await (
      await as("admin")
    )
      .from("forum_threads")
      .update({ pinned: true, locked: true, category_id: "help" })
      .eq("id", thread)
      .select("pinned, locked, category_id")
      .single();
    expect(mod.data).toEqual({ pinned: true, locked: true, category_id: "help" });
    await (await as("admin")).from("forum_threads").update({ pinned: false, locked: false, category_id: "worldbuilding" }).eq("id", thread);
  });

  it("forum_posts: posts of deleted threads only for admins; users insert as themselves and edit only their own; nobody deletes rows", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (
        await as(who)
      )
        .from("forum_posts")
        .select("thread_id, number")
        .in("thread_id", [thread, gone])
        .order("number")
        .order("thread_id");
      expect(error, who).toBeNull();
      expect(data!.length, who).toBe(who === "admin" ? 3 : 2);
    }
    denied(await (await as("anon")).from("forum_posts").insert({ thread_id: thread, body: "Anon reply" }), "anon insert");
    for (const who of ["owner", "other", "admin"] as const) {
      const res = await (
        await as(who)
      )
        .from("forum_posts")
        .insert({ thread_id: thread, body: `Reply by ${who}` })
        .select("author_id")
        .single();
      expect([res.error, res.data], who).toEqual([null, { author_id: ids[who] }]);
      denied(await (await as(who)).from("forum_posts").insert({ thread_id: thread, body: "Forged", author_id: owner }), `${who} forged`);
    }
    const first = await postId(thread, 1);
    for (const who of ["other", "admin"] as const) {
      const res = await (
        await as(who)
      )
        .from("forum_posts")
        .update({ body: `Edited by ${who}` })
        .eq("id", first)
        .select("id");
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    denied(await (await as("anon")).from("forum_posts").update({ body: "Anon edit" }).eq("id", first), "anon update");
    denied(await (await as("owner")).from("forum_posts").update({ like_count: 99 }).eq("id", first), "owner like_count");
    const mine = await (
      await as("owner")
    )
      .from("forum_posts")
      .update({ body: "Opening post, edited twice" })
      .eq("id", first)
      .select("body, edited_at")
      .single();
    expect(mine.data!.body).toBe("Opening post, edited twice");
    expect(mine.data!.edited_at).not.toBeNull();
    for (const who of ["anon", "owner", "other", "admin"] as const) denied(await (await as(who)).from("forum_posts").delete().eq("id", first), `${who} delete`);
    expect((await sql(`select 1 from public.forum_posts where id = $1`, [first])).length).toBe(1);
  });

  it("forum_post_revisions: only the post's author and admins read the history; nobody writes it", async () => {
    const first = await postId(thread, 1);
    denied(await (await as("anon")).from("forum_post_revisions").select("body").eq("post_id", first), "anon select");
    for (const who of ["owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("forum_post_revisions").select("body").eq("post_id", first).order("id");
      expect(error, who).toBeNull();
      expect(data!.length > 0, who).toBe(who !== "other");
      if (who !== "other") expect(data![0]!.body, who).toBe("Opening post");
    }
    for (const who of ["owner", "other", "admin"] as const) {
      const c = await as(who);
      denied(await c.from("forum_post_revisions").insert({ post_id: first, body: "Fake", reason: "edit" }), `${who} insert`);
      denied(await c.from("forum_post_revisions").update({ body: "Rewritten" }).eq("post_id", first), `${who} update`);
      denied(await c.from("forum_post_revisions").delete().eq("post_id", first), `${who} delete`);
    }
  });

  it("forum_post_likes: everyone reads; users like as themselves and unlike only their own", async () => {
    const first = await postId(thread, 1);
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data } = await (await as(who)).from("forum_post_likes").select("user_id").eq("post_id", first);
      expect(data, who).toEqual([{ user_id: other }]);
    }
    denied(await (await as("anon")).from("forum_post_likes").insert({ post_id: first }), "anon insert");
    denied(await (await as("owner")).from("forum_post_likes").insert({ post_id: first, user_id: other }), "forged like");
    expect((await (await as("admin")).from("forum_post_likes").insert({ post_id: first })).error).toBeNull();
    for (const who of ["owner", "admin"] as const) {
      const res = await (await as(who)).from("forum_post_likes").delete().eq("post_id", first).eq("user_id", other).select("user_id");
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect((await (await as("admin")).from("forum_post_likes").delete().eq("post_id", first).eq("user_id", admin).select("user_id")).data).toEqual([
      { user_id: admin },
    ]);
    expect((await sql<{ like_count: number }>(`select like_count from public.forum_posts where id = $1`, [first]))[0]!.like_count).toBe(1);
  });

  it("forum_bans: the banned user reads their own; only admins read all and write", async () => {
    denied(await (await as("anon")).from("forum_bans").select("user_id"), "anon select");
    expect((await (await as("banned")).from("forum_bans").select("user_id, reason")).data).toEqual([{ user_id: banned, reason: "Spam" }]);
    for (const who of ["owner", "other"] as const) {
      const c = await as(who);
      expect((await c.from("forum_bans").select("user_id")).data, who).toEqual([]);
      denied(
        await c.from("forum_bans").insert({ user_id: ids[who === "owner" ? "other" : "owner"], until: new Date(Date.now() + 1e7).toISOString() }),
        `${who} insert`,
      );
      expect((await c.from("forum_bans").update({ reason: "Lifted?" }).eq("user_id", banned).select("user_id")).data, who).toEqual([]);
      expect((await c.from("forum_bans").delete().eq("user_id", banned).select("user_id")).data, who).toEqual([]);
    }
    expect((await (await as("banned")).from("forum_bans").delete().eq("user_id", banned).select("user_id")).data).toEqual([]);
    const a = await as("admin");
    expect((await a.from("forum_bans").select("user_id")).data).toEqual([{ user_id: banned }]);
    expect(
      (
        await a
          .from("forum_bans")
          .insert({ user_id: owner, until: new Date(Date.now() + 1e7).toISOString(), reason: "Test" })
          .select("created_by")
          .single()
      ).data,
    ).toEqual({ created_by: admin });
    expect((await a.from("forum_bans").update({ reason: "Test, longer" }).eq("user_id", owner).select("reason").single()).data).toEqual({
      reason: "Test, longer",
    });
    expect((await a.from("forum_bans").delete().eq("user_id", owner).select("user_id")).data).toEqual([{ user_id: owner }]);
  });

  it("forum_reports: reporters read their own; users report as themselves; admins read, resolve and delete", async () => {
    const first = await postId(thread, 1);
    denied(await (await as("anon")).from("forum_reports").select("id"), "anon select");
    denied(await (await as("anon")).from("forum_reports").insert({ post_id: first, reason: "x" }), "anon insert");
    expect((await (await as("other")).from("forum_reports").select("reason")).data).toEqual([{ reason: "Rude" }]);
    expect((await (await as("owner")).from("forum_reports").select("reason")).data).toEqual([]);
    denied(await (await as("owner")).from("forum_reports").insert({ post_id: first, reason: "Forged", reporter_id: other }), "forged report");
    expect(
      (await (await as("owner")).from("forum_reports").insert({ post_id: first, reason: "Off topic" }).select("reporter_id, status").single()).data,
    ).toEqual({ reporter_id: owner, status: "open" });
    for (const who of ["owner", "other"] as const) {
      const c = await as(who);
      expect((await c.from("forum_reports").update({ status: "dismissed" }).eq("post_id", first).select("id")).data, who).toEqual([]);
      expect((await c.from("forum_reports").delete().eq("post_id", first).select("id")).data, who).toEqual([]);
    }
    const a = await as("admin");
    expect((await a.from("forum_reports").select("reason").eq("post_id", first).order("reason")).data).toEqual([{ reason: "Off topic" }, { reason: "Rude" }]);
    const resolved = await a.from("forum_reports").update({ status: "resolved" }).eq("reason", "Rude").select("status, resolved_by").single();
    expect(resolved.data).toEqual({ status: "resolved", resolved_by: admin });
    expect((await a.from("forum_reports").delete().eq("reason", "Off topic").select("reason")).data).toEqual([{ reason: "Off topic" }]);
  });
});
