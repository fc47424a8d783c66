// Saving a result to My Content (content_items through /rest/v1). A visitor's Save waits for
// sign-in as a pending action (app/pending-action-handlers.ts), so it is saved afterwards.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeneratedResult } from "@worldloom/generators";
import { asJson, supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

/** Saves into `universeId` when given (the current universe), else unassigned. */
export async function saveResult(result: GeneratedResult, universeId?: string | null): Promise<string> {
  const { data, error } = await supabase()
    .from("content_items")
    .insert({
      kind: result.kind,
      name: result.name,
      summary: result.summary,
      data: asJson(result),
      tags: result.tags.slice(0, 50),
      seed: result.seed,
      generator_version: result.version,
      ...(universeId ? { universe_id: universeId } : {}),
    })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

/** Saves into `universeId` (the current universe) when given. */
export function useSaveResult(universeId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (result: GeneratedResult) => saveResult(result, universeId),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}
