// Creates a universe owned by the signed-in user.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "@/data/content-items/keys";
import type { UniverseInput } from "./types";

export async function createUniverse(input: UniverseInput): Promise<string> {
  const { data, error } = await supabase().from("universes").insert(input).select("id").single();
  if (error) throw new Error(error.message);
  return data.id;
}

export function useCreateUniverse() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUniverse, onSuccess: () => qc.invalidateQueries({ queryKey: contentItemKeys.universesAll }) });
}
