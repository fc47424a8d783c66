// GoTrue-compatible auth service under /auth/v1: apikey check, version header, error shape,
// and the endpoint groups.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { BadBodyError } from "../bad-body-error.js";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable.js";
import { DISK_FULL_MESSAGE, isDiskFull } from "../disk.js";
import { createMailer } from "../mail/mailer.js";
import { API_VERSION, AuthError, OAuthError, sendAuthError } from "./errors.js";
import { adminRoutes } from "./routes-admin.js";
import { mailRoutes } from "./routes-mail.js";
import { mfaRoutes } from "./routes-mfa.js";
import { otpRoutes } from "./routes-otp.js";
import { inviteRoutes } from "./invite.js";
import { oauthRoutes } from "./routes-oauth.js";
import { tokenRoutes } from "./routes-token.js";
import { userRoutes } from "./routes-user.js";
import { deleteAccountRoutes, type AccountDeleteHooks } from "./routes-delete-account.js";
import { exportAccountRoutes } from "./routes-export-account.js";
import { sessionRoutes } from "./routes-sessions.js";

/** Browser navigations carry no headers, so these need no apikey (docs/wire-protocol.md §1.3). */
const openRoutes = ["/auth/v1/verify", "/auth/v1/callback", "/auth/v1/authorize", "/auth/v1/.well-known/jwks.json", "/auth/v1/health"];

/**
 * Answers for "the server cannot write now": 503 with Retry-After, never 507 or 500. auth-js
 * treats a 5xx as retryable, so a refresh that meets a full disk or a lost database keeps the
 * user's session instead of signing them out (a 507 would not). Sign-out is never refused: it
 * only deletes.
 */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const diskFullError = () => new AuthError(503, "unexpected_failure", DISK_FULL_MESSAGE, {});
const unavailableError = () => new AuthError(503, "unexpected_failure", DATABASE_UNAVAILABLE_MESSAGE, {});

export function apiKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers.apikey;
  if (typeof header === "string" && header) return header;
  const q = (req.query as Record<string, unknown> | undefined)?.apikey;
  return typeof q === "string" && q ? q : undefined;
}

/** The auth service; hooks let other services act on account events without auth importing them. */
export function authPlugin(ctx: AppContext, hooks: AccountDeleteHooks = {}): FastifyPluginAsync {
  return async (app) => {
    const mailer = createMailer(ctx.config, app.log);

    // A repeated query parameter (`?token=a&token=b`) counts once, by its first value, as in
    // GoTrue (Go's Query().Get); handlers read strings, never arrays (the fuzz bench found a 500).
    app.addHook("preValidation", async (req) => {
      const q = req.query as Record<string, unknown> | undefined;
      if (q) for (const [k, v] of Object.entries(q)) if (Array.isArray(v)) q[k] = v[0];
    });

    app.addHook("onRequest", async (req, reply) => {
      reply.header("X-Supabase-Api-Version", API_VERSION);
      // The route Fastify matched, not the URL's spelling (encoded letters, doubled slashes).
      const path = req.routeOptions.url ?? "";
      if (req.method === "OPTIONS" || openRoutes.includes(path)) return;
      const key = apiKeyOf(req);
      if (!key) return reply.code(401).send({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      if (key !== ctx.keys.anon && key !== ctx.keys.serviceRole) return reply.code(401).send({ message: "Invalid API key" });
      // Below DISK_RESERVE_MB every write is refused before it starts (as REST and storage do).
      if (WRITE_METHODS.has(req.method) && path !== "/auth/v1/logout" && (await ctx.disk.low())) {
        reply.header("Retry-After", "60");
        return sendAuthError(reply, diskFullError());
      }
    });

    app.setErrorHandler((err: FastifyError | AuthError | OAuthError, req, reply) => {
      if (err instanceof AuthError || err instanceof OAuthError) return sendAuthError(reply, err);
      if (err instanceof BadBodyError) return sendAuthError(reply, new AuthError(400, "bad_json", "Could not parse request body as JSON"));
      const status = (err as FastifyError).statusCode;
      if (status === 413) return sendAuthError(reply, new AuthError(413, "request_too_large", "Request body is too large"));
      if (status && status >= 400 && status < 500) return sendAuthError(reply, new AuthError(status, "validation_failed", err.message));
      if (isDiskFull(err)) {
        // A write that failed for lack of space: logged once by the guard, nothing was saved.
        ctx.disk.forget();
        ctx.disk.noteFull({ err });
        reply.header("Retry-After", "60");
        return sendAuthError(reply, diskFullError());
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, "auth request: the database is unavailable");
        reply.header("Retry-After", "1");
        return sendAuthError(reply, unavailableError());
      }
      req.log.error({ err }, "auth request failed");
      return sendAuthError(reply, new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"));
    });

    app.get("/health", async () => ({ version: "worldloom-auth", name: "GoTrue", description: "Worldloom's GoTrue-compatible auth service" }));
    app.get("/settings", async () => ({
      external: { email: true, phone: false, google: Boolean(ctx.config.google), anonymous_users: ctx.config.anonymousSignIns },
      disable_signup: ctx.config.disableSignup,
      mailer_autoconfirm: ctx.config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
      passkeys_enabled: false,
      password_min_length: ctx.config.minPasswordLength,
    }));

    await app.register(tokenRoutes(ctx, mailer));
    await app.register(mailRoutes(ctx, mailer));
    await app.register(userRoutes(ctx, mailer));
    await app.register(deleteAccountRoutes(ctx, hooks));
    await app.register(exportAccountRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(oauthRoutes(ctx));
    await app.register(adminRoutes(ctx));
    await app.register(mfaRoutes(ctx));
    await app.register(otpRoutes(ctx, mailer));
    await app.register(inviteRoutes(ctx, mailer));
  };
}
