// Forum notifications on both databases: who gets one (mentions by username, replies to your
// thread; not yourself, not unknown names, not e-mail addresses) and the RLS matrix (anon / owner /
// other / admin × select, insert, update, delete: only the owner reads, marks read and deletes).
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const thread = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set username = 'Owner_One' where id = '${owner}';
update public.profiles set username = 'other.two' where id = '${other}';
update public.profiles set is_admin = true, username = 'the-admin' where id = '${admin}';
insert into public.forum_threads (id, category_id, author_id, title) values ('${thread}', 'help', '${owner}', 'Where are the maps?');
insert into public.forum_posts (thread_id, author_id, body) values ('${thread}', '${owner}', 'Asking @other.two and myself @owner_one and @nobody_here');
insert into public.forum_posts (thread_id, author_id, body) values ('${thread}', '${other}', 'Mail me at x@owner_one.com, or ask @THE-ADMIN.');
`;

type Who = "anon" | "owner" | "other" | "admin";
const ids = { owner, other, admin };

describe.each(databases)("forum notifications on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), ids[who])));
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server().ctx.db.query<T>(text, params)).rows;

  it("notifies mentioned users and the thread's author, not the poster, unknown names or e-mail addresses", async () => {
    const rows = await sql<{ user_id: string; kind: string; number: number; actor_id: string }>(
      `select n.user_id, n.kind, p.number, n.actor_id from public.forum_notifications n join public.forum_posts p on p.id = n.post_id order by p.number, n.kind, n.user_id`,
    );
    expect(rows).toEqual([
      { user_id: other, kind: "mention", number: 1, actor_id: owner },
      { user_id: admin, kind: "mention", number: 2, actor_id: other },
      { user_id: owner, kind: "reply", number: 2, actor_id: other },
    ]);
  });

  it("select: each user reads only their own; visitors none", async () => {
    expect((await (await as("anon")).from("forum_notifications").select("id")).error?.code).toBe("42501");
    for (const who of ["owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("forum_notifications").select("user_id, kind");
      expect(error, who).toBeNull();
      expect(data!.length, who).toBe(1);
      expect(
        data!.every((r) => r.user_id === ids[who]),
        who,
      ).toBe(true);
    }
  });

  it("insert: nobody writes notifications directly", async () => {
    const post = (await sql<{ id: string }>(`select id from public.forum_posts where number = 1`))[0]!.id;
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const res = await (await as(who)).from("forum_notifications").insert({ user_id: other, kind: "mention", post_id: post });
      expect(res.error?.code, who).toBe("42501");
    }
  });

  it("update and delete: only the owner marks read or deletes", async () => {
    const mine = (await sql<{ id: string }>(`select id::text from public.forum_notifications where user_id = $1`, [other]))[0]!.id;
    expect((await (await as("anon")).from("forum_notifications").update({ read_at: new Date().toISOString() }).eq("id", mine)).error?.code).toBe("42501");
    for (const who of ["owner", "admin"] as const) {
      const upd = await (await as(who)).from("forum_notifications").update({ read_at: new Date().toISOString() }).eq("id", mine).select("id");
      expect([upd.error, upd.data], who).toEqual([null, []]);
      const del = await (await as(who)).from("forum_notifications").delete().eq("id", mine).select("id");
      expect([del.error, del.data], who).toEqual([null, []]);
    }
    expect((await (await as("other")).from("forum_notifications").update({ user_id: owner }).eq("id", mine)).error?.code).toBe("42501");
    const read = await (await as("other")).from("forum_notifications").update({ read_at: new Date().toISOString() }).eq("id", mine).select("read_at").single();
    expect(read.data!.read_at).not.toBeNull();
    expect((await (await as("other")).from("forum_notifications").delete().eq("id", mine).select("user_id")).data).toEqual([{ user_id: other }]);
  });
});

// A mention picked from the composer's suggestions is "[@name](/forum/u/<id>)" (web: components/mentions.ts).
const poster = randomUUID();
const nameless = randomUUID();
const ann = randomUUID();
const linkThread = randomUUID();
const linkSetup = `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${poster}', 'poster@example.com', '{"username":"poster"}'),
  ('${nameless}', 'nameless@example.com', '{"display_name":"Ann Lee"}'),
  ('${ann}', 'ann@example.com', '{"username":"Ann"}');
insert into public.forum_threads (id, category_id, author_id, title) values ('${linkThread}', 'help', '${poster}', 'Mention links');
`;

describe.each(databases)("forum mention links on %s", (kind) => {
  const server = useServer(kind, linkSetup);
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server().ctx.db.query<T>(text, params)).rows;
  const postAs = async (author: string, body: string) => {
    const [row] = await sql<{ id: string }>(`insert into public.forum_posts (thread_id, author_id, body) values ($1, $2, $3) returning id`, [
      linkThread,
      author,
      body,
    ]);
    return sql<{ user_id: string; kind: string }>(`select user_id, kind from public.forum_notifications where post_id = $1 order by kind, user_id`, [row!.id]);
  };

  it("notifies the member a link points at, by id, even without a username; the link text is not a typed @name", async () => {
    const got = await postAs(poster, `Thanks [@Ann Lee](/forum/u/${nameless.toUpperCase()}) and me [@poster](/forum/u/${poster}).`);
    // "@Ann" inside the link text is not read as the user named Ann; the poster is not notified.
    expect(got).toEqual([{ user_id: nameless, kind: "mention" }]);
  });

  it("a typed @username and a link in one post notify both, once each; unknown or malformed ids nobody", async () => {
    const got = await postAs(
      nameless,
      `@ann and [@Ann](/forum/u/${ann}) again, [@x](/forum/u/${randomUUID()}), [@y](/forum/u/not-a-uuid), [@z](https://evil.example/forum/u/${poster})`,
    );
    expect(got).toEqual([
      { user_id: ann, kind: "mention" },
      { user_id: poster, kind: "reply" },
    ]);
  });

  it("at most ten links are read per post", async () => {
    const others = Array.from({ length: 12 }, () => randomUUID());
    await sql(`insert into auth.users (id, email) select u::uuid, u || '@example.com' from unnest($1::text[]) as u`, [others]);
    const got = await postAs(poster, others.map((id, i) => `[@m${i}](/forum/u/${id})`).join(" "));
    expect(got).toHaveLength(10);
  });
});
