// story_relations (a relationship map's relations, see supabase/migrations/20261126030000_story_relations.sql):
// the RLS matrix anon / owner / other user / admin, the trigger that moves `data.relations` out of a
// saved map, and the limits. The point: a published map never reveals a relation that touches the
// owner's private library items, neither in the table nor in the document's data.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const pubMap = randomUUID();
const privMap = randomUUID();
const hero = randomUUID();
const ally = randomUUID();
const villain = randomUUID();
const strangerSecret = randomUUID();

const rel = (id: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  id,
  from,
  to,
  type: "ally",
  label: "",
  mutual: false,
  strength: 3,
  note: "",
  ...extra,
});
const pubRelations = [
  rel("r-public", hero, ally, { note: "sworn friends" }),
  rel("r-secret", hero, villain, { type: "custom", label: "Secret twin", note: "the twist" }),
];

const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${hero}', '${owner}', 'character', 'Public hero', 'public'),
  ('${ally}', '${owner}', 'character', 'Public ally', 'public'),
  ('${villain}', '${owner}', 'character', 'Secret villain', 'private'),
  ('${strangerSecret}', '${other}', 'character', 'Their private one', 'private');
insert into public.story_documents (id, owner_id, tool, title, visibility, data) values
  ('${pubMap}', '${owner}', 'relationships', 'Public map', 'public', '${JSON.stringify({ relations: pubRelations, positions: { [hero]: { x: 10, y: 20 }, [villain]: { x: 30, y: 40 } } })}'),
  ('${privMap}', '${owner}', 'relationships', 'Private map', 'private', '${JSON.stringify({ relations: [rel("p-1", hero, ally)] })}');
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };

describe.each(databases)("story_relations RLS on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));

  it("the trigger moved the relations out of data: nobody reads them in the document", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("story_documents").select("id, data").eq("id", pubMap).single();
      expect(error, who).toBeNull();
      expect(data!.data, who).toEqual({});
    }
  });

  it("positions: the owner reads all; others only those of items they may read on a public map", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("story_positions").select("item_id, x, y").eq("document_id", pubMap).order("x");
      expect(error, who).toBeNull();
      expect(data, who).toEqual(
        who === "owner"
          ? [
              { item_id: hero, x: 10, y: 20 },
              { item_id: villain, x: 30, y: 40 },
            ]
          : [{ item_id: hero, x: 10, y: 20 }],
      );
    }
    const ins = await (await as("owner")).from("story_positions").insert({ document_id: pubMap, item_id: ally, x: 0, y: 0 });
    expect(ins.error).not.toBeNull();
  });

  it("select: the owner reads every relation; others only those of a public map between items they may read", async () => {
    const expected: Record<Who, string[]> = {
      anon: ["r-public"],
      owner: ["p-1", "r-public", "r-secret"],
      other: ["r-public"],
      admin: ["r-public"],
    };
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("story_relations").select("id").in("document_id", [pubMap, privMap]).order("id");
      expect(error, who).toBeNull();
      expect(
        data!.map((r) => r.id as string),
        who,
      ).toEqual(expected[who]);
    }
    const mine = await (
      await as("owner")
    )
      .from("story_relations")
      .select("id, from_item, to_item, type, label, directed, strength, note, position")
      .eq("document_id", pubMap)
      .order("position");
    expect(mine.data).toEqual([
      { id: "r-public", from_item: hero, to_item: ally, type: "ally", label: "", directed: true, strength: 3, note: "sworn friends", position: 1 },
      { id: "r-secret", from_item: hero, to_item: villain, type: "custom", label: "Secret twin", directed: true, strength: 3, note: "the twist", position: 2 },
    ]);
  });

  it("counts (the owner's list shows how many relations a map has) follow the same rules", async () => {
    for (const [who, n] of [
      ["owner", 2],
      ["other", 1],
      ["anon", 1],
    ] as const) {
      const { count, error } = await (await as(who)).from("story_relations").select("document_id", { count: "exact", head: true }).eq("document_id", pubMap);
      expect(error, who).toBeNull();
      expect(count, who).toBe(n);
    }
  });

  it("an item page's query (by item) never finds the private end for others", async () => {
    const res = await (
      await as("other")
    )
      .from("story_relations")
      .select("id, document:story_documents(title)")
      .or(`from_item.eq.${villain},to_item.eq.${villain}`);
    expect(res.error).toBeNull();
    expect(res.data).toEqual([]);
    const own = await (await as("owner")).from("story_relations").select("id").or(`from_item.eq.${villain},to_item.eq.${villain}`);
    expect(own.data!.map((r) => r.id)).toEqual(["r-secret"]);
  });

  it("nobody writes the table directly, not even the owner", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const c = await as(who);
      const ins = await c.from("story_relations").insert({ document_id: pubMap, id: `x-${who}`, from_item: hero, to_item: ally, type: "ally" });
      expect(ins.error, who).not.toBeNull();
      const upd = await c.from("story_relations").update({ note: "changed" }).eq("document_id", pubMap).select("id");
      expect(upd.error !== null || upd.data!.length === 0, who).toBe(true);
      const del = await c.from("story_relations").delete().eq("document_id", pubMap).select("id");
      expect(del.error !== null || del.data!.length === 0, who).toBe(true);
    }
    const still = await (await as("owner")).from("story_relations").select("id, note").eq("document_id", pubMap).order("id");
    expect(still.data).toEqual([
      { id: "r-public", note: "sworn friends" },
      { id: "r-secret", note: "the twist" },
    ]);
  });

  it("saving the map's data replaces its relations; a trashed or unpublished map hides them again", async () => {
    const c = await as("owner");
    const saved = await c
      .from("story_documents")
      .update({
        data: {
          relations: [rel("n-1", ally, hero, { mutual: true, strength: 5 }), rel("n-2", hero, strangerSecret), rel("n-3", hero, hero)],
          positions: { [hero]: { x: 1, y: 2 } },
        },
      })
      .eq("id", privMap)
      .select("data")
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data!.data).toEqual({});
    expect((await c.from("story_positions").select("item_id, x, y").eq("document_id", privMap)).data).toEqual([{ item_id: hero, x: 1, y: 2 }]);
    // A stranger's private item and a self-relation are dropped; the rest replaced the old rows.
    const rows = await c.from("story_relations").select("id, directed, strength").eq("document_id", privMap);
    expect(rows.data).toEqual([{ id: "n-1", directed: false, strength: 5 }]);
    expect((await (await as("other")).from("story_relations").select("id").eq("document_id", privMap)).data).toEqual([]);
    await c.from("story_documents").update({ visibility: "public" }).eq("id", privMap);
    expect((await (await as("other")).from("story_relations").select("id").eq("document_id", privMap)).data).toEqual([{ id: "n-1" }]);
    await c.from("story_documents").update({ deleted_at: new Date().toISOString() }).eq("id", privMap);
    expect((await (await as("anon")).from("story_relations").select("id").eq("document_id", privMap)).data).toEqual([]);
    expect((await c.from("story_relations").select("id").eq("document_id", privMap)).data).toEqual([{ id: "n-1" }]);
  });

  it("limits: a relation that breaks one refuses the whole save, and nothing changes", async () => {
    const c = await as("owner");
    for (const [bad, constraint] of [
      [{ type: "frenemy" }, "story_relations_type_known"],
      [{ type: "custom", label: "x".repeat(41) }, "story_relations_label_length"],
      [{ strength: 9 }, "story_relations_strength_range"],
      [{ note: "n".repeat(1001) }, "story_relations_note_length"],
    ] as const) {
      const res = await c
        .from("story_documents")
        .update({ data: { relations: [rel("ok", hero, ally), rel("bad", ally, hero, bad)] } })
        .eq("id", pubMap)
        .select("id");
      expect(res.error?.message, constraint).toContain(constraint);
    }
    const rows = await c.from("story_relations").select("id").eq("document_id", pubMap).order("id");
    expect(rows.data!.map((r) => r.id)).toEqual(["r-public", "r-secret"]);
  });

  it("a new map inserted with relations keeps them (the deferred key waits for the document)", async () => {
    const c = await as("other");
    const made = await c
      .from("story_documents")
      .insert({ tool: "relationships", title: "Theirs", data: { relations: [rel("t-1", strangerSecret, hero)], positions: {} } })
      .select("id, data")
      .single();
    expect(made.error).toBeNull();
    expect(made.data!.data).toEqual({});
    const rows = await c
      .from("story_relations")
      .select("id, from_item")
      .eq("document_id", made.data!.id as string);
    expect(rows.data).toEqual([{ id: "t-1", from_item: strangerSecret }]);
    expect(
      (
        await (
          await as("owner")
        )
          .from("story_relations")
          .select("id")
          .eq("document_id", made.data!.id as string)
      ).data,
    ).toEqual([]);
  });
});
