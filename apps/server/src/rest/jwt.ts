// Who is asking: the Bearer token (or the apikey when there is none) verified as HS256 with the
// server's secret and 30 s clock skew, as PostgREST does (docs/wire-protocol.md §3.13, §5.2).
// The check itself and its cache are the server's one verifier (../jwt.ts); this maps its
// failures to PostgREST's errors.
import { errors, type JWTPayload } from "jose";
import { RestError } from "./errors.js";
import { bearerToken, verifiedBefore, verifyToken } from "../jwt.js";

export interface Auth {
  role: string;
  claims: Record<string, unknown>;
  /** claims as JSON, made once per verified token (request.jwt.claims). */
  claimsJson?: string;
}

const invalid = (code: "PGRST301" | "PGRST303", message: string) =>
  new RestError(401, code, message, null, null, { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` });

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

export async function authenticate(authorization: string | undefined, apikey: string | undefined, secret: string): Promise<Auth> {
  if (!apikey) {
    throw new RestError(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found.");
  }
  const token = bearerToken(authorization) ?? apikey;
  // The gateway rule: the apikey itself must be one of ours, even when a user JWT is the Bearer.
  if (token !== apikey) {
    try {
      await verify(apikey, secret);
    } catch {
      throw new RestError(401, "PGRST301", "Invalid API key", null, "Double check your Supabase `anon` or `service_role` API key.");
    }
  }
  return verify(token, secret);
}

async function verify(token: string, secret: string): Promise<Auth> {
  const cached = verifiedBefore(token, secret);
  if (cached) return toAuth(cached);
  if (token.split(".").length !== 3) throw invalid("PGRST301", "Expected 3 parts in JWT; got " + token.split(".").length);
  try {
    return toAuth(await verifyToken(token, secret));
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw invalid("PGRST303", "JWT expired");
    if (e instanceof errors.JWTClaimValidationFailed) throw invalid("PGRST303", e.message);
    throw invalid("PGRST301", "JWSError JWSInvalidSignature");
  }
}
