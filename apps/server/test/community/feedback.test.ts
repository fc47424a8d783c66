import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// The Feedback board through /rest/v1: votes count once per user even when sent at the same time,
// statuses only by admins with a public note, merges keep totals right, similar posts, trending,
// limits with clear messages. On PGlite and, when its binaries are here, PostgreSQL.
describe.each(databases)("feedback on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["ann.fb@example.com", "bo.fb@example.com", "cy.fb@example.com", "di.fb@example.com"]);
  let server: TestServer;
  let ann: SupabaseClient;
  let bo: SupabaseClient;
  let cy: SupabaseClient;
  let di: SupabaseClient; // admin
  let annId: string;
  let boId: string;
  let cyId: string;

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await server.ctx.db.query<T>(text, params)).rows;
  const votes = async (id: string) => (await sql<{ vote_count: number }>(`select vote_count from public.feedback_posts where id = $1`, [id]))[0]!.vote_count;

  beforeAll(async () => {
    let diId: string;
    ({
      server,
      users: [[ann, annId], [bo, boId], [cy, cyId], [di, diId]],
    } = suite());
    await sql(`update public.profiles set is_admin = true where id = $1`, [diId]);
  });

  async function postIdea(sb: SupabaseClient, title: string, body = "", type = "idea"): Promise<string> {
    const { data, error } = await sb.from("feedback_posts").insert({ title, body, type }).select("id").single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  it("refuses bad posts with clear messages and keeps statuses to admins", async () => {
    expect((await ann.from("feedback_posts").insert({ title: "Hm" })).error?.message).toBe("A title needs 5 to 120 characters.");
    expect((await ann.from("feedback_posts").insert({ title: "Long body", body: "z".repeat(10001) })).error?.message).toBe(
      "A description can be at most 10,000 characters; this one has 10,001.",
    );
    expect((await ann.from("feedback_posts").insert({ title: "Weird type", type: "rant" })).error?.code).toBe("23514");
    const id = await postIdea(ann, "  Export maps as SVG  ");
    expect((await sql<{ title: string }>(`select title from public.feedback_posts where id = $1`, [id]))[0]!.title).toBe("Export maps as SVG");
    const notAdmin = await ann.rpc("feedback_set_status", { post: id, status: "planned", note: "I plan it myself" });
    expect([notAdmin.error?.code, notAdmin.error?.message]).toEqual(["42501", "Only the Worldloom team sets a status."]);
    expect((await di.rpc("feedback_set_status", { post: id, status: "shipped" })).error?.message).toBe('Unknown status "shipped".');
    expect((await di.rpc("feedback_set_status", { post: id, status: "planned", note: "Next month." })).error).toBeNull();
    expect((await di.rpc("feedback_set_status", { post: id, status: "done", note: "Out now." })).error).toBeNull();
    const row = await server.client().from("feedback_posts").select("status, status_note, done_at").eq("id", id).single();
    expect(row.data!.status).toBe("done");
    expect(row.data!.status_note).toBe("Out now.");
    expect(row.data!.done_at).not.toBeNull();
    const history = await server.client().from("feedback_status_changes").select("status, note").eq("post_id", id).order("id");
    expect(history.data).toEqual([
      { status: "planned", note: "Next month." },
      { status: "done", note: "Out now." },
    ]);
  });

  it("a vote counts once per user, also when sent many times at once; withdrawing takes it back", async () => {
    const id = await postIdea(bo, "Random weather per region");
    const burst = await Promise.all(Array.from({ length: 8 }, () => cy.from("feedback_votes").insert({ post_id: id })));
    expect(burst.filter((r) => r.error === null)).toHaveLength(1);
    expect(burst.filter((r) => r.error?.code === "23505")).toHaveLength(7);
    await Promise.all([ann.from("feedback_votes").insert({ post_id: id }), bo.from("feedback_votes").insert({ post_id: id })]);
    expect(await votes(id)).toBe(3);
    expect((await sql(`select 1 from public.feedback_votes where post_id = $1`, [id])).length).toBe(3);
    expect((await cy.from("feedback_votes").delete().eq("post_id", id)).error).toBeNull();
    expect(await votes(id)).toBe(2);
  });

  it("merging a duplicate moves votes and comments, and a voter of both counts once", async () => {
    const target = await postIdea(ann, "Hex grid maps", "Hexes for overland travel.");
    const dup = await postIdea(bo, "Hexagon map grid", "Same idea.");
    for (const [sb, id] of [
      [ann, target],
      [bo, target],
      [bo, dup],
      [cy, dup],
    ] as const)
      expect((await sb.from("feedback_votes").insert({ post_id: id })).error).toBeNull();
    expect((await cy.from("feedback_comments").insert({ post_id: dup, body: "Yes please" })).error).toBeNull();
    expect((await ann.from("feedback_comments").insert({ post_id: target, body: "Also for cities" })).error).toBeNull();
    expect((await ann.rpc("feedback_merge", { duplicate: dup, target })).error?.message).toBe("Only the Worldloom team merges posts.");
    expect((await di.rpc("feedback_merge", { duplicate: dup, target: dup })).error?.message).toBe("A post cannot be merged into itself.");
    expect((await di.rpc("feedback_merge", { duplicate: dup, target })).error).toBeNull();
    const voters = (await sql<{ user_id: string }>(`select user_id from public.feedback_votes where post_id = $1 order by user_id`, [target])).map(
      (r) => r.user_id,
    );
    expect(voters).toEqual([annId, boId, cyId].sort());
    const t = await server.client().from("feedback_posts").select("vote_count, comment_count").eq("id", target).single();
    expect(t.data).toEqual({ vote_count: 3, comment_count: 2 });
    const d = await server.client().from("feedback_posts").select("vote_count, comment_count, merged_into").eq("id", dup).single();
    expect(d.data).toEqual({ vote_count: 0, comment_count: 0, merged_into: target });
    // A merged post takes no votes or comments, and cannot be merged again.
    expect((await ann.from("feedback_votes").insert({ post_id: dup })).error?.code).toBe("42501");
    expect((await ann.from("feedback_comments").insert({ post_id: dup, body: "Late" })).error?.code).toBe("42501");
    expect((await di.rpc("feedback_merge", { duplicate: dup, target })).error?.message).toBe("This post was already merged.");
    expect((await di.rpc("feedback_merge", { duplicate: target, target: dup })).error?.message).toBe(
      "That post was itself merged into another; merge into that one instead.",
    );
  });

  it("finds similar posts while typing, leaves merged ones out, and ranks trending by recent votes", async () => {
    const similar = await server.client().rpc("feedback_similar", { q: "a hex map for my world" });
    expect(similar.error).toBeNull();
    expect((similar.data as { title: string }[]).map((r) => r.title)).toEqual(["Hex grid maps", "Export maps as SVG"]);
    expect((await server.client().rpc("feedback_similar", { q: "the and of" })).data).toEqual([]);
    const old = await postIdea(cy, "Calendar with moons");
    const fresh = await postIdea(cy, "Calendar with seasons");
    await Promise.all([ann, bo, cy].map((sb) => sb.from("feedback_votes").insert({ post_id: old })));
    expect((await ann.from("feedback_votes").insert({ post_id: fresh })).error).toBeNull();
    await sql(`update public.feedback_votes set created_at = now() - interval '30 days' where post_id = $1`, [old]);
    const trending = await server
      .client()
      .from("feedback_board")
      .select("id, recent_votes, vote_count")
      .in("id", [old, fresh])
      .order("recent_votes", { ascending: false });
    expect(trending.data).toEqual([
      { id: fresh, recent_votes: 1, vote_count: 1 },
      { id: old, recent_votes: 0, vote_count: 3 },
    ]);
    const search = await server.client().from("feedback_posts").select("title").textSearch("search", "calendar -moons", { type: "websearch" });
    expect(search.data).toEqual([{ title: "Calendar with seasons" }]);
  });

  it("limits posting to 5 an hour and refuses banned users", async () => {
    await sql(`update public.feedback_posts set created_at = now() - interval '2 hours'`);
    for (let i = 1; i <= 5; i++) await postIdea(ann, `Idea number ${i}`);
    expect((await ann.from("feedback_posts").insert({ title: "Idea number 6" })).error?.message).toBe(
      "You have posted 5 ideas or bugs in the last hour. Vote or comment on existing ones, or try again later.",
    );
    await sql(`insert into public.forum_bans (user_id, until, reason) values ($1, now() + interval '1 day', 'Spam')`, [boId]);
    expect((await bo.from("feedback_posts").insert({ title: "Banned idea" })).error?.message).toMatch(/^You are banned from posting until/);
    const any = (await sql<{ id: string }>(`select id from public.feedback_posts where merged_into is null limit 1`))[0]!.id;
    expect((await bo.from("feedback_comments").insert({ post_id: any, body: "Banned comment" })).error?.message).toMatch(/^You are banned from posting until/);
    expect((await bo.from("feedback_votes").delete().eq("user_id", boId)).error).toBeNull();
  });
});
