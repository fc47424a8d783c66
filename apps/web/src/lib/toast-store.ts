// The store behind the Radix toaster (docs/spec.md §9: "store holds at most 10"), shadcn's use-toast
// reduced to a tiny external store: newest first, trimmed to the limit, deduplicated by id.
export const TOAST_STORE_LIMIT = 10;

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Overrides the toaster's default duration (5000 ms). */
  duration?: number;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  /** A fixed id replaces the toast with that id instead of adding another (StrictMode re-runs). */
  id?: string;
}

export interface ToastStore {
  show(input: ToastInput): string;
  dismiss(id: string): void;
  remove(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

export function createToastStore(limit = TOAST_STORE_LIMIT): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const l of listeners) l();
  };
  return {
    show(input) {
      const id = input.id ?? `toast-${++counter}`;
      const item: ToastItem = {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? "default",
        duration: input.duration,
        open: true,
      };
      set([item, ...toasts.filter((t) => t.id !== id)].slice(0, limit));
      return id;
    },
    dismiss(id) {
      if (toasts.some((t) => t.id === id && t.open)) set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    },
    remove(id) {
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
    },
    clear() {
      set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app's one Radix toast store, rendered by `RadixToaster`. */
export const toastStore = createToastStore();

/** The spec's destructive toast: "Error" (or another title) with the service's message. */
export function showErrorToast(title: string, description?: string, opts: { id?: string } = {}): string {
  return toastStore.show({ title, description, variant: "destructive", id: opts.id });
}
