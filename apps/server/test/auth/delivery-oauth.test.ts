import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAtProvider, startOidcProvider, type OidcProvider } from "../support/oidc.js";
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

describe("auth: mail through SMTP, and Google through a real OIDC provider (oidc-provider)", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let oidc: OidcProvider;

  beforeAll(async () => {
    smtp = await startSmtp();
    oidc = await startOidcProvider({ sub: "google-123", email: "explorer@example.com", name: "Iris Explorer", picture: "https://example.com/a.png" });
    server = await startTestServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ...oidc.env,
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
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.url}/create`)}`, {
      redirect: "manual",
    });
    expect(start.status).toBe(302);
    const toProvider = new URL(start.headers.get("location")!);
    expect(toProvider.origin + toProvider.pathname).toBe(`${oidc.base}/auth`);
    expect(toProvider.searchParams.get("client_id")).toBe("google-client");
    expect(toProvider.searchParams.get("code_challenge_method")).toBe("S256");
    expect(toProvider.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    const callback = await signInAtProvider(toProvider.toString());
    expect(callback.origin + callback.pathname).toBe(`${server.url}/auth/v1/callback`);
    expect(callback.searchParams.get("iss")).toBe(oidc.base);
    const { location } = await openLink(callback.toString());
    expect(location.pathname).toBe("/create");
    const frag = fragmentParams(location);
    const providerToken = frag.get("provider_token")!;
    expect(providerToken.length).toBeGreaterThan(20);
    // The provider token is the provider's own: its userinfo endpoint answers for it.
    const me = await fetch(`${oidc.base}/me`, { headers: { authorization: `Bearer ${providerToken}` } });
    expect(((await me.json()) as { email: string }).email).toBe("explorer@example.com");
    const sb = server.client();
    const set = await sb.auth.setSession({ access_token: frag.get("access_token")!, refresh_token: frag.get("refresh_token")! });
    expect(set.error).toBeNull();
    const user = (await sb.auth.getUser()).data.user!;
    expect(user.email).toBe("explorer@example.com");
    expect(user.app_metadata.providers).toContain("google");
    expect(user.identities?.map((i) => i.provider)).toEqual(["google"]);
    expect(user.identities?.[0]?.identity_data).toMatchObject({ sub: "google-123", iss: oidc.base, email_verified: true, full_name: "Iris Explorer" });
    expect(user.user_metadata.avatar_url).toBe("https://example.com/a.png");
    // A replayed state is refused.
    const again = await openLink(callback.toString());
    expect(again.location.searchParams.get("error_code")).toBe("bad_oauth_state");
  });

  it("signs in with Google through PKCE and links to the same user the second time", async () => {
    const verifier = "v".repeat(50);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google&code_challenge=${challenge}&code_challenge_method=s256`, { redirect: "manual" });
    const { location } = await openLink((await signInAtProvider(start.headers.get("location")!)).toString());
    const code = location.searchParams.get("code")!;
    // supabase-js would send the verifier it stored when it started the flow; send ours.
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { provider_token: string; user: { email: string; identities: unknown[] } };
    expect(session.provider_token.length).toBeGreaterThan(20);
    expect(session.user.email).toBe("explorer@example.com");
    expect(session.user.identities).toHaveLength(1);
    const identities = await server.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from auth.identities where provider = 'google' and provider_id = 'google-123'`,
    );
    expect(identities.rows[0]!.n).toBe(1);
  });

  /** Starts a sign-in, lets `tamper` change the request to the provider, and opens the callback. */
  const googleSignIn = async (tamper: (toProvider: URL) => void = () => undefined) => {
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google`, { redirect: "manual" });
    const toProvider = new URL(start.headers.get("location")!);
    tamper(toProvider);
    const { location } = await openLink((await signInAtProvider(toProvider.toString())).toString());
    return fragmentParams(location);
  };

  it("refuses an id_token with another nonce than the one the server sent", async () => {
    const frag = await googleSignIn((u) => u.searchParams.set("nonce", "a-nonce-the-server-never-made"));
    expect(frag.get("error_code")).toBe("bad_oauth_callback");
    expect(frag.get("error_description")).toBe("The provider's id_token has the wrong nonce");
    expect(frag.get("access_token")).toBeNull();
  });

  it("refuses an id_token from another issuer or signed with keys other than the provider's", async () => {
    const google = server.ctx.config.google!;
    const saved = { ...google };
    const other = await startOidcProvider({ sub: "google-123", email: "explorer@example.com", name: "Iris Explorer" });
    try {
      for (const change of [{ issuer: "https://accounts.google.com" }, { jwksUrl: `${other.base}/jwks` }]) {
        Object.assign(google, change);
        const refused = await googleSignIn();
        Object.assign(google, saved);
        expect(refused.get("error_description")).toBe("The provider's id_token could not be verified");
      }
    } finally {
      Object.assign(google, saved);
      await other.close();
    }
    expect((await googleSignIn()).get("access_token")).toBeTruthy();
  });
});
