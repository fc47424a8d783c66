// The dashboard: the user's five most recently saved items (in one universe when given).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export type RecentItem = Pick<Tables<"content_items">, "id" | "kind" | "name" | "summary" | "created_at">;

export async function getRecentItems(ownerId: string, universeId: string | null = null): Promise<RecentItem[]> {
  let q = supabase().from("content_items").select("id,kind,name,summary,created_at").eq("owner_id", ownerId);
  if (universeId) q = q.eq("universe_id", universeId);
  const { data, error } = await q.is("deleted_at", null).order("created_at", { ascending: false }).order("id", { ascending: true }).limit(5);
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const recentItemsOptions = (ownerId: string, universeId: string | null = null) =>
  queryOptions({ queryKey: contentItemKeys.dashboardRecent(ownerId, universeId), queryFn: () => getRecentItems(ownerId, universeId) });
export const useRecentItems = (ownerId: string, universeId: string | null = null) => useQuery(recentItemsOptions(ownerId, universeId));
