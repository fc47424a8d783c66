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
    files = readdirSync(dir).filter((f) => f.endsWith(".sql")).sort();
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
    (await db.query<{ version: string; checksum: string | null; name: string | null }>(
      `select version, checksum, name from supabase_migrations.${table}`,
    )).rows.map((r) => [r.version, r]),
  );
  const done: string[] = [];
  for (const f of files) {
    const prior = applied.get(f.version);
    if (prior) {
      if (prior.checksum && prior.checksum !== f.checksum) {
        throw new MigrationError(
          `${label} migration ${f.version}_${f.name}.sql was changed after it was applied. ` +
            `Migrations are forward-only: restore the original file and put the change in a new migration.`,
        );
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(f.sql);
        if (table === "schema_migrations") {
          await tx.query(
            `insert into supabase_migrations.schema_migrations (version, name, statements, checksum) values ($1, $2, $3, $4)`,
            [f.version, f.name, [f.sql], f.checksum],
          );
        } else {
          await tx.query(
            `insert into supabase_migrations.platform_migrations (version, name, checksum) values ($1, $2, $3)`,
            [f.version, f.name, f.checksum],
          );
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
export async function migrate(
  db: Db,
  dirs: { platform?: string; app?: string } = {},
): Promise<string[]> {
  await db.exec(bookkeeping);
  const platform = await applyAll(db, readMigrationDir(dirs.platform ?? platformDir), "platform_migrations", "Platform");
  const app = await applyAll(db, readMigrationDir(dirs.app ?? appMigrationsDir), "schema_migrations", "App");
  if (platform.length + app.length > 0) await db.query(`notify pgrst, 'reload schema'`);
  return [...platform, ...app];
}
