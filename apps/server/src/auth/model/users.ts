// Users and identities as GoTrue stores and serialises them (docs/wire-protocol.md §2.5).
import type { Queryable } from "../../db/db.js";
import type { RowOf } from "../../db/rows.js";

/** The columns of auth.users the server reads (userColumns), as the schema types them. */
export type UserRow = RowOf<
  "auth",
  "users",
  | "id"
  | "aud"
  | "role"
  | "email"
  | "encrypted_password"
  | "email_confirmed_at"
  | "confirmed_at"
  | "confirmation_token"
  | "confirmation_sent_at"
  | "recovery_token"
  | "recovery_sent_at"
  | "email_change"
  | "email_change_token_new"
  | "email_change_sent_at"
  | "last_sign_in_at"
  | "raw_app_meta_data"
  | "raw_user_meta_data"
  | "created_at"
  | "updated_at"
  | "phone"
  | "banned_until"
  | "is_anonymous"
  | "deleted_at"
  | "invited_at",
  { raw_app_meta_data: Record<string, unknown> | null; raw_user_meta_data: Record<string, unknown> | null }
>;

export type IdentityRow = RowOf<
  "auth",
  "identities",
  "id" | "provider_id" | "user_id" | "identity_data" | "provider" | "email" | "last_sign_in_at" | "created_at" | "updated_at",
  { identity_data: Record<string, unknown> }
>;

// Timestamps leave Postgres as RFC 3339 text, not JS Dates (the two drivers differ).
const userColumns = `id, aud, role, email, encrypted_password,
  to_json(email_confirmed_at)#>>'{}' as email_confirmed_at, to_json(confirmed_at)#>>'{}' as confirmed_at,
  confirmation_token, to_json(confirmation_sent_at)#>>'{}' as confirmation_sent_at,
  recovery_token, to_json(recovery_sent_at)#>>'{}' as recovery_sent_at,
  email_change, email_change_token_new, to_json(email_change_sent_at)#>>'{}' as email_change_sent_at,
  to_json(last_sign_in_at)#>>'{}' as last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at, phone,
  to_json(banned_until)#>>'{}' as banned_until, is_anonymous, to_json(deleted_at)#>>'{}' as deleted_at,
  to_json(invited_at)#>>'{}' as invited_at`;

export async function findUserBy(q: Queryable, where: string, params: unknown[], lock = false): Promise<UserRow | undefined> {
  const res = await q.query<UserRow>(`select ${userColumns} from auth.users where ${where} limit 1${lock ? " for update" : ""}`, params);
  return res.rows[0];
}

export const findUserById = (q: Queryable, id: string, lock = false) => findUserBy(q, "id = $1", [id], lock);
export const findUserByEmail = (q: Queryable, email: string, lock = false) => findUserBy(q, "lower(email) = lower($1)", [email], lock);

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const res = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email,
       to_json(last_sign_in_at)#>>'{}' as last_sign_in_at, to_json(created_at)#>>'{}' as created_at,
       to_json(updated_at)#>>'{}' as updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return res.rows;
}

function omitNull(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ""));
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return omitNull({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    email: i.email,
    last_sign_in_at: i.last_sign_in_at,
    created_at: i.created_at,
    updated_at: i.updated_at,
  });
}

export type FactorRow = RowOf<"auth", "mfa_factors", "id" | "friendly_name" | "factor_type" | "status" | "created_at" | "updated_at">;

export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  const r = await q.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows;
}

/** GoTrue's factor as a user carries it (the secret never leaves the server). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return { id: f.id, friendly_name: f.friendly_name ?? "", factor_type: f.factor_type, status: f.status, created_at: f.created_at, updated_at: f.updated_at };
}

export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Record<string, unknown> {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? "",
    phone: u.phone ?? "",
    ...omitNull({
      email_confirmed_at: u.email_confirmed_at,
      confirmed_at: u.confirmed_at,
      confirmation_sent_at: u.confirmation_sent_at,
      recovery_sent_at: u.recovery_sent_at,
      new_email: u.email_change,
      email_change_sent_at: u.email_change ? u.email_change_sent_at : null,
      last_sign_in_at: u.last_sign_in_at,
      invited_at: u.invited_at,
      banned_until: u.banned_until,
      deleted_at: u.deleted_at,
    }),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    // As GoTrue: the key appears only when the user has factors.
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  };
}

export async function loadUserJson(q: Queryable, id: string): Promise<Record<string, unknown> | undefined> {
  const u = await findUserById(q, id);
  return u ? userJson(u, await identitiesOf(q, id), await factorsOf(q, id)) : undefined;
}

export function isBanned(u: UserRow): boolean {
  return u.banned_until !== null && new Date(u.banned_until).getTime() > Date.now();
}

// ---- Writes: accounts made, changed and removed ------------------------------------------------

/** Locks the user's row for the rest of the transaction; false when there is no such user. */
export async function lockUser(q: Queryable, id: string): Promise<boolean> {
  const res = await q.query(`select 1 from auth.users where id = $1 for update`, [id]);
  return res.rows.length > 0;
}

export async function userExists(q: Queryable, id: string): Promise<boolean> {
  const res = await q.query(`select 1 from auth.users where id = $1`, [id]);
  return res.rows.length > 0;
}

/** Whether any user has this address (confirmed or not); `email` is already lower-case. */
export async function emailInUse(q: Queryable, email: string): Promise<boolean> {
  const res = await q.query(`select 1 from auth.users where lower(email) = $1`, [email]);
  return res.rows.length > 0;
}

/** True when a profile already has this username, in any letter case. */
export async function usernameInUse(q: Queryable, username: string): Promise<boolean> {
  const res = await q.query(`select 1 from public.profiles where lower(username) = lower($1)`, [username]);
  return res.rows.length > 0;
}

/** The id of the user who has confirmed this address (`email` is already lower-case). */
export async function findConfirmedUserIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
  const res = await q.query<{ id: string }>(`select id from auth.users where lower(email) = $1 and email_confirmed_at is not null`, [email]);
  return res.rows[0]?.id;
}

/** The user whose e-mail change is waiting for this address, locked. */
export const findUserByPendingEmail = (q: Queryable, email: string) => findUserBy(q, "lower(email_change) = lower($1)", [email], true);

/** A new e-mail user (unconfirmed), with its e-mail identity; invited ones carry invited_at. */
export async function createEmailUser(tx: Queryable, email: string, hash: string | null, data: Record<string, unknown>, invited: boolean): Promise<UserRow> {
  const created = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, invited_at)
     values ($1, coalesce($2, ''), '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, case when $4 then now() end) returning id`,
    [email, hash, JSON.stringify({ ...data, email, email_verified: false, phone_verified: false }), invited],
  );
  const id = created.rows[0]!.id;
  await tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('sub', id::text) where id = $1`, [id]);
  await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::text::uuid, $2::jsonb, 'email')`, [
    id,
    JSON.stringify({ ...data, sub: id, email, email_verified: false, phone_verified: false }),
  ]);
  return (await findUserByEmail(tx, email))!;
}

/** POST /signup's new user: password set, confirmed at once when `confirmed`; returns the id. */
export async function createSignupUser(tx: Queryable, email: string, hash: string, data: Record<string, unknown>, confirmed: boolean): Promise<string> {
  const created = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
     values ($1, $2, '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, case when $4 then now() end) returning id`,
    [email, hash, JSON.stringify({ ...data, email, email_verified: confirmed, phone_verified: false }), confirmed],
  );
  const userId = created.rows[0]!.id;
  await tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('sub', id::text) where id = $1`, [userId]);
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now())`,
    [userId, JSON.stringify({ ...data, sub: userId, email, email_verified: confirmed, phone_verified: false })],
  );
  return userId;
}

/** A sign-up again for an address not yet confirmed: the new password, the metadata merged. */
export async function resetUnconfirmedSignup(tx: Queryable, userId: string, hash: string, data: Record<string, unknown>): Promise<void> {
  await tx.query(`update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now() where id = $1`, [
    userId,
    hash,
    JSON.stringify(data),
  ]);
}

/** signInAnonymously()'s user; returns the id. */
export async function createAnonymousUser(tx: Queryable, data: Record<string, unknown>): Promise<string> {
  const created = await tx.query<{ id: string }>(
    `insert into auth.users (raw_app_meta_data, raw_user_meta_data, is_anonymous)
     values ('{"provider":"anonymous","providers":["anonymous"]}'::jsonb, $1::jsonb, true) returning id`,
    [JSON.stringify(data)],
  );
  return created.rows[0]!.id;
}

/** POST /admin/users: a user with an e-mail identity, confirmed when `confirm`; returns the id. */
export async function createAdminUser(
  tx: Queryable,
  u: { email: string; hash: string | null; confirm: boolean; appMeta: Record<string, unknown>; userMeta: Record<string, unknown> },
): Promise<string> {
  const created = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb) returning id`,
    [u.email, u.hash, u.confirm, JSON.stringify({ provider: "email", providers: ["email"], ...u.appMeta }), JSON.stringify(u.userMeta)],
  );
  const userId = created.rows[0]!.id;
  await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::text::uuid, $2::jsonb, 'email')`, [
    userId,
    JSON.stringify({ sub: userId, email: u.email, email_verified: u.confirm, phone_verified: false }),
  ]);
  return userId;
}

/** Deletes the user (every row of theirs cascades); false when there was none. */
export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  const res = await q.query(`delete from auth.users where id = $1`, [id]);
  return res.affectedRows > 0;
}

/** A sign-in happened now. */
export async function recordSignIn(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [id]);
}

export async function touchUser(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.users set updated_at = now() where id = $1`, [id]);
}

export async function markInvited(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [id]);
}

/** Sets the address outright (the admin API; no mail, no confirmation). */
export async function setEmail(q: Queryable, id: string, email: string): Promise<void> {
  await q.query(`update auth.users set email = $2 where id = $1`, [id, email]);
}

/** Sets the address and confirms it now (an anonymous user made permanent). */
export async function setConfirmedEmail(q: Queryable, id: string, email: string): Promise<void> {
  await q.query(`update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1`, [id, email]);
}

/** Records an address change waiting for its link. */
export async function requestEmailChange(q: Queryable, id: string, newEmail: string): Promise<void> {
  await q.query(`update auth.users set email_change = $2, updated_at = now() where id = $1`, [id, newEmail]);
}

/** Sets the password hash (the admin API). */
export async function setPasswordHash(q: Queryable, id: string, hash: string): Promise<void> {
  await q.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, hash]);
}

/** The user's own new password: a recovery link still out stops working. */
export async function changePassword(q: Queryable, id: string, hash: string): Promise<void> {
  await q.query(`update auth.users set encrypted_password = $2, recovery_token = '', updated_at = now() where id = $1`, [id, hash]);
}

/** Confirms the address unless it is already confirmed. */
export async function confirmEmail(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
}

/** Merges into user_metadata; a key set to null is removed (GoTrue's rule). */
export async function mergeUserMetadata(q: Queryable, id: string, data: Record<string, unknown>): Promise<void> {
  await q.query(
    `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1`,
    [id, JSON.stringify(data)],
  );
}

/** Merges into app_metadata; a key set to null is removed. */
export async function mergeAppMetadata(q: Queryable, id: string, data: Record<string, unknown>): Promise<void> {
  await q.query(`update auth.users set raw_app_meta_data = jsonb_strip_nulls(coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) where id = $1`, [
    id,
    JSON.stringify(data),
  ]);
}

/** Bans the user for `hours` from now, or lifts the ban when hours is null. */
export async function setBan(q: Queryable, id: string, hours: number | null): Promise<void> {
  await q.query(`update auth.users set banned_until = case when $2 = 'none' then null else now() + make_interval(hours => $3) end where id = $1`, [
    id,
    hours === null ? "none" : `${hours}h`,
    hours ?? 0,
  ]);
}

// ---- The admin listing ---------------------------------------------------------------------------

/** One page of user ids, matching `filter` in the e-mail or full name (empty = all), and the total. */
export async function listUserIds(
  q: Queryable,
  opts: { limit: number; offset: number; filter: string; dir: "asc" | "desc" },
): Promise<{ ids: string[]; total: number }> {
  const like = `%${opts.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const page = await q.query<{ id: string; total: number }>(
    `select id, count(*) over ()::int as total from auth.users
     where $3 = '' or email ilike $4 or coalesce(raw_user_meta_data ->> 'full_name', '') ilike $4
     order by created_at ${opts.dir === "asc" ? "asc" : "desc"}, id ${opts.dir === "asc" ? "asc" : "desc"} limit $1 offset $2`,
    [opts.limit, opts.offset, opts.filter, like],
  );
  let total = page.rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no rows to carry the count.
    total = (
      await q.query<{ n: number }>(
        `select count(*)::int as n from auth.users where $1 = '' or email ilike $2 or coalesce(raw_user_meta_data ->> 'full_name', '') ilike $2`,
        [opts.filter, like],
      )
    ).rows[0]!.n;
  }
  return { ids: page.rows.map((r) => r.id), total };
}
