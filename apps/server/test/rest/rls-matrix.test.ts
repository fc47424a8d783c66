// The RLS matrix on the app's migrations: every exposed table has RLS on, and anon / owner /
// other user / admin get exactly the access the policies intend on profiles (only the owner
// updates a profile, admins included) — and nobody can make themself admin through the API.
// Users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "./fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const setup = `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${owner}', 'owner@example.com', '{"username":"owner_1"}'),
  ('${other}', 'other@example.com', '{"display_name":"other"}'),
  ('${admin}', 'admin@example.com', '{"display_name":"The Admin"}');
update public.profiles set is_admin = true where id = '${admin}';
`;

describe.each(databases)("profiles RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (sub: string) => clientAs(server(), await userToken(server(), sub));
  const displayName = async (id: string) =>
    (await server().ctx.db.query<{ d: string }>(`select display_name as d from public.profiles where id = $1`, [id])).rows[0]?.d;

  it("has RLS enabled on every table of the exposed schemas", async () => {
    const { rows } = await server().ctx.db.query<{ t: string }>(
      `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = any($1) and not c.relrowsecurity`,
      [server().ctx.config.exposedSchemas],
    );
    expect(rows).toEqual([]);
  });

  it("creates a profile for every new user, and the spec's admin check works", async () => {
    const all = await server().client().from("profiles").select("id, username, display_name, is_admin").order("username");
    expect(all.data).toHaveLength(3);
    expect(all.data).toContainEqual({ id: owner, username: "owner_1", display_name: null, is_admin: false });
    expect(all.data).toContainEqual({ id: admin, username: null, display_name: "The Admin", is_admin: true });
    const check = await (await as(admin)).from("profiles").select("is_admin").eq("id", admin).single();
    expect(check.data).toEqual({ is_admin: true });
    const notAdmin = await (await as(owner)).from("profiles").select("is_admin").eq("id", owner).single();
    expect(notAdmin.data).toEqual({ is_admin: false });
    expect((await (await as(admin)).rpc("is_admin")).data).toBe(true);
    expect((await (await as(owner)).rpc("is_admin")).data).toBe(false);
  });

  it("anon can read but not write", async () => {
    const anon = server().client();
    expect((await anon.from("profiles").select("id")).data).toHaveLength(3);
    const ins = await anon.from("profiles").insert({ id: randomUUID(), username: "anon_x" });
    expect([ins.status, ins.error?.code]).toEqual([401, "42501"]);
    const upd = await anon.from("profiles").update({ bio: "x" }).eq("id", owner);
    expect([upd.status, upd.error?.code]).toEqual([401, "42501"]);
    const del = await anon.from("profiles").delete().eq("id", owner);
    expect([del.status, del.error?.code]).toEqual([401, "42501"]);
  });

  it("the owner updates their own row only, and never is_admin", async () => {
    const db = await as(owner);
    const upd = await db.from("profiles").update({ display_name: "Owner!", bio: "hi" }).eq("id", owner).select("display_name, bio").single();
    expect(upd.data).toEqual({ display_name: "Owner!", bio: "hi" });
    const elsewhere = await db.from("profiles").update({ display_name: "hacked" }).eq("id", other).select();
    expect(elsewhere.data).toEqual([]);
    expect(await displayName(other)).toBe("other");
    const attempts = [
      await db.from("profiles").update({ is_admin: true }).eq("id", owner),
      await db.from("profiles").update({ display_name: "x", is_admin: true }).eq("id", owner),
      await db.from("profiles").upsert({ id: owner, is_admin: true }),
      await db.from("profiles").insert({ id: owner, is_admin: true }),
      await db.from("profiles").upsert({ id: owner, username: "owner_1", is_admin: true }, { onConflict: "username" }),
    ];
    for (const a of attempts) expect([a.status, a.error?.code]).toEqual([403, "42501"]);
    const del = await db.from("profiles").delete().eq("id", owner);
    expect([del.status, del.error?.code]).toEqual([403, "42501"]);
    const check = await db.from("profiles").select("is_admin").eq("id", owner).single();
    expect(check.data).toEqual({ is_admin: false });
  });

  it("another user cannot insert a profile for someone else", async () => {
    const db = await as(other);
    const forged = await db.from("profiles").insert({ id: randomUUID(), username: "forged" });
    expect([forged.status, forged.error?.code]).toEqual([403, "42501"]);
    const dup = await db.from("profiles").insert({ id: other, username: "other_2" });
    expect([dup.status, dup.error?.code]).toEqual([409, "23505"]);
  });

  it("an admin is an ordinary user for profiles: no updates to others', no granting admin", async () => {
    const db = await as(admin);
    const upd = await db.from("profiles").update({ bio: "moderated" }).eq("id", other).select("bio");
    expect([upd.error, upd.data]).toEqual([null, []]);
    expect(await displayName(other)).toBe("other");
    const bio = await server().ctx.db.query<{ bio: string | null }>(`select bio from public.profiles where id = $1`, [other]);
    expect(bio.rows[0]!.bio).toBeNull();
    const grant = await db.from("profiles").update({ is_admin: true }).eq("id", other);
    expect([grant.status, grant.error?.code]).toEqual([403, "42501"]);
    const del = await db.from("profiles").delete().eq("id", other);
    expect([del.status, del.error?.code]).toEqual([403, "42501"]);
    const own = await db.from("profiles").update({ bio: "my own" }).eq("id", admin).select("bio").single();
    expect(own.data).toEqual({ bio: "my own" });
  });

  it("the service role bypasses RLS, and deleting the user removes the profile", async () => {
    const svc = server().admin();
    const upd = await svc.from("profiles").update({ is_admin: true }).eq("id", other).select("is_admin").single();
    expect(upd.data).toEqual({ is_admin: true });
    await server().ctx.db.query(`delete from auth.users where id = $1`, [other]);
    expect((await svc.from("profiles").select("id").eq("id", other)).data).toEqual([]);
  });
});
