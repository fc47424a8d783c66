import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from "./support/postgres.js";
import { startTestServer, type TestServer } from "./support/server.js";

// The same server over a real PostgreSQL cluster, when this machine has its binaries.
describe.runIf(postgresAvailable())("server on PostgreSQL", () => {
  let pg: ThrowawayPostgres | undefined;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    server = await startTestServer({ databaseUrl: await createDatabase(pg!.url, "wl_foundation") });
  });
  afterAll(async () => {
    await server?.close();
    await pg?.stop();
  });

  it("migrates and serves /config.json with an anon key", async () => {
    const res = await fetch(`${server.url}/config.json`);
    const body = (await res.json()) as { supabaseUrl: string; supabaseAnonKey: string };
    expect(body.supabaseUrl).toBe(server.url);
    expect(body.supabaseAnonKey.split(".")).toHaveLength(3);
    const applied = await server.ctx.db.query<{ n: number }>("select count(*)::int as n from supabase_migrations.platform_migrations");
    expect(applied.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe("postgresAvailable", () => {
  const none = () => undefined;
  it("skips the PostgreSQL suites on a machine without the binaries", () => {
    expect(postgresAvailable(none, {})).toBe(false);
  });
  it("fails instead under REQUIRE_POSTGRES=1, as CI sets it, so the suites never vanish there", () => {
    expect(() => postgresAvailable(none, { REQUIRE_POSTGRES: "1" })).toThrow(/REQUIRE_POSTGRES=1 but initdb\/postgres not found/);
    expect(postgresAvailable((n) => `/bin/${n}`, { REQUIRE_POSTGRES: "1" })).toBe(true);
  });
});
