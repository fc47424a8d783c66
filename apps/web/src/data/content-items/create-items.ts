// New items saved straight from a story tool (a filled group's generated characters, a family
// tree's quick entry made a library character, a generated map's towns and regions), in the
// document's universe.
import type { TablesInsert } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";

export type NewItem = Pick<TablesInsert<"content_items">, "kind" | "name" | "summary" | "data" | "tags" | "seed" | "generator_version" | "universe_id"> &
  Partial<Pick<TablesInsert<"content_items">, "visibility">>;

/** Saves the items; returns their ids, in order. */
export async function createItems(items: readonly NewItem[]): Promise<string[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .insert([...items])
    .select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => r.id);
}

export async function createItem(item: NewItem): Promise<string> {
  const { data, error } = await supabase().from("content_items").insert(item).select("id").single();
  if (error) throw new Error(error.message);
  return data.id;
}

/** Takes back items just made when the step they were made for failed (not through the trash). */
export async function discardNewItems(ids: readonly string[]): Promise<void> {
  await supabase().from("content_items").delete().in("id", ids);
}
