// An item's edit history: each version is the item as it was before one edit (newest first),
// written by a database trigger and readable only by the owner.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Narrow, Tables } from "@/lib/row-types";
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

/** One version: `changed` names the content columns the edit changed, e.g. ["name", "tags"];
 * `created_at` is when the edit that replaced this version happened. */
export type ItemVersion = Narrow<Pick<Tables<"content_item_versions">, "id" | "snapshot" | "changed" | "created_at">, { snapshot: VersionSnapshot }>;

export async function getVersions(itemId: string): Promise<ItemVersion[]> {
  const { data, error } = await supabase()
    .from("content_item_versions")
    .select("id,snapshot,changed,created_at")
    .eq("item_id", itemId)
    .order("id", { ascending: false })
    .limit(50)
    .overrideTypes<{ snapshot: VersionSnapshot }[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const versionsOptions = (itemId: string) => queryOptions({ queryKey: contentItemKeys.versions(itemId), queryFn: () => getVersions(itemId) });
export const useVersions = (itemId: string, enabled = true) => useQuery({ ...versionsOptions(itemId), enabled });
