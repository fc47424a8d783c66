// Users and identities as GoTrue stores and serialises them (docs/wire-protocol.md §2.5).
import type { Queryable } from "../../db/db.js";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  phone: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  deleted_at: string | null;
  invited_at: string | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

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

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "verified" | "unverified";
  created_at: string;
  updated_at: string;
}

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
