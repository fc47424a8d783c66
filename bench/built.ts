// The generator benches run the built package: refuse to measure a build older than its sources.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../packages/generators/", import.meta.url).pathname;

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    const m = e.isDirectory() ? newest(p) : e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? statSync(p).mtimeMs : 0;
    if (m > t) t = m;
  }
  return t;
}

export function assertGeneratorsBuilt(): void {
  let built = 0;
  try {
    built = statSync(join(root, "dist/index.js")).mtimeMs;
  } catch {
    // Not built at all: reported below.
  }
  if (built < newest(join(root, "src"))) {
    throw new Error(
      "packages/generators/dist is missing or older than its sources: run `npm run build -w @worldloom/generators` (npm run bench builds it first).",
    );
  }
}
