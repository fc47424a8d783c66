import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";
import { parseLanguage, wordFor } from "../../systems/language/index.js";

describe("language", () => {
  it("builds a lexicon locked from before v7 (its meta a bare key) with the first word builder, and a v7 one with the second", () => {
    const r = generate("language", { seed: "builders" })[0]!;
    const lex = r.fields.find((f) => f.key === "lexicon")!.value;
    expect(lex.meta).toEqual({ key: expect.any(String), words: 2 });
    expect(parseLanguage(r.system)!.words).toBe(2);
    const old = { ...lex, meta: (lex.meta as { key: string }).key };
    const locks = Object.fromEntries(r.fields.filter((f) => f.key !== "naming").map((f) => [f.key, f.key === "lexicon" ? old : f.value]));
    const again = generate("language", { seed: "builders-again", locks })[0]!;
    const lang = parseLanguage(again.system)!;
    expect(lang.words).toBeUndefined();
    expect(lang.key).toBe((lex.meta as { key: string }).key);
  });

  it("has a lexicon of at least 100 words that its system reproduces", () => {
    for (let i = 0; i < 30; i++) {
      const r = generate("language", { seed: `lx${i}` })[0]!;
      const lex = r.fields.find((f) => f.key === "lexicon")!.value;
      if (lex.type !== "table") throw new Error("lexicon is not a table");
      expect(lex.rows.length).toBeGreaterThanOrEqual(100);
      const lang = parseLanguage(r.system)!;
      expect(lang.name).toBe(r.name);
      const water = lex.rows.find((row) => row[0] === "water")!;
      expect(wordFor(lang, "water").text).toBe(water[1]);
    }
  });

  it("glosses every word of its sample sentence", () => {
    for (let i = 0; i < 50; i++) {
      const r = generate("language", { seed: `s${i}` })[0]!;
      const s = r.fields.find((f) => f.key === "sample")!.value;
      if (s.type !== "pairs") throw new Error("sample is not pairs");
      const text = s.pairs.find((p) => p.label === "Text")!.value.split(" ");
      const gloss = s.pairs.find((p) => p.label === "Gloss")!.value.split(" ");
      expect(gloss.length).toBe(text.length);
    }
  });

  it("honours the sound option", () => {
    const r = generate("language", { seed: "snd", options: { sound: "guttural" } })[0]!;
    expect(parseLanguage(r.system)!.sound).toBe("guttural");
  });
});
