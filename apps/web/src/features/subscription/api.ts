// Subscription data: the plans (public.plans), the caller's usage (public.plan_usage()) and the
// billing service under /functions/v1/billing (our server's; docs/subscription.md), which
// alone writes subscriptions.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import { subscriptionKeys } from "@/data/subscription/keys";

export { subscriptionKeys };

export type Plan = Tables<"plans">;
export type LimitKey = "universes" | "items" | "story_documents" | "storage_bytes" | "batch_size";

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

async function fetchPlans(): Promise<Plan[]> {
  const { data, error } = await supabase().from("plans").select("*").order("position");
  if (error) throw new Error(error.message);
  return data;
}

async function fetchUsage(): Promise<Usage> {
  const { data, error } = await supabase().rpc("plan_usage");
  if (error) throw new Error(error.message);
  const used = { universes: 0, items: 0, story_documents: 0, storage_bytes: 0, batch_size: 0 } as Record<LimitKey, number>;
  for (const row of data ?? []) used[row.limit_key as LimitKey] = Number(row.used);
  return { plan: data?.[0]?.plan ?? "free", used };
}

/** The billing service's message for a failed call (its JSON body's `error`). */
async function billingError(error: unknown): Promise<Error> {
  const res = (error as { context?: Response }).context;
  if (res && typeof res.json === "function") {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    if (body.error) return new Error(body.error);
  }
  return new Error((error as Error).message || "The billing service could not be reached.");
}

async function billing<T>(path: string, method: "GET" | "POST" = "POST"): Promise<T> {
  const { data, error } = await supabase().functions.invoke(`billing${path}`, { method });
  if (error) throw await billingError(error);
  return data as T;
}

export const plansQuery = queryOptions({ queryKey: subscriptionKeys.plans, queryFn: fetchPlans, staleTime: 5 * 60_000 });
export const usageQuery = queryOptions({ queryKey: subscriptionKeys.usage, queryFn: fetchUsage });
export const stateQuery = queryOptions({ queryKey: subscriptionKeys.state, queryFn: () => billing<SubscriptionState>("", "GET") });

export const usePlans = () => useQuery(plansQuery);
export const useUsage = () => useQuery(usageQuery);

/**
 * The server's state; with `pollWhileFree` it is re-read every 1.5 s while the plan is still Free
 * (the success page waiting for the payment provider's webhook).
 */
export function useSubscriptionState(pollWhileFree = false) {
  return useQuery({ ...stateQuery, refetchInterval: (q) => (pollWhileFree && (q.state.data?.plan ?? "free") === "free" ? 1500 : false) });
}

export type BillingAction = "checkout" | "portal" | "cancel" | "resume";

/** Upgrade, manage, cancel or resume; answers the new state, or a URL to go to (Stripe). */
export function useBillingAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: BillingAction) => billing<Partial<SubscriptionState> & { url?: string }>(`/${action}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
