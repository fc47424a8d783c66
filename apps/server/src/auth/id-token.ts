// The provider's id_token: signed with a key from its JWKS, issued by GOOGLE_ISSUER for our
// client id, carrying the nonce we sent with the authorization request.
import { createHash } from "node:crypto";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { GoogleConfig } from "../config.js";

// The nonce is derived from the flow's secret PKCE verifier, so it needs no column of its own
// and is known again at the callback without being sent anywhere but to the provider.
export const nonceFor = (providerVerifier: string) => createHash("sha256").update(`nonce.${providerVerifier}`).digest("base64url");

// One key set per JWKS URL: jose caches the keys and refetches when an unknown kid shows up.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

// Google documents both spellings of its issuer in id_tokens.
const issuers = (issuer: string) => (issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer]);

/** Verifies the provider's id_token; returns its subject, or a reason it is refused. */
export async function verifyIdToken(google: GoogleConfig, idToken: string, nonce: string): Promise<{ sub: string } | { error: string }> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(google.jwksUrl), { issuer: issuers(google.issuer), audience: google.clientId, clockTolerance: 30 });
    if (payload.nonce !== nonce) return { error: "The provider's id_token has the wrong nonce" };
    if (!payload.sub) return { error: "The provider's id_token has no subject" };
    return { sub: payload.sub };
  } catch {
    return { error: "The provider's id_token could not be verified" };
  }
}
