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
      /** The error its connection died of, if it did while lent. */
      lost: () => lost,
      release(broken?: Error) {
        client.off("error", onError);
        client.release(broken ?? lost);
      },
    };
  };
  type Lent = Awaited<ReturnType<typeof checkout>>;
  /**
   * Clients kept between pipelines, still lent (and still listening for errors): the next
   * pipeline takes one at once instead of a pool checkout (a promise, a nextTick and two timers a
   * request; docs/decisions/0005-rest-speed.md, round 5). Everything else that uses the pool
   * hands them back first, so they never make it wait; a sweep hands back those unused for
   * 5–10 s, so the pool still closes idle connections (after its own 10 s).
   */
  const spare: { lent: Lent; gen: number }[] = [];
  let gen = 0;
  let closing = false;
  const returnSpare = () => {
    for (let s = spare.pop(); s; s = spare.pop()) s.lent.release();
  };
  const sweep = setInterval(() => {
    // Taken from the top, kept at the top: the unused ones are at the bottom.
    while (spare.length > 0 && spare[0]!.gen < gen) spare.shift()!.lent.release();
    gen++;
  }, 5_000);
  sweep.unref();
  const listener = new PgListener(url);
  return {
    kind: "postgres",
    query<R>(sql: string, params?: unknown[]) {
      returnSpare();
      return base.query<R>(sql, params);
    },
    exec(sql: string) {
      returnSpare();
      return base.exec(sql);
    },
    async transaction(fn) {
      returnSpare();
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
      returnSpare();
      // No values: pg sends one simple Query message; several statements answer an array.
      const res = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(res) ? res : [res]).map((r) => ({ rows: r.rows as Record<string, unknown>[], affectedRows: r.rowCount ?? 0 }));
    },
    async pipeline(steps) {
      if (!pipelineable(steps)) return undefined;
      let lent = spare.pop()?.lent;
      // One whose connection died while it was kept is dropped, as release does.
      while (lent?.lost()) {
        lent.release();
        lent = spare.pop()?.lent;
      }
      lent ??= await checkout();
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
        // Kept for the next pipeline unless it broke, someone waits for the pool, or it is closing.
        if (broken === undefined && lent.lost() === undefined && pool.waitingCount === 0 && !closing && spare.length < max) spare.push({ lent, gen });
        else lent.release(broken);
      }
    },
    // One dedicated connection for LISTEN that reconnects after an outage (db/pg-listener.ts).
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      closing = true;
      clearInterval(sweep);
      returnSpare();
      await listener.close();
      await pool.end();
    },
  };
}
