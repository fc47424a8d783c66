// Variety (issue 16): over 500 results of a kind, per setting, no word 8-gram of its prose may
// occur in more than 5 % of results. Kinds not yet rewritten carry a ceiling in
// test/variety/<kind>.json (the most repeated grams any setting had when measured); the ceiling
// only goes down, and a finished kind's is 0. `npx tsx test/support/measure-variety.ts` prints
// the figures.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generators, registeredKinds, SETTINGS, toSeed } from "../src/index.js";
import { repeatedGrams } from "./support/variety.js";

const RESULTS = 500;
const kinds = registeredKinds(generators);

function ceilingOf(kind: string): number {
  const file = new URL(`./variety/${kind}.json`, import.meta.url);
  if (!existsSync(file)) return 0;
  return (JSON.parse(readFileSync(file, "utf8")) as { ceiling: number }).ceiling;
}

describe.each(kinds)("%s", (kind) => {
  it(`repeats no 8-gram in more than 5 % of ${RESULTS} results in any setting (or stays under its ceiling)`, () => {
    const g = generators[kind]!;
    const ceiling = ceilingOf(kind);
    for (const setting of SETTINGS) {
      const results = Array.from({ length: RESULTS }, (_, i) => g.generate({ seed: toSeed(`v${i}`), options: { setting } }));
      const repeats = repeatedGrams(results);
      const shown = repeats
        .slice(0, 5)
        .map((r) => `${(r.share * 100).toFixed(0)}% "${r.gram}"`)
        .join("\n  ");
      expect(repeats.length, `${kind} (${setting}): ${repeats.length} grams over 5 % (ceiling ${ceiling}):\n  ${shown}`).toBeLessThanOrEqual(ceiling);
    }
  }, 120_000);
});
