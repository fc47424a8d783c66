import { describe, expect, it } from "vitest";
import { GREGORIAN, toDate } from "@/components/calendar/calendar";
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

  it("places a full date on its day in the timeline's calendar, and says it is exact", () => {
    const data = {
      people: [
        { id: "p1", itemId: null, name: "Ysolde", born: 1204, bornOn: { month: 3, day: 9 }, died: 1250, diedOn: { month: 2, day: 30 }, note: "" },
        { id: "p2", itemId: null, name: "Bran", born: 1210, bornOn: { month: 6, day: null }, died: null, note: "" },
      ],
      parents: [],
      partnerships: [],
      today: null,
    };
    const out = familyCandidates([{ id: "t", title: "House Ys", data }], new Map(), GREGORIAN);
    const by = new Map(out.map((c) => [c.name, c]));
    expect(toDate(GREGORIAN, by.get("Birth of Ysolde")!.start)).toMatchObject({ year: 1204, month: 3, day: 9 });
    expect(by.get("Birth of Ysolde")!.exact).toBe(true);
    expect(toDate(GREGORIAN, by.get("Birth of Bran")!.start)).toMatchObject({ year: 1210, month: 6, day: 1 });
    // 30 February does not exist in the Gregorian calendar: the first day of the year, not exact.
    expect(toDate(GREGORIAN, by.get("Death of Ysolde")!.start)).toMatchObject({ year: 1250, month: 1, day: 1 });
    expect(by.get("Death of Ysolde")!.exact).toBe(false);
  });
});
