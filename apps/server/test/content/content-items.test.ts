import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// content_items through /rest/v1 as the app uses it: owners have full access, public rows
// are readable by everyone, and nobody else sees or changes a private row.
describe("content_items row-level security", () => {
  const suite = useSignedInUsers("pglite", ["alice@example.com", "bob@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;

  beforeAll(() => {
    ({
      server,
      users: [[alice, aliceId], [bob]],
    } = suite());
  });

  it("lets the owner save and read a private item, and hides it from others", async () => {
    const { data, error } = await alice
      .from("content_items")
      .insert({
        kind: "character",
        name: "Maren Quill",
        summary: "A cartographer with a secret.",
        data: { fields: [] },
        tags: ["cartographer"],
        seed: "abc",
        generator_version: 1,
      })
      .select("id, owner_id, visibility")
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ owner_id: aliceId, visibility: "private" });
    const id = (data as { id: string }).id;

    expect((await alice.from("content_items").select("name").eq("id", id)).data).toEqual([{ name: "Maren Quill" }]);
    expect((await bob.from("content_items").select("name").eq("id", id)).data).toEqual([]);
    expect((await server.client().from("content_items").select("name").eq("id", id)).data).toEqual([]);

    // Bob cannot change or delete it: no row matches for him.
    const upd = await bob.from("content_items").update({ name: "Stolen" }).eq("id", id).select("id");
    expect(upd.data).toEqual([]);
    const del = await bob.from("content_items").delete().eq("id", id).select("id");
    expect(del.data).toEqual([]);
    expect((await alice.from("content_items").select("name").eq("id", id).single()).data).toEqual({ name: "Maren Quill" });
  });

  it("shows public items to everyone, signed in or not", async () => {
    const { data } = await alice.from("content_items").insert({ kind: "location", name: "Saltmere", visibility: "public" }).select("id").single();
    const id = (data as { id: string }).id;
    expect((await server.client().from("content_items").select("name").eq("id", id)).data).toEqual([{ name: "Saltmere" }]);
    expect((await bob.from("content_items").select("name").eq("id", id)).data).toEqual([{ name: "Saltmere" }]);
  });

  it("refuses to save as somebody else, and refuses visitors", async () => {
    const spoof = await bob.from("content_items").insert({ kind: "item", name: "Forged", owner_id: aliceId });
    expect(spoof.error?.code).toBe("42501");
    const anon = await server.client().from("content_items").insert({ kind: "item", name: "Anonymous" });
    expect(anon.error).not.toBeNull();
    expect(anon.status).toBe(401);
  });

  it("rejects bad values with a clear error and stores nothing", async () => {
    const before = (await alice.from("content_items").select("id", { count: "exact", head: true })).count;
    const bad = await alice.from("content_items").insert({ kind: "character", name: "", visibility: "secret" });
    expect(bad.error?.code).toBe("23514");
    expect(bad.status).toBe(400);
    const after = (await alice.from("content_items").select("id", { count: "exact", head: true })).count;
    expect(after).toBe(before);
  });

  it("finds items by full-text search over name, summary and tags", async () => {
    await alice.from("content_items").insert({ kind: "faction", name: "The Lantern Court", summary: "Smugglers of light.", tags: ["smugglers"] });
    const { data } = await alice.from("content_items").select("name").textSearch("search", "smugglers", { type: "plain", config: "english" });
    expect(data).toEqual([{ name: "The Lantern Court" }]);
  });
});
