// /dashboard: counts by kind, the five latest saves, quick links to generators and the task summary.
import { AlertTriangle, ListTodo, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { GENERATORS } from "@/lib/catalog";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { useKindCounts } from "@/data/content-items/get-kind-counts";
import { useRecentItems } from "@/data/content-items/get-recent-items";
import { useTaskSummary } from "./task-summary";
import { UniversesPanel } from "./universes-panel";

const gen = (kind: string) => GENERATORS.find((g) => g.kind === kind);
const label = (kind: string) => gen(kind)?.label ?? kind;
const QUICK = ["character", "location", "faction", "item", "religion", "magic-system"];

function Panel({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="font-serif text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Lines = () => (
  <div role="status" className="space-y-2" aria-busy="true" aria-label="Loading">
    <Skeleton className="h-5 w-full" />
    <Skeleton className="h-5 w-5/6" />
    <Skeleton className="h-5 w-2/3" />
  </div>
);

export function DashboardPage() {
  const { user } = useAuth();
  const id = user?.id ?? "";
  const { universeId, universe } = useCurrentUniverse();
  const counts = useKindCounts(id, universeId);
  const recent = useRecentItems(id, universeId);
  const tasks = useTaskSummary();
  const total = (counts.data ?? []).reduce((n, c) => n + c.items, 0);
  const failed = counts.isError || recent.isError;

  return (
    <PageContainer>
      <PageHeader title="Dashboard" description={universe ? `An overview of ${universe.name}.` : "An overview of your worlds."} />
      {failed && (
        <EmptyState
          className="mb-6"
          icon={AlertTriangle}
          title="Your library could not be loaded"
          action={<Button onClick={() => void Promise.all([counts.refetch(), recent.refetch()])}>Try again</Button>}
        >
          {(counts.error ?? recent.error)?.message}
        </EmptyState>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel
          title="Your library"
          id="dash-counts"
          action={
            <Link className="text-sm text-primary underline-offset-4 hover:underline" to="/my-content">
              My Content
            </Link>
          }
        >
          {counts.isPending ? (
            <Lines />
          ) : total === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing saved yet. Generate something and press Save to My Content.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground">
                <span className="font-serif text-3xl font-semibold text-foreground">{total}</span> saved {total === 1 ? "item" : "items"}
              </p>
              <ul aria-label="Saved items by kind" className="space-y-1 text-sm">
                {(counts.data ?? []).map((c) => (
                  <li key={c.kind} className="flex justify-between gap-2">
                    <Link to={`/my-content?kind=${c.kind}`} className="underline-offset-4 hover:underline">
                      {label(c.kind)}
                    </Link>
                    <span className="tabular-nums">{c.items}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
        <Panel title="Recent saves" id="dash-recent">
          {recent.isPending ? (
            <Lines />
          ) : (recent.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">Your latest saves will appear here.</p>
          ) : (
            <ul aria-label="Recent saves" className="space-y-2">
              {(recent.data ?? []).map((r) => (
                <li key={r.id} className="flex items-center gap-2">
                  <AreaIcon family={gen(r.kind)?.family ?? "story"} className="size-7 [&_svg]:size-4" />
                  <span className="min-w-0">
                    <Link to={`/my-content/${r.id}`} className="block truncate font-medium underline-offset-4 hover:underline">
                      {r.name}
                    </Link>
                    <span className="block text-xs text-muted-foreground">{label(r.kind)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title="Tasks"
          id="dash-tasks"
          action={
            <Link className="text-sm text-primary underline-offset-4 hover:underline" to="/tasks">
              All tasks
            </Link>
          }
        >
          {tasks.total === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ListTodo className="size-4" aria-hidden="true" /> No tasks yet.
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm" data-testid="task-summary">
                {tasks.done} of {tasks.total} done
              </p>
              <ul aria-label="Open tasks" className="list-disc space-y-1 pl-5 text-sm">
                {tasks.open.slice(0, 5).map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      </div>
      <UniversesPanel />
      <section aria-labelledby="dash-quick" className="mt-6">
        <h2 id="dash-quick" className="mb-3 flex items-center gap-2 font-serif text-xl font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" /> Generate
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {QUICK.map((k) => (
            <li key={k}>
              <Link
                to={`/generators/${k}`}
                className="flex items-center gap-2 rounded-lg border border-border bg-card p-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <AreaIcon family={gen(k)?.family ?? "story"} className="size-7 [&_svg]:size-4" />
                {label(k)}
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to="/generators">All 32 generators</Link>
        </Button>
      </section>
    </PageContainer>
  );
}
