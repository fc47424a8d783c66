import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// content_links through /rest/v1: only the owner of an item links from it; a link is visible only
// to readers of both ends. (Notes, once a column here, are tested in notes.test.ts.)
describe("content_links row-level security", () => {
  const suite = useSignedInUsers("pglite", ["alice-links@example.com", "bob-links@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let anon: SupabaseClient;

  async function item(sb: SupabaseClient, name: string, visibility: "private" | "public"): Promise<string> {
    const { data, error } = await sb.from("content_items").insert({ kind: "character", name, visibility }).select("id").single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  const linkIds = async (sb: SupabaseClient, ids: string[]) =>
    ((await sb.from("content_links").select("from_id,to_id,type").in("from_id", ids).order("type")).data ?? []) as {
      from_id: string;
      to_id: string;
      type: string;
    }[];

  let aPriv: string, aPub: string, aPub2: string, bPub: string, bPriv: string;

  beforeAll(async () => {
    ({
      server,
      users: [[alice], [bob]],
    } = suite());
    anon = server.client();
    aPriv = await item(alice, "Secret Queen", "private");
    aPub = await item(alice, "Port Sable", "public");
    aPub2 = await item(alice, "Harbour Guild", "public");
    bPub = await item(bob, "Bob's Tower", "public");
    bPriv = await item(bob, "Bob's Secret", "private");
  });

  it("lets the owner link their item, both ways readable by them, with a known type only", async () => {
    const ok = await alice.from("content_links").insert([
      { from_id: aPriv, to_id: aPub, type: "rules" },
      { from_id: aPub2, to_id: aPub, type: "located in" },
      { from_id: aPub, to_id: bPub, type: "allied with" },
    ]);
    expect(ok.error).toBeNull();
    expect(await linkIds(alice, [aPriv, aPub, aPub2])).toEqual([
      { from_id: aPub, to_id: bPub, type: "allied with" },
      { from_id: aPub2, to_id: aPub, type: "located in" },
      { from_id: aPriv, to_id: aPub, type: "rules" },
    ]);
    const bad = await alice.from("content_links").insert({ from_id: aPub, to_id: aPub2, type: "eats" });
    expect(bad.error?.code).toBe("23514");
    const dup = await alice.from("content_links").insert({ from_id: aPriv, to_id: aPub, type: "rules" });
    expect(dup.error?.code).toBe("23505");
  });

  it("refuses another user linking from your item, or to a private item they cannot read", async () => {
    const fromMine = await bob.from("content_links").insert({ from_id: aPub, to_id: bPub, type: "enemy of" });
    expect(fromMine.error?.code).toBe("42501");
    const toPrivate = await bob.from("content_links").insert({ from_id: bPub, to_id: aPriv, type: "enemy of" });
    expect(toPrivate.error?.code).toBe("42501");
    const spoof = await bob
      .from("content_links")
      .insert({ from_id: bPub, to_id: aPub, type: "enemy of", owner_id: (await alice.auth.getUser()).data.user!.id });
    expect(spoof.error?.code).toBe("42501");
    const anonInsert = await anon.from("content_links").insert({ from_id: aPub, to_id: aPub2, type: "related to" });
    expect(anonInsert.error).not.toBeNull();
    // Bob may link his own public item to Alice's public one; it is his link to remove, not hers.
    expect((await bob.from("content_links").insert({ from_id: bPub, to_id: aPub, type: "enemy of" })).error).toBeNull();
    expect((await bob.from("content_links").insert({ from_id: bPriv, to_id: aPub2, type: "serves" })).error).toBeNull();
    const aliceDel = await alice.from("content_links").delete().eq("from_id", bPub).select("id");
    expect(aliceDel.data).toEqual([]);
  });

  it("hides links that touch a private item from everyone but its owner; anon sees only public↔public", async () => {
    const all = [aPriv, aPub, aPub2, bPub, bPriv];
    expect(await linkIds(bob, all)).toEqual([
      { from_id: aPub, to_id: bPub, type: "allied with" },
      { from_id: bPub, to_id: aPub, type: "enemy of" },
      { from_id: aPub2, to_id: aPub, type: "located in" },
      { from_id: bPriv, to_id: aPub2, type: "serves" },
    ]);
    expect(await linkIds(anon, all)).toEqual([
      { from_id: aPub, to_id: bPub, type: "allied with" },
      { from_id: bPub, to_id: aPub, type: "enemy of" },
      { from_id: aPub2, to_id: aPub, type: "located in" },
    ]);
    // Alice does not see Bob's private item's link either.
    expect((await linkIds(alice, all)).map((l) => l.type)).toEqual(["allied with", "enemy of", "located in", "rules"]);
    // Once Alice unpublishes, her item's links vanish for others.
    await alice.from("content_items").update({ visibility: "private" }).eq("id", aPub2);
    expect((await linkIds(anon, all)).map((l) => l.type)).toEqual(["allied with", "enemy of"]);
    // A public item in the trash is hidden from others, and so are its links.
    await bob.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", bPub);
    expect(await linkIds(anon, all)).toEqual([]);
    expect((await linkIds(alice, all)).map((l) => l.type)).toEqual(["located in", "rules"]);
    await bob.from("content_items").update({ deleted_at: null }).eq("id", bPub);
    expect((await linkIds(anon, all)).map((l) => l.type)).toEqual(["allied with", "enemy of"]);
  });

  it("lets only the source's owner remove a link, and deleting an item removes its links", async () => {
    const bobDel = await bob.from("content_links").delete().eq("from_id", aPub).select("id");
    expect(bobDel.data).toEqual([]);
    const del = await alice.from("content_links").delete().eq("from_id", aPub).eq("type", "allied with").select("id");
    expect(del.data).toHaveLength(1);
    await alice.from("content_items").delete().eq("id", aPriv);
    const rows = await server.ctx.db.query<{ n: number }>(`select count(*)::int as n from public.content_links where from_id = $1 or to_id = $1`, [aPriv]);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it("embeds both ends' names for the item page", async () => {
    const { data, error } = await alice
      .from("content_links")
      .select("id,type,from:content_items!content_links_from_id_fkey(id,name),to:content_items!content_links_to_id_fkey(id,name)")
      .or(`from_id.eq.${aPub},to_id.eq.${aPub}`)
      .order("type");
    expect(error).toBeNull();
    expect((data ?? []).map((l) => `${(l.from as unknown as { name: string }).name} ${l.type} ${(l.to as unknown as { name: string }).name}`)).toEqual([
      "Bob's Tower enemy of Port Sable",
      "Harbour Guild located in Port Sable",
    ]);
  });
});
