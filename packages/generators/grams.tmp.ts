import { generators, SETTINGS, toSeed } from "./src/index.js";
import { repeatedEntryGrams } from "./test/support/edition.js";
const g = generators["magic-system"]!;
const lim = Number(process.argv[2] ?? 0.05);
for (const setting of SETTINGS) {
  const results = Array.from({ length: 500 }, (_, i) => g.generate({ seed: toSeed(`e${i}`), options: { setting } }));
  const reps = repeatedEntryGrams(results, lim);
  console.log(`${setting}: ${reps.length}`);
  for (const r of reps.slice(0, 40)) console.log(`  ${(r.share * 100).toFixed(1)}% ${r.gram}`);
}
