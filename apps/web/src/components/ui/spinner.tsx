// Spinner with a visible caption; used only for whole-route loads and guard checks.
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-6 animate-spin text-primary", className)} />;
}

/** A centred spinner with its text, e.g. `Loading...` or `Checking authentication...`. */
export function SpinnerScreen({ text, className }: { text: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground", className)}>
      <Spinner className="size-8" />
      <p className="text-sm">{text}</p>
    </div>
  );
}

export { SpinnerScreen as PageSpinner };
