import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { signedInUser, useSignedInUsers } from "../support/users.js";

// Trash and edit history of content_items through /rest/v1: a trashed item disappears for
// everyone but its owner, only the owner restores it, the server purges it after 30 days, and
// every content edit keeps the version it replaced (owner-only, capped at 50).
describe("content trash and edit history", () => {
  const suite = useSignedInUsers("pglite", ["alice-trash@example.com", "bob-trash@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;

  async function newItem(sb: SupabaseClient, row: Record<string, unknown>): Promise<string> {
    const { data, error } = await sb
      .from("content_items")
      .insert({ kind: "character", ...row })
      .select("id")
      .single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  const sql = <R>(text: string, params: unknown[] = []) => server.ctx.db.query<R>(text, params).then((r) => r.rows);

  beforeAll(() => {
    ({
      server,
      users: [[alice, aliceId], [bob]],
    } = suite());
  });

  it("hides a trashed public item from others and from browse, keeps it for the owner, and restores it", async () => {
    const id = await newItem(alice, { name: "Glass Harbour", visibility: "public" });
    const visible = async (sb: SupabaseClient) => (await sb.from("content_items").select("id").eq("visibility", "public").eq("id", id)).data;
    expect(await visible(bob)).toEqual([{ id }]);

    const trashed = await alice.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", id).select("deleted_at").single();
    expect(trashed.error).toBeNull();
    expect((trashed.data as { deleted_at: string | null }).deleted_at).not.toBeNull();

    expect(await visible(bob)).toEqual([]);
    expect(await visible(server.client())).toEqual([]);
    expect((await alice.from("content_items").select("name").eq("id", id).not("deleted_at", "is", null)).data).toEqual([{ name: "Glass Harbour" }]);

    // Bob can neither restore it nor delete it.
    expect((await bob.from("content_items").update({ deleted_at: null }).eq("id", id).select("id")).data).toEqual([]);
    expect((await bob.from("content_items").delete().eq("id", id).select("id")).data).toEqual([]);
    expect((await sql<{ deleted_at: Date | null }>("select deleted_at from public.content_items where id = $1", [id]))[0]!.deleted_at).not.toBeNull();

    const restored = await alice.from("content_items").update({ deleted_at: null }).eq("id", id).select("deleted_at").single();
    expect(restored.data).toEqual({ deleted_at: null });
    expect(await visible(bob)).toEqual([{ id }]);
  });

  it("stamps the trash time itself, whatever date a user sends", async () => {
    const id = await newItem(alice, { name: "Clockwork Saint" });
    await alice.from("content_items").update({ deleted_at: "2001-01-01T00:00:00Z" }).eq("id", id);
    const [row] = await sql<{ recent: boolean }>("select deleted_at > now() - interval '1 minute' as recent from public.content_items where id = $1", [id]);
    expect(row!.recent).toBe(true);
  });

  it("leaves trashed items out of the dashboard counts", async () => {
    const [carol] = await signedInUser(server, "carol-trash@example.com");
    const world = (await carol.from("universes").insert({ name: "Ashfall" }).select("id").single()).data as { id: string };
    await newItem(carol, { kind: "location", name: "Keep", universe_id: world.id });
    const gone = await newItem(carol, { kind: "location", name: "Ruin", universe_id: world.id });
    await newItem(carol, { kind: "faction", name: "Wardens" });
    await carol.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", gone);
    const pairs = (data: unknown) => (data as { kind: string; items: number | string }[]).map((r) => [r.kind, Number(r.items)]);
    expect(pairs((await carol.rpc("my_content_counts")).data)).toEqual([
      ["faction", 1],
      ["location", 1],
    ]);
    expect(pairs((await carol.rpc("my_universe_kind_counts", { universe: world.id })).data)).toEqual([["location", 1]]);
    const universes = (await carol.rpc("my_universe_counts")).data as { name: string; items: number | string }[];
    expect(universes.map((u) => [u.name, Number(u.items)])).toEqual([["Ashfall", 1]]);
  });

  it("purges only items trashed more than 30 days ago, and only the server may purge", async () => {
    const old = await newItem(alice, { name: "Forgotten Idol" });
    const recent = await newItem(alice, { name: "Recent Regret" });
    const kept = await newItem(alice, { name: "Living Legend" });
    await alice.from("content_items").update({ deleted_at: new Date().toISOString() }).in("id", [old, recent]);
    await sql("update public.content_items set deleted_at = now() - interval '31 days' where id = $1", [old]);
    await sql("update public.content_items set deleted_at = now() - interval '29 days' where id = $1", [recent]);

    for (const sb of [alice, bob, server.client()]) {
      const refused = await sb.rpc("purge_trash");
      expect(refused.error).not.toBeNull();
    }
    expect(await sql("select id from public.content_items where id = $1", [old])).toHaveLength(1);

    const purged = await server.admin().rpc("purge_trash");
    expect(purged.error).toBeNull();
    expect(purged.data).toBeGreaterThanOrEqual(1);
    const left = (await sql<{ id: string }>("select id from public.content_items where id = any($1::uuid[])", [[old, recent, kept]])).map((r) => r.id);
    expect(left.sort()).toEqual([recent, kept].sort());
  });

  it("purges import parts abandoned more than a day ago, and keeps an import in progress", async () => {
    const stale = "6f1d7c1e-0000-4000-8000-000000000001";
    const fresh = "6f1d7c1e-0000-4000-8000-000000000002";
    for (const upload of [stale, fresh]) {
      const { error } = await alice.from("content_import_parts").insert({ upload, part: 0, payload: { version: 1, items: [] } });
      expect(error).toBeNull();
    }
    await sql("update public.content_import_parts set created_at = now() - interval '25 hours' where upload = $1", [stale]);

    expect((await server.admin().rpc("purge_trash")).error).toBeNull();
    const left = await sql<{ upload: string }>("select upload from public.content_import_parts where upload = any($1::uuid[])", [[stale, fresh]]);
    expect(left.map((r) => r.upload)).toEqual([fresh]);
  });

  it("records each content edit with what changed, not trash or visibility changes, owner-only", async () => {
    const id = await newItem(alice, { name: "Maren Quill", summary: "A cartographer.", tags: ["maps"], data: { fields: [] } });
    await alice
      .from("content_items")
      .update({ name: "Maren Quill the Elder", tags: ["maps", "elders"] })
      .eq("id", id);
    await alice.from("content_items").update({ summary: "A retired cartographer." }).eq("id", id);
    await alice.from("content_items").update({ visibility: "public" }).eq("id", id);
    await alice.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", id);
    await alice.from("content_items").update({ deleted_at: null }).eq("id", id);

    const { data, error } = await alice
      .from("content_item_versions")
      .select("item_id, owner_id, snapshot, changed")
      .eq("item_id", id)
      .order("id", { ascending: true });
    expect(error).toBeNull();
    const versions = data as { item_id: string; owner_id: string; snapshot: Record<string, unknown>; changed: string[] }[];
    expect(versions.map((v) => v.changed)).toEqual([["name", "tags"], ["summary"]]);
    expect(versions[0]!.snapshot).toMatchObject({ id, name: "Maren Quill", summary: "A cartographer.", tags: ["maps"], data: { fields: [] } });
    expect(versions[0]!.snapshot).not.toHaveProperty("search");
    expect(versions[1]!.snapshot).toMatchObject({ name: "Maren Quill the Elder", summary: "A cartographer." });
    expect(versions.every((v) => v.owner_id === aliceId)).toBe(true);

    // The item is public, yet its history is not: Bob and visitors read nothing.
    expect((await bob.from("content_item_versions").select("id").eq("item_id", id)).data).toEqual([]);
    const anon = await server.client().from("content_item_versions").select("id").eq("item_id", id);
    expect(anon.data ?? []).toEqual([]);

    // Restoring is an ordinary update, itself recorded.
    const old = versions[0]!.snapshot;
    await alice.from("content_items").update({ name: old.name, summary: old.summary, tags: old.tags }).eq("id", id);
    expect((await alice.from("content_items").select("name, summary, tags").eq("id", id).single()).data).toEqual({
      name: "Maren Quill",
      summary: "A cartographer.",
      tags: ["maps"],
    });
    const after = (await alice.from("content_item_versions").select("changed").eq("item_id", id).order("id", { ascending: true })).data as {
      changed: string[];
    }[];
    expect(after.map((v) => v.changed)).toEqual([["name", "tags"], ["summary"], ["name", "summary", "tags"]]);
  });

  it("refuses direct writes to the history, by the owner too", async () => {
    const id = await newItem(alice, { name: "Quiet Bell" });
    const forged = await alice.from("content_item_versions").insert({ item_id: id, owner_id: aliceId, snapshot: { name: "Forged" } });
    expect(forged.error).not.toBeNull();
    await alice.from("content_items").update({ name: "Loud Bell" }).eq("id", id);
    expect(
      (
        await alice
          .from("content_item_versions")
          .update({ snapshot: { name: "Forged" } })
          .eq("item_id", id)
          .select("id")
      ).error,
    ).not.toBeNull();
    expect((await alice.from("content_item_versions").delete().eq("item_id", id).select("id")).error).not.toBeNull();
    expect(await sql("select 1 from public.content_item_versions where item_id = $1", [id])).toHaveLength(1);
  });

  it("keeps at most 50 versions per item, dropping the oldest, and drops them with the item", async () => {
    const id = await newItem(alice, { name: "Edit 0" });
    // 55 edits straight in SQL, each its own transaction (the trigger does not care who edits; edits
    // within one transaction make one version).
    for (let i = 1; i <= 55; i++) await sql(`update public.content_items set name = 'Edit ' || $1::int where id = $2`, [i, id]);
    const rows = await sql<{ n: number; oldest: string }>(
      "select count(*)::int as n, (array_agg(snapshot->>'name' order by id))[1] as oldest from public.content_item_versions where item_id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ n: 50, oldest: "Edit 5" });
    await alice.from("content_items").delete().eq("id", id);
    expect(await sql("select 1 from public.content_item_versions where item_id = $1", [id])).toHaveLength(0);
  });
});
