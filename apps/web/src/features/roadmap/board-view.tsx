// The board: one column per status. Drag a card by its grip (pointer or touch, dnd-kit) or use
// its "Move to…" menu (keyboard); either changes the status at once and saves it.
import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useUpdateMilestone } from "./roadmap-writes";
import { STATUS_LABEL, STATUSES, type Milestone, type Plan, type Status } from "@/data/roadmap/types";
import { MilestoneCard } from "./milestone-card";
import { MoveMenu } from "./move-menu";
import { inStatus } from "./plan";

interface BoardProps {
  universeId: string;
  plan: Plan;
  progress: Record<string, number> | undefined;
  onEdit: (id: string) => void;
}

export function BoardView({ universeId, plan, progress, onEdit }: BoardProps) {
  const update = useUpdateMilestone(universeId);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [moved, setMoved] = useState<{ id: string; text: string } | null>(null);
  const phaseTitle = new Map(plan.phases.map((p) => [p.id, p.title]));

  const move = (m: Milestone, status: Status) => {
    if (m.status === status) return;
    update.mutate({ id: m.id, patch: { status } });
    setMoved({ id: m.id, text: `Moved ${m.title} to ${STATUS_LABEL[status]}.` });
  };
  const onDragEnd = (e: DragEndEvent) => {
    const m = plan.milestones.find((x) => x.id === e.active.id);
    if (m && e.over) move(m, e.over.id as Status);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd}>
      <div className="grid gap-4 md:grid-cols-3">
        {STATUSES.map((status) => (
          <Column key={status} status={status} count={inStatus(plan, status).length}>
            {inStatus(plan, status).map((m) => (
              <DraggableCard key={m.id} milestone={m}>
                {(grip) => (
                  <MilestoneCard
                    milestone={m}
                    phase={phaseTitle.get(m.phase_id)}
                    progress={progress}
                    onEdit={() => onEdit(m.id)}
                    actions={
                      <>
                        <MoveMenu milestone={m} onMove={(s) => move(m, s)} focus={moved?.id === m.id} />
                        {grip}
                      </>
                    }
                  />
                )}
              </DraggableCard>
            ))}
          </Column>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {moved?.text}
      </p>
    </DndContext>
  );
}

function Column({ status, count, children }: { status: Status; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const id = `roadmap-col-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={id}
      className={cn("min-w-0 rounded-lg border border-border bg-muted/40 p-3 transition-colors", isOver && "border-primary bg-accent/60")}
    >
      <h3 id={id} className="mb-3 flex items-center justify-between text-sm font-semibold">
        {STATUS_LABEL[status]} <span className="tabular-nums text-muted-foreground">{count}</span>
      </h3>
      {count === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-center text-xs text-muted-foreground">
          {status === "done" ? "Finished milestones land here." : "Nothing here. Drag a card in or use “Move to…”."}
        </p>
      ) : (
        <ul aria-label={STATUS_LABEL[status]} className="grid gap-2">
          {children}
        </ul>
      )}
    </section>
  );
}

function DraggableCard({ milestone, children }: { milestone: Milestone; children: (grip: ReactNode) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id: milestone.id });
  // The grip is for pointers only; keyboard users have "Move to…", so it stays out of the tab order.
  const grip = (
    <span
      ref={setActivatorNodeRef}
      {...listeners}
      aria-hidden="true"
      data-drag-handle=""
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
    >
      <GripVertical className="size-4" />
    </span>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform) }} className={cn(isDragging && "relative z-20 opacity-90 shadow-lg")}>
      {children(grip)}
    </li>
  );
}
