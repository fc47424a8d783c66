// /my-content/:id: one saved item as a sourcebook entry, with the owner's edits.
import { AlertTriangle, ArrowLeft, FileQuestion } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { useItem } from "@/data/content-items/get-item";
import { EditableEntry } from "./editable-entry";
import { ItemEditForm, ItemOwnerBar } from "./item-editor";
import { AppearsIn } from "./appears-in";
import { ItemMaps } from "./item-maps";
import { ItemRelations } from "./item-relations";
import { ItemLinks } from "./item-links";
import { ItemNotes } from "./item-notes";
import { ItemHistory } from "./item-history";
import { useHiddenIds } from "../pending-deletes";
import { TrashedNotice } from "./trashed-notice";

export function EntrySkeleton() {
  return (
    <div role="status" className="space-y-3 rounded-lg border border-border bg-card p-8" aria-busy="true" aria-label="Loading item">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export function ItemPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const query = useItem(id);
  const hidden = useHiddenIds();
  const [editing, setEditing] = useState(false);
  const item = query.data;
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="sr-only">{item?.name ?? "Saved item"}</h1>
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to="/my-content">
          <ArrowLeft aria-hidden="true" /> My Content
        </Link>
      </Button>
      {query.isPending ? (
        <EntrySkeleton />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="This item could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : !item || item.owner_id !== user?.id || hidden.has(item.id) ? (
        <EmptyState
          icon={FileQuestion}
          title="No such item in your library"
          action={
            <Button asChild>
              <Link to="/my-content">Back to My Content</Link>
            </Button>
          }
        >
          It may have been deleted, or it belongs to someone else.
        </EmptyState>
      ) : item.deleted_at ? (
        <TrashedNotice item={{ ...item, deleted_at: item.deleted_at }} />
      ) : (
        <>
          <ItemOwnerBar item={item} onEdit={() => setEditing(true)} />
          {editing && <ItemEditForm key={item.updated_at} item={item} onDone={() => setEditing(false)} />}
          <EditableEntry item={item} />
          <ItemNotes item={item} />
          <ItemLinks item={item} />
          <ItemRelations itemId={item.id} />
          <AppearsIn itemId={item.id} />
          <ItemMaps itemId={item.id} />
          <ItemHistory item={item} />
        </>
      )}
    </PageContainer>
  );
}
