// Property tests over seeds (fast-check): every map keeps its invariants, whatever its seed, kind,
// size and number of cells, and comes out the same twice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateMap, renderMapSvg } from "../../src/atlas/index.js";
import { faults } from "./invariants.js";

const request = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 24 }),
  kind: fc.constantFrom("continent" as const, "region" as const),
  cells: fc.integer({ min: 1000, max: 2500 }),
  width: fc.integer({ min: 400, max: 1400 }),
  height: fc.integer({ min: 300, max: 1000 }),
});

describe("generated maps over seeds", () => {
  it("keep every invariant", () => {
    fc.assert(
      fc.property(request, (req) => {
        const m = generateMap(req);
        expect(faults(m)).toEqual([]);
        expect(m.cells.count).toBe(req.cells);
        expect(m.towns.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 20261203 },
    );
  });

  it("are deterministic, model and SVG", () => {
    fc.assert(
      fc.property(request, (req) => {
        const a = generateMap(req);
        const b = generateMap(req);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(renderMapSvg(b)).toBe(renderMapSvg(a));
      }),
      { numRuns: 8, seed: 7 },
    );
  });
});
