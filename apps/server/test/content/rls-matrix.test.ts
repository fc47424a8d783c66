// The RLS matrix for content_items on both databases: anon / owner / other user / admin ×
// select / insert / update / delete, on public, private and trashed rows. Admins get no extra
// power over other people's library (the policies know only the owner). Rows are made as the
// database owner; users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const pub = randomUUID();
const priv = randomUUID();
const trashed = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${pub}', '${owner}', 'character', 'Public one', 'public'),
  ('${priv}', '${owner}', 'character', 'Private one', 'private'),
  ('${trashed}', '${owner}', 'place', 'Trashed public one', 'public');
update public.content_items set deleted_at = now() where id = '${trashed}';
`;

type Who = "anon" | "owner" | "other" | "admin";

describe.each(databases)("content_items RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> =>
    who === "anon" ? server().client() : clientAs(server(), await userToken(server(), { owner, other, admin }[who]));
  const row = async (id: string) =>
    (await server().ctx.db.query<{ name: string; visibility: string } & Record<string, unknown>>(`select * from public.content_items where id = $1`, [id]))
      .rows[0];

  it("select: everyone sees public rows, only the owner sees private and trashed ones", async () => {
    const expected: Record<Who, string[]> = {
      anon: [pub],
      owner: [pub, priv, trashed].sort(),
      other: [pub],
      admin: [pub],
    };
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("content_items").select("id").in("id", [pub, priv, trashed]).order("id");
      expect(error, who).toBeNull();
      expect(
        data!.map((r) => r.id as string),
        who,
      ).toEqual(expected[who]);
    }
  });

  it("insert: users insert only rows they own; anon inserts nothing", async () => {
    const anon = await (await as("anon")).from("content_items").insert({ kind: "character", name: "By anon", owner_id: owner });
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["owner", "other", "admin"] as const) {
      const me = { owner, other, admin }[who];
      const own = await (
        await as(who)
      )
        .from("content_items")
        .insert({ kind: "character", name: `By ${who}` })
        .select("owner_id")
        .single();
      expect(own.error, who).toBeNull();
      expect(own.data, who).toEqual({ owner_id: me });
      if (who === "owner") continue;
      const forged = await (await as(who)).from("content_items").insert({ kind: "character", name: "Forged", owner_id: owner });
      expect([forged.status, forged.error?.code], who).toEqual([403, "42501"]);
    }
  });

  it("update: only the owner changes a row, and nobody can hand it to someone else", async () => {
    const anon = await (await as("anon")).from("content_items").update({ name: "x" }).eq("id", pub);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      for (const id of [pub, priv]) {
        const res = await (
          await as(who)
        )
          .from("content_items")
          .update({ name: `Renamed by ${who}` })
          .eq("id", id)
          .select("id");
        expect([res.error, res.data], `${who} ${id}`).toEqual([null, []]);
      }
    }
    expect((await row(pub))!.name).toBe("Public one");
    expect((await row(priv))!.name).toBe("Private one");
    const mine = await (
      await as("owner")
    )
      .from("content_items")
      .update({ name: "Private, renamed", visibility: "public" })
      .eq("id", priv)
      .select("name, visibility")
      .single();
    expect(mine.data).toEqual({ name: "Private, renamed", visibility: "public" });
    const give = await (await as("owner")).from("content_items").update({ owner_id: other }).eq("id", priv);
    expect([give.status, give.error?.code]).toEqual([403, "42501"]);
    expect((await row(priv))!.owner_id).toBe(owner);
    await (await as("owner")).from("content_items").update({ name: "Private one", visibility: "private" }).eq("id", priv);
  });

  it("delete: only the owner deletes; others' deletes match no row", async () => {
    const anon = await (await as("anon")).from("content_items").delete().eq("id", pub);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      for (const id of [pub, priv, trashed]) {
        const res = await (await as(who)).from("content_items").delete().eq("id", id).select("id");
        expect([res.error, res.data], `${who} ${id}`).toEqual([null, []]);
      }
    }
    for (const id of [pub, priv, trashed]) expect(await row(id), id).toBeDefined();
    const mine = await (await as("owner")).from("content_items").delete().eq("id", trashed).select("id");
    expect(mine.data).toEqual([{ id: trashed }]);
    expect(await row(trashed)).toBeUndefined();
  });
});
