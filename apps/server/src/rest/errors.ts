// The one error type of the data service and PostgREST's SQLSTATE → HTTP mapping
// (docs/wire-protocol.md §3.12). Every stage fails with a RestError; only respond turns it into HTTP.
import { isPgError } from "../db/db.js";
import { DISK_FULL_MESSAGE, isDiskFull } from "../disk.js";
import { isConnectionError } from "../db/unavailable.js";

export { isConnectionError };

/**
 * Every PostgREST error code the data service answers with, and its HTTP status, after
 * PostgREST's `Error.hs` and its documented error list (docs/wire-protocol.md §3.12). Postgres
 * errors keep their SQLSTATE instead and take their status from statusForSqlState. Where we
 * answer a code with a status PostgREST does not use for it, `note` says why. `"4xx"` marks the
 * code our framework-level handler uses for any other client error.
 */
export const REST_ERRORS = {
  PGRST000: {
    status: [500, 503],
    meaning: "the database cannot be reached (503), or an unexpected failure (500)",
    note: "PostgREST uses it only for a lost connection (503); ours also covers any internal error",
  },
  PGRST100: { status: [400, "4xx"], meaning: "the query string, a header or the path could not be parsed" },
  PGRST101: { status: [405], meaning: "a function called with a method other than GET, HEAD or POST" },
  PGRST102: { status: [400, 413], meaning: "the body is not valid JSON, is too large, or its objects have different keys" },
  PGRST103: { status: [416], meaning: "the requested range is not satisfiable" },
  PGRST106: { status: [406], meaning: "the schema in Accept-Profile/Content-Profile is not exposed" },
  PGRST107: { status: [406, 415], meaning: "the Accept or Content-Type media type is not supported" },
  PGRST108: { status: [400], meaning: "a filter, order or limit names an embed that is not in select" },
  PGRST116: { status: [406], meaning: ".single() got zero or several rows" },
  PGRST117: { status: [405], meaning: "an HTTP method the data API does not support" },
  PGRST118: { status: [400], meaning: "an order by an embed that is not to-one" },
  PGRST120: { status: [400], meaning: "a filter on an embed other than is.null / not.is.null" },
  PGRST122: { status: [400], meaning: "an unknown preference with handling=strict" },
  PGRST123: { status: [400], meaning: "aggregate functions are disabled" },
  PGRST124: { status: [400], meaning: "more rows affected than max-affected allows" },
  PGRST125: { status: [404], meaning: "the path names no table, view or function" },
  PGRST200: { status: [400], meaning: "no relationship between the tables of an embed" },
  PGRST201: { status: [300], meaning: "more than one relationship fits an embed; add a !hint" },
  PGRST202: { status: [404], meaning: "no function with this name and these arguments" },
  PGRST203: { status: [300], meaning: "several overloads of the function fit" },
  PGRST204: { status: [400], meaning: "a written column does not exist" },
  PGRST205: { status: [404], meaning: "no such table or view in the schema cache" },
  PGRST301: { status: [401], meaning: "no or an unknown apikey, or a JWT that cannot be decoded or verified" },
  PGRST303: { status: [401], meaning: "the JWT's claims are invalid (e.g. expired)" },
} as const satisfies Record<`PGRST${string}`, { status: readonly (number | "4xx")[]; meaning: string; note?: string }>;

export type RestErrorCode = keyof typeof REST_ERRORS;

/** The statuses a code may carry: its row in REST_ERRORS for PGRST codes, any for a SQLSTATE. */
export type RestStatusOf<C extends string> = C extends RestErrorCode
  ? (typeof REST_ERRORS)[C]["status"][number] extends infer S
    ? S extends "4xx"
      ? number
      : S
    : never
  : C extends `PGRST${string}`
    ? never
    : number;

/** PostgREST's details: text, or (PGRST201) a list of the candidate relationships. */
export type ErrorDetails = string | null | Record<string, string>[];

/** The one error of the data service. A PGRST code must be in REST_ERRORS, with a status from its row. */
export class RestError<C extends string = string> extends Error {
  override name = "RestError";
  constructor(
    readonly status: RestStatusOf<C>,
    readonly code: C,
    message: string,
    readonly details: ErrorDetails = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body(): { code: string; message: string; details: ErrorDetails; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (message: string, details: string | null = null): RestError => new RestError(400, "PGRST100", message, details);

export const columnNotFound = (table: string, column: string): RestError => new RestError(400, "42703", `column ${table}.${column} does not exist`);

/** SQLSTATE → HTTP status, after PostgREST's Error.hs `mapSQLtoHTTP`. */
export function statusForSqlState(code: string, message: string, isAnon: boolean): number {
  if (code === "23503" || code === "23505") return 409;
  if (code === "42501") return isAnon ? 401 : 403;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "42P17") return 500;
  if (code === "25006") return 405;
  if (code === "21000") return /requires a WHERE clause/.test(message) ? 400 : 500;
  if (code === "22023") return /role .* does not exist/.test(message) ? 401 : 400;
  if (code === "P0001") return 400;
  // Not PostgREST's (it answers every other P0 code 500): our functions raise no_data_found for
  // "no such item of yours", which is the caller's mistake, not the server's.
  if (code === "P0002") return 404;
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]);
  if (code === "53100") return 507;
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return code === "53400" ? 500 : 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/**
 * The disk is full (DISK_RESERVE_MB reached, ENOSPC, or Postgres' 53100): 507 with Postgres'
 * disk_full SQLSTATE in PostgREST's body, and the database's own words in details.
 */
export const diskFullError = (details: string | null = null): RestError =>
  new RestError(507, "53100", DISK_FULL_MESSAGE, details, null, { "Retry-After": "60" });

/** Any thrown value → a RestError; Postgres errors keep their SQLSTATE, a lost database is a 503, a full disk a 507, anything else a 500. */
export function toRestError(e: unknown, isAnon: boolean): RestError {
  if (e instanceof RestError) return e;
  if (isDiskFull(e)) return diskFullError((e as Error).message ?? null);
  if (isPgError(e)) {
    return new RestError(statusForSqlState(e.code, e.message, isAnon), e.code, e.message, e.detail ?? null, e.hint ?? null);
  }
  if (isConnectionError(e)) {
    return new RestError(
      503,
      "PGRST000",
      "Could not connect with the database due to an incorrect db-uri or due to the PostgreSQL service not running.",
      (e as Error).message,
      null,
      { "Retry-After": "1" },
    );
  }
  return new RestError(500, "PGRST000", "Internal server error", null, null);
}
