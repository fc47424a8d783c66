// A page of threads, pinned first, in the chosen order, with paging. Sort and page live in the URL.
import { Lock, MessageSquare, Heart, Pin } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useCategories } from "@/data/forum/get-categories";
import { useNames } from "@/data/profiles/get-names";
import { useThreads } from "@/data/forum/get-threads";
import { THREADS_PER_PAGE, type ThreadSort } from "@/data/forum/types";
import { ago, plural } from "./format";
import { ErrorNote, Pager } from "./parts";

const SORTS: { value: ThreadSort; label: string }[] = [
  { value: "latest", label: "Latest activity" },
  { value: "newest", label: "Newest" },
  { value: "top", label: "Top" },
];

export function ThreadList({ category, heading, empty }: { category: string | null; heading: string; empty: React.ReactNode }) {
  const [params, setParams] = useSearchParams();
  const sort = (SORTS.find((s) => s.value === params.get("sort"))?.value ?? "latest") as ThreadSort;
  const page = Math.max(0, Number(params.get("page") ?? "1") - 1 || 0);
  const threads = useThreads(category, sort, page);
  const names = useNames(threads.data?.rows.map((t) => t.author_id) ?? []);
  const categories = useCategories();
  const catName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? id;
  const pages = Math.ceil((threads.data?.total ?? 0) / THREADS_PER_PAGE);
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null) next.delete(key);
      else next.set(key, value);
      if (key !== "page") next.delete("page");
      return next;
    });

  return (
    <section aria-labelledby="thread-list-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="thread-list-heading" className="font-serif text-xl font-semibold">
          {heading}
        </h2>
        <Select value={sort} onValueChange={(v) => set("sort", v === "latest" ? null : v)}>
          <SelectTrigger className="w-44" aria-label="Sort threads">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORTS.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {threads.isPending ? (
        <div role="status" className="space-y-2" aria-label="Loading threads">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : threads.isError ? (
        <ErrorNote title="The threads could not be loaded." error={threads.error} onRetry={() => void threads.refetch()} />
      ) : threads.data.rows.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Threads">
          {threads.data.rows.map((t) => (
            <li key={t.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  {t.pinned && (
                    <Badge variant="secondary">
                      <Pin className="size-3" aria-hidden="true" /> Pinned
                    </Badge>
                  )}
                  {t.locked && (
                    <Badge variant="outline">
                      <Lock className="size-3" aria-hidden="true" /> Locked
                    </Badge>
                  )}
                  <Link to={`/forum/t/${t.id}`} className="font-medium break-words [overflow-wrap:anywhere] hover:underline">
                    {t.title}
                  </Link>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {names.data?.get(t.author_id ?? "") ?? (t.author_id ? "…" : "Deleted user")}
                  {category === null && (
                    <>
                      {" · "}
                      <Link to={`/forum/c/${t.category_id}`} className="hover:underline">
                        {catName(t.category_id)}
                      </Link>
                    </>
                  )}
                  {" · started "}
                  {ago(t.created_at)}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-4 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1" title={plural(Math.max(0, t.post_count - 1), "reply", "replies")}>
                  <MessageSquare className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Replies: </span>
                  {Math.max(0, t.post_count - 1).toLocaleString("en")}
                </span>
                <span className="inline-flex items-center gap-1" title={plural(t.like_count, "like")}>
                  <Heart className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Likes: </span>
                  {t.like_count.toLocaleString("en")}
                </span>
                <span>active {ago(t.last_post_at)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} label="Thread pages" onPage={(p) => set("page", p === 0 ? null : String(p + 1))} />
    </section>
  );
}
