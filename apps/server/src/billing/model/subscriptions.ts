// The subscription rows, written only here (as the database owner; users have no write grant).
// See docs/subscription.md for what each provider writes.
import type { Queryable } from "../../db/db.js";

export type SubscriptionStatus = "active" | "trialing" | "past_due" | "canceled" | "incomplete" | "unpaid";

// public.subscriptions as the server reads it (the web app's generated types hold the public
// schema; status and provider have check constraints with these values).
export interface SubscriptionRow {
  user_id: string;
  plan: string;
  status: SubscriptionStatus;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  provider: "local" | "stripe";
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
}

const columns = "user_id, plan, status, current_period_end, cancel_at_period_end, provider, provider_customer_id, provider_subscription_id";

/** How long one period of the local provider lasts; it renews by itself unless cancelled. */
export const LOCAL_PERIOD_DAYS = 30;

export async function findSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | undefined> {
  return (await db.query<SubscriptionRow>(`select ${columns} from public.subscriptions where user_id = $1`, [userId])).rows[0];
}

export async function findUserByCustomer(db: Queryable, customerId: string): Promise<string | undefined> {
  return (await db.query<{ user_id: string }>(`select user_id from public.subscriptions where provider_customer_id = $1`, [customerId])).rows[0]?.user_id;
}

export async function planOf(db: Queryable, userId: string): Promise<string> {
  return (await db.query<{ plan: string }>(`select public.plan_of($1) as plan`, [userId])).rows[0]!.plan;
}

/** Local provider: Pro at once, for one period that renews by itself. */
export async function grantLocal(db: Queryable, userId: string, plan: string): Promise<SubscriptionRow> {
  const res = await db.query<SubscriptionRow>(
    `insert into public.subscriptions (user_id, plan, status, current_period_end, cancel_at_period_end, provider)
     values ($1, $2, 'active', now() + make_interval(days => $3), false, 'local')
     on conflict (user_id) do update set plan = excluded.plan, status = 'active', current_period_end = excluded.current_period_end,
       cancel_at_period_end = false, provider = 'local', provider_subscription_id = null, updated_at = now()
     returning ${columns}`,
    [userId, plan, LOCAL_PERIOD_DAYS],
  );
  return res.rows[0]!;
}

/** Local provider: cancel at the end of the period (true) or take the cancellation back (false). */
export async function setLocalCancel(db: Queryable, userId: string, cancel: boolean): Promise<SubscriptionRow | undefined> {
  const res = await db.query<SubscriptionRow>(
    `update public.subscriptions set cancel_at_period_end = $2, updated_at = now()
     where user_id = $1 and provider = 'local' returning ${columns}`,
    [userId, cancel],
  );
  return res.rows[0];
}

/** Local provider: a live subscription that is not cancelling moves its period end forward. */
export async function renewLocal(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update public.subscriptions
     set current_period_end = current_period_end + make_interval(days => $2::int * (floor(extract(epoch from now() - current_period_end) / 86400 / $2::int)::int + 1)),
         updated_at = now()
     where user_id = $1 and provider = 'local' and not cancel_at_period_end and status = 'active' and current_period_end <= now()`,
    [userId, LOCAL_PERIOD_DAYS],
  );
}

/** Records a webhook event; false when it was handled before (a replay). */
export async function recordEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const res = await db.query(`insert into public.billing_events (id, type) values ($1, $2) on conflict (id) do nothing returning id`, [id, type]);
  return res.rows.length === 1;
}

export interface StripeState {
  userId: string;
  customerId: string | null;
  subscriptionId: string | null;
  plan: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When Stripe made the event; an older state than the one stored changes nothing. */
  at: Date;
}

/** Writes what Stripe says about a user's subscription, unless a newer event was applied already. */
export async function applyStripeState(db: Queryable, s: StripeState): Promise<void> {
  await db.query(
    `insert into public.subscriptions as t (user_id, plan, status, current_period_end, cancel_at_period_end, provider,
       provider_customer_id, provider_subscription_id, provider_synced_at)
     values ($1, $2, $3, $4, $5, 'stripe', $6, $7, $8)
     on conflict (user_id) do update set plan = excluded.plan, status = excluded.status,
       current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end,
       provider = 'stripe', provider_customer_id = coalesce(excluded.provider_customer_id, t.provider_customer_id),
       provider_subscription_id = coalesce(excluded.provider_subscription_id, t.provider_subscription_id),
       provider_synced_at = excluded.provider_synced_at, updated_at = now()
     where t.provider_synced_at is null or t.provider_synced_at <= excluded.provider_synced_at`,
    [s.userId, s.plan, s.status, s.currentPeriodEnd, s.cancelAtPeriodEnd, s.customerId, s.subscriptionId, s.at],
  );
}

/**
 * A finished Checkout: the user's row names the Stripe customer and subscription, and a new
 * subscription is Pro at once (the subscription events that follow fill in the period).
 */
export async function linkCheckout(db: Queryable, userId: string, plan: string, customerId: string | null, subscriptionId: string | null): Promise<void> {
  await db.query(
    `insert into public.subscriptions as t (user_id, plan, status, provider, provider_customer_id, provider_subscription_id)
     values ($1, $2, 'active', 'stripe', $3, $4)
     on conflict (user_id) do update set
       provider_customer_id = coalesce(excluded.provider_customer_id, t.provider_customer_id),
       provider_subscription_id = coalesce(excluded.provider_subscription_id, t.provider_subscription_id),
       plan = case when t.provider_subscription_id is distinct from excluded.provider_subscription_id then excluded.plan else t.plan end,
       status = case when t.provider_subscription_id is distinct from excluded.provider_subscription_id then 'active' else t.status end,
       cancel_at_period_end = case when t.provider_subscription_id is distinct from excluded.provider_subscription_id then false else t.cancel_at_period_end end,
       provider = 'stripe', updated_at = now()`,
    [userId, plan, customerId, subscriptionId],
  );
}

/** The user's Stripe subscription still running, if any (its provider id). */
export async function runningStripeSubscriptionId(q: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `select provider_subscription_id as id from public.subscriptions
     where user_id = $1 and provider = 'stripe' and provider_subscription_id is not null and status <> 'canceled'`,
    [userId],
  );
  return rows[0]?.id;
}
