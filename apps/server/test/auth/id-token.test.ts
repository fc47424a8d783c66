// The id_token checks on their own, against a real OIDC provider's JWKS: a token signed with the
// provider's key passes only with the right issuer, audience, nonce and lifetime.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoogleConfig } from "../../src/config.js";
import { nonceFor, verifyIdToken } from "../../src/auth/id-token.js";
import { startOidcProvider, type OidcProvider } from "../support/oidc.js";

describe("Google id_token verification", () => {
  let oidc: OidcProvider;
  let other: OidcProvider;
  let google: GoogleConfig;
  const nonce = nonceFor("a-provider-verifier");
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    [oidc, other] = await Promise.all([
      startOidcProvider({ sub: "s-1", email: "a@example.com", name: "A" }),
      startOidcProvider({ sub: "s-1", email: "a@example.com", name: "A" }),
    ]);
    google = {
      clientId: oidc.env.GOOGLE_CLIENT_ID!,
      clientSecret: oidc.env.GOOGLE_CLIENT_SECRET!,
      authorizationUrl: oidc.env.GOOGLE_AUTHORIZATION_URL!,
      tokenUrl: oidc.env.GOOGLE_TOKEN_URL!,
      userinfoUrl: oidc.env.GOOGLE_USERINFO_URL!,
      issuer: oidc.base,
      jwksUrl: `${oidc.base}/jwks`,
    };
  });
  afterAll(async () => {
    await oidc?.close();
    await other?.close();
  });

  const claims = (extra: Record<string, unknown> = {}) => ({ iss: oidc.base, aud: google.clientId, sub: "s-1", nonce, iat: now(), exp: now() + 300, ...extra });

  it("accepts a token signed by the provider for this client with our nonce", async () => {
    expect(await verifyIdToken(google, await oidc.signIdToken(claims()), nonce)).toEqual({ sub: "s-1" });
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ aud: ["another-client", google.clientId] })), nonce)).toEqual({ sub: "s-1" });
  });

  it("refuses another audience, another issuer, an expired token and other keys", async () => {
    const refused = { error: "The provider's id_token could not be verified" };
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ aud: "someone-else" })), nonce)).toEqual(refused);
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ iss: "https://accounts.google.com" })), nonce)).toEqual(refused);
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ iat: now() - 7200, exp: now() - 3600 })), nonce)).toEqual(refused);
    expect(await verifyIdToken(google, await other.signIdToken(claims()), nonce)).toEqual(refused);
    // A real signature over other claims: the subject swapped.
    const [header, , signature] = (await oidc.signIdToken(claims())).split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify(claims({ sub: "s-2" }))).toString("base64url")}.${signature}`;
    expect(await verifyIdToken(google, forged, nonce)).toEqual(refused);
    expect(await verifyIdToken(google, "not-a-jwt", nonce)).toEqual(refused);
  });

  it("takes Google's issuer with or without the scheme, as Google documents", async () => {
    const asGoogle = { ...google, issuer: "https://accounts.google.com" };
    for (const iss of ["https://accounts.google.com", "accounts.google.com"]) {
      expect(await verifyIdToken(asGoogle, await oidc.signIdToken(claims({ iss })), nonce), iss).toEqual({ sub: "s-1" });
    }
    expect(await verifyIdToken(asGoogle, await oidc.signIdToken(claims({ iss: "http://accounts.google.com" })), nonce)).toHaveProperty("error");
  });

  it("refuses a missing or different nonce", async () => {
    const wrong = { error: "The provider's id_token has the wrong nonce" };
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ nonce: nonceFor("another-flow") })), nonce)).toEqual(wrong);
    expect(await verifyIdToken(google, await oidc.signIdToken(claims({ nonce: undefined })), nonce)).toEqual(wrong);
  });
});
