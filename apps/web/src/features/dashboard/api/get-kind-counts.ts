// The user's saved items counted by kind (rpc my_content_counts, one grouped query).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { dashboardKeys } from "./keys";

export interface KindCount {
  kind: string;
  items: number;
}

export async function getKindCounts(): Promise<KindCount[]> {
  const { data, error } = await supabase().rpc("my_content_counts");
  if (error) throw new Error(error.message);
  return ((data ?? []) as { kind: string; items: number | string }[]).map((r) => ({ kind: r.kind, items: Number(r.items) }));
}

export const kindCountsOptions = (ownerId: string) => queryOptions({ queryKey: dashboardKeys.counts(ownerId), queryFn: getKindCounts });
export const useKindCounts = (ownerId: string) => useQuery(kindCountsOptions(ownerId));
