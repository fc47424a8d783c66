// Who is asking the data and storage services: the Bearer token (or the apikey when there is
// none) verified as HS256 with the server's secret and 30 s of clock skew, as PostgREST does
// (docs/wire-protocol.md §3.13, §5.2). The check and its cache are the server's one verifier
// (jwt.ts). A failure is a CallerError that says what was wrong; each service answers it in its
// own wire shape (rest/jwt.ts as PostgREST's errors, storage/plugin.ts as storage's).
import { errors, type JWTPayload } from "jose";
import { bearerToken, verifiedBefore, verifyToken } from "./jwt.js";

export interface Auth {
  role: string;
  claims: Record<string, unknown>;
  /** claims as JSON, made once per verified token (request.jwt.claims). */
  claimsJson?: string;
}

/** What was wrong with the caller's credentials. */
export type CallerProblem = "no_apikey" | "bad_apikey" | "bad_token" | "expired_token";

export class CallerError extends Error {
  constructor(
    readonly problem: CallerProblem,
    message: string,
    /** A line of advice for the developer, where PostgREST gives one. */
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = "CallerError";
  }
}

// A verified token's Auth, made once per payload (the shared cache keeps the payload object), so a
// request with the same token again does not build its claims JSON again.
const authOf = new WeakMap<JWTPayload, Auth>();

function toAuth(payload: JWTPayload): Auth {
  let auth = authOf.get(payload);
  if (!auth) {
    const role = typeof payload.role === "string" && payload.role !== "" ? payload.role : "anon";
    const claims = { ...payload, role };
    authOf.set(payload, (auth = { role, claims, claimsJson: JSON.stringify(claims) }));
  }
  return auth;
}

/**
 * The same answer as authenticate, without a promise, when everything it needs is cached (the
 * usual request: the same apikey and token again); undefined when authenticate must run.
 */
export function authenticateCached(authorization: string | undefined, apikey: string | undefined, secret: string): Auth | undefined {
  if (!apikey) return undefined;
  const token = bearerToken(authorization) ?? apikey;
  if (token !== apikey && verifiedBefore(apikey, secret) === undefined) return undefined;
  const payload = verifiedBefore(token, secret);
  return payload && toAuth(payload);
}

/** The caller's role and claims; throws a CallerError when the apikey or the token is not good. */
export async function authenticate(authorization: string | undefined, apikey: string | undefined, secret: string): Promise<Auth> {
  if (!apikey) throw new CallerError("no_apikey", "No API key found in request", "No `apikey` request header or url param was found.");
  const token = bearerToken(authorization) ?? apikey;
  // The gateway rule: the apikey itself must be one of ours, even when a user JWT is the Bearer.
  if (token !== apikey) {
    try {
      await verify(apikey, secret);
    } catch {
      throw new CallerError("bad_apikey", "Invalid API key", "Double check your Supabase `anon` or `service_role` API key.");
    }
  }
  return verify(token, secret);
}

async function verify(token: string, secret: string): Promise<Auth> {
  const cached = verifiedBefore(token, secret);
  if (cached) return toAuth(cached);
  if (token.split(".").length !== 3) throw new CallerError("bad_token", "Expected 3 parts in JWT; got " + token.split(".").length);
  try {
    return toAuth(await verifyToken(token, secret));
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new CallerError("expired_token", "JWT expired");
    if (e instanceof errors.JWTClaimValidationFailed) throw new CallerError("expired_token", e.message);
    throw new CallerError("bad_token", "JWSError JWSInvalidSignature");
  }
}
