// The RLS matrix for the Atlas's tables (docs/maps.md) on both databases: anon / owner / other
// user / admin / service role × select / insert / update / delete on map_layers and map_features
// of a published map, a private one and a trashed one. Others read only what is not secret, not on
// a secret layer and not linked to something they cannot read; only the owner (and the service
// role) writes. Rows are made as the database owner; users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const [owner, other, admin] = [randomUUID(), randomUUID(), randomUUID()];
const [itemPub, itemPriv] = [randomUUID(), randomUUID()];
const [pubMap, privMap, trashedMap, otherMap, story] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [layerOpen, layerSecret, layerPriv, layerTrashed, layerOther] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const f = {
  open: randomUUID(),
  openLayer: randomUUID(),
  secret: randomUUID(),
  onSecretLayer: randomUUID(),
  toPrivateItem: randomUUID(),
  toPrivateMap: randomUUID(),
  onPrivateMap: randomUUID(),
  onTrashedMap: randomUUID(),
};
const size = `'{"width": 1000, "height": 800}'`;
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${itemPub}', '${owner}', 'location', 'Port Sable', 'public'), ('${itemPriv}', '${owner}', 'location', 'The hidden cove', 'private');
insert into public.story_documents (id, owner_id, tool, title, visibility, data) values
  ('${pubMap}', '${owner}', 'map', 'The Isles', 'public', ${size}),
  ('${privMap}', '${owner}', 'map', 'Draft map', 'private', ${size}),
  ('${trashedMap}', '${owner}', 'map', 'Old map', 'public', ${size}),
  ('${otherMap}', '${other}', 'map', 'Their map', 'public', ${size}),
  ('${story}', '${owner}', 'story', 'A story', 'public', '{}');
update public.story_documents set deleted_at = now() where id = '${trashedMap}';
insert into public.map_layers (id, document_id, owner_id, name, secret, position) values
  ('${layerOpen}', '${pubMap}', '${owner}', 'Political', false, 0), ('${layerSecret}', '${pubMap}', '${owner}', 'Secrets', true, 1),
  ('${layerPriv}', '${privMap}', '${owner}', 'Draft', false, 0), ('${layerTrashed}', '${trashedMap}', '${owner}', 'Old', false, 0),
  ('${layerOther}', '${otherMap}', '${other}', 'Theirs', false, 0);
insert into public.map_features (id, document_id, owner_id, layer_id, kind, geometry, label, secret, link_item_id, link_document_id, position) values
  ('${f.open}', '${pubMap}', '${owner}', null, 'pin', '[10, 20]', 'Port Sable', false, '${itemPub}', null, 0),
  ('${f.openLayer}', '${pubMap}', '${owner}', '${layerOpen}', 'region', '[[0, 0], [100, 0], [100, 100]]', 'The kingdom', false, null, null, 1),
  ('${f.secret}', '${pubMap}', '${owner}', null, 'pin', '[30, 40]', 'Secret pin', true, null, null, 2),
  ('${f.onSecretLayer}', '${pubMap}', '${owner}', '${layerSecret}', 'path', '[[1, 1], [2, 2]]', 'Smugglers'' road', false, null, null, 3),
  ('${f.toPrivateItem}', '${pubMap}', '${owner}', null, 'pin', '[50, 50]', 'Cove', false, '${itemPriv}', null, 4),
  ('${f.toPrivateMap}', '${pubMap}', '${owner}', null, 'pin', '[60, 60]', 'Into the draft', false, null, '${privMap}', 5),
  ('${f.onPrivateMap}', '${privMap}', '${owner}', '${layerPriv}', 'pin', '[1, 1]', 'Draft pin', false, null, null, 0),
  ('${f.onTrashedMap}', '${trashedMap}', '${owner}', null, 'pin', '[1, 1]', 'Old pin', false, null, null, 0);
`;

type Who = "anon" | "owner" | "other" | "admin" | "service";
const everyone = ["anon", "owner", "other", "admin", "service"] as const;
const allLayers = [layerOpen, layerSecret, layerPriv, layerTrashed];
const allFeatures = Object.values(f);
const sorted = (ids: string[]) => [...ids].sort();

describe.each(databases)("map_layers and map_features RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => {
    if (who === "anon") return server().client();
    if (who === "service") return server().admin();
    return clientAs(server(), await userToken(server(), { owner, other, admin }[who]));
  };
  const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await server().ctx.db.query<T>(q, params)).rows;
  const ids = (rows: { id: string }[] | null) => sorted((rows ?? []).map((r) => r.id));

  it("select: others read the open layers and features of a published map; the owner and the service role read all", async () => {
    const layers: Record<Who, string[]> = { anon: [layerOpen], owner: allLayers, other: [layerOpen], admin: [layerOpen], service: allLayers };
    const features: Record<Who, string[]> = {
      anon: [f.open, f.openLayer],
      owner: allFeatures,
      other: [f.open, f.openLayer],
      admin: [f.open, f.openLayer],
      service: allFeatures,
    };
    for (const who of everyone) {
      const sb = await as(who);
      const l = await sb.from("map_layers").select("id").in("id", allLayers);
      expect(l.error, who).toBeNull();
      expect(ids(l.data), who).toEqual(sorted(layers[who]));
      const ft = await sb.from("map_features").select("id").in("id", allFeatures);
      expect(ft.error, who).toBeNull();
      expect(ids(ft.data), who).toEqual(sorted(features[who]));
    }
  });

  it("insert: only the map's owner (and the service role, naming the owner); anon nothing", async () => {
    const pin = { document_id: pubMap, kind: "pin", geometry: [5, 5], label: "New" };
    const anon = await (await as("anon")).from("map_features").insert(pin);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    const anonLayer = await (await as("anon")).from("map_layers").insert({ document_id: pubMap, name: "Mine" });
    expect([anonLayer.status, anonLayer.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const sb = await as(who);
      const rows: [string, Record<string, unknown>][] = [
        ["map_features", pin],
        ["map_layers", { document_id: pubMap, name: "Mine" }],
      ];
      for (const [table, row] of rows) {
        const res = await sb.from(table).insert(row);
        expect([res.status, res.error?.code, res.error?.message], `${who} ${table}`).toEqual([403, "42501", "You can only change your own maps"]);
        const forged = await sb.from(table).insert({ ...row, owner_id: owner });
        expect([forged.status, forged.error?.code], `${who} ${table} forged`).toEqual([403, "42501"]);
      }
    }
    const sb = await as("owner");
    const layer = await sb.from("map_layers").insert({ document_id: pubMap, name: "Roads" }).select("owner_id, secret, hidden_by_default").single();
    expect(layer.data).toEqual({ owner_id: owner, secret: false, hidden_by_default: false });
    const own = await sb.from("map_features").insert(pin).select("owner_id, layer_id, secret").single();
    expect(own.data).toEqual({ owner_id: owner, layer_id: null, secret: false });
    // Not on a story that is not a map, nor on a layer of another map.
    const onStory = await sb.from("map_features").insert({ ...pin, document_id: story });
    expect([onStory.error?.code, onStory.error?.message]).toEqual(["23514", "Layers, pins, regions and paths go on maps only"]);
    const foreignLayer = await sb.from("map_features").insert({ ...pin, layer_id: layerPriv });
    expect(foreignLayer.error?.code).toBe("23503");
    const onTheirs = await sb.from("map_features").insert({ ...pin, document_id: otherMap });
    expect(onTheirs.error?.code).toBe("42501");
    const service = await (
      await as("service")
    )
      .from("map_features")
      .insert({ ...pin, owner_id: owner, label: "By the server" })
      .select("owner_id")
      .single();
    expect(service.data).toEqual({ owner_id: owner });
  });

  it("update: only the owner (and the service role); nobody moves a row to another map or owner", async () => {
    const anon = await (await as("anon")).from("map_features").update({ label: "x" }).eq("id", f.open);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const sb = await as(who);
      for (const id of [f.open, f.secret, f.onPrivateMap]) {
        const res = await sb.from("map_features").update({ label: "Taken" }).eq("id", id).select("id");
        expect([res.error, res.data], `${who} ${id}`).toEqual([null, []]);
      }
      const l = await sb.from("map_layers").update({ secret: false }).eq("id", layerSecret).select("id");
      expect([l.error, l.data], who).toEqual([null, []]);
    }
    expect((await sql<{ label: string }>(`select label from public.map_features where id = $1`, [f.open]))[0]!.label).toBe("Port Sable");
    expect((await sql<{ secret: boolean }>(`select secret from public.map_layers where id = $1`, [layerSecret]))[0]!.secret).toBe(true);
    const sb = await as("owner");
    for (const forbidden of [{ document_id: privMap }, { owner_id: other }]) {
      const res = await sb.from("map_features").update(forbidden).eq("id", f.open);
      expect(res.error?.code, JSON.stringify(forbidden)).toBe("42501");
    }
    const mine = await sb.from("map_features").update({ label: "Port Sable, renamed", color: "#336699" }).eq("id", f.open).select("label, color").single();
    expect(mine.data).toEqual({ label: "Port Sable, renamed", color: "#336699" });
    const layer = await sb
      .from("map_layers")
      .update({ name: "Politics", hidden_by_default: true })
      .eq("id", layerOpen)
      .select("name, hidden_by_default")
      .single();
    expect(layer.data).toEqual({ name: "Politics", hidden_by_default: true });
    const service = await (await as("service")).from("map_features").update({ note: "Checked" }).eq("id", f.onTrashedMap).select("note").single();
    expect(service.data).toEqual({ note: "Checked" });
  });

  it("delete: only the owner (and the service role)", async () => {
    const anon = await (await as("anon")).from("map_features").delete().eq("id", f.openLayer);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const sb = await as(who);
      const ft = await sb.from("map_features").delete().in("id", allFeatures).select("id");
      expect([ft.error, ft.data], who).toEqual([null, []]);
      const l = await sb.from("map_layers").delete().in("id", allLayers).select("id");
      expect([l.error, l.data], who).toEqual([null, []]);
    }
    expect(await sql(`select id from public.map_features where id = any($1)`, [allFeatures])).toHaveLength(allFeatures.length);
    const mine = await (await as("owner")).from("map_features").delete().eq("id", f.onTrashedMap).select("id");
    expect(mine.data).toEqual([{ id: f.onTrashedMap }]);
    const service = await (await as("service")).from("map_layers").delete().eq("id", layerTrashed).select("id");
    expect(service.data).toEqual([{ id: layerTrashed }]);
  });

  it("deleting a secret layer keeps its features secret; deleting the map deletes its layers and features", async () => {
    const sb = await as("owner");
    const del = await sb.from("map_layers").delete().eq("id", layerSecret).select("id");
    expect(del.data).toEqual([{ id: layerSecret }]);
    expect(await sql(`select layer_id, secret from public.map_features where id = $1`, [f.onSecretLayer])).toEqual([{ layer_id: null, secret: true }]);
    for (const who of ["anon", "other"] as const) {
      const res = await (await as(who)).from("map_features").select("id").eq("id", f.onSecretLayer);
      expect(res.data, who).toEqual([]);
    }
    const gone = await sb.from("story_documents").delete().eq("id", privMap).select("id");
    expect(gone.data).toEqual([{ id: privMap }]);
    expect(await sql(`select id from public.map_layers where document_id = $1`, [privMap])).toEqual([]);
    expect(await sql(`select id from public.map_features where document_id = $1 or link_document_id = $1`, [privMap])).toEqual([]);
    // A pin that opened the deleted map stays, without the link.
    expect(await sql(`select link_document_id from public.map_features where id = $1`, [f.toPrivateMap])).toEqual([{ link_document_id: null }]);
  });

  it("a trashed or unpublished map hides everything from others; the owner still reads it", async () => {
    await sql(`update public.story_documents set visibility = 'private' where id = $1`, [pubMap]);
    try {
      for (const who of ["anon", "other", "admin"] as const) {
        const sb = await as(who);
        expect((await sb.from("map_features").select("id").eq("document_id", pubMap)).data, who).toEqual([]);
        expect((await sb.from("map_layers").select("id").eq("document_id", pubMap)).data, who).toEqual([]);
      }
      expect(((await (await as("owner")).from("map_features").select("id").eq("document_id", pubMap)).data ?? []).length).toBeGreaterThan(0);
    } finally {
      await sql(`update public.story_documents set visibility = 'public' where id = $1`, [pubMap]);
    }
  });
});
