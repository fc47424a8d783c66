// POST /object/copy (storage-js `copy(from, to)`): a new object with the bytes of one the caller
// may read, in the same bucket. The caller must be allowed to read the source and to insert the
// destination (RLS on storage.objects, as for an upload); the copy counts toward the plan's
// storage like any file. Duplicating a map copies its picture into the copy's folder this way
// (docs/maps.md). The row and the bytes are written in one transaction, as an upload's are.
import type { FastifyInstance } from "fastify";
import type { Readable } from "node:stream";
import { validObjectName } from "./backend.js";
import { StorageError, diskFull, notFound } from "./errors.js";
import { asCaller, findBucket, readObject, writeObjectRow } from "./model/objects.js";
import { jsonBody, type StorageDeps } from "./request.js";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const keyOf = (v: unknown, what: string): string => {
  if (typeof v !== "string" || !validObjectName(v)) throw new StorageError(400, "InvalidKey", `Invalid ${what}: ${String(v)}`);
  return v;
};

export async function copyRoute(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  const { ctx, backend, caller, tiles } = deps;
  const { db } = ctx;
  app.post("/object/copy", async (req) => {
    const body = jsonBody<{ bucketId: unknown; sourceKey: unknown; destinationKey: unknown; destinationBucket: unknown }>(req);
    const auth = await caller(req);
    if (typeof body.bucketId !== "string") throw new StorageError(400, "InvalidRequest", "bucketId is required");
    const from = keyOf(body.sourceKey, "sourceKey");
    const to = keyOf(body.destinationKey, "destinationKey");
    if (body.destinationBucket != null && body.destinationBucket !== body.bucketId) {
      throw new StorageError(400, "InvalidRequest", "Copying into another bucket is not supported");
    }
    if (await ctx.disk.low()) throw diskFull();
    const bucket = await findBucket(db, body.bucketId);
    if (!bucket) throw new StorageError(404, "Bucket not found", "Bucket not found");
    const owner = auth.role === "authenticated" && typeof auth.claims.sub === "string" ? auth.claims.sub : null;
    const copied = await asCaller(db, auth, async (tx) => {
      const source = await readObject(tx, bucket.id, from);
      if (!source?.metadata) throw notFound();
      const file = await backend.get(bucket.id, source.name);
      if (!file) throw notFound();
      const bytes = await bytesOf(file.stream);
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      const written = await writeObjectRow(tx, "create", { bucket: bucket.id, name: to, owner, metadata });
      if (!written) throw notFound();
      await backend.put(bucket.id, to, bytes);
      return { bytes, etag: metadata.eTag };
    });
    ctx.disk.noteRoom();
    // The copy's own tiles (a duplicated map's picture is tiled like an upload).
    tiles.add(bucket.id, to, copied.bytes, copied.etag ?? "");
    return { Key: `${bucket.id}/${to}` };
  });
}
