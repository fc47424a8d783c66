import { describe, expect, it } from "vitest";
import { GREGORIAN, toDate } from "./calendar";
import { familyCandidates } from "./family-pull";

describe("births and deaths from family trees", () => {
  it("offers each dated birth and death once, named from the tree or the library, in date order", () => {
    const data = {
      people: [
        { id: "p1", itemId: null, name: "Old Tom", born: 1150, died: 1210, note: "" },
        { id: "p2", itemId: "item-mara", name: "", born: 1190, died: null, note: "" },
        { id: "p3", itemId: null, name: "Nobody Dated", born: null, died: null, note: "" },
        { id: "p4", itemId: "item-gone", name: "", born: 1100, died: null, note: "" },
      ],
      parents: [{ child: "p2", parent: "p1", type: "biological" }],
      partnerships: [],
      today: null,
    };
    const out = familyCandidates([{ id: "tree-1", title: "House Quell", data }], new Map([["item-mara", "Mara Quell"]]), GREGORIAN);
    expect(out.map((c) => [c.name, c.year, c.itemId, c.tree])).toEqual([
      ["Birth of Old Tom", 1150, null, "House Quell"],
      ["Birth of Mara Quell", 1190, "item-mara", "House Quell"],
      ["Death of Old Tom", 1210, null, "House Quell"],
    ]);
    expect(new Set(out.map((c) => c.key)).size).toBe(3);
    expect(out.every((c) => c.key.length <= 80)).toBe(true);
    expect(toDate(GREGORIAN, out[1]!.start)).toMatchObject({ year: 1190, month: 1, day: 1 });
  });
});
