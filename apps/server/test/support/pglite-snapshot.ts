// A PGlite data directory with every migration applied, dumped once to a file in the temp
// directory and loaded by each in-memory test server instead of migrating anew (about 35
// migrations plus the platform SQL, several seconds per server on a loaded machine).
// The file's name carries a hash of the migration files and PGlite's version, so a changed
// migration makes a new snapshot. Production startup is unchanged: it still migrates, and the
// server still runs migrate() on the loaded database, which finds every checksum recorded.
// Tests about migrations themselves (migrate, db-types, restart, kill9) open PGlite without it.
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { appMigrationsDir, migrate, platformDir } from "../../src/db/migrate.js";
import { openPglite } from "../../src/db/pglite.js";

function migrationsHash(): string {
  const h = createHash("sha256");
  // PGlite's own version too (its package.json is not exported: found from its entry point).
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  h.update(readFileSync(join(dir, "package.json")));
  // The bookkeeping tables that migrate() creates are in the snapshot too.
  h.update(readFileSync(fileURLToPath(new URL("../../src/db/migrate.ts", import.meta.url))));
  for (const dir of [platformDir, appMigrationsDir]) {
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".sql"))
      .sort()) {
      h.update(`${dir === platformDir ? "p" : "a"}/${f}\0`);
      h.update(readFileSync(join(dir, f)));
    }
  }
  return h.digest("hex").slice(0, 16);
}

/** Path of the migrated snapshot, made first when it is not there yet (safe when several processes race: write, then rename). */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = join(tmpdir(), `wl-pglite-migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  // Migrated through the server's own openPglite on disk, then reopened raw to dump it.
  const dir = mkdtempSync(join(tmpdir(), "wl-pglite-snapshot-"));
  try {
    const db = await openPglite(dir);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const pg = await PGlite.create({ dataDir: dir });
    try {
      const dump = await pg.dumpDataDir("none");
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
    } finally {
      await pg.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return file;
}

let cached: Blob | undefined;

/** The migrated snapshot as a Blob for openPglite's loadDataDir (read once per test file). */
export async function pgliteSnapshot(): Promise<Blob> {
  cached ??= new Blob([readFileSync(await ensurePgliteSnapshot())]);
  return cached;
}
