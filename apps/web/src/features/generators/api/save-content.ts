// Saving a result to My Content (content_items through /rest/v1). A visitor's result waits in
// sessionStorage while they sign in, so it is saved afterwards rather than lost.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { GeneratedResult } from "@worldloom/generators";
import { asJson, supabase } from "@/lib/supabase";
import { useCurrentUniverse } from "@/lib/universe";
import { generatorKeys } from "./keys";

const PENDING_KEY = "worldloom-pending-save";

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

export function useSaveResult() {
  const qc = useQueryClient();
  const { universeId } = useCurrentUniverse();
  return useMutation({
    mutationFn: (result: GeneratedResult) => saveResult(result, universeId),
    onSuccess: () => qc.invalidateQueries({ queryKey: generatorKeys.all }),
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

/**
 * Saves a result a visitor asked to keep, once they are signed in. Sign-in lands on /create,
 * so both generator pages call this.
 */
export function usePendingSave(userId: string | undefined, onSaved: (name: string) => void, onError: (message: string) => void): void {
  const save = useSaveResult();
  const { mutate } = save;
  useEffect(() => {
    if (!userId) return;
    const pending = takePendingSave();
    if (pending) mutate(pending, { onSuccess: () => onSaved(pending.name), onError: (e) => onError(e.message) });
    // Only a change of user should trigger this, not new callbacks.
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps
}
