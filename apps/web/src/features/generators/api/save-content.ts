// Saving a result to My Content (content_items through /rest/v1). A visitor's result waits in
// sessionStorage while they sign in, so it is saved afterwards rather than lost.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeneratedResult } from "@worldloom/generators";
import { supabase } from "@/lib/supabase";

export const contentKeys = { all: ["content_items"] as const };

const PENDING_KEY = "worldloom-pending-save";

export async function saveResult(result: GeneratedResult): Promise<string> {
  const { data, error } = await supabase()
    .from("content_items")
    .insert({
      kind: result.kind,
      name: result.name,
      summary: result.summary,
      data: result,
      tags: result.tags.slice(0, 50),
      seed: result.seed,
      generator_version: result.version,
    })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

export function useSaveResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function keepPendingSave(result: GeneratedResult): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(result));
}

export function takePendingSave(): GeneratedResult | undefined {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return undefined;
  sessionStorage.removeItem(PENDING_KEY);
  try {
    return JSON.parse(raw) as GeneratedResult;
  } catch {
    return undefined;
  }
}
