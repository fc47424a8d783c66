// /browse/item/:id: a public item, read-only, with its author and likes; signed-in users can like
// it and copy it into their own library as a private item. A public universe it belongs to is shown
// below, with the universe's other public items.
import { ReportContentButton } from "@/components/report-content";
import { AlertTriangle, ArrowLeft, FileQuestion, Copy } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { COPY_ITEM, type ItemPayload } from "@/lib/pending-action-types";
import { deferUntilSignedIn } from "@/lib/pending-actions";
import { AuthorChip } from "@/components/author-chip";
import { useItem } from "@/data/content-items/get-item";
import { ItemRelations } from "./item-relations";
import { ItemMaps } from "./item-maps";
import { useCopyItem } from "@/data/content-items/copy-item";
import { useMyLikes } from "@/data/content-likes/get-my-likes";
import { formatDate } from "../list/item-card";
import { EntrySkeleton } from "./item-page";
import { kindLabel } from "../kinds";
import { LikeButton } from "../list/like-button";
import { PublicItemLinks } from "./item-links";
import { PublicUniverse } from "./public-universe";
import { SourcebookEntry } from "./sourcebook-entry";

export function PublicItemPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const query = useItem(id);
  const item = query.data?.visibility === "public" && !query.data.deleted_at ? query.data : null;
  const copy = useCopyItem();
  const liked = useMyLikes(user?.id, item ? [item.id] : []);
  const navigate = useNavigate();
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="sr-only">{item?.name ?? "Shared item"}</h1>
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to="/browse">
          <ArrowLeft aria-hidden="true" /> Browse
        </Link>
      </Button>
      {query.isPending ? (
        <EntrySkeleton />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="This item could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : !item ? (
        <EmptyState
          icon={FileQuestion}
          title="Not shared"
          action={
            <Button asChild>
              <Link to="/browse">Back to Browse</Link>
            </Button>
          }
        >
          This item does not exist or its author keeps it private.
        </EmptyState>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <p className="mr-auto text-sm text-muted-foreground">
              Shared by <AuthorChip id={item.owner_id} size="sm" /> · {formatDate(item.created_at)}
            </p>
            <LikeButton item={item} liked={liked.has(item.id)} large />
            <ReportContentButton targetType="item" targetId={item.id} ownerId={item.owner_id} what={`“${item.name}”`} />
            {user ? (
              <Button
                disabled={copy.isPending}
                onClick={() =>
                  copy.mutate(item, {
                    onSuccess: (newId) =>
                      toast.success("Copied to your library", {
                        description: "It is private until you publish it.",
                        action: { label: "Open", onClick: () => void navigate(`/my-content/${newId}`) },
                      }),
                    onError: (e) => toast.error("Could not copy", { description: e.message }),
                  })
                }
              >
                <Copy aria-hidden="true" /> Copy to my library
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() =>
                  deferUntilSignedIn({
                    type: COPY_ITEM,
                    key: `${COPY_ITEM}:${item.id}`,
                    label: `Copying ${item.name}`,
                    payload: { id: item.id, name: item.name } satisfies ItemPayload,
                  })
                }
              >
                Sign in to copy
              </Button>
            )}
          </div>
          <SourcebookEntry item={item} kindLabel={kindLabel(item.kind)} owner={item.owner_id === user?.id} />
          <PublicItemLinks item={item} />
          <ItemRelations itemId={item.id} />
          <ItemMaps itemId={item.id} />
          <PublicUniverse item={item} />
        </>
      )}
    </PageContainer>
  );
}
