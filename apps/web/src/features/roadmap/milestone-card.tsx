// A milestone as the board and the list show it: title (opens the editor), phase, due date,
// checklist count and the goal's live progress bar, which links to the matching items.
import { CalendarDays, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import type { Milestone } from "@/data/roadmap/types";
import { goalProgress, itemsPath, kindLabel } from "./plan";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
export const formatDue = (d: string) => dateFormat.format(new Date(`${d}T00:00:00Z`));

export function MilestoneCard({
  milestone: m,
  phase,
  progress,
  onEdit,
  actions,
  className,
}: {
  milestone: Milestone;
  phase?: string;
  progress: Record<string, number> | undefined;
  onEdit: () => void;
  actions?: ReactNode;
  className?: string;
}) {
  const goal = goalProgress(m, progress);
  const steps = m.checklist.length;
  const stepsDone = m.checklist.filter((c) => c.done).length;
  return (
    <article aria-label={m.title} className={cn("rounded-md border border-border bg-card p-3 shadow-sm", className)}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold leading-snug">
            <button
              type="button"
              onClick={onEdit}
              className="break-words text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
              aria-label={`Edit ${m.title}`}
            >
              <span className={cn(m.status === "done" && "text-muted-foreground line-through decoration-1")}>{m.title}</span>
            </button>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {phase && <span>{phase}</span>}
            {m.due_on && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden="true" /> Due {formatDue(m.due_on)}
              </span>
            )}
            {steps > 0 && (
              <span className="inline-flex items-center gap-1">
                <ListChecks className="size-3.5" aria-hidden="true" /> {stepsDone} of {steps} {steps === 1 ? "step" : "steps"}
              </span>
            )}
          </p>
        </div>
        {actions}
      </div>
      {goal && (
        <Link to={itemsPath(goal.kind)} className="group mt-2 block rounded-sm text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span className="flex justify-between gap-2 text-muted-foreground group-hover:text-foreground">
            <span className="truncate">{kindLabel(goal.kind)}</span>{" "}
            <span className="tabular-nums">
              {goal.have} of {goal.want}
            </span>
            <span className="sr-only">, see them in My Content</span>
          </span>
          <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span
              className={cn("block h-full rounded-full", goal.met ? "bg-emerald-600" : "bg-primary")}
              style={{ width: `${Math.round(goal.ratio * 100)}%` }}
            />
          </span>
        </Link>
      )}
    </article>
  );
}
