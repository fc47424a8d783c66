// The floating task launcher (docs/spec.md §2): under 640 px a round button opening a right-side sheet;
// from 640 px the button expands into a 320 px card with collapse/expand and close. `away` (on /tasks,
// where the page is the list) draws nothing but keeps the card's state for the way back.
import { ListTodo } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { FloatingCard } from "@/components/floating-card";
import { Button } from "@/components/ui/button";
import { LazyWithTooltip as WithTooltip } from "@/components/ui/lazy-tooltip";
import type { TodoPanel as Panel } from "./todo-panel";
import { useTodo } from "./todo-context";

// The sheet and the panel (Radix Dialog, the task rows with their tooltips) stay out of the first
// page's JavaScript. Both start loading with the launcher's first render; once the panel is in, the
// card draws it at once, with no loading frame.
const TaskSheet = lazy(async () => ({ default: (await import("./task-sheet")).TaskSheet }));
let LoadedPanel: typeof Panel | undefined;
const loadPanel = () => import("./todo-panel").then((m) => (LoadedPanel = m.TodoPanel));
const LazyPanel = lazy(async () => ({ default: await loadPanel() }));

export const SHEET_BREAKPOINT = 640;

function useWide(): boolean {
  const query = `(min-width: ${SHEET_BREAKPOINT}px)`;
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setWide(m.matches);
    m.addEventListener("change", on);
    return () => m.removeEventListener("change", on);
  }, [query]);
  return wide;
}

type CardState = "closed" | "open" | "collapsed";

export function TaskLauncher({ away = false }: { away?: boolean }) {
  const wide = useWide();
  const { todos } = useTodo();
  const [state, setState] = useState<CardState>("closed");
  useEffect(() => {
    if (wide) void loadPanel();
  }, [wide]);
  const open = todos.filter((t) => !t.completed).length;
  if (away) return null;
  // The count sits beside the button, not in it, so the button's name is exactly what it says.
  const round = (
    <div className="relative">
      <WithTooltip label="Tasks" side="left">
        <Button
          size="icon"
          className="size-12 rounded-full shadow-lg"
          aria-label={open > 0 ? `Open tasks (${open} open)` : "Open tasks"}
          onClick={() => setState("open")}
        >
          <ListTodo className="size-5" aria-hidden="true" />
        </Button>
      </WithTooltip>
      {open > 0 ? (
        <span
          className="pointer-events-none absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] text-destructive-foreground"
          aria-hidden="true"
        >
          {open}
        </span>
      ) : null}
    </div>
  );

  if (!wide) {
    return (
      <>
        {round}
        <Suspense fallback={null}>
          <TaskSheet open={state !== "closed"} onOpenChange={(o) => setState(o ? "open" : "closed")} />
        </Suspense>
      </>
    );
  }

  if (state === "closed") return round;
  return (
    <FloatingCard
      label="Tasks"
      title="Tasks"
      noun="tasks"
      collapsed={state === "collapsed"}
      onToggleCollapsed={() => setState(state === "collapsed" ? "open" : "collapsed")}
      onClose={() => setState("closed")}
      className="w-80"
    >
      <div className="p-4">
        {LoadedPanel ? (
          <LoadedPanel />
        ) : (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
            <LazyPanel />
          </Suspense>
        )}
      </div>
    </FloatingCard>
  );
}
