// The maps on a trail (maps within maps, features/maps/map-trail.ts): their titles and owners, in
// the trail's order, as far as the reader may read them (RLS: their own, or published). A map the
// reader may not read, or one in the trash, is left off the trail.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { mapKeys } from "./keys";
import type { FeatureMap } from "./types";

export type TrailMap = Pick<FeatureMap, "id" | "title" | "owner_id">;

export async function getTrail(ids: readonly string[]): Promise<TrailMap[]> {
  if (!ids.length) return [];
  const { data, error } = await supabase().from("story_documents").select("id,title,owner_id").in("id", ids).eq("tool", "map").is("deleted_at", null);
  if (error) throw new Error(error.message);
  const byId = new Map((data ?? []).map((d) => [d.id, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const trailOptions = (ids: readonly string[], viewer: string) =>
  queryOptions({ queryKey: mapKeys.trail(ids.join(","), viewer), queryFn: () => getTrail(ids), placeholderData: keepPreviousData });
export const useTrail = (ids: readonly string[], viewer: string) => useQuery({ ...trailOptions(ids, viewer), enabled: ids.length > 0 });
