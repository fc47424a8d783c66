// Sessions and refresh-token rotation, after GoTrue (docs/wire-protocol.md §2.6): every refresh
// revokes the presented token and issues a child; a revoked token that is the parent of the
// active one gets the active one back; other reuse inside the interval is allowed; later
// reuse revokes the whole session. The statements are in model/sessions.ts.
import { METADATA_MAX_BYTES } from "./input.js";
import { randomBytes } from "node:crypto";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import { AuthError } from "./errors.js";
import { signAccessToken } from "./jwt.js";
import {
  activeRefreshToken,
  deleteSession,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  lockSession,
  markSessionRefreshed,
  raiseSessionToAal2,
  revokeRefreshToken,
  revokeRefreshTokenById,
  revokeSessionRefreshTokens,
} from "./model/sessions.js";
import { factorsOf, findUserById, identitiesOf, isBanned, recordSignIn, userJson, type UserRow } from "./model/users.js";

export const REUSE_INTERVAL_SECONDS = 10;

export interface Session {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

export type AmrMethod = "password" | "otp" | "oauth" | "recovery" | "magiclink" | "email/signup" | "email_change" | "invite" | "totp" | "anonymous";
export type Aal = "aal1" | "aal2";
type Amr = { method: string; timestamp: number }[];

const fitsInToken = (meta: Record<string, unknown> | null): Record<string, unknown> =>
  meta && Buffer.byteLength(JSON.stringify(meta), "utf8") <= METADATA_MAX_BYTES ? meta : {};

const newRefreshToken = () => randomBytes(18).toString("base64url");

async function accessTokenFor(ctx: AppContext, user: UserRow, sessionId: string, amr: Amr, aal: Aal): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signAccessToken(
    {
      sub: user.id,
      aud: user.aud || "authenticated",
      role: user.role || "authenticated",
      email: user.email ?? "",
      phone: user.phone ?? "",
      // Metadata over the bound (written before it existed) stays out of the token, so an
      // account can never lock itself out with a token too large to send (docs/security.md).
      app_metadata: fitsInToken(user.raw_app_meta_data),
      user_metadata: fitsInToken(user.raw_user_meta_data),
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret,
    `${ctx.config.apiExternalUrl}/auth/v1`,
    ctx.config.jwtExpirySeconds,
    now,
  );
  return { token, expiresAt: now + ctx.config.jwtExpirySeconds };
}

export async function sessionJson(
  ctx: AppContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  amr: Amr,
  aal: Aal = "aal1",
): Promise<Session> {
  const { token, expiresAt } = await accessTokenFor(ctx, user, sessionId, amr, aal);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(tx, user.id), await factorsOf(tx, user.id)),
  };
}

/** A new session for the user: an auth.sessions row, a refresh token and an access token. */
export async function issueSession(
  ctx: AppContext,
  tx: Queryable,
  userId: string,
  method: AmrMethod,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<Session> {
  await recordSignIn(tx, userId);
  const user = (await findUserById(tx, userId))!;
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const sessionId = await insertSession(tx, userId, meta, amr);
  const refresh = newRefreshToken();
  await insertRefreshToken(tx, refresh, userId, sessionId);
  return sessionJson(ctx, tx, user, sessionId, refresh, amr);
}

/** The refresh_token grant. Returns the session, or an AuthError to throw after commit. */
export async function refreshSession(ctx: AppContext, tx: Queryable, presented: string): Promise<Session | AuthError> {
  const tok = await lockRefreshToken(tx, presented);
  if (!tok) return new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  if (!tok.session_id) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  const session = await lockSession(tx, tok.session_id);
  if (!session) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  const user = tok.user_id ? await findUserById(tx, tok.user_id) : undefined;
  if (!user) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  if (isBanned(user)) return new AuthError(400, "user_banned", "User is banned");

  let parent = tok.token;
  if (tok.revoked) {
    const active = await activeRefreshToken(tx, tok.session_id);
    if (active && active.parent === tok.token) {
      // The client lost the answer to its previous refresh: give it the active token again.
      return sessionJson(ctx, tx, user, session.id, active.token, session.amr, session.aal ?? "aal1");
    }
    if (tok.age_seconds > REUSE_INTERVAL_SECONDS) {
      // A token stolen and replayed: end the whole session, so no token of it works again.
      await deleteSession(tx, tok.session_id);
      return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    }
    if (active) await revokeRefreshToken(tx, active.token);
    parent = tok.token;
  } else {
    await revokeRefreshTokenById(tx, tok.id);
  }
  const child = newRefreshToken();
  await insertRefreshToken(tx, child, user.id, session.id, parent);
  await markSessionRefreshed(tx, session.id);
  return sessionJson(ctx, tx, user, session.id, child, session.amr, session.aal ?? "aal1");
}

/**
 * Raises the caller's session to aal2 after a verified factor (GoTrue's updateMFASessionAndClaims):
 * the method joins the session's amr, its refresh tokens are replaced by a new one, and a session
 * with the new access token is returned.
 */
export async function upgradeSession(ctx: AppContext, tx: Queryable, userId: string, sessionId: string, factorId: string, method: AmrMethod): Promise<Session> {
  const now = Math.floor(Date.now() / 1000);
  const raised = await raiseSessionToAal2(tx, sessionId, userId, factorId, method, now);
  if (!raised) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  await revokeSessionRefreshTokens(tx, sessionId);
  const refresh = newRefreshToken();
  await insertRefreshToken(tx, refresh, userId, sessionId);
  const user = (await findUserById(tx, userId))!;
  // Newest method first, as GoTrue sorts the amr claim.
  const amr = [...raised].sort((a, b) => b.timestamp - a.timestamp);
  return sessionJson(ctx, tx, user, sessionId, refresh, amr, "aal2");
}
