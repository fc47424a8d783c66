// Db.pipeline, what every REST request runs through (docs/decisions/0005-rest-speed.md): one
// implicit transaction, settings in force for the next statement, statements prepared once per
// connection, and an error rolling everything back — on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/db.js";
import { openPglite } from "../../src/db/pglite.js";
import { openPostgres } from "../../src/db/pg.js";
import { createDatabase, postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";

const setup = `
create role pipe_user nologin;
create table public.pipe_items (id int primary key, owner text not null, data bytea);
alter table public.pipe_items enable row level security;
create policy own on public.pipe_items for all to pipe_user
  using (owner = current_setting('request.jwt.claims', true)::json->>'sub')
  with check (owner = current_setting('request.jwt.claims', true)::json->>'sub');
grant select, insert on public.pipe_items to pipe_user;
insert into public.pipe_items (id, owner) values (1, 'alice'), (2, 'bob');
`;

const SETTINGS = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";
const asUser = (sub: string) => ({ sql: SETTINGS, params: ["pipe_user", JSON.stringify({ sub })] });
const READ = { sql: "select coalesce(json_agg(t order by t.id), '[]')::text as body from public.pipe_items t", params: [] };

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgresAvailable())(`Db.pipeline on ${kind}`, () => {
    let db: Db;
    let pg: ThrowawayPostgres | undefined;
    beforeAll(async () => {
      if (kind === "postgres") {
        pg = await startThrowawayPostgres();
        // One connection, so every pipeline below reuses the same prepared statements.
        db = await openPostgres(await createDatabase(pg!.url, "wl_pipeline"), 1);
      } else db = await openPglite(undefined);
      await db.exec(setup);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await pg?.stop();
    });

    it("runs the settings first: each caller sees only their rows through the same prepared statement", async () => {
      for (let i = 0; i < 8; i++) {
        const sub = i % 2 === 0 ? "alice" : "bob";
        const res = await db.pipeline([asUser(sub), READ]);
        expect(res).toHaveLength(2);
        expect(JSON.parse(res![1]!.rows[0]!.body as string)).toEqual([{ id: sub === "alice" ? 1 : 2, owner: sub, data: null }]);
      }
      // The role and claims were transaction-local: nothing is left for the next statement.
      const after = await db.query<{ role: string; claims: string | null }>(
        "select current_user as role, current_setting('request.jwt.claims', true) as claims",
      );
      expect(after.rows[0]!.role).not.toBe("pipe_user");
      expect(after.rows[0]!.claims ?? "").toBe("");
      // Prepared once on the (one) connection, not once per request.
      const prepared = await db.query<{ n: string | number }>("select count(*) as n from pg_prepared_statements where name like 'wl\\_%'");
      expect(Number(prepared.rows[0]!.n)).toBe(2);
    });

    it("is one transaction: a failing statement rolls back what the one before it wrote", async () => {
      const insert = (id: number, owner: string) => ({ sql: "insert into public.pipe_items (id, owner) values ($1, $2)", params: [id, owner] });
      // RLS refuses bob's row for alice (42501); alice's own row, written first, must not stay.
      await expect(db.pipeline([asUser("alice"), insert(10, "alice"), insert(11, "bob")])).rejects.toMatchObject({ code: "42501" });
      const rows = await db.query("select id from public.pipe_items where id in (10, 11)");
      expect(rows.rows).toEqual([]);
      // The connection is fine afterwards, and the same statements run again.
      const ok = await db.pipeline([asUser("alice"), insert(12, "alice")]);
      expect(ok![1]!.affectedRows).toBe(1);
    });

    it("sends bytea as binary and answers undefined for values with no plain wire form", async () => {
      const res = await db.pipeline([
        asUser("alice"),
        { sql: "insert into public.pipe_items (id, owner, data) values ($1, $2, $3)", params: [20, "alice", Buffer.from([0, 1, 2, 255])] },
        { sql: "select encode(data, 'hex') as hex from public.pipe_items where id = $1", params: [20] },
      ]);
      expect(res![2]!.rows[0]!.hex).toBe("000102ff");
      expect(await db.pipeline([{ sql: "select $1::date", params: [new Date()] }])).toBeUndefined();
    });
  });
}
