import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeTodos, sameList, toRows, todoChanges } from "./todo-merge";
import type { Task } from "./todo-store";

const t = (id: string, text = id.toUpperCase(), completed = false): Task => ({ id, text, completed });
const ids = (list: Task[]) => list.map((x) => x.id);

describe("merging the browser's tasks with the account's", () => {
  it("first sign-in: the account's tasks, then the ones made signed out; none twice, none lost", () => {
    const local = [t("a", "Map the pass"), t("b", "Name the gods")];
    const remote = [t("x", "Write the prologue"), t("y", "name the gods ")];
    const merged = mergeTodos(null, local, remote);
    // "Name the gods" is already in the account (typed on another device): one copy, the account's.
    expect(merged).toEqual([t("x", "Write the prologue"), t("y", "name the gods "), t("a", "Map the pass")]);
    // Merging again with the result as base changes nothing.
    expect(mergeTodos(merged, merged, merged)).toEqual(merged);
  });

  it("first sign-in with an empty account keeps the local list as it is", () => {
    const local = [t("a"), t("b", "B", true)];
    expect(mergeTodos(null, local, [])).toEqual(local);
    expect(mergeTodos(null, [], [t("x")])).toEqual([t("x")]);
  });

  it("takes each side's edits over the other side's unchanged copy, field by field", () => {
    const base = [t("a", "Old"), t("b", "B")];
    const local = [t("a", "New here"), t("b", "B")];
    const remote = [t("a", "Old", true), t("b", "B from phone")];
    expect(mergeTodos(base, local, remote)).toEqual([t("a", "New here", true), t("b", "B from phone")]);
  });

  it("deletes on either side win over an unchanged copy; a task edited here survives a delete there", () => {
    const base = [t("a"), t("b"), t("c")];
    expect(ids(mergeTodos(base, [t("b"), t("c")], base))).toEqual(["b", "c"]);
    expect(ids(mergeTodos(base, base, [t("a"), t("c")]))).toEqual(["a", "c"]);
    expect(mergeTodos(base, [t("a"), t("b", "Edited"), t("c")], [t("a"), t("c")])).toEqual([t("a"), t("b", "Edited"), t("c")]);
  });

  it("new tasks from both sides join, each after its neighbour", () => {
    const base = [t("a"), t("b")];
    expect(ids(mergeTodos(base, [t("a"), t("b"), t("n")], [t("a"), t("r"), t("b")]))).toEqual(["a", "r", "b", "n"]);
  });

  it("keeps a reorder made on either side", () => {
    const base = [t("a"), t("b"), t("c")];
    expect(ids(mergeTodos(base, [t("c"), t("a"), t("b")], base))).toEqual(["c", "a", "b"]);
    expect(ids(mergeTodos(base, base, [t("b"), t("c"), t("a")]))).toEqual(["b", "c", "a"]);
    // An undo puts a task back where it was: base has it, the account lost it, this browser restored it.
    expect(ids(mergeTodos([t("a"), t("c")], [t("a"), t("b"), t("c")], [t("a"), t("c")]))).toEqual(["a", "b", "c"]);
  });

  it("never loses a task made in this browser, and never lists one twice (property)", () => {
    const task = fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e", "f"), text: fc.constantFrom("x", "y", "z"), completed: fc.boolean() });
    const list = fc.uniqueArray(task, { selector: (x) => x.id, maxLength: 6 });
    fc.assert(
      fc.property(fc.option(list, { nil: null }), list, list, (base, local, remote) => {
        const merged = mergeTodos(base, local, remote);
        expect(new Set(ids(merged)).size).toBe(merged.length);
        const known = new Set(ids(base ?? []));
        for (const l of local.filter((x) => !known.has(x.id))) {
          // A new local task is kept, or (first merge only) the account already has its text.
          const kept = merged.some((m) => m.id === l.id) || (base === null && remote.some((r) => r.text === l.text));
          expect(kept).toBe(true);
        }
        expect(mergeTodos(merged, merged, merged)).toEqual(merged);
      }),
    );
  });
});

describe("what a sync sends", () => {
  it("upserts new and changed tasks with their place, deletes the removed ones, sends nothing when equal", () => {
    const remote = toRows([t("a"), t("b"), t("c")]);
    expect(todoChanges(remote, [t("a"), t("b"), t("c")])).toEqual({ upsert: [], remove: [] });
    const next = [t("b"), t("a", "A", true), t("n")];
    expect(todoChanges(remote, next)).toEqual({
      upsert: [
        { ...t("b"), position: 0 },
        { ...t("a", "A", true), position: 1 },
        { ...t("n"), position: 2 },
      ],
      remove: ["c"],
    });
  });

  it("compares lists by id, text, state and order", () => {
    expect(sameList([t("a")], [t("a")])).toBe(true);
    expect(sameList([t("a")], [t("a", "A", true)])).toBe(false);
    expect(sameList([t("a"), t("b")], [t("b"), t("a")])).toBe(false);
  });
});
