// Placeholder block for content that is loading (docs/design.md: skeletons, not spinners).
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** With an `aria-label` it is announced as a status (a label on a plain div is not allowed). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" role={props["aria-label"] ? "status" : undefined} className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
