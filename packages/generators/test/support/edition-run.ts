// One pass over a kind for the edition checks: 500 results per setting, the worst setting's
// count of repeated 8-grams and each fault's share of results, with an example of each.
import { floor } from "../../src/core/int.js";
import { generators, SETTINGS, toSeed } from "../../src/index.js";
import { entryFaults, repeatedEntryGrams, type EntryFault, type Repeat } from "./edition.js";

export const EDITION_SEEDS = 500;

export interface EditionFigures {
  /** Most 8-grams over 5 % in any one setting. */
  readonly grams: number;
  readonly gramsTop: readonly Repeat[];
  readonly gramsSetting: string;
  /** Share of all results (0..1) with each fault. */
  readonly faults: Partial<Record<EntryFault["check"], number>>;
  readonly examples: Partial<Record<EntryFault["check"], string>>;
}

export function editionFigures(kind: string, seeds = EDITION_SEEDS): EditionFigures {
  const g = generators[kind as keyof typeof generators]!;
  let grams = 0;
  let gramsTop: Repeat[] = [];
  let gramsSetting = "";
  const counts: Partial<Record<EntryFault["check"], number>> = {};
  const examples: Partial<Record<EntryFault["check"], string>> = {};
  for (const setting of SETTINGS) {
    const results = Array.from({ length: seeds }, (_, i) => g.generate({ seed: toSeed(`e${i}`), options: { setting } }));
    const reps = repeatedEntryGrams(results);
    if (reps.length > grams) {
      grams = reps.length;
      gramsTop = reps.slice(0, 5);
      gramsSetting = setting;
    }
    results.forEach((r, i) => {
      const seen = new Set<string>();
      for (const f of entryFaults(r, setting)) {
        if (seen.has(f.check)) continue;
        seen.add(f.check);
        counts[f.check] = (counts[f.check] ?? 0) + 1;
        examples[f.check] ??= `${setting}, seed e${i}: ${f.excerpt}`;
      }
    });
  }
  const total = seeds * SETTINGS.length;
  const faults: Partial<Record<EntryFault["check"], number>> = {};
  for (const [k, n] of Object.entries(counts)) faults[k as EntryFault["check"]] = -floor(-(n / total) * 1000) / 1000;
  return { grams, gramsTop, gramsSetting, faults, examples };
}
