// The one JWT check of every service: HS256 with the server's secret and 30 s of clock skew, as
// GoTrue and PostgREST do (docs/wire-protocol.md §2.6, §3.13, §5.2). The auth service
// (auth/jwt.ts) and the data and storage services (caller.ts) turn its failures into their own
// wire errors; the check itself, and the cache of tokens already verified, is here once.
import { jwtVerify, type JWTPayload } from "jose";
import { secretKey } from "./keys.js";
import { Lru } from "./lru.js";

// Verified tokens, so a client sending the same JWT again skips the HMAC: a bounded LRU per secret
// (the least recently used goes first). Expiry is still checked on every hit, with the same skew.
interface Verified {
  payload: JWTPayload;
  exp: number | undefined;
}
const SKEW_S = 30;
const CACHE_MAX = 2000;
const verifiedBySecret = new Map<string, Lru<string, Verified>>();

/** For tests: how many verified tokens the cache holds. */
export const verifiedCacheSize = (): number => {
  let n = 0;
  for (const m of verifiedBySecret.values()) n += m.size;
  return n;
};

/** The payload of a token verified before and still within its expiry, else undefined (no promise). */
export function verifiedBefore(token: string, secret: string): JWTPayload | undefined {
  const cache = verifiedBySecret.get(secret);
  const h = cache?.get(token);
  if (h === undefined) return undefined;
  if (h.exp === undefined || h.exp + SKEW_S > Date.now() / 1000) return h.payload;
  cache!.delete(token);
  return undefined;
}

/** The token's payload when we signed it and it is in date; otherwise throws jose's error as it is. */
export async function verifyToken(token: string, secret: string): Promise<JWTPayload> {
  const cached = verifiedBefore(token, secret);
  if (cached) return cached;
  const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"], clockTolerance: SKEW_S });
  let cache = verifiedBySecret.get(secret);
  if (!cache) verifiedBySecret.set(secret, (cache = new Lru(CACHE_MAX)));
  if (verifiedCacheSize() >= CACHE_MAX) {
    // The least recently used entry of the largest secret's cache goes (one secret in practice).
    let largest = cache;
    for (const m of verifiedBySecret.values()) if (m.size > largest.size) largest = m;
    largest.dropOldest();
  }
  cache.set(token, { payload, exp: payload.exp });
  return payload;
}

/** The token of an Authorization header ("Bearer <token>", any case and spacing), or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
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
