// Golden files pin a few seeds per kind: output may only change together with a version bump.
// UPDATE_GOLDEN=1 rewrites them (do that only after bumping the kind's version).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generators, registeredKinds, type GeneratedResult } from "../src/index.js";

const dir = new URL("./golden/", import.meta.url);
const CASES: { seed: string; options?: Record<string, string> }[] = [
  { seed: "golden-1" },
  { seed: "golden-2", options: { setting: "dark-fantasy", tone: "grim" } },
  { seed: "golden-3", options: { setting: "science-fiction", tone: "whimsical" } },
];

interface GoldenFile {
  kind: string;
  version: number;
  results: GeneratedResult[];
}

describe.each(registeredKinds(generators))("%s", (kind) => {
  const g = generators[kind]!;
  const file = new URL(`${kind}.json`, dir);

  it("matches its golden file", () => {
    const results = CASES.map((c) => g.generate({ seed: c.seed as never, ...(c.options ? { options: c.options } : {}) }));
    const current: GoldenFile = { kind, version: g.version, results: JSON.parse(JSON.stringify(results)) };
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
      const old = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as GoldenFile) : undefined;
      if (old && old.version === g.version && JSON.stringify(old.results) !== JSON.stringify(current.results)) {
        throw new Error(`${kind}: output changed but version is still ${g.version}. Bump the version in src/kinds/${kind}/ before UPDATE_GOLDEN=1.`);
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(current, null, 1)}\n`);
      return;
    }
    const golden = JSON.parse(readFileSync(file, "utf8")) as GoldenFile;
    if (golden.version !== g.version) {
      throw new Error(`${kind}: version ${g.version} but golden file has ${golden.version}. Run UPDATE_GOLDEN=1 to pin the new version's output.`);
    }
    expect(current.results, `${kind} output changed without a version bump`).toEqual(golden.results);
  });
});
