// Duplicate, single (item page) and bulk (My Content's bulk bar): private copies named
// "<name> (copy)", a toast with the count and an Undo that removes the copies.
import { useQueryClient } from "@tanstack/react-query";
import { CopyPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { copyName, removeCopies, useDuplicateItems } from "@/data/content-items/duplicate-items";
import { itemCount } from "../pending-deletes";
import { contentItemKeys } from "@/data/content-items/keys";

function useDuplicate() {
  const qc = useQueryClient();
  const duplicate = useDuplicateItems();
  const run = (ids: readonly string[], description: string, onDone?: () => void) =>
    duplicate.mutate(ids, {
      onSuccess: (copies) => {
        onDone?.();
        toast.success(`Duplicated ${itemCount(copies.length)}`, {
          description,
          action: {
            label: "Undo",
            onClick: () =>
              void removeCopies(copies)
                .then(
                  () => toast.success(`Removed ${itemCount(copies.length)} copied`),
                  (e: Error) => toast.error("Could not undo", { description: e.message }),
                )
                .finally(() => void qc.invalidateQueries({ queryKey: contentItemKeys.all })),
          },
        });
      },
      onError: (e) => toast.error("Could not duplicate", { description: e.message }),
    });
  return { run, pending: duplicate.isPending };
}

export function DuplicateButton({ item }: { item: { id: string; name: string } }) {
  const { run, pending } = useDuplicate();
  return (
    <Button variant="outline" disabled={pending} onClick={() => run([item.id], `“${copyName(item.name)}” is in My Content, private.`)}>
      <CopyPlus aria-hidden="true" /> Duplicate
    </Button>
  );
}

export function BulkDuplicateButton({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { run, pending } = useDuplicate();
  return (
    <Button size="sm" variant="outline" disabled={pending} onClick={() => run(ids, "The copies are private, named “… (copy)”.", onDone)}>
      Duplicate {itemCount(ids.length)}
    </Button>
  );
}
