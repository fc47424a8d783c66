// "Restore this version": writes a version's content back onto the item. It is an ordinary update,
// so the database records the version it replaces and the restore can itself be undone.
// Visibility and universe are not content: restoring never publishes, unpublishes or moves an item.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import type { VersionSnapshot } from "./get-versions";
import { contentItemKeys } from "./keys";

const RESTORED = ["name", "summary", "data", "tags", "notes"] as const;

export function restorePatch(snapshot: VersionSnapshot): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  // A column the item did not have yet (e.g. notes) is left as it is now.
  for (const k of RESTORED) if (k in snapshot && snapshot[k] !== undefined) patch[k] = k === "notes" ? (snapshot[k] ?? "") : snapshot[k];
  return patch;
}

/** Item and notes in one transaction (the database function), so a restore is one version. */
export async function restoreVersion(itemId: string, snapshot: VersionSnapshot): Promise<void> {
  const { error } = await supabase().rpc("restore_content_item", { item: itemId, snapshot: asJson(restorePatch(snapshot)) });
  if (error) throw new Error(error.message);
}

export function useRestoreVersion(itemId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (snapshot: VersionSnapshot) => restoreVersion(itemId, snapshot),
    onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}
