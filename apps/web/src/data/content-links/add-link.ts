// Links one of the user's items to another with a type ("rules", "member of"…); also the undo of
// a removal, which re-creates the same link.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentLinkKeys } from "./keys";

export interface NewLink {
  from_id: string;
  to_id: string;
  type: string;
}

export async function addLink(link: NewLink): Promise<void> {
  const { error } = await supabase().from("content_links").insert(link);
  if (error) throw new Error(error.code === "23505" ? "These two items are already linked that way." : error.message);
}

export function useAddLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addLink,
    onSettled: (_d, _e, link) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: contentLinkKeys.item(link.from_id) }),
        qc.invalidateQueries({ queryKey: contentLinkKeys.item(link.to_id) }),
      ]),
  });
}
