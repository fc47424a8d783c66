import { describe, expect, it } from "vitest";
import type { MapFeature, MapLayer } from "@/data/maps/types";
import { groupKey, groupsOf, hiddenFromVisitors, nextPin, nextPosition, pinName, pinsOf, searchPins, shownPins } from "./pins";

const feature = (id: string, x: number, y: number, more: Partial<MapFeature> = {}): MapFeature => ({
  id,
  document_id: "d",
  owner_id: "o",
  layer_id: null,
  kind: "pin",
  geometry: [x, y],
  label: id,
  note: "",
  icon: "map-pin",
  color: null,
  style: {},
  group_name: "",
  link_item_id: null,
  link_document_id: null,
  secret: false,
  position: 0,
  created_at: "",
  updated_at: "",
  content_items: null,
  linked_map: null,
  ...more,
});
const layer = (id: string, more: Partial<MapLayer> = {}): MapLayer => ({
  id,
  document_id: "d",
  owner_id: "o",
  name: id,
  position: 0,
  secret: false,
  hidden_by_default: false,
  created_at: "",
  updated_at: "",
  ...more,
});

describe("pins", () => {
  const features = [
    feature("b", 50, 10),
    feature("a", 10, 10, { label: "Harrowgate", note: "The old keep", layer_id: "L1" }),
    feature("c", 5, 90, { content_items: { id: "i", name: "Aldric Vane", summary: "", kind: "character", visibility: "public" } }),
    feature("r", 0, 0, {
      kind: "region",
      geometry: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    }),
  ];
  const pins = pinsOf(features);

  it("are the point features, regions left out", () => {
    expect(pins.map((p) => p.feature.id)).toEqual(["b", "a", "c"]);
  });

  it("on a hidden layer are not shown; those with no layer always are", () => {
    expect(shownPins(pins, new Set(["L1"])).map((p) => p.feature.id)).toEqual(["b", "c"]);
  });

  it("in a hidden group are not shown, whatever their layer; those with no group always are", () => {
    const grouped = pinsOf([
      feature("t1", 1, 1, { group_name: "Taverns" }),
      feature("t2", 2, 2, { group_name: "Taverns", layer_id: "L1" }),
      feature("r1", 3, 3, { group_name: "Ruins" }),
      feature("n", 4, 4),
    ]);
    expect(shownPins(grouped, new Set([groupKey("Taverns")])).map((p) => p.feature.id)).toEqual(["r1", "n"]);
    expect(shownPins(grouped, new Set(["L1"])).map((p) => p.feature.id)).toEqual(["t1", "r1", "n"]);
    expect(shownPins(grouped, new Set([groupKey("Ruins"), "L1"])).map((p) => p.feature.id)).toEqual(["t1", "n"]);
    // A layer named like a group key is not a group.
    expect(shownPins(grouped, new Set(["Taverns"]))).toHaveLength(4);
  });

  it("name their groups, sorted, each counted once per feature; blank names are no group", () => {
    expect(
      groupsOf([
        { group_name: "Taverns" },
        { group_name: " Ruins " },
        { group_name: "" },
        { group_name: "Taverns" },
        { group_name: "  " },
        { group_name: "ashen road" },
      ]),
    ).toEqual([
      { name: "ashen road", count: 1 },
      { name: "Ruins", count: 1 },
      { name: "Taverns", count: 2 },
    ]);
    expect(groupsOf([])).toEqual([]);
  });

  it("are found by their group too", () => {
    expect(searchPins(pinsOf([feature("t1", 1, 1, { group_name: "Taverns" }), feature("x", 2, 2)]), "tavern").map((p) => p.feature.id)).toEqual(["t1"]);
  });

  it("are found by label, note or linked item, every word", () => {
    expect(searchPins(pins, "harrow").map((p) => p.feature.id)).toEqual(["a"]);
    expect(searchPins(pins, "old KEEP").map((p) => p.feature.id)).toEqual(["a"]);
    expect(searchPins(pins, "aldric").map((p) => p.feature.id)).toEqual(["c"]);
    expect(searchPins(pins, "keep aldric")).toEqual([]);
    expect(searchPins(pins, "  ")).toHaveLength(3);
  });

  it("are walked by the arrow keys in reading order, wrapping round", () => {
    expect(nextPin(pins, "a", "ArrowRight")).toBe("b");
    expect(nextPin(pins, "b", "ArrowDown")).toBe("c");
    expect(nextPin(pins, "c", "ArrowRight")).toBe("a");
    expect(nextPin(pins, "a", "ArrowLeft")).toBe("c");
    expect(nextPin(pins, "b", "Home")).toBe("a");
    expect(nextPin(pins, "a", "End")).toBe("c");
    expect(nextPin(pins, "a", "Enter")).toBeNull();
    expect(nextPin([], "a", "ArrowRight")).toBeNull();
  });

  it("are named for screen readers with what they open", () => {
    expect(pinName(features[2]!)).toBe("c, opens Aldric Vane");
    expect(pinName({ label: "  ", content_items: null })).toBe("Unnamed pin");
    const town = { id: "m", title: "Harbour Quarter", tool: "map", owner_id: "o", visibility: "private", deleted_at: null } as const;
    expect(pinName({ label: "Harbour", content_items: null, linked_map: town })).toBe("Harbour, opens the map Harbour Quarter");
    expect(pinName({ ...features[2]!, linked_map: town })).toBe("c, opens Aldric Vane and the map Harbour Quarter");
    expect(pinName({ label: "Harbour", content_items: null, linked_map: { ...town, deleted_at: "2026-12-01" } })).toBe("Harbour");
  });

  it("go at the end", () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([{ position: 4 }, { position: 1 }])).toBe(5);
  });

  it("say why visitors cannot see them", () => {
    const layers = [layer("L1", { secret: true })];
    expect(hiddenFromVisitors(features[0]!, layers)).toBe("");
    expect(hiddenFromVisitors({ ...features[0]!, secret: true }, layers)).toContain("Secret");
    expect(hiddenFromVisitors(features[1]!, layers)).toContain("secret layer");
    const privateItem = { id: "i", name: "X", summary: "", kind: "character", visibility: "private" };
    expect(hiddenFromVisitors({ ...features[0]!, content_items: privateItem }, layers)).toContain("private item");
  });
});
