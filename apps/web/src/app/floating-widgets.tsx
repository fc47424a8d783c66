// The floating widgets, fixed at the bottom right: the focus timer above the task launcher.
import { TaskLauncher } from "@/features/tasks";
import { FocusTimer } from "@/features/timer";

export function FloatingWidgets() {
  return (
    <div className="pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 [&>*]:pointer-events-auto">
      <FocusTimer />
      <TaskLauncher />
    </div>
  );
}
