// Restores a backup written by writeBackup onto an install whose migrations are applied:
// checks the file, refuses a database that already has accounts (unless forced), then replaces
// every table's rows in one transaction and the storage files after it commits.
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Db, Tx } from "../db/db.js";
import { RestoreError } from "./errors.js";
import { backupFormat, backupTables, backupVersion, quoteTable, type BackupEnd, type BackupHeader } from "./backup.js";

export interface RestoreResult {
  tables: Record<string, number>;
  files: number;
}

type Line =
  | BackupHeader
  | BackupEnd
  | { type: "rows"; table: string; rows: Record<string, unknown>[] }
  | { type: "sequence"; name: string; value: string }
  | { type: "file"; path: string; data: string };

/** The lines of a gzip-compressed JSON-lines file, with clear errors for anything else. */
async function* readLines(input: Readable): AsyncGenerator<Line> {
  const gunzip = createGunzip();
  let gzipError: Error | undefined;
  gunzip.on("error", (e) => {
    gzipError = e;
  });
  input.on("error", (e) => gunzip.destroy(e));
  const rl = createInterface({
    input: input.pipe(gunzip),
    crlfDelay: Infinity,
  });
  let n = 0;
  try {
    for await (const text of rl) {
      n += 1;
      if (!text) continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new RestoreError("damaged", `Line ${n} of the backup is not valid JSON: the file is damaged.`);
      }
      if (!value || typeof value !== "object" || typeof (value as { type?: unknown }).type !== "string") {
        throw new RestoreError("damaged", `Line ${n} of the backup is not a backup record: the file is damaged.`);
      }
      yield value as Line;
    }
  } catch (e) {
    if (e instanceof RestoreError) throw e;
    throw new RestoreError("not_a_backup", `This is not a Worldloom backup (a .jsonl.gz file from npm run backup): ${(e as Error).message}`);
  }
  if (gzipError) throw new RestoreError("not_a_backup", `This is not a Worldloom backup (a .jsonl.gz file from npm run backup): ${gzipError.message}`);
}

async function tableColumns(tx: Tx, table: string): Promise<Set<string>> {
  const res = await tx.query<{ attname: string }>(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    [quoteTable(table)],
  );
  return new Set(res.rows.map((r) => r.attname));
}

async function insertRows(tx: Tx, table: string, allowed: Set<string>, rows: Record<string, unknown>[]): Promise<void> {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => allowed.has(c));
  if (cols.length === 0) return;
  const list = cols.map((c) => `"${c.replace(/"/g, '""')}"`).join(", ");
  await tx.query(
    `insert into ${quoteTable(table)} (${list}) overriding system value
       select ${list} from jsonb_populate_recordset(null::${quoteTable(table)}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** True when the database has no accounts yet (a fresh install). */
export async function isFreshInstall(db: Db): Promise<boolean> {
  const res = await db.query<{ n: number }>(`select count(*)::int as n from auth.users`);
  return res.rows[0]!.n === 0;
}

export async function restoreBackup(db: Db, storageDir: string, input: Readable, opts: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!opts.force && !(await isFreshInstall(db))) {
    throw new RestoreError(
      "not_fresh_install",
      "This database already has accounts. Restore onto a fresh install (an empty DATA_DIR or a new database), " +
        "or pass --force to replace everything in it with the backup.",
    );
  }
  const staging = resolve(`${storageDir}.restore-${randomBytes(4).toString("hex")}`);
  const result: RestoreResult = { tables: {}, files: 0 };
  try {
    await db.transaction(async (tx) => {
      const lines = readLines(input);
      const first = await lines.next();
      const header = first.value as BackupHeader | undefined;
      if (first.done || header?.type !== "header" || header.format !== backupFormat) {
        throw new RestoreError("not_a_backup", "This is not a Worldloom backup: its first line is not a backup header.");
      }
      if (header.version > backupVersion)
        throw new RestoreError(
          "newer_format",
          `This backup has format version ${header.version}; this Worldloom reads up to ${backupVersion}. Upgrade Worldloom first.`,
        );
      const applied = new Set((await tx.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`)).rows.map((r) => r.version));
      const unknown = Object.keys(header.migrations).filter((v) => !applied.has(v));
      if (unknown.length > 0) {
        throw new RestoreError(
          "newer_install",
          `This backup comes from a newer Worldloom (migration ${unknown[0]} is not in this install). Upgrade Worldloom, then restore.`,
        );
      }
      if (!Array.isArray(header.tables)) {
        throw new RestoreError("not_a_backup", "This is not a Worldloom backup: its header does not list its tables.");
      }
      // Only the backup's tables are replaced: a table a newer migration added (and maybe seeded)
      // keeps what the install has.
      const inBackup = new Set(header.tables);
      const tables = (await backupTables(tx)).filter((t) => inBackup.has(t));
      // Triggers and foreign-key checks off while rows go back in as they were.
      await tx.query(`set local session_replication_role = replica`);
      if (tables.length > 0) await tx.query(`truncate ${tables.map(quoteTable).join(", ")} cascade`);
      const known = new Set(tables);
      const columns = new Map<string, Set<string>>();
      let end: BackupEnd | undefined;
      for await (const line of lines) {
        if (end) throw new RestoreError("damaged", "The backup has data after its end record: the file is damaged.");
        if (line.type === "rows") {
          if (!known.has(line.table)) throw new RestoreError("unknown_table", `The backup has rows for ${line.table}, a table this install does not have.`);
          let cols = columns.get(line.table);
          if (!cols) columns.set(line.table, (cols = await tableColumns(tx, line.table)));
          await insertRows(tx, line.table, cols, line.rows);
          result.tables[line.table] = (result.tables[line.table] ?? 0) + line.rows.length;
        } else if (line.type === "sequence") {
          await tx.query(`select setval($1::regclass, $2::bigint, true)`, [quoteTable(line.name), line.value]);
        } else if (line.type === "file") {
          const file = resolve(join(staging, ...line.path.split("/")));
          if (!file.startsWith(staging + sep) || line.path.split("/").some((s) => s === ".." || s === "")) {
            throw new RestoreError("unsafe_path", `The backup names a file outside the storage directory (${line.path}).`);
          }
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, Buffer.from(line.data, "base64"));
          result.files += 1;
        } else if (line.type === "end") {
          end = line;
        }
      }
      if (!end) throw new RestoreError("incomplete", "The backup ends early (no end record): the file is incomplete. Nothing was restored.");
      for (const [table, n] of Object.entries(end.tables)) {
        if ((result.tables[table] ?? 0) !== n)
          throw new RestoreError("damaged", `The backup says ${table} has ${n} rows but holds ${result.tables[table] ?? 0}: the file is damaged.`);
      }
      if (end.files !== result.files)
        throw new RestoreError("damaged", `The backup says it has ${end.files} files but holds ${result.files}: the file is damaged.`);
      await tx.query(`notify pgrst, 'reload schema'`);
    });
    // The rows are in: swap the storage directory for the backup's files.
    await mkdir(staging, { recursive: true });
    const old = `${resolve(storageDir)}.old-${randomBytes(4).toString("hex")}`;
    await rename(storageDir, old).catch(() => undefined);
    await mkdir(dirname(resolve(storageDir)), { recursive: true });
    await rename(staging, storageDir);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return result;
}
