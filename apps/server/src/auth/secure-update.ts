// What PUT /user asks before it changes what signs the account in, so that a stolen session (an
// access token read by script, a device left signed in) cannot take the account over
// (docs/security.md "A stolen session cannot take the account"):
//   - a new password needs the current one (current_password), or reauthenticate()'s code (nonce),
//     or a session just made by an e-mail link (a recovery link, a magic link, an e-mail code):
//     following one proves the mailbox as much as a reset would. An account without a password
//     (Google, e-mail codes, a visitor made permanent) sets its first one in a recent session or
//     with the nonce. Every current_password and nonce tried draws from the sign-in rate limits.
//   - a new e-mail address is confirmed from the current address too (two links; GoTrue's
//     MAILER_SECURE_EMAIL_CHANGE_ENABLED): the verify flow in routes-mail.ts changes the address
//     only once both are followed.
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import type { Mailer } from "../mail/mailer.js";
import type { Caller } from "./current-user.js";
import { AuthError } from "./errors.js";
import { passwordMatches, type PkceParams } from "./input.js";
import { sendLink } from "./links.js";
import { startEmailChange } from "./model/email-tokens.js";
import { sessionSignInOf } from "./model/sessions.js";
import { emailBucket, hit, ipBucket } from "./rate-limit.js";
import { spendReauthentication } from "./routes-otp.js";

/** How long after an e-mail link (or, without a password, any sign-in) a session may set a password without proof. */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

/** Sign-in methods that prove the mailbox: a recovery link, a magic link, an e-mail code or confirmation, an invitation. */
const EMAIL_LINK_METHODS: ReadonlySet<string> = new Set(["recovery", "magiclink", "otp", "invite"]);

/** A session older than this needs the nonce when PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION is on (GoTrue's day). */
const REAUTHENTICATION_AGE_SECONDS = 86_400;

/**
 * Throws unless the caller may set a new password: see the rules at the top. Runs before anything
 * is written, so a refused request changes nothing.
 */
export async function authorizePasswordChange(
  ctx: AppContext,
  caller: Caller,
  proof: { currentPassword: string | undefined; nonce: string | undefined; ip: string },
): Promise<void> {
  const { user } = caller;
  // Guesses at the current password or the nonce count like sign-in attempts, per address and per IP.
  const guess = () => hit(ctx, [ipBucket(proof.ip), user.email ? emailBucket(user.email) : `user:${user.id}`]);
  const signIn = await sessionSignInOf(ctx.db, caller.sessionId);
  const age = signIn?.ageSeconds ?? Infinity;
  if (proof.nonce) {
    await guess();
    await spendReauthentication(ctx, user, proof.nonce);
    return;
  }
  if (ctx.config.passwordChangeRequiresReauthentication && age > REAUTHENTICATION_AGE_SECONDS) {
    throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
  }
  const recent = age <= RECENT_SIGN_IN_SECONDS;
  if (user.encrypted_password) {
    if (proof.currentPassword) {
      await guess();
      if (!(await passwordMatches(proof.currentPassword, user.encrypted_password))) {
        throw new AuthError(400, "current_password_mismatch", "Current password is incorrect.");
      }
      return;
    }
    // Just signed in by a recovery (or other e-mail) link: the reset page sets the password without the old one.
    if (recent && (signIn?.methods ?? []).some((m) => EMAIL_LINK_METHODS.has(m))) return;
    throw new AuthError(400, "current_password_required", "Current password required when setting new password.");
  }
  // No password yet: a recent sign-in, or the code reauthenticate() mails.
  if (recent) return;
  throw new AuthError(400, "reauthentication_needed", "Setting a password needs a recent sign-in or the code from reauthenticate().");
}

/**
 * Records the change and mails its links: one to the new address and, when the account has an
 * address already, one to that address; the change happens once both are followed. Any earlier
 * change's links stop working. Used by PUT /user and POST /resend.
 */
export async function sendEmailChangeLinks(
  ctx: AppContext,
  mailer: Mailer,
  tx: Queryable,
  user: { id: string; email: string | null },
  newEmail: string,
  redirectTo: string,
  pkce?: PkceParams,
): Promise<void> {
  await startEmailChange(tx, user.id, newEmail);
  await sendLink(ctx, mailer, tx, { userId: user.id, to: newEmail, type: "email_change", redirectTo, ...(pkce ? { pkce } : {}) });
  if (user.email) {
    await sendLink(ctx, mailer, tx, {
      userId: user.id,
      to: user.email,
      type: "email_change",
      redirectTo,
      current: { newEmail },
      ...(pkce ? { pkce } : {}),
    });
  }
}
