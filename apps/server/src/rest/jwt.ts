// The data service's answer to bad credentials (docs/wire-protocol.md §3.13, §5.2): the check is
// the server's one (../caller.ts); this maps its failures to PostgREST's errors.
import { RestError } from "./errors.js";
import { CallerError, authenticate as authenticateCaller, type Auth } from "../caller.js";

/** PostgREST's error for a CallerError: 401 PGRST301 (PGRST303 when expired), with WWW-Authenticate for a bad token. */
export function restErrorOf(e: CallerError): RestError {
  if (e.problem === "no_apikey" || e.problem === "bad_apikey") return new RestError(401, "PGRST301", e.message, null, e.hint);
  const code = e.problem === "expired_token" ? "PGRST303" : "PGRST301";
  return new RestError(401, code, e.message, null, null, { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${e.message}"` });
}

/** authenticate, with its failures as PostgREST's errors. */
export async function authenticate(authorization: string | undefined, apikey: string | undefined, secret: string): Promise<Auth> {
  try {
    return await authenticateCaller(authorization, apikey, secret);
  } catch (e) {
    throw e instanceof CallerError ? restErrorOf(e) : e;
  }
}
