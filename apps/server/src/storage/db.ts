// Storage's database side: requests run as the caller's role with the JWT claims set, so the
// policies on storage.objects decide, exactly as on hosted Supabase.
import type { Db, Tx } from "../db/db.js";
import type { Auth } from "../rest/jwt.js";

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMeta {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  metadata: ObjectMeta | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export const objectColumns = "id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at";

/** Runs fn in a transaction as the caller: role, claims and search_path set transaction-locally. */
export function asCaller<T>(db: Db, auth: Auth, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', 'storage, extensions', true), set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      auth.role,
      JSON.stringify(auth.claims),
    ]);
    return fn(tx);
  });
}

/** The bucket as the server sees it (its limits apply to everybody), or undefined. */
export async function findBucket(db: Db, id: string): Promise<Bucket | undefined> {
  const res = await db.query<Bucket>(
    `select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  );
  return res.rows[0];
}

/** An object read by the server itself (public buckets, signed URLs). */
export async function findObject(db: Db, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const res = await db.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return res.rows[0];
}
