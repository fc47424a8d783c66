// "The database is not there right now", as both drivers report it. Every service answers it
// with a 503 and a Retry-After, never a 500: the request can simply be tried again, and
// supabase-js keeps the user's session on a 503 (auth-js treats 5xx answers as retryable).
import { isPgError } from "./db.js";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);

/** The driver lost or could not open its connection (the database stopped, restarted or is unreachable). */
export function isConnectionError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  // A Unix socket that is not there (PostgreSQL stopped) is ENOENT from connect(); a file that is
  // not there (a storage object removed while it was read) is ENOENT too, and is not the database.
  if (code === "ENOENT" && (e as { syscall?: unknown }).syscall === "connect") return true;
  return /Connection terminated|connection timeout|Connection refused|Client has encountered a connection error|Client was closed/i.test(e.message);
}

/** A lost connection, or Postgres saying it is shutting down or not accepting connections (08xxx, 57P01–57P03). */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (isPgError(e)) return e.code.startsWith("08") || e.code === "57P01" || e.code === "57P02" || e.code === "57P03";
  return isConnectionError(e);
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The database cannot be reached right now; nothing was changed. Try again in a moment.";
