// The atlas is its own entry (@worldloom/generators/atlas): nothing the main entry imports, near
// or far, reaches src/atlas/ or d3-delaunay, so pages that generate entries never load the map
// generator (docs/maps.md, "Generated maps").
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "../../src");
const IMPORT = /(?:import|export)\s[^"';]*?from\s+"([^"]+)"|import\s*\(\s*"([^"]+)"\s*\)/g;

function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const f = todo.pop() as string;
    if (files.has(f)) continue;
    files.add(f);
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2]) as string;
      if (spec.startsWith(".")) todo.push(join(dirname(f), spec.replace(/\.js$/, ".ts")));
      else packages.add(spec);
    }
  }
  return { files, packages };
}

it("the main entry reaches neither the atlas nor d3-delaunay", () => {
  const main = reach(join(src, "index.ts"));
  expect(main.files.size).toBeGreaterThan(50);
  expect([...main.files].map((f) => relative(src, f)).filter((f) => f.startsWith("atlas/"))).toEqual([]);
  expect([...main.packages].filter((p) => p.startsWith("d3-"))).toEqual([]);
  const atlas = reach(join(src, "atlas/index.ts"));
  expect(atlas.packages.has("d3-delaunay")).toBe(true);
});
