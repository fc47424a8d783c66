import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { signedInUser, useSignedInUsers } from "../support/users.js";

// universes and content_items.universe_id through /rest/v1: owners have full access, public
// universes are readable by all, nobody can read another's private universe, and nobody can put
// an item into a universe they do not own.
describe("universes row-level security", () => {
  const suite = useSignedInUsers("pglite", ["alice.universe@example.com", "bob.universe@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;

  async function universe(sb: SupabaseClient, row: Record<string, unknown>): Promise<string> {
    const { data, error } = await sb.from("universes").insert(row).select("id").single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  beforeAll(() => {
    ({
      server,
      users: [[alice, aliceId], [bob]],
    } = suite());
  });

  it("lets the owner create and read a private universe, and hides it from others", async () => {
    const { data, error } = await alice
      .from("universes")
      .insert({ name: "The Drowned Isles", description: "Archipelago of salt and ghosts.", genre: "Fantasy", cover_color: "#2a6f97" })
      .select("id, owner_id, visibility, cover_color")
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ owner_id: aliceId, visibility: "private", cover_color: "#2a6f97" });
    const id = (data as { id: string }).id;
    expect((await bob.from("universes").select("name").eq("id", id)).data).toEqual([]);
    expect((await server.client().from("universes").select("name").eq("id", id)).data).toEqual([]);
    // Bob can neither rename nor delete it.
    expect((await bob.from("universes").update({ name: "Mine now" }).eq("id", id).select("id")).data).toEqual([]);
    expect((await bob.from("universes").delete().eq("id", id).select("id")).data).toEqual([]);
    expect((await alice.from("universes").select("name").eq("id", id).single()).data).toEqual({ name: "The Drowned Isles" });
  });

  it("shows public universes to everyone, and refuses bad values and spoofed owners", async () => {
    const id = await universe(alice, { name: "Open Skies", visibility: "public" });
    expect((await server.client().from("universes").select("name").eq("id", id)).data).toEqual([{ name: "Open Skies" }]);
    expect((await bob.from("universes").select("name").eq("id", id)).data).toEqual([{ name: "Open Skies" }]);

    const bads: Record<string, string>[] = [
      { name: "" },
      { name: "   " },
      { name: "x".repeat(121) },
      { name: "Ok", cover_color: "red" },
      { name: "Ok", cover_image_url: "javascript:alert(1)" },
    ];
    for (const bad of bads) {
      const r = await alice.from("universes").insert(bad);
      expect(r.error?.code, JSON.stringify(bad)).toBe("23514");
    }
    expect((await alice.from("universes").insert({ name: "x".repeat(120) })).error).toBeNull();
    expect((await bob.from("universes").insert({ name: "Forged", owner_id: aliceId })).error?.code).toBe("42501");
    const anon = await server.client().from("universes").insert({ name: "Nobody's" });
    expect(anon.status).toBe(401);
  });

  it("puts items into the owner's universe, and refuses another user's universe on insert and update", async () => {
    const mine = await universe(alice, { name: "Alice's Private World" });
    const publicOne = await universe(alice, { name: "Alice's Public World", visibility: "public" });

    const ok = await alice.from("content_items").insert({ kind: "character", name: "Maren", universe_id: mine }).select("id, universe_id").single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ universe_id: mine });

    for (const target of [mine, publicOne]) {
      const ins = await bob.from("content_items").insert({ kind: "character", name: "Intruder", universe_id: target });
      expect(ins.error?.code).toBe("42501");
      const bobItem = await bob.from("content_items").insert({ kind: "character", name: "Bob's own" }).select("id").single();
      const id = (bobItem.data as { id: string }).id;
      const upd = await bob.from("content_items").update({ universe_id: target }).eq("id", id).select("id");
      expect(upd.error?.code).toBe("42501");
      expect((await bob.from("content_items").select("universe_id").eq("id", id).single()).data).toEqual({ universe_id: null });
    }
    // A made-up id is refused the same way (no hint whether it exists).
    const ghost = await alice.from("content_items").insert({ kind: "item", name: "Ghost", universe_id: "00000000-0000-4000-8000-000000000000" });
    expect(ghost.error?.code).toBe("42501");
    expect((await alice.from("content_items").select("name").eq("universe_id", publicOne)).data).toEqual([]);
  });

  it("counts items per universe for the owner only, and keeps items when a universe is deleted", async () => {
    const [carol] = await signedInUser(server, "carol.universe@example.com");
    const a = await universe(carol, { name: "Beta World" });
    const b = await universe(carol, { name: "alpha world" });
    await carol.from("content_items").insert([
      { kind: "character", name: "One", universe_id: a },
      { kind: "character", name: "Two", universe_id: a },
      { kind: "location", name: "Three", universe_id: a },
      { kind: "item", name: "Loose" },
    ]);
    const counts = await carol.rpc("my_universe_counts");
    expect(counts.error).toBeNull();
    expect((counts.data as { id: string; name: string; items: number }[]).map((r) => [r.id, r.name, Number(r.items)])).toEqual([
      [b, "alpha world", 0],
      [a, "Beta World", 3],
    ]);
    const kinds = await carol.rpc("my_universe_kind_counts", { universe: a });
    expect((kinds.data as { kind: string; items: number }[]).map((r) => [r.kind, Number(r.items)])).toEqual([
      ["character", 2],
      ["location", 1],
    ]);
    // Others see none of Carol's universes or counts; visitors may not call it at all.
    expect((await bob.rpc("my_universe_counts")).data).toEqual([]);
    expect((await bob.rpc("my_universe_kind_counts", { universe: a })).data).toEqual([]);
    const anon = await server.client().rpc("my_universe_counts");
    expect(anon.error).not.toBeNull();

    // Deleting the universe leaves its items, unassigned.
    expect((await carol.from("universes").delete().eq("id", a)).error).toBeNull();
    const left = await carol.from("content_items").select("name, universe_id").in("name", ["One", "Two", "Three"]).order("name");
    expect(left.data).toEqual([
      { name: "One", universe_id: null },
      { name: "Three", universe_id: null },
      { name: "Two", universe_id: null },
    ]);
  });
});
