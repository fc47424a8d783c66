// Storage's error shape, as supabase/storage answers: { statusCode, error, message }.
// storage-js turns it into a StorageApiError whose message is `message`. Every failure of the
// storage service is a StorageError with a code from STORAGE_ERRORS (docs/storage.md).
import type { FastifyReply } from "fastify";
import { isPgError } from "../db/db.js";
import { DISK_FULL_MESSAGE } from "../disk.js";

/**
 * Every `error` the storage service answers with, the statuses it may carry and what it means.
 * The names are supabase/storage's where it has one (so storage-js and its callers see the same
 * `error`); `"4xx"` marks the code the framework-level handler uses for any other client error.
 */
export const STORAGE_ERRORS = {
  "Bucket not found": { status: [404], meaning: "no bucket has this id (or its row's foreign key points nowhere)" },
  DatabaseUnavailable: { status: [503], meaning: "the database is unreachable; sent with Retry-After" },
  Duplicate: { status: [409], meaning: "an object or bucket with this name exists (upload without upsert)" },
  InsufficientStorage: { status: [507], meaning: "the disk under DATA_DIR / STORAGE_DIR is full or below DISK_RESERVE_MB: nothing was saved" },
  InvalidKey: { status: [400], meaning: "the object name is not a valid key (empty, .., control characters, too long)" },
  InvalidRequest: { status: [400, "4xx"], meaning: "a malformed body, form or parameter" },
  InvalidSignature: { status: [400], meaning: "a signed URL's token is invalid or has expired" },
  internal: { status: [500], meaning: "a bug; logged with the request" },
  invalid_mime_type: { status: [415], meaning: "the bucket does not take this file type, or the image cannot be read" },
  not_found: { status: [404], meaning: "no such object, or the caller may not see it" },
  "Payload too large": { status: [413], meaning: "the object is over the bucket's (or the server's) size limit" },
  QuotaExceeded: { status: [402], meaning: "the plan's storage limit would be passed (PT402 from the database)" },
  Unauthorized: { status: [401, 403], meaning: "no apikey, a bad token (401), or row-level security refused the write (403)" },
} as const satisfies Record<string, { status: readonly (number | "4xx")[]; meaning: string }>;

export type StorageErrorCode = keyof typeof STORAGE_ERRORS;

/** The statuses a code may be sent with (any 4xx where the table says "4xx"). */
export type StorageStatusOf<C extends StorageErrorCode> = (typeof STORAGE_ERRORS)[C]["status"][number] extends infer S ? (S extends "4xx" ? number : S) : never;

export class StorageError<C extends StorageErrorCode = StorageErrorCode> extends Error {
  constructor(
    readonly status: StorageStatusOf<C>,
    readonly error: C,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

export const notFound = () => new StorageError(404, "not_found", "Object not found");

/** Over the bucket's or the server's size limit (storage's own words). */
export const tooLarge = () => new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size");

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
