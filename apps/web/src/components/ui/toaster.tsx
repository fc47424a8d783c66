// Toast setup on sonner with the spec §9 constants; `toast` is re-exported so callers share one.
import { Toaster as Sonner, toast } from "sonner";
import type { CSSProperties } from "react";

export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
/** The Radix-style toaster of the spec: 5 s, swipe 50 px, store of at most 10. */
export const RADIX_TOAST_DURATION_MS = 5000;
export const RADIX_TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_STORE_LIMIT = 10;
export const TOAST_REGION_MAX_WIDTH_PX = 420;

export { toast };

export function Toaster({ theme }: { theme?: "light" | "dark" | "system" }) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      position="bottom-right"
      style={{ "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
    />
  );
}
