// Deletes the user's items for good. The UI calls this only once the undo toast has closed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { libraryKeys } from "./keys";

export async function deleteItems(ids: readonly string[]): Promise<void> {
  const { error } = await supabase().from("content_items").delete().in("id", ids);
  if (error) throw new Error(error.message);
}

export function useDeleteItems() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteItems, onSettled: () => qc.invalidateQueries({ queryKey: libraryKeys.all }) });
}
