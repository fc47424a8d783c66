// Starts the real server in-process for e2e: random loopback port, temp in-memory PGlite, the
// built SPA from apps/web/dist (run `npm run build` first) and the outbox for mail.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../apps/server/src/config.js";
import { openPglite } from "../../apps/server/src/db/pglite.js";
import { startServer, type RunningServer } from "../../apps/server/src/server.js";
import { pgliteSnapshot } from "../../apps/server/test/support/pglite-snapshot.js";
import { checkLogFile, newLogFile } from "./log-secrets.js";

// E2E_WEB_DIST lets several people test their own builds side by side (`vite build --outDir`).
export const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

export interface E2EServer extends RunningServer {
  anonKey: string;
  serviceKey: string;
  /** Where this server's log goes (searched for secrets on close). */
  logFile: string;
}

export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`No built SPA at ${WEB_DIST}: run \`npm run build\` first.`);
  const config = loadConfig(
    { PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "debug", ...env },
    { inMemory: true, jwtSecret: "e2e-secret-".padEnd(48, "x") },
  );
  const logFile = newLogFile();
  // In memory, PGlite starts from the migrated snapshot instead of initdb + every migration
  // (apps/server/test/support/pglite-snapshot.ts); the server still runs migrate() on it.
  const db = !config.databaseUrl && config.inMemory ? await openPglite(undefined, { loadDataDir: await pgliteSnapshot() }) : undefined;
  let server: RunningServer;
  try {
    server = await startServer(config, { logFile, db });
  } catch (e) {
    await db?.close();
    throw e;
  }
  return {
    ...server,
    anonKey: server.ctx.keys.anon,
    serviceKey: server.ctx.keys.serviceRole,
    logFile,
    async close() {
      // Every refresh token this server issued, read before the in-memory database goes.
      const tokens = await server.ctx.db.query<{ token: string }>(`select token from auth.refresh_tokens`).catch(() => ({ rows: [] as { token: string }[] }));
      await server.close();
      await db?.close();
      checkLogFile(logFile, [
        { name: "the JWT secret", value: config.jwtSecret },
        { name: "the service-role key", value: server.ctx.keys.serviceRole },
        ...tokens.rows.map((r) => ({ name: "a refresh token", value: r.token })),
      ]);
    },
  };
}
