// The RLS matrix for the Feedback board on both databases: anon / owner / other user / admin ×
// select / insert / update / delete on posts, votes, comments and status changes. "owner" wrote
// the post and a comment; "other" voted and commented. Rows are made as the database owner.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const post = randomUUID();
const ownerComment = randomUUID();
const otherComment = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.feedback_posts (id, author_id, type, title, body) values ('${post}', '${owner}', 'idea', 'Dark mode for maps', 'Please');
insert into public.feedback_votes (post_id, user_id) values ('${post}', '${other}');
insert into public.feedback_comments (id, post_id, author_id, body) values ('${ownerComment}', '${post}', '${owner}', 'Mine'), ('${otherComment}', '${post}', '${other}', 'Theirs');
insert into public.feedback_status_changes (post_id, status, note) values ('${post}', 'planned', 'Soon');
`;

type Who = "anon" | "owner" | "other" | "admin";
const ids = { owner, other, admin };

describe.each(databases)("feedback RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), ids[who])));
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server().ctx.db.query<T>(text, params)).rows;
  const denied = (res: { error: { code?: string } | null }, label: string) => expect(res.error?.code, label).toBe("42501");
  const everyone = ["anon", "owner", "other", "admin"] as const;

  it("select: everyone reads posts, votes, comments, status changes and the board view", async () => {
    for (const who of everyone) {
      const c = await as(who);
      expect((await c.from("feedback_posts").select("id").eq("id", post)).data, who).toEqual([{ id: post }]);
      expect((await c.from("feedback_votes").select("user_id").eq("post_id", post)).data, who).toEqual([{ user_id: other }]);
      expect((await c.from("feedback_comments").select("id").eq("post_id", post)).data!.length, who).toBe(2);
      expect((await c.from("feedback_status_changes").select("note").eq("post_id", post)).data, who).toEqual([{ note: "Soon" }]);
      expect((await c.from("feedback_board").select("id, recent_votes").eq("id", post)).data, who).toEqual([{ id: post, recent_votes: 1 }]);
    }
  });

  it("feedback_posts: users post as themselves; only the author (or an admin) edits; nobody sets status or counts; only admins delete", async () => {
    denied(await (await as("anon")).from("feedback_posts").insert({ title: "By a visitor", type: "idea" }), "anon insert");
    for (const who of ["owner", "other", "admin"] as const) {
      const res = await (
        await as(who)
      )
        .from("feedback_posts")
        .insert({ title: `Idea by ${who}`, type: "bug" })
        .select("author_id, status")
        .single();
      expect([res.error, res.data], who).toEqual([null, { author_id: ids[who], status: "open" }]);
      denied(await (await as(who)).from("feedback_posts").insert({ title: "Forged author", author_id: owner }), `${who} forged`);
      denied(await (await as(who)).from("feedback_posts").insert({ title: "Self-planned", status: "planned" }), `${who} status`);
    }
    denied(await (await as("anon")).from("feedback_posts").update({ title: "Visitor edit" }).eq("id", post), "anon update");
    const byOther = await (await as("other")).from("feedback_posts").update({ title: "Other's edit" }).eq("id", post).select("id");
    expect([byOther.error, byOther.data]).toEqual([null, []]);
    for (const who of ["owner", "admin"] as const) {
      denied(await (await as(who)).from("feedback_posts").update({ status: "done" }).eq("id", post), `${who} status`);
      denied(await (await as(who)).from("feedback_posts").update({ vote_count: 99 }).eq("id", post), `${who} vote_count`);
    }
    expect((await (await as("owner")).from("feedback_posts").update({ title: "Dark mode for all maps" }).eq("id", post).select("title").single()).data).toEqual(
      { title: "Dark mode for all maps" },
    );
    expect((await (await as("admin")).from("feedback_posts").update({ title: "Dark mode for maps" }).eq("id", post).select("title").single()).data).toEqual({
      title: "Dark mode for maps",
    });
    denied(await (await as("anon")).from("feedback_posts").delete().eq("id", post), "anon delete");
    for (const who of ["owner", "other"] as const) {
      const res = await (await as(who)).from("feedback_posts").delete().eq("id", post).select("id");
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    const mine = (await sql<{ id: string }>(`select id from public.feedback_posts where title = 'Idea by other'`))[0]!.id;
    expect((await (await as("admin")).from("feedback_posts").delete().eq("id", mine).select("id")).data).toEqual([{ id: mine }]);
    expect((await sql(`select 1 from public.feedback_posts where id = $1`, [post])).length).toBe(1);
  });

  it("feedback_votes: users vote as themselves and withdraw only their own; nobody updates", async () => {
    denied(await (await as("anon")).from("feedback_votes").insert({ post_id: post }), "anon insert");
    denied(await (await as("owner")).from("feedback_votes").insert({ post_id: post, user_id: admin }), "forged vote");
    expect((await (await as("owner")).from("feedback_votes").insert({ post_id: post })).error).toBeNull();
    for (const who of ["owner", "admin"] as const) {
      const res = await (await as(who)).from("feedback_votes").delete().eq("post_id", post).eq("user_id", other).select("user_id");
      expect([res.error, res.data], who).toEqual([null, []]);
      denied(await (await as(who)).from("feedback_votes").update({ user_id: ids[who] }).eq("post_id", post), `${who} update`);
    }
    expect((await (await as("owner")).from("feedback_votes").delete().eq("post_id", post).eq("user_id", owner).select("user_id")).data).toEqual([
      { user_id: owner },
    ]);
    expect((await sql<{ vote_count: number }>(`select vote_count from public.feedback_posts where id = $1`, [post]))[0]!.vote_count).toBe(1);
  });

  it("feedback_comments: users comment as themselves, edit only their own; authors and admins delete", async () => {
    denied(await (await as("anon")).from("feedback_comments").insert({ post_id: post, body: "Visitor" }), "anon insert");
    denied(await (await as("other")).from("feedback_comments").insert({ post_id: post, body: "Forged", author_id: owner }), "forged");
    expect((await (await as("admin")).from("feedback_comments").insert({ post_id: post, body: "From the team" })).error).toBeNull();
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).from("feedback_comments").update({ body: "Rewritten" }).eq("id", ownerComment).select("id");
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect((await (await as("owner")).from("feedback_comments").update({ body: "Mine, edited" }).eq("id", ownerComment).select("body").single()).data).toEqual({
      body: "Mine, edited",
    });
    const byOwner = await (await as("owner")).from("feedback_comments").delete().eq("id", otherComment).select("id");
    expect([byOwner.error, byOwner.data]).toEqual([null, []]);
    expect((await (await as("admin")).from("feedback_comments").delete().eq("id", otherComment).select("id")).data).toEqual([{ id: otherComment }]);
    expect((await (await as("owner")).from("feedback_comments").delete().eq("id", ownerComment).select("id")).data).toEqual([{ id: ownerComment }]);
  });

  it("feedback_status_changes: nobody writes them directly", async () => {
    for (const who of everyone) {
      const c = await as(who);
      denied(await c.from("feedback_status_changes").insert({ post_id: post, status: "done", note: "x" }), `${who} insert`);
      denied(await c.from("feedback_status_changes").update({ note: "x" }).eq("post_id", post), `${who} update`);
      denied(await c.from("feedback_status_changes").delete().eq("post_id", post), `${who} delete`);
    }
    expect((await sql(`select 1 from public.feedback_status_changes where post_id = $1`, [post])).length).toBe(1);
  });
});
