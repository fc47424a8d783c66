// An item's edit history: each version is the item as it was before one edit (newest first),
// written by a database trigger and readable only by the owner.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { SavedData } from "./types";
import { contentItemKeys } from "./keys";

/** The row as it was (whatever columns it had then; the history keeps them all). */
export interface VersionSnapshot {
  name?: string;
  summary?: string;
  data?: SavedData;
  tags?: string[];
  notes?: string | null;
  updated_at?: string;
  [column: string]: unknown;
}

export interface ItemVersion {
  id: number;
  snapshot: VersionSnapshot;
  /** The content columns the edit changed, e.g. ["name", "tags"]. */
  changed: string[];
  /** When the edit that replaced this version happened. */
  created_at: string;
}

export async function getVersions(itemId: string): Promise<ItemVersion[]> {
  const { data, error } = await supabase()
    .from("content_item_versions")
    .select("id,snapshot,changed,created_at")
    .eq("item_id", itemId)
    .order("id", { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return (data ?? []) as ItemVersion[];
}

export const versionsOptions = (itemId: string) => queryOptions({ queryKey: contentItemKeys.versions(itemId), queryFn: () => getVersions(itemId) });
export const useVersions = (itemId: string, enabled = true) => useQuery({ ...versionsOptions(itemId), enabled });
