// GET /user, PUT /user (password, e-mail change, metadata) and POST /logout.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { Mailer } from "../mail/mailer.js";
import { requireUser } from "./current-user.js";
import { AAL2_REQUIRED_FOR_UPDATE, requireAal2IfEnrolled } from "./require-aal.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, checkEmail, checkMetadata, checkPassword, mergedMetadata, hashPassword, optObject, optString, passwordMatches, pkceParams } from "./input.js";
import { resolveRedirect } from "./redirect.js";
import { makePermanent } from "./model/anonymous.js";
import { authorizePasswordChange, sendEmailChangeLinks } from "./secure-update.js";
import { deleteAllSessionsOf, deleteSession, revokeOtherSessions } from "./model/sessions.js";
import { changePassword, findUserByEmail, loadUserJson, mergeUserMetadata, setConfirmedEmail } from "./model/users.js";

export function userRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsync {
  return async (app) => {
    app.get("/user", async (req) => {
      const { user } = await requireUser(ctx, req);
      return loadUserJson(ctx.db, user.id);
    });

    app.put<{ Querystring: { redirect_to?: string } }>("/user", async (req) => {
      const caller = await requireUser(ctx, req);
      const body = asBody(req.body);
      const password = optString(body, "password");
      const email = optString(body, "email");
      // The metadata as it will be after the merge must still fit in a token.
      const data = optObject(body, "data");
      if (data) checkMetadata("data", mergedMetadata(caller.user.raw_user_meta_data, data));
      // GoTrue's rule: a new password or e-mail needs aal2 once MFA is on (docs/mfa.md).
      if (password || (email && email.trim().toLowerCase() !== (caller.user.email ?? "").toLowerCase())) {
        await requireAal2IfEnrolled(ctx, caller, AAL2_REQUIRED_FOR_UPDATE);
      }
      if (body.app_metadata !== undefined) throw new AuthError(403, "not_admin", "User not allowed");
      const pkce = pkceParams(body);
      const redirectTo = resolveRedirect(ctx.config, req.query.redirect_to);
      const newHash = password ? await hashPassword(checkPassword(ctx.config, password)) : undefined;
      const newEmail = email ? checkEmail(email) : undefined;
      // The current password, reauthenticate()'s nonce or a fresh recovery session (secure-update.ts).
      if (password)
        await authorizePasswordChange(ctx, caller, { currentPassword: optString(body, "current_password"), nonce: optString(body, "nonce"), ip: req.ip });
      // Only after that proof: otherwise same_password would tell a stolen session the password.
      if (password && (await passwordMatches(password, caller.user.encrypted_password))) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }

      await ctx.db.transaction(async (tx) => {
        const id = caller.user.id;
        if (data) {
          // Merge; a key set to null is removed (GoTrue's rule).
          await mergeUserMetadata(tx, id, data);
        }
        if (newHash) {
          await changePassword(tx, id, newHash);
          // A new password signs out every other session.
          await revokeOtherSessions(tx, id, caller.sessionId);
        }
        if (newEmail && newEmail !== caller.user.email) {
          const taken = await findUserByEmail(tx, newEmail);
          if (taken && taken.id !== id) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
          if (caller.user.is_anonymous && ctx.config.autoconfirm) {
            // An anonymous account made permanent at once: same id, so everything it saved stays.
            await setConfirmedEmail(tx, id, newEmail);
            await makePermanent(tx, id);
            return;
          }
          // Links to the new address and the current one; the address changes once both are followed.
          await sendEmailChangeLinks(ctx, mailer, tx, caller.user, newEmail, redirectTo, pkce);
        }
      });
      return loadUserJson(ctx.db, caller.user.id);
    });

    app.post<{ Querystring: { scope?: string } }>("/logout", async (req, reply) => {
      const scope = req.query.scope ?? "global";
      if (!["global", "local", "others"].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
      const caller = await requireUser(ctx, req);
      if (scope === "global") await deleteAllSessionsOf(ctx.db, caller.user.id);
      else if (scope === "local") await deleteSession(ctx.db, caller.sessionId);
      else await revokeOtherSessions(ctx.db, caller.user.id, caller.sessionId);
      return reply.code(204).send();
    });
  };
}
