// Sessions and refresh-token rotation, after GoTrue (docs/wire-protocol.md §2.6): every refresh
// revokes the presented token and issues a child; a revoked token that is the parent of the
// active one gets the active one back; other reuse inside the interval is allowed; later
// reuse revokes the whole session.
import { randomBytes } from "node:crypto";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import { AuthError } from "./errors.js";
import { signAccessToken } from "./jwt.js";
import { factorsOf, findUserById, identitiesOf, isBanned, userJson, type UserRow } from "./model/users.js";

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
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
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

export async function sessionJson(ctx: AppContext, tx: Queryable, user: UserRow, sessionId: string, refreshToken: string, amr: Amr, aal: Aal = "aal1"): Promise<Session> {
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
export async function issueSession(ctx: AppContext, tx: Queryable, userId: string, method: AmrMethod, meta: { userAgent?: string; ip?: string } = {}): Promise<Session> {
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  const user = (await findUserById(tx, userId))!;
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const session = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip, amr, refreshed_at) values ($1, $2, $3, $4, now()) returning id`,
    [userId, meta.userAgent ?? null, meta.ip ?? null, JSON.stringify(amr)],
  );
  const sessionId = session.rows[0]!.id;
  const refresh = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [refresh, userId, sessionId]);
  return sessionJson(ctx, tx, user, sessionId, refresh, amr);
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  age_seconds: number;
}

/** The refresh_token grant. Returns the session, or an AuthError to throw after commit. */
export async function refreshSession(ctx: AppContext, tx: Queryable, presented: string): Promise<Session | AuthError> {
  const tok = (
    await tx.query<TokenRow>(
      `select id::text, token, user_id, revoked, session_id, extract(epoch from now() - updated_at)::float8 as age_seconds
       from auth.refresh_tokens where token = $1 for update`,
      [presented],
    )
  ).rows[0];
  if (!tok) return new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  if (!tok.session_id) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  const session = (await tx.query<{ id: string; amr: Amr; aal: Aal | null }>(`select id, amr, aal from auth.sessions where id = $1 for update`, [tok.session_id])).rows[0];
  if (!session) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  const user = await findUserById(tx, tok.user_id);
  if (!user) return new AuthError(400, "session_not_found", "Invalid Refresh Token: Session not found");
  if (isBanned(user)) return new AuthError(400, "user_banned", "User is banned");

  let parent = tok.token;
  if (tok.revoked) {
    const active = (
      await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [tok.session_id],
      )
    ).rows[0];
    if (active && active.parent === tok.token) {
      // The client lost the answer to its previous refresh: give it the active token again.
      return sessionJson(ctx, tx, user, session.id, active.token, session.amr, session.aal ?? "aal1");
    }
    if (tok.age_seconds > REUSE_INTERVAL_SECONDS) {
      // A token stolen and replayed: end the whole session, so no token of it works again.
      await tx.query(`delete from auth.sessions where id = $1`, [tok.session_id]);
      return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    }
    if (active) await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [active.token]);
    parent = tok.token;
  } else {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [tok.id]);
  }
  const child = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [child, user.id, session.id, parent]);
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [session.id]);
  return sessionJson(ctx, tx, user, session.id, child, session.amr, session.aal ?? "aal1");
}

/**
 * Raises the caller's session to aal2 after a verified factor (GoTrue's updateMFASessionAndClaims):
 * the method joins the session's amr, its refresh tokens are replaced by a new one, and a session
 * with the new access token is returned.
 */
export async function upgradeSession(ctx: AppContext, tx: Queryable, userId: string, sessionId: string, factorId: string, method: AmrMethod): Promise<Session> {
  const now = Math.floor(Date.now() / 1000);
  const row = (
    await tx.query<{ amr: Amr }>(
      `update auth.sessions set aal = 'aal2', factor_id = $3, updated_at = now(), refreshed_at = now(),
         amr = (select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(amr) e where e ->> 'method' <> $4) || jsonb_build_array(jsonb_build_object('method', $4::text, 'timestamp', $5::bigint))
       where id = $1 and user_id = $2 returning amr`,
      [sessionId, userId, factorId, method, now],
    )
  ).rows[0];
  if (!row) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [sessionId]);
  const refresh = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [refresh, userId, sessionId]);
  const user = (await findUserById(tx, userId))!;
  // Newest method first, as GoTrue sorts the amr claim.
  const amr = [...row.amr].sort((a, b) => b.timestamp - a.timestamp);
  return sessionJson(ctx, tx, user, sessionId, refresh, amr, "aal2");
}
