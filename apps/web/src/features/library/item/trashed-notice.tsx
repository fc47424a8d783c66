// What the item page shows for an item in the trash: when it goes for good, and a way back.
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { daysLeft } from "@/data/content-items/get-trash";
import { useRestoreItems } from "@/data/content-items/trash-items";

export function TrashedNotice({ item }: { item: { id: string; name: string; deleted_at: string } }) {
  const restore = useRestoreItems();
  const left = daysLeft(item.deleted_at);
  return (
    <EmptyState
      icon={Trash2}
      title={`“${item.name}” is in the trash`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate([item.id], {
                onSuccess: () => toast.success(`Restored “${item.name}”`),
                onError: (e) => toast.error("Could not restore", { description: e.message }),
              })
            }
          >
            Restore
          </Button>
          <Button asChild variant="outline">
            <Link to="/my-content/trash">Open the Trash</Link>
          </Button>
        </div>
      }
    >
      It will be deleted for good in {left === 1 ? "1 day" : `${left} days`}. Restore it to see and edit it again.
    </EmptyState>
  );
}
