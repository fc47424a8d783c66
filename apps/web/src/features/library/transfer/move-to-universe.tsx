// "Move to universe": a menu of the user's universes (and "No universe") that moves one item or a
// selection, with an Undo in the toast that puts every item back where it was.
import { FolderInput, Plus } from "lucide-react";
import { useState } from "react";
import { UniverseDot } from "@/components/universes/universe-dot";
import { UniverseFormDialog } from "@/components/universes/universe-form-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useVisibleUniverses } from "@/data/universes/get-universes";
import { useMoveItems, useRestoreUniverses } from "@/data/content-items/move-items";
import { itemCount } from "../pending-deletes";

export function MoveToUniverse({
  ids,
  current,
  onMoved,
  size = "sm",
}: {
  ids: readonly string[];
  /** The items' universe when they share one (the single-item page): shown on the button and left out of the menu. */
  current?: string | null;
  onMoved?: () => void;
  size?: "sm" | "default";
}) {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const move = useMoveItems();
  const restore = useRestoreUniverses();
  const [creating, setCreating] = useState(false);
  const universes = list.data ?? [];
  const here = current ? universes.find((u) => u.id === current) : undefined;
  const single = current !== undefined;
  const label = single ? (here ? `In ${here.name}` : "No universe") : `Move ${itemCount(ids.length)} to universe`;

  const to = (universeId: string | null, name: string) =>
    move.mutate(
      { ids, universeId },
      {
        onSuccess: ({ moved, previous }) => {
          onMoved?.();
          toast.success(universeId ? `Moved ${itemCount(moved)} to ${name}` : `Took ${itemCount(moved)} out of their universe`, {
            action: {
              label: "Undo",
              onClick: () =>
                restore.mutate(previous, {
                  onSuccess: () => toast.success(`Put ${itemCount(moved)} back`),
                  onError: (e) => toast.error("Could not undo the move", { description: e.message }),
                }),
            },
          });
        },
        onError: (e) => toast.error("Could not move", { description: e.message }),
      },
    );

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size={size} variant="outline" disabled={move.isPending || ids.length === 0} className="max-w-full" title="Move to a universe">
            {here ? <UniverseDot color={here.cover_color} /> : <FolderInput aria-hidden="true" />}
            <span className="truncate">{label}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
            {single ? "Move to universe" : `Move ${itemCount(ids.length)} to`}
          </DropdownMenuLabel>
          {universes
            .filter((u) => u.id !== current)
            .map((u) => (
              <DropdownMenuItem key={u.id} onSelect={() => to(u.id, u.name)}>
                <UniverseDot color={u.cover_color} />
                <span className="truncate">{u.name}</span>
              </DropdownMenuItem>
            ))}
          {list.isPending && <DropdownMenuItem disabled>Loading universes…</DropdownMenuItem>}
          {current !== null && (
            <DropdownMenuItem onSelect={() => to(null, "")}>
              <UniverseDot color="transparent" /> No universe
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" /> New universe…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <UniverseFormDialog open={creating} onOpenChange={setCreating} onSaved={(id) => to(id, "the new universe")} />
    </>
  );
}
