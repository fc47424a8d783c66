// oidc-provider ships no types; e2e imports this file too, so the declarations are referenced here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
// A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
// Google in the contract and e2e tests. Its one "user" signs in and consents at once: the
// interaction pages finish themselves, so a browser (or `signInAtProvider`) just follows the
// redirects back to the server's callback with a code. Tokens, PKCE, the nonce, the RS256
// id_token and /me (userinfo) are the provider's own.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from "jose";
import { Provider } from "oidc-provider";
import { createMemoryAdapter } from "oidc-provider/lib/adapters/memory_adapter.js";

export const OIDC_CLIENT_ID = "google-client";
export const OIDC_CLIENT_SECRET = "google-secret";

export interface OidcProfile {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface OidcProvider {
  /** The issuer, e.g. http://127.0.0.1:41234 */
  base: string;
  /** Server env that points its Google sign-in at this provider. */
  env: Record<string, string>;
  /** Signs claims with the provider's own key (as in its JWKS), to test the checks on an id_token. */
  signIdToken(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

const loopbackCallback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/auth\/v1\/callback$/;

export async function startOidcProvider(profile: OidcProfile): Promise<OidcProvider> {
  // The issuer names the port, so listen first and answer requests once the provider exists.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `test-${randomBytes(4).toString("hex")}`, alg: "RS256", use: "sig" };
  const provider = new Provider(base, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        // The server under test listens on a random port; redirectUriAllowed below accepts any
        // loopback port for the callback path.
        redirect_uris: ["http://127.0.0.1/auth/v1/callback"],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    adapter: createMemoryAdapter(),
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      if (sub !== profile.sub) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: profile.email, email_verified: true, name: profile.name, ...(profile.picture ? { picture: profile.picture } : {}) }),
      };
    },
  });
  provider.Client.prototype.redirectUriAllowed = (uri: string) => loopbackCallback.test(uri);
  const handle = provider.callback();
  server.on("request", (req, res) => {
    if (req.url?.startsWith("/interaction/")) return void finishInteraction(provider, profile, req, res);
    handle(req, res);
  });

  return {
    base,
    env: {
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      GOOGLE_AUTHORIZATION_URL: `${base}/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/me`,
      GOOGLE_ISSUER: base,
      GOOGLE_JWKS_URL: `${base}/jwks`,
    },
    signIdToken: (claims) => new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: signingKey.kid }).sign(privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The user signs in and grants every requested scope at once. */
async function finishInteraction(
  provider: Provider,
  profile: OidcProfile,
  req: Parameters<Provider["interactionDetails"]>[0],
  res: Parameters<Provider["interactionDetails"]>[1],
) {
  try {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: profile.sub, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? "openid");
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: profile.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  } catch (e) {
    res.writeHead(400, { "content-type": "text/plain" }).end(`interaction failed: ${(e as Error).message}`);
  }
}

/**
 * Follows the provider's redirects like a browser with a cookie jar would, from the authorize
 * URL the server sent us to, until the provider sends the browser back to the server.
 */
export async function signInAtProvider(authorizeUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: "manual", headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url);
    if (url.origin !== origin) return url;
  }
  throw new Error("too many redirects at the provider");
}
