// One task: click the row to toggle it, the pencil to edit (blur or Enter saves), the bin to
// delete.
import { Check, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { WithTooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import type { Task } from "./todo-store";

export interface TaskRowProps {
  task: Task;
  editing: boolean;
  onStartEdit: () => void;
  onEndEdit: () => void;
  onToggle: () => void;
  onSave: (text: string) => void;
  onDelete: () => void;
}

export function TaskRow({ task, editing, onStartEdit, onEndEdit, onToggle, onSave, onDelete }: TaskRowProps) {
  const [draft, setDraft] = useState(task.text);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) {
      setDraft(task.text);
      input.current?.focus();
      input.current?.select();
    }
  }, [editing, task.text]);

  const commit = () => {
    if (draft.trim()) onSave(draft);
    onEndEdit();
  };

  if (editing) {
    return (
      <li className="flex items-center gap-2 rounded-md border border-ring bg-card px-2 py-1.5">
        <input
          ref={input}
          aria-label="Edit task"
          className="min-w-0 flex-1 bg-transparent text-sm outline-none"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
            if (e.key === "Escape") onEndEdit();
          }}
        />
      </li>
    );
  }

  return (
    <li className="group flex items-center gap-1 rounded-md hover:bg-accent/60" data-completed={task.completed}>
      <button
        type="button"
        role="checkbox"
        aria-checked={task.completed}
        onClick={onToggle}
        className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1.5 text-left text-sm"
      >
        <span
          className={cn(
            "flex size-4 shrink-0 items-center justify-center rounded border",
            task.completed ? "border-primary bg-primary text-primary-foreground" : "border-input",
          )}
        >
          {task.completed ? <Check className="size-3" aria-hidden="true" /> : null}
        </span>
        <span className={cn("min-w-0 break-words", task.completed && "text-muted-foreground line-through")}>{task.text}</span>
      </button>
      <WithTooltip label="Edit task">
        <button
          type="button"
          aria-label={`Edit “${task.text}”`}
          onClick={onStartEdit}
          className="rounded p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
      </WithTooltip>
      <WithTooltip label="Delete task">
        <button
          type="button"
          aria-label={`Delete “${task.text}”`}
          onClick={onDelete}
          className="rounded p-1.5 text-muted-foreground hover:bg-accent hover:text-destructive"
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
        </button>
      </WithTooltip>
    </li>
  );
}
