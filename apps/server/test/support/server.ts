// Starts the real server on a random loopback port for contract tests: a temp in-memory
// PGlite by default, or PostgreSQL at databaseUrl. Returns supabase-js clients wired to it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { loadConfig, type Config } from "../../src/config.js";
import { openPglite } from "../../src/db/pglite.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { pgliteSnapshot } from "./pglite-snapshot.js";

export interface TestServer extends RunningServer {
  anonKey: string;
  serviceKey: string;
  /** A new supabase-js client with its own in-memory session storage. */
  client(opts?: { storageKey?: string }): SupabaseClient;
  /** A client with the service-role key (bypasses RLS; admin API). */
  admin(): SupabaseClient;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  databaseUrl?: string;
  overrides?: Partial<Config>;
}

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "",
    LOG_LEVEL: "warn",
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    // A server on PostgreSQL is not "in memory", so its files would default to the repository's
    // .data/storage, shared by every test file and every run: give each server its own directory.
    ...(opts.databaseUrl ? { DATA_DIR: mkdtempSync(join(tmpdir(), "wl-test-data-")) } : {}),
    ...opts.env,
  };
  const config = loadConfig(env, { inMemory: !opts.databaseUrl, jwtSecret: "test-secret-".padEnd(48, "x"), ...opts.overrides });
  // In memory: PGlite starts from the migrated snapshot (support/pglite-snapshot.ts) instead of
  // initdb + every migration; the server still runs migrate(), which finds them all applied.
  const db = !config.databaseUrl && config.inMemory ? await openPglite(undefined, { loadDataDir: await pgliteSnapshot() }) : undefined;
  let started: RunningServer;
  try {
    started = await startServer(config, { logger: false, db });
  } catch (e) {
    await db?.close();
    throw e;
  }
  const server: RunningServer = db
    ? {
        ...started,
        async close() {
          await started.close();
          await db.close();
        },
      }
    : started;
  const make = (key: string, storageKey?: string) =>
    createClient(server.url, key, {
      auth: { storage: new MemoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false, ...(storageKey ? { storageKey } : {}) },
      realtime: { transport: WebSocket as never },
    });
  return {
    ...server,
    anonKey: server.ctx.keys.anon,
    serviceKey: server.ctx.keys.serviceRole,
    client: (o) => make(server.ctx.keys.anon, o?.storageKey),
    admin: () => make(server.ctx.keys.serviceRole),
  };
}
