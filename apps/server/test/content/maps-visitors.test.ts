// A published map read through /rest/v1 by a visitor (anon) and by a second signed-in user, on both
// databases (docs/maps.md): they get the map's open layers and features, and never a secret
// feature or a feature on a secret layer — not by a plain select, not by filtering on `secret`,
// not through an embed from the map, a layer or the linked item, and not through item_maps().
// Every secret row's label carries SECRET, and no answer to a non-owner contains that word.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

describe.each(databases)("a published map's secrets on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["mapper@example.com", "reader@example.com"] as const);
  let owner: SupabaseClient;
  let map = "";
  let item = "";
  let secretLayer = "";
  const open: string[] = [];
  const secret: string[] = [];

  beforeAll(async () => {
    const { users } = suite();
    owner = users[0][0];
    const made = await owner.from("content_items").insert({ kind: "location", name: "Port Sable", visibility: "public" }).select("id").single();
    item = made.data!.id as string;
    const doc = await owner
      .from("story_documents")
      .insert({ tool: "map", title: "The Shattered Isles", visibility: "public", data: { width: 2000, height: 1500 } })
      .select("id")
      .single();
    expect(doc.error).toBeNull();
    map = doc.data!.id as string;
    const layers = await owner
      .from("map_layers")
      .insert(
        [
          { document_id: map, name: "Political", position: 0 },
          { document_id: map, name: "SECRET layer", position: 1, secret: true },
        ],
        { defaultToNull: false },
      )
      .select("id, secret")
      .order("position");
    expect(layers.error).toBeNull();
    const [political, hidden] = layers.data!;
    secretLayer = hidden!.id as string;
    const rows = [
      { kind: "pin", geometry: [100, 200], label: "Port Sable", link_item_id: item, icon: "anchor", color: "#336699" },
      {
        kind: "region",
        geometry: [
          [0, 0],
          [500, 0],
          [500, 400],
        ],
        label: "Kingdom of Vane",
        layer_id: political!.id,
      },
      {
        kind: "path",
        geometry: [
          [10, 10],
          [300, 40],
          [600, 90],
        ],
        label: "The King's Road",
        group_name: "Roads",
      },
      { kind: "pin", geometry: [120, 220], label: "SECRET pin", note: "SECRET: the smugglers meet here", secret: true, link_item_id: item },
      { kind: "pin", geometry: [130, 230], label: "SECRET on the layer", layer_id: secretLayer, link_item_id: item },
      {
        kind: "region",
        geometry: [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
        label: "SECRET region",
        layer_id: political!.id,
        secret: true,
      },
    ].map((r, i) => ({ document_id: map, position: i, ...r }));
    // Rows with different keys: the missing columns take their defaults.
    const inserted = await owner.from("map_features").insert(rows, { defaultToNull: false }).select("id, label");
    expect(inserted.error).toBeNull();
    for (const r of inserted.data!) (String(r.label).startsWith("SECRET") ? secret : open).push(r.id as string);
    expect([open.length, secret.length]).toEqual([3, 3]);
  });

  const readers = () => {
    const { server, users } = suite();
    return [
      ["visitor", server.client()],
      ["second user", users[1][0]],
    ] as const;
  };
  const noSecret = (body: unknown, what: string) => expect(JSON.stringify(body), what).not.toMatch(/SECRET/);

  it("a plain read and filters on secret give only the open layers and features", async () => {
    for (const [who, sb] of readers()) {
      const features = await sb.from("map_features").select("*").eq("document_id", map).order("position");
      expect(features.error, who).toBeNull();
      expect(
        features.data!.map((r) => r.id),
        who,
      ).toEqual(open);
      noSecret(features.data, who);
      const layers = await sb.from("map_layers").select("*").eq("document_id", map);
      expect(
        layers.data!.map((r) => r.name),
        who,
      ).toEqual(["Political"]);
      for (const [col, val] of [
        ["secret", true],
        ["layer_id", secretLayer],
      ] as const) {
        const probe = await sb.from("map_features").select("id").eq(col, val);
        expect([probe.error, probe.data], `${who} ${col}`).toEqual([null, []]);
      }
      const byLabel = await sb.from("map_features").select("id").like("label", "SECRET%");
      expect(byLabel.data, who).toEqual([]);
      const secretLayerRow = await sb.from("map_layers").select("id").eq("id", secretLayer);
      expect(secretLayerRow.data, who).toEqual([]);
    }
  });

  it("embeds from the map, a layer and the linked item carry no secret", async () => {
    for (const [who, sb] of readers()) {
      const doc = await sb.from("story_documents").select("*,map_features!document_id(*),map_layers(*,map_features(*))").eq("id", map).single();
      expect(doc.error, who).toBeNull();
      const embedded = doc.data as { map_features: { id: string }[]; map_layers: { name: string; map_features: { id: string }[] }[] };
      expect(embedded.map_features.map((r) => r.id).sort(), who).toEqual([...open].sort());
      expect(
        embedded.map_layers.map((l) => [l.name, l.map_features.length]),
        who,
      ).toEqual([["Political", 1]]);
      noSecret(doc.data, who);
      const fromItem = await sb.from("content_items").select("id,map_features(id,label)").eq("id", item).single();
      expect(fromItem.error, who).toBeNull();
      expect(
        (fromItem.data as { map_features: { label: string }[] }).map_features.map((r) => r.label),
        who,
      ).toEqual(["Port Sable"]);
      noSecret(fromItem.data, who);
      const fromFeature = await sb.from("map_features").select("id,map_layers(name),story_documents!document_id(title)").eq("document_id", map);
      expect(fromFeature.data, who).toHaveLength(3);
      noSecret(fromFeature.data, who);
    }
    // Two foreign keys lead from a feature to story_documents, so the unhinted embed is refused
    // (no rows at all), as PostgREST refuses it: the web app names the key (docs/maps.md).
    const ambiguous = await suite().server.client().from("story_documents").select("*,map_features(*)").eq("id", map);
    expect([ambiguous.status, ambiguous.error?.code, ambiguous.data]).toEqual([300, "PGRST201", null]);
  });

  it("item_maps lists the map with the open pin only; the owner gets every pin of theirs", async () => {
    for (const [who, sb] of readers()) {
      const res = await sb.rpc("item_maps", { item });
      expect(res.error, who).toBeNull();
      expect(res.data, who).toEqual([expect.objectContaining({ id: map, title: "The Shattered Isles", visibility: "public", feature_ids: [open[0]] })]);
      noSecret(res.data, who);
    }
    const mine = await owner.rpc("item_maps", { item });
    expect((mine.data as { feature_ids: string[] }[])[0]!.feature_ids).toEqual([open[0], secret[0], secret[1]]);
  });

  it("the owner reads everything; unpublishing or trashing hides it all from others", async () => {
    const all = await owner.from("map_features").select("id").eq("document_id", map);
    expect(all.data).toHaveLength(6);
    for (const change of [{ visibility: "private" }, { deleted_at: new Date().toISOString() }]) {
      expect((await owner.from("story_documents").update(change).eq("id", map)).error).toBeNull();
      for (const [who, sb] of readers()) {
        expect((await sb.from("map_features").select("id").eq("document_id", map)).data, `${who} ${JSON.stringify(change)}`).toEqual([]);
        expect((await sb.rpc("item_maps", { item })).data, who).toEqual([]);
      }
      expect((await owner.from("story_documents").update({ visibility: "public", deleted_at: null }).eq("id", map)).error).toBeNull();
    }
    // A layer made public again shows its features; a secret feature on it stays hidden.
    expect((await owner.from("map_layers").update({ secret: false }).eq("id", secretLayer)).error).toBeNull();
    const visitor = await suite().server.client().from("map_features").select("label").eq("document_id", map).order("position");
    expect(visitor.data!.map((r) => r.label)).toEqual(["Port Sable", "Kingdom of Vane", "The King's Road", "SECRET on the layer"]);
    expect((await owner.from("map_layers").update({ secret: true }).eq("id", secretLayer)).error).toBeNull();
  });

  it("a pin linked to the owner's private item or map is hidden from others, shown to the owner", async () => {
    const priv = await owner.from("content_items").insert({ kind: "location", name: "The hidden cove" }).select("id").single();
    const draft = await owner
      .from("story_documents")
      .insert({ tool: "map", title: "Draft", data: { width: 10, height: 10 } })
      .select("id")
      .single();
    const pins = await owner
      .from("map_features")
      .insert(
        [
          { document_id: map, kind: "pin", geometry: [5, 5], label: "Cove", link_item_id: priv.data!.id },
          { document_id: map, kind: "pin", geometry: [6, 6], label: "Into the draft", link_document_id: draft.data!.id },
        ],
        { defaultToNull: false },
      )
      .select("id");
    expect(pins.error).toBeNull();
    const pinIds = pins.data!.map((r) => r.id as string);
    for (const [who, sb] of readers()) {
      expect((await sb.from("map_features").select("id").in("id", pinIds)).data, who).toEqual([]);
    }
    // The owner's pin card: the linked item and document embedded by their keys.
    const card = await owner.from("map_features").select("label,content_items(name),story_documents!link_document_id(title)").in("id", pinIds).order("label");
    expect(card.data).toEqual([
      { label: "Cove", content_items: { name: "The hidden cove" }, story_documents: null },
      { label: "Into the draft", content_items: null, story_documents: { title: "Draft" } },
    ]);
    // Publishing the item shows its pin.
    expect((await owner.from("content_items").update({ visibility: "public" }).eq("id", priv.data!.id)).error).toBeNull();
    expect((await suite().server.client().from("map_features").select("label").in("id", pinIds)).data).toEqual([{ label: "Cove" }]);
  });
});
