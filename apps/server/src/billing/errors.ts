// Billing's errors: every failure of /functions/v1/billing is a BillingError with a code from
// BILLING_ERRORS, answered as { error: message, code } (docs/subscription.md). The web app shows
// `error`; `code` lets a client tell the cases apart without reading the words. A failure of the
// session itself (no token, aal2 needed) keeps the auth service's status and code.
import type { FastifyReply } from "fastify";

export const BILLING_ERRORS = {
  already_pro: { status: [409], meaning: "checkout while on Pro and not set to cancel" },
  pro_ending: { status: [409], meaning: "checkout while a Stripe Pro plan is set to end: resume it instead" },
  nothing_to_cancel: { status: [409], meaning: "cancel or resume on the Free plan" },
  payments_not_set_up: { status: [400], meaning: "the Customer Portal on an install without Stripe" },
  no_payment_account: { status: [400], meaning: "the Customer Portal before any checkout" },
  managed_in_stripe: { status: [400], meaning: "cancel or resume of a Stripe subscription this install cannot reach" },
  stripe_not_configured: { status: [404], meaning: "a webhook on an install without Stripe" },
  bad_signature: { status: [400], meaning: "a webhook whose Stripe-Signature is missing or does not match" },
  bad_request: { status: ["4xx"], meaning: "any other client error (the framework's)" },
  provider_failed: { status: [502], meaning: "Stripe could not be reached or answered without what we need; nothing changed" },
} as const satisfies Record<string, { status: readonly (number | "4xx")[]; meaning: string }>;

export type BillingErrorCode = keyof typeof BILLING_ERRORS;

export type BillingStatusOf<C extends BillingErrorCode> = (typeof BILLING_ERRORS)[C]["status"][number] extends infer S ? (S extends "4xx" ? number : S) : never;

/** A billing failure; the compiler checks the code against BILLING_ERRORS and the status against its row. */
export class BillingError<C extends BillingErrorCode = BillingErrorCode> extends Error {
  constructor(
    readonly status: BillingStatusOf<C>,
    readonly code: C,
    message: string,
  ) {
    super(message);
    this.name = "BillingError";
  }
}

export function sendBillingError(reply: FastifyReply, e: BillingError): FastifyReply {
  return reply.code(e.status).send({ error: e.message, code: e.code });
}
