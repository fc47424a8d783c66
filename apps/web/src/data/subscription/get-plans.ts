// Every plan, in the order the page shows them (public.plans: anyone may read them).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { subscriptionKeys } from "./keys";
import type { Plan } from "./types";

async function fetchPlans(): Promise<Plan[]> {
  const { data, error } = await supabase().from("plans").select("*").order("position");
  if (error) throw new Error(error.message);
  return data;
}

export const plansQuery = queryOptions({ queryKey: subscriptionKeys.plans, queryFn: fetchPlans, staleTime: 5 * 60_000 });
export const usePlans = () => useQuery(plansQuery);
