// DELETE /auth/v1/user: the signed-in user deletes their own account (not a GoTrue endpoint;
// docs/storage.md). The body must carry the account's e-mail address, typed to confirm. One
// transaction removes the user's storage objects and the auth.users row, whose foreign keys
// cascade to every row of theirs (sessions, profile, library, stories…); the files go after.
// Other services act first through beforeAccountDelete (billing cancels a running Stripe
// subscription: no one pays for an account that is gone); a refusal deletes nothing.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { backendFor } from "../storage/backend.js";
import { removeTiles } from "../storage/tiles.js";
import { requireUser } from "./current-user.js";
import { AuthError } from "./errors.js";
import { asBody, optString } from "./input.js";
import { deleteAccountRows } from "./model/account.js";
import { requireAal2IfEnrolled } from "./require-aal.js";

export interface AccountDeleteHooks {
  /** Runs before anything is deleted: a message says why the account must stay (answered 502), undefined goes on. */
  beforeAccountDelete?: (userId: string) => Promise<string | undefined>;
}

export function deleteAccountRoutes(ctx: AppContext, hooks: AccountDeleteHooks = {}): FastifyPluginAsync {
  const backend = backendFor(ctx.config);
  return async (app) => {
    app.delete("/user", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      const typed = (optString(asBody(req.body), "email") ?? "").trim().toLowerCase();
      const email = (caller.user.email ?? "").toLowerCase();
      if (!email || typed !== email) throw new AuthError(400, "validation_failed", "Type your e-mail address exactly to confirm.");
      await requireAal2IfEnrolled(ctx, caller, "Enter a code from your authenticator app before deleting the account.");
      const refusal = await hooks.beforeAccountDelete?.(caller.user.id);
      if (refusal) throw new AuthError(502, "unexpected_failure", refusal);
      const files = await ctx.db.transaction((tx) => deleteAccountRows(tx, caller.user.id));
      const byBucket = new Map<string, string[]>();
      for (const f of files) byBucket.set(f.bucket_id, [...(byBucket.get(f.bucket_id) ?? []), f.name]);
      for (const [bucket, names] of byBucket) {
        await backend.remove(bucket, names);
        await removeTiles(backend, bucket, names);
      }
      return reply.code(204).send();
    });
  };
}
