import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useVersionedAutosave } from "./use-autosave";

type Row = { id: string; version: number; title: string; body: string; words: number };
type Patch = Partial<Pick<Row, "title" | "body" | "words">>;

function setup() {
  let row: Row = { id: "s1", version: 1, title: "Scene", body: "", words: 0 };
  const update = vi.fn(async (id: string, version: number, patch: Patch) => {
    if (id !== row.id || version !== row.version) return [];
    row = { ...row, ...patch, version: row.version + 1 };
    return [row];
  });
  const hook = renderHook(() => useVersionedAutosave<Patch, Row>({ row, update, read: async () => row, onSaved: () => undefined }));
  return { hook, update, current: () => row };
}

describe("useVersionedAutosave: changes worked out at save time", () => {
  it("works out only the latest lazy change, once, when the save runs", async () => {
    const { hook, update } = setup();
    const work = vi.fn((text: string) => ({ body: text, words: text.split(" ").length }));
    act(() => {
      for (const text of ["the", "the tide", "the tide bell"]) hook.result.current.change(() => work(text));
    });
    // Typing cost nothing but the calls: nothing was worked out yet.
    expect(work).not.toHaveBeenCalled();
    expect(hook.result.current.state).toBe("dirty");
    await act(() => hook.result.current.flush());
    expect(work).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]![2]).toEqual({ body: "the tide bell", words: 3 });
    expect(hook.result.current.state).toBe("saved");
  });

  it("keeps the order of a lazy change and a plain one after it", async () => {
    const { hook, update } = setup();
    act(() => {
      hook.result.current.change(() => ({ title: "From the text", words: 2 }));
      hook.result.current.change({ title: "Typed title" });
    });
    await act(() => hook.result.current.flush());
    expect(update.mock.calls[0]![2]).toEqual({ title: "Typed title", words: 2 });
  });

  it("saves a pending lazy change when the editor goes away", async () => {
    const { hook, update, current } = setup();
    act(() => hook.result.current.change(() => ({ body: "last words", words: 2 })));
    await act(async () => {
      hook.unmount();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(update).toHaveBeenCalledTimes(1);
    expect(current()).toMatchObject({ body: "last words", words: 2, version: 2 });
  });
});
