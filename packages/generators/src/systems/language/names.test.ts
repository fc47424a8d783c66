// Names and words of any language never read as English function words ("An Rok'u", "They is…").
import { describe, expect, it } from "vitest";
import { rngFromKey } from "../../core/rng.js";
import { ENGLISH_FUNCTION_WORDS, functionWordFix, isArticle } from "./function-words.js";
import { makeLanguage, nameWithMeaning, NAME_KINDS, SOUNDS, wordFor, MEANINGS } from "./index.js";
import { safeWord } from "./names.js";

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
