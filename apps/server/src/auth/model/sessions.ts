// auth.sessions as the route handlers read and end them. Issuing, refreshing and raising a
// session (tokens, rotation) is auth/sessions.ts; this module only reads and deletes rows.
// A deleted session takes its refresh tokens with it (foreign key, on delete cascade).
import type { Queryable } from "../../db/db.js";

/** A session as the Profile page lists it ("Where you're signed in"). */
export interface SessionListRow {
  id: string;
  created_at: string;
  refreshed_at: string | null;
  user_agent: string | null;
  ip: string | null;
  aal: string | null;
}

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

/** Seconds since the session was made, or undefined when there is no such session. */
export async function sessionAgeSeconds(q: Queryable, sessionId: string): Promise<number | undefined> {
  const res = await q.query<{ age: number }>(`select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1`, [sessionId]);
  return res.rows[0]?.age;
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
