// Inviting by e-mail (POST /invite, service role only). The account it makes (model/users.ts
// createEmailUser) has an e-mail identity and no password; the user confirms by the invitation
// link and then sets a password.
import { newAccountMetadata } from "./account-metadata.js";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Mailer } from "../mail/mailer.js";
import { AuthError } from "./errors.js";
import { asBody, checkEmail, optObject, optString } from "./input.js";
import { bearer, verifyJwt } from "./jwt.js";
import { sendLink } from "./links.js";
import { resolveRedirect } from "./redirect.js";
import { createEmailUser, findUserByEmail, loadUserJson, markInvited } from "./model/users.js";

export function inviteRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Querystring: { redirect_to?: string } }>("/invite", async (req) => {
      const claims = await verifyJwt(bearer(req.headers.authorization), ctx.config.jwtSecret);
      if (claims.role !== "service_role" && claims.role !== "supabase_admin") throw new AuthError(403, "not_admin", "User not allowed");
      const body = asBody(req.body);
      const email = checkEmail(optString(body, "email"));
      const data = await newAccountMetadata(ctx.db, "data", optObject(body, "data"));
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to ?? optString(body, "redirect_to"));
      const id = await ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email, true);
        if (user?.email_confirmed_at) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        if (!user) user = await createEmailUser(tx, email, null, data, true);
        else await markInvited(tx, user.id);
        await sendLink(ctx, mailer, tx, { userId: user.id, to: email, type: "invite", redirectTo });
        return user.id;
      });
      return loadUserJson(ctx.db, id);
    });
  };
}
