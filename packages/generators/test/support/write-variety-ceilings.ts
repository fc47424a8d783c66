// Writes test/variety/<kind>.json with the current count (all kinds, or those named): run after
// a kind's prose improves, and commit the lower ceiling. A finished kind has ceiling 0 (delete its file).
import { writeFileSync } from "node:fs";
import { generators, registeredKinds, SETTINGS, toSeed } from "../../src/index.js";
import { repeatedGrams } from "./variety.js";
const only = process.argv.slice(2);
for (const kind of registeredKinds(generators)) {
  if (only.length && !only.includes(kind)) continue;
  const g = generators[kind]!;
  let max = 0;
  for (const setting of SETTINGS) {
    const rs = Array.from({ length: 500 }, (_, i) => g.generate({ seed: toSeed(`v${i}`), options: { setting } }));
    const n = repeatedGrams(rs).length;
    if (n > max) max = n;
  }
  writeFileSync(new URL(`../variety/${kind}.json`, import.meta.url), JSON.stringify({ ceiling: max }) + "\n");
  console.log(kind, max);
}
