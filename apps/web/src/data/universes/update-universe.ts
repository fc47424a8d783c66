// Edits one of the user's universes (name, description, genre, cover, visibility).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "@/data/content-items/keys";
import type { UniverseInput } from "./types";

export async function updateUniverse(id: string, patch: Partial<UniverseInput>): Promise<void> {
  const { data, error } = await supabase().from("universes").update(patch).eq("id", id).select("id");
  if (error) throw new Error(error.message);
  if ((data ?? []).length === 0) throw new Error("That universe no longer exists.");
}

export function useUpdateUniverse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<UniverseInput> }) => updateUniverse(id, patch),
    onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.universesAll }),
  });
}
