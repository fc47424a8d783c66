// The whole account at once: what GET /user/export reads and DELETE /user removes
// (routes-export-account.ts, routes-delete-account.ts). Only rows whose owner column is the
// user's id are read, so nothing of anyone else's comes along.
import type { Queryable } from "../../db/db.js";

export interface AccountSummary {
  id: string;
  email: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  /** The providers of the user's identities ("email", "google"…). */
  sign_in_methods: string[];
}

export interface StoredFile {
  bucket: string;
  name: string;
  type: string | null;
  size: string | number | null;
  created_at: string;
}

/** The account as the export shows it. */
export async function accountSummary(q: Queryable, userId: string): Promise<AccountSummary | undefined> {
  const res = await q.query<AccountSummary>(
    `select u.id, u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at,
            coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb) as sign_in_methods
       from auth.users u where u.id = $1`,
    [userId],
  );
  return res.rows[0];
}

export async function profileRow(q: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  return (await q.query(`select * from public.profiles where id = $1`, [userId])).rows[0] ?? null;
}

/**
 * Every row of every public table (but `profiles` and those in `skip`) whose uuid column named
 * in `ownerColumns` holds the user's id, by table; a table with several such columns is read by
 * the first of them in `ownerColumns` order. Tables with no rows of the user's are left out.
 */
export async function ownedRowsByTable(q: Queryable, userId: string, ownerColumns: string[], skip: ReadonlySet<string>): Promise<Record<string, unknown[]>> {
  const cols = await q.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name = any($1::text[]) and c.data_type = 'uuid'
      order by c.table_name, array_position($1::text[], c.column_name::text)`,
    [ownerColumns],
  );
  const tables: Record<string, unknown[]> = {};
  const seen = new Set<string>();
  for (const { table_name, column_name } of cols.rows) {
    if (skip.has(table_name) || table_name === "profiles" || seen.has(table_name)) continue;
    seen.add(table_name);
    const rows = (await q.query(`select * from public.${quoteIdent(table_name)} where ${quoteIdent(column_name)} = $1`, [userId])).rows;
    if (rows.length) tables[table_name] = rows;
  }
  return tables;
}

/** The files the user uploaded (name, size, type), by bucket and name. */
export async function storedFilesOf(q: Queryable, userId: string): Promise<StoredFile[]> {
  const res = await q.query<StoredFile>(
    `select bucket_id as bucket, name, metadata->>'mimetype' as type, (metadata->>'size')::bigint as size, created_at from storage.objects where owner = $1 order by bucket_id, name`,
    [userId],
  );
  return res.rows;
}

/**
 * Deletes the user's storage objects and the auth.users row (its foreign keys cascade to every
 * row of theirs); returns the objects, whose files the caller removes after commit.
 */
export async function deleteAccountRows(tx: Queryable, userId: string): Promise<{ bucket_id: string; name: string }[]> {
  const objects = await tx.query<{ bucket_id: string; name: string }>(`delete from storage.objects where owner = $1 returning bucket_id, name`, [userId]);
  await tx.query(`delete from auth.users where id = $1`, [userId]);
  return objects.rows;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
