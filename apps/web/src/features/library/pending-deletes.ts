// Deletes wait until their undo toast closes, so nothing is lost by a mis-click: the items are only
// hidden meanwhile (this small store, shared by the list and item pages). If the tab closes first,
// the items simply stay.
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toaster";
import { deleteItems } from "./api/delete-items";
import { libraryKeys } from "./api/keys";

let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const setHidden = (next: ReadonlySet<string>) => {
  hidden = next;
  emit();
};

export function useHiddenIds(): ReadonlySet<string> {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hidden,
  );
}

export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** Hides `ids` now and deletes them when the toast closes, unless Undo is pressed. */
export function deleteWithUndo(qc: QueryClient, ids: readonly string[], label: string): void {
  setHidden(new Set([...hidden, ...ids]));
  let settled = false;
  const unhide = () => setHidden(new Set([...hidden].filter((id) => !ids.includes(id))));
  const commit = () => {
    if (settled) return;
    settled = true;
    deleteItems(ids)
      .catch((e: Error) => toast.error("Could not delete", { description: e.message }))
      .finally(() => {
        unhide();
        void qc.invalidateQueries({ queryKey: libraryKeys.all });
      });
  };
  toast(`Deleted ${label}`, {
    description: "Undo within a few seconds to keep it.",
    action: {
      label: "Undo",
      onClick: () => {
        settled = true;
        unhide();
        toast.success(`Restored ${label}`);
      },
    },
    onAutoClose: commit,
    onDismiss: commit,
  });
}
