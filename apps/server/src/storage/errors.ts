// Storage's error shape, as supabase/storage answers: { statusCode, error, message }.
// storage-js turns it into a StorageApiError whose message is `message`.
import type { FastifyReply } from "fastify";
import { isPgError } from "../db/db.js";
import { DISK_FULL_MESSAGE } from "../disk.js";

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

export const notFound = () => new StorageError(404, "not_found", "Object not found");

/** The disk under DATA_DIR / STORAGE_DIR is full (or below DISK_RESERVE_MB): nothing was saved. */
export const diskFull = () => new StorageError(507, "InsufficientStorage", DISK_FULL_MESSAGE);

export function sendStorageError(reply: FastifyReply, e: StorageError): FastifyReply {
  return reply.code(e.status).send({ statusCode: String(e.status), error: e.error, message: e.message });
}

/** Database errors a caller can cause, as storage errors; undefined for anything else. */
export function fromPgError(e: unknown): StorageError | undefined {
  if (!isPgError(e)) return undefined;
  if (e.code === "42501") return new StorageError(403, "Unauthorized", "new row violates row-level security policy");
  if (e.code === "23505") return new StorageError(409, "Duplicate", "The resource already exists");
  if (e.code === "23503") return new StorageError(404, "Bucket not found", "Bucket not found");
  // A plan's storage limit (supabase/migrations/20261126040000_subscriptions.sql).
  if (e.code === "PT402") return new StorageError(402, "QuotaExceeded", e.message);
  if (e.code === "23514" || e.code === "22P02") return new StorageError(400, "InvalidRequest", e.message);
  return undefined;
}
