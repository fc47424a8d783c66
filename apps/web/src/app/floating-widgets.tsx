// The floating widgets, fixed at the bottom right: the focus timer above the task launcher.
// The launcher's own file, not the tasks index: that holds the /tasks page, which stays lazy.
import { TaskLauncher } from "@/features/tasks/task-launcher";
import { FocusTimer } from "@/features/timer";

export function FloatingWidgets() {
  return (
    <div className="pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 [&>*]:pointer-events-auto">
      <FocusTimer />
      <TaskLauncher />
    </div>
  );
}
