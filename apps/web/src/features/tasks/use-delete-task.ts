// Deleting a task from any list (panel, sheet, card or /tasks) with an Undo toast (docs/design.md:
// every destructive action can be undone). Undo puts the task back where it was, keeping any
// changes made to other tasks in the meantime.
import { toast } from "@/components/ui/toaster";
import { useTodo } from "./todo-context";

export function useDeleteTask(): (id: string) => void {
  const { todos, deleteTodo, restoreTodo } = useTodo();
  return (id) => {
    const index = todos.findIndex((t) => t.id === id);
    const task = todos[index];
    if (!task) return;
    deleteTodo(id);
    toast(`Deleted “${task.text}”`, { action: { label: "Undo", onClick: () => restoreTodo(task, index) } });
  };
}
