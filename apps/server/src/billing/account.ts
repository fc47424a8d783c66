// What billing does when a user deletes their account (the auth service calls it first, through
// its beforeAccountDelete hook): a Stripe subscription still running is cancelled at once, so no
// one pays for an account that is gone.
import type { AppContext } from "../context.js";
import { stripeClient } from "./stripe.js";
import { runningStripeSubscriptionId } from "./model/subscriptions.js";

/**
 * Cancels the user's running Stripe subscription. Answers why the account must not be deleted
 * yet (Stripe could not be reached or refused), or undefined to go on; a subscription Stripe no
 * longer knows is treated as cancelled.
 */
export function cancelSubscriptionBeforeDelete(ctx: AppContext): (userId: string) => Promise<string | undefined> {
  return async (userId) => {
    const stripe = ctx.config.stripe;
    if (!stripe) return undefined;
    const id = await runningStripeSubscriptionId(ctx.db, userId);
    if (!id) return undefined;
    try {
      await stripeClient(stripe).subscriptions.cancel(id);
      return undefined;
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404) return undefined;
      return "Your Pro subscription could not be cancelled with Stripe, so nothing was deleted. Try again in a moment.";
    }
  };
}
