// What the storage routes share: their dependencies and the JSON body reader.
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import type { Auth } from "../caller.js";
import type { StorageBackend } from "./backend.js";
import { StorageError } from "./errors.js";
import type { TileQueue } from "./tiles.js";

export interface StorageDeps {
  ctx: AppContext;
  backend: StorageBackend;
  /** Cuts large map pictures into deep-zoom tiles after they are stored (tiles.ts). */
  tiles: TileQueue;
  /** The caller from the apikey and Authorization headers; throws a StorageError when invalid. */
  caller(req: FastifyRequest): Promise<Auth>;
}

/** A JSON request body (the service reads every body as bytes); {} when empty. */
export function jsonBody<T extends object>(req: FastifyRequest): Partial<T> {
  const raw = req.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return {};
  try {
    const v: unknown = JSON.parse(raw.toString("utf8"));
    return v && typeof v === "object" ? (v as Partial<T>) : {};
  } catch {
    throw new StorageError(400, "InvalidRequest", "Could not parse the request body as JSON");
  }
}
