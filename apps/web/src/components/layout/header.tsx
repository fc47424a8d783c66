// The Header component of docs/spec.md §2: the static text "My App Header", shown as a thin band at the
// top of /home. Inside <main> a <header> is not a second banner landmark.
import { cn } from "@/lib/utils";

export function Header({ className }: { className?: string }) {
  return (
    <header
      data-testid="app-header"
      className={cn("border-b border-border bg-muted/60 px-4 py-2 text-center font-serif text-sm font-semibold tracking-wide text-muted-foreground", className)}
    >
      My App Header
    </header>
  );
}
