// The Radix toaster's docs/spec.md §9 figures, here so the first page can name them without loading
// the toaster itself (radix-toaster.tsx, mounted lazily by app.tsx).
export const RADIX_TOAST_DURATION_MS = 5000;
export const RADIX_TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REGION_MAX_WIDTH_PX = 420;

// Toasts sit outside any open dialog or sheet. A click on one (Undo, Close) must not count as a
// click outside that dismisses the dialog underneath.
export function isInToastArea(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-sonner-toaster], [data-radix-toast]") !== null;
}

/** Wraps a dialog's onInteractOutside so interacting with a toast leaves the dialog open. */
export function keepOpenForToasts<E extends { target: EventTarget | null; preventDefault(): void }>(handler?: (e: E) => void) {
  return (e: E) => {
    if (isInToastArea(e.target)) e.preventDefault();
    handler?.(e);
  };
}
