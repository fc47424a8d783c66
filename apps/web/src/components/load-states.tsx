// Loading and error states of a small list inside a card or dialog: two row-high placeholders
// while it loads, and the reason with Try again when it fails.
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Two row-high placeholders; `className` lays them out (a stack or a grid). */
export function RowsSkeleton({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** "<what> could not be loaded: <reason>" and a Try again button. */
export function InlineLoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div className="text-sm">
      <p className="mb-2 text-destructive">
        {what} could not be loaded: {error.message}
      </p>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
