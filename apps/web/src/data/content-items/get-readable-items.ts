// The live items among `ids` that the viewer may read (RLS decides), with their name and visibility:
// how a panel that shows other items by id leaves out the ones it may not name.
import type { Narrow, Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import type { Visibility } from "./types";

export type ReadableItem = Narrow<Pick<Tables<"content_items">, "id" | "name" | "visibility">, { visibility: Visibility }>;

export async function getReadableItems(ids: readonly string[]): Promise<ReadableItem[]> {
  if (ids.length === 0) return [];
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, visibility")
    .in("id", ids)
    .is("deleted_at", null)
    .overrideTypes<Pick<ReadableItem, "visibility">[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}
