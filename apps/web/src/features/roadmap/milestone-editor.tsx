// The milestone editor: title, phase, status, due date, a measurable goal (kind and count, counted
// live from the library), the checklist and private notes. Delete closes it with Undo in the toast.
import { Plus, Trash2, X } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { GENERATORS } from "@/lib/catalog";
import { useDeleteMilestone, useUpdateMilestone } from "./roadmap-writes";
import { CHECKLIST_MAX, NOTES_MAX, STATUS_LABEL, STATUSES, TITLE_MAX, type Milestone, type Plan, type Status } from "@/data/roadmap/types";

interface FormValues {
  title: string;
  phase_id: string;
  status: Status;
  due_on: string;
  goal_kind: string;
  goal_count: string;
  checklist: { text: string; done: boolean }[];
  notes: string;
}

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function MilestoneEditor({ universeId, plan, milestone: m, onClose }: { universeId: string; plan: Plan; milestone: Milestone; onClose: () => void }) {
  const update = useUpdateMilestone(universeId);
  const remove = useDeleteMilestone(universeId);
  const { register, handleSubmit, control, watch, formState } = useForm<FormValues>({
    defaultValues: {
      title: m.title,
      phase_id: m.phase_id,
      status: m.status,
      due_on: m.due_on ?? "",
      goal_kind: m.goal_kind ?? "",
      goal_count: m.goal_count ? String(m.goal_count) : "",
      checklist: m.checklist,
      notes: m.notes,
    },
  });
  const steps = useFieldArray({ control, name: "checklist" });
  const hasGoal = !!watch("goal_kind");
  const errors = formState.errors;

  const onSubmit = handleSubmit((v) => {
    const kind = v.goal_kind || null;
    update.mutate(
      {
        id: m.id,
        patch: {
          title: v.title.trim(),
          phase_id: v.phase_id,
          status: v.status,
          due_on: v.due_on || null,
          goal_kind: kind,
          goal_count: kind ? Number(v.goal_count) : null,
          checklist: v.checklist.filter((c) => c.text.trim()).map((c) => ({ text: c.text.trim(), done: c.done })),
          notes: v.notes,
        },
      },
      {
        onSuccess: () => {
          toast.success(`Saved “${v.title.trim()}”`);
          onClose();
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Edit milestone"
      size="lg"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => {
              onClose();
              remove.mutate(m);
            }}
          >
            <Trash2 aria-hidden="true" /> Delete milestone
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="milestone-form" disabled={update.isPending}>
              Save milestone
            </Button>
          </div>
        </div>
      }
    >
      <form
        id="milestone-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="grid max-h-[calc(100dvh-20rem)] gap-4 sm:max-h-[calc(100dvh-14rem)] overflow-y-auto px-1 pb-1"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="milestone-title">Title</Label>
          <Input
            id="milestone-title"
            autoComplete="off"
            maxLength={TITLE_MAX}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? "milestone-title-error" : undefined}
            {...register("title", { validate: (v) => (v.trim() ? true : "A milestone needs a title.") })}
          />
          {errors.title && (
            <p id="milestone-title-error" className="text-sm text-destructive">
              {errors.title.message}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="milestone-phase">Phase</Label>
            <select id="milestone-phase" className={selectClass} {...register("phase_id")}>
              {plan.phases.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="milestone-status">Status</Label>
            <select id="milestone-status" className={selectClass} {...register("status")}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="milestone-due">Due date</Label>
            <Input id="milestone-due" type="date" {...register("due_on")} />
          </div>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Goal</legend>
          <p className="text-xs text-muted-foreground">A goal counts the items of one kind saved in this universe, so progress follows your library.</p>
          <div className="grid grid-cols-[1fr_6rem] gap-2">
            <select aria-label="Goal kind" className={selectClass} {...register("goal_kind")}>
              <option value="">No goal</option>
              {GENERATORS.map((g) => (
                <option key={g.kind} value={g.kind}>
                  {g.label}
                </option>
              ))}
            </select>
            <Input
              aria-label="Goal count"
              type="number"
              min={1}
              max={1000}
              disabled={!hasGoal}
              aria-invalid={!!errors.goal_count}
              aria-describedby={errors.goal_count ? "milestone-goal-error" : undefined}
              {...register("goal_count", {
                validate: (v, all) =>
                  !all.goal_kind || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 1000) ? true : "Count from 1 to 1,000.",
              })}
            />
          </div>
          {errors.goal_count && (
            <p id="milestone-goal-error" className="text-sm text-destructive">
              {errors.goal_count.message}
            </p>
          )}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">Checklist</legend>
          {steps.fields.length === 0 && <p className="text-xs text-muted-foreground">No steps yet. Break the milestone into small steps you can tick off.</p>}
          <ul aria-label="Checklist steps" className="grid gap-2">
            {steps.fields.map((f, i) => (
              <li key={f.id} className="flex items-center gap-2">
                <input type="checkbox" aria-label={`Step ${i + 1} done`} className="size-4 shrink-0 accent-primary" {...register(`checklist.${i}.done`)} />
                <Input aria-label={`Step ${i + 1}`} maxLength={200} className="h-9" {...register(`checklist.${i}.text`)} />
                <Button type="button" size="icon" variant="ghost" className="size-9" aria-label={`Remove step ${i + 1}`} onClick={() => steps.remove(i)}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={steps.fields.length >= CHECKLIST_MAX}
            onClick={() => steps.append({ text: "", done: false }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" /> Add a step
          </Button>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="milestone-notes">Notes</Label>
          <Textarea id="milestone-notes" rows={4} maxLength={NOTES_MAX} placeholder="Only you can see these." {...register("notes")} />
        </div>
      </form>
    </Modal>
  );
}
