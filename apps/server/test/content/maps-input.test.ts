// What a map refuses, through /rest/v1 on both databases (docs/maps.md): a pin outside the map, a
// region of 2 points, a 40,000 px map, a 500-character label, a link to someone else's private
// item, data fields a map does not have, and more than 10,000 features. Each is a clear message
// with its HTTP status, and nothing is stored. Then duplicate_map(): a private copy with its
// layers and features under new ids.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

describe.each(databases)("map input on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["atlas-input@example.com", "atlas-other@example.com"] as const);
  let owner: SupabaseClient;
  let ownerId = "";
  let map = "";
  let theirPrivate = "";
  let theirPublic = "";
  const count = async (table: string, where = `document_id = '${map}'`) =>
    Number((await suite().server.ctx.db.query<{ n: string }>(`select count(*) as n from public.${table} where ${where}`)).rows[0]!.n);

  beforeAll(async () => {
    const { users } = suite();
    [owner, ownerId] = users[0];
    const other = users[1][0];
    theirPrivate = (await other.from("content_items").insert({ kind: "character", name: "Bob's spy" }).select("id").single()).data!.id as string;
    theirPublic = (await other.from("content_items").insert({ kind: "character", name: "Bob's bard", visibility: "public" }).select("id").single()).data!
      .id as string;
    const doc = await owner
      .from("story_documents")
      .insert({ tool: "map", title: "Input map", data: { width: 1000, height: 800 } })
      .select("id")
      .single();
    expect(doc.error).toBeNull();
    map = doc.data!.id as string;
    expect((await owner.from("map_features").insert({ document_id: map, kind: "pin", geometry: [500, 400], label: "Centre" })).error).toBeNull();
  });

  it("refuses bad features with a clear message and stores nothing", async () => {
    const before = await count("map_features");
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: "pin", geometry: [1200, 10] }, 400, /^The point \(1200, 10\) lies outside the map, which is 1000 × 800 px$/],
      [{ kind: "pin", geometry: [-1, 10] }, 400, /lies outside the map/],
      [
        {
          kind: "region",
          geometry: [
            [0, 0],
            [10, 10],
            [20, 900],
          ],
        },
        400,
        /^The point \(20, 900\) lies outside the map/,
      ],
      [
        {
          kind: "region",
          geometry: [
            [0, 0],
            [10, 10],
          ],
        },
        400,
        /^A region needs at least 3 points; this one has 2$/,
      ],
      [{ kind: "path", geometry: [[0, 0]] }, 400, /^A path needs at least 2 points; this one has 1$/],
      [{ kind: "pin", geometry: { x: 1, y: 2 } }, 400, /^A pin is one point \[x, y\] of two numbers$/],
      [
        {
          kind: "path",
          geometry: [
            [0, 0],
            ["1", 2],
          ],
        },
        400,
        /^Every point of a path is \[x, y\], two numbers$/,
      ],
      [{ kind: "pin", geometry: [1, 1], label: "x".repeat(500) }, 400, /^A label is at most 120 characters; this one has 500$/],
      [{ kind: "pin", geometry: [1, 1], note: "n".repeat(4001) }, 400, /^A note is at most 4,000 characters; this one has 4001$/],
      [{ kind: "pin", geometry: [1, 1], color: "red" }, 400, /^A colour is written #rrggbb/],
      [{ kind: "pin", geometry: [1, 1], icon: "<script>" }, 400, /^An icon is named with/],
      [{ kind: "star", geometry: [1, 1] }, 400, /^A feature is a pin, a region or a path$/],
      [{ kind: "pin", geometry: [1, 1], link_item_id: theirPrivate }, 403, /^A pin can only link to an item you can read$/],
      [{ kind: "pin", geometry: [1, 1], link_document_id: map }, 400, /^A pin cannot open the map it is on$/],
    ];
    for (const [row, status, message] of cases) {
      const res = await owner.from("map_features").insert({ document_id: map, ...row });
      expect([res.status, res.error?.message], JSON.stringify(row).slice(0, 80)).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await count("map_features")).toBe(before);
    // A public item of someone else is fine to link; an update is checked like an insert.
    const ok = await owner
      .from("map_features")
      .insert({ document_id: map, kind: "pin", geometry: [2, 2], link_item_id: theirPublic })
      .select("id")
      .single();
    expect(ok.error).toBeNull();
    const id = ok.data!.id as string;
    for (const [change, message] of [
      [{ geometry: [2, 801] }, /lies outside the map/],
      [{ link_item_id: theirPrivate }, /^A pin can only link to an item you can read$/],
      [{ kind: "path" }, /^Every point of a path is \[x, y\]/],
    ] as const) {
      const res = await owner.from("map_features").update(change).eq("id", id);
      expect(res.error?.message, JSON.stringify(change)).toMatch(message);
    }
    expect((await suite().server.ctx.db.query(`select geometry, link_item_id, kind from public.map_features where id = $1`, [id])).rows).toEqual([
      { geometry: [2, 2], link_item_id: theirPublic, kind: "pin" },
    ]);
  });

  it("refuses bad map data: too large, unknown fields, a foreign image, smaller than its features", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ width: 40000, height: 800 }, /^A map is 1 to 16,000 px a side; this one would be 40000 × 800 px$/],
      [{ width: 0, height: 800 }, /^A map is 1 to 16,000 px a side/],
      [{ width: 10.5, height: 800 }, /^A map's width and height are whole numbers of pixels$/],
      [{ width: 1000 }, /^A map needs both a width and a height, or neither$/],
      [{ width: 1000, height: 800, gm_notes: "the king dies" }, /^A map's data has no field "gm_notes"/],
      [{ width: 1000, height: 800, image: { path: `${ownerId}/${crypto.randomUUID()}/map.webp` } }, /^A map's image is a file in the map-images bucket/],
      [{ width: 1000, height: 800, scale: { from: [0, 0], to: [0, 0], distance: 5, unit: "miles" } }, /^A map's scale needs two different points$/],
      [{ width: 1000, height: 800, scale: { from: [0, 0], to: [10, 0], distance: -5, unit: "miles" } }, /^A map's scale is two points/],
      [{ width: 1000, height: 800, generated: { seed: "x", version: 0 } }, /^A generated map has a seed/],
      [{ width: 400, height: 800 }, /^Some of this map's pins, regions or paths would lie outside it at 400 × 800 px$/],
      [{}, /would lie outside it/],
    ];
    for (const [data, message] of cases) {
      const res = await owner.from("story_documents").update({ data }).eq("id", map);
      expect([res.status, res.error?.message], JSON.stringify(data).slice(0, 80)).toEqual([400, expect.stringMatching(message)]);
    }
    const made = await owner.from("story_documents").insert({ tool: "map", title: "Huge", data: { width: 40000, height: 10 } });
    expect([made.status, made.error?.message]).toEqual([400, "A map is 1 to 16,000 px a side; this one would be 40000 × 10 px"]);
    expect(await count("story_documents", `title = 'Huge'`)).toBe(0);
    const good = {
      width: 1200,
      height: 900,
      image: { path: `${ownerId}/${map}/isles.webp` },
      scale: { from: [0, 0], to: [100, 0], distance: 12.5, unit: "leagues" },
      view: { cluster: true },
    };
    const saved = await owner.from("story_documents").update({ data: good }).eq("id", map).select("data").single();
    expect(saved.data).toEqual({ data: good });
    // Pins need the map's size; other story tools' data is not checked.
    const bare = await owner.from("story_documents").insert({ tool: "map", title: "No size yet" }).select("id").single();
    const pin = await owner.from("map_features").insert({ document_id: bare.data!.id, kind: "pin", geometry: [1, 1] });
    expect(pin.error?.message).toBe("Give the map its size (upload an image or generate one) before drawing on it");
    expect((await owner.from("story_documents").insert({ tool: "timeline", title: "T", data: { gm_notes: "fine here" } })).error).toBeNull();
  });

  it("holds at most 10,000 features per map, counted once per statement", async () => {
    const doc = await owner
      .from("story_documents")
      .insert({ tool: "map", title: "Crowded", data: { width: 100, height: 100 } })
      .select("id")
      .single();
    const id = doc.data!.id as string;
    await suite().server.ctx.db.query(
      `insert into public.map_features (document_id, owner_id, kind, geometry, position) select $1, $2, 'pin', '[1, 1]', g from generate_series(1, 9999) g`,
      [id, ownerId],
    );
    const two = await owner.from("map_features").insert([
      { document_id: id, kind: "pin", geometry: [2, 2] },
      { document_id: id, kind: "pin", geometry: [3, 3] },
    ]);
    expect([two.status, two.error?.message]).toEqual([400, "A map holds at most 10000 pins, regions and paths; this one would have 10001"]);
    expect(await count("map_features", `document_id = '${id}'`)).toBe(9999);
    expect((await owner.from("map_features").insert({ document_id: id, kind: "pin", geometry: [2, 2] })).error).toBeNull();
    expect(await count("map_features", `document_id = '${id}'`)).toBe(10000);
    const layers = Array.from({ length: 101 }, (_, i) => ({ document_id: id, name: `Layer ${i}` }));
    const tooMany = await owner.from("map_layers").insert(layers);
    expect(tooMany.error?.message).toBe("A map holds at most 100 layers; this one would have 101");
  });

  it("duplicate_map: a private copy with its layers, features and secrets; the image path names the copy's folder", async () => {
    const layer = await owner.from("map_layers").insert({ document_id: map, name: "Secrets", secret: true }).select("id").single();
    expect(
      (
        await owner.from("map_features").insert({
          document_id: map,
          kind: "path",
          geometry: [
            [1, 1],
            [9, 9],
          ],
          label: "Hidden road",
          layer_id: layer.data!.id,
        })
      ).error,
    ).toBeNull();
    await owner.from("story_documents").update({ visibility: "public" }).eq("id", map);
    const dup = await owner.rpc("duplicate_map", { source: map });
    expect(dup.error).toBeNull();
    const copy = dup.data as string;
    const doc = await owner.from("story_documents").select("title, visibility, tool, data").eq("id", copy).single();
    expect(doc.data).toMatchObject({ title: "Input map (copy)", visibility: "private", tool: "map" });
    expect((doc.data!.data as { image: { path: string } }).image.path).toBe(`${ownerId}/${copy}/isles.webp`);
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ label, kind, geometry, link_item_id }) => ({ label, kind, geometry, link_item_id }));
    const src = await owner.from("map_features").select("label, kind, geometry, link_item_id").eq("document_id", map).order("position").order("label");
    const dst = await owner
      .from("map_features")
      .select("label, kind, geometry, link_item_id, layer_id")
      .eq("document_id", copy)
      .order("position")
      .order("label");
    expect(strip(dst.data!)).toEqual(strip(src.data!));
    const copiedLayer = await owner.from("map_layers").select("id, name, secret").eq("document_id", copy);
    expect(copiedLayer.data).toEqual([{ id: expect.not.stringMatching(layer.data!.id as string), name: "Secrets", secret: true }]);
    expect(dst.data!.find((r) => r.label === "Hidden road")!.layer_id).toBe(copiedLayer.data![0]!.id);
    // Only one's own, untrashed map; never as anon or another user.
    const theirs = await suite().users[1][0].rpc("duplicate_map", { source: map });
    expect([theirs.status, theirs.error?.message]).toEqual([404, "No map of yours has this id"]);
    const anon = await suite().server.client().rpc("duplicate_map", { source: map });
    expect(anon.status).toBe(401);
  });
  it("deletes maps that link to each other in one statement (an undo, emptying the trash)", async () => {
    const make = async (title: string) =>
      (
        await owner
          .from("story_documents")
          .insert({ tool: "map", title, data: { width: 100, height: 100 } })
          .select("id")
          .single()
      ).data!.id as string;
    const a = await make("Linked A");
    const b = await make("Linked B");
    const c = await make("Linked C");
    for (const [from, to] of [
      [a, b],
      [b, a],
      [c, a],
    ] as const)
      expect(
        (await owner.from("map_features").insert({ document_id: from, kind: "pin", geometry: [5, 5], label: "Door", link_document_id: to })).error,
      ).toBeNull();
    for (const ids of [
      [a, b],
      [b, a],
    ]) {
      const gone = await owner.from("story_documents").delete().in("id", ids).select("id");
      expect(gone.error).toBeNull();
      if (gone.data!.length) expect(gone.data!.map((r) => r.id).sort()).toEqual([a, b].sort());
    }
    expect(await count("story_documents", `id in ('${a}', '${b}')`)).toBe(0);
    expect(await count("map_features", `document_id in ('${a}', '${b}')`)).toBe(0);
    // The map left keeps its pin; its link to the deleted map is gone.
    const left = await owner.from("map_features").select("label, link_document_id").eq("document_id", c);
    expect(left.data).toEqual([{ label: "Door", link_document_id: null }]);
  });
});
