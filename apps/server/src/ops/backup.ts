// A logical backup of a whole install, the same on PGlite and PostgreSQL: every table's rows
// (auth, storage, public and any other schema but the migration bookkeeping), the sequences'
// positions, and the storage files, as gzip-compressed JSON lines (docs/operations.md).
//   {"type":"header",...}  {"type":"rows","table":"auth.users","rows":[...]}  ...
//   {"type":"sequence",...}  {"type":"file","path":"avatars/u/a.png","data":"<base64>"}  {"type":"end",...}
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { readdir, readFile, rm } from "node:fs/promises";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { join, relative, sep } from "node:path";
import type { Db, Queryable } from "../db/db.js";

export const backupFormat = "worldloom-backup";
export const backupVersion = 1;
const batchSize = 200;

export interface BackupHeader {
  type: "header";
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: Db["kind"];
  /** The app migrations applied in the backed-up install (version → checksum). */
  migrations: Record<string, string | null>;
  /** Every table the backup holds (also those with no rows): restore replaces only these. */
  tables: string[];
}

export interface BackupEnd {
  type: "end";
  tables: Record<string, number>;
  files: number;
}

/** Writes one line; resolves when the sink can take more (backpressure). */
export type LineSink = (line: string) => Promise<void>;

/** The base tables a backup holds, as quoted-safe "schema.table" names, in a stable order. */
export async function backupTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'supabase_migrations', 'pg_toast')
        and n.nspname not like 'pg\\_%'
      order by n.nspname, c.relname`,
  );
  return rows.rows.map((r) => r.name);
}

export function quoteTable(name: string): string {
  const [schema, table] = name.split(".", 2) as [string, string];
  return `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`;
}

async function* storageFiles(root: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch {
    return;
  }
  const files = entries
    .filter((e) => e.isFile() && !e.name.endsWith(".part"))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
  yield* files;
}

/**
 * Writes a full backup to sink: all table rows read in one repeatable-read transaction (a
 * consistent snapshot), then the files under storageDir. Returns the trailer it wrote.
 */
export async function writeBackup(db: Db, storageDir: string, sink: LineSink): Promise<BackupEnd> {
  const end: BackupEnd = { type: "end", tables: {}, files: 0 };
  await db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.query("set transaction isolation level repeatable read, read only");
    const migrations = await tx.query<{
      version: string;
      checksum: string | null;
    }>(`select version, checksum from supabase_migrations.schema_migrations order by version`);
    const header: BackupHeader = {
      type: "header",
      format: backupFormat,
      version: backupVersion,
      createdAt: new Date().toISOString(),
      database: db.kind,
      migrations: Object.fromEntries(migrations.rows.map((m) => [m.version, m.checksum])),
      tables: await backupTables(tx),
    };
    await sink(JSON.stringify(header));
    for (const table of header.tables) {
      let count = 0;
      // ctid order pages through the table without needing a key; the snapshot keeps it stable.
      for (let offset = 0; ; offset += batchSize) {
        const res = await tx.query<{ r: Record<string, unknown> }>(
          `select to_jsonb(t) as r from ${quoteTable(table)} t order by t.ctid limit ${batchSize} offset ${offset}`,
        );
        if (res.rows.length === 0) break;
        const rows = res.rows.map((x) => (typeof x.r === "string" ? (JSON.parse(x.r) as Record<string, unknown>) : x.r));
        await sink(JSON.stringify({ type: "rows", table, rows }));
        count += rows.length;
        if (res.rows.length < batchSize) break;
      }
      end.tables[table] = count;
    }
    const seqs = await tx.query<{ name: string; last_value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as last_value from pg_sequences
        where schemaname not in ('pg_catalog', 'information_schema', 'supabase_migrations') order by 1`,
    );
    for (const s of seqs.rows) {
      if (s.last_value !== null)
        await sink(
          JSON.stringify({
            type: "sequence",
            name: s.name,
            value: s.last_value,
          }),
        );
    }
  });
  for await (const path of storageFiles(storageDir)) {
    const data = await readFile(join(storageDir, ...path.split("/")));
    await sink(JSON.stringify({ type: "file", path, data: data.toString("base64") }));
    end.files += 1;
  }
  await sink(JSON.stringify(end));
  return end;
}

/** A file name for a backup taken now, e.g. worldloom-backup-2026-11-25T21-30-00Z.jsonl.gz. */
export function backupFileName(now = new Date()): string {
  return `worldloom-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.jsonl.gz`;
}

/** Writes a full backup to `file` (gzip-compressed); removes the partial file on failure. */
export async function writeBackupFile(db: Db, storageDir: string, file: string): Promise<BackupEnd> {
  const lines = new PassThrough();
  const done = pipeline(lines, createGzip(), createWriteStream(file, { mode: 0o600 }));
  try {
    const end = await writeBackup(db, storageDir, async (line) => {
      if (!lines.write(line + "\n")) await once(lines, "drain");
    });
    lines.end();
    await done;
    return end;
  } catch (e) {
    lines.destroy(e as Error);
    await done.catch(() => undefined);
    await rm(file, { force: true });
    throw e;
  }
}
