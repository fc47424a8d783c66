import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createHiddenIds } from "./hidden-ids";

describe("createHiddenIds", () => {
  it("hides and unhides ids, each change a new set that subscribers hear about", () => {
    const store = createHiddenIds();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const empty = store.getSnapshot();
    store.hide(["a", "b"]);
    expect([...store.getSnapshot()]).toEqual(["a", "b"]);
    expect(store.getSnapshot()).not.toBe(empty);
    store.unhide(["a"]);
    expect([...store.getSnapshot()]).toEqual(["b"]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.hide(["c"]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps separate stores apart and re-renders the hook's readers", () => {
    const one = createHiddenIds();
    const two = createHiddenIds();
    const { result } = renderHook(() => one.useHiddenIds());
    act(() => one.hide(["x"]));
    expect(result.current.has("x")).toBe(true);
    expect(two.getSnapshot().size).toBe(0);
    act(() => one.unhide(["x"]));
    expect(result.current.size).toBe(0);
  });
});
