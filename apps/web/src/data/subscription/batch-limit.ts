// How many results one press of Generate may make: the plan's `max_batch_size` (Free 50, Pro 200;
// docs/subscription.md). Visitors have the Free plan's. Generation runs in the browser, so this is
// the app keeping to the plan, not a security boundary: what is saved counts against the item limit
// in Postgres whatever the batch.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { subscriptionKeys } from "./keys";

export interface BatchLimit {
  /** The caller's plan's batch size. */
  max: number;
  /** The largest batch of any plan, and that plan's name (what an upgrade gives). */
  top: { max: number; plan: string };
}

async function fetchBatchLimit(signedIn: boolean): Promise<BatchLimit> {
  const [plans, mine] = await Promise.all([
    supabase().from("plans").select("id, name, max_batch_size").order("position"),
    signedIn ? supabase().rpc("my_plan") : Promise.resolve({ data: "free", error: null }),
  ]);
  if (plans.error) throw new Error(plans.error.message);
  if (mine.error) throw new Error(mine.error.message);
  const rows = plans.data ?? [];
  const own = rows.find((p) => p.id === mine.data) ?? rows.find((p) => p.id === "free");
  const top = rows.reduce<{ max: number; plan: string }>((best, p) => (p.max_batch_size > best.max ? { max: p.max_batch_size, plan: p.name } : best), {
    max: 0,
    plan: "",
  });
  return { max: own?.max_batch_size ?? 50, top };
}

export function useBatchLimit(userId: string | null) {
  return useQuery({ queryKey: subscriptionKeys.batchLimit(userId), queryFn: () => fetchBatchLimit(userId !== null), staleTime: 5 * 60_000 });
}
