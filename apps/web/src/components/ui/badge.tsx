// Small label chip; `area` variants carry the accent colour of an area family.
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      outline: "border-border text-foreground",
      destructive: "border-transparent bg-destructive text-destructive-foreground",
      people: "border-area-people/30 bg-area-people/10 text-area-people",
      places: "border-area-places/30 bg-area-places/10 text-area-places",
      things: "border-area-things/30 bg-area-things/10 text-area-things",
      systems: "border-area-systems/30 bg-area-systems/10 text-area-systems",
      story: "border-area-story/30 bg-area-story/10 text-area-story",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
