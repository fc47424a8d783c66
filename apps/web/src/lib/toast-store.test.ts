import { describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_STORE_LIMIT } from "./toast-store";

describe("toast store", () => {
  it("keeps at most 10 toasts, newest first", () => {
    expect(TOAST_STORE_LIMIT).toBe(10);
    const store = createToastStore();
    for (let i = 1; i <= 12; i++) store.show({ title: `T${i}` });
    const titles = store.getSnapshot().map((t) => t.title);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe("T12");
    expect(titles.at(-1)).toBe("T3");
  });

  it("replaces a toast that has the same id instead of adding one", () => {
    const store = createToastStore();
    store.show({ id: "guard", title: "Access Denied" });
    store.show({ id: "guard", title: "Access Denied", description: "again" });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.description).toBe("again");
  });

  it("defaults to the default variant, open, and tells subscribers about every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const id = store.show({ title: "Error", description: "boom", variant: "destructive" });
    const other = store.show({ title: "Saved" });
    expect(store.getSnapshot().find((t) => t.id === other)).toMatchObject({ variant: "default", open: true });
    store.dismiss(id);
    expect(store.getSnapshot().find((t) => t.id === id)?.open).toBe(false);
    store.remove(id);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([other]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(store.getSnapshot()).toEqual([]);
  });
});
