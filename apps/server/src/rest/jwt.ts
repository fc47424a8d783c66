// Who is asking: the Bearer token (or the apikey when there is none) verified as HS256 with the
// server's secret and 30 s clock skew, as PostgREST does (docs/wire-protocol.md §3.13, §5.2).
import { errors, jwtVerify } from "jose";
import { RestError } from "./errors.js";
import { secretKey } from "../keys.js";
import { Lru } from "./lru.js";

export interface Auth {
  role: string;
  claims: Record<string, unknown>;
  /** claims as JSON, made once per verified token (request.jwt.claims). */
  claimsJson?: string;
}

const invalid = (code: "PGRST301" | "PGRST303", message: string) =>
  new RestError(401, code, message, null, null, { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` });

// Verified tokens, so a client sending the same JWT again skips the HMAC: a bounded LRU per
// secret (rest/lru.ts; the least recently used goes first). Expiry is still checked on every
// hit, with the same 30 s skew as the verification itself.
interface Verified {
  auth: Auth;
  exp: number | undefined;
}
const verifiedBySecret = new Map<string, Lru<string, Verified>>();
const CACHE_MAX = 2000;

/** For tests: how many verified tokens the cache holds. */
export const verifiedCacheSize = (): number => {
  let n = 0;
  for (const m of verifiedBySecret.values()) n += m.size;
  return n;
};

function cacheFor(secret: string): Lru<string, Verified> {
  let m = verifiedBySecret.get(secret);
  if (!m) verifiedBySecret.set(secret, (m = new Lru(CACHE_MAX)));
  return m;
}

/** The cached answer for a token still within its expiry, else undefined. */
function hit(cache: Lru<string, Verified>, token: string): Auth | undefined {
  const h = cache.get(token);
  if (h === undefined) return undefined;
  if (h.exp === undefined || h.exp + 30 > Date.now() / 1000) return h.auth;
  cache.delete(token);
  return undefined;
}

function bearer(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  // The common form, "Bearer <token>", without a regular expression; anything else as before.
  // (A token's own characters are ASCII; Node's parser refuses line breaks in a header.)
  const first = authorization.charCodeAt(7);
  const last = authorization.charCodeAt(authorization.length - 1);
  if (authorization.startsWith("Bearer ") && first > 32 && first < 127 && last > 32 && last < 127) {
    return authorization.slice(7);
  }
  const m = /^bearer\s+(.+)$/i.exec(authorization.trim());
  return m ? m[1]!.trim() : undefined;
}

/**
 * The same answer as authenticate, without a promise, when everything it needs is cached (the
 * usual request: the same apikey and token again); undefined when authenticate must run.
 */
export function authenticateCached(authorization: string | undefined, apikey: string | undefined, secret: string): Auth | undefined {
  if (!apikey) return undefined;
  const cache = verifiedBySecret.get(secret);
  if (!cache) return undefined;
  const token = bearer(authorization) ?? apikey;
  if (token !== apikey && hit(cache, apikey) === undefined) return undefined;
  return hit(cache, token);
}

export async function authenticate(authorization: string | undefined, apikey: string | undefined, secret: string): Promise<Auth> {
  if (!apikey) {
    throw new RestError(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found.");
  }
  const token = bearer(authorization) ?? apikey;
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
  const cache = cacheFor(secret);
  const cached = hit(cache, token);
  if (cached) return cached;
  if (token.split(".").length !== 3) throw invalid("PGRST301", "Expected 3 parts in JWT; got " + token.split(".").length);
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"], clockTolerance: 30 });
    const role = typeof payload.role === "string" && payload.role !== "" ? payload.role : "anon";
    const claims = { ...payload, role };
    const auth: Auth = { role, claims, claimsJson: JSON.stringify(claims) };
    if (verifiedCacheSize() >= CACHE_MAX) {
      // The least recently used entry of the largest secret's cache goes (one secret in practice).
      let largest = cache;
      for (const m of verifiedBySecret.values()) if (m.size > largest.size) largest = m;
      largest.dropOldest();
    }
    cache.set(token, { auth, exp: payload.exp });
    return auth;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw invalid("PGRST303", "JWT expired");
    if (e instanceof errors.JWTClaimValidationFailed) throw invalid("PGRST303", e.message);
    throw invalid("PGRST301", "JWSError JWSInvalidSignature");
  }
}
