// public.create_world on both databases, through /rest/v1 with users' tokens: a generated starter
// world (buildWorld) is saved as one universe, its items and their links, with the links inside
// the items' data pointing at the saved ids; a plan limit or a bad link saves nothing; every row
// is the caller's, whatever the payload says; anonymous callers are refused.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { buildWorld, worldPayload, type Seed } from "@worldloom/generators";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const alice = randomUUID();
const bob = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${alice}', 'world-alice@example.com'), ('${bob}', 'world-bob@example.com');
`;

interface Created {
  universe: string;
  items: Record<string, string>;
  links: string[];
}

describe.each(databases)("create_world on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: string): Promise<SupabaseClient> => clientAs(server(), await userToken(server(), who));
  const sql = async (q: string) => (await server().ctx.db.query(q)).rows;
  const count = async (who: string) =>
    (
      await sql(`select (select count(*) from public.universes where owner_id = '${who}')::int as universes,
      (select count(*) from public.content_items where owner_id = '${who}')::int as items,
      (select count(*) from public.content_links where owner_id = '${who}')::int as links`)
    )[0];

  it("saves the universe, every piece in it and the links between them, all the caller's", async () => {
    const world = buildWorld("contract" as Seed);
    const payload = worldPayload(world, "Fantasy");
    const c = await as(alice);
    const { data, error } = await c.rpc("create_world", { payload });
    expect(error).toBeNull();
    const made = data as Created;
    expect(Object.keys(made.items).sort()).toEqual(world.pieces.map((p) => p.ref).sort());
    expect(made.links).toHaveLength(world.links.length);
    expect(await count(alice)).toEqual({ universes: 1, items: world.pieces.length, links: world.links.length });
    const u = (await c.from("universes").select("name, description, genre, owner_id").eq("id", made.universe).single()).data;
    expect(u).toEqual({ name: world.name, description: world.description, genre: "Fantasy", owner_id: alice });
    const rows = (
      await c.from("content_items").select("id, kind, name, seed, generator_version, universe_id, visibility, data").eq("universe_id", made.universe)
    ).data as {
      id: string;
      kind: string;
      name: string;
      seed: string;
      generator_version: number;
      universe_id: string;
      visibility: string;
      data: { links: { id?: string; name: string }[]; seed: string };
    }[];
    expect(rows).toHaveLength(world.pieces.length);
    const ids = new Set(rows.map((r) => r.id));
    for (const p of world.pieces) {
      const row = rows.find((r) => r.id === made.items[p.ref])!;
      // Rerollable like any generated item: its seed and version are kept.
      expect(row).toMatchObject({ kind: p.kind, name: p.result.name, seed: p.seed, generator_version: p.result.version, visibility: "private" });
      expect(row.data.seed).toBe(p.seed);
      // Links into the world now carry the saved ids.
      for (const l of row.data.links) if (l.id !== undefined) expect(ids.has(l.id), `${p.ref} → ${l.id}`).toBe(true);
    }
    const link = world.links.find((l) => l.type === "lives in")!;
    const saved = (await c.from("content_links").select("from_id, to_id, type").eq("from_id", made.items[link.from]!).eq("type", "lives in")).data;
    expect(saved).toContainEqual({ from_id: made.items[link.from], to_id: made.items[link.to], type: "lives in" });
    // Bob sees none of it (private by default).
    const b = await as(bob);
    expect((await b.from("universes").select("id").eq("id", made.universe)).data).toEqual([]);
    expect((await b.from("content_items").select("id").eq("universe_id", made.universe)).data).toEqual([]);
  });

  it("saves nothing when a plan limit is reached partway, or a link is bad", async () => {
    const before = await count(bob);
    await sql(`update public.plans set max_items = 5 where id = 'free'`);
    const b = await as(bob);
    const payload = worldPayload(buildWorld("limit" as Seed));
    const over = await b.rpc("create_world", { payload });
    expect(over.error?.code).toBe("PT402");
    expect(over.error?.message).toBe("Free plan limit reached: 5 saved library items. Upgrade to Pro for 10000.");
    expect(await count(bob)).toEqual(before);
    await sql(`update public.plans set max_items = 1000000 where id = 'free'`);
    const bad = await b.rpc("create_world", { payload: { ...payload, links: [...payload.links, { from: "race-1", to: "dragon-9", type: "related to" }] } });
    expect(bad.error?.message).toContain("names an item it does not have");
    const badType = await b.rpc("create_world", { payload: { ...payload, links: [{ from: "race-1", to: "language-1", type: "eats" }] } });
    expect(badType.error?.code).toBe("23514");
    expect(await count(bob)).toEqual(before);
    expect((await b.rpc("create_world", { payload: { universe: { name: "Empty" }, items: [], links: [] } })).error?.message).toContain("from 1 to 60 items");
    expect((await b.rpc("create_world", { payload: { ...payload, universe: { name: "" } } })).error?.code).toBe("23514");
    expect(await count(bob)).toEqual(before);
  });

  it("cannot create in someone else's name, and refuses anonymous callers", async () => {
    const b = await as(bob);
    const payload = worldPayload(buildWorld("forged" as Seed));
    const forged = {
      universe: { ...payload.universe, owner_id: alice },
      items: payload.items.map((i) => ({ ...i, owner_id: alice, visibility: "public" })),
      links: payload.links.map((l) => ({ ...l, owner_id: alice })),
    };
    const before = await count(alice);
    const { data, error } = await b.rpc("create_world", { payload: forged });
    expect(error).toBeNull();
    const made = data as Created;
    expect(await count(alice)).toEqual(before);
    const owners = await sql(`select distinct owner_id::text as o, visibility as v from public.content_items where universe_id = '${made.universe}'`);
    expect(owners).toEqual([{ o: bob, v: "private" }]);
    expect(await sql(`select owner_id::text as o from public.universes where id = '${made.universe}'`)).toEqual([{ o: bob }]);
    const anon = await server().client().rpc("create_world", { payload });
    expect(anon.error).not.toBeNull();
    expect([401, 403, 404]).toContain(anon.status);
  });
});
