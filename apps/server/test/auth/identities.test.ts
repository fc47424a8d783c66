// Identity linking through supabase-js against a real OIDC provider on loopback: a password user
// links Google (linkIdentity), then signs in with Google into the same account; unlinkIdentity
// removes it, never the last identity and never someone else's; an identity another account owns
// cannot be linked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAtProvider, startOidcProvider, type OidcProvider } from "../support/oidc.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { fragmentParams, openLink } from "./helpers.js";

describe("auth: linkIdentity and unlinkIdentity", () => {
  let server: TestServer;
  let oidc: OidcProvider;
  beforeAll(async () => {
    oidc = await startOidcProvider({ sub: "google-link-1", email: "linker@example.com", name: "Lin Ker" });
    server = await startTestServer({ env: { ...oidc.env, RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });
  });
  afterAll(async () => {
    await server?.close();
    await oidc?.close();
  });

  it("links Google to a password account, signs in with it into the same account, and unlinks it", async () => {
    // A different e-mail than Google's: linking is by the signed-in user, not by address.
    await server.admin().auth.admin.createUser({ email: "owner-of-link@example.com", password: "link-pass-1", email_confirm: true });
    const sb = server.client();
    const { data: signed } = await sb.auth.signInWithPassword({ email: "owner-of-link@example.com", password: "link-pass-1" });
    const userId = signed.user!.id;

    const only = (await sb.auth.getUserIdentities()).data!.identities;
    expect(only.map((i) => i.provider)).toEqual(["email"]);
    const last = await sb.auth.unlinkIdentity(only[0]!);
    expect([last.error?.status, last.error?.code]).toEqual([422, "single_identity_not_deletable"]);

    const started = await sb.auth.linkIdentity({ provider: "google", options: { redirectTo: `${server.url}/profile`, skipBrowserRedirect: true } });
    expect(started.error).toBeNull();
    const callback = await signInAtProvider(started.data.url!);
    const { location } = await openLink(callback.toString());
    expect(location.pathname).toBe("/profile");
    const params = location.search.includes("code=") ? new URLSearchParams(location.search) : fragmentParams(location);
    expect(params.get("error_code")).toBeNull();

    const identities = (await sb.auth.getUserIdentities()).data!.identities;
    expect(identities.map((i) => i.provider).sort()).toEqual(["email", "google"]);
    expect((await sb.auth.getUser()).data.user!.app_metadata.providers).toEqual(expect.arrayContaining(["email", "google"]));

    // Google now signs in to this same account.
    const start = await fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.url}/create`)}`, {
      redirect: "manual",
    });
    const back = await openLink((await signInAtProvider(start.headers.get("location")!)).toString());
    const token = fragmentParams(back.location).get("access_token")!;
    const viaGoogle = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.ctx.keys.anon, authorization: `Bearer ${token}` } });
    expect(((await viaGoogle.json()) as { id: string }).id).toBe(userId);

    // Unlink Google: the password stays the way in.
    const google = identities.find((i) => i.provider === "google")!;
    expect((await sb.auth.unlinkIdentity(google)).error).toBeNull();
    expect((await sb.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(["email"]);
  });

  it("refuses to link an identity another account has, and to unlink someone else's", async () => {
    // The first account links Google…
    await server.admin().auth.admin.createUser({ email: "first@example.com", password: "first-pass-1", email_confirm: true });
    const a = server.client();
    await a.auth.signInWithPassword({ email: "first@example.com", password: "first-pass-1" });
    const la = await a.auth.linkIdentity({ provider: "google", options: { redirectTo: `${server.url}/profile`, skipBrowserRedirect: true } });
    await openLink((await signInAtProvider(la.data.url!)).toString());
    const aGoogle = (await a.auth.getUserIdentities()).data!.identities.find((i) => i.provider === "google")!;
    expect(aGoogle).toBeDefined();

    // …so a second account cannot.
    await server.admin().auth.admin.createUser({ email: "second@example.com", password: "second-pass-1", email_confirm: true });
    const b = server.client();
    await b.auth.signInWithPassword({ email: "second@example.com", password: "second-pass-1" });
    const lb = await b.auth.linkIdentity({ provider: "google", options: { redirectTo: `${server.url}/profile`, skipBrowserRedirect: true } });
    const { location } = await openLink((await signInAtProvider(lb.data.url!)).toString());
    const params = location.search.includes("error_code=") ? new URLSearchParams(location.search) : fragmentParams(location);
    expect(params.get("error_code")).toBe("identity_already_exists");
    expect((await b.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(["email"]);

    // And b cannot unlink a's identity.
    const theirs = await b.auth.unlinkIdentity(aGoogle);
    expect(theirs.error?.code).toBe("identity_not_found");
    expect((await a.auth.getUserIdentities()).data!.identities.map((i) => i.provider).sort()).toEqual(["email", "google"]);
  });
});
