// The task launcher's side sheet under 640 px (Radix Dialog), loaded after the first render by
// task-launcher.tsx; it mounts already open if the launcher was pressed before it arrived.
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { TodoPanel } from "./todo-panel";

export function TaskSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[min(22rem,90vw)]">
        <SheetHeader>
          <SheetTitle>Tasks</SheetTitle>
          <SheetDescription>Manage your tasks from anywhere in the app.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-4">
          <TodoPanel onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
