// auth.sessions and auth.refresh_tokens. The rules of issuing, refreshing and raising a
// session (tokens, rotation, reuse) are auth/sessions.ts; this module holds its statements.
// A deleted session takes its refresh tokens with it (foreign key, on delete cascade).
import type { RowOf } from "../../db/rows.js";
import type { Queryable } from "../../db/db.js";

/** A session as the Profile page lists it ("Where you're signed in"). */
export type SessionListRow = RowOf<"auth", "sessions", "id" | "created_at" | "refreshed_at" | "user_agent" | "ip" | "aal">;

/** The user's sessions that have not run out, most recently refreshed first. */
export async function listActiveSessions(q: Queryable, userId: string): Promise<SessionListRow[]> {
  const res = await q.query<SessionListRow>(
    `select id, created_at, coalesce(refreshed_at::timestamptz, updated_at, created_at) as refreshed_at, user_agent, ip, aal
       from auth.sessions where user_id = $1 and (not_after is null or not_after > now())
      order by coalesce(refreshed_at::timestamptz, updated_at, created_at) desc`,
    [userId],
  );
  return res.rows;
}

/** How the session signed in (its amr, as stored) and its age in seconds; undefined when there is no such session. */
export async function sessionSignInOf(q: Queryable, sessionId: string): Promise<{ ageSeconds: number; methods: string[] } | undefined> {
  const res = await q.query<{ age: number; amr: { method: string }[] | null }>(
    `select extract(epoch from now() - created_at)::float8 as age, amr from auth.sessions where id = $1`,
    [sessionId],
  );
  const row = res.rows[0];
  return row && { ageSeconds: row.age, methods: (row.amr ?? []).map((m) => m.method) };
}

/** Ends one session. */
export async function deleteSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function deleteSessionOfUser(q: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const res = await q.query(`delete from auth.sessions where id = $1 and user_id = $2 returning id`, [sessionId, userId]);
  return res.rows.length > 0;
}

/** Ends every session of the user (sign-out everywhere, a ban). */
export async function deleteAllSessionsOf(q: Queryable, userId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** Ends every session of the user but the one given (a new password, logout scope=others). */
export async function revokeOtherSessions(q: Queryable, userId: string, keepSessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, keepSessionId]);
}

/** Ends the user's other sessions still at aal1 (GoTrue's InvalidateSessionsWithAALLessThan). */
export async function revokeOtherAal1Sessions(q: Queryable, userId: string, keepSessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [userId, keepSessionId]);
}

/** Steps every session of the user down to aal1 (no verified factor is left). */
export async function downgradeSessionsToAal1(q: Queryable, userId: string): Promise<void> {
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1`, [userId]);
}

// ---- Issuing and rotating (auth/sessions.ts) ---------------------------------------------------

type Amr = { method: string; timestamp: number }[];

/** A presented refresh token, locked, with its age in seconds. */
export type RefreshTokenRow = RowOf<
  "auth",
  "refresh_tokens",
  "id" | "token" | "user_id" | "revoked" | "session_id",
  {
    /** bigint as text */
    id: string;
    /** Found by its token, so never null here. */
    token: string;
  }
> & { age_seconds: number };

/** A new session for the user; returns its id. */
export async function insertSession(q: Queryable, userId: string, meta: { userAgent?: string; ip?: string }, amr: Amr): Promise<string> {
  const res = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip, amr, refreshed_at) values ($1, $2, $3, $4, now()) returning id`,
    [userId, meta.userAgent ?? null, meta.ip ?? null, JSON.stringify(amr)],
  );
  return res.rows[0]!.id;
}

/** The session, locked, with its sign-in methods and level. */
export async function lockSession(q: Queryable, sessionId: string): Promise<{ id: string; amr: Amr; aal: "aal1" | "aal2" | null } | undefined> {
  const res = await q.query<{ id: string; amr: Amr; aal: "aal1" | "aal2" | null }>(`select id, amr, aal from auth.sessions where id = $1 for update`, [
    sessionId,
  ]);
  return res.rows[0];
}

/** The session's level when it is the user's, or undefined when the user has no such session. */
export async function sessionAalOf(q: Queryable, sessionId: string, userId: string): Promise<{ aal: string | null } | undefined> {
  const res = await q.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  return res.rows[0];
}

export async function markSessionRefreshed(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [sessionId]);
}

/**
 * Raises the user's session to aal2 by the factor: the method replaces any earlier entry of it
 * in amr, stamped `now` (epoch seconds). Returns the new amr, or undefined when the user has no
 * such session.
 */
export async function raiseSessionToAal2(
  q: Queryable,
  sessionId: string,
  userId: string,
  factorId: string,
  method: string,
  now: number,
): Promise<Amr | undefined> {
  const res = await q.query<{ amr: Amr }>(
    `update auth.sessions set aal = 'aal2', factor_id = $3, updated_at = now(), refreshed_at = now(),
       amr = (select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(amr) e where e ->> 'method' <> $4) || jsonb_build_array(jsonb_build_object('method', $4::text, 'timestamp', $5::bigint))
     where id = $1 and user_id = $2 returning amr`,
    [sessionId, userId, factorId, method, now],
  );
  return res.rows[0]?.amr;
}

/** Stores a refresh token of the session; `parent` is the token it was rotated from. */
export async function insertRefreshToken(q: Queryable, token: string, userId: string, sessionId: string, parent?: string): Promise<void> {
  if (parent === undefined) await q.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [token, userId, sessionId]);
  else await q.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [token, userId, sessionId, parent]);
}

/** The presented refresh token, locked. */
export async function lockRefreshToken(q: Queryable, token: string): Promise<RefreshTokenRow | undefined> {
  const res = await q.query<RefreshTokenRow>(
    `select id::text, token, user_id, revoked, session_id, extract(epoch from now() - updated_at)::float8 as age_seconds
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return res.rows[0];
}

/** The session's newest refresh token not yet revoked, and the token it came from. */
export async function activeRefreshToken(q: Queryable, sessionId: string): Promise<{ token: string; parent: string | null } | undefined> {
  const res = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return res.rows[0];
}

export async function revokeRefreshToken(q: Queryable, token: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [token]);
}

export async function revokeRefreshTokenById(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [id]);
}

/** Revokes every refresh token of the session still live. */
export async function revokeSessionRefreshTokens(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [sessionId]);
}
