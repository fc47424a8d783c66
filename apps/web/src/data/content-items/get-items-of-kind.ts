// The user's own live items of one kind with their data, by name (at most 500): the timeline's
// calendar picker and its pull-in dialog's events.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export type ItemWithData = Pick<Tables<"content_items">, "id" | "name" | "summary"> & { data: Record<string, unknown> };

export async function getItemsOfKind(ownerId: string, kind: string): Promise<ItemWithData[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, summary, data")
    .eq("owner_id", ownerId)
    .eq("kind", kind)
    .is("deleted_at", null)
    .order("name")
    .limit(500)
    .overrideTypes<{ data: Record<string, unknown> }[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const itemsOfKindOptions = (ownerId: string | undefined, kind: string) =>
  queryOptions({ queryKey: contentItemKeys.ofKind(ownerId, kind), queryFn: () => getItemsOfKind(ownerId!, kind) });
export const useItemsOfKind = (ownerId: string | undefined, kind: "calendar" | "event", enabled = true) =>
  useQuery({ ...itemsOfKindOptions(ownerId, kind), enabled: !!ownerId && enabled });
