// Distraction-free writing: the scene's editor alone on the screen, the page's chrome hidden, with
// the scene's name, save state and word count kept small above the text. Escape leaves.
// The editor stays the same React element either way (only its frame's classes change), so
// nothing typed, nor the undo history, is lost by going in or out.
import { useEffect, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { wordsLabel } from "./outline";

export function FocusFrame({
  on,
  onLeave,
  title,
  status,
  words,
  children,
}: {
  on: boolean;
  onLeave: () => void;
  title: string;
  status: ReactNode;
  words: number;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!on) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) onLeave();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = before;
      document.removeEventListener("keydown", onKey);
    };
  }, [on, onLeave]);
  return (
    <div
      className={cn("mt-4", on && "fixed inset-0 z-50 mt-0 overflow-y-auto bg-background px-2 py-3 sm:px-8 sm:py-10")}
      role={on ? "dialog" : undefined}
      aria-modal={on ? true : undefined}
      aria-label={on ? `Focus mode: ${title}` : undefined}
    >
      <div className={cn(on && "mx-auto max-w-3xl")}>
        {on && (
          <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm text-muted-foreground">
            <span className="min-w-0 truncate font-serif text-base text-foreground">{title}</span>
            {status}
            <span data-testid="focus-words">{wordsLabel(words)}</span>
            <span className="ml-auto hidden sm:inline">Esc to leave</span>
          </div>
        )}
        <div className={cn(on && "[&>div]:border-transparent [&>div]:shadow-none")}>{children}</div>
      </div>
    </div>
  );
}
