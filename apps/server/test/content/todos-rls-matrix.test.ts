// The RLS matrix for public.todos (a signed-in user's tasks) on both databases: anon / owner /
// other user / admin × select / insert / update / delete. Only the owner touches their tasks;
// admins get no extra power; user_id defaults to the caller and cannot be forged or handed over.
// Also the upsert the web app's sync sends (on_conflict=user_id,id) and per-user ids.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.todos (user_id, id, text, position) values
  ('${owner}', 't1', 'Map the northern pass', 0),
  ('${owner}', 't2', 'Name the river gods', 1);
`;

type Who = "anon" | "owner" | "other" | "admin";

describe.each(databases)("todos RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> =>
    who === "anon" ? server().client() : clientAs(server(), await userToken(server(), { owner, other, admin }[who]));
  const rows = async (user: string) =>
    (
      await server().ctx.db.query<{ id: string; text: string; completed: boolean; position: number }>(
        `select id, text, completed, position from public.todos where user_id = $1 order by position, id`,
        [user],
      )
    ).rows;

  it("select: only the owner sees their tasks", async () => {
    const anon = await (await as("anon")).from("todos").select("id");
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("todos").select("id");
      expect([error, data], who).toEqual([null, []]);
    }
    const mine = await (await as("owner")).from("todos").select("id, text, completed, position").order("position");
    expect(mine.data).toEqual([
      { id: "t1", text: "Map the northern pass", completed: false, position: 0 },
      { id: "t2", text: "Name the river gods", completed: false, position: 1 },
    ]);
  });

  it("insert: a user's task is theirs (user_id defaults to them and cannot be forged); anon inserts nothing", async () => {
    const anon = await (await as("anon")).from("todos").insert({ id: "a1", text: "By anon", user_id: owner });
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const me = { other, admin }[who];
      // The same id as one of the owner's tasks: ids are per user.
      const own = await (
        await as(who)
      )
        .from("todos")
        .insert({ id: "t1", text: `By ${who}` })
        .select("user_id")
        .single();
      expect([own.error, own.data], who).toEqual([null, { user_id: me }]);
      const forged = await (await as(who)).from("todos").insert({ id: "f1", text: "Forged", user_id: owner });
      expect([forged.status, forged.error?.code], who).toEqual([403, "42501"]);
    }
    expect((await rows(owner)).map((r) => r.text)).toEqual(["Map the northern pass", "Name the river gods"]);
    const bad = await (await as("owner")).from("todos").insert({ id: "e1", text: "" });
    expect(bad.error?.code).toBe("23514");
  });

  it("update: only the owner changes a task, and nobody hands it to someone else", async () => {
    const anon = await (await as("anon")).from("todos").update({ text: "x" }).eq("id", "t1");
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).from("todos").update({ completed: true }).eq("id", "t2").select("user_id");
      // Each touches only their own "t2" (they have none).
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect((await rows(owner))[1]!.completed).toBe(false);
    const mine = await (await as("owner")).from("todos").update({ completed: true }).eq("id", "t2").select("id, completed").single();
    expect(mine.data).toEqual({ id: "t2", completed: true });
    const give = await (await as("owner")).from("todos").update({ user_id: other }).eq("id", "t2");
    expect([give.status, give.error?.code]).toEqual([403, "42501"]);
  });

  it("upsert (the sync's write) changes the owner's rows only; another user's upsert of the same id makes their own", async () => {
    const db = await as("owner");
    const up = await db.from("todos").upsert(
      [
        { id: "t2", text: "Name the river gods", completed: true, position: 0 },
        { id: "t1", text: "Map the northern pass", completed: false, position: 1 },
        { id: "t3", text: "Draw the coast", completed: false, position: 2 },
      ],
      { onConflict: "user_id,id" },
    );
    expect(up.error).toBeNull();
    expect((await rows(owner)).map((r) => [r.id, r.position])).toEqual([
      ["t2", 0],
      ["t1", 1],
      ["t3", 2],
    ]);
    const theirs = await (await as("other")).from("todos").upsert([{ id: "t3", text: "Other's t3", position: 5 }], { onConflict: "user_id,id" });
    expect(theirs.error).toBeNull();
    expect((await rows(owner)).find((r) => r.id === "t3")!.text).toBe("Draw the coast");
    expect((await rows(other)).map((r) => r.text)).toContain("Other's t3");
  });

  it("delete: only the owner deletes; others' deletes match no row; deleting the user removes their tasks", async () => {
    const anon = await (await as("anon")).from("todos").delete().eq("id", "t1");
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    const before = (await rows(owner)).length;
    for (const who of ["other", "admin"] as const) {
      await (await as(who)).from("todos").delete().in("id", ["t1", "t2", "t3"]);
    }
    expect(await rows(owner)).toHaveLength(before);
    const mine = await (await as("owner")).from("todos").delete().eq("id", "t1").select("id");
    expect(mine.data).toEqual([{ id: "t1" }]);
    await server().ctx.db.query(`delete from auth.users where id = $1`, [owner]);
    expect(await rows(owner)).toEqual([]);
  });
});
