// Removes one link (the UI offers undo from the toast by adding it again).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentLinkKeys } from "./keys";

export async function deleteLink(id: string): Promise<void> {
  const { data, error } = await supabase().from("content_links").delete().eq("id", id).select("id");
  if (error) throw new Error(error.message);
  if ((data ?? []).length === 0) throw new Error("That link is already gone, or it is not yours to remove.");
}

export function useDeleteLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; from_id: string; to_id: string }) => deleteLink(id),
    onSettled: (_d, _e, l) =>
      Promise.all([qc.invalidateQueries({ queryKey: contentLinkKeys.item(l.from_id) }), qc.invalidateQueries({ queryKey: contentLinkKeys.item(l.to_id) })]),
  });
}
