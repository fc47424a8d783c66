// The compact to-do panel (docs/spec.md §2, §9): My Tasks heading, the first five tasks scrolling within
// 300 px, and "View all N tasks" above five.
import { useState } from "react";
import { useNavigate } from "react-router";
import { AddTaskForm } from "./add-task-form";
import { TaskRow } from "./task-row";
import { useTodo } from "./todo-context";
import { useDeleteTask } from "./use-delete-task";

export const PANEL_LIMIT = 5;

export function TodoPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { todos, addTodo, toggleTodo, editTodo } = useTodo();
  const deleteTask = useDeleteTask();
  const [editing, setEditing] = useState<string | null>(null);
  const navigate = useNavigate();
  const goAll = () => {
    onNavigate?.();
    void navigate("/tasks");
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-serif text-base font-semibold">
        <button
          type="button"
          onClick={goAll}
          className="w-fit rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          My Tasks
        </button>
      </h3>
      <AddTaskForm onAdd={addTodo} />
      {todos.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No tasks yet. Add one above!</p>
      ) : (
        <ul className="flex max-h-[300px] flex-col gap-0.5 overflow-y-auto" aria-label="Tasks">
          {todos.slice(0, PANEL_LIMIT).map((t) => (
            <TaskRow
              key={t.id}
              task={t}
              editing={editing === t.id}
              onStartEdit={() => setEditing(t.id)}
              onEndEdit={() => setEditing((e) => (e === t.id ? null : e))}
              onToggle={() => toggleTodo(t.id)}
              onSave={(text) => editTodo(t.id, text)}
              onDelete={() => deleteTask(t.id)}
            />
          ))}
        </ul>
      )}
      {todos.length > PANEL_LIMIT ? (
        <button type="button" onClick={goAll} className="text-sm font-medium text-primary hover:underline">
          View all {todos.length} tasks
        </button>
      ) : null}
    </div>
  );
}
