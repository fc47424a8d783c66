// Account self-service on both databases: a password change with the current password
// (current_password), and DELETE /auth/v1/user, which must leave no row and no file of the user
// behind — counted over every foreign key to auth.users and over storage.objects and the disk.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/db.js";
import { databases, useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

/** Rows that point at the user, per "schema.table.column", over every foreign key to auth.users. */
async function rowsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const fks = await db.query<{ tbl: string; col: string }>(`
    select format('%I.%I', n.nspname, c.relname) as tbl, a.attname as col
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'auth.users'::regclass`);
  const out: Record<string, number> = {};
  for (const { tbl, col } of fks.rows) {
    const n = await db.query<{ n: number }>(`select count(*)::int as n from ${tbl} where ${col} = $1`, [userId]);
    out[`${tbl}.${col}`] = n.rows[0]!.n;
  }
  out["auth.users"] = (await db.query<{ n: number }>(`select count(*)::int as n from auth.users where id = $1`, [userId])).rows[0]!.n;
  out["storage.objects"] = (await db.query<{ n: number }>(`select count(*)::int as n from storage.objects where owner = $1`, [userId])).rows[0]!.n;
  return out;
}

describe.each(databases)("account self-service on %s", (kind) => {
  const server = useTestServer(kind);

  it("changes the password only with the right current password", async () => {
    const [sb] = await signedInUser(server(), "pw@example.com", "first-pass");
    const wrong = await sb.auth.updateUser({ password: "second-pass", current_password: "not-it" });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([400, "current_password_mismatch", "Current password is incorrect."]);
    const right = await sb.auth.updateUser({ password: "second-pass", current_password: "first-pass" });
    expect(right.error).toBeNull();
    expect((await server().client().auth.signInWithPassword({ email: "pw@example.com", password: "second-pass" })).error).toBeNull();
  });

  it("deletes the account with everything of it — rows, sessions, files — once the e-mail is typed", async () => {
    const s = server();
    const [sb, id] = await signedInUser(s, "leaving@example.com");
    const [keeper, keeperId] = await signedInUser(s, "staying@example.com");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    expect((await sb.storage.from("avatars").upload(`${id}/avatar.webp`, png, { contentType: "image/png" })).error).toBeNull();
    expect((await keeper.storage.from("avatars").upload(`${keeperId}/avatar.webp`, png, { contentType: "image/png" })).error).toBeNull();
    expect((await sb.from("profiles").update({ username: "leaving", bio: "bye" }).eq("id", id)).error).toBeNull();
    expect((await sb.from("content_items").insert({ kind: "character", name: "Left behind?" })).error).toBeNull();
    // A second session that must end too.
    expect((await s.client().auth.signInWithPassword({ email: "leaving@example.com", password: "contract-pass" })).error).toBeNull();

    const before = await rowsOf(s.ctx.db, id);
    expect(before["auth.users"]).toBe(1);
    expect(before["storage.objects"]).toBe(1);
    expect(before["public.profiles.id"]).toBe(1);
    expect(before["public.content_items.owner_id"]).toBe(1);
    expect(before["auth.sessions.user_id"]).toBeGreaterThanOrEqual(2);
    const file = join(s.ctx.config.storageDir, "avatars", id, "avatar.webp");
    expect(existsSync(file)).toBe(true);
    const keeperBefore = await rowsOf(s.ctx.db, keeperId);

    const token = (await sb.auth.getSession()).data.session!.access_token;
    const call = (email: string) =>
      fetch(`${s.url}/auth/v1/user`, {
        method: "DELETE",
        headers: { apikey: s.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
    const mistyped = await call("leavin@example.com");
    expect(mistyped.status).toBe(400);
    expect(((await mistyped.json()) as { msg: string }).msg).toBe("Type your e-mail address exactly to confirm.");
    expect((await rowsOf(s.ctx.db, id))["auth.users"]).toBe(1);

    expect((await call("Leaving@Example.com")).status).toBe(204);
    const after = await rowsOf(s.ctx.db, id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    // Someone else's rows and files are untouched.
    expect(await rowsOf(s.ctx.db, keeperId)).toEqual(keeperBefore);
    expect(existsSync(join(s.ctx.config.storageDir, "avatars", keeperId, "avatar.webp"))).toBe(true);
    // The old token no longer works, and the address can sign up again.
    expect((await call("leaving@example.com")).status).toBe(403);
  });
});
