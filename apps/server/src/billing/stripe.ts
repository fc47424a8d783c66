// The Stripe provider: Checkout to upgrade, the Customer Portal to manage, cancel / resume at
// the period end through the API, and webhooks verified by signature and handled once each
// (docs/subscription.md).
import Stripe from "stripe";
import type { StripeConfig } from "../config.js";
import type { Db, Queryable } from "../db/db.js";
import { userExists } from "../auth/model/users.js";
import { applyStripeState, findUserByCustomer, linkCheckout, recordEvent, type SubscriptionStatus } from "./model/subscriptions.js";

export const PAID_PLAN = "pro";

export function stripeClient(cfg: StripeConfig): Stripe {
  if (!cfg.apiUrl) return new Stripe(cfg.secretKey, { maxNetworkRetries: 1 });
  const u = new URL(cfg.apiUrl);
  return new Stripe(cfg.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === "https:" ? 443 : 80),
    protocol: u.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}

export class WebhookSignatureError extends Error {}

/** Verifies the signature; throws WebhookSignatureError when it does not match the secret. */
export function verifyEvent(stripe: Stripe, cfg: StripeConfig, payload: Buffer | string, signature: string | undefined): Stripe.Event {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  try {
    return stripe.webhooks.constructEvent(payload, signature, cfg.webhookSecret);
  } catch (e) {
    throw new WebhookSignatureError(`Webhook signature verification failed: ${(e as Error).message}`);
  }
}

const statuses: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  canceled: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
  unpaid: "unpaid",
  paused: "canceled",
};

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

/** The period end: on the subscription in older API versions, on its items in newer ones. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const top = (sub as unknown as { current_period_end?: number }).current_period_end;
  const item = sub.items?.data?.[0] as unknown as { current_period_end?: number } | undefined;
  const t = top ?? item?.current_period_end;
  return typeof t === "number" ? new Date(t * 1000) : null;
}

async function userFor(db: Queryable, sub: Stripe.Subscription): Promise<string | undefined> {
  const fromMeta = sub.metadata?.user_id;
  if (fromMeta && /^[0-9a-f-]{36}$/i.test(fromMeta)) return fromMeta;
  const customer = idOf(sub.customer);
  return customer ? findUserByCustomer(db, customer) : undefined;
}

export async function applySubscription(db: Queryable, sub: Stripe.Subscription, at: Date): Promise<boolean> {
  const userId = await userFor(db, sub);
  if (!userId || !(await userExists(db, userId))) return false;
  await applyStripeState(db, {
    userId,
    customerId: idOf(sub.customer),
    subscriptionId: sub.id,
    plan: PAID_PLAN,
    status: statuses[sub.status] ?? "canceled",
    currentPeriodEnd: periodEnd(sub),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    at,
  });
  return true;
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/** Handles one verified event inside a transaction, with its id recorded so a replay does nothing. */
export async function handleEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return "duplicate";
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case "checkout.session.completed": {
        const s = event.data.object;
        const userId = s.client_reference_id ?? s.metadata?.user_id;
        if (!userId || !/^[0-9a-f-]{36}$/i.test(userId) || s.mode !== "subscription") return "ignored";
        if (!(await userExists(tx, userId))) return "ignored";
        await linkCheckout(tx, userId, PAID_PLAN, idOf(s.customer), idOf(s.subscription));
        return "applied";
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return (await applySubscription(tx, event.data.object, at)) ? "applied" : "ignored";
      default:
        return "ignored";
    }
  });
}
