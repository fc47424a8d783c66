// The one-time tokens on auth.users that e-mail links and codes carry (routes-mail.ts,
// routes-otp.ts): finding the user a token belongs to, spending it, and what a followed link
// confirms. links.ts makes the token and the link and mails it.
import type { Queryable } from "../../db/db.js";
import { findUserBy } from "./users.js";

/** The user a live e-mail token of this kind belongs to (token column and sent-at column named by the caller), locked. */
export const findUserByLinkToken = (q: Queryable, columns: { token: string; sentAt: string }, token: string, ttlSeconds: number) =>
  findUserBy(q, `${columns.token} = $1 and ${columns.token} <> '' and ${columns.sentAt} > now() - make_interval(secs => $2)`, [token, ttlSeconds], true);

/** Stores a fresh e-mail token of this kind for the user (the users column, sent now, and its one_time_tokens row). */
export async function storeLinkToken(
  q: Queryable,
  id: string,
  columns: { token: string; sentAt: string; tokenType: string },
  token: string,
  to: string,
): Promise<void> {
  await q.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`, [id, token]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [id, columns.tokenType, token, to],
  );
}

/** Spends the user's e-mail token of this kind (the users column and its one_time_tokens row). */
export async function clearLinkToken(q: Queryable, id: string, columns: { token: string; tokenType: string }): Promise<void> {
  await q.query(`update auth.users set ${columns.token} = '', updated_at = now() where id = $1`, [id]);
  await q.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [id, columns.tokenType]);
}

/** A signup or invite link followed: the address is confirmed and marked verified. */
export async function markEmailVerified(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb where id = $1`,
    [id],
  );
  await q.query(`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1 and provider = 'email'`, [
    id,
  ]);
}

/**
 * A new e-mail change: the waiting address is recorded and any links of an earlier change stop
 * working (both sides' tokens cleared, nothing confirmed yet); links.ts then stores the new ones.
 */
export async function startEmailChange(q: Queryable, id: string, newEmail: string): Promise<void> {
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [id, newEmail],
  );
  await q.query(`delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`, [id]);
}

/**
 * One side of a secure e-mail change confirmed (its token already spent): when the other side's
 * link is still out, records the single confirmation and returns true — the change waits for it.
 */
export async function confirmEmailChangeSide(q: Queryable, id: string, otherTokenColumn: string): Promise<boolean> {
  const res = await q.query(
    `update auth.users set email_change_confirm_status = 1, updated_at = now()
     where id = $1 and coalesce(${otherTokenColumn}, '') <> '' returning id`,
    [id],
  );
  return res.rows.length > 0;
}

/** An e-mail change link followed: the waiting address becomes the address, in the e-mail identity too. */
export async function applyEmailChange(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
       email_change_token_new = '', email_change_token_current = '', email_change_confirm_status = 0,
       raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', email_change) where id = $1`,
    [id],
  );
  await q.query(`delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`, [id]);
  await q.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email)
     from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [id],
  );
}

// ---- Reauthentication codes (GET /reauthenticate, then PUT /user with the nonce) --------------

export async function setReauthenticationToken(q: Queryable, id: string, hashed: string): Promise<void> {
  await q.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`, [id, hashed]);
}

/** Spends the reauthentication token if it matches and is younger than ttlSeconds; false otherwise. */
export async function spendReauthenticationToken(q: Queryable, id: string, hashed: string, ttlSeconds: number): Promise<boolean> {
  const spent = await q.query(
    `update auth.users set reauthentication_token = '', updated_at = now()
     where id = $1 and reauthentication_token = $2 and reauthentication_token <> '' and reauthentication_sent_at > now() - make_interval(secs => $3)
     returning id`,
    [id, hashed, ttlSeconds],
  );
  return spent.rows.length > 0;
}
