// /my-content/trash: deleted items wait here for 30 days (the server purges them after that), with
// Restore, Delete forever (confirmed, with the count) and Empty trash.
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { useDeleteForever, useEmptyTrash } from "@/data/content-items/delete-items";
import { daysLeft, TRASH_DAYS, useTrash, type TrashedItem } from "@/data/content-items/get-trash";
import { trashItems, useRestoreItems } from "@/data/content-items/trash-items";
import { formatDate, ItemGridSkeleton } from "./item-card";
import { kindFamily, kindLabel } from "../kinds";
import { itemCount } from "../pending-deletes";
import { BulkActionsBar, SelectAllCheckbox } from "./selection";
import { contentItemKeys } from "@/data/content-items/keys";

type Confirm = { kind: "some"; ids: string[] } | { kind: "all"; count: number };

export function TrashPage() {
  const { user } = useAuth();
  const ownerId = user?.id ?? "";
  const query = useTrash(ownerId);
  const qc = useQueryClient();
  const restore = useRestoreItems();
  const forever = useDeleteForever();
  const empty = useEmptyTrash();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  const busy = restore.isPending || forever.isPending || empty.isPending;

  const doRestore = (ids: string[]) =>
    restore.mutate(ids, {
      onSuccess: (n) => {
        setSelected(new Set());
        toast.success(`Restored ${itemCount(n)} to My Content`, {
          action: { label: "Undo", onClick: () => void trashItems(ids).finally(() => void qc.invalidateQueries({ queryKey: contentItemKeys.all })) },
        });
      },
      onError: (e) => toast.error("Could not restore", { description: e.message }),
    });

  const confirmCount = confirm ? (confirm.kind === "all" ? confirm.count : confirm.ids.length) : 0;
  const doConfirm = () => {
    if (!confirm) return;
    const done = {
      onSuccess: (n: number) => {
        setConfirm(null);
        setSelected(new Set());
        toast.success(`Deleted ${itemCount(n)} forever`);
      },
      onError: (e: Error) => toast.error("Could not delete", { description: e.message }),
    };
    if (confirm.kind === "all") empty.mutate(ownerId, done);
    else forever.mutate(confirm.ids, done);
  };

  return (
    <PageContainer>
      <Button asChild variant="link" className="mb-2 px-0">
        <Link to="/my-content">
          <ArrowLeft aria-hidden="true" /> My Content
        </Link>
      </Button>
      <PageHeader
        title="Trash"
        description={`Deleted items wait here for ${TRASH_DAYS} days, then they are removed for good. Restore puts an item back in My Content.`}
      >
        {total > 0 && (
          <Button variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: "all", count: total })}>
            <Trash2 aria-hidden="true" /> Empty trash
          </Button>
        )}
      </PageHeader>
      {chosen.length > 0 && (
        <BulkActionsBar count={chosen.length} onClear={() => setSelected(new Set())}>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => doRestore(chosen)}>
            Restore {itemCount(chosen.length)}
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: "some", ids: chosen })}>
            Delete {itemCount(chosen.length)} forever
          </Button>
        </BulkActionsBar>
      )}
      {query.isPending ? (
        <ItemGridSkeleton count={3} />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="The trash could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Trash2}
          title="The trash is empty"
          action={
            <Button asChild variant="outline">
              <Link to="/my-content">Back to My Content</Link>
            </Button>
          }
        >
          When you delete something from My Content it waits here for {TRASH_DAYS} days, so a slip of the finger never costs you a world.
        </EmptyState>
      ) : (
        <>
          <SelectAllCheckbox
            id="select-trash"
            label="Select all in the trash"
            chosen={chosen.length}
            total={rows.length}
            onChange={(all) => setSelected(all ? new Set(rows.map((r) => r.id)) : new Set())}
          >
            {itemCount(total)} in the trash{total > rows.length ? ` (the ${rows.length} most recent shown)` : ""}
          </SelectAllCheckbox>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Trashed items">
            {rows.map((r) => (
              <li key={r.id}>
                <TrashRow
                  item={r}
                  selected={selected.has(r.id)}
                  onSelect={(on) => toggle(r.id, on)}
                  busy={busy}
                  onRestore={() => doRestore([r.id])}
                  onDelete={() => setConfirm({ kind: "some", ids: [r.id] })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Modal
        isOpen={!!confirm}
        onClose={() => setConfirm(null)}
        size="sm"
        title={confirm?.kind === "all" ? "Empty the trash?" : `Delete ${itemCount(confirmCount)} forever?`}
        description={`${confirmCount === 1 ? "It" : `All ${confirmCount}`} will be gone for good. This cannot be undone.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={doConfirm}>
              Delete {itemCount(confirmCount)} forever
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}

function TrashRow({
  item,
  selected,
  onSelect,
  busy,
  onRestore,
  onDelete,
}: {
  item: TrashedItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const left = daysLeft(item.deleted_at);
  return (
    <article aria-label={item.name} className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 gap-3">
        <Checkbox className="mt-1" aria-label={`Select ${item.name}`} checked={selected} onCheckedChange={(c) => onSelect(c === true)} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge variant={kindFamily(item.kind)}>{kindLabel(item.kind)}</Badge>
            <span className="text-muted-foreground">
              Deleted <time dateTime={item.deleted_at}>{formatDate(item.deleted_at)}</time>
            </span>
            <span className={cn("font-medium", left <= 3 ? "text-destructive" : "text-muted-foreground")}>
              {left === 1 ? "1 day left" : `${left} days left`}
            </span>
          </div>
          <h3 className="mt-1 truncate font-serif text-lg font-semibold">{item.name}</h3>
          {item.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{item.summary}</p>}
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button size="sm" variant="outline" disabled={busy} onClick={onRestore} aria-label={`Restore: ${item.name}`}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete forever: ${item.name}`}
        >
          <Trash2 aria-hidden="true" /> Delete forever
        </Button>
      </div>
    </article>
  );
}
