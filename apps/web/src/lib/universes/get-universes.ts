// The signed-in user's universes with their item counts (rpc my_universe_counts, one query).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { universeKeys } from "./keys";
import type { Universe } from "./types";

export async function getMyUniverses(): Promise<Universe[]> {
  const { data, error } = await supabase().rpc("my_universe_counts");
  if (error) throw new Error(error.message);
  return ((data ?? []) as (Omit<Universe, "items"> & { items: number | string })[]).map((u) => ({ ...u, items: Number(u.items) }));
}

export const myUniversesOptions = (ownerId: string) =>
  queryOptions({ queryKey: universeKeys.mine(ownerId), queryFn: getMyUniverses, enabled: !!ownerId, staleTime: 30_000 });

export const useMyUniverses = (ownerId: string | undefined) => useQuery(myUniversesOptions(ownerId ?? ""));
