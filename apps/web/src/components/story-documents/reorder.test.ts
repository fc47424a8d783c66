import { describe, expect, it } from "vitest";
import { move, moveBy, moveOnto, positionWrites, renumber } from "./reorder";

const rows = (...ids: string[]) => ids.map((id, position) => ({ id, position }));
const ids = (list: { id: string }[]) => list.map((e) => e.id).join("");

describe("reorder", () => {
  it("moves an entry forwards and backwards, leaving the input alone", () => {
    const list = rows("a", "b", "c", "d");
    expect(ids(move(list, 0, 2))).toBe("bcad");
    expect(ids(move(list, 3, 0))).toBe("dabc");
    expect(ids(list)).toBe("abcd");
  });

  it("clamps targets past either end and ignores an unknown source", () => {
    expect(ids(move(rows("a", "b", "c"), 1, 9))).toBe("acb");
    expect(ids(move(rows("a", "b", "c"), 1, -4))).toBe("bac");
    expect(ids(move(rows("a", "b"), 5, 0))).toBe("ab");
  });

  it("moves by keyboard one place at a time, stopping at the ends", () => {
    const list = rows("a", "b", "c");
    expect(ids(moveBy(list, "b", -1))).toBe("bac");
    expect(ids(moveBy(list, "b", 1))).toBe("acb");
    expect(ids(moveBy(list, "a", -1))).toBe("abc");
    expect(ids(moveBy(list, "c", 1))).toBe("abc");
    expect(ids(moveBy(list, "zz", 1))).toBe("abc");
  });

  it("drops a dragged entry where the one under it was", () => {
    expect(ids(moveOnto(rows("a", "b", "c", "d"), "a", "c"))).toBe("bcad");
    expect(ids(moveOnto(rows("a", "b", "c", "d"), "d", "b"))).toBe("adbc");
    expect(ids(moveOnto(rows("a", "b"), "a", "nope"))).toBe("ab");
  });

  it("writes only the positions that changed", () => {
    const moved = moveOnto(rows("a", "b", "c", "d", "e"), "b", "d");
    expect(ids(moved)).toBe("acdbe");
    expect(positionWrites(moved)).toEqual([
      { id: "c", position: 1 },
      { id: "d", position: 2 },
      { id: "b", position: 3 },
    ]);
    expect(positionWrites(rows("a", "b"))).toEqual([]);
    // Gaps and duplicates left by older writes are repaired.
    expect(
      positionWrites([
        { id: "x", position: 0 },
        { id: "y", position: 0 },
        { id: "z", position: 7 },
      ]),
    ).toEqual([
      { id: "y", position: 1 },
      { id: "z", position: 2 },
    ]);
    expect(
      renumber([
        { id: "x", position: 4 },
        { id: "y", position: 1 },
      ]),
    ).toEqual(rows("x", "y"));
  });
});
