import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

// Bundle version 2 (20261127060000_import_bundle_stories.sql): story documents come with an import,
// get new ids, and every reference to a bundle item inside them points at the item's new id.
describe.each(databases)("import_bundle with story documents on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice-bstories@example.com", "bob-bstories@example.com"]);
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;

  const OLD_A = "11111111-1111-4111-8111-111111111111";
  const OLD_B = "22222222-2222-4222-8222-222222222222";
  const OLD_DOC = "33333333-3333-4333-8333-333333333333";
  const OLD_CH = "44444444-4444-4444-8444-444444444444";
  const OLD_SC = "55555555-5555-4555-8555-555555555555";

  const item = (ref: string, id: string, name: string) => ({ ref, id, kind: "character", name, data: {}, universe: null });

  async function stage(sb: SupabaseClient, payload: Record<string, unknown>, version = 2) {
    const upload = crypto.randomUUID();
    const { error } = await sb.from("content_import_parts").insert({ upload, part: 0, payload: { version, ...payload } });
    expect(error).toBeNull();
    return upload;
  }

  beforeAll(() => {
    ({
      users: [[alice, aliceId], [bob]],
    } = suite());
  });

  it("round trip: documents, sections, links, relations and positions come in with remapped ids; undo takes them out", async () => {
    const upload = await stage(alice, {
      universes: [{ ref: "u1", name: "Bundle Isles" }],
      items: [item("i1", OLD_A, "Aldric"), item("i2", OLD_B, "Brannoc")],
      stories: [
        {
          ref: "s1",
          id: OLD_DOC,
          tool: "story",
          title: "The Long Tide",
          summary: "A story",
          visibility: "public",
          universe: "u1",
          data: { cast: [OLD_A], note: "not an id", other: "99999999-9999-4999-8999-999999999999" },
          sections: [
            {
              ref: OLD_SC,
              parent: OLD_CH,
              kind: "scene",
              title: "Scene one",
              position: 0,
              words: 3,
              status: "done",
              synopsis: "s",
              scene_date: "Day 1",
              body: { type: "doc", content: [{ type: "mention", attrs: { id: OLD_B } }] },
            },
            { ref: OLD_CH, parent: null, kind: "chapter", title: "Chapter one", position: 0, body: {} },
          ],
          links: [
            { item: "i1", anchor: "", role: "hero", note: "n", position: 1 },
            { item: "i2", anchor: `pov:${OLD_SC}`, role: "", note: "", position: 0 },
            { item: "i9", anchor: "", role: "", note: "", position: 2 },
          ],
        },
        {
          ref: "s2",
          tool: "relationships",
          title: "Who hates whom",
          data: {
            relations: [{ id: "r1", from: OLD_A, to: OLD_B, type: "enemy", label: "", mutual: true, strength: 4, note: "" }],
            positions: { [OLD_A]: { x: 1, y: 2 }, [OLD_B]: { x: 3, y: 4 } },
            story: OLD_DOC,
          },
        },
      ],
    });
    const checked = await alice.rpc("import_bundle", { upload, mode: "check" });
    expect(checked.data).toMatchObject({ status: "checked", items: 2, stories: 2 });

    const done = await alice.rpc("import_bundle", { upload, mode: "ask" });
    expect(done.error).toBeNull();
    const receipt = done.data as { inserted: string[]; stories: string[]; universes: string[] };
    expect(receipt.stories).toHaveLength(2);
    const { data: items } = await alice.from("content_items").select("id,name").in("id", receipt.inserted);
    const idOf = Object.fromEntries(((items ?? []) as { id: string; name: string }[]).map((r) => [r.name, r.id]));
    const a = idOf.Aldric!;
    const b = idOf.Brannoc!;
    expect(a).not.toBe(OLD_A);

    const { data: docs } = await alice
      .from("story_documents")
      .select("id,tool,title,data,visibility,universe_id,owner_id")
      .in("id", receipt.stories)
      .order("title");
    const [story, map] = (docs ?? []) as {
      id: string;
      tool: string;
      data: Record<string, unknown>;
      visibility: string;
      universe_id: string | null;
      owner_id: string;
    }[];
    expect(story!.tool).toBe("story");
    expect(story!.id).not.toBe(OLD_DOC);
    expect(story!.owner_id).toBe(aliceId);
    expect(story!.visibility).toBe("private");
    expect(story!.universe_id).toBe(receipt.universes[0]);
    expect(story!.data).toEqual({ cast: [a], note: "not an id", other: "99999999-9999-4999-8999-999999999999" });
    // The map's reference to the other document points at its new id.
    expect(map!.data).toEqual({ story: story!.id });

    const { data: sections } = await alice.from("story_sections").select("id,parent_id,kind,title,body,words,status,scene_date").eq("document_id", story!.id);
    const secs = (sections ?? []) as { id: string; parent_id: string | null; kind: string; body: unknown; words: number; status: string; scene_date: string }[];
    const chapter = secs.find((s) => s.kind === "chapter")!;
    const scene = secs.find((s) => s.kind === "scene")!;
    expect(chapter.parent_id).toBeNull();
    expect(scene.parent_id).toBe(chapter.id);
    expect(scene).toMatchObject({ words: 3, status: "done", scene_date: "Day 1", body: { type: "doc", content: [{ type: "mention", attrs: { id: b } }] } });

    const { data: links } = await alice.from("story_links").select("item_id,anchor,role").eq("document_id", story!.id).order("position");
    expect(links).toEqual([
      { item_id: b, anchor: `pov:${scene.id}`, role: "" },
      { item_id: a, anchor: "", role: "hero" },
    ]);

    const { data: rels } = await alice.from("story_relations").select("from_item,to_item,type,directed,strength").eq("document_id", map!.id);
    expect(rels).toEqual([{ from_item: a, to_item: b, type: "enemy", directed: false, strength: 4 }]);
    const { data: pos } = await alice.from("story_positions").select("item_id,x,y").eq("document_id", map!.id).order("x");
    expect(pos).toEqual([
      { item_id: a, x: 1, y: 2 },
      { item_id: b, x: 3, y: 4 },
    ]);

    const undo = await alice.rpc("undo_import", { receipt });
    expect(undo.error).toBeNull();
    expect((await alice.from("story_documents").select("id").in("id", receipt.stories)).data).toEqual([]);
  });

  it("a version-1 bundle (no documents) still imports", async () => {
    const upload = await stage(alice, { items: [item("i1", OLD_A, "Old-style item")], links: [] }, 1);
    const done = await alice.rpc("import_bundle", { upload, mode: "copy" });
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ status: "imported", stories: [] });
    expect((done.data as { inserted: string[] }).inserted).toHaveLength(1);
  });

  it("another user's items cannot be targeted, and a bad document rolls the whole import back", async () => {
    const { data: bobs } = await bob.from("content_items").insert({ kind: "character", name: "Bob's secret" }).select("id").single();
    const bobItem = (bobs as { id: string }).id;
    const upload = await stage(alice, {
      items: [item("i1", crypto.randomUUID(), "Mine")],
      stories: [
        {
          ref: "s1",
          tool: "relationships",
          title: "Snooping",
          data: { relations: [{ id: "r1", from: bobItem, to: bobItem.replace(/.$/, "0"), type: "ally" }], positions: { [bobItem]: { x: 0, y: 0 } } },
          links: [{ item: bobItem }, { item: "i1" }],
        },
      ],
    });
    const done = await alice.rpc("import_bundle", { upload, mode: "copy" });
    expect(done.error).toBeNull();
    const docId = (done.data as { stories: string[] }).stories[0]!;
    expect((await alice.from("story_relations").select("id").eq("document_id", docId)).data).toEqual([]);
    expect((await alice.from("story_positions").select("item_id").eq("document_id", docId)).data).toEqual([]);
    const links = (await alice.from("story_links").select("item_id").eq("document_id", docId)).data as { item_id: string }[];
    expect(links).toHaveLength(1);
    expect(links[0]!.item_id).not.toBe(bobItem);

    const before = (await alice.from("content_items").select("id").eq("owner_id", aliceId)).data!.length;
    const bad = await stage(alice, { items: [item("i1", crypto.randomUUID(), "Never")], stories: [{ ref: "s1", tool: "nonsense", title: "Bad" }] });
    const failed = await alice.rpc("import_bundle", { upload: bad, mode: "copy" });
    expect(failed.error).not.toBeNull();
    expect((await alice.from("content_items").select("id").eq("owner_id", aliceId)).data!.length).toBe(before);
  });
});
