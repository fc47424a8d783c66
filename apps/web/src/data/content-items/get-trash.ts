// The user's trash: items moved there in the last 30 days, most recently trashed first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Narrow, Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export const TRASH_DAYS = 30;
/** The trash shows this many items at most; Empty trash removes every one, shown or not. */
export const TRASH_LIMIT = 500;

/** A trashed row: `deleted_at` is set (the query asks for exactly those). */
export type TrashedItem = Narrow<Pick<Tables<"content_items">, "id" | "kind" | "name" | "summary" | "deleted_at">, { deleted_at: string }>;

export async function getTrash(ownerId: string): Promise<{ rows: TrashedItem[]; total: number }> {
  const { data, error, count } = await supabase()
    .from("content_items")
    .select("id,kind,name,summary,deleted_at", { count: "exact" })
    .eq("owner_id", ownerId)
    .not("deleted_at", "is", null)
    .order("deleted_at", { ascending: false })
    .order("id", { ascending: true })
    .limit(TRASH_LIMIT)
    .overrideTypes<{ deleted_at: string }[]>();
  if (error) throw new Error(error.message);
  return { rows: data ?? [], total: count ?? 0 };
}

/** Whole days left before the server purges an item trashed at `deletedAt` (at least 0). */
export function daysLeft(deletedAt: string, now: number = Date.now()): number {
  const purgeAt = new Date(deletedAt).getTime() + TRASH_DAYS * 86_400_000;
  return Math.max(0, Math.ceil((purgeAt - now) / 86_400_000));
}

export const trashOptions = (ownerId: string) => queryOptions({ queryKey: contentItemKeys.trash(ownerId), queryFn: () => getTrash(ownerId) });
export const useTrash = (ownerId: string) => useQuery({ ...trashOptions(ownerId), enabled: !!ownerId });
