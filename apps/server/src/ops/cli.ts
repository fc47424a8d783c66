// `npm run backup` and `npm run restore -- <file>`: the operator's commands, on the database the
// environment names (DATA_DIR's PGlite, or DATABASE_URL). Each returns an exit code and prints
// what it did, or one clear line saying what is wrong.
import { createReadStream, existsSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { migrate, MigrationError } from "../db/migrate.js";
import { openDb } from "../db/open.js";
import { backupFileName, writeBackupFile } from "./backup.js";
import { RestoreError } from "./errors.js";
import { restoreBackup } from "./restore.js";

type Env = Record<string, string | undefined>;
export interface Out {
  log(line: string): void;
  error(line: string): void;
}

const where = (config: Config) => (config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`);

/** A path the operator typed, relative to where they ran npm (INIT_CWD), not the repo root. */
function userPath(p: string, env: Env): string {
  return isAbsolute(p) ? p : resolve(env.INIT_CWD ?? process.cwd(), p);
}

/**
 * PGlite allows one process per data directory; while one has it open, its pgdata holds
 * postmaster.pid. Says so (and what to do) instead of opening it a second time.
 */
function pgliteInUse(config: Config, out: Out): boolean {
  if (config.databaseUrl) return false;
  const pid = join(config.dataDir, "pgdata", "postmaster.pid");
  if (!existsSync(pid)) return false;
  out.error(
    `The database in ${config.dataDir} is open in another process (the server?). Stop it and try again; ` +
      `if nothing is running, the server did not stop cleanly: delete ${pid}.`,
  );
  return true;
}

function configFrom(env: Env, out: Out): Config | undefined {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      out.error(e.message);
      return undefined;
    }
    throw e;
  }
}

export async function runBackup(args: string[], env: Env, out: Out): Promise<number> {
  const unknown = args.filter((a) => a !== "--out" && args[args.indexOf(a) - 1] !== "--out");
  if (unknown.length > 0 || (args.includes("--out") && !args[args.indexOf("--out") + 1])) {
    out.error("Usage: npm run backup [-- --out <file>]");
    return 2;
  }
  const config = configFrom(env, out);
  if (!config || pgliteInUse(config, out)) return 1;
  const file = userPath(args.includes("--out") ? args[args.indexOf("--out") + 1]! : backupFileName(), env);
  const db = await openDb(config);
  try {
    await migrate(db);
    const end = await writeBackupFile(db, config.storageDir, file);
    const rows = Object.values(end.tables).reduce((a, b) => a + b, 0);
    out.log(`Backed up ${where(config)}: ${rows} rows in ${Object.keys(end.tables).length} tables and ${end.files} storage files.`);
    // With S3 the files live in the S3 bucket, which keeps (and versions) them itself.
    if (config.s3)
      out.log(`Uploaded files are in the S3 bucket ${config.s3.bucket} and are not in this backup; back that bucket up with your S3 provider's tools.`);
    out.log(file);
    return 0;
  } catch (e) {
    if (e instanceof MigrationError) {
      out.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

export async function runRestore(args: string[], env: Env, out: Out): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    out.error("Usage: npm run restore -- <backup file> [--force]");
    return 2;
  }
  const file = userPath(files[0]!, env);
  if (!existsSync(file)) {
    out.error(`No such file: ${file}`);
    return 1;
  }
  if (!statSync(file).isFile()) {
    out.error(`Not a file: ${file}`);
    return 1;
  }
  const config = configFrom(env, out);
  if (!config || pgliteInUse(config, out)) return 1;
  const db = await openDb(config);
  try {
    await migrate(db);
    const result = await restoreBackup(db, config.storageDir, createReadStream(file), { force });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    out.log(`Restored ${rows} rows in ${Object.keys(result.tables).length} tables and ${result.files} storage files into ${where(config)}.`);
    return 0;
  } catch (e) {
    if (e instanceof RestoreError || e instanceof MigrationError) {
      out.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}
