// PostgreSQL through a pg pool, for running several stateless server processes.
import pg from "pg";
import type { Db, QueryResult, Queryable, ScriptResult } from "./db.js";
import { runPipeline } from "./pg-pipeline.js";
import { pipelineable } from "./pipeline-shared.js";
import { PgListener } from "./pg-listener.js";
import { isConnectionError } from "./unavailable.js";

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
  /**
   * A client lent by the pool has no "error" listener of the pool's while it is out: a
   * connection that dies between two of its queries (the database restarted) would throw an
   * uncaught error and end the process. This one records it, and release() then drops the client.
   */
  const checkout = async () => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onError = (e: Error) => (lost = e);
    client.on("error", onError);
    return {
      client,
      release(broken?: Error) {
        client.off("error", onError);
        client.release(broken ?? lost);
      },
    };
  };
  const listener = new PgListener(url);
  return {
    kind: "postgres",
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const lent = await checkout();
      const client = lent.client;
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (e) {
        // A lost connection leaves the client unusable: the pool must drop it, not lend it again.
        if (isConnectionError(e)) broken = e as Error;
        else await client.query("rollback").catch(() => undefined);
        throw e;
      } finally {
        lent.release(broken);
      }
    },
    async script(sql): Promise<ScriptResult> {
      // No values: pg sends one simple Query message; several statements answer an array.
      const res = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(res) ? res : [res]).map((r) => ({ rows: r.rows as Record<string, unknown>[], affectedRows: r.rowCount ?? 0 }));
    },
    async pipeline(steps) {
      if (!pipelineable(steps)) return undefined;
      const lent = await checkout();
      const client = lent.client;
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
        lent.release(broken);
      }
    },
    // One dedicated connection for LISTEN that reconnects after an outage (db/pg-listener.ts).
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
