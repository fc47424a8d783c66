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
