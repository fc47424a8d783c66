// "Next step": the first unfinished milestone whose goal is not met, with a link to the generator
// that makes what it needs. The generator saves into the current universe, which is this one.
import { ArrowRight, PartyPopper, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { Plan } from "@/data/roadmap/types";
import { countOf, generatorPath, kindLabel, nextStep } from "./plan";

export function NextStepCard({ plan, progress, progressError }: { plan: Plan; progress: Record<string, number> | undefined; progressError: boolean }) {
  if (progressError) {
    return (
      <p className="rounded-lg border border-border bg-card p-4 text-sm text-destructive">
        Progress could not be counted right now; the milestones below are still yours to edit.
      </p>
    );
  }
  if (!progress) return <div role="status" className="h-24 animate-pulse rounded-lg bg-muted" aria-busy="true" aria-label="Counting progress" />;
  const step = nextStep(plan, progress);
  if (!step) {
    return (
      <section aria-labelledby="roadmap-next" className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 sm:p-5">
        <PartyPopper className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="roadmap-next" className="font-serif text-lg font-semibold">
            Every goal is met
          </h2>
          <p className="text-sm text-muted-foreground">Add a milestone with a goal to plan what comes next.</p>
        </div>
      </section>
    );
  }
  const path = generatorPath(step.goal.kind);
  return (
    <section
      aria-labelledby="roadmap-next"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="roadmap-next" className="font-serif text-lg font-semibold">
            Next step: {step.milestone.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {step.goal.have} of {step.goal.want} so far; {countOf(step.goal.kind, step.missing)} to go.
          </p>
        </div>
      </div>
      {path && (
        <Button asChild className="self-start sm:self-auto">
          <Link to={path}>
            Open the {kindLabel(step.goal.kind)} Generator <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </section>
  );
}
