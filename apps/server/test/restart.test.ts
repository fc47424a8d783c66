// The embedded database keeps its data: a server on a file-backed PGlite in DATA_DIR is stopped
// and started again on the same directory; the user signs in, and no migration runs twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { startServer, type RunningServer } from "../src/server.js";

describe("server restart on the same DATA_DIR (file-backed PGlite)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wl-restart-"));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // No JWT_SECRET: the server makes one in DATA_DIR and must find it again after the restart.
  const start = () =>
    startServer(loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST: "", LOG_LEVEL: "warn", DATA_DIR: dataDir, AUTH_AUTOCONFIRM: "true" }), { logger: false });
  const client = (s: RunningServer) =>
    createClient(s.url, s.ctx.keys.anon, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const migrations = async (s: RunningServer) =>
    (
      await s.ctx.db.query<{ version: string; applied_at: string }>(
        `select version, applied_at::text from supabase_migrations.schema_migrations
         union all select version, applied_at::text from supabase_migrations.platform_migrations order by version`,
      )
    ).rows;

  it("keeps users, the JWT secret and applied migrations across a restart", async () => {
    server = await start();
    const email = `restart.${Date.now()}@example.com`;
    const up = await client(server).auth.signUp({ email, password: "restart-pass" });
    expect(up.error).toBeNull();
    const token = up.data.session!.access_token;
    const anonKey = server.ctx.keys.anon;
    const applied = await migrations(server);
    expect(applied.length).toBeGreaterThan(1);
    await server.close();
    server = undefined;

    server = await start();
    expect(server.ctx.keys.anon).toBe(anonKey);
    expect(await migrations(server)).toEqual(applied);
    const sb = client(server);
    const signedIn = await sb.auth.signInWithPassword({ email, password: "restart-pass" });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(email);
    // A token from before the restart is still good: same secret, same session row.
    expect((await sb.auth.getUser(token)).data.user?.email).toBe(email);
  }, 120_000); // the first start migrates a fresh on-disk database, which is slow on a busy machine
});
