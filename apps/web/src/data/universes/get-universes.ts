// The signed-in user's universes with their item counts (rpc my_universe_counts, one query).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "@/data/content-items/keys";
import { useHiddenUniverses } from "@/lib/hidden-universes";
import type { Universe, UniverseNarrowing } from "./types";

export async function getMyUniverses(): Promise<Universe[]> {
  const { data, error } = await supabase().rpc("my_universe_counts").overrideTypes<UniverseNarrowing[]>();
  if (error) throw new Error(error.message);
  // `items` is a bigint count: it may come as a string.
  return (data ?? []).map((u) => ({ ...u, items: Number(u.items) }));
}

export const myUniversesOptions = (ownerId: string) =>
  queryOptions({ queryKey: contentItemKeys.universesMine(ownerId), queryFn: getMyUniverses, enabled: !!ownerId, staleTime: 30_000 });

export const useMyUniverses = (ownerId: string | undefined) => useQuery(myUniversesOptions(ownerId ?? ""));

/** The user's universes as the pickers and lists show them: those waiting on a delete's Undo left out. */
export function useVisibleUniverses(ownerId: string | undefined) {
  const hidden = useHiddenUniverses();
  const select = useCallback((rows: Universe[]) => (hidden.size === 0 ? rows : rows.filter((u) => !hidden.has(u.id))), [hidden]);
  return useQuery({ ...myUniversesOptions(ownerId ?? ""), select });
}
