// Names by culture: a people's names have its sound (a dwarf's read dwarvish), every
// name keeps the pronounceability rules, and no meaning repeats a root ("dream dream").
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import { parseLanguage } from "../../src/systems/language/index.js";
import { longestConsonantRun, MAX_CONSONANTS, tripleRepeat } from "../../src/systems/language/pronounce.js";

const SEEDS = 500;
const g = generators.name!;
const rows = (r: GeneratedResult): readonly (readonly string[])[] => {
  const v = r.fields.find((f) => f.key === "names")!.value;
  return v.type === "table" ? v.rows : [];
};
const langOf = (r: GeneratedResult) => parseLanguage(r.fields.find((f) => f.key === "language")!.value.meta)!;

describe("names by culture", () => {
  it("gives each people its own sound", () => {
    const expected = { dwarvish: "guttural", elvish: "flowing", orcish: "harsh", halfling: "soft", gnomish: "clipped" } as const;
    for (const [culture, sound] of Object.entries(expected)) {
      for (let i = 0; i < 40; i++) expect(langOf(g.generate({ seed: toSeed(`people-${culture}-${i}`), options: { culture } })).sound).toBe(sound);
    }
  });

  it("keeps every name pronounceable and every meaning free of doubled roots, for every type", () => {
    const bad: string[] = [];
    for (const nameType of ["person", "place", "tavern", "ship", "organisation"]) {
      for (let i = 0; i < SEEDS / 5; i++) {
        const r = g.generate({ seed: toSeed(`pron-${nameType}-${i}`), options: { nameType } });
        for (const [name = "", , meaning = ""] of rows(r)) {
          for (const w of name.split(" ")) if (tripleRepeat(w) || longestConsonantRun(w) > MAX_CONSONANTS) bad.push(name);
          if (/\b(\w+) \1\b/.test(meaning.split(";")[0] ?? "")) bad.push(`${name} ${meaning}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("explains the names in the language's own words (the prose varies with the language)", () => {
    const prose = new Set<string>();
    for (let i = 0; i < SEEDS; i++) prose.add(g.generate({ seed: toSeed(`prose-${i}`) }).sections[0]!.markdown);
    expect(prose.size).toBeGreaterThan(SEEDS * 0.95);
  });
});
