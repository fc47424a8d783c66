// Once per vitest run of the server project, before any test file: the migrated PGlite snapshot
// (support/pglite-snapshot.ts) and, when PostgreSQL's binaries are here, one throwaway cluster
// with a migrated template database that suites copy (support/postgres.ts freshMigratedDatabase).
import type { TestProject } from "vitest/node";
import { migrate } from "../../src/db/migrate.js";
import { openPostgres } from "../../src/db/pg.js";
import { ensurePgliteSnapshot } from "./pglite-snapshot.js";
import { createDatabase, postgresAvailable, startThrowawayPostgres } from "./postgres.js";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensurePgliteSnapshot();
  const pg = postgresAvailable() ? await startThrowawayPostgres() : undefined;
  if (!pg) return async () => undefined;
  try {
    const db = await openPostgres(await createDatabase(pg.url, "wl_template"), 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  } catch (e) {
    await pg.stop();
    throw e;
  }
  project.provide("wlPostgres", { clusterUrl: pg.url, template: "wl_template" });
  return () => pg.stop();
}
