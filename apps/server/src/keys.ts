// The anon and service-role API keys: long-lived HS256 JWTs signed with the server's secret,
// the same shape as Supabase's legacy keys. They are derived, not stored: the same secret
// always gives the same keys.
import { SignJWT } from "jose";

export interface ApiKeys {
  anon: string;
  serviceRole: string;
}

/** Fixed issue time and a far expiry, so the keys stay stable across restarts. */
const ISSUED_AT = 1_763_769_600; // 2025-11-22T00:00:00Z
const EXPIRES_AT = 4_102_444_800; // 2100-01-01T00:00:00Z

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

async function sign(role: string, secret: string): Promise<string> {
  return new SignJWT({ role, iss: "worldloom" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(ISSUED_AT)
    .setExpirationTime(EXPIRES_AT)
    .sign(secretKey(secret));
}

export async function deriveKeys(secret: string): Promise<ApiKeys> {
  return { anon: await sign("anon", secret), serviceRole: await sign("service_role", secret) };
}
