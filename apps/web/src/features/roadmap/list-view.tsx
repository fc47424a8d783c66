// The list: milestones grouped by phase, in order. Phases are renamed, added and deleted here
// (with Undo), and milestones added at the end of a phase.
import { Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useCreateMilestone, usePhaseMutations } from "./roadmap-writes";
import { PHASE_TITLE_MAX, STATUS_LABEL, TITLE_MAX, type Phase, type Plan } from "@/data/roadmap/types";
import { MilestoneCard } from "./milestone-card";
import { inPhase, nextPosition } from "./plan";

interface ListProps {
  universeId: string;
  plan: Plan;
  progress: Record<string, number> | undefined;
  onEdit: (id: string) => void;
}

export function ListView({ universeId, plan, progress, onEdit }: ListProps) {
  const phases = usePhaseMutations(universeId);
  const [title, setTitle] = useState("");
  const addPhase = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    phases.create.mutate({ title: title.trim(), position: Math.max(-1, ...plan.phases.map((p) => p.position)) + 1 }, { onSuccess: () => setTitle("") });
  };
  return (
    <div className="grid gap-6">
      {plan.phases.length === 0 && (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No phases left. Add one below to group your milestones.
        </p>
      )}
      {plan.phases.map((p) => (
        <PhaseSection key={p.id} universeId={universeId} plan={plan} phase={p} progress={progress} onEdit={onEdit} />
      ))}
      <form onSubmit={addPhase} className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="New phase name"
          placeholder="New phase, e.g. Seas and trade"
          value={title}
          maxLength={PHASE_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          className="sm:max-w-sm"
        />
        <Button type="submit" variant="outline" disabled={!title.trim() || phases.create.isPending}>
          <Plus aria-hidden="true" /> Add phase
        </Button>
      </form>
    </div>
  );
}

function PhaseSection({ universeId, plan, phase, progress, onEdit }: ListProps & { phase: Phase }) {
  const phases = usePhaseMutations(universeId);
  const create = useCreateMilestone(universeId);
  const milestones = inPhase(plan, phase);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const id = `phase-${phase.id}`;

  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!renaming?.trim()) return;
    phases.rename.mutate({ id: phase.id, title: renaming.trim() }, { onSuccess: () => setRenaming(null) });
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    create.mutate({ phase_id: phase.id, title: title.trim(), position: nextPosition(plan, phase.id) }, { onSuccess: () => setTitle("") });
  };

  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-muted/30 p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {renaming !== null ? (
          <form onSubmit={rename} className="flex min-w-0 flex-1 items-center gap-1">
            <Input
              aria-label={`Name of the phase ${phase.title}`}
              value={renaming}
              maxLength={PHASE_TITLE_MAX}
              onChange={(e) => setRenaming(e.target.value)}
              autoFocus
              className="h-9"
            />
            <Button type="submit" size="icon" variant="ghost" aria-label="Save the name" disabled={!renaming.trim()}>
              <Check aria-hidden="true" />
            </Button>
            <Button type="button" size="icon" variant="ghost" aria-label="Cancel renaming" onClick={() => setRenaming(null)}>
              <X aria-hidden="true" />
            </Button>
          </form>
        ) : (
          <>
            <h3 id={id} className="min-w-0 flex-1 break-words font-serif text-lg font-semibold">
              {phase.title}
            </h3>
            <span className="text-xs text-muted-foreground">
              {milestones.filter((m) => m.status === "done").length} of {milestones.length} done
            </span>
            <Button size="icon" variant="ghost" className="size-8" aria-label={`Rename the phase ${phase.title}`} onClick={() => setRenaming(phase.title)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={`Delete the phase ${phase.title}`}
              onClick={() => phases.remove.mutate({ phase, milestones })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {renaming !== null && (
        <h3 id={id} className="sr-only">
          {phase.title}
        </h3>
      )}
      {milestones.length > 0 && (
        <ul aria-label={`Milestones in ${phase.title}`} className="grid gap-2 lg:grid-cols-2">
          {milestones.map((m) => (
            <li key={m.id}>
              <MilestoneCard
                milestone={m}
                progress={progress}
                onEdit={() => onEdit(m.id)}
                actions={<Badge variant={m.status === "done" ? "default" : "outline"}>{STATUS_LABEL[m.status]}</Badge>}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="mt-3 flex gap-2">
        <Input
          aria-label={`New milestone in ${phase.title}`}
          placeholder="Add a milestone"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          className="h-9"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!title.trim() || create.isPending}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </form>
    </section>
  );
}
