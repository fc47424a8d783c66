// A universe delete waits until its undo toast closes, so a mis-click loses nothing: the universe is
// only hidden meanwhile (lib/hidden-universes.ts). If the tab closes first, the universe simply stays.
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { contentItemKeys } from "@/data/content-items/keys";
import { deleteUniverse } from "@/data/universes/delete-universe";
import { hideUniverses as hide, unhideUniverses as unhide } from "@/lib/hidden-universes";

/** Hides the universe now and deletes it when the toast closes, unless Undo is pressed. */
export function deleteUniverseWithUndo(qc: QueryClient, universe: { id: string; name: string }, onUndo?: () => void): void {
  hide([universe.id]);
  let settled = false;
  const show = () => unhide([universe.id]);
  const commit = () => {
    if (settled) return;
    settled = true;
    deleteUniverse(universe.id)
      .catch((e: Error) => toast.error("Could not delete the universe", { description: e.message }))
      .finally(() => {
        // Unhide only once the lists are refetched, or the deleted universe shows again meanwhile.
        // Items lose their universe: every content list and count changes.
        void Promise.all([qc.invalidateQueries({ queryKey: contentItemKeys.universesAll }), qc.invalidateQueries({ queryKey: contentItemKeys.all })]).finally(
          show,
        );
      });
  };
  toast(`Deleted universe ${universe.name}`, {
    description: "Its items stay in My Content, with no universe.",
    action: {
      label: "Undo",
      onClick: () => {
        settled = true;
        show();
        onUndo?.();
        toast.success(`Restored universe ${universe.name}`);
      },
    },
    onAutoClose: commit,
    onDismiss: commit,
  });
}
