import { describe, expect, it } from "vitest";
import type { MapFeature } from "@/data/maps/types";
import { pointsProblem } from "./draw-bar";
import { featureCount, placesOf } from "./pins";
import { scaleProblem } from "./scale-bar";
import { anchorOf, areaOf, formatTravel, lengthOf, measureOf, paceOf, parsePoints, scaleOf, shapeOf } from "./shapes";

const feature = (over: Partial<MapFeature>): MapFeature =>
  ({ id: "f", kind: "pin", geometry: [1, 1], label: "", note: "", layer_id: null, content_items: null, style: {}, ...over }) as MapFeature;

describe("shapes", () => {
  it("reads a region and a path, and refuses what is neither", () => {
    expect(
      shapeOf(
        feature({
          kind: "region",
          geometry: [
            [0, 0],
            [10, 0],
            [10, 10],
          ],
        }),
      )?.points,
    ).toHaveLength(3);
    expect(
      shapeOf(
        feature({
          kind: "path",
          geometry: [
            [0, 0],
            [10, 0],
          ],
        }),
      )?.kind,
    ).toBe("path");
    expect(
      shapeOf(
        feature({
          kind: "region",
          geometry: [
            [0, 0],
            [10, 0],
          ],
        }),
      ),
    ).toBeNull();
    expect(shapeOf(feature({ kind: "pin", geometry: [5, 5] }))).toBeNull();
  });

  it("puts a square's label at its centre and a path's halfway along it", () => {
    expect(
      anchorOf({
        kind: "region",
        points: [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ],
      }),
    ).toEqual([5, 5]);
    expect(
      anchorOf({
        kind: "path",
        points: [
          [0, 0],
          [10, 0],
          [10, 30],
        ],
      }),
    ).toEqual([10, 10]);
    // A ring with no area: its points' mean.
    expect(
      anchorOf({
        kind: "region",
        points: [
          [0, 0],
          [5, 0],
          [10, 0],
        ],
      }),
    ).toEqual([5, 0]);
  });

  it("measures lengths and areas", () => {
    expect(
      lengthOf([
        [0, 0],
        [3, 4],
        [3, 10],
      ]),
    ).toBe(11);
    expect(
      lengthOf(
        [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
        true,
      ),
    ).toBeCloseTo(20 + Math.SQRT2 * 10);
    expect(
      areaOf([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).toBe(100);
  });

  it("turns pixels into the world's distance and a journey's days", () => {
    const data = { scale: { from: [0, 0], to: [100, 0], distance: 10, unit: "leagues" }, view: { pace: 5 } };
    const scale = scaleOf(data);
    expect(scale?.unit).toBe("leagues");
    expect(paceOf(data)).toBe(5);
    expect(
      measureOf(
        {
          kind: "path",
          points: [
            [0, 0],
            [300, 0],
          ],
        },
        scale,
        5,
      ),
    ).toBe("30 leagues · about 6 days at 5 leagues a day");
    expect(
      measureOf(
        {
          kind: "path",
          points: [
            [0, 0],
            [300, 0],
          ],
        },
        scale,
        0,
      ),
    ).toBe("30 leagues");
    expect(
      measureOf(
        {
          kind: "region",
          points: [
            [0, 0],
            [100, 0],
            [100, 100],
            [0, 100],
          ],
        },
        scale,
        0,
      ),
    ).toBe("About 100 square leagues");
    expect(
      measureOf(
        {
          kind: "path",
          points: [
            [0, 0],
            [300, 0],
          ],
        },
        null,
        5,
      ),
    ).toBe("");
    expect(scaleOf({ scale: { from: [0, 0], to: [0, 0], distance: 1, unit: "mi" } })).toBeNull();
    expect(scaleOf({ scale: { from: [0, 0], to: [1, 0], distance: -1, unit: "mi" } })).toBeNull();
    expect(formatTravel(1, 24)).toBe("a few hours");
    expect(formatTravel(240, 24)).toBe("about 10 days");
    expect(formatTravel(24 * 21, 24)).toBe("about 3 weeks");
  });

  it("reads typed points and says what is wrong with them", () => {
    expect(parsePoints("1, 2\n3,4; 5 6")).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(parsePoints("1, 2\nnorth")).toBeNull();
    expect(
      pointsProblem(
        "region",
        [
          [1, 1],
          [2, 2],
        ],
        100,
        100,
      ),
    ).toBe("A region needs at least 3 points; this one has 2.");
    expect(
      pointsProblem(
        "path",
        [
          [1, 1],
          [200, 2],
        ],
        100,
        100,
      ),
    ).toBe("The point (200, 2) lies outside the map, which is 100 × 100 px.");
    expect(pointsProblem("path", null, 100, 100)).toMatch(/one point per line/);
    expect(
      pointsProblem(
        "path",
        [
          [1, 1],
          [2, 2],
        ],
        100,
        100,
      ),
    ).toBe("");
    expect(scaleProblem("0", "miles")).toMatch(/above 0/);
    expect(scaleProblem("12", " ")).toMatch(/unit/);
    expect(scaleProblem("12,5", "miles")).toBe("");
  });

  it("lists shapes with pins and counts them by kind", () => {
    const rows = [
      feature({ id: "a", kind: "pin", geometry: [1, 1] }),
      feature({
        id: "b",
        kind: "region",
        geometry: [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ],
      }),
      feature({
        id: "c",
        kind: "path",
        geometry: [
          [0, 0],
          [4, 0],
        ],
      }),
      feature({
        id: "d",
        kind: "path",
        geometry: [
          [0, 0],
          [2, 0],
        ],
      }),
    ];
    expect(placesOf(rows).map((p) => [p.feature.id, p.point])).toEqual([
      ["a", [1, 1]],
      ["b", [5, 5]],
      ["c", [2, 0]],
      ["d", [1, 0]],
    ]);
    expect(featureCount(rows)).toBe("1 pin, 1 region and 2 paths");
    expect(featureCount(rows.slice(0, 1))).toBe("1 pin");
    expect(featureCount([])).toBe("0 pins");
    expect(featureCount(rows.slice(2, 3))).toBe("1 path");
  });
});
