// GET /tiles/<bucket>/<object name>/tiles.json and /tiles/<bucket>/<object name>/<level>/<y>/<x>.webp,
// each with the `token` of the object's signed URL (POST /object/sign): one signature opens the
// picture and all its tiles, so the viewer needs no signed URL per tile (docs/maps.md). The app
// makes the tile address from the signed URL: `/object/sign/` becomes `/tiles/`.
import type { FastifyInstance, FastifyReply } from "fastify";
import { jwtVerify } from "jose";
import { secretKey } from "../keys.js";
import { validObjectName } from "./backend.js";
import { StorageError, notFound } from "./errors.js";
import { findObject } from "./model/objects.js";
import type { StorageDeps } from "./request.js";
import { readTile, readTileSet } from "./tiles.js";

type Wild = { Params: { bucket: string; "*": string }; Querystring: { token?: string } };

const TILE = /^(.+)\/(\d{1,2})\/(\d{1,5})\/(\d{1,5})\.webp$/;
const SET = /^(.+)\/tiles\.json$/;

function headers(reply: FastifyReply, etag: string) {
  // The tiles of one picture never change: a replaced picture gets a new eTag and new tiles.
  reply.header("Cache-Control", "private, max-age=3600");
  reply.header("ETag", etag);
  reply.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
}

export async function tileRoutes(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  const { ctx, backend } = deps;
  app.get<Wild>("/tiles/:bucket/*", async (req, reply) => {
    const path = req.params["*"];
    const tile = path.match(TILE);
    const set = tile ? null : path.match(SET);
    const name = tile?.[1] ?? set?.[1];
    if (!name || !validObjectName(name)) throw new StorageError(400, "InvalidKey", `Invalid key: ${path}`);
    try {
      const { payload } = await jwtVerify(req.query.token ?? "", secretKey(ctx.config.jwtSecret), { algorithms: ["HS256"] });
      if (payload.url !== `${req.params.bucket}/${name}`) throw new Error("wrong object");
    } catch {
      throw new StorageError(400, "InvalidSignature", "The signature is invalid or has expired");
    }
    const row = await findObject(ctx.db, req.params.bucket, name);
    if (!row) throw notFound();
    const tiles = await readTileSet(backend, req.params.bucket, name);
    // No tiles (a small picture, or not cut yet), or tiles of a picture since replaced.
    if (!tiles || tiles.etag !== row.metadata?.eTag) throw notFound();
    if (set) {
      headers(reply, `"${tiles.etag.replace(/"/g, "")}-set"`);
      return { size: tiles.size, maxLevel: tiles.maxLevel, width: tiles.width, height: tiles.height, format: tiles.format };
    }
    const [level, y, x] = [Number(tile![2]), Number(tile![3]), Number(tile![4])];
    const file = await readTile(backend, req.params.bucket, name, tiles, level, y, x);
    if (!file) throw notFound();
    const etag = `"${tiles.etag.replace(/"/g, "")}-${level}-${y}-${x}"`;
    headers(reply, etag);
    if (req.headers["if-none-match"] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    reply.header("Content-Type", "image/webp");
    reply.header("Content-Length", String(file.size));
    return reply.send(file.stream);
  });
}
