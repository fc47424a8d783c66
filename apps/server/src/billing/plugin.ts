// Billing under /functions/v1/billing (the path supabase.functions.invoke("billing/…") calls):
// the built-in local provider when Stripe is not configured, Stripe otherwise. Every route but
// the webhook needs the user's access token. Subscription rows are written only here.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import type Stripe from "stripe";
import type { AppContext } from "../context.js";
import { AuthError } from "../auth/errors.js";
import { requireUser, type Caller } from "../auth/current-user.js";
import { requireAal2IfEnrolled } from "../auth/require-aal.js";
import { PAID_PLAN, WebhookSignatureError, applySubscription, handleEvent, stripeClient, verifyEvent } from "./stripe.js";
import { findSubscription, grantLocal, planOf, renewLocal, setLocalCancel, type SubscriptionRow } from "./model/subscriptions.js";
import { BillingError, sendBillingError } from "./errors.js";

export type BillingProvider = "local" | "stripe";

export interface BillingState {
  provider: BillingProvider;
  /** The plan the user has now (what the limits follow). */
  plan: string;
  subscription: SubscriptionRow | null;
}

export function billingPlugin(ctx: AppContext, stripeOverride?: Stripe): FastifyPluginAsync {
  return async (app) => {
    const cfg = ctx.config.stripe;
    const stripe = cfg ? (stripeOverride ?? stripeClient(cfg)) : undefined;
    const provider: BillingProvider = stripe ? "stripe" : "local";
    // Read per request: a server on port 0 learns its own address only once it listens.
    const site = () => ctx.config.siteUrl.replace(/\/$/, "");

    // The webhook's signature covers the exact bytes, so every body is kept as a Buffer here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body: Buffer, done) => done(null, body));

    app.setErrorHandler((err: FastifyError | BillingError | AuthError, req, reply) => {
      if (err instanceof BillingError) return sendBillingError(reply, err);
      // The session's own failures keep the auth service's status and code (docs/wire-protocol.md §2.3).
      if (err instanceof AuthError) return reply.code(err.status).send({ error: err.message, code: err.code });
      if (err instanceof WebhookSignatureError) return sendBillingError(reply, new BillingError(400, "bad_signature", err.message));
      const status = (err as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) return sendBillingError(reply, new BillingError(status, "bad_request", err.message));
      req.log.error({ err }, "billing request failed");
      return sendBillingError(reply, new BillingError(502, "provider_failed", "The payment provider could not be reached. Nothing was changed; try again."));
    });

    const state = async (caller: Caller): Promise<BillingState> => {
      const id = caller.user.id;
      if (provider === "local") await renewLocal(ctx.db, id);
      return { provider, plan: await planOf(ctx.db, id), subscription: (await findSubscription(ctx.db, id)) ?? null };
    };
    // The plan is the account's: a user with a second factor needs an aal2 session (docs/mfa.md).
    const user = async (req: FastifyRequest) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      return caller;
    };

    app.get("/", async (req) => state(await user(req)));

    // Upgrade: the local provider grants Pro at once; Stripe answers with a Checkout URL.
    app.post("/checkout", async (req) => {
      const caller = await user(req);
      const now = await state(caller);
      if (now.plan === PAID_PLAN && !now.subscription?.cancel_at_period_end) throw new BillingError(409, "already_pro", "You are on Pro already.");
      if (!stripe || !cfg) {
        await grantLocal(ctx.db, caller.user.id, PAID_PLAN);
        return { ...(await state(caller)), url: `${site()}/subscription/success` };
      }
      if (now.plan === PAID_PLAN && now.subscription?.provider_subscription_id) {
        throw new BillingError(409, "pro_ending", "Your Pro plan is set to end; resume it instead of buying it again.");
      }
      const customer = now.subscription?.provider_customer_id ?? undefined;
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: cfg.priceId, quantity: 1 }],
        success_url: `${site()}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site()}/subscription/cancel`,
        client_reference_id: caller.user.id,
        metadata: { user_id: caller.user.id },
        subscription_data: { metadata: { user_id: caller.user.id } },
        ...(customer ? { customer } : caller.user.email ? { customer_email: caller.user.email } : {}),
      });
      if (!session.url) throw new BillingError(502, "provider_failed", "Stripe did not return a Checkout page.");
      return { ...now, url: session.url };
    });

    // Manage: Stripe's Customer Portal (payment method, invoices, cancel).
    app.post("/portal", async (req) => {
      const caller = await user(req);
      if (!stripe) throw new BillingError(400, "payments_not_set_up", "Payments are not set up on this install; there is nothing to manage.");
      const customer = (await findSubscription(ctx.db, caller.user.id))?.provider_customer_id;
      if (!customer) throw new BillingError(400, "no_payment_account", "You have no payment account yet. Upgrade first.");
      const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${site()}/subscription` });
      return { url: portal.url };
    });

    // Cancel keeps the plan until the period ends; resume takes the cancellation back.
    for (const [path, cancel] of [
      ["/cancel", true],
      ["/resume", false],
    ] as const) {
      app.post(path, async (req) => {
        const caller = await user(req);
        const sub = await findSubscription(ctx.db, caller.user.id);
        if (!sub || (await planOf(ctx.db, caller.user.id)) === "free")
          throw new BillingError(409, "nothing_to_cancel", "You are on the Free plan; there is nothing to cancel.");
        if (sub.provider === "local") {
          await setLocalCancel(ctx.db, caller.user.id, cancel);
        } else {
          if (!stripe || !sub.provider_subscription_id)
            throw new BillingError(400, "managed_in_stripe", "This subscription is managed in Stripe; open Manage billing.");
          const updated = await stripe.subscriptions.update(sub.provider_subscription_id, { cancel_at_period_end: cancel });
          await applySubscription(ctx.db, updated, new Date());
        }
        return state(caller);
      });
    }

    app.post("/webhook", async (req, reply) => {
      if (!stripe || !cfg) throw new BillingError(404, "stripe_not_configured", "Stripe is not configured on this install.");
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const sig = req.headers["stripe-signature"];
      const event = verifyEvent(stripe, cfg, body, typeof sig === "string" ? sig : undefined);
      const outcome = await handleEvent(ctx.db, event);
      return reply.code(200).send({ received: true, outcome });
    });
  };
}
