// Tooltips on Radix Tooltip with the docs/spec.md §9 delays (open 700 ms, skip 300 ms). Pages load
// this with their chunk; the first screen's controls use lazy-tooltip.tsx.
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { createContext, useContext, useSyncExternalStore, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const ProvidedContext = createContext(false);

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
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

// The skip delay across tooltips without one provider around the app (which would put Radix Tooltip
// in the first page's JavaScript): while a tooltip is open, and for 300 ms after it closes, the next
// one opens at once — what Radix's provider does, kept here in a tiny shared store.
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
function setSkipping(value: boolean) {
  if (skipping === value) return;
  skipping = value;
  for (const l of listeners) l();
}
function subscribeSkipping(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
function onAnyOpenChange(open: boolean) {
  clearTimeout(skipTimer);
  if (open) setSkipping(true);
  else skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

/** A tooltip around one control (usually an icon-only button that already has an aria-label). */
export function WithTooltip({
  label,
  side,
  children,
}: {
  label: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>["side"];
  children: ReactElement;
}) {
  const provided = useContext(ProvidedContext);
  const skip = useSyncExternalStore(
    subscribeSkipping,
    () => skipping,
    () => false,
  );
  const tip = (
    <Tooltip delayDuration={provided ? undefined : skip ? 0 : TOOLTIP_DELAY_MS} onOpenChange={provided ? undefined : onAnyOpenChange}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
  // Inside a TooltipProvider (tests, stories) its shared delays apply; the app has none, so each
  // tooltip brings its own and the skip delay is shared through the store above.
  return provided ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}
