// The buckets, read and created as the caller (RLS on storage.buckets decides).
import type { Queryable } from "../../db/db.js";

export async function listBuckets(tx: Queryable): Promise<Record<string, unknown>[]> {
  return (await tx.query<Record<string, unknown>>(`select * from storage.buckets order by name`)).rows;
}

export async function getBucket(tx: Queryable, id: string): Promise<Record<string, unknown> | undefined> {
  return (await tx.query<Record<string, unknown>>(`select * from storage.buckets where id = $1`, [id])).rows[0];
}

export async function createBucket(
  tx: Queryable,
  b: { id: string; public: boolean; fileSizeLimit: number | null; allowedMimeTypes: string[] | null; owner: string | null },
): Promise<void> {
  await tx.query(`insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner) values ($1, $1, $2, $3, $4, $5)`, [
    b.id,
    b.public,
    b.fileSizeLimit,
    b.allowedMimeTypes,
    b.owner,
  ]);
}
