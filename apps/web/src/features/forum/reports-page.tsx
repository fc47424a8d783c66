// The report queue for admins: open reports, oldest first, each with the post it is about.
// Resolving or dismissing takes a report off the queue (the post itself is moderated on its thread).
import { Flag, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { useIsForumAdmin } from "@/data/forum/get-is-admin";
import { useNames } from "@/data/profiles/get-names";
import { useReports } from "@/data/forum/get-reports";
import { resolveReport } from "@/data/forum/moderate";
import { POSTS_PER_PAGE } from "@/data/forum/types";
import { useForumMutation } from "@/data/forum/use-forum-mutation";
import { ago } from "./format";
import { SanitizedMarkdown } from "@/components/sanitized-markdown";
import { Crumbs, ErrorNote } from "./parts";

export function ReportsPage() {
  const { user, loading } = useAuth();
  const isAdmin = useIsForumAdmin(user?.id);
  const admin = isAdmin.data === true;
  const reports = useReports(admin);
  const names = useNames([...(reports.data?.map((r) => r.reporter_id) ?? []), ...(reports.data?.map((r) => r.post?.author_id ?? null) ?? [])]);
  const resolve = useForumMutation(resolveReport);
  const act = (id: string, status: "resolved" | "dismissed") =>
    resolve.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(status === "resolved" ? "Report resolved" : "Report dismissed"),
        onError: (e) => showErrorToast("Could not update the report", e.message),
      },
    );

  let body: React.ReactNode;
  if (loading || (user && isAdmin.isPending)) body = <Skeleton className="h-32" />;
  else if (!admin)
    body = (
      <EmptyState
        icon={ShieldAlert}
        title="For moderators only"
        action={
          <Button asChild>
            <Link to="/forum">Back to the forum</Link>
          </Button>
        }
      >
        The report queue is where the Worldloom team looks at reported posts.
      </EmptyState>
    );
  else if (reports.isPending) body = <Skeleton className="h-32" />;
  else if (reports.isError) body = <ErrorNote title="The reports could not be loaded." error={reports.error} onRetry={() => void reports.refetch()} />;
  else if (reports.data.length === 0)
    body = (
      <EmptyState icon={Flag} title="No open reports">
        When someone reports a post, it waits here.
      </EmptyState>
    );
  else
    body = (
      <ul className="space-y-4" aria-label="Open reports">
        {reports.data.map((r) => {
          const p = r.post;
          const page = p ? Math.floor((p.number - 1) / POSTS_PER_PAGE) : 0;
          return (
            <li key={r.id} className="rounded-lg border border-border bg-card p-4">
              <p className="text-sm">
                <span className="font-medium">{names.data?.get(r.reporter_id) ?? "…"}</span> reported {ago(r.created_at)}:{" "}
                <span className="break-words">“{r.reason}”</span>
              </p>
              {p && (
                <div className="mt-3 rounded-md border border-border bg-background p-3 text-sm">
                  <p className="mb-2 text-xs text-muted-foreground">
                    Post #{p.number} by {names.data?.get(p.author_id ?? "") ?? "…"} in{" "}
                    <Link to={`/forum/t/${p.thread_id}${page ? `?page=${page + 1}` : ""}#post-${p.number}`} className="underline">
                      {p.thread?.title ?? "a thread"}
                    </Link>
                  </p>
                  {p.deleted_at ? (
                    <p className="italic text-muted-foreground">Deleted since.</p>
                  ) : p.hidden_at ? (
                    <p className="italic text-muted-foreground">Hidden since.</p>
                  ) : (
                    <SanitizedMarkdown>{p.body}</SanitizedMarkdown>
                  )}
                </div>
              )}
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" size="sm" onClick={() => act(r.id, "dismissed")}>
                  Dismiss
                </Button>
                <Button size="sm" onClick={() => act(r.id, "resolved")}>
                  Mark resolved
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <PageContainer className="max-w-4xl">
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { label: "Reports" }]} />
      <PageHeader title="Reported posts" description="Open reports, oldest first. Hide a post or ban its author from the post's thread." />
      {body}
    </PageContainer>
  );
}
