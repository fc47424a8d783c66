// The generated map (docs/maps.md, "Generated maps"): determinism, its invariants, a JSON round
// trip, the options it refuses, and the places it hands to the location generator.
import { describe, expect, it } from "vitest";
import { generateMap, mapLocations, MapOptionError, renderMapSvg } from "../../src/atlas/index.js";
import { generate, makeLanguage } from "../../src/index.js";
import { faults } from "./invariants.js";

const small = { cells: 1000, width: 800, height: 500 } as const;

describe("generateMap", () => {
  const a = generateMap({ seed: "atlas-test", ...small });

  it("gives the same model and the same SVG for the same seed and options", () => {
    const b = generateMap({ seed: "atlas-test", ...small });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(renderMapSvg(b)).toBe(renderMapSvg(a));
  });

  it("gives different maps for different seeds and kinds", () => {
    const other = generateMap({ seed: "atlas-test-2", ...small });
    expect(other.cells.height).not.toEqual(a.cells.height);
    expect(renderMapSvg(other)).not.toBe(renderMapSvg(a));
    const region = generateMap({ seed: "atlas-test", kind: "region", ...small });
    expect(region.cells.height).not.toEqual(a.cells.height);
  });

  it("keeps its invariants on a 10,000-cell continent and region", () => {
    for (const kind of ["continent", "region"] as const) {
      const m = generateMap({ seed: `atlas-big-${kind}`, kind });
      expect(m.cells.count).toBe(10000);
      expect(faults(m)).toEqual([]);
      expect(m.rivers.length).toBeGreaterThan(5);
      expect(m.regions.length).toBeGreaterThanOrEqual(3);
      expect(m.towns.filter((t) => t.capital)).toHaveLength(m.regions.length);
    }
  });

  it("survives a JSON round trip unchanged", () => {
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it("has exactly the cells asked for, sea and land, and coastlines", () => {
    expect(a.cells.count).toBe(1000);
    for (const key of ["x", "y", "corners", "neighbours", "height", "moisture", "biome", "region"] as const) expect(a.cells[key]).toHaveLength(1000);
    expect(a.cells.biome).toContain("ocean");
    expect(a.cells.biome.some((b) => b !== "ocean" && b !== "lake")).toBe(true);
    expect(a.coastlines.some((c) => c.kind === "sea")).toBe(true);
  });

  it("names things in the language it is given", () => {
    const lang = makeLanguage("atlas-test-language");
    const m = generateMap({ seed: "atlas-test", ...small, language: lang });
    expect(m.options.language).toEqual({ key: lang.key, name: lang.name });
    expect(m.towns.map((t) => t.name)).not.toEqual(a.towns.map((t) => t.name));
    // The land is the same: only the names depend on the language.
    expect(m.cells.height).toEqual(a.cells.height);
    expect(faults(m)).toEqual([]);
  });

  it("refuses options out of range", () => {
    expect(() => generateMap({ seed: "x", cells: 999 })).toThrow(MapOptionError);
    expect(() => generateMap({ seed: "x", cells: 20001 })).toThrow(/1,000 to 20,000/);
    expect(() => generateMap({ seed: "x", width: 100 })).toThrow(MapOptionError);
    expect(() => generateMap({ seed: "x", kind: "planet" as never })).toThrow(/continent/);
    expect(() => generateMap({ seed: "x", language: { type: "language" } })).toThrow(/language/);
    expect(() => generateMap({ seed: "" })).toThrow(RangeError);
  });
});

describe("renderMapSvg", () => {
  const m = generateMap({ seed: "atlas-svg", ...small });

  it("draws an SVG of the map's size with its labels, or without them", () => {
    const svg = renderMapSvg(m);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    for (const t of m.towns.slice(0, 3)) if (m.labels.some((l) => l.kind === "town" && l.ref === t.id)) expect(svg).toContain(`>${t.name}<`);
    const bare = renderMapSvg(m, { labels: false });
    expect(bare).not.toContain("<text");
    expect(svg).toContain("<text");
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });
});

describe("mapLocations", () => {
  const m = generateMap({ seed: "atlas-places", ...small });
  const places = mapLocations(m, { setting: "high-fantasy" });

  it("gives every town and region with its pin on the map", () => {
    expect(places.filter((p) => p.source === "town")).toHaveLength(m.towns.length);
    expect(places.filter((p) => p.source === "region")).toHaveLength(m.regions.length);
    for (const p of places) {
      expect(p.point[0]).toBeGreaterThanOrEqual(0);
      expect(p.point[0]).toBeLessThanOrEqual(m.width);
      expect(p.point[1]).toBeGreaterThanOrEqual(0);
      expect(p.point[1]).toBeLessThanOrEqual(m.height);
    }
  });

  it("makes requests the location generator takes, keeping the name and the land", () => {
    for (const setting of ["high-fantasy", "science-fiction", "modern"] as const) {
      for (const p of mapLocations(m, { setting })) {
        const [loc] = generate("location", { seed: p.request.seed, options: p.request.options, locks: p.request.locks });
        expect(loc!.name).toBe(p.name);
        if (p.source === "town" && p.context.capital) expect(loc!.fields.find((f) => f.key === "type")?.value).toEqual({ type: "text", value: "city" });
        const lock = p.request.locks.region;
        if (lock) expect(loc!.fields.find((f) => f.key === "region")?.value).toEqual(lock);
      }
    }
    const ports = places.filter((p) => p.source === "town" && p.context.coast && !p.context.capital);
    expect(ports.length).toBeGreaterThan(0);
    for (const p of ports) expect(p.request.options.type).toBe("port");
  });
});
