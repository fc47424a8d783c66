import { describe, expect, it } from "vitest";
import { GREGORIAN, toDay } from "@/components/calendar/calendar";
import { timelineToJson, timelineToMarkdown } from "./export";
import { namedLanes, tlData } from "./model";

describe("tlData", () => {
  it("keeps what fits and drops what does not", () => {
    const d = tlData({
      calendar: { kind: "nonsense" },
      lanes: [{ id: "l1", name: "North" }, { id: "l1", name: "duplicate" }, { name: "no id" }],
      eras: [
        { id: "a", name: "Backwards", start: 10, end: 5 },
        { id: "b", name: "Dawn", start: 0, end: 100 },
      ],
      events: [
        { id: "e1", title: "Ok", start: 5, lane: "l1" },
        { id: "e2", title: "", start: 5 },
        { id: "e3", title: "Lost lane", start: 1.5 },
        { id: "e4", title: "Bad end", start: 9, end: 3, lane: "gone" },
      ],
    });
    expect(d.calendar).toEqual({ kind: "gregorian" });
    expect(d.lanes.map((l) => l.name)).toEqual(["North"]);
    expect(d.eras.map((e) => e.name)).toEqual(["Dawn"]);
    expect(d.events.map((e) => [e.id, e.end, e.lane, e.color, e.importance])).toEqual([
      ["e1", null, "l1", "slate", 2],
      ["e4", null, null, "slate", 2],
    ]);
  });
});

describe("export", () => {
  const data = tlData({
    lanes: [{ id: "n", name: "The North" }],
    eras: [
      { id: "a", name: "Age of *Iron*", start: toDay(GREGORIAN, { year: 1000, month: 1, day: 1 }), end: toDay(GREGORIAN, { year: 1100, month: 12, day: 31 }) },
    ],
    events: [
      {
        id: "b",
        title: "Second",
        start: toDay(GREGORIAN, { year: 1066, month: 10, day: 14 }),
        end: toDay(GREGORIAN, { year: 1066, month: 10, day: 15 }),
        lane: "n",
        importance: 3,
        description: "Two days\nof battle",
      },
      { id: "a", title: "First", start: toDay(GREGORIAN, { year: 1000, month: 1, day: 1 }) },
    ],
  });
  it("writes Markdown in date order with eras, lanes and linked items", () => {
    const md = timelineToMarkdown({ title: "Isles", summary: "" }, data, GREGORIAN, (id) => (id === "a" ? ["Olaf"] : []));
    expect(md).toBe(
      "# Isles\n\n_Calendar: Gregorian_\n\n## Eras\n- **Age of \\*Iron\\***: 1 January 1000 – 31 December 1100\n\n## Events\n- **1 January 1000**: First (with Olaf)\n- **14 October 1066 – 15 October 1066**: **Second** (lane: The North)\n  Two days\n  of battle\n",
    );
  });
  it("writes JSON with the dates spelled out", () => {
    const json = JSON.parse(timelineToJson({ id: "x", title: "Isles", summary: "" }, data, GREGORIAN, () => ["item-1"])) as {
      format: string;
      events: { when: string; items: string[] }[];
    };
    expect(json.format).toBe("worldloom-timeline");
    expect(json.events.map((e) => e.when)).toEqual(["14 October 1066 – 15 October 1066", "1 January 1000"]);
    expect(json.events[0]!.items).toEqual(["item-1"]);
  });
});

describe("item lanes", () => {
  it("store no name and show the item's, or a stand-in when the reader may not see it", () => {
    const d = tlData({
      lanes: [
        { id: "a", name: "", itemId: "i1" },
        { id: "b", name: "", itemId: "i2" },
        { id: "c", name: "The North", itemId: null },
        { id: "d", name: "  ", itemId: null },
        { id: "e", name: "Renamed", itemId: "i1" },
      ],
    });
    expect(d.lanes.map((l) => l.id)).toEqual(["a", "b", "c", "e"]);
    expect(namedLanes(d.lanes, new Map([["i1", "Aldric Vane"]])).map((l) => l.name)).toEqual(["Aldric Vane", "Another lane", "The North", "Renamed"]);
  });
});
