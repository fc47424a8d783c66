// Embedded Postgres through PGlite: one connection, so transactions are serialised by
// PGlite's own lock, which is what keeps one request's role and claims from leaking into
// the next (docs/wire-protocol.md §3.13, §5.3).
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import type { Db, QueryResult, Queryable, ScriptResult } from "./db.js";

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const res = await q.query<R>(sql, params);
      return { rows: res.rows, affectedRows: res.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const base = wrap(pg);
  return {
    kind: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // exec waits for PGlite's transaction lock, so the script never runs inside another caller's transaction.
    async script(sql): Promise<ScriptResult> {
      const res = await pg.exec(sql);
      return res.map((r) => ({ rows: r.rows as Record<string, unknown>[], affectedRows: r.affectedRows ?? 0 }));
    },
    async listen(channel, onNotify) {
      const unsub = await pg.listen(channel, onNotify);
      return async () => {
        await unsub();
      };
    },
    close: () => pg.close(),
  };
}
