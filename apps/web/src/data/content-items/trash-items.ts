// Moving items to the trash and back: a soft delete that only sets deleted_at (the database stamps
// the time). Trashed items stay the owner's for 30 days, then the server purges them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

/** Moves the user's items to the trash; returns how many moved. */
export async function trashItems(ids: readonly string[]): Promise<number> {
  const { data, error } = await supabase().from("content_items").update({ deleted_at: new Date().toISOString() }).in("id", ids).select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

/** Takes the user's items out of the trash; returns how many came back. */
export async function restoreItems(ids: readonly string[]): Promise<number> {
  const { data, error } = await supabase().from("content_items").update({ deleted_at: null }).in("id", ids).select("id");
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

export function useRestoreItems() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: restoreItems, onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}
