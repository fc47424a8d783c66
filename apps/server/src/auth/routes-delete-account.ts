// DELETE /auth/v1/user: the signed-in user deletes their own account (not a GoTrue endpoint;
// docs/storage.md). The body must carry the account's e-mail address, typed to confirm. One
// transaction removes the user's storage objects and the auth.users row, whose foreign keys
// cascade to every row of theirs (sessions, profile, library, stories…); the files go after.
// A Stripe subscription still running is cancelled first: no one pays for an account that is gone.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { stripeClient } from "../billing/stripe.js";
import { backendFor } from "../storage/backend.js";
import { requireUser } from "./current-user.js";
import { AuthError } from "./errors.js";
import { asBody, optString } from "./input.js";
import { deleteAccountRows, runningStripeSubscriptionId } from "./model/account.js";
import { requireAal2IfEnrolled } from "./require-aal.js";

export function deleteAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  const backend = backendFor(ctx.config);
  return async (app) => {
    app.delete("/user", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      const typed = (optString(asBody(req.body), "email") ?? "").trim().toLowerCase();
      const email = (caller.user.email ?? "").toLowerCase();
      if (!email || typed !== email) throw new AuthError(400, "validation_failed", "Type your e-mail address exactly to confirm.");
      await requireAal2IfEnrolled(ctx, caller, "Enter a code from your authenticator app before deleting the account.");
      await cancelPaidSubscription(ctx, caller.user.id);
      const files = await ctx.db.transaction((tx) => deleteAccountRows(tx, caller.user.id));
      const byBucket = new Map<string, string[]>();
      for (const f of files) byBucket.set(f.bucket_id, [...(byBucket.get(f.bucket_id) ?? []), f.name]);
      for (const [bucket, names] of byBucket) await backend.remove(bucket, names);
      return reply.code(204).send();
    });
  };
}

/**
 * Cancels the user's Stripe subscription at once when one is still running. When Stripe cannot
 * be reached or refuses, nothing is deleted and the user is told to try again; a subscription
 * Stripe no longer knows is treated as cancelled.
 */
async function cancelPaidSubscription(ctx: AppContext, userId: string): Promise<void> {
  const stripe = ctx.config.stripe;
  if (!stripe) return;
  const id = await runningStripeSubscriptionId(ctx.db, userId);
  if (!id) return;
  try {
    await stripeClient(stripe).subscriptions.cancel(id);
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 404) return;
    throw new AuthError(502, "unexpected_failure", "Your Pro subscription could not be cancelled with Stripe, so nothing was deleted. Try again in a moment.");
  }
}
