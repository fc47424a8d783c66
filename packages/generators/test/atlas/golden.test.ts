// The atlas's golden: a 1,000-cell map's summary and the SVG's hash may change only together with
// ATLAS_VERSION (src/atlas/generate.ts), like the generators' goldens (docs/generators.md).
// UPDATE_GOLDEN=1 rewrites it, and refuses while the version is unchanged.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, it } from "vitest";
import { ATLAS_VERSION, generateMap, renderMapSvg, type MapModel } from "../../src/atlas/index.js";

const file = new URL("../golden-atlas/maps.json", import.meta.url);
const CASES = [
  { seed: "golden-atlas-1", kind: "continent", cells: 1000, width: 800, height: 500 },
  { seed: "golden-atlas-2", kind: "region", cells: 1000, width: 600, height: 600 },
] as const;

function sha(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

function summary(m: MapModel): unknown {
  const land = m.cells.biome.filter((b) => b !== "ocean" && b !== "lake").length;
  let heights = 0;
  for (const h of m.cells.height) heights = (heights * 31 + h) % 1000000007;
  return {
    cells: m.cells.count,
    land,
    heights,
    biomes: [...new Set(m.cells.biome)].sort(),
    rivers: m.rivers.map((r) => `${r.name}:${r.cells.length}:${r.mouth.into}`),
    regions: m.regions.map((r) => `${r.name}:${r.cells}`),
    towns: m.towns.map((t) => `${t.name}:${t.size}:${t.cell}`),
    labels: m.labels.map((l) => l.text),
    model: sha(JSON.stringify(m)),
    svg: sha(renderMapSvg(m)),
  };
}

it("matches its golden file", () => {
  const current = { version: ATLAS_VERSION, maps: CASES.map((c) => summary(generateMap(c))) };
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
    const old = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as typeof current) : undefined;
    if (old && old.version === ATLAS_VERSION && JSON.stringify(old.maps) !== JSON.stringify(current.maps)) {
      throw new Error(`The atlas's output changed but ATLAS_VERSION is still ${ATLAS_VERSION}. Bump it in src/atlas/generate.ts before UPDATE_GOLDEN=1.`);
    }
    mkdirSync(new URL("../golden-atlas/", import.meta.url), { recursive: true });
    writeFileSync(file, `${JSON.stringify(current, null, 1)}\n`);
    return;
  }
  const golden = JSON.parse(readFileSync(file, "utf8")) as typeof current;
  if (golden.version !== ATLAS_VERSION) {
    throw new Error(`ATLAS_VERSION is ${ATLAS_VERSION} but the golden file has ${golden.version}. Run UPDATE_GOLDEN=1 to pin the new version's output.`);
  }
  expect(current.maps, "the atlas's output changed without a version bump").toEqual(golden.maps);
});
