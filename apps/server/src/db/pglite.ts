// Embedded Postgres through PGlite: one connection, so transactions are serialised by
// PGlite's own lock, which is what keeps one request's role and claims from leaking into
// the next (docs/wire-protocol.md §3.13, §5.3).
import { PGlite, protocol, type Transaction } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import type { Db, QueryResult, Queryable, ScriptResult } from "./db.js";
import { PreparedNames, pipelineable, wireValue } from "./pipeline-shared.js";

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

/** `opts.loadDataDir` (tests only): start from a dumped data directory (PGlite's dumpDataDir), e.g. one already migrated. */
export async function openPglite(dataDir: string | undefined, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const base = wrap(pg);
  const names = new PreparedNames();
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
    // Like exec, between other callers' transactions: Parse (first time only), Bind, Describe,
    // Execute per statement and one Sync, in ONE call into Postgres (docs/decisions/0005-rest-speed.md).
    async pipeline(steps) {
      if (!pipelineable(steps)) return undefined;
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const parts: Uint8Array[] = [];
          const fresh: [string, string][] = [];
          for (const step of steps) {
            let name = names.get(step.sql);
            if (name === undefined) {
              name = names.fresh();
              parts.push(protocol.serialize.parse({ text: step.sql, name, types: [] }));
              if (name) fresh.push([step.sql, name]);
            }
            parts.push(protocol.serialize.bind({ statement: name, values: step.params.map((v) => wireValue(v) ?? null) }));
            parts.push(protocol.serialize.describe({ type: "P" }));
            parts.push(protocol.serialize.execute({}));
          }
          parts.push(protocol.serialize.sync());
          const results: ScriptResult = [];
          let fields: string[] = [];
          let rows: Record<string, unknown>[] = [];
          try {
            const messages = await pg.execProtocolStream(concat(parts), { syncToFs: false, throwOnError: true });
            for (const m of messages) {
              if (m instanceof protocol.messages.RowDescriptionMessage) fields = m.fields.map((f) => f.name);
              else if (m instanceof protocol.messages.DataRowMessage) rows.push(rowOf(fields, m.fields));
              else if (m instanceof protocol.messages.CommandCompleteMessage) {
                results.push({ rows, affectedRows: affected(m.text) });
                rows = [];
                fields = [];
              }
            }
          } catch (e) {
            // Which Parse took before the error is not known here: none is recorded (each had a fresh name).
            names.failed(steps, e);
            throw e;
          }
          for (const [sql, name] of fresh) names.set(sql, name);
          await pg.syncToFs();
          return results;
        }),
      );
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

function concat(parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function rowOf(fields: string[], values: (string | null)[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) row[fields[i]!] = values[i] ?? null;
  return row;
}

/** "INSERT 0 3", "UPDATE 2", "SELECT 1": the last number is the row count. */
export function affected(tag: string): number {
  const m = /(\d+)$/.exec(tag);
  return m ? Number(m[1]) : 0;
}
