// Who is asking: the Bearer token (or the apikey when there is none) verified as HS256 with the
// server's secret and 30 s clock skew, as PostgREST does (docs/wire-protocol.md §3.13, §5.2).
import { errors, jwtVerify } from "jose";
import { RestError } from "./errors.js";
import { secretKey } from "../keys.js";

export interface Auth {
  role: string;
  claims: Record<string, unknown>;
  /** claims as JSON, made once per verified token (request.jwt.claims). */
  claimsJson?: string;
}

const invalid = (code: "PGRST301" | "PGRST303", message: string) =>
  new RestError(401, code, message, null, null, { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` });

// Verified tokens, so a client sending the same JWT again skips the HMAC: a bounded LRU (a Map
// keeps insertion order; a hit moves to the end, the oldest goes first). Expiry is still checked
// on every hit, with the same 30 s skew as the verification itself.
const verified = new Map<string, { auth: Auth; exp: number | undefined }>();
const CACHE_MAX = 2000;

/** For tests: how many verified tokens the cache holds. */
export const verifiedCacheSize = (): number => verified.size;

export async function authenticate(authorization: string | undefined, apikey: string | undefined, secret: string): Promise<Auth> {
  if (!apikey) {
    throw new RestError(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found.");
  }
  const m = authorization ? /^bearer\s+(.+)$/i.exec(authorization.trim()) : null;
  const token = m ? m[1]!.trim() : apikey;
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
  const key = `${secret}\u0000${token}`;
  const hit = verified.get(key);
  if (hit) {
    if (hit.exp === undefined || hit.exp + 30 > Date.now() / 1000) {
      verified.delete(key);
      verified.set(key, hit);
      return hit.auth;
    }
    verified.delete(key);
  }
  if (token.split(".").length !== 3) throw invalid("PGRST301", "Expected 3 parts in JWT; got " + token.split(".").length);
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"], clockTolerance: 30 });
    const role = typeof payload.role === "string" && payload.role !== "" ? payload.role : "anon";
    const claims = { ...payload, role };
    const auth: Auth = { role, claims, claimsJson: JSON.stringify(claims) };
    if (verified.size >= CACHE_MAX) verified.delete(verified.keys().next().value!);
    verified.set(key, { auth, exp: payload.exp });
    return auth;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw invalid("PGRST303", "JWT expired");
    if (e instanceof errors.JWTClaimValidationFailed) throw invalid("PGRST303", e.message);
    throw invalid("PGRST301", "JWSError JWSInvalidSignature");
  }
}
