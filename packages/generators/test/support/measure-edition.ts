// Prints the third edition's figures per kind: `npx tsx test/support/measure-edition.ts [seeds] [kind…]`.
// Per kind, the worst setting's count of 8-grams over 5 % and its top gram, and the share of
// results with each fault of edition.ts (mid-sentence "The", doubled words, name faults, science
// fiction anachronisms), with one example each.
import { generators, registeredKinds, SETTINGS, toSeed } from "../../src/index.js";
import { entryFaults, repeatedEntryGrams } from "./edition.js";

const args = process.argv.slice(2);
const seeds = Number(args.find((a) => /^\d+$/.test(a)) ?? 500);
const only = args.filter((a) => !/^\d+$/.test(a));
const kinds = registeredKinds(generators).filter((k) => only.length === 0 || only.includes(k));

for (const kind of kinds) {
  const g = generators[kind]!;
  let worst = { count: 0, setting: "", top: "" };
  const faults = new Map<string, { n: number; example: string }>();
  for (const setting of SETTINGS) {
    const results = Array.from({ length: seeds }, (_, i) => g.generate({ seed: toSeed(`e${i}`), options: { setting } }));
    const reps = repeatedEntryGrams(results);
    if (reps.length > worst.count)
      worst = {
        count: reps.length,
        setting,
        top: reps
          .slice(0, 3)
          .map((r) => `${(r.share * 100).toFixed(0)}% "${r.gram}"`)
          .join(" | "),
      };
    for (const r of results) {
      const seen = new Set<string>();
      for (const f of entryFaults(r, setting)) {
        if (seen.has(f.check)) continue;
        seen.add(f.check);
        const e = faults.get(f.check) ?? { n: 0, example: `${setting}: ${f.excerpt}` };
        e.n++;
        faults.set(f.check, e);
      }
    }
  }
  const total = seeds * SETTINGS.length;
  const fs = [...faults].map(([c, e]) => `${c} ${((e.n / total) * 100).toFixed(1)}% («${e.example}»)`).join("; ");
  console.log(`${kind}: grams>5% ${worst.count}${worst.count ? ` (${worst.setting}) ${worst.top}` : ""}${fs ? `\n    ${fs}` : ""}`);
}
