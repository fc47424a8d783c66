import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// content_likes and content_items.like_count through /rest/v1: a user likes only public items or
// their own, only as themselves; the count follows likes and unlikes and nobody can write it;
// visitors read counts of public items; and the keyset filters the library pages with work.
// On PGlite and, when its binaries are here, PostgreSQL.
describe.each(databases)("content likes on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice.likes@example.com", "bob.likes@example.com", "carol.likes@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let carol: SupabaseClient;
  let aliceId: string;
  let bobId: string;

  async function item(sb: SupabaseClient, row: Record<string, unknown>): Promise<string> {
    const { data, error } = await sb
      .from("content_items")
      .insert({ kind: "character", ...row })
      .select("id")
      .single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  const likeCount = async (id: string) =>
    (await server.ctx.db.query<{ like_count: number }>(`select like_count from public.content_items where id = $1`, [id])).rows[0]?.like_count;

  beforeAll(() => {
    ({
      server,
      users: [[alice, aliceId], [bob, bobId], [carol]],
    } = suite());
  });

  it("counts likes and unlikes of a public item, and a visitor reads the count", async () => {
    const id = await item(alice, { name: "Saltmere Bell", visibility: "public" });
    const before = (await server.ctx.db.query<{ updated_at: string }>(`select updated_at::text from public.content_items where id = $1`, [id])).rows[0]!
      .updated_at;
    expect((await bob.from("content_likes").insert({ item_id: id })).error).toBeNull();
    expect((await carol.from("content_likes").insert({ item_id: id })).error).toBeNull();
    expect((await alice.from("content_likes").insert({ item_id: id })).error).toBeNull();
    expect(await likeCount(id)).toBe(3);
    // Liking twice is refused by the primary key and does not count twice.
    expect((await bob.from("content_likes").insert({ item_id: id })).error?.code).toBe("23505");
    expect(await likeCount(id)).toBe(3);

    const visitor = server.client();
    expect((await visitor.from("content_items").select("like_count").eq("id", id).single()).data).toEqual({ like_count: 3 });
    const { data: likes } = await visitor.from("content_likes").select("user_id").eq("item_id", id);
    expect(likes).toHaveLength(3);

    const del = await carol.from("content_likes").delete().eq("item_id", id).select("user_id");
    expect(del.data).toHaveLength(1);
    expect(await likeCount(id)).toBe(2);
    // A like is not an edit: updated_at is untouched.
    const after = (await server.ctx.db.query<{ updated_at: string }>(`select updated_at::text from public.content_items where id = $1`, [id])).rows[0]!
      .updated_at;
    expect(after).toBe(before);
  });

  it("refuses likes on another user's private item, and hides its likes", async () => {
    const id = await item(alice, { name: "Sealed Letter" });
    const res = await bob.from("content_likes").insert({ item_id: id });
    expect(res.error?.code).toBe("42501");
    expect(await likeCount(id)).toBe(0);
    // The owner may like their own private item; nobody else sees that like.
    expect((await alice.from("content_likes").insert({ item_id: id })).error).toBeNull();
    expect(await likeCount(id)).toBe(1);
    expect((await bob.from("content_likes").select("user_id").eq("item_id", id)).data).toEqual([]);
    expect((await server.client().from("content_likes").select("user_id").eq("item_id", id)).data).toEqual([]);
  });

  it("refuses likes in someone else's name, visitors' likes, and unliking for others", async () => {
    const id = await item(alice, { name: "Open Road", visibility: "public" });
    expect((await bob.from("content_likes").insert({ item_id: id, user_id: aliceId })).error?.code).toBe("42501");
    expect((await server.client().from("content_likes").insert({ item_id: id })).error?.code).toBe("42501");
    expect((await bob.from("content_likes").insert({ item_id: id })).error).toBeNull();
    const del = await carol.from("content_likes").delete().eq("item_id", id).eq("user_id", bobId).select("user_id");
    expect(del.data).toEqual([]);
    expect(await likeCount(id)).toBe(1);
  });

  it("never lets a user write like_count directly", async () => {
    const id = await item(alice, { name: "Vain Portrait", visibility: "public" });
    const upd = await alice.from("content_items").update({ like_count: 9999 }).eq("id", id);
    expect(upd.error?.code).toBe("42501");
    const ins = await alice.from("content_items").insert({ kind: "character", name: "Forged Fame", like_count: 500 });
    expect(ins.error?.code).toBe("42501");
    expect(await likeCount(id)).toBe(0);
  });

  it("drops likes with their item, and the count when an item is deleted", async () => {
    const id = await item(alice, { name: "Short Lived", visibility: "public" });
    expect((await bob.from("content_likes").insert({ item_id: id })).error).toBeNull();
    expect((await alice.from("content_items").delete().eq("id", id)).error).toBeNull();
    const left = await server.ctx.db.query(`select 1 from public.content_likes where item_id = $1`, [id]);
    expect(left.rows).toHaveLength(0);
  });

  it("pages public items by keyset on (like_count, created_at, id) as the web app asks", async () => {
    const tag = "keyset-likes";
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await item(alice, { name: `Page ${i}`, visibility: "public", tags: [tag] }));
    // like counts 2, 1, 1, 0, 0
    await bob.from("content_likes").insert([{ item_id: ids[0] }, { item_id: ids[1] }, { item_id: ids[2] }]);
    await carol.from("content_likes").insert({ item_id: ids[0] });
    const visitor = server.client();
    const base = () =>
      visitor
        .from("content_items")
        .select("id,name,like_count,created_at")
        .eq("visibility", "public")
        .contains("tags", [tag])
        .order("like_count", { ascending: false })
        .order("created_at", { ascending: false })
        .order("id", { ascending: false });
    const first = await base().limit(3);
    expect(first.error).toBeNull();
    const rows = first.data as { id: string; like_count: number; created_at: string }[];
    expect(rows.map((r) => r.like_count)).toEqual([2, 1, 1]);
    const last = rows[2]!;
    const q = (v: string | number) => `"${String(v).replace(/(["\\])/g, "\\$1")}"`;
    const next = await base()
      .lte("like_count", last.like_count)
      .or(
        `like_count.lt.${q(last.like_count)},and(like_count.eq.${q(last.like_count)},created_at.lt.${q(last.created_at)}),and(like_count.eq.${q(last.like_count)},created_at.eq.${q(last.created_at)},id.lt.${q(last.id)})`,
      )
      .limit(3);
    expect(next.error).toBeNull();
    const nextRows = next.data as { id: string; like_count: number }[];
    expect(nextRows.map((r) => r.like_count)).toEqual([0, 0]);
    expect(new Set([...rows, ...nextRows].map((r) => r.id))).toEqual(new Set(ids));
    // A planned count comes back as an estimate in Content-Range, without counting every row.
    const planned = await visitor.from("content_items").select("id", { count: "planned", head: true }).eq("visibility", "public");
    expect(planned.error).toBeNull();
    expect(typeof planned.count).toBe("number");
  });
});
