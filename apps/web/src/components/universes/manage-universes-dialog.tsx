// "Manage universes": every universe of the user with its item count, to edit or delete. Deleting
// asks first, says the items stay, and can be undone from the toast.
import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "./current-universe";
import { useVisibleUniverses } from "@/data/universes/get-universes";
import { deleteUniverseWithUndo } from "./pending-delete";
import type { Universe } from "@/data/universes/types";
import { UniverseCover } from "./universe-dot";

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export function ManageUniversesDialog({
  open,
  onOpenChange,
  onEdit,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (u: Universe) => void;
  onCreate: () => void;
}) {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const { universeId, setUniverseId } = useCurrentUniverse();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState<Universe | null>(null);
  const rows = list.data ?? [];

  const remove = (u: Universe) => {
    const wasCurrent = universeId === u.id;
    setConfirming(null);
    // Close the dialog too: a modal dialog would keep the toast's Undo out of reach.
    onOpenChange(false);
    deleteUniverseWithUndo(qc, u, () => wasCurrent && setUniverseId(u.id));
    if (wasCurrent) setUniverseId(null);
  };

  return (
    <>
      <Modal
        isOpen={open && !confirming}
        onClose={() => onOpenChange(false)}
        title="Manage universes"
        description="Rename, recolour or delete your universes. Deleting a universe never deletes its items."
        size="lg"
        footer={
          <Button variant="outline" onClick={onCreate}>
            <Plus aria-hidden="true" /> New universe
          </Button>
        }
      >
        {list.isPending ? (
          <RowsSkeleton className="space-y-2" />
        ) : list.isError ? (
          <InlineLoadError what="Your universes" error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no universes yet. Create one to gather the characters, places and lore of one world.</p>
        ) : (
          <ul aria-label="Your universes" className="divide-y divide-border rounded-md border border-border">
            {rows.map((u) => (
              <li key={u.id} className="flex items-center gap-3 p-3">
                <UniverseCover universe={u} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{u.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[u.genre, items(u.items), u.visibility === "public" ? "Public" : null].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <Button size="icon" variant="ghost" aria-label={`Edit ${u.name}`} onClick={() => onEdit(u)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${u.name}`} onClick={() => setConfirming(u)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <Modal
        isOpen={!!confirming}
        onClose={() => setConfirming(null)}
        size="sm"
        title={`Delete ${confirming?.name ?? "universe"}?`}
        description={
          !confirming?.items
            ? "It holds no items. Only the universe itself is deleted."
            : confirming.items === 1
              ? "Its one item stays in My Content, with no universe. Only the universe itself is deleted."
              : `Its ${items(confirming.items)} stay in My Content, with no universe. Only the universe itself is deleted.`
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => confirming && remove(confirming)}>
              Delete universe
            </Button>
          </>
        }
      />
    </>
  );
}
