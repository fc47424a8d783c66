// Names and words of any language never read as English function words ("An Rok'u", "They is…"),
// keep to their language's length and never say a letter or a syllable three times.
import { describe, expect, it } from "vitest";
import { rngFromKey } from "../../core/rng.js";
import { ENGLISH_FUNCTION_WORDS, functionWordFix, isArticle } from "./function-words.js";
import { makeLanguage, nameWithMeaning, nativeName, NAME_KINDS, SOUNDS, wordFor, MEANINGS } from "./index.js";
import { safeWord, wordCap } from "./names.js";
import { collapseTriples, triplesAtJoin } from "./pronounce.js";

describe("invented words and English function words", () => {
  it("fixes a function word with an ending and leaves other words alone", () => {
    expect(functionWordFix("An")).toBe("a");
    expect(functionWordFix("the")).toBe("l");
    expect(functionWordFix("They")).toBe("a");
    expect(functionWordFix("Rok'u")).toBe("");
    expect(safeWord("an")).toBe("han");
    expect(safeWord("of")).toBe("ofa");
    expect(safeWord("Kuuga")).toBe("Kuuga");
  });

  it("knows the articles in any case, and nothing else", () => {
    for (const a of ["a", "A", "an", "An", "AN", "aN"]) expect(isArticle(a), a).toBe(true);
    for (const w of ["", "b", "ab", "na", "ann", "and", "ay", "á"]) expect(isArticle(w), w).toBe(false);
  });

  it("never yields a name token or a lexicon word spelled like one, in any sound", () => {
    const bad: string[] = [];
    for (let i = 0; i < 400; i++) {
      const lang = makeLanguage(`fw${i}`, SOUNDS[i % SOUNDS.length]);
      const rng = rngFromKey(`fw-names${i}`);
      for (const kind of NAME_KINDS) {
        const n = nameWithMeaning(lang, rng, kind, i % 2 === 0 ? "female" : "male");
        for (const t of n.name.split(" ")) if (ENGLISH_FUNCTION_WORDS.has(t.toLowerCase().replace(/'/g, ""))) bad.push(`${kind} ${n.name}`);
        expect(n.name).not.toMatch(/^'|\s'/);
      }
      for (const [m] of MEANINGS) if (ENGLISH_FUNCTION_WORDS.has(wordFor(lang, m).text.replace(/'/g, ""))) bad.push(`word ${m}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("names keep to their language's length and never say a letter or syllable three times", () => {
  const TRIPLED_LETTER = /(\p{L})\1\1/iu;
  const TRIPLED_PIECE = /(\p{L}{2,4})\1\1/iu;

  it("caps every word of a name by the language's sound, at most 14 letters, in every kind and both word builders", () => {
    const bad: string[] = [];
    for (let i = 0; i < 700; i++) {
      const base = makeLanguage(`cap${i}`, SOUNDS[i % SOUNDS.length]);
      const lang = i % 2 === 0 ? base : { ...base, words: 2 as const };
      const cap = wordCap(lang);
      expect(cap).toBeLessThanOrEqual(14);
      const rng = rngFromKey(`cap-names${i}`);
      const names = [lang.name, nativeName(lang)];
      for (const kind of NAME_KINDS) for (let k = 0; k < 3; k++) names.push(nameWithMeaning(lang, rng, kind, k === 0 ? "female" : "male").name);
      for (const n of names) {
        for (const w of n.split(/[\s']+/)) if (w.length > cap) bad.push(`${lang.sound} cap ${cap}: ${n}`);
        if (TRIPLED_LETTER.test(n) || TRIPLED_PIECE.test(n)) bad.push(`tripled: ${n}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("slips the language's vowel between consonants that would be written three times, and wears other runs down", () => {
    expect(triplesAtJoin("ka", "rr", "ro")).toBe(true);
    expect(triplesAtJoin("kar", "", "rro")).toBe(true);
    expect(triplesAtJoin("kar", "", "ro")).toBe(false);
    expect(triplesAtJoin("kaa", "", "a")).toBe(false);
    expect(collapseTriples("Trarrrorr")).toBe("Trarrorr");
    expect(collapseTriples("Eeeru")).toBe("Eeru");
    expect(collapseTriples("Zezeze")).toBe("Zeze");
    expect(collapseTriples("Myrororock")).toBe("Myrorock");
    expect(collapseTriples("Kuuga")).toBe("Kuuga");
    expect(safeWord("liivihiii")).toBe("liivihii");
  });
});
