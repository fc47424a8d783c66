// Forward-only migrations: the platform SQL (what Supabase provides) first, then the app's
// supabase/migrations in file-name order. Each applied file is recorded with a checksum;
// a restart applies only new files, and an applied file that was edited stops start-up.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./db.js";

export const platformDir = new URL("../../platform", import.meta.url).pathname;
export const appMigrationsDir = new URL("../../../../supabase/migrations", import.meta.url).pathname;

export class MigrationError extends Error {
  override name = "MigrationError";
}

interface MigrationFile {
  /** Version: the file name up to the first underscore (timestamp or sequence). */
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrationDir(dir: string): MigrationFile[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const sql = readFileSync(join(dir, file), "utf8");
    const base = file.replace(/\.sql$/, "");
    const cut = base.indexOf("_");
    return {
      version: cut === -1 ? base : base.slice(0, cut),
      name: cut === -1 ? base : base.slice(cut + 1),
      sql,
      checksum: createHash("sha256").update(sql).digest("hex"),
    };
  });
}

const bookkeeping = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations add column if not exists checksum text;
alter table supabase_migrations.schema_migrations add column if not exists applied_at timestamptz default now();
create table if not exists supabase_migrations.platform_migrations (
  version text primary key,
  name text not null,
  checksum text not null,
  applied_at timestamptz not null default now()
);
`;

async function applyAll(db: Db, files: MigrationFile[], table: string, label: string): Promise<string[]> {
  const applied = new Map(
    (
      await db.query<{ version: string; checksum: string | null; name: string | null }>(`select version, checksum, name from supabase_migrations.${table}`)
    ).rows.map((r) => [r.version, r]),
  );
  const done: string[] = [];
  for (const f of files) {
    const prior = applied.get(f.version);
    if (prior) {
      if (!prior.checksum) {
        // Installs from before checksums were kept: record the file as it is now.
        await db.query(`update supabase_migrations.${table} set checksum = $2 where version = $1 and checksum is null`, [f.version, f.checksum]);
        continue;
      }
      if (prior.checksum !== f.checksum) {
        throw new MigrationError(
          `${label} migration ${f.version}_${f.name}.sql was changed after it was applied ` +
            `(checksum recorded ${prior.checksum.slice(0, 12)}…, file now ${f.checksum.slice(0, 12)}…). ` +
            `Migrations are forward-only: restore the original file and put the change in a new migration.`,
        );
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(f.sql);
        if (table === "schema_migrations") {
          await tx.query(`insert into supabase_migrations.schema_migrations (version, name, statements, checksum) values ($1, $2, $3, $4)`, [
            f.version,
            f.name,
            [f.sql],
            f.checksum,
          ]);
        } else {
          await tx.query(`insert into supabase_migrations.platform_migrations (version, name, checksum) values ($1, $2, $3)`, [f.version, f.name, f.checksum]);
        }
      });
    } catch (e) {
      throw new MigrationError(`${label} migration ${f.version}_${f.name}.sql failed: ${(e as Error).message}`);
    }
    done.push(`${f.version}_${f.name}`);
  }
  return done;
}

/** Applies what is new; returns the names of the files applied in this run. */
export async function migrate(db: Db, dirs: { platform?: string; app?: string } = {}): Promise<string[]> {
  await db.exec(bookkeeping);
  const platform = await applyAll(db, readMigrationDir(dirs.platform ?? platformDir), "platform_migrations", "Platform");
  const app = await applyAll(db, readMigrationDir(dirs.app ?? appMigrationsDir), "schema_migrations", "App");
  if (platform.length + app.length > 0) await db.query(`notify pgrst, 'reload schema'`);
  return [...platform, ...app];
}

export interface MigrationStatus {
  kind: "platform" | "app";
  version: string;
  name: string;
  /** sha256 of the file on disk (null when the file is gone). */
  checksum: string | null;
  /** The checksum recorded when it was applied (null when pending). */
  appliedChecksum: string | null;
  appliedAt: string | null;
  status: "applied" | "pending" | "changed" | "missing";
}

/** Every migration, on disk or recorded, with its checksum and when it was applied. */
export async function listMigrations(db: Db, dirs: { platform?: string; app?: string } = {}): Promise<MigrationStatus[]> {
  const out: MigrationStatus[] = [];
  for (const [kind, table, dir] of [
    ["platform", "platform_migrations", dirs.platform ?? platformDir],
    ["app", "schema_migrations", dirs.app ?? appMigrationsDir],
  ] as const) {
    const recorded = new Map(
      (
        await db.query<{ version: string; name: string | null; checksum: string | null; applied_at: string | Date | null }>(
          `select version, name, checksum, applied_at from supabase_migrations.${table}`,
        )
      ).rows.map((r) => [r.version, r]),
    );
    const files = readMigrationDir(dir);
    const versions = new Set([...files.map((f) => f.version), ...recorded.keys()]);
    for (const version of [...versions].sort()) {
      const f = files.find((x) => x.version === version);
      const r = recorded.get(version);
      const appliedAt = r?.applied_at == null ? null : new Date(r.applied_at).toISOString();
      out.push({
        kind,
        version,
        name: f?.name ?? r?.name ?? "",
        checksum: f?.checksum ?? null,
        appliedChecksum: r?.checksum ?? null,
        appliedAt,
        status: !r ? "pending" : !f ? "missing" : r.checksum && r.checksum !== f.checksum ? "changed" : "applied",
      });
    }
  }
  return out;
}
