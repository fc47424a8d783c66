// PostgreSQL through a pg pool, for running several stateless server processes.
import pg from "pg";
import type { Db, QueryResult, Queryable, ScriptResult } from "./db.js";
import { runPipeline } from "./pg-pipeline.js";
import { pipelineable } from "./pipeline-shared.js";

// Keep int8 and numeric as strings is pg's default; JSON comes from Postgres itself anyway.
function wrap(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const res = await q.query(sql, params as unknown[]);
      return { rows: res.rows as R[], affectedRows: res.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await q.query(sql);
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  // A wait for a connection is bounded, so requests fail (503) instead of hanging while the database is away.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 30_000 });
  // An idle client whose server went away (a restart, 57P01) is dropped by the pool; without a
  // listener that error would end the process. The next checkout opens a fresh connection.
  pool.on("error", () => undefined);
  // Fail fast with a clear message when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  let listener: pg.Client | undefined;
  return {
    kind: "postgres",
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (e) {
        await client.query("rollback").catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async script(sql): Promise<ScriptResult> {
      // No values: pg sends one simple Query message; several statements answer an array.
      const res = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(res) ? res : [res]).map((r) => ({ rows: r.rows as Record<string, unknown>[], affectedRows: r.rowCount ?? 0 }));
    },
    async pipeline(steps) {
      if (!pipelineable(steps)) return undefined;
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        try {
          return await runPipeline(client, steps);
        } catch (e) {
          // A prepared plan outdated by a schema change: the pipeline rolled back and forgot its
          // statements; run it once more, prepared afresh.
          if ((e as { code?: string; message?: string }).code !== "0A000" || !/cached plan/.test((e as Error).message)) throw e;
          return await runPipeline(client, steps);
        }
      } catch (e) {
        // A connection-level failure (not a Postgres error answer) leaves the client unusable.
        if (!(typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string" && /^[0-9A-Z]{5}$/.test((e as { code: string }).code)))
          broken = e as Error;
        throw e;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onNotify) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        // A lost listener must not end the process; schema-reload notifications stop until a restart (docs/decisions/0005-rest-speed.md).
        listener.on("error", () => undefined);
        await listener.connect();
      }
      const l = listener;
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onNotify(msg.payload ?? "");
      };
      l.on("notification", handler);
      await l.query(`listen "${channel.replace(/"/g, '""')}"`);
      return async () => {
        l.off("notification", handler);
      };
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
