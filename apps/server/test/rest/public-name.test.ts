// A new account's public name is never its e-mail prefix (supabase/migrations/20261202061500_public_name_not_email.sql):
// the profile takes the name the sign-up gave (trimmed) or none, and the migration clears the old
// default only on rows where it certainly was the default, never a name the user chose.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appMigrationsDir } from "../../src/db/migrate.js";
import { databases, useServer } from "./fixture.js";

const untouched = randomUUID(); // the old trigger's default, never edited: cleared
const edited = randomUUID(); // same name, but the profile was saved since: kept
const fromMeta = randomUUID(); // the sign-up gave exactly that name: kept
const other = randomUUID(); // a different name: kept

// Rows as the old trigger left them: display_name = the e-mail prefix. One statement sets
// created_at to now(), which the update trigger also gives updated_at, so the row reads as never
// edited; the edited row was made a day before its last save.
const setup = `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${untouched}', 'ysolde.marchetti@example.com', '{}'),
  ('${edited}', 'jo.kept@example.com', '{}'),
  ('${fromMeta}', 'meta.name@example.com', '{"display_name":"meta.name"}'),
  ('${other}', 'other.name@example.com', '{}');
update public.profiles set display_name = 'ysolde.marchetti', created_at = now() where id = '${untouched}';
update public.profiles set display_name = 'jo.kept', created_at = now() - interval '1 day' where id = '${edited}';
update public.profiles set display_name = 'Quill', created_at = now() where id = '${other}';
`;

describe.each(databases)("public names on %s", (kind) => {
  const server = useServer(kind, setup, { AUTH_AUTOCONFIRM: "true" });
  const nameOf = async (id: string) =>
    (await server().ctx.db.query<{ d: string | null }>(`select display_name as d from public.profiles where id = $1`, [id])).rows[0]?.d;

  it("gives a new account the name its sign-up chose, trimmed, or none — never its e-mail prefix", async () => {
    const named = await server()
      .client()
      .auth.signUp({ email: `named-${kind}@example.com`, password: "correct horse battery", options: { data: { display_name: "  Ada of the Loom " } } });
    expect(named.error).toBeNull();
    expect(await nameOf(named.data.user!.id)).toBe("Ada of the Loom");

    for (const data of [undefined, { display_name: "" }, { display_name: "   " }]) {
      const email = `plain.${randomUUID().slice(0, 6)}-${kind}@example.com`;
      const plain = await server().client().auth.signUp({ email, password: "correct horse battery", options: { data } });
      expect(plain.error).toBeNull();
      expect(await nameOf(plain.data.user!.id)).toBeNull();
      // What anyone reads of that profile carries no part of the address.
      const row = await server().client().from("profiles").select("*").eq("id", plain.data.user!.id).single();
      expect(JSON.stringify(row.data)).not.toContain(email.split("@")[0]);
    }

    const google = await server()
      .client()
      .auth.signUp({ email: `g-${kind}@example.com`, password: "correct horse battery", options: { data: { full_name: "Grace Hopper" } } });
    expect(await nameOf(google.data.user!.id)).toBe("Grace Hopper");
  });

  it("clears the old e-mail-prefix default only where the user never chose it", async () => {
    const sql = readFileSync(join(appMigrationsDir, "20261202061500_public_name_not_email.sql"), "utf8");
    await server().ctx.db.exec(sql);
    expect(await nameOf(untouched)).toBeNull();
    expect(await nameOf(edited)).toBe("jo.kept");
    expect(await nameOf(fromMeta)).toBe("meta.name");
    expect(await nameOf(other)).toBe("Quill");
  });
});
