// The Radix toaster of docs/spec.md §9 (shadcn style): 5 s by default, swipe right 50 px to dismiss, a
// store of at most 10, the region at most 420 px wide from medium screens up. It carries the
// spec's destructive "Error" toasts; sonner (toaster.tsx) carries the others.
import { Toast as ToastPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { useSyncExternalStore, type ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { toastStore as appStore, type ToastStore } from "@/lib/toast-store";

import { RADIX_TOAST_DURATION_MS, RADIX_TOAST_SWIPE_THRESHOLD_PX } from "./toast-area";

export { RADIX_TOAST_DURATION_MS, RADIX_TOAST_SWIPE_THRESHOLD_PX, TOAST_REGION_MAX_WIDTH_PX } from "./toast-area";

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // Where sonner's toasts are (toaster.tsx): top centre below the navigation bar, full width on
      // a phone; clear of the floating widgets at the bottom right and the canvases' controls.
      // The empty region must not swallow clicks meant for the page under it.
      className={cn("pointer-events-none fixed inset-x-0 top-16 z-[100] mx-auto flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]", className)}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-radix-toast="" data-variant={variant ?? "default"} className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        "absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[variant=destructive]:focus-visible:ring-destructive-foreground",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/** Renders the store's toasts; mount once near the root. `store` is replaceable for tests. */
export function RadixToaster({ store = appStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider duration={RADIX_TOAST_DURATION_MS} swipeThreshold={RADIX_TOAST_SWIPE_THRESHOLD_PX} swipeDirection="right">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) store.remove(t.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label="Alerts ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
