// The signed-in user's saved world for the generators: the most recent items of the kinds they
// link to, optionally only one universe's. Trashed items are left out.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { generatorKeys } from "./keys";
import { WORLD_KINDS, WORLD_LIMIT, toLoadedWorld, type LoadedWorld, type WorldRow } from "../world";

export interface FetchWorldOptions {
  userId: string;
  /** Only the items of this universe; all of the user's items when absent. */
  universeId?: string;
  limit?: number;
}

export async function fetchWorld({ userId, universeId, limit = WORLD_LIMIT }: FetchWorldOptions): Promise<LoadedWorld> {
  let q = supabase()
    .from("content_items")
    .select("id,kind,name,summary,data,updated_at")
    .eq("owner_id", userId)
    .is("deleted_at", null)
    .in("kind", [...WORLD_KINDS]);
  if (universeId) q = q.eq("universe_id", universeId);
  const { data, error } = await q
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(limit)
    .overrideTypes<Pick<WorldRow, "data">[]>();
  if (error) throw new Error(error.message);
  return toLoadedWorld(data);
}

export const worldOptions = (opts: FetchWorldOptions) =>
  queryOptions({
    queryKey: generatorKeys.world(opts.userId, opts.universeId ?? null),
    queryFn: () => fetchWorld(opts),
    // The first result waits for the world, so a failing request must not hold it up for long.
    retry: 1,
    staleTime: 60_000,
  });

export function useWorld(userId: string | undefined, universeId?: string) {
  return useQuery({ ...worldOptions({ userId: userId ?? "", ...(universeId ? { universeId } : {}) }), enabled: Boolean(userId) });
}
