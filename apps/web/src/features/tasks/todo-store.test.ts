import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addTask, deleteTask, editTask, parseTodos, restoreTask, toggleTask } from "./todo-store";

describe("task list data", () => {
  it("reads garbage as an empty list and keeps only well-formed tasks", () => {
    expect(parseTodos(null)).toEqual([]);
    expect(parseTodos("{not json")).toEqual([]);
    expect(parseTodos('{"a":1}')).toEqual([]);
    expect(parseTodos('[{"id":"a","text":"ok","completed":false},{"id":2},null,"x"]')).toEqual([{ id: "a", text: "ok", completed: false }]);
    fc.assert(fc.property(fc.string(), (s) => Array.isArray(parseTodos(s))));
  });

  it("appends trimmed tasks as not completed and ignores blank text", () => {
    const one = addTask([], "  Name the river gods ", "1");
    expect(one).toEqual([{ id: "1", text: "Name the river gods", completed: false }]);
    expect(addTask(one, "   ", "2")).toBe(one);
    expect(addTask(one, "Second", "2").map((t) => t.id)).toEqual(["1", "2"]);
  });

  it("toggles either way, edits only the text, and deletes", () => {
    const list = addTask(addTask([], "a", "1"), "b", "2");
    const toggled = toggleTask(list, "1");
    expect(toggled[0]!.completed).toBe(true);
    expect(toggleTask(toggled, "1")[0]!.completed).toBe(false);
    const edited = editTask(toggled, "1", "  A  ");
    expect(edited[0]).toEqual({ id: "1", text: "A", completed: true });
    expect(editTask(toggled, "1", "  ")).toBe(toggled);
    expect(deleteTask(list, "1").map((t) => t.id)).toEqual(["2"]);
  });

  it("restores a deleted task at its old index, clamped, and never twice", () => {
    const a = { id: "a", text: "A", completed: false };
    const b = { id: "b", text: "B", completed: true };
    const c = { id: "c", text: "C", completed: false };
    expect(restoreTask([a, c], b, 1)).toEqual([a, b, c]);
    expect(restoreTask([a], c, 9)).toEqual([a, c]);
    const same = [a, b];
    expect(restoreTask(same, b, 0)).toBe(same);
  });
});
