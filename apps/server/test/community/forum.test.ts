import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// The forum through /rest/v1 as the app uses it: starting threads, replying, the abuse limits
// (rate with new accounts limited further, body size, duplicates, bans, locks) whatever the
// request, soft delete, edit history, hiding, likes, counters, search and the profile card.
// On PGlite and, when its binaries are here, PostgreSQL.
describe.each(databases)("forum on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["ana.forum@example.com", "ben.forum@example.com", "cat.forum@example.com", "dee.forum@example.com"]);
  let server: TestServer;
  let ana: SupabaseClient; // a regular (older) account
  let ben: SupabaseClient; // a new account
  let cat: SupabaseClient; // admin
  let dee: SupabaseClient; // gets banned
  let anaId: string;
  let benId: string;
  let deeId: string;

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server.ctx.db.query<T>(text, params)).rows;

  beforeAll(async () => {
    ({
      server,
      users: [[ana, anaId], [ben, benId], [cat], [dee, deeId]],
    } = suite());
    await sql(`update public.profiles set created_at = now() - interval '30 days' where id = any($1::uuid[])`, [[anaId, deeId]]);
    const [, catId] = suite().users[2];
    await sql(`update public.profiles set is_admin = true where id = $1`, [catId]);
  });

  async function startThread(sb: SupabaseClient, title: string, body: string, category = "worldbuilding"): Promise<string> {
    const { data, error } = await sb.rpc("forum_create_thread", { category, title, body });
    expect(error).toBeNull();
    return data as string;
  }

  it("starts a thread with its opening post, replies number on, and the counters follow", async () => {
    const before = (
      await sql<{ thread_count: number; post_count: number }>(`select thread_count, post_count from public.forum_categories where id = 'generators'`)
    )[0]!;
    const id = await startThread(ana, "  Naming rivers  ", "How do you name **rivers**?", "generators");
    const reply = await ben.from("forum_posts").insert({ thread_id: id, body: "After the first drowned king." }).select("number, author_id").single();
    expect(reply.data).toEqual({ number: 2, author_id: benId });
    const t = await ben.from("forum_threads").select("title, post_count, author_id").eq("id", id).single();
    expect(t.data).toEqual({ title: "Naming rivers", post_count: 2, author_id: anaId });
    const posts = await server.client().from("forum_posts").select("number, body").eq("thread_id", id).order("number");
    expect(posts.data).toEqual([
      { number: 1, body: "How do you name **rivers**?" },
      { number: 2, body: "After the first drowned king." },
    ]);
    const after = (
      await sql<{ thread_count: number; post_count: number }>(`select thread_count, post_count from public.forum_categories where id = 'generators'`)
    )[0]!;
    expect([after.thread_count - before.thread_count, after.post_count - before.post_count]).toEqual([1, 2]);
  });

  it("refuses bad threads with clear messages: visitors, Announcements, unknown category, short title, empty or huge body", async () => {
    const anon = await server.client().rpc("forum_create_thread", { category: "help", title: "Hello there", body: "Hi" });
    expect(anon.error?.code).toBe("42501");
    const cases: [Record<string, string>, string][] = [
      [{ category: "announcements", title: "Big news", body: "Not from the team" }, "Only the Worldloom team starts threads in Announcements."],
      [{ category: "nowhere", title: "Lost", body: "Where am I" }, 'There is no forum category "nowhere".'],
      [{ category: "help", title: "Hi", body: "Too short a title" }, "A thread title needs 3 to 150 characters."],
      [{ category: "help", title: "Empty body", body: "   " }, "Write something before posting."],
      [{ category: "help", title: "Huge body", body: "x".repeat(20001) }, "A post can be at most 20,000 characters; this one has 20,001."],
    ];
    const threadsBefore = (await sql(`select id from public.forum_threads`)).length;
    for (const [args, message] of cases) {
      const { error } = await ana.rpc("forum_create_thread", args);
      expect(error?.message, message).toBe(message);
    }
    expect((await sql(`select id from public.forum_threads`)).length).toBe(threadsBefore);
    const news = await cat.rpc("forum_create_thread", { category: "announcements", title: "Welcome", body: "From the team" });
    expect(news.error).toBeNull();
    const reply = await ana.from("forum_posts").insert({ thread_id: news.data, body: "Thanks!" });
    expect(reply.error).toBeNull();
  });

  it("limits the posting rate, new accounts further, and refuses duplicates", async () => {
    await sql(`update public.forum_posts set created_at = created_at - interval '1 hour'`);
    const id = await startThread(ana, "Rate limits", "Opening");
    // ben is new: 5 posts in 5 minutes (the thread above is ana's).
    for (let i = 1; i <= 5; i++) expect((await ben.from("forum_posts").insert({ thread_id: id, body: `Ben ${i}` })).error, `post ${i}`).toBeNull();
    const sixth = await ben.from("forum_posts").insert({ thread_id: id, body: "Ben 6" });
    expect(sixth.error?.message).toBe("You are posting too fast: 5 posts in 5 minutes at most for new accounts. Try again in 5 minutes.");
    expect(sixth.status).toBe(400);
    // ana is older: 15 in 5 minutes; she has posted 1 (opening) above, maybe more earlier.
    const dup = await ana.from("forum_posts").insert({ thread_id: id, body: "  OPENING " });
    expect(dup.error?.message).toBe("You already posted this. Write something new, or edit your earlier post.");
    const posted = Number(
      (await sql<{ n: string }>(`select count(*) as n from public.forum_posts where author_id = $1 and created_at > now() - interval '5 minutes'`, [anaId]))[0]!
        .n,
    );
    for (let i = posted; i < 15; i++) expect((await ana.from("forum_posts").insert({ thread_id: id, body: `Ana ${i}` })).error, `ana ${i}`).toBeNull();
    const over = await ana.from("forum_posts").insert({ thread_id: id, body: "Ana over" });
    expect(over.error?.message).toMatch(/^You are posting too fast: 15 posts in 5 minutes at most\. Try again in \d minutes?\.$/);
    expect((await sql(`select 1 from public.forum_posts where body in ('Ben 6', 'Ana over')`)).length).toBe(0);
    // Admins are not rate limited; move ana's and ben's posts back in time so later tests can post.
    await sql(`update public.forum_posts set created_at = created_at - interval '1 hour' where author_id = any($1::uuid[])`, [[anaId, benId]]);
  });

  it("a banned user cannot post by any request: new thread, reply, edit, rename; until the ban ends", async () => {
    const mine = await startThread(dee, "Before the ban", "Dee's opening");
    const other = await startThread(ana, "Ana's thread for Dee", "Open to all");
    const firstPost = (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1 and number = 1`, [mine]))[0]!.id;
    const until = new Date(Date.now() + 86400e3).toISOString();
    expect((await cat.from("forum_bans").insert({ user_id: deeId, until, reason: "Spam links" })).error).toBeNull();
    const attempts = [
      await dee.rpc("forum_create_thread", { category: "help", title: "After the ban", body: "Sneaky" }),
      await dee.from("forum_posts").insert({ thread_id: other, body: "Sneaky reply" }),
      await dee.from("forum_posts").insert({ thread_id: mine, body: "Reply to myself" }),
      await dee.from("forum_posts").update({ body: "Sneaky edit" }).eq("id", firstPost),
      await dee.from("forum_threads").update({ title: "Sneaky title" }).eq("id", mine),
    ];
    for (const a of attempts) {
      expect(a.error?.code).toBe("42501");
      expect(a.error?.message).toMatch(/^You are banned from posting until \w+ \d+, \d{4} \d\d:\d\d UTC\.$/);
      expect(a.error?.hint).toBe("Spam links");
    }
    expect((await sql(`select 1 from public.forum_posts where body like 'Sneaky%' or body = 'Reply to myself'`)).length).toBe(0);
    expect((await sql<{ title: string }>(`select title from public.forum_threads where id = $1`, [mine]))[0]!.title).toBe("Before the ban");
    // The ban cannot be lifted by the banned user; when it has run out, posting works again.
    expect((await dee.from("forum_bans").delete().eq("user_id", deeId).select("user_id")).data).toEqual([]);
    await sql(`update public.forum_bans set until = now() - interval '1 second' where user_id = $1`, [deeId]);
    expect((await dee.from("forum_posts").insert({ thread_id: other, body: "Back again" })).error).toBeNull();
  });

  it("a locked thread takes no replies or edits except from admins", async () => {
    const id = await startThread(ana, "Locked soon", "Opening of a locked thread");
    expect((await cat.from("forum_threads").update({ locked: true }).eq("id", id)).error).toBeNull();
    const reply = await ben.from("forum_posts").insert({ thread_id: id, body: "Too late" });
    expect(reply.error?.message).toBe("This thread is locked: it takes no new replies.");
    const edit = await ana.from("forum_posts").update({ body: "Changed" }).eq("thread_id", id).eq("number", 1);
    expect(edit.error?.message).toBe("This thread is locked: its posts can no longer be edited.");
    expect((await cat.from("forum_posts").insert({ thread_id: id, body: "Locked by a moderator." })).error).toBeNull();
  });

  it("edits mark the post edited and keep the history; a second user cannot edit; soft delete leaves the row", async () => {
    const id = await startThread(ana, "Editing", "First version");
    const post = (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1 and number = 1`, [id]))[0]!.id;
    const notMine = await ben.from("forum_posts").update({ body: "Ben was here" }).eq("id", post).select("id");
    expect([notMine.error, notMine.data]).toEqual([null, []]);
    const tooLong = await ana
      .from("forum_posts")
      .update({ body: "y".repeat(20001) })
      .eq("id", post);
    expect(tooLong.error?.message).toBe("A post can be at most 20,000 characters; this one has 20,001.");
    expect((await ana.from("forum_posts").update({ body: "Second version" }).eq("id", post)).error).toBeNull();
    expect((await ana.from("forum_posts").update({ body: "Third version" }).eq("id", post)).error).toBeNull();
    const row = await server.client().from("forum_posts").select("body, edited_at").eq("id", post).single();
    expect(row.data!.body).toBe("Third version");
    expect(row.data!.edited_at).not.toBeNull();
    const history = await ana.from("forum_post_revisions").select("body, reason").eq("post_id", post).order("id");
    expect(history.data).toEqual([
      { body: "First version", reason: "edit" },
      { body: "Second version", reason: "edit" },
    ]);
    expect((await ben.from("forum_post_revisions").select("body").eq("post_id", post)).data).toEqual([]);
    expect((await ben.rpc("forum_delete_post", { post })).error?.message).toBe("You can delete only your own posts.");
    expect((await ana.rpc("forum_delete_post", { post })).error).toBeNull();
    const deleted = await server.client().from("forum_posts").select("body, deleted_at, number").eq("id", post).single();
    expect(deleted.data!.body).toBe("");
    expect(deleted.data!.deleted_at).not.toBeNull();
    expect((await ana.from("forum_posts").update({ body: "Undead" }).eq("id", post)).error?.message).toBe("This post was deleted and can no longer be edited.");
    expect((await ana.from("forum_post_revisions").select("body, reason").eq("post_id", post).order("id")).data!.at(-1)).toEqual({
      body: "Third version",
      reason: "delete",
    });
    // The thread stays readable.
    expect((await server.client().from("forum_threads").select("id").eq("id", id)).data).toEqual([{ id }]);
  });

  it("admins hide a post with a reason the author sees, and unhide it; others cannot", async () => {
    const id = await startThread(ana, "Hiding", "Something rude");
    const post = (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1 and number = 1`, [id]))[0]!.id;
    expect((await ben.rpc("forum_hide_post", { post, reason: "No" })).error?.message).toBe("Only moderators can hide posts.");
    expect((await cat.rpc("forum_hide_post", { post, reason: "" })).error?.message).toBe("Give a reason (up to 500 characters); the author sees it.");
    expect((await cat.rpc("forum_hide_post", { post, reason: "Be kind" })).error).toBeNull();
    const hidden = await server.client().from("forum_posts").select("body, hidden_reason").eq("id", post).single();
    expect(hidden.data).toEqual({ body: "", hidden_reason: "Be kind" });
    expect((await ben.rpc("forum_unhide_post", { post })).error?.message).toBe("Only moderators can unhide posts.");
    expect((await cat.rpc("forum_unhide_post", { post })).error).toBeNull();
    expect((await server.client().from("forum_posts").select("body, hidden_reason").eq("id", post).single()).data).toEqual({
      body: "Something rude",
      hidden_reason: null,
    });
  });

  it("likes count once per user on the post and the thread", async () => {
    const id = await startThread(ana, "Like me", "A likeable post");
    const post = (await sql<{ id: string }>(`select id from public.forum_posts where thread_id = $1 and number = 1`, [id]))[0]!.id;
    expect((await ben.from("forum_post_likes").insert({ post_id: post })).error).toBeNull();
    expect((await ben.from("forum_post_likes").insert({ post_id: post })).error?.code).toBe("23505");
    expect((await cat.from("forum_post_likes").insert({ post_id: post })).error).toBeNull();
    const counts = async () => [
      (await server.client().from("forum_posts").select("like_count").eq("id", post).single()).data!.like_count,
      (await server.client().from("forum_threads").select("like_count").eq("id", id).single()).data!.like_count,
    ];
    expect(await counts()).toEqual([2, 2]);
    expect((await ben.from("forum_post_likes").delete().eq("post_id", post)).error).toBeNull();
    expect(await counts()).toEqual([1, 1]);
  });

  it("searches titles and posts, and gives the profile card", async () => {
    const id = await startThread(ana, "Volcanic archipelagos", "Islands made of basalt and ash");
    expect((await ben.from("forum_posts").insert({ thread_id: id, body: "I put a lighthouse on every caldera." })).error).toBeNull();
    const byTitle = await server.client().rpc("forum_search", { q: "archipelago" });
    expect(byTitle.error).toBeNull();
    expect(byTitle.data.map((r: { thread_id: string; number: number }) => [r.thread_id, r.number])).toEqual([[id, 1]]);
    const byReply = await server.client().rpc("forum_search", { q: "lighthouses" });
    expect(byReply.data.map((r: { number: number }) => r.number)).toEqual([2]);
    expect(byReply.data[0].snippet).toContain("lighthouse on every caldera");
    expect((await server.client().rpc("forum_search", { q: "lighthouse", category: "help" })).data).toEqual([]);
    const card = await server.client().rpc("forum_profile_card", { uid: benId }).single();
    expect(card.error).toBeNull();
    const c = card.data as { display_name: string; post_count: number; joined_at: string };
    // A new account has no public name until it chooses one: never the e-mail prefix ("ben.forum").
    expect(c.display_name).toBeNull();
    expect(c.post_count).toBe(
      Number((await sql<{ n: string }>(`select count(*) as n from public.forum_posts where author_id = $1 and deleted_at is null`, [benId]))[0]!.n),
    );
    expect(c.post_count).toBeGreaterThan(5);
  });
});
