// Toast setup on sonner with the docs/spec.md §9 constants; `toast` is re-exported so callers share one.
// The spec's second, Radix toaster (5 s, swipe 50 px, store of 10, region 420 px) is radix-toaster.tsx;
// docs/decisions/0002-two-toasters.md says which toast goes where.
import { Toaster as Sonner, toast } from "sonner";
import { useSyncExternalStore, type CSSProperties } from "react";

export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
/** Just below the 64 px navigation bar, on every screen size. */
export const TOAST_TOP_PX = 72;
export { RADIX_TOAST_DURATION_MS, RADIX_TOAST_SWIPE_THRESHOLD_PX, TOAST_REGION_MAX_WIDTH_PX } from "./toast-area";
export { TOAST_STORE_LIMIT } from "@/lib/toast-store";

export { toast };

function subscribeToThemeClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The theme actually shown (the `dark` class on <html>, set by lib/theme), kept in step. */
export function useResolvedTheme(): "light" | "dark" {
  return useSyncExternalStore(
    subscribeToThemeClass,
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => "light",
  );
}

// No `richColors`: its green-on-green success toasts fail axe's contrast check (serious).
export function Toaster({ theme }: { theme?: "light" | "dark" | "system" }) {
  const resolved = useResolvedTheme();
  return (
    <Sonner
      theme={theme ?? resolved}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      // One place on every screen: top centre, under the navigation bar (full width on a phone,
      // as the Radix toaster). Clear of the floating widgets at the right, whose open cards reach up
      // the screen, and of the story canvases' zoom and fit controls at their bottom left.
      position="top-center"
      offset={{ top: TOAST_TOP_PX }}
      mobileOffset={{ top: TOAST_TOP_PX, left: 16, right: 16 }}
      // Parchment or Night surfaces instead of sonner's plain white and black.
      style={
        {
          "--width": `${TOAST_WIDTH_PX}px`,
          "--normal-bg": "var(--card)",
          "--normal-text": "var(--card-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      // Clickable even while a modal dialog or sheet turns pointer events off on <body>: index.css
      // turns them back on for the toasts shown (not inline here, which would also make the hidden
      // fourth toast, stacked under the third, catch the clicks meant for the page beneath it).
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
    />
  );
}
