// Runs a suite on each database this machine has: PGlite always, and PostgreSQL (a throwaway
// cluster) when its binaries are present — postgresAvailable() says why when they are not.
import { afterAll, beforeAll } from "vitest";
import { createDatabase, freshMigratedDatabase, postgresAvailable, startThrowawayPostgres, type FreshDatabase, type ThrowawayPostgres } from "./postgres.js";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.js";

export type DbKind = "pglite" | "postgres";
export const databases: DbKind[] = postgresAvailable() ? ["pglite", "postgres"] : ["pglite"];

/** Starts a test server on `kind` before the suite and stops it (and the cluster) after. */
export function useTestServer(kind: DbKind, opts: Omit<TestServerOptions, "databaseUrl"> = {}): () => TestServer {
  let server: TestServer | undefined;
  let pg: ThrowawayPostgres | undefined;
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    if (kind === "postgres") {
      // A copy of the run's migrated template when there is a shared cluster, else a cluster of its own.
      fresh = await freshMigratedDatabase("wl_test");
      if (!fresh) pg = await startThrowawayPostgres();
      server = await startTestServer({ ...opts, databaseUrl: fresh?.url ?? (await createDatabase(pg!.url, "wl_test")) });
    } else server = await startTestServer(opts);
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.drop();
    await pg?.stop();
  });
  return () => server!;
}
