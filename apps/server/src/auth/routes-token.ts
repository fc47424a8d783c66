// POST /signup and POST /token (password, refresh_token, pkce grants).
import { newAccountMetadata } from "./account-metadata.js";
import { createHash, randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Mailer } from "../mail/mailer.js";
import { AuthError, OAuthError, invalidCredentials, validationFailed } from "./errors.js";
import { asBody, checkEmail, checkPassword, hashPassword, optObject, optString, passwordMatches, pkceParams } from "./input.js";
import { sendLink } from "./links.js";
import { emailBucket, hit, ipBucket, refreshBucket } from "./rate-limit.js";
import { resolveRedirect } from "./redirect.js";
import { SameCost } from "./same-cost.js";
import { renderNoticeMail } from "../mail/templates.js";
import { issueSession, refreshSession, type Session } from "./sessions.js";
import { deleteFlow, lockFlowByAuthCode } from "./model/flow-state.js";
import {
  createAnonymousUser,
  createSignupUser,
  findUserByEmail,
  findUserById,
  identitiesOf,
  isBanned,
  resetUnconfirmedSignup,
  userJson,
} from "./model/users.js";

export const FLOW_STATE_TTL_SECONDS = 300;

export function tokenRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    const signupCost = new SameCost(80);
    app.post<{ Querystring: { redirect_to?: string } }>("/signup", async (req) => {
      const body = asBody(req.body);
      // signInAnonymously(): no e-mail, phone or password (GoTrue's anonymous sign-in).
      if (body.email === undefined && body.phone === undefined && body.password === undefined) {
        if (!ctx.config.anonymousSignIns) throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
        const data = await newAccountMetadata(ctx.db, "data", optObject(body, "data"));
        await hit(ctx, [ipBucket(req.ip)]);
        return ctx.db.transaction(async (tx) => {
          const userId = await createAnonymousUser(tx, data);
          return issueSession(ctx, tx, userId, "anonymous", { userAgent: req.headers["user-agent"], ip: req.ip });
        });
      }
      if (ctx.config.disableSignup) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      const email = checkEmail(optString(body, "email"));
      const password = checkPassword(ctx.config, optString(body, "password"));
      const data = await newAccountMetadata(ctx.db, "data", optObject(body, "data"));
      const pkce = pkceParams(body);
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to ?? (req.headers["redirect_to"] as string | undefined));
      await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
      const hash = await hashPassword(password);

      // A taken address answers like a fresh sign-up, at the same cost, and its owner is mailed
      // that someone tried (docs/security.md, "Enumeration").
      return signupCost.run<Session | Record<string, unknown>>(() =>
        ctx.db.transaction(async (tx) => {
          const existing = await findUserByEmail(tx, email, true);
          if (existing?.email_confirmed_at) {
            if (ctx.config.autoconfirm) throw new AuthError(422, "user_already_exists", "User already registered");
            await mailer.send(tx, renderNoticeMail("already_registered", email, ctx.config.siteUrl));
            const now = new Date().toISOString();
            const value: Record<string, unknown> = {
              id: randomUUID(),
              aud: "authenticated",
              role: "authenticated",
              email,
              phone: "",
              confirmation_sent_at: now,
              app_metadata: { provider: "email", providers: ["email"] },
              user_metadata: {},
              identities: [],
              created_at: now,
              updated_at: now,
              is_anonymous: false,
            };
            return { slow: true, value };
          }
          let userId: string;
          if (existing) {
            userId = existing.id;
            await resetUnconfirmedSignup(tx, userId, hash, data);
          } else {
            userId = await createSignupUser(tx, email, hash, data, ctx.config.autoconfirm);
          }
          if (ctx.config.autoconfirm)
            return { slow: false, value: await issueSession(ctx, tx, userId, "password", { userAgent: req.headers["user-agent"], ip: req.ip }) };
          await sendLink(ctx, mailer, tx, { userId, to: email, type: "signup", redirectTo, ...(pkce ? { pkce } : {}) });
          const user = (await findUserById(tx, userId))!;
          return { slow: true, value: userJson(user, await identitiesOf(tx, userId)) };
        }),
      );
    });

    app.post<{ Querystring: { grant_type?: string } }>("/token", async (req) => {
      const body = asBody(req.body);
      const grant = req.query.grant_type ?? (typeof body.grant_type === "string" ? body.grant_type : undefined);
      const meta = { userAgent: req.headers["user-agent"], ip: req.ip };
      switch (grant) {
        case "password": {
          const rawEmail = optString(body, "email");
          const password = optString(body, "password");
          if (!rawEmail && !optString(body, "phone")) throw validationFailed("You must provide either an email or phone number and a password");
          if (!password) throw invalidCredentials();
          const email = rawEmail!.trim().toLowerCase();
          await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
          const user = await findUserByEmail(ctx.db, email);
          // passwordMatches costs a bcrypt comparison even without a user: no timing tells them apart.
          if (!(await passwordMatches(password, user?.encrypted_password ?? null)) || !user) throw invalidCredentials();
          if (isBanned(user)) throw new AuthError(400, "user_banned", "User is banned");
          if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
          return ctx.db.transaction((tx) => issueSession(ctx, tx, user.id, "password", meta));
        }
        case "refresh_token": {
          const token = optString(body, "refresh_token");
          if (!token) throw new OAuthError(400, "invalid_request", "refresh_token required");
          await hit(ctx, [refreshBucket(req.ip)]);
          const result = await ctx.db.transaction((tx) => refreshSession(ctx, tx, token));
          // A late reuse revokes the session and that must stick, so the error comes after commit.
          if (result instanceof AuthError) throw result;
          return result;
        }
        case "pkce": {
          const authCode = optString(body, "auth_code");
          const verifier = optString(body, "code_verifier");
          if (!authCode || !verifier) throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
          return exchangePkce(ctx, authCode, verifier, meta);
        }
        default:
          throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
      }
    });
  };
}

async function exchangePkce(ctx: AppContext, authCode: string, verifier: string, meta: { userAgent?: string; ip?: string }): Promise<Session> {
  const result = await ctx.db.transaction(async (tx): Promise<Session | AuthError> => {
    const flow = await lockFlowByAuthCode(tx, authCode);
    if (!flow) return new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    if (flow.age_seconds > FLOW_STATE_TTL_SECONDS) {
      await deleteFlow(tx, flow.id);
      return new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const expected = flow.code_challenge_method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
    if (expected !== flow.code_challenge) return new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    await deleteFlow(tx, flow.id);
    const method = flow.authentication_method === "recovery" ? "recovery" : flow.authentication_method === "oauth" ? "oauth" : "otp";
    const session = await issueSession(ctx, tx, flow.user_id!, method, meta);
    if (flow.provider_access_token) session.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) session.provider_refresh_token = flow.provider_refresh_token;
    return session;
  });
  if (result instanceof AuthError) throw result;
  return result;
}
