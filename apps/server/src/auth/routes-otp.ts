// Passwordless sign-in and reauthentication, as GoTrue does them:
//   POST /otp             signInWithOtp({ email }): a magic link with a 6-digit code (verifyOtp with
//                         type "email" or "magiclink"); a new address gets an account and a
//                         confirmation mail unless create_user is false or sign-ups are disabled
//                         (then a mail saying no account uses it; the answer is the same)
//   GET  /reauthenticate  reauthenticate(): mails a code that a password change can carry as `nonce`
import { newAccountMetadata } from "./account-metadata.js";
import { randomInt } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Mailer } from "../mail/mailer.js";
import { renderCodeMail, renderNoticeMail } from "../mail/templates.js";
import { requireUser } from "./current-user.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, checkEmail, optObject, optString, pkceParams } from "./input.js";
import { OTP_TTL_SECONDS, sendLink, tokenHash } from "./links.js";
import { emailBucket, hit, ipBucket } from "./rate-limit.js";
import { resolveRedirect } from "./redirect.js";
import { SameCost } from "./same-cost.js";
import { setReauthenticationToken, spendReauthenticationToken } from "./model/email-tokens.js";
import { createEmailUser, findUserByEmail, type UserRow } from "./model/users.js";

export function otpRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    const sameCost = new SameCost(60);
    app.post<{ Querystring: { redirect_to?: string } }>("/otp", async (req) => {
      const body = asBody(req.body);
      if (body.phone !== undefined && body.email === undefined) throw new AuthError(422, "phone_provider_disabled", "Unsupported phone provider");
      const email = checkEmail(optString(body, "email"));
      const createUser = body.create_user === undefined ? true : body.create_user === true;
      const data = await newAccountMetadata(ctx.db, "data", optObject(body, "data"));
      const pkce = pkceParams(body);
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to ?? (req.headers["redirect_to"] as string | undefined));
      await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
      // The same answer, at the same cost, whether or not the address has an account: a refused
      // sign-up mails the address's owner instead of telling the requester (docs/security.md, "Enumeration").
      await sameCost.run(() =>
        ctx.db.transaction(async (tx) => {
          const existing = await findUserByEmail(tx, email, true);
          if (existing) {
            // A banned account gets nothing, and the requester is not told which it is.
            if (existing.banned_until && new Date(existing.banned_until).getTime() > Date.now()) return { slow: false, value: undefined };
            // Confirmed: a sign-in link. Not yet confirmed: the confirmation again (it signs in too).
            await sendLink(ctx, mailer, tx, {
              userId: existing.id,
              to: email,
              type: existing.email_confirmed_at ? "magiclink" : "signup",
              redirectTo,
              ...(pkce ? { pkce } : {}),
            });
            return { slow: true, value: undefined };
          }
          if (!createUser || ctx.config.disableSignup) {
            await mailer.send(tx, renderNoticeMail("no_account", email, ctx.config.siteUrl));
            return { slow: true, value: undefined };
          }
          // No password (encrypted_password ''), not invited: the link confirms and signs in.
          const userId = (await createEmailUser(tx, email, null, data, false)).id;
          await sendLink(ctx, mailer, tx, { userId, to: email, type: "signup", redirectTo, ...(pkce ? { pkce } : {}) });
          return { slow: true, value: undefined };
        }),
      );
      return {};
    });

    app.get("/reauthenticate", async (req) => {
      const caller = await requireUser(ctx, req);
      const email = caller.user.email;
      if (!email) throw validationFailed("Reauthentication requires the user to have an email or a phone number");
      await hit(ctx, [ipBucket(req.ip), emailBucket(email)]);
      const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await ctx.db.transaction(async (tx) => {
        await setReauthenticationToken(tx, caller.user.id, tokenHash(email, otp));
        await mailer.send(tx, renderCodeMail(email, otp));
      });
      return {};
    });
  };
}

/** Checks (and spends) a reauthentication nonce; throws GoTrue's errors when it is missing or wrong. */
export async function spendReauthentication(ctx: AppContext, user: UserRow, nonce: string | undefined): Promise<void> {
  if (!nonce) throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
  if (!user.email) throw validationFailed("Reauthentication requires the user to have an email or a phone number");
  if (!(await spendReauthenticationToken(ctx.db, user.id, tokenHash(user.email, nonce), OTP_TTL_SECONDS)))
    throw new AuthError(400, "reauthentication_not_valid", "Verification code is invalid or has expired");
}
