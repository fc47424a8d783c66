import { describe, expect, it } from "vitest";
import { centreOf, clampPoint, fitZoom, fromLatLng, parseCoordinate, pinPoint, pointProblem, roundPoint, toLatLng } from "./geometry";

describe("map geometry", () => {
  it("turns picture pixels into Leaflet's upward y and back", () => {
    expect(toLatLng([100, 20], 800)).toEqual([780, 100]);
    expect(fromLatLng(780, 100, 800)).toEqual([100, 20]);
    expect(fromLatLng(...toLatLng([0, 800], 800), 800)).toEqual([0, 800]);
  });

  it("says, in the database's words, when a point is off the map", () => {
    expect(pointProblem([1000, 800], 1000, 800)).toBe("");
    expect(pointProblem([0, 0], 1000, 800)).toBe("");
    expect(pointProblem([1200, 10], 1000, 800)).toBe("The point (1,200, 10) lies outside the map, which is 1,000 × 800 px.");
    expect(pointProblem([-1, 10], 1000, 800)).toContain("lies outside the map");
    expect(pointProblem([Number.NaN, 10], 1000, 800)).toBe("Enter a number for x and for y.");
  });

  it("reads typed coordinates and refuses what is not a number", () => {
    expect(parseCoordinate(" 12 ")).toBe(12);
    expect(parseCoordinate("12,5")).toBe(12.5);
    expect(parseCoordinate("-3.25")).toBe(-3.25);
    expect(parseCoordinate("")).toBeNull();
    expect(parseCoordinate("12px")).toBeNull();
    expect(parseCoordinate("1e3")).toBeNull();
  });

  it("rounds to a tenth, clamps to the picture and finds the centre of the view", () => {
    expect(roundPoint([1.234, 5.678])).toEqual([1.2, 5.7]);
    expect(clampPoint([-5, 900], 1000, 800)).toEqual([0, 800]);
    expect(centreOf({ west: 0, east: 1000, south: 0, north: 800 }, 800)).toEqual([500, 400]);
  });

  it("finds the zoom at which the whole picture fits, to a quarter step", () => {
    // 1200 px into 341 − 32: a scale of 0.2575, 2^−1.96.
    expect(fitZoom({ x: 341, y: 566 }, 1200, 800)).toBe(-2);
    expect(fitZoom({ x: 1232, y: 832 }, 1200, 800)).toBe(0);
    expect(fitZoom({ x: 632, y: 2000 }, 300, 200)).toBe(1);
    expect(fitZoom({ x: 700, y: 560 }, 16_000, 12_000)).toBe(-4.75);
    expect(fitZoom({ x: 0, y: 0 }, 1200, 800)).toBe(0);
  });

  it("reads a pin's point and nothing else", () => {
    expect(pinPoint([3, 4])).toEqual([3, 4]);
    expect(pinPoint([[3, 4]])).toBeNull();
    expect(pinPoint([3, "4"])).toBeNull();
    expect(pinPoint(null)).toBeNull();
  });
});
