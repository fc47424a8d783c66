// Sign-in identities (auth.identities) as Google sign-in and linking change them
// (routes-oauth.ts). Reading a user's identities for User JSON is model/users.ts.
import type { Queryable } from "../../db/db.js";

/** The user's identities, locked (unlinking counts what is left). */
export async function lockIdentitiesOf(q: Queryable, userId: string): Promise<{ id: string; provider: string }[]> {
  const res = await q.query<{ id: string; provider: string }>(`select id, provider from auth.identities where user_id = $1 for update`, [userId]);
  return res.rows;
}

export async function deleteIdentity(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.identities where id = $1`, [id]);
}

/** Sets app_metadata's provider (the first) and providers to those the user still has. */
export async function setProviders(q: Queryable, userId: string, providers: string[]): Promise<void> {
  await q.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('provider', $2::text, 'providers', $3::jsonb), updated_at = now() where id = $1`,
    [userId, providers[0], JSON.stringify(providers)],
  );
}

/** The user who has this Google subject as an identity. */
export async function findUserIdByGoogleSubject(q: Queryable, subject: string): Promise<string | undefined> {
  const res = await q.query<{ user_id: string }>(`select user_id from auth.identities where provider = 'google' and provider_id = $1`, [subject]);
  return res.rows[0]?.user_id;
}

/** A new user made by Google sign-in (its identity is added by upsertGoogleIdentity); returns the id. */
export async function createGoogleUser(q: Queryable, email: string, identityData: Record<string, unknown>, verified: boolean): Promise<string> {
  const res = await q.query<{ id: string }>(
    `insert into auth.users (email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
     values ($1, '{"provider":"google","providers":["google"]}'::jsonb, $2::jsonb, case when $3 then now() end) returning id`,
    [email, JSON.stringify(identityData), verified],
  );
  return res.rows[0]!.id;
}

/** An existing user signs in with (or links) Google: "google" joins providers, the profile joins user_metadata. */
export async function addGoogleToUser(q: Queryable, userId: string, identityData: Record<string, unknown>): Promise<void> {
  await q.query(
    `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
       (select to_jsonb(array(select distinct jsonb_array_elements_text(coalesce(raw_app_meta_data->'providers', '[]'::jsonb) || '["google"]'::jsonb))))),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
    [userId, JSON.stringify(identityData)],
  );
}

/** The Google identity, made or refreshed with the provider's latest profile; signed in now. */
export async function upsertGoogleIdentity(q: Queryable, subject: string, userId: string, identityData: Record<string, unknown>): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, 'google', now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [subject, userId, JSON.stringify(identityData)],
  );
}
