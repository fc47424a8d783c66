// Maps in the bundle (20261203100200_import_bundle_maps.sql, docs/bundle-format.md) on both
// databases: a map comes in with its layers and features under new ids, links to bundle items
// and documents point at their new ids, a link to something the importer cannot read is dropped,
// the picture's old path is handed back in the receipt (the bytes are not in a bundle), a bad
// feature fails the whole import, and undo takes the maps out with everything on them.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

const OLD_ITEM = "11111111-1111-4111-8111-111111111111";
const OLD_WORLD = "22222222-2222-4222-8222-222222222222";
const OLD_CITY = "33333333-3333-4333-8333-333333333333";
const OLD_LAYER = "44444444-4444-4444-8444-444444444444";
const OLD_SECRET_LAYER = "55555555-5555-4555-8555-555555555555";
const UNKNOWN = "99999999-9999-4999-8999-999999999999";

type Feature = { label: string; layer_id: string | null; link_item_id: string | null; link_document_id: string | null; secret: boolean; geometry: unknown };

describe.each(databases)("import_bundle with maps on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice-bmaps@example.com", "bob-bmaps@example.com"] as const);
  let alice: SupabaseClient;
  let aliceId = "";
  let bobPublic = "";
  let bobPrivate = "";

  async function stage(payload: Record<string, unknown>) {
    const upload = crypto.randomUUID();
    const { error } = await alice.from("content_import_parts").insert({ upload, part: 0, payload: { version: 2, ...payload } });
    expect(error).toBeNull();
    return upload;
  }
  const world = (features: Record<string, unknown>[]) => ({
    ref: "s1",
    id: OLD_WORLD,
    tool: "map",
    title: "The world",
    visibility: "public",
    data: { width: 1000, height: 800, image: { path: `${crypto.randomUUID()}/${OLD_WORLD}/world.webp` }, view: { cluster: true } },
    layers: [
      { id: OLD_LAYER, name: "Political", position: 0 },
      { id: OLD_SECRET_LAYER, name: "Secrets", position: 1, secret: true, hidden_by_default: true },
    ],
    features,
  });

  beforeAll(async () => {
    const { users } = suite();
    [alice, aliceId] = users[0];
    const bob = users[1][0];
    bobPublic = (await bob.from("content_items").insert({ kind: "character", name: "Bob's bard", visibility: "public" }).select("id").single()).data!
      .id as string;
    bobPrivate = (await bob.from("content_items").insert({ kind: "character", name: "Bob's spy" }).select("id").single()).data!.id as string;
  });

  it("imports maps with layers and features, remapping links; undo takes them out", async () => {
    const upload = await stage({
      items: [{ ref: "i1", id: OLD_ITEM, kind: "location", name: "Port Sable", data: {}, visibility: "public" }],
      stories: [
        world([
          { kind: "pin", geometry: [10, 20], label: "Port Sable", link_item_id: OLD_ITEM, layer_id: OLD_LAYER, position: 0 },
          { kind: "pin", geometry: [30, 40], label: "To the city", link_document_id: OLD_CITY, position: 1 },
          {
            kind: "region",
            geometry: [
              [0, 0],
              [50, 0],
              [50, 50],
            ],
            label: "Hidden vale",
            layer_id: OLD_SECRET_LAYER,
            position: 2,
          },
          {
            kind: "path",
            geometry: [
              [0, 0],
              [9, 9],
            ],
            label: "Lost link",
            link_item_id: UNKNOWN,
            link_document_id: UNKNOWN,
            position: 3,
          },
          { kind: "pin", geometry: [5, 5], label: "Bob's bard", link_item_id: bobPublic, position: 4 },
          { kind: "pin", geometry: [6, 6], label: "Bob's spy", link_item_id: bobPrivate, secret: true, note: "n", color: "#112233", position: 5 },
        ]),
        { ref: "s2", id: OLD_CITY, tool: "map", title: "The city", visibility: "public", data: { width: 100, height: 100 } },
      ],
    });
    const done = await alice.rpc("import_bundle", { upload, mode: "copy", keep_visibility: true });
    expect(done.error).toBeNull();
    const receipt = done.data as { inserted: string[]; stories: string[]; map_images: { id: string; path: string }[] };
    const [worldId, cityId] = receipt.stories;
    const newItem = receipt.inserted[0]!;
    expect(receipt.map_images).toEqual([{ id: worldId, path: expect.stringMatching(/\/world\.webp$/) }]);
    const doc = await alice.from("story_documents").select("data, visibility, owner_id").eq("id", worldId!).single();
    expect(doc.data).toEqual({ data: { width: 1000, height: 800, view: { cluster: true } }, visibility: "public", owner_id: aliceId });

    const layers = await alice.from("map_layers").select("id, name, secret, hidden_by_default").eq("document_id", worldId!).order("position");
    expect(layers.data!.map(({ name, secret, hidden_by_default }) => [name, secret, hidden_by_default])).toEqual([
      ["Political", false, false],
      ["Secrets", true, true],
    ]);
    const [political, secrets] = layers.data!.map((l) => l.id as string);
    expect([political, secrets]).not.toContain(OLD_LAYER);
    const features = (
      await alice.from("map_features").select("label, layer_id, link_item_id, link_document_id, secret, geometry").eq("document_id", worldId!).order("position")
    ).data as Feature[];
    expect(features.map((f) => [f.label, f.layer_id, f.link_item_id, f.link_document_id, f.secret])).toEqual([
      ["Port Sable", political, newItem, null, false],
      ["To the city", null, null, cityId, false],
      ["Hidden vale", secrets, null, null, false],
      ["Lost link", null, null, null, false],
      ["Bob's bard", null, bobPublic, null, false],
      ["Bob's spy", null, null, null, true],
    ]);
    expect(features[2]!.geometry).toEqual([
      [0, 0],
      [50, 0],
      [50, 50],
    ]);
    // Published as it was, with its secrets kept from visitors.
    const visitor = await suite().server.client().from("map_features").select("label").eq("document_id", worldId!).order("position");
    expect(visitor.data!.map((r) => r.label)).toEqual(["Port Sable", "To the city", "Lost link", "Bob's bard"]);

    const undo = await alice.rpc("undo_import", { receipt });
    expect(undo.error).toBeNull();
    const left = await suite().server.ctx.db.query(
      `select id from public.map_features where document_id = any($1) union all select id from public.map_layers where document_id = any($1)`,
      [receipt.stories],
    );
    expect(left.rows).toEqual([]);
    const docs = await suite().server.ctx.db.query(`select id from public.story_documents where id = any($1)`, [receipt.stories]);
    expect(docs.rows).toEqual([]);
  });

  it("a feature outside its map fails the whole import with the map's message", async () => {
    const count = async () =>
      Number((await suite().server.ctx.db.query<{ n: string }>(`select count(*) as n from public.content_items where owner_id = $1`, [aliceId])).rows[0]!.n);
    const before = await count();
    const upload = await stage({
      items: [{ ref: "i1", kind: "location", name: "Never imported", data: {} }],
      stories: [world([{ kind: "pin", geometry: [5000, 20], label: "Far away" }])],
    });
    const failed = await alice.rpc("import_bundle", { upload, mode: "copy" });
    expect([failed.status, failed.error?.message]).toEqual([400, "The point (5000, 20) lies outside the map, which is 1000 × 800 px"]);
    expect(await count()).toBe(before);
    const checked = await alice.rpc("import_bundle", { upload, mode: "check" });
    expect(checked.data).toMatchObject({ status: "checked", stories: 1 });
  });
});
