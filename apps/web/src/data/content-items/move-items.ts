// Moves the user's items into a universe (or out of any), remembering where each was so the move
// can be undone. The database refuses universes the user does not own.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

/** Each moved item's universe before the move (null: none). */
export type PreviousUniverses = Record<string, string | null>;

export async function moveItems(ids: readonly string[], universeId: string | null): Promise<{ moved: number; previous: PreviousUniverses }> {
  const before = await supabase().from("content_items").select("id,universe_id").in("id", ids);
  if (before.error) throw new Error(before.error.message);
  const previous: PreviousUniverses = {};
  for (const r of before.data ?? []) previous[r.id] = r.universe_id;
  const { data, error } = await supabase().from("content_items").update({ universe_id: universeId }).in("id", Object.keys(previous)).select("id");
  if (error) throw new Error(error.message);
  return { moved: (data ?? []).length, previous };
}

/** Puts every item back in the universe it had before a move: one update per former universe. */
export async function restoreUniverses(previous: PreviousUniverses): Promise<void> {
  const groups = new Map<string | null, string[]>();
  for (const [id, u] of Object.entries(previous)) groups.set(u, [...(groups.get(u) ?? []), id]);
  const results = await Promise.all([...groups].map(([u, ids]) => supabase().from("content_items").update({ universe_id: u }).in("id", ids)));
  const failed = results.find((r) => r.error);
  if (failed?.error) throw new Error(failed.error.message);
}

export function useMoveItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, universeId }: { ids: readonly string[]; universeId: string | null }) => moveItems(ids, universeId),
    onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}

export function useRestoreUniverses() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: restoreUniverses, onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}
