// Tooltips on Radix Tooltip with the docs/spec.md §9 delays (open 700 ms, skip 300 ms).
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const ProvidedContext = createContext(false);

export function TooltipProvider({ delayDuration = TOOLTIP_DELAY_MS, skipDelayDuration = TOOLTIP_SKIP_DELAY_MS, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <ProvidedContext.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </ProvidedContext.Provider>
  );
}
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** A tooltip around one control (usually an icon-only button that already has an aria-label). */
export function WithTooltip({ label, side, children }: { label: ReactNode; side?: ComponentProps<typeof TooltipPrimitive.Content>["side"]; children: ReactElement }) {
  const provided = useContext(ProvidedContext);
  const tip = (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
  // The app has one provider (shared skip delay); a component rendered alone (tests, stories)
  // brings its own so it never crashes.
  return provided ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}
