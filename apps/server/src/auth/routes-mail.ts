// The e-mail link flows: GET /verify (browser link → redirect with a session or a code),
// POST /verify (verifyOtp), POST /recover and POST /resend.
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import type { Mailer } from "../mail/mailer.js";
import { makePermanent } from "./model/anonymous.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, checkEmail, optString, pkceParams } from "./input.js";
import { emailChangeCurrentColumn, OTP_TTL_SECONDS, sendLink, tokenColumn, tokenHash, type VerifyType } from "./links.js";
import { emailBucket, hit, ipBucket } from "./rate-limit.js";
import { resolveRedirect, withFragment, withQuery } from "./redirect.js";
import { SameCost } from "./same-cost.js";
import { renderNoticeMail } from "../mail/templates.js";
import { sendEmailChangeLinks } from "./secure-update.js";
import { issueSession, type AmrMethod, type Session } from "./sessions.js";
import { applyEmailChange, clearLinkToken, confirmEmailChangeSide, findUserByLinkToken, markEmailVerified } from "./model/email-tokens.js";
import { issueAuthCode, latestEmailFlowId } from "./model/flow-state.js";
import { confirmEmail, findUserByEmail, findUserByPendingEmail, type UserRow } from "./model/users.js";

const verifyTypes = ["signup", "recovery", "email_change", "magiclink", "invite", "email"] as const;
type RequestedType = (typeof verifyTypes)[number];

const expired = () => new AuthError(403, "otp_expired", "Email link is invalid or has expired");

/** What a followed link found: the user, the link type, and which token column held the token. */
interface Found {
  user: UserRow;
  type: VerifyType;
  column: { token: string; sentAt: string; tokenType: string };
}

/**
 * Finds the user a token belongs to, for the given link type ("email" = signup or magic link). An
 * e-mail change token may be the new address's or the current address's (secure-update.ts).
 */
async function userForToken(tx: Queryable, type: RequestedType, token: string): Promise<Found | undefined> {
  const candidates: VerifyType[] = type === "email" ? ["signup", "magiclink"] : [type];
  for (const t of candidates) {
    const columns = t === "email_change" ? [tokenColumn(t), emailChangeCurrentColumn] : [tokenColumn(t)];
    for (const column of columns) {
      const user = await findUserByLinkToken(tx, column, token, OTP_TTL_SECONDS);
      if (user) return { user, type: t === "magiclink" && !user.email_confirmed_at ? "signup" : t, column };
    }
  }
  return undefined;
}

/** GoTrue's answer to the first of an e-mail change's two confirmations. */
export const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/**
 * Applies what the link confirms and spends the token; returns the sign-in method, or "waiting"
 * when it was one side of an e-mail change whose other link is still out (nothing changes yet).
 */
async function consume(tx: Queryable, found: Found): Promise<AmrMethod | "waiting"> {
  const { user, type } = found;
  await clearLinkToken(tx, user.id, found.column);
  switch (type) {
    case "signup":
    case "invite":
      await markEmailVerified(tx, user.id);
      return "otp";
    case "email_change": {
      const other = found.column.token === emailChangeCurrentColumn.token ? tokenColumn("email_change") : emailChangeCurrentColumn;
      if (await confirmEmailChangeSide(tx, user.id, other.token)) return "waiting";
      await applyEmailChange(tx, user.id);
      if (user.is_anonymous) {
        await confirmEmail(tx, user.id);
        await makePermanent(tx, user.id);
      }
      return "email_change";
    }
    case "recovery":
      await confirmEmail(tx, user.id);
      return "recovery";
    case "magiclink":
      return "magiclink";
  }
}

export function mailRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    const recoverCost = new SameCost(60);
    const resendCost = new SameCost(60);
    app.get<{ Querystring: { token?: string; type?: string; redirect_to?: string } }>("/verify", async (req, reply) => {
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to);
      const fail = (err: AuthError, pkce: boolean) => {
        const params = { error: err.status === 403 ? "access_denied" : "invalid_request", error_code: err.code, error_description: err.message };
        const base = pkce ? withQuery(redirectTo, params) : redirectTo;
        return reply.code(303).redirect(withFragment(base, { ...params, sb: "" }), 303);
      };
      const token = req.query.token ?? "";
      const type = req.query.type as RequestedType | undefined;
      const isPkce = token.startsWith("pkce_");
      if (!token || !type || !verifyTypes.includes(type)) return fail(validationFailed("Verify requires a token and a valid type"), isPkce);
      try {
        await hit(ctx, [ipBucket(req.ip)]);
      } catch (e) {
        return fail(e as AuthError, isPkce);
      }
      const outcome = await ctx.db.transaction(async (tx) => {
        const found = await userForToken(tx, type, token);
        if (!found) return expired();
        const method = await consume(tx, found);
        if (method === "waiting") return { waiting: true as const };
        if (isPkce) {
          const flowId = await latestEmailFlowId(tx, found.user.id);
          if (!flowId) return expired();
          const code = randomUUID();
          await issueAuthCode(tx, flowId, code, found.type);
          return { code };
        }
        return { session: await issueSession(ctx, tx, found.user.id, method, { userAgent: req.headers["user-agent"], ip: req.ip }), type: found.type };
      });
      if (outcome instanceof AuthError) return fail(outcome, isPkce);
      if ("waiting" in outcome) {
        // One of the e-mail change's two links: no session yet, only GoTrue's message.
        const message = { message: SINGLE_CONFIRMATION_ACCEPTED };
        return reply.redirect(withFragment(isPkce ? withQuery(redirectTo, message) : redirectTo, message), 303);
      }
      if ("code" in outcome && outcome.code) return reply.redirect(withQuery(redirectTo, { code: outcome.code }), 303);
      const s = outcome.session;
      return reply.redirect(
        withFragment(redirectTo, {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          sb: "",
          token_type: "bearer",
          type: outcome.type,
        }),
        303,
      );
    });

    app.post("/verify", async (req): Promise<Session | { msg: string; code: number }> => {
      const body = asBody(req.body);
      const type = optString(body, "type") as RequestedType | undefined;
      if (!type || !verifyTypes.includes(type)) throw validationFailed(`Verify requires a verification type`);
      const hash = optString(body, "token_hash");
      const otp = optString(body, "token");
      if (Boolean(hash) === Boolean(otp)) throw validationFailed("Verify requires either a token or a token hash");
      let token = hash;
      if (otp) {
        const email = checkEmail(optString(body, "email"));
        await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
        token = tokenHash(email, otp);
      } else {
        await hit(ctx, [ipBucket(req.ip)]);
      }
      const result = await ctx.db.transaction(async (tx) => {
        const found = await userForToken(tx, type, token!);
        if (!found) return expired();
        const method = await consume(tx, found);
        if (method === "waiting") return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 };
        return issueSession(ctx, tx, found.user.id, method, { userAgent: req.headers["user-agent"], ip: req.ip });
      });
      if (result instanceof AuthError) throw result;
      return result;
    });

    app.post<{ Querystring: { redirect_to?: string } }>("/recover", async (req) => {
      const body = asBody(req.body);
      const email = checkEmail(optString(body, "email"));
      const pkce = pkceParams(body);
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to);
      await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
      // Unknown addresses get the same answer at the same cost; their owner gets a mail saying no
      // account uses them (docs/security.md, "Enumeration").
      await recoverCost.run(() =>
        ctx.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email, true);
          if (!user) await mailer.send(tx, renderNoticeMail("no_account", email, ctx.config.siteUrl));
          else await sendLink(ctx, mailer, tx, { userId: user.id, to: email, type: "recovery", redirectTo, ...(pkce ? { pkce } : {}) });
          return { slow: true, value: undefined };
        }),
      );
      return {};
    });

    app.post<{ Querystring: { redirect_to?: string } }>("/resend", async (req) => {
      const body = asBody(req.body);
      const type = optString(body, "type");
      if (type !== "signup" && type !== "email_change") throw validationFailed("Missing one of these types: signup, email_change");
      const email = checkEmail(optString(body, "email"));
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to);
      await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
      // Nothing to resend answers as fast as a resend: no timing tells the two apart.
      await resendCost.run(() =>
        ctx.db.transaction(async (tx) => {
          if (type === "signup") {
            const user = await findUserByEmail(tx, email, true);
            if (!user || user.email_confirmed_at) return { slow: false, value: undefined };
            await sendLink(ctx, mailer, tx, { userId: user.id, to: email, type: "signup", redirectTo });
          } else {
            const user = await findUserByPendingEmail(tx, email);
            if (!user) return { slow: false, value: undefined };
            // Both links again (to the new address and the current one), as PUT /user sent them.
            await sendEmailChangeLinks(ctx, mailer, tx, user, email, redirectTo);
          }
          return { slow: true, value: undefined };
        }),
      );
      return {};
    });
  };
}
