// A small store of ids the UI hides while a delete waits on its Undo, so the rows vanish at once and
// come back the moment Undo is pressed. Each delete flow makes its own (createHiddenIds) and reads it
// in components through the store's hook.
import { useSyncExternalStore } from "react";

export interface HiddenIds {
  hide: (ids: readonly string[]) => void;
  unhide: (ids: readonly string[]) => void;
  /** The ids hidden now; a new set on every change, so it can be a dependency. */
  getSnapshot: () => ReadonlySet<string>;
  subscribe: (listener: () => void) => () => void;
  /** The hidden ids, re-rendering the component when they change. */
  useHiddenIds: () => ReadonlySet<string>;
}

export function createHiddenIds(): HiddenIds {
  let hidden: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<string>) => {
    hidden = next;
    listeners.forEach((l) => l());
  };
  const getSnapshot = () => hidden;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    hide: (ids) => set(new Set([...hidden, ...ids])),
    unhide: (ids) => set(new Set([...hidden].filter((id) => !ids.includes(id)))),
    getSnapshot,
    subscribe,
    // The third argument serves the build-time prerender (src/prerender): nothing is hidden there.
    useHiddenIds: () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot),
  };
}
