// The billing service under /functions/v1/billing (our server's; docs/subscription.md), which
// alone writes subscriptions: the caller's state, and upgrade, manage, cancel or resume.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { subscriptionKeys } from "./keys";
import type { BillingAction, SubscriptionState } from "./types";

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
  const { data, error } = await supabase().functions.invoke<T>(`billing${path}`, { method });
  if (error) throw await billingError(error);
  return data as T;
}

export const stateQuery = queryOptions({ queryKey: subscriptionKeys.state, queryFn: () => billing<SubscriptionState>("", "GET") });

/**
 * The server's state; with `pollWhileFree` it is re-read every 1.5 s while the plan is still Free
 * (the success page waiting for the payment provider's webhook).
 */
export function useSubscriptionState(pollWhileFree = false) {
  return useQuery({ ...stateQuery, refetchInterval: (q) => (pollWhileFree && (q.state.data?.plan ?? "free") === "free" ? 1500 : false) });
}

/** Upgrade, manage, cancel or resume; answers the new state, or a URL to go to (Stripe). */
export function useBillingAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: BillingAction) => billing<Partial<SubscriptionState> & { url?: string }>(`/${action}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
