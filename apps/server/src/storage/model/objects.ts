// Storage's database side, every statement named (docs/style.md rule 14): requests run as the
// caller's role with the JWT claims set, so the policies on storage.objects decide, exactly as on
// hosted Supabase; a few reads run as the server (public buckets, signed URLs, limits).
import type { RowOf } from "../../db/rows.js";
import type { Db, Queryable, Tx } from "../../db/db.js";
import type { Auth } from "../../caller.js";

export type Bucket = RowOf<"storage", "buckets", "id" | "name" | "public" | "file_size_limit" | "allowed_mime_types">;

export interface ObjectMeta {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export type ObjectRow = RowOf<
  "storage",
  "objects",
  "id" | "name" | "bucket_id" | "owner" | "metadata" | "created_at" | "updated_at" | "last_accessed_at",
  // Written only by the upload route, in this shape.
  { metadata: ObjectMeta | null }
>;

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

/** How an upload writes its row: a new object, a new or replaced one, or a replacement only. */
export type WriteMode = "create" | "upsert" | "update";

/** Writes the object's row as the caller; its id, or undefined when an update found no row. */
export async function writeObjectRow(
  tx: Queryable,
  mode: WriteMode,
  row: { bucket: string; name: string; owner: string | null; metadata: ObjectMeta },
): Promise<string | undefined> {
  const sql =
    mode === "update"
      ? `update storage.objects set metadata = $4::jsonb, version = gen_random_uuid()::text, updated_at = now(), owner = coalesce($3::text::uuid, owner), owner_id = coalesce($3::text, owner_id) where bucket_id = $1 and name = $2 returning id`
      : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3::text::uuid, $3::text, $4::jsonb, gen_random_uuid()::text)` +
        (mode === "upsert"
          ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
          : "") +
        ` returning id`;
  return (await tx.query<{ id: string }>(sql, [row.bucket, row.name, row.owner, JSON.stringify(row.metadata)])).rows[0]?.id;
}

/** The object as the caller may see it, or undefined. */
export async function readObject(tx: Queryable, bucket: string, name: string): Promise<ObjectRow | undefined> {
  return (await tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name])).rows[0];
}

/** Whether the caller may see the object. */
export async function objectVisible(tx: Queryable, bucket: string, name: string): Promise<boolean> {
  return (await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucket, name])).rows.length > 0;
}

/** Deletes the objects the caller may delete; the rows that went. */
export async function deleteObjects(tx: Queryable, bucket: string, names: readonly string[]): Promise<ObjectRow[]> {
  return (await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`, [bucket, names]))
    .rows;
}

/** Every object under a prefix ("" for all) the caller may see, by name. */
export async function objectsUnder(tx: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  return (
    await tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and left(name, $2) = $3 order by name`, [
      bucket,
      prefix.length,
      prefix,
    ])
  ).rows;
}
