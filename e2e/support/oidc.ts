// A real local OAuth 2.0 / OIDC provider standing in for Google: authorize redirects back at once
// with a code, token checks code + client secret + PKCE verifier, userinfo answers for the token.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const OIDC_CLIENT_ID = "google-client";
export const OIDC_CLIENT_SECRET = "google-secret";

export async function startOidcProvider(profile: { sub: string; email: string; name: string }) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/authorize") {
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, { challenge: url.searchParams.get("code_challenge") ?? "", redirectUri: url.searchParams.get("redirect_uri") ?? "" });
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      req.on("data", (d: Buffer) => (body += d.toString()));
      req.on("end", () => {
        const p = new URLSearchParams(body);
        const grant = codes.get(p.get("code") ?? "");
        const verifier = p.get("code_verifier");
        const pkceOk = !grant?.challenge || (verifier && createHash("sha256").update(verifier).digest("base64url") === grant.challenge);
        if (!grant || !pkceOk || p.get("client_secret") !== OIDC_CLIENT_SECRET) {
          res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "invalid_grant" }));
          return;
        }
        codes.delete(p.get("code")!);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: "google-access", token_type: "Bearer", expires_in: 3600 }));
      });
      return;
    }
    if (url.pathname === "/userinfo" && req.headers.authorization === "Bearer google-access") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...profile, email_verified: true }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** Server env that points its Google sign-in at this provider. */
    env: {
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
