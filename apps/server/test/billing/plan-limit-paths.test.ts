// Plan limits on every path that makes a row count (docs/subscription.md), on both databases,
// through /rest/v1 with a user's token: a restore from the trash (items and story documents), a
// file replaced by a bigger one, duplicate, import and "New world" are refused at the limit with
// the plan-limit error (402, PT402), and parallel writes at one place below the limit let exactly
// one through. Each test has its own user; the install's Free limits are lowered here.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const users = Array.from({ length: 10 }, () => randomUUID());
const setup = `
insert into auth.users (id, email) select u::uuid, 'paths-' || n || '@example.com' from unnest(array['${users.join("','")}']) with ordinality t(u, n);
update public.plans set max_items = 3, max_universes = 2, max_story_documents = 2 where id = 'free';
`;
const ITEMS = "Free plan limit reached: 3 saved library items. Upgrade to Pro for 10000.";
const DOCS = "Free plan limit reached: 2 story documents. Upgrade to Pro for 1000.";

describe.each(databases)("plan limits on every path on %s", (kind) => {
  const server = useServer(kind, setup);
  let next = 0;
  /** A client for a user of its own, and that user's id. */
  const fresh = async (): Promise<[SupabaseClient, string]> => {
    const id = users[next++]!;
    return [clientAs(server(), await userToken(server(), id)), id];
  };
  const sql = async (q: string) => (await server().ctx.db.query(q)).rows;
  const item = (name: string) => ({ kind: "character", name, data: {} });
  const live = async (owner: string) =>
    (await sql(`select count(*)::int as n from public.content_items where owner_id = '${owner}' and deleted_at is null`))[0] as { n: number };
  const fill = async (c: SupabaseClient, names: string[]) => {
    const r = await c.from("content_items").insert(names.map(item)).select("id, name");
    expect(r.error).toBeNull();
    return r.data as { id: string; name: string }[];
  };

  it("trash, insert, restore at the limit: the restore is refused with the plan-limit error and nothing changes", async () => {
    const [c, me] = await fresh();
    const [one] = await fill(c, ["One", "Two", "Three"]);
    expect((await c.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", one!.id).select("id")).data).toHaveLength(1);
    await fill(c, ["Four"]);
    const restore = await c.from("content_items").update({ deleted_at: null }).eq("id", one!.id).select("id");
    expect(restore.status).toBe(402);
    expect(restore.error?.code).toBe("PT402");
    expect(restore.error?.message).toBe(ITEMS);
    expect(await live(me)).toEqual({ n: 3 });
    expect((await sql(`select deleted_at is not null as trashed from public.content_items where id = '${one!.id}'`))[0]).toEqual({ trashed: true });
    // A restore of several rows that would cross the limit is refused as a whole.
    await c.from("content_items").update({ deleted_at: new Date().toISOString() }).in("name", ["Two", "Three"]);
    const two = await c.from("content_items").update({ deleted_at: null }).not("deleted_at", "is", null).select("id");
    expect(two.error?.code).toBe("PT402");
    expect(await live(me)).toEqual({ n: 1 });
    // With room, restoring works as before.
    expect((await c.from("content_items").update({ deleted_at: null }).in("name", ["Two", "Three"]).select("id")).data).toHaveLength(2);
    expect(await live(me)).toEqual({ n: 3 });
  });

  it("story documents restored from the trash count against their limit too", async () => {
    const [c, me] = await fresh();
    const docs = await c
      .from("story_documents")
      .insert([
        { tool: "story", title: "Saga" },
        { tool: "timeline", title: "Ages" },
      ])
      .select("id");
    expect(docs.error).toBeNull();
    const first = (docs.data as { id: string }[])[0]!.id;
    expect((await c.from("story_documents").update({ deleted_at: new Date().toISOString() }).eq("id", first).select("id")).data).toHaveLength(1);
    expect((await c.from("story_documents").insert({ tool: "story", title: "Sequel" })).error).toBeNull();
    const restore = await c.from("story_documents").update({ deleted_at: null }).eq("id", first).select("id");
    expect(restore.status).toBe(402);
    expect(restore.error?.message).toBe(DOCS);
    expect(await sql(`select count(*)::int as n from public.story_documents where owner_id = '${me}' and deleted_at is null`)).toEqual([{ n: 2 }]);
  });

  it("duplicate, import and New world at the limit are refused and save nothing", async () => {
    const [c, me] = await fresh();
    const mine = await fill(c, ["One", "Two", "Three"]);
    const dup = await c.rpc("duplicate_content_items", { ids: [mine[0]!.id] });
    expect(dup.status).toBe(402);
    expect(dup.error?.message).toBe(ITEMS);

    const upload = randomUUID();
    const staged = await c.from("content_import_parts").insert({
      upload,
      part: 0,
      payload: { version: 2, items: [{ ref: "i1", kind: "character", name: "Imported", data: {} }], links: [], universes: [] },
    });
    expect(staged.error).toBeNull();
    const imported = await c.rpc("import_bundle", { upload, mode: "copy" });
    expect(imported.status).toBe(402);
    expect(imported.error?.message).toBe(ITEMS);

    const world = await c.rpc("create_world", {
      payload: { universe: { name: "Late Isles" }, items: [{ ref: "race-1", kind: "race", name: "Tidefolk" }], links: [] },
    });
    expect(world.status).toBe(402);
    expect(world.error?.message).toBe(ITEMS);
    expect(await live(me)).toEqual({ n: 3 });
    expect(await sql(`select count(*)::int as n from public.universes where owner_id = '${me}'`)).toEqual([{ n: 0 }]);
  });

  it("parallel inserts at one place below the limit: exactly one succeeds", async () => {
    const [c, me] = await fresh();
    await fill(c, ["One", "Two"]);
    // Separate clients, so the requests really are in flight together.
    const token = await userToken(server(), me);
    const results = await Promise.all(["A", "B", "C", "D"].map((n) => clientAs(server(), token).from("content_items").insert(item(n))));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === "PT402")).toHaveLength(3);
    expect(await live(me)).toEqual({ n: 3 });
  });

  it("parallel restores and inserts at one place below the limit: exactly one succeeds", async () => {
    const [c, me] = await fresh();
    const rows = await fill(c, ["One", "Two", "Three"]);
    const trashed = rows.slice(1).map((r) => r.id);
    expect((await c.from("content_items").update({ deleted_at: new Date().toISOString() }).in("id", trashed).select("id")).data).toHaveLength(2);
    await fill(c, ["Four"]);
    const token = await userToken(server(), me);
    const results = await Promise.all([
      clientAs(server(), token).from("content_items").update({ deleted_at: null }).eq("id", trashed[0]!).select("id"),
      clientAs(server(), token).from("content_items").update({ deleted_at: null }).eq("id", trashed[1]!).select("id"),
      clientAs(server(), token).from("content_items").insert(item("New")).select("id"),
      clientAs(server(), token)
        .from("content_items")
        .update({ deleted_at: null })
        .in("id", [...trashed].reverse())
        .select("id"),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === "PT402")).toHaveLength(3);
    expect(await live(me)).toEqual({ n: 3 });
  });

  it("a stored file replaced by a bigger one (update) counts its extra bytes; a same-size one still fits", async () => {
    const [c, me] = await fresh();
    const png = (w: number) =>
      sharp({ create: { width: w, height: w, channels: 3, background: { r: 200, g: 90, b: 20 }, noise: { type: "gaussian", mean: 128, sigma: 60 } } })
        .png()
        .toBuffer();
    const small = await png(8);
    expect((await c.storage.from("avatars").upload(`${me}/one.png`, small, { contentType: "image/png" })).error).toBeNull();
    const [{ used }] = (await sql(`select public.plan_used('${me}', 'storage_bytes')::int as used`)) as [{ used: number }];
    await sql(`update public.plans set max_storage_bytes = ${used} where id = 'free'`);
    try {
      const bigger = await c.storage.from("avatars").update(`${me}/one.png`, await png(200), { contentType: "image/png" });
      expect((bigger.error as { statusCode?: string } | null)?.statusCode).toBe("402");
      expect(bigger.error?.message).toMatch(/^Free plan limit reached: .* of storage\. Upgrade to Pro for 2 GB\.$/);
      expect(await sql(`select public.plan_used('${me}', 'storage_bytes')::int as used`)).toEqual([{ used }]);
      expect((await c.storage.from("avatars").update(`${me}/one.png`, small, { contentType: "image/png" })).error).toBeNull();
    } finally {
      await sql(`update public.plans set max_storage_bytes = 50 * 1024 * 1024 where id = 'free'`);
    }
  });
});
