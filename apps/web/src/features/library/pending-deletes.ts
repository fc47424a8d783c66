// Delete moves items to the trash at once (a soft delete the server keeps for 30 days); the toast's
// Undo brings them straight back. The ids are hidden meanwhile (this small store, shared by the
// list and item pages), so the items vanish before the server has answered.
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { createHiddenIds } from "@/lib/hidden-ids";
import { restoreItems, trashItems } from "@/data/content-items/trash-items";
import { contentItemKeys } from "@/data/content-items/keys";

const { hide, unhide, useHiddenIds } = createHiddenIds();

export { useHiddenIds };

export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** Moves `ids` to the trash now, with an Undo in the toast that restores them. */
export function deleteWithUndo(qc: QueryClient, ids: readonly string[], label: string): void {
  hide(ids);
  const refresh = () => qc.invalidateQueries({ queryKey: contentItemKeys.all });
  const moved = trashItems(ids);
  moved.then(
    () => refresh().finally(() => unhide(ids)),
    (e: Error) => {
      unhide(ids);
      toast.error("Could not move to trash", { description: e.message });
    },
  );
  toast(`Moved ${label} to trash`, {
    description: "Restore from the Trash within 30 days.",
    action: {
      label: "Undo",
      onClick: () => {
        unhide(ids);
        moved
          .then(() => restoreItems(ids))
          .then(
            () => toast.success(`Restored ${label}`),
            (e: Error) => toast.error("Could not restore", { description: e.message }),
          )
          .finally(() => void refresh());
      },
    },
  });
}
