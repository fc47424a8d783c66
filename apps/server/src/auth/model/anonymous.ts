// Anonymous accounts (signInAnonymously) become permanent when they confirm an e-mail address:
// the same user id, so every row they own stays theirs.
import type { Queryable } from "../../db/db.js";

/** Marks the (now e-mailed) user permanent and gives them an e-mail identity. */
export async function makePermanent(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set is_anonymous = false, updated_at = now(),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', email, 'email_verified', true, 'sub', id::text)
     where id = $1`,
    [userId],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false), 'email', now()
     from auth.users u where u.id = $1
     on conflict (provider_id, provider) do nothing`,
    [userId],
  );
}
