// Delete moves story documents to the trash at once; the toast's Undo brings them back (as library
// items do). The ids are hidden meanwhile so the rows vanish before the server has answered.
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { createHiddenIds } from "@/lib/hidden-ids";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { setTrashed } from "@/data/story-documents/trash-documents";

const { hide, unhide, useHiddenIds } = createHiddenIds();

export { useHiddenIds as useHiddenDocuments };

export function trashWithUndo(qc: QueryClient, ids: readonly string[], label: string, onTrashed?: () => void): void {
  hide(ids);
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
  const moved = setTrashed(ids, true);
  moved.then(
    () => {
      onTrashed?.();
      return refresh().finally(() => unhide(ids));
    },
    (e: Error) => {
      unhide(ids);
      toast.error("Could not move to trash", { description: e.message });
    },
  );
  toast(`Moved ${label} to trash`, {
    description: "Restore it from this tool's Trash within 30 days.",
    action: {
      label: "Undo",
      onClick: () => {
        unhide(ids);
        moved
          .then(() => setTrashed(ids, false))
          .then(
            () => toast.success(`Restored ${label}`),
            (e: Error) => toast.error("Could not restore", { description: e.message }),
          )
          .finally(() => void refresh());
      },
    },
  });
}
