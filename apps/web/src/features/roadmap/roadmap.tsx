// One universe's roadmap: the next step, then the milestones as a board (by status) or a list (by
// phase). The view is kept in the address (?view=list). The editor opens over either view.
import { Columns3, List } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { InlineLoadError } from "@/components/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { usePlan } from "@/data/roadmap/get-plan";
import { useProgress } from "@/data/roadmap/get-progress";
import { BoardView } from "./board-view";
import { ListView } from "./list-view";
import { MilestoneEditor } from "./milestone-editor";
import { NextStepCard } from "./next-step";

type View = "board" | "list";

export function Roadmap({ universeId }: { universeId: string }) {
  const plan = usePlan(universeId);
  const progress = useProgress(universeId);
  const [sp, setSp] = useSearchParams();
  const view: View = sp.get("view") === "list" ? "list" : "board";
  const [editing, setEditing] = useState<string | null>(null);

  const setView = (v: View) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === "board") next.delete("view");
        else next.set("view", v);
        return next;
      },
      { replace: true },
    );

  if (plan.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the roadmap" className="grid gap-4">
        <Skeleton className="h-24 w-full" />
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    );
  }
  if (plan.isError) return <InlineLoadError what="The roadmap" error={plan.error} onRetry={() => void plan.refetch()} />;

  const counts = progress.data;
  const milestone = editing ? plan.data.milestones.find((m) => m.id === editing) : undefined;

  return (
    <div className="grid gap-6">
      <NextStepCard plan={plan.data} progress={counts} progressError={progress.isError} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold">Milestones</h2>
        <div role="group" aria-label="View" className="inline-flex rounded-md border border-border bg-card p-1">
          {(
            [
              ["board", "Board", Columns3],
              ["list", "List", List],
            ] as const
          ).map(([v, label, Icon]) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                "inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                view === v ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
              )}
            >
              <Icon className="size-4" aria-hidden="true" /> {label}
            </button>
          ))}
        </div>
      </div>
      {view === "board" ? (
        <BoardView universeId={universeId} plan={plan.data} progress={counts} onEdit={setEditing} />
      ) : (
        <ListView universeId={universeId} plan={plan.data} progress={counts} onEdit={setEditing} />
      )}
      {milestone && <MilestoneEditor universeId={universeId} plan={plan.data} milestone={milestone} onClose={() => setEditing(null)} />}
    </div>
  );
}
