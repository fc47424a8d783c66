// One category: its threads with sort and paging.
import { MessagesSquare } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { useCategories } from "@/data/forum/get-categories";
import { useIsForumAdmin } from "@/data/forum/get-is-admin";
import { NewThreadButton } from "./forum-page";
import { Crumbs, ErrorNote } from "./parts";
import { ThreadList } from "./thread-list";

export function CategoryPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const admin = useIsForumAdmin(user?.id).data === true;
  const categories = useCategories();
  const cat = categories.data?.find((c) => c.id === id);
  if (categories.isPending) {
    return (
      <PageContainer>
        <Skeleton className="mb-8 h-12 w-64" />
      </PageContainer>
    );
  }
  if (categories.isError) {
    return (
      <PageContainer>
        <ErrorNote title="This category could not be loaded." error={categories.error} onRetry={() => void categories.refetch()} />
      </PageContainer>
    );
  }
  if (!cat) {
    return (
      <PageContainer>
        <EmptyState
          icon={MessagesSquare}
          title="No such category"
          action={
            <Button asChild>
              <Link to="/forum">Back to the forum</Link>
            </Button>
          }
        >
          This category does not exist. It may have been renamed.
        </EmptyState>
      </PageContainer>
    );
  }
  const canStart = !cat.admin_only_threads || admin;
  return (
    <PageContainer>
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { label: cat.name }]} />
      <PageHeader title={cat.name} description={cat.description}>
        {canStart ? <NewThreadButton category={cat.id} /> : <p className="text-sm text-muted-foreground">Only the Worldloom team starts threads here.</p>}
      </PageHeader>
      <ThreadList
        category={cat.id}
        heading="Threads"
        empty={
          <EmptyState icon={MessagesSquare} title="No threads here yet" action={canStart ? <NewThreadButton category={cat.id} /> : undefined}>
            {canStart ? `Start the first thread in ${cat.name}.` : "News from the team will appear here."}
          </EmptyState>
        }
      />
    </PageContainer>
  );
}
