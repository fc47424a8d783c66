// Deletes items for good, from the trash only (Delete forever, Empty trash): an item that is not in
// the trash is never matched, so nothing skips the 30 days of grace by mistake.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

/** Deletes these trashed items; returns how many went. */
export async function deleteForever(ids: readonly string[]): Promise<number> {
  const { data, error } = await supabase().from("content_items").delete().in("id", ids).not("deleted_at", "is", null).select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

/** Deletes every item in the user's trash; returns how many went. */
export async function emptyTrash(ownerId: string): Promise<number> {
  const { data, error } = await supabase().from("content_items").delete().eq("owner_id", ownerId).not("deleted_at", "is", null).select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

export function useDeleteForever() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteForever, onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}

export function useEmptyTrash() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: emptyTrash, onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}
