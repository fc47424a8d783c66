// DELETE /auth/v1/user: the signed-in user deletes their own account (not a GoTrue endpoint;
// docs/storage.md). The body must carry the account's e-mail address, typed to confirm. One
// transaction removes the user's storage objects and the auth.users row, whose foreign keys
// cascade to every row of theirs (sessions, profile, library, stories…); the files go after.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { backendFor } from "../storage/backend.js";
import { requireUser } from "./current-user.js";
import { AuthError } from "./errors.js";
import { asBody, optString } from "./input.js";

export function deleteAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  const backend = backendFor(ctx.config);
  return async (app) => {
    app.delete("/user", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      const typed = (optString(asBody(req.body), "email") ?? "").trim().toLowerCase();
      const email = (caller.user.email ?? "").toLowerCase();
      if (!email || typed !== email) throw new AuthError(400, "validation_failed", "Type your e-mail address exactly to confirm.");
      const factors = await ctx.db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [caller.user.id]);
      if (factors.rows.length > 0 && caller.aal !== "aal2") {
        throw new AuthError(403, "insufficient_aal", "Enter a code from your authenticator app before deleting the account.");
      }
      const files = await ctx.db.transaction(async (tx) => {
        const objects = await tx.query<{ bucket_id: string; name: string }>(`delete from storage.objects where owner = $1 returning bucket_id, name`, [caller.user.id]);
        await tx.query(`delete from auth.users where id = $1`, [caller.user.id]);
        return objects.rows;
      });
      const byBucket = new Map<string, string[]>();
      for (const f of files) byBucket.set(f.bucket_id, [...(byBucket.get(f.bucket_id) ?? []), f.name]);
      for (const [bucket, names] of byBucket) await backend.remove(bucket, names);
      return reply.code(204).send();
    });
  };
}
