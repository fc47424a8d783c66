// Edits to the user's items: one item's name/summary/tags/visibility, or visibility in bulk.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import type { SavedData, Visibility } from "./types";
import { contentItemKeys } from "./keys";

export interface ItemPatch {
  name?: string;
  summary?: string;
  tags?: string[];
  visibility?: Visibility;
  /** The generator result as edited on the item page (fields, sections). */
  data?: SavedData;
}

export async function updateItems(ids: readonly string[], patch: ItemPatch): Promise<number> {
  const { data: saved, ...columns } = patch;
  const { data, error } = await supabase()
    .from("content_items")
    .update(saved === undefined ? columns : { ...columns, data: asJson(saved) })
    .in("id", ids)
    .select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

export function useUpdateItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, patch }: { ids: readonly string[]; patch: ItemPatch }) => updateItems(ids, patch),
    onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}
