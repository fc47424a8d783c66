// replace_map_picture() through /rest/v1 on both databases (docs/maps.md, "Functions"): a new
// picture twice the size (and one half the size) scales every pin, region and path and the scale's
// points with it, keeps the travel pace, drops `generated`; another user's map, a bad size and a
// path outside the map's folder are refused and change nothing.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

describe.each(databases)("replace_map_picture on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["atlas-replace@example.com", "atlas-replace-other@example.com"] as const);
  let owner: SupabaseClient;
  let ownerId = "";
  let map = "";
  const geometry = async () =>
    (
      await suite().server.ctx.db.query<{ label: string; geometry: unknown }>(
        `select label, geometry from public.map_features where document_id = $1 order by position`,
        [map],
      )
    ).rows.map((r) => [r.label, r.geometry]);
  const dataOf = async () =>
    (await suite().server.ctx.db.query<{ data: Record<string, unknown> }>(`select data from public.story_documents where id = $1`, [map])).rows[0]!.data;

  beforeAll(async () => {
    [owner, ownerId] = suite().users[0];
    map = (
      await owner
        .from("story_documents")
        .insert({
          tool: "map",
          title: "Rescanned",
          data: {
            width: 1000,
            height: 800,
            scale: { from: [100, 100], to: [600, 100], distance: 50, unit: "leagues" },
            view: { pace: 10 },
            generated: { seed: "old", version: 1, options: {} },
          },
        })
        .select("id")
        .single()
    ).data!.id as string;
    const rows = [
      { document_id: map, kind: "pin", geometry: [1000, 800], label: "Corner", position: 0 },
      {
        document_id: map,
        kind: "region",
        geometry: [
          [0, 0],
          [500, 0],
          [250, 400],
        ],
        label: "Realm",
        position: 1,
      },
      {
        document_id: map,
        kind: "path",
        geometry: [
          [100, 700],
          [333.3, 123.4],
        ],
        label: "Road",
        position: 2,
      },
    ];
    expect((await owner.from("map_features").insert(rows)).error).toBeNull();
  });

  it("scales the features and the scale with a picture twice the size, then half again", async () => {
    const path = `${ownerId}/${map}/rescan.webp`;
    const { data, error } = await owner.rpc("replace_map_picture", { map, image: { path }, width: 2000, height: 1600 });
    expect(error).toBeNull();
    expect(data).toEqual({
      width: 2000,
      height: 1600,
      image: { path },
      scale: { from: [200, 200], to: [1200, 200], distance: 50, unit: "leagues" },
      view: { pace: 10 },
    });
    expect(await geometry()).toEqual([
      ["Corner", [2000, 1600]],
      [
        "Realm",
        [
          [0, 0],
          [1000, 0],
          [500, 800],
        ],
      ],
      [
        "Road",
        [
          [200, 1400],
          [666.6, 246.8],
        ],
      ],
    ]);
    // Smaller than before: the database's "no point outside the map" holds at every step.
    expect((await owner.rpc("replace_map_picture", { map, image: { path }, width: 500, height: 400 })).error).toBeNull();
    expect(await geometry()).toEqual([
      ["Corner", [500, 400]],
      [
        "Realm",
        [
          [0, 0],
          [250, 0],
          [125, 200],
        ],
      ],
      [
        "Road",
        [
          [50, 350],
          [166.7, 61.7],
        ],
      ],
    ]);
    expect((await dataOf()).scale).toEqual({ from: [50, 50], to: [300, 50], distance: 50, unit: "leagues" });
  });

  it("refuses another user's map, a bad size and a picture outside the map's folder, changing nothing", async () => {
    const before = [await dataOf(), await geometry()];
    const [other] = suite().users[1];
    const theirs = await other.rpc("replace_map_picture", { map, image: { path: `${ownerId}/${map}/x.webp` }, width: 100, height: 100 });
    expect(theirs.error?.message).toBe("No map of yours has this id");
    const huge = await owner.rpc("replace_map_picture", { map, image: { path: `${ownerId}/${map}/x.webp` }, width: 40000, height: 100 });
    expect(huge.error?.message).toBe("A map picture is 1 to 16,000 px a side");
    const elsewhere = await owner.rpc("replace_map_picture", { map, image: { path: `${ownerId}/someone-else/x.webp` }, width: 100, height: 100 });
    expect(elsewhere.error?.message).toBe("A map's image is a file in the map-images bucket under <owner id>/<map id>/");
    const anon = await suite()
      .server.client()
      .rpc("replace_map_picture", { map, image: { path: "x" }, width: 100, height: 100 });
    expect(anon.error).not.toBeNull();
    expect([await dataOf(), await geometry()]).toEqual(before);
  });
});
