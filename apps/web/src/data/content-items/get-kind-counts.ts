// The dashboard: the user's saved items counted by kind (rpc my_content_counts, one grouped query), or
// only those of one universe (rpc my_universe_kind_counts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export interface KindCount {
  kind: string;
  items: number;
}

export async function getKindCounts(universeId: string | null = null): Promise<KindCount[]> {
  const { data, error } = universeId ? await supabase().rpc("my_universe_kind_counts", { universe: universeId }) : await supabase().rpc("my_content_counts");
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => ({ kind: r.kind, items: Number(r.items) }));
}

export const kindCountsOptions = (ownerId: string, universeId: string | null = null) =>
  queryOptions({ queryKey: contentItemKeys.dashboardCounts(ownerId, universeId), queryFn: () => getKindCounts(universeId) });
export const useKindCounts = (ownerId: string, universeId: string | null = null) => useQuery(kindCountsOptions(ownerId, universeId));
