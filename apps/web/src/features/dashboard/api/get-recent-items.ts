// The user's five most recently saved items.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { dashboardKeys } from "./keys";

export interface RecentItem {
  id: string;
  kind: string;
  name: string;
  summary: string;
  created_at: string;
}

export async function getRecentItems(ownerId: string): Promise<RecentItem[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id,kind,name,summary,created_at")
    .eq("owner_id", ownerId)
    .is("deleted_at", null)
    .order("created_at", { ascending: false })
    .order("id", { ascending: true })
    .limit(5);
  if (error) throw new Error(error.message);
  return (data ?? []) as RecentItem[];
}

export const recentItemsOptions = (ownerId: string) => queryOptions({ queryKey: dashboardKeys.recent(ownerId), queryFn: () => getRecentItems(ownerId) });
export const useRecentItems = (ownerId: string) => useQuery(recentItemsOptions(ownerId));
