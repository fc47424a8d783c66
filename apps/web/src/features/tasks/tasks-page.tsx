// /tasks: the whole list with the panel's operations, filters, and clearing completed tasks
// with undo from the toast.
import { Cloud, CloudOff, ListTodo, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { EmptyState, PageContainer, PageHeading } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { AddTaskForm } from "./add-task-form";
import { TaskRow } from "./task-row";
import { useTodo } from "./todo-context";
import { useDeleteTask } from "./use-delete-task";

const filters = ["all", "active", "completed"] as const;
type Filter = (typeof filters)[number];

export function TasksPage() {
  const { todos, addTodo, toggleTodo, editTodo, setTodos, restoreTodo, sync } = useTodo();
  const remove = useDeleteTask();
  const [filter, setFilter] = useState<Filter>("all");
  const [editing, setEditing] = useState<string | null>(null);
  const shown = todos.filter((t) => (filter === "all" ? true : filter === "active" ? !t.completed : t.completed));
  const done = todos.filter((t) => t.completed).length;

  const clearCompleted = () => {
    // Undo puts each cleared task back at its old place (lowest index first), keeping later edits.
    const removed = todos.flatMap((task, index) => (task.completed ? [{ task, index }] : []));
    setTodos(todos.filter((t) => !t.completed));
    toast(`Cleared ${done} completed task${done === 1 ? "" : "s"}`, {
      action: { label: "Undo", onClick: () => removed.forEach(({ task, index }) => restoreTodo(task, index)) },
    });
  };

  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title="Tasks">Everything on your list, on every device you sign in on.</PageHeading>
      <div className="flex flex-col gap-4">
        <AddTaskForm onAdd={addTodo} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label="Show" className="flex gap-1 rounded-lg border bg-card p-1">
            {filters.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn("rounded-md px-3 py-1 text-sm capitalize", filter === f ? "bg-primary text-primary-foreground" : "hover:bg-accent")}
              >
                {f}
              </button>
            ))}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>
              {todos.length - done} open · {done} done
            </span>
            <SyncNote state={sync} />
          </p>
        </div>
        {todos.length === 0 ? (
          <EmptyState icon={ListTodo} title="No tasks yet. Add one above!">
            Small steps keep a world growing: “Name the river gods”, “Map the northern pass”.
          </EmptyState>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No {filter} tasks.</p>
        ) : (
          <ul className="flex flex-col gap-0.5 rounded-xl border bg-card p-2" aria-label="All tasks">
            {shown.map((t) => (
              <TaskRow
                key={t.id}
                task={t}
                editing={editing === t.id}
                onStartEdit={() => setEditing(t.id)}
                onEndEdit={() => setEditing((e) => (e === t.id ? null : e))}
                onToggle={() => toggleTodo(t.id)}
                onSave={(text) => editTodo(t.id, text)}
                onDelete={() => remove(t.id)}
              />
            ))}
          </ul>
        )}
        {done > 0 ? (
          <Button variant="outline" className="self-end" onClick={clearCompleted}>
            Clear completed ({done})
          </Button>
        ) : null}
      </div>
    </PageContainer>
  );
}

/** Whether the account has the list yet; a failure keeps the tasks here and tries again. */
function SyncNote({ state }: { state: ReturnType<typeof useTodo>["sync"] }) {
  if (state === "off") return null;
  const [Icon, text] =
    state === "saving"
      ? [LoaderCircle, "Saving to your account…"]
      : state === "saved"
        ? [Cloud, "Saved to your account"]
        : [CloudOff, "Not saved to your account yet: kept in this browser, trying again"];
  return (
    <span role="status" className={cn("inline-flex items-center gap-1", state === "failed" && "text-amber-700 dark:text-amber-400")}>
      <Icon className={cn("size-3.5", state === "saving" && "animate-spin motion-reduce:animate-none")} aria-hidden="true" />
      {text}
    </span>
  );
}
