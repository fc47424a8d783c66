// What every route module receives: configuration, the database and the derived API keys.
import type { Config } from "./config.js";
import type { Db } from "./db/db.js";
import type { DiskGuard } from "./disk.js";
import type { ApiKeys } from "./keys.js";

export interface AppContext {
  config: Config;
  db: Db;
  keys: ApiKeys;
  /** Refuses writes before DATA_DIR's disk is full, and logs a full disk once (docs/decisions/0009-faults.md). */
  disk: DiskGuard;
}
