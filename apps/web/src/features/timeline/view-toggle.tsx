// List / Axis: the axis by default on wide screens, the list on a phone; the choice is remembered.
import { List, TimelineIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

export type ViewMode = "axis" | "list";
const KEY = "worldloom.timeline.view";

export function useViewMode(): [ViewMode, (m: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => {
    const saved = typeof localStorage !== "undefined" ? localStorage.getItem(KEY) : null;
    if (saved === "axis" || saved === "list") return saved;
    return typeof window !== "undefined" && window.innerWidth < 640 ? "list" : "axis";
  });
  return [
    mode,
    (m) => {
      setMode(m);
      try {
        localStorage.setItem(KEY, m);
      } catch {
        /* private mode: not remembered */
      }
    },
  ];
}

export function ViewToggle({ mode, setMode, className }: { mode: ViewMode; setMode: (m: ViewMode) => void; className?: string }) {
  const item = (m: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={mode === m}
      onClick={() => setMode(m)}
      className={cn(
        "inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        mode === m ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
      )}
    >
      <Icon className="size-4" aria-hidden="true" /> {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show the timeline as" className={cn("inline-flex rounded-lg border border-border bg-card p-0.5", className)}>
      {item("list", "List", List)}
      {item("axis", "Axis", TimelineIcon)}
    </div>
  );
}
