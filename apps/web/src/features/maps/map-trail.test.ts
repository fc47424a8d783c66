import { describe, expect, it } from "vitest";
import { backTo, MAX_TRAIL, openFrom, readTrail } from "./map-trail";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const params = (from: string) => new URLSearchParams({ from });

describe("readTrail", () => {
  it("keeps valid ids in order and drops the rest", () => {
    expect(readTrail(params(`${id(1)},nope,${id(2)}, ,${id(3).toUpperCase()}`), id(9))).toEqual([id(1), id(2), id(3)]);
    expect(readTrail(new URLSearchParams(), id(9))).toEqual([]);
  });
  it("ends before the map shown, so walking back round a loop shortens it", () => {
    expect(readTrail(params([id(1), id(2), id(3)].join(",")), id(2))).toEqual([id(1)]);
    expect(readTrail(params([id(1), id(2), id(1), id(3)].join(",")), id(4))).toEqual([id(1), id(3)]);
  });
  it("keeps only the last maps of a long trail", () => {
    const long = Array.from({ length: 20 }, (_, i) => id(i + 1));
    expect(readTrail(params(long.join(",")), id(99))).toEqual(long.slice(-MAX_TRAIL));
  });
});

describe("openFrom and backTo", () => {
  it("opens the owner's map in the editor and another's on its published page, the trail growing by the map left", () => {
    expect(openFrom({ id: id(3), owner_id: "me" }, "me", id(2), [id(1)])).toBe(`/story-elements/maps/${id(3)}?from=${id(1)},${id(2)}`);
    expect(openFrom({ id: id(3), owner_id: "them" }, "me", id(2), [])).toBe(`/browse/maps/${id(3)}?from=${id(2)}`);
    expect(openFrom({ id: id(3), owner_id: "them" }, undefined, id(2), [])).toBe(`/browse/maps/${id(3)}?from=${id(2)}`);
  });
  it("opening a map already on the trail goes back to it", () => {
    expect(openFrom({ id: id(1), owner_id: "me" }, "me", id(2), [id(1)])).toBe(`/story-elements/maps/${id(1)}`);
  });
  it("goes back along the trail with the maps before", () => {
    expect(backTo([id(1), id(2)], 1, true)).toBe(`/story-elements/maps/${id(2)}?from=${id(1)}`);
    expect(backTo([id(1), id(2)], 0, false)).toBe(`/browse/maps/${id(1)}`);
  });
});
