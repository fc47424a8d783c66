// The one error type of the data service and PostgREST's SQLSTATE → HTTP mapping
// (docs/wire-protocol.md §3.12). Every stage fails with a RestError; only respond turns it into HTTP.
import { isPgError } from "../db/db.js";

export class RestError extends Error {
  override name = "RestError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body(): { code: string; message: string; details: string | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (message: string, details: string | null = null): RestError =>
  new RestError(400, "PGRST100", message, details);

export const columnNotFound = (table: string, column: string): RestError =>
  new RestError(400, "42703", `column ${table}.${column} does not exist`);

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
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]);
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return code === "53400" ? 500 : 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/** Any thrown value → a RestError; Postgres errors keep their SQLSTATE, anything else is a 500. */
export function toRestError(e: unknown, isAnon: boolean): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    return new RestError(statusForSqlState(e.code, e.message, isAnon), e.code, e.message, e.detail ?? null, e.hint ?? null);
  }
  return new RestError(500, "PGRST000", "Internal server error", null, null);
}
