import { join } from "node:path";
import type { Config } from "../config.js";
import type { Db } from "./db.js";
import { openPglite } from "./pglite.js";
import { openPostgres } from "./pg.js";

export async function openDb(config: Config): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.inMemory ? undefined : join(config.dataDir, "pgdata"));
}
