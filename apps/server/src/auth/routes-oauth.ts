// Google sign-in: a real OAuth 2.0 / OIDC authorization-code flow with state and PKCE towards
// the provider (its endpoints are configurable, so tests use a local OIDC provider). The id_token
// is verified (issuer, audience, signature from the provider's JWKS, and our nonce).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { requireUser } from "./current-user.js";
import { requireAal2IfEnrolled } from "./require-aal.js";
import { AuthError, validationFailed, type AuthErrorCode } from "./errors.js";
import { nonceFor, verifyIdToken } from "./id-token.js";
import { pkceParams } from "./input.js";
import { resolveRedirect, withFragment, withQuery } from "./redirect.js";
import { insertOAuthCodeFlow, insertProviderFlow, takeProviderFlow } from "./model/flow-state.js";
import {
  addGoogleToUser,
  createGoogleUser,
  deleteIdentity,
  findUserIdByGoogleSubject,
  lockIdentitiesOf,
  setProviders,
  upsertGoogleIdentity,
} from "./model/identities.js";
import { emailInUse, findConfirmedUserIdByEmail, userExists } from "./model/users.js";
import { issueSession } from "./sessions.js";

const reserved = new Set([
  "client_id",
  "client_secret",
  "redirect_uri",
  "response_type",
  "state",
  "code_challenge",
  "code_challenge_method",
  "code_verifier",
  "nonce",
  "provider",
  "redirect_to",
  "scopes",
  "apikey",
  "skip_http_redirect",
]);
const STATE_TTL_SECONDS = 600;

interface GoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export function oauthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const authorize = async (req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply: FastifyReply, linkTo?: string) => {
      const q = req.query;
      const google = ctx.config.google;
      const refusal =
        q.provider !== "google"
          ? validationFailed(`Unsupported provider: ${q.provider ?? "none given"}`)
          : !google
            ? new AuthError(400, "validation_failed", "Unsupported provider: provider is not enabled")
            : undefined;
      if (refusal) {
        // A browser that navigated here (signInWithOAuth) goes back to the app with the error in
        // the URL, where the app shows it, instead of landing on a JSON page; API callers and
        // skip_http_redirect get GoTrue's JSON answer.
        const browser = (req.headers.accept ?? "").includes("text/html") && q.skip_http_redirect !== "true";
        if (!browser) throw refusal;
        const p = { error: "invalid_request", error_code: refusal.code, error_description: refusal.message };
        const back = resolveRedirect(ctx.config, q.redirect_to);
        return reply.redirect(withFragment(q.code_challenge ? withQuery(back, p) : back, { ...p, sb: "" }), 303);
      }
      if (!google) throw new AuthError(400, "validation_failed", "Unsupported provider: provider is not enabled");
      const pkce = pkceParams({ code_challenge: q.code_challenge, code_challenge_method: q.code_challenge_method });
      const redirectTo = resolveRedirect(ctx.config, q.redirect_to);
      const providerVerifier = randomBytes(32).toString("base64url");
      const state = randomUUID();
      // A linking flow remembers whose account the identity joins (user_id); a sign-in has none.
      await insertProviderFlow(ctx.db, {
        state,
        linkTo: linkTo ?? null,
        challengeMethod: pkce?.method ?? "plain",
        challenge: pkce?.challenge ?? "",
        authenticationMethod: pkce ? "oauth" : "oauth_implicit",
        referrer: redirectTo,
        providerVerifier,
      });
      const url = new URL(google.authorizationUrl);
      const scopes = ["openid", "email", "profile", ...(q.scopes ? q.scopes.split(/[ ,]+/) : [])];
      url.searchParams.set("client_id", google.clientId);
      url.searchParams.set("redirect_uri", `${ctx.config.apiExternalUrl}/auth/v1/callback`);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", [...new Set(scopes.filter(Boolean))].join(" "));
      url.searchParams.set("state", state);
      url.searchParams.set("code_challenge", createHash("sha256").update(providerVerifier).digest("base64url"));
      url.searchParams.set("code_challenge_method", "S256");
      url.searchParams.set("nonce", nonceFor(providerVerifier));
      for (const [k, v] of Object.entries(q)) if (v !== undefined && !reserved.has(k)) url.searchParams.set(k, v);
      if (q.skip_http_redirect === "true" || linkTo) return { url: url.toString() };
      return reply.redirect(url.toString(), 302);
    };

    app.get<{ Querystring: Record<string, string | undefined> }>("/authorize", (req, reply) => authorize(req, reply));

    // linkIdentity(): the same provider flow, started by a signed-in user; the callback adds the
    // provider's identity to their account instead of signing anyone in by it.
    app.get<{ Querystring: Record<string, string | undefined> }>("/user/identities/authorize", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      if (caller.user.is_anonymous) throw new AuthError(422, "validation_failed", "Anonymous users cannot link an identity before they have an e-mail address");
      return authorize(req, reply, caller.user.id);
    });

    // unlinkIdentity(): never the last way in, never someone else's identity.
    app.delete<{ Params: { id: string } }>("/user/identities/:id", async (req) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw new AuthError(404, "identity_not_found", "Identity doesn't exist");
      await ctx.db.transaction(async (tx) => {
        const all = await lockIdentitiesOf(tx, caller.user.id);
        const it = all.find((i) => i.id === req.params.id);
        if (!it) throw new AuthError(404, "identity_not_found", "Identity doesn't exist");
        if (all.length <= 1) throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
        await deleteIdentity(tx, it.id);
        await setProviders(tx, caller.user.id, [...new Set(all.filter((i) => i.id !== it.id).map((i) => i.provider))]);
      });
      return {};
    });

    const callback = async (params: Record<string, string | undefined>, reply: FastifyReply) => {
      const google = ctx.config.google;
      const state = params.state ?? "";
      const flow = /^[0-9a-f-]{36}$/i.test(state) ? await takeProviderFlow(ctx.db, state) : undefined;
      if (!google || !flow || flow.age > STATE_TTL_SECONDS) {
        const p = {
          error: "invalid_request",
          error_code: "bad_oauth_state" satisfies AuthErrorCode,
          error_description: "OAuth state is invalid or has expired",
        };
        return reply.redirect(withFragment(withQuery(ctx.config.siteUrl, p), { ...p, sb: "" }), 303);
      }
      const pkce = flow.authentication_method === "oauth";
      const fail = (code: AuthErrorCode, description: string) => {
        const p = { error: "server_error", error_code: code, error_description: description };
        return reply.redirect(withFragment(pkce ? withQuery(flow.referrer, p) : flow.referrer, { ...p, sb: "" }), 302);
      };
      if (params.error) return fail("bad_oauth_callback", params.error_description ?? params.error);
      if (!params.code) return fail("bad_oauth_callback", "OAuth callback with missing authorization code");

      let tokens: { access_token?: string; refresh_token?: string; id_token?: string };
      let profile: GoogleProfile;
      let idSubject: string | undefined;
      try {
        const tokenRes = await fetch(google.tokenUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code: params.code,
            redirect_uri: `${ctx.config.apiExternalUrl}/auth/v1/callback`,
            client_id: google.clientId,
            client_secret: google.clientSecret,
            code_verifier: flow.provider_code_verifier,
          }),
        });
        tokens = (await tokenRes.json()) as typeof tokens;
        if (!tokenRes.ok || !tokens.access_token) return fail("bad_oauth_callback", "The provider did not accept the authorization code");
        if (typeof tokens.id_token === "string") {
          const verified = await verifyIdToken(google, tokens.id_token, nonceFor(flow.provider_code_verifier));
          if ("error" in verified) return fail("bad_oauth_callback", verified.error);
          idSubject = verified.sub;
        }
        const infoRes = await fetch(google.userinfoUrl, { headers: { authorization: `Bearer ${tokens.access_token}` } });
        profile = (await infoRes.json()) as GoogleProfile;
        if (!infoRes.ok || !profile.sub) return fail("bad_oauth_callback", "The provider did not return the user's profile");
        if (idSubject !== undefined && profile.sub !== idSubject) return fail("bad_oauth_callback", "The provider's profile and id_token name different users");
      } catch {
        return fail("bad_oauth_callback", "Could not reach the sign-in provider");
      }
      const email = profile.email?.toLowerCase();
      const verified = profile.email_verified === true || profile.email_verified === "true";
      if (!email) return fail("bad_oauth_callback", "Error getting user email from external provider");
      const identityData = {
        iss: google.issuer,
        sub: profile.sub,
        provider_id: profile.sub,
        email,
        email_verified: verified,
        phone_verified: false,
        ...(profile.name ? { name: profile.name, full_name: profile.name } : {}),
        ...(profile.picture ? { picture: profile.picture, avatar_url: profile.picture } : {}),
      };

      const result = await ctx.db.transaction(async (tx) => {
        let userId = await findUserIdByGoogleSubject(tx, profile.sub);
        if (flow.user_id) {
          // Linking: the identity joins the signed-in user's account, unless another account has it.
          if (userId && userId !== flow.user_id) return "identity_taken" as const;
          if (!(await userExists(tx, flow.user_id))) return "identity_taken" as const;
          userId = flow.user_id;
        }
        if (!userId && verified) {
          userId = await findConfirmedUserIdByEmail(tx, email);
        }
        if (!userId) {
          if (await emailInUse(tx, email)) return "conflict" as const;
          if (ctx.config.disableSignup) return "signup_disabled" as const;
          userId = await createGoogleUser(tx, email, identityData, verified);
        } else {
          await addGoogleToUser(tx, userId, identityData);
        }
        await upsertGoogleIdentity(tx, profile.sub, userId, identityData);
        if (pkce) {
          const code = randomUUID();
          await insertOAuthCodeFlow(tx, {
            userId,
            code,
            challengeMethod: flow.code_challenge_method,
            challenge: flow.code_challenge,
            referrer: flow.referrer,
            providerAccessToken: tokens.access_token,
            providerRefreshToken: tokens.refresh_token ?? null,
          });
          return { code };
        }
        return { session: await issueSession(ctx, tx, userId, "oauth") };
      });
      if (result === "conflict") return fail("email_exists", "A user with this email already exists and has not confirmed it");
      if (result === "signup_disabled") return fail("signup_disabled", "Signups not allowed for this instance");
      if (result === "identity_taken") return fail("identity_already_exists", "Identity is already linked to another user");
      if ("code" in result && result.code) return reply.redirect(withQuery(flow.referrer, { code: result.code }), 302);
      const s = result.session;
      return reply.redirect(
        withFragment(flow.referrer, {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          provider_token: tokens.access_token!,
          ...(tokens.refresh_token ? { provider_refresh_token: tokens.refresh_token } : {}),
          refresh_token: s.refresh_token,
          sb: "",
          token_type: "bearer",
        }),
        302,
      );
    };

    app.get<{ Querystring: Record<string, string | undefined> }>("/callback", (req, reply) => callback(req.query, reply));
    app.post<{ Body: Record<string, string | undefined> }>("/callback", (req, reply) =>
      callback((req.body ?? {}) as Record<string, string | undefined>, reply),
    );
  };
}
