// Forum: categories with their counts and the latest threads across all of them. Visitors read;
// signing in is needed to take part.
import { Flag, MessagesSquare, PenLine } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { openAuthModal, useAuth } from "@/lib/auth";
import { useCategories } from "@/data/forum/get-categories";
import { useIsForumAdmin } from "@/data/forum/get-is-admin";
import { ago, plural } from "./format";
import { ErrorNote, ForumSearchBox } from "./parts";
import { ThreadList } from "./thread-list";

export function NewThreadButton({ category }: { category?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <Button onClick={() => (user ? void navigate(category ? `/forum/new?category=${category}` : "/forum/new") : openAuthModal())} className="w-full sm:w-auto">
      <PenLine aria-hidden="true" /> New thread
    </Button>
  );
}

export function ForumPage() {
  const { user } = useAuth();
  const admin = useIsForumAdmin(user?.id).data === true;
  const categories = useCategories();
  return (
    <PageContainer>
      <PageHeader title="Forum" description="Talk shop with other world-builders: worlds, generators, stories and campaigns.">
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {admin && (
            <Button variant="outline" asChild>
              <Link to="/forum/reports">
                <Flag aria-hidden="true" /> Reports
              </Link>
            </Button>
          )}
          <NewThreadButton />
        </div>
      </PageHeader>
      <ForumSearchBox className="mb-8" />
      <section aria-labelledby="categories-heading" className="mb-10">
        <h2 id="categories-heading" className="mb-3 font-serif text-xl font-semibold">
          Categories
        </h2>
        {categories.isPending ? (
          <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading categories">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : categories.isError ? (
          <ErrorNote title="The categories could not be loaded." error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {categories.data.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/forum/c/${c.id}`}
                  className="flex h-full flex-col rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="font-serif text-lg font-semibold">{c.name}</span>
                  <span className="mt-1 flex-1 text-sm text-muted-foreground">{c.description}</span>
                  <span className="mt-3 text-xs text-muted-foreground">
                    {plural(c.thread_count, "thread")} · {plural(c.post_count, "post")}
                    {c.last_activity_at && ` · active ${ago(c.last_activity_at)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ThreadList
        category={null}
        heading="Latest threads"
        empty={
          <EmptyState icon={MessagesSquare} title="No threads yet" action={<NewThreadButton />}>
            Discussions about world-building, the generators and your campaigns will gather here. Start the first one.
          </EmptyState>
        }
      />
    </PageContainer>
  );
}
