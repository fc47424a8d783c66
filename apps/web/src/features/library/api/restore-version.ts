// "Restore this version": writes a version's content back onto the item. It is an ordinary update,
// so the database records the version it replaces and the restore can itself be undone.
// Visibility and universe are not content: restoring never publishes, unpublishes or moves an item.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TablesUpdate } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import type { VersionSnapshot } from "./get-versions";
import { libraryKeys } from "./keys";

const RESTORED = ["name", "summary", "data", "tags", "notes"] as const;

export function restorePatch(snapshot: VersionSnapshot): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  // A column the item did not have yet (e.g. notes) is left as it is now.
  for (const k of RESTORED) if (k in snapshot && snapshot[k] !== undefined) patch[k] = k === "notes" ? (snapshot[k] ?? "") : snapshot[k];
  return patch;
}

export async function restoreVersion(itemId: string, snapshot: VersionSnapshot): Promise<void> {
  const { data, error } = await supabase().from("content_items").update(restorePatch(snapshot) as TablesUpdate<"content_items">).eq("id", itemId).select("id");
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error("The item was not changed: it may have been deleted, or it is not yours.");
}

export function useRestoreVersion(itemId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (snapshot: VersionSnapshot) => restoreVersion(itemId, snapshot),
    onSettled: () => qc.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
