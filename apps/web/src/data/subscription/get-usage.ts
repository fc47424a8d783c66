// What the caller uses of each plan limit (rpc plan_usage: one row per limit).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { subscriptionKeys } from "./keys";
import { LIMIT_KEYS, type LimitKey, type Usage } from "./types";

const isLimitKey = (k: string): k is LimitKey => (LIMIT_KEYS as readonly string[]).includes(k);

async function fetchUsage(): Promise<Usage> {
  const { data, error } = await supabase().rpc("plan_usage");
  if (error) throw new Error(error.message);
  const used: Record<LimitKey, number> = { universes: 0, items: 0, story_documents: 0, storage_bytes: 0, batch_size: 0 };
  for (const row of data ?? []) if (isLimitKey(row.limit_key)) used[row.limit_key] = Number(row.used);
  return { plan: data?.[0]?.plan ?? "free", used };
}

export const usageQuery = queryOptions({ queryKey: subscriptionKeys.usage, queryFn: fetchUsage });
export const useUsage = () => useQuery(usageQuery);
