// Inviting by e-mail (POST /invite, service role only) and the account it makes: a user with an
// e-mail identity and no password, who confirms by the invitation link and then sets a password.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import type { Mailer } from "../mail/mailer.js";
import { AuthError } from "./errors.js";
import { asBody, checkEmail, optObject, optString } from "./input.js";
import { bearer, verifyJwt } from "./jwt.js";
import { sendLink } from "./links.js";
import { resolveRedirect } from "./redirect.js";
import { findUserByEmail, loadUserJson, type UserRow } from "./model/users.js";

/** A new e-mail user (unconfirmed), with its e-mail identity; invited ones carry invited_at. */
export async function createEmailUser(tx: Queryable, email: string, hash: string | null, data: Record<string, unknown>, invited: boolean): Promise<UserRow> {
  const created = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, invited_at)
     values ($1, coalesce($2, ''), '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, case when $4 then now() end) returning id`,
    [email, hash, JSON.stringify({ ...data, email, email_verified: false, phone_verified: false }), invited],
  );
  const id = created.rows[0]!.id;
  await tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('sub', id::text) where id = $1`, [id]);
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::text::uuid, $2::jsonb, 'email')`,
    [id, JSON.stringify({ ...data, sub: id, email, email_verified: false, phone_verified: false })],
  );
  return (await findUserByEmail(tx, email))!;
}

export function inviteRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Querystring: { redirect_to?: string } }>("/invite", async (req) => {
      const claims = await verifyJwt(bearer(req.headers.authorization), ctx.config.jwtSecret);
      if (claims.role !== "service_role" && claims.role !== "supabase_admin") throw new AuthError(403, "not_admin", "User not allowed");
      const body = asBody(req.body);
      const email = checkEmail(optString(body, "email"));
      const data = optObject(body, "data") ?? {};
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to ?? optString(body, "redirect_to"));
      const id = await ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email, true);
        if (user?.email_confirmed_at) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        if (!user) user = await createEmailUser(tx, email, null, data, true);
        else await tx.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [user.id]);
        await sendLink(ctx, mailer, tx, { userId: user.id, to: email, type: "invite", redirectTo });
        return user.id;
      });
      return loadUserJson(ctx.db, id);
    });
  };
}
