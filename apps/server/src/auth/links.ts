// One-time e-mail tokens (hex SHA-224 of e-mail + OTP, prefixed pkce_ for PKCE flows, as GoTrue
// does) and the /verify links that carry them.
import { createHash, randomInt } from "node:crypto";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import type { Mailer } from "../mail/mailer.js";
import { renderMail, type MailKind } from "../mail/templates.js";
import type { PkceParams } from "./input.js";
import { storeLinkToken } from "./model/email-tokens.js";
import { insertEmailFlow } from "./model/flow-state.js";

export type VerifyType = "signup" | "recovery" | "email_change" | "magiclink" | "invite";

export const OTP_TTL_SECONDS = 3600;

export const tokenHash = (email: string, otp: string) =>
  createHash("sha224")
    .update(email.toLowerCase() + otp)
    .digest("hex");

const column: Record<VerifyType, { token: string; sentAt: string; tokenType: string }> = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at", tokenType: "confirmation_token" },
  invite: { token: "confirmation_token", sentAt: "confirmation_sent_at", tokenType: "confirmation_token" },
  magiclink: { token: "recovery_token", sentAt: "recovery_sent_at", tokenType: "recovery_token" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at", tokenType: "recovery_token" },
  email_change: { token: "email_change_token_new", sentAt: "email_change_sent_at", tokenType: "email_change_token_new" },
};

export const tokenColumn = (type: VerifyType) => column[type];

/**
 * The other token of a secure e-mail change: the link mailed to the current address, which must
 * be followed as well as the new address's before the address changes (GoTrue's
 * MAILER_SECURE_EMAIL_CHANGE_ENABLED; docs/security.md "A stolen session cannot take the account").
 */
export const emailChangeCurrentColumn = { token: "email_change_token_current", sentAt: "email_change_sent_at", tokenType: "email_change_token_current" };

const mailKind: Record<VerifyType, MailKind> = {
  signup: "confirmation",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
};

export interface MadeLink {
  /** The /verify URL a browser follows. */
  link: string;
  /** The 6-digit code (verifyOtp with the e-mail). */
  otp: string;
  /** The stored token hash (verifyOtp with token_hash). */
  hashed: string;
}

export interface LinkOptions {
  userId: string;
  to: string;
  type: VerifyType;
  redirectTo: string;
  pkce?: PkceParams;
  /** An e-mail change's link to the current address (its own token column and mail). */
  current?: { newEmail: string };
}

/** Stores a fresh token for the user and returns the link, code and hash (nothing is mailed). */
export async function makeLink(ctx: AppContext, tx: Queryable, opts: LinkOptions): Promise<MadeLink> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
  let token = tokenHash(opts.to, otp);
  if (opts.pkce) {
    token = `pkce_${token}`;
    await insertEmailFlow(tx, {
      userId: opts.userId,
      challengeMethod: opts.pkce.method,
      challenge: opts.pkce.challenge,
      type: opts.type,
      referrer: opts.redirectTo,
    });
  }
  await storeLinkToken(tx, opts.userId, opts.current ? emailChangeCurrentColumn : column[opts.type], token, opts.to);
  const link = new URL(`${ctx.config.apiExternalUrl}/auth/v1/verify`);
  link.searchParams.set("token", token);
  link.searchParams.set("type", opts.type);
  link.searchParams.set("redirect_to", opts.redirectTo);
  return { link: link.toString(), otp, hashed: token };
}

/** Stores a fresh token for the user and mails the link to `to`. */
export async function sendLink(ctx: AppContext, mailer: Mailer, tx: Queryable, opts: LinkOptions): Promise<void> {
  const made = await makeLink(ctx, tx, opts);
  const kind = opts.current ? "email_change_current" : mailKind[opts.type];
  await mailer.send(tx, renderMail(kind, opts.to, made.link, made.otp, opts.current));
}
