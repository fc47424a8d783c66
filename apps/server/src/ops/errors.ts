// The operator endpoints' errors: every failure under /ops/v1 is an OpsError with a code from
// OPS_ERRORS, answered as { message, code } (docs/operations.md). The admin page shows `message`.
import type { FastifyReply } from "fastify";

export const OPS_ERRORS = {
  not_signed_in: { status: [401], meaning: "no Authorization header, or a token that is not valid or has expired" },
  not_admin: { status: [403], meaning: "the caller's profile is not an admin's" },
  bad_kind: { status: [400], meaning: "the body does not name a generator kind (kind)" },
  unknown_kind: { status: [404], meaning: "no generator has this kind" },
  nothing_to_upgrade: { status: [409], meaning: "no saved item of the kind is on an older generator version" },
  cannot_upgrade: { status: [409], meaning: "an item of the kind cannot be upgraded, so none was" },
  unknown_upgrade: { status: [404], meaning: "no upgrade run has this id" },
  already_undone: { status: [409], meaning: "the upgrade run was undone before" },
  internal: { status: [500], meaning: "a bug; logged with the request" },
} as const satisfies Record<string, { status: readonly number[]; meaning: string }>;

export type OpsErrorCode = keyof typeof OPS_ERRORS;

/** An ops failure; the compiler checks the code against OPS_ERRORS and the status against its row. */
export class OpsError<C extends OpsErrorCode = OpsErrorCode> extends Error {
  constructor(
    readonly status: (typeof OPS_ERRORS)[C]["status"][number],
    readonly code: C,
    message: string,
  ) {
    super(message);
    this.name = "OpsError";
  }
}

export function sendOpsError(reply: FastifyReply, e: OpsError): FastifyReply {
  return reply.code(e.status).send({ message: e.message, code: e.code });
}

/** Why `npm run restore` refused a backup (ops/restore.ts); the CLI prints the message and exits 1. Nothing is restored in any of them. */
export const RESTORE_ERRORS = {
  not_fresh_install: "the database already has accounts and --force was not given",
  not_a_backup: "the file is not a gzip of backup records, or its first line is not a backup header",
  damaged: "a line is not JSON or not a record, data follows the end record, or the counts in the end record differ from what the file holds",
  incomplete: "the file ends before its end record",
  newer_format: "the backup's format version is newer than this install reads",
  newer_install: "the backup was taken on an install with a migration this one does not have",
  unknown_table: "the backup has rows for a table this install does not have",
  unsafe_path: "a stored file's path would land outside the storage directory",
} as const satisfies Record<string, string>;

export type RestoreErrorCode = keyof typeof RESTORE_ERRORS;

/** A refused restore; the compiler checks the code against RESTORE_ERRORS. */
export class RestoreError extends Error {
  override name = "RestoreError";
  constructor(
    readonly code: RestoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}
