// Object routes: upload (POST create/upsert, PUT update), download (as the caller, public, or
// with a signed token), remove, list and signed URLs. Bytes are checked by content, limited in
// size, and images for image buckets are re-encoded (WebP; map images at full size, content.ts).
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from "fastify";
import { SignJWT, jwtVerify } from "jose";
import { secretKey } from "../keys.js";
import { validObjectName } from "./backend.js";
import { mimeAllowed, refusedType, sniffMime, storedImage } from "./content.js";
import {
  asCaller,
  deleteObjects,
  findBucket,
  findObject,
  objectVisible,
  objectsUnder,
  readObject,
  writeObjectRow,
  type Bucket,
  type ObjectMeta,
  type ObjectRow,
} from "./model/objects.js";
import { StorageError, diskFull, notFound, tooLarge } from "./errors.js";
import { jsonBody, type StorageDeps } from "./request.js";
import { removeTiles } from "./tiles.js";

type Wild = { Params: { bucket: string; "*": string } };

const nameOf = (req: FastifyRequest<Wild>): string => {
  const name = req.params["*"];
  if (!validObjectName(name)) throw new StorageError(400, "InvalidKey", `Invalid key: ${name}`);
  return name;
};

const isImageBucket = (b: Bucket): boolean => (b.allowed_mime_types ?? []).length > 0 && b.allowed_mime_types!.every((t) => t.startsWith("image/"));

/** The file and cache-control of an upload: a multipart form (Blob/File uploads) or the raw body. */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; cacheControl: string }> {
  const type = req.headers["content-type"] ?? "";
  const raw = req.body;
  const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
  if (/^multipart\/form-data/i.test(type)) {
    const form = await new Response(Uint8Array.from(body), { headers: { "content-type": type } }).formData().catch(() => {
      throw new StorageError(400, "InvalidRequest", "Could not read the multipart form");
    });
    const file = [...form.values()].find((v) => typeof v !== "string");
    if (!file || typeof file === "string") throw new StorageError(400, "InvalidRequest", "No file in the form");
    const cache = form.get("cacheControl");
    return { bytes: Buffer.from(await file.arrayBuffer()), cacheControl: typeof cache === "string" ? cache : "3600" };
  }
  const cc = /max-age=(\d+)/.exec(String(req.headers["cache-control"] ?? ""));
  return { bytes: body, cacheControl: cc ? cc[1]! : "3600" };
}

async function sendObject(deps: StorageDeps, reply: FastifyReply, req: FastifyRequest, row: ObjectRow, isPublic: boolean) {
  const file = await deps.backend.get(row.bucket_id, row.name);
  if (!file) throw notFound();
  const meta = row.metadata;
  const etag = meta?.eTag ?? `"${row.id}"`;
  reply.header("ETag", etag);
  reply.header("Last-Modified", new Date(row.updated_at).toUTCString());
  reply.header("Cache-Control", isPublic ? `public, max-age=${meta?.cacheControl?.replace(/\D/g, "") || "3600"}` : "private, no-cache");
  // Stored files are never run as a page, whatever they contain.
  reply.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  if (req.headers["if-none-match"] === etag) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  reply.header("Content-Type", meta?.mimetype ?? "application/octet-stream");
  reply.header("Content-Length", String(file.size));
  return reply.send(file.stream);
}

export async function objectRoutes(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  const { ctx, backend, caller, tiles } = deps;
  const { db, config } = ctx;
  // Room for the multipart envelope around the largest allowed file.
  const bodyLimit = config.storageFileSizeLimit + 64 * 1024;

  const upload = async (req: FastifyRequest<Wild>, mode: "create" | "upsert" | "update") => {
    const auth = await caller(req);
    const name = nameOf(req);
    // Refused before the disk is really full (docs/decisions/0009-faults.md).
    if (await ctx.disk.low()) throw diskFull();
    const bucket = await findBucket(db, req.params.bucket);
    if (!bucket) throw new StorageError(404, "Bucket not found", "Bucket not found");
    const { bytes, cacheControl } = await readUpload(req);
    const limit = Math.min(config.storageFileSizeLimit, bucket.file_size_limit ?? Infinity);
    if (bytes.length > limit) throw tooLarge();
    if (bytes.length === 0) throw new StorageError(400, "InvalidRequest", "The file is empty");
    const sniffed = sniffMime(bytes);
    if (bucket.allowed_mime_types?.length && (!sniffed || !mimeAllowed(sniffed, bucket.allowed_mime_types))) {
      throw new StorageError(415, "invalid_mime_type", `mime type ${sniffed ?? refusedType(bytes)} is not supported`);
    }
    let stored = bytes;
    let mimetype = sniffed ?? "application/octet-stream";
    if (isImageBucket(bucket)) {
      ({ bytes: stored, mimetype } = await storedImage(bucket.id, bytes, config.storageImageMaxSide));
    }
    const now = new Date().toISOString();
    const meta: ObjectMeta = {
      eTag: `"${createHash("md5").update(stored).digest("hex")}"`,
      size: stored.length,
      mimetype,
      cacheControl: `max-age=${cacheControl.replace(/\D/g, "") || "3600"}`,
      lastModified: now,
      contentLength: stored.length,
      httpStatusCode: 200,
    };
    const owner = auth.role === "authenticated" && typeof auth.claims.sub === "string" ? auth.claims.sub : null;
    const id = await asCaller(db, auth, async (tx) => {
      const written = await writeObjectRow(tx, mode, { bucket: bucket.id, name, owner, metadata: meta });
      if (!written) throw notFound();
      // The bytes are written inside the transaction: if this fails, the row is rolled back.
      await backend.put(bucket.id, name, stored);
      return written;
    });
    ctx.disk.noteRoom();
    tiles.add(bucket.id, name, stored, meta.eTag);
    return { Id: id, Key: `${bucket.id}/${name}` };
  };

  // A body announced (Content-Length) as larger than the bucket takes is refused before it is
  // read: bodyLimit alone holds only the server-wide STORAGE_FILE_SIZE_LIMIT.
  const preParsing = async (req: FastifyRequest<Wild>, _reply: FastifyReply, payload: RequestPayload) => {
    const length = Number(req.headers["content-length"]);
    if (Number.isFinite(length) && length > 64 * 1024) {
      const bucket = await findBucket(db, req.params.bucket);
      if (bucket?.file_size_limit != null && length > bucket.file_size_limit + 64 * 1024) throw tooLarge();
    }
    return payload;
  };
  app.post<Wild>("/object/:bucket/*", { bodyLimit, preParsing }, (req) => upload(req, req.headers["x-upsert"] === "true" ? "upsert" : "create"));
  app.put<Wild>("/object/:bucket/*", { bodyLimit, preParsing }, (req) => upload(req, "update"));

  const download = async (req: FastifyRequest<Wild>, reply: FastifyReply) => {
    const auth = await caller(req);
    const name = nameOf(req);
    const row = await asCaller(db, auth, (tx) => readObject(tx, req.params.bucket, name));
    if (!row) throw notFound();
    return sendObject(deps, reply, req, row, false);
  };
  app.get<Wild>("/object/:bucket/*", download);
  app.get<Wild>("/object/authenticated/:bucket/*", download);

  app.get<Wild>("/object/public/:bucket/*", async (req, reply) => {
    const name = nameOf(req);
    const bucket = await findBucket(db, req.params.bucket);
    if (!bucket?.public) throw notFound();
    const row = await findObject(db, bucket.id, name);
    if (!row) throw notFound();
    return sendObject(deps, reply, req, row, true);
  });

  app.get<Wild & { Querystring: { token?: string } }>("/object/sign/:bucket/*", async (req, reply) => {
    const name = nameOf(req);
    try {
      const { payload } = await jwtVerify(req.query.token ?? "", secretKey(config.jwtSecret), { algorithms: ["HS256"] });
      if (payload.url !== `${req.params.bucket}/${name}`) throw new Error("wrong object");
    } catch {
      throw new StorageError(400, "InvalidSignature", "The signature is invalid or has expired");
    }
    const row = await findObject(db, req.params.bucket, name);
    if (!row) throw notFound();
    return sendObject(deps, reply, req, row, false);
  });

  app.post<Wild>("/object/sign/:bucket/*", async (req) => {
    const body = jsonBody<{ expiresIn: unknown }>(req);
    const auth = await caller(req);
    const name = nameOf(req);
    const seen = await asCaller(db, auth, (tx) => objectVisible(tx, req.params.bucket, name));
    if (!seen) throw notFound();
    const expiresIn = typeof body.expiresIn === "number" && body.expiresIn > 0 ? Math.min(Math.floor(body.expiresIn), 7 * 86400) : 60;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ url: `${req.params.bucket}/${name}` })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(secretKey(config.jwtSecret));
    return { signedURL: `/object/sign/${encodeURIComponent(req.params.bucket)}/${name.split("/").map(encodeURIComponent).join("/")}?token=${token}` };
  });

  const removeMany = async (req: FastifyRequest, bucket: string, names: string[]) => {
    const auth = await caller(req);
    const rows = await asCaller(db, auth, (tx) => deleteObjects(tx, bucket, names));
    const removed = rows.map((r) => r.name);
    await backend.remove(bucket, removed);
    await removeTiles(backend, bucket, removed);
    return rows;
  };
  app.delete<{ Params: { bucket: string } }>("/object/:bucket", async (req) => {
    const prefixes = jsonBody<{ prefixes: unknown }>(req).prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === "string" && validObjectName(p))) {
      throw new StorageError(400, "InvalidRequest", "prefixes must be a list of object names");
    }
    return removeMany(req, req.params.bucket, prefixes);
  });
  app.delete<Wild>("/object/:bucket/*", async (req) => {
    const rows = await removeMany(req, req.params.bucket, [nameOf(req)]);
    if (rows.length === 0) throw notFound();
    return { message: "Successfully deleted" };
  });

  app.post<{ Params: { bucket: string } }>("/object/list/:bucket", async (req) => {
    const auth = await caller(req);
    const b = jsonBody<{ prefix: unknown; limit: unknown; offset: unknown; search: unknown; sortBy: { column?: unknown; order?: unknown } }>(req);
    let prefix = typeof b.prefix === "string" ? b.prefix.replace(/^\/+/, "") : "";
    if (prefix && !prefix.endsWith("/")) prefix += "/";
    const limit = typeof b.limit === "number" ? Math.max(1, Math.min(1000, b.limit)) : 100;
    const offset = typeof b.offset === "number" ? Math.max(0, b.offset) : 0;
    const search = typeof b.search === "string" ? b.search.toLowerCase() : "";
    const rows = await asCaller(db, auth, (tx) => objectsUnder(tx, req.params.bucket, prefix));
    const entries = new Map<string, Record<string, unknown>>();
    for (const r of rows) {
      const rest = r.name.slice(prefix.length);
      const slash = rest.indexOf("/");
      const entry = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entry.toLowerCase().startsWith(search)) continue;
      if (slash !== -1) {
        if (!entries.has(entry)) entries.set(entry, { name: entry, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else
        entries.set(entry, {
          name: entry,
          id: r.id,
          updated_at: r.updated_at,
          created_at: r.created_at,
          last_accessed_at: r.last_accessed_at,
          metadata: r.metadata,
        });
    }
    const desc = b.sortBy?.order === "desc";
    const list = [...entries.values()].sort((x, y) => (x.name as string).localeCompare(y.name as string) * (desc ? -1 : 1));
    return list.slice(offset, offset + limit);
  });
}
