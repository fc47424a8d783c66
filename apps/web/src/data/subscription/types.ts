// The plans (public.plans), the caller's usage (public.plan_usage()) and the billing state as the
// billing service answers it (docs/subscription.md).
import type { Tables } from "@/lib/row-types";

export type Plan = Tables<"plans">;
export type LimitKey = "universes" | "items" | "story_documents" | "storage_bytes" | "batch_size";
export const LIMIT_KEYS: readonly LimitKey[] = ["universes", "items", "story_documents", "storage_bytes", "batch_size"];

export interface Usage {
  plan: string;
  used: Record<LimitKey, number>;
}

export interface SubscriptionState {
  provider: "local" | "stripe";
  plan: string;
  subscription: {
    plan: string;
    status: string;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    provider: "local" | "stripe";
  } | null;
}

export type BillingAction = "checkout" | "portal" | "cancel" | "resume";
