// Builds a whole running server from a Config: database, migrations, keys, HTTP app.
// main.ts uses it for `npm start`; tests use it to start a real server on a random port.
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import type { Db } from "./db/db.js";
import { migrate } from "./db/migrate.js";
import { openDb } from "./db/open.js";
import { buildApp } from "./http/app.js";
import { diskGuardFor, type DiskGuard } from "./disk.js";
import { startTrashPurge } from "./jobs/purge-trash.js";
import { deriveKeys } from "./keys.js";

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** Base URL the server listens on, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: boolean;
  /** Write the log to this file instead of stdout. */
  logFile?: string;
  /** Use this database instead of opening one from config (tests share one). */
  db?: Db;
  /** Use this disk guard instead of one from config (a test that cannot mount a small disk injects free space). */
  disk?: DiskGuard;
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const db = opts.db ?? (await openDb(config));
  try {
    await migrate(db);
    const keys = await deriveKeys(config.jwtSecret);
    const ctx: AppContext = { config, db, keys, disk: opts.disk ?? diskGuardFor(config) };
    const app = await buildApp(ctx, { logger: opts.logger ?? true, logFile: opts.logFile });
    ctx.disk.setLogger(app.log);
    await app.listen({ port: config.port, host: config.host });
    const addr = app.server.address();
    const port = typeof addr === "object" && addr ? addr.port : config.port;
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    const url = `http://${host}:${port}`;
    const purge = startTrashPurge(db, (err) => app.log.warn({ err }, "trash purge failed"), undefined, { analyze: !config.databaseUrl });
    if (config.port === 0) {
      // A random port is known only now: links in mail and /config.json must use it.
      if (config.apiExternalUrl.endsWith(":0")) config.apiExternalUrl = url;
      if (config.siteUrl.endsWith(":0")) config.siteUrl = url;
    }
    return {
      app,
      ctx,
      url,
      async close() {
        await purge.stop();
        await app.close();
        if (!opts.db) await db.close();
      },
    };
  } catch (e) {
    if (!opts.db) await db.close().catch(() => undefined);
    throw e;
  }
}
