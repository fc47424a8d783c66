// The third edition's mechanical bar, over the whole rendered entry of every kind (500 seeds per
// setting, digits read as #): no word 8-gram in more than 5 % of results, no capital "The" in
// mid-sentence outside a title, no doubled word, no tripled letter or syllable (or overlong word)
// in a name, no kings, knights, crowns or ploughs in science fiction. Kinds not yet rebuilt carry
// their measured figures in test/edition/<kind>.json; a ceiling only goes down (the test fails
// when a figure rises above it, and when a figure falls the file must be rewritten:
// `npx tsx test/support/write-edition-ceilings.ts <kind>`). A rebuilt kind has no entry: all zero.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generators, registeredKinds } from "../src/index.js";
import { editionFigures, type EditionFigures } from "./support/edition-run.js";

type Ceiling = { readonly grams: number; readonly faults: EditionFigures["faults"] };
function ceilingOf(kind: string): Ceiling {
  const file = new URL(`./edition/${kind}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Ceiling) : { grams: 0, faults: {} };
}

describe.each(registeredKinds(generators))("%s", (kind) => {
  it("meets the edition's bar, or stays at or under its recorded ceiling", () => {
    const f = editionFigures(kind);
    const c = ceilingOf(kind);
    const top = f.gramsTop.map((r) => `${(r.share * 100).toFixed(0)}% "${r.gram}"`).join("\n  ");
    expect(f.grams, `${kind}: ${f.grams} 8-grams over 5 % (${f.gramsSetting}), ceiling ${c.grams}:\n  ${top}`).toBeLessThanOrEqual(c.grams);
    for (const [check, share] of Object.entries(f.faults)) {
      const cap = c.faults[check as keyof EditionFigures["faults"]] ?? 0;
      expect(
        share,
        `${kind}: ${check} in ${(share * 100).toFixed(1)} % of results (ceiling ${(cap * 100).toFixed(1)} %), e.g. ${f.examples[check as keyof EditionFigures["faults"]]}`,
      ).toBeLessThanOrEqual(cap);
    }
    // A ceiling above today's figure hides a regression to come: lower it.
    const stale = c.grams > f.grams || Object.entries(c.faults).some(([k, v]) => (v ?? 0) > (f.faults[k as keyof EditionFigures["faults"]] ?? 0));
    expect(stale, `${kind}: its ceiling is above today's figures; run npx tsx test/support/write-edition-ceilings.ts ${kind}`).toBe(false);
  }, 180_000);
});
