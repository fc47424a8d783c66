import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { fragmentParams, openLink, uniqueEmail } from "./helpers.js";

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (d: Buffer) => (raw += d.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/**
 * A small OpenID Connect provider on loopback standing in for Google: authorize redirects
 * back with a code (the user consents at once), token checks the code, client secret and
 * PKCE verifier, userinfo answers for the access token.
 */
async function startOidc(profile: { sub: string; email: string; name: string }) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/authorize") {
      const code = `code-${codes.size + 1}`;
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
        const verifierOk = grant && createHash("sha256").update(p.get("code_verifier") ?? "").digest("base64url") === grant.challenge;
        if (!grant || !verifierOk || p.get("client_secret") !== "google-secret" || p.get("redirect_uri") !== grant.redirectUri) {
          res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "invalid_grant" }));
          return;
        }
        codes.delete(p.get("code")!);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: "google-access", refresh_token: "google-refresh", token_type: "Bearer", expires_in: 3600 }));
      });
      return;
    }
    if (url.pathname === "/userinfo" && req.headers.authorization === "Bearer google-access") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...profile, email_verified: true, picture: "https://example.com/a.png" }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("auth: mail through SMTP, and Google through an OIDC provider", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let oidc: Awaited<ReturnType<typeof startOidc>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    oidc = await startOidc({ sub: "google-123", email: "explorer@example.com", name: "Iris Explorer" });
    server = await startTestServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        GOOGLE_CLIENT_ID: "google-client",
        GOOGLE_CLIENT_SECRET: "google-secret",
        GOOGLE_AUTHORIZATION_URL: `${oidc.base}/authorize`,
        GOOGLE_TOKEN_URL: `${oidc.base}/token`,
        GOOGLE_USERINFO_URL: `${oidc.base}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await oidc?.close();
  });

  it("sends the confirmation mail through SMTP, and its link confirms the account", async () => {
    const email = uniqueEmail("smtp");
    const { error } = await server.client().auth.signUp({ email, password: "smtp-pass" });
    expect(error).toBeNull();
    const mail = smtp.received.find((m) => m.to === email);
    expect(mail?.raw).toMatch(/Subject: Confirm your Worldloom account/);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?[^\s"<]+)/.exec(mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))?.[1];
    expect(link).toBeTruthy();
    const { location } = await openLink(link!.replace(/&amp;/g, "&"));
    expect(fragmentParams(location).get("type")).toBe("signup");
    // With SMTP configured nothing goes to the outbox, and the SPA is not sent there.
    const cfg = (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, string>;
    expect(cfg.outboxUrl).toBeUndefined();
    const outbox = (await (await fetch(`${server.url}/outbox.json`)).json()) as unknown[];
    expect(outbox).toEqual([]);
  });

  it("signs in with Google (implicit flow): redirect to the provider, callback, session in the fragment", async () => {
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.url}/create`)}`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const toProvider = new URL(start.headers.get("location")!);
    expect(toProvider.origin + toProvider.pathname).toBe(`${oidc.base}/authorize`);
    expect(toProvider.searchParams.get("client_id")).toBe("google-client");
    expect(toProvider.searchParams.get("code_challenge_method")).toBe("S256");
    const providerAnswer = await fetch(toProvider, { redirect: "manual" });
    const callback = new URL(providerAnswer.headers.get("location")!);
    expect(callback.pathname).toBe("/auth/v1/callback");
    const { location } = await openLink(callback.toString());
    expect(location.pathname).toBe("/create");
    const frag = fragmentParams(location);
    expect(frag.get("provider_token")).toBe("google-access");
    const sb = server.client();
    const set = await sb.auth.setSession({ access_token: frag.get("access_token")!, refresh_token: frag.get("refresh_token")! });
    expect(set.error).toBeNull();
    const user = (await sb.auth.getUser()).data.user!;
    expect(user.email).toBe("explorer@example.com");
    expect(user.app_metadata.providers).toContain("google");
    expect(user.identities?.map((i) => i.provider)).toEqual(["google"]);
    // A replayed state is refused.
    const again = await openLink(callback.toString());
    expect(again.location.searchParams.get("error_code")).toBe("bad_oauth_state");
  });

  it("signs in with Google through PKCE and links to the same user the second time", async () => {
    const verifier = "v".repeat(50);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google&code_challenge=${challenge}&code_challenge_method=s256`, { redirect: "manual" });
    const providerAnswer = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const { location } = await openLink(providerAnswer.headers.get("location")!);
    const code = location.searchParams.get("code")!;
    // supabase-js would send the verifier it stored when it started the flow; send ours.
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { provider_token: string; user: { email: string; identities: unknown[] } };
    expect(session.provider_token).toBe("google-access");
    expect(session.user.email).toBe("explorer@example.com");
    expect(session.user.identities).toHaveLength(1);
  });
});
