// Storage service under /storage/v1, speaking the protocol @supabase/storage-js uses: buckets,
// object upload/download/remove/list, public and signed URLs. Who may do what is decided by
// RLS on storage.objects (queries run as the caller); bytes live in a StorageBackend.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { BadBodyError } from "../bad-body-error.js";
import { CallerError, authenticate, type Auth } from "../caller.js";
import { backendFor, type StorageBackend } from "./backend.js";
import { asCaller } from "./model/objects.js";
import { createBucket, getBucket, listBuckets } from "./model/buckets.js";
import { jsonBody } from "./request.js";
import { isDiskFull } from "../disk.js";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable.js";
import { StorageError, diskFull, fromPgError, sendStorageError, tooLarge } from "./errors.js";
import { objectRoutes } from "./objects.js";
import { copyRoute } from "./copy.js";
import { tileRoutes } from "./tile-routes.js";
import { tileQueue } from "./tiles.js";

export function storagePlugin(ctx: AppContext, backend: StorageBackend = backendFor(ctx.config)): FastifyPluginAsync {
  return async (app) => {
    const caller = async (req: FastifyRequest): Promise<Auth> => {
      const header = req.headers.apikey;
      const q = (req.query as Record<string, unknown> | undefined)?.apikey;
      const apikey = typeof header === "string" && header ? header : typeof q === "string" && q ? q : undefined;
      try {
        return await authenticate(req.headers.authorization, apikey, ctx.config.jwtSecret);
      } catch (e) {
        if (e instanceof CallerError) throw new StorageError(401, "Unauthorized", e.message);
        throw e;
      }
    };

    // Uploads are bytes whatever their Content-Type (a text/plain or JSON file must not be
    // decoded), so this service reads every body as a Buffer; JSON routes parse it with jsonBody.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body: Buffer, done) => done(null, body));

    app.setErrorHandler((err: FastifyError | StorageError, req, reply) => {
      if (err instanceof StorageError) return sendStorageError(reply, err);
      if (isDiskFull(err)) {
        // A write that failed for lack of space (the file or the row): logged once, answered 507.
        ctx.disk.forget();
        ctx.disk.noteFull({ err });
        return sendStorageError(reply, diskFull());
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, "storage request: the database is unavailable");
        reply.header("Retry-After", "1");
        return sendStorageError(reply, new StorageError(503, "DatabaseUnavailable", DATABASE_UNAVAILABLE_MESSAGE));
      }
      const pg = fromPgError(err);
      if (pg) return sendStorageError(reply, pg);
      if (err instanceof BadBodyError) return sendStorageError(reply, new StorageError(400, "InvalidRequest", err.message));
      const status = (err as FastifyError).statusCode;
      if (status === 413) return sendStorageError(reply, tooLarge());
      if (status && status >= 400 && status < 500) return sendStorageError(reply, new StorageError(status, "InvalidRequest", err.message));
      req.log.error({ err }, "storage request failed");
      return sendStorageError(reply, new StorageError(500, "internal", "Internal Server Error"));
    });

    app.get("/status", async () => ({ status: "ok" }));

    app.get("/bucket", async (req) => {
      const auth = await caller(req);
      return asCaller(ctx.db, auth, listBuckets);
    });
    app.get<{ Params: { id: string } }>("/bucket/:id", async (req) => {
      const auth = await caller(req);
      const row = await asCaller(ctx.db, auth, (tx) => getBucket(tx, req.params.id));
      if (!row) throw new StorageError(404, "Bucket not found", "Bucket not found");
      return row;
    });
    app.post("/bucket", async (req) => {
      const auth = await caller(req);
      const b = jsonBody<{ id?: unknown; name?: unknown; public?: unknown; file_size_limit?: unknown; allowed_mime_types?: unknown }>(req);
      const id = typeof b.id === "string" && b.id ? b.id : typeof b.name === "string" ? b.name : "";
      if (!/^[a-z0-9][a-z0-9_.-]{1,62}$/.test(id)) throw new StorageError(400, "InvalidRequest", "Bucket name invalid");
      const limit = typeof b.file_size_limit === "number" ? b.file_size_limit : null;
      const types = Array.isArray(b.allowed_mime_types) ? b.allowed_mime_types.filter((t): t is string => typeof t === "string") : null;
      const owner = auth.role === "authenticated" && typeof auth.claims.sub === "string" ? auth.claims.sub : null;
      await asCaller(ctx.db, auth, (tx) => createBucket(tx, { id, public: b.public === true, fileSizeLimit: limit, allowedMimeTypes: types, owner }));
      return { name: id };
    });

    const tiles = tileQueue(backend, ctx.config.mapTileMinSide, (msg, err) => app.log.error({ err }, msg));
    // A server closing waits for the picture being cut (its files would be left half written).
    app.addHook("onClose", async () => tiles.idle());
    const deps = { ctx, backend, caller, tiles };
    await objectRoutes(app, deps);
    await copyRoute(app, deps);
    await tileRoutes(app, deps);
  };
}
