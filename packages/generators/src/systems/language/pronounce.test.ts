// Pronounceability of names: property tests over random languages, sounds and seeds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromKey } from "../../core/rng.js";
import { makeLanguage, nameWithMeaning, NAME_KINDS, SOUNDS, stockLanguage } from "./index.js";
import { joinsCleanly, leadingConsonants, longestConsonantRun, MAX_CONSONANTS, trailingConsonants, tripleRepeat } from "./pronounce.js";

const SIBILANT = /(s|z|sh|zh|ts|ch|j)$/;

/** Every rule a printed name word must keep; returns what it breaks. */
function broken(word: string): string | undefined {
  const w = word.toLowerCase();
  if (tripleRepeat(w)) return `repeats "${tripleRepeat(w) ?? ""}" three times`;
  if (longestConsonantRun(w) > MAX_CONSONANTS) return `has ${longestConsonantRun(w)} consonants in a row`;
  return undefined;
}

describe("pronounceability helpers", () => {
  it("reads digraphs as one sound", () => {
    expect(leadingConsonants("tsva")).toEqual(["ts", "v"]);
    expect(trailingConsonants("hekish")).toEqual(["sh"]);
    expect(longestConsonantRun("Hekishzhetha")).toBe(2);
    expect(longestConsonantRun("Kandrokh")).toBe(3);
    expect(longestConsonantRun("Arnskrat")).toBe(5);
  });

  it("refuses hissing sounds that meet and clusters of four", () => {
    expect(joinsCleanly("kish", "zhe")).toBe(false);
    expect(joinsCleanly("viss", "se")).toBe(false);
    expect(joinsCleanly("arn", "skra")).toBe(false);
    expect(joinsCleanly("an", "dra")).toBe(true);
    expect(joinsCleanly("ka", "skra")).toBe(true);
    expect(joinsCleanly("", "tsa")).toBe(true);
  });

  it("finds a piece said three times running", () => {
    expect(tripleRepeat("Tsatsatsa")).toBe("tsa");
    expect(tripleRepeat("lalala")).toBe("la");
    expect(tripleRepeat("Tsatsa")).toBeUndefined();
  });
});

describe("names keep the pronounceability rules", () => {
  it("in any language, sound, kind and gender (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...SOUNDS),
        fc.constantFrom(...NAME_KINDS),
        fc.constantFrom("female", "male", "neutral"),
        fc.integer({ min: 0, max: 1_000_000 }),
        (key, sound, kind, gender, seed) => {
          const lang = stockLanguage(`pp:${key}`, sound);
          const rng = rngFromKey(`pp-name:${seed}`);
          for (let i = 0; i < 5; i++) {
            const n = nameWithMeaning(lang, rng, kind, gender);
            for (const word of n.name.split(" ")) expect(broken(word), `${n.name} (${lang.name}, ${sound})`).toBeUndefined();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("never lets two hissing sounds meet between syllables of a name", () => {
    const bad: string[] = [];
    for (let i = 0; i < 300; i++) {
      const lang = makeLanguage(`hiss${i}`, "sibilant");
      const rng = rngFromKey(`hiss-names${i}`);
      for (let j = 0; j < 10; j++) {
        const n = nameWithMeaning(lang, rng, "person", "male");
        // The pronunciation's syllables (dots and stress marks divide them) show each boundary.
        for (const spoken of n.pronunciation.replace(/[/]/g, "").split(" ")) {
          const syl = spoken.split(/[.ˈ]+/).filter(Boolean);
          for (let k = 1; k < syl.length; k++)
            if (/(s|z|ʃ|ʒ|ts|tʃ|sː)$/.test(syl[k - 1] as string) && /^(s|z|ʃ|ʒ|ts|tʃ)/.test(syl[k] as string)) bad.push(`${n.name} ${n.pronunciation}`);
        }
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(SIBILANT.test("kish")).toBe(true);
  });
});

describe("name meanings", () => {
  it("never gloss a name as the same root twice ('dream dream')", () => {
    const bad: string[] = [];
    for (let i = 0; i < 300; i++) {
      const lang = makeLanguage(`gloss${i}`, SOUNDS[i % SOUNDS.length]);
      const rng = rngFromKey(`gloss-names${i}`);
      for (const kind of NAME_KINDS) {
        for (let j = 0; j < 5; j++) {
          const n = nameWithMeaning(lang, rng, kind, "female");
          if (/\b(\w+) \1\b/.test(n.meaning)) bad.push(`${kind}: ${n.name} '${n.meaning}'`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
