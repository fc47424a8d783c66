// Full-text search over thread titles and posts (Postgres websearch syntax).
import { Search } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useNames } from "@/data/profiles/get-names";
import { useSearch } from "@/data/forum/get-search";
import { POSTS_PER_PAGE } from "@/data/forum/types";
import { ago } from "./format";
import { Crumbs, ErrorNote, ForumSearchBox } from "./parts";

export function ForumSearchPage() {
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const hits = useSearch(q);
  const names = useNames(hits.data?.map((h) => h.author_id) ?? []);
  return (
    <PageContainer className="max-w-4xl">
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { label: "Search" }]} />
      <PageHeader title="Search the forum" description='Words, "exact phrases", or -words to leave out.' />
      <ForumSearchBox key={q} initial={q} className="mb-6 sm:w-full" />
      {!q.trim() ? (
        <EmptyState icon={Search} title="Search titles and posts">
          Type what you are looking for above.
        </EmptyState>
      ) : hits.isPending ? (
        <div role="status" className="space-y-2" aria-label="Searching">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : hits.isError ? (
        <ErrorNote title="The search failed." error={hits.error} onRetry={() => void hits.refetch()} />
      ) : hits.data.length === 0 ? (
        <EmptyState icon={Search} title="Nothing found">
          No thread or post matches “{q}”. Try fewer or other words.
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Search results">
          {hits.data.map((h) => {
            const page = Math.floor((h.number - 1) / POSTS_PER_PAGE);
            return (
              <li key={h.post_id} className="rounded-lg border border-border bg-card p-4">
                <Link to={`/forum/t/${h.thread_id}${page ? `?page=${page + 1}` : ""}#post-${h.number}`} className="font-medium break-words hover:underline">
                  {h.thread_title}
                </Link>
                <p className="mt-1 text-sm break-words text-muted-foreground [overflow-wrap:anywhere]">{h.snippet}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {h.number === 1 ? "Opening post" : `Reply #${h.number}`} by {names.data?.get(h.author_id ?? "") ?? "…"} · {ago(h.created_at)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PageContainer>
  );
}
