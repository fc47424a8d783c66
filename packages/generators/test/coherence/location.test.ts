// Location coherence: the biome decides climate, trades, dangers and senses; the type decides
// landmarks (no town gates in a dungeon); science fiction has no kings; setting and tone change the prose.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { familyOf } from "../../src/core/phrases/setting-families.js";
import { BIOMES } from "../../src/kinds/location/words-biomes.js";
import { LANDMARKS } from "../../src/kinds/location/words-places.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, meta, prose, text } from "./family-checks.js";

const UNSETTLED = ["ruin", "dungeon", "wilds"];
// Each landmark template as a pattern matching the start of a landmark item, with its fit.
const esc = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
const PATTERNS = Object.values(LANDMARKS).flatMap((l) =>
  l.map(([t, fit]) => ({
    t,
    fit,
    re: new RegExp(
      `^${esc(t)
        .replace(/\\?\{a:adj\\?\}/g, "an? [\\w -]+?")
        .replace(/\\?\{adj\\?\}/g, "[\\w -]+?")
        .replace(/\\?\{(seat|inn)\\?\}/g, ".+")},`,
      "i",
    ),
  })),
);

describe("location coherence", () => {
  it("draws climate, trades, dangers and senses from the biome, in every setting (500 seeds each)", () => {
    for (const setting of SETTINGS) {
      const biomes = BIOMES[familyOf(setting)];
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `bio${i}`, { setting });
        const m = meta<{ biome: string; climate: string; where: string }>(r, "region");
        const b = biomes.find((x) => x.id === m.biome)!;
        expect(b, `${setting}: biome ${m.biome}`).toBeDefined();
        expect(b.climates).toContain(m.climate);
        expect(b.where.some((w) => m.where.endsWith(w))).toBe(true);
        expect(
          list(r, "economy").some((t) => b.trades.includes(t)),
          `${setting} ${b.id}: ${text(r, "economy")}`,
        ).toBe(true);
        expect(
          list(r, "dangers").some((t) => b.dangers.includes(t)),
          `${setting} ${b.id}: ${text(r, "dangers")}`,
        ).toBe(true);
        const senses = field(r, "senses");
        if (senses.type === "pairs") expect(senses.pairs).toHaveLength(3);
        if (text(r, "type") === "port" && familyOf(setting) !== "future") expect(b.coastal).toBe(true);
      }
    }
  });

  it("never makes a desert oasis humid or stormy", () => {
    for (let i = 0; i < 2000; i++) {
      const r = gen("location", `oasis${i}`);
      if (meta<{ biome: string }>(r, "region").biome === "desert") expect(text(r, "region")).not.toMatch(/humid|storm|monsoon|fog|rainy/);
    }
  });

  it("gives ruins, dungeons and wilds no town landmarks (no town gates in a dungeon)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `lm${i}`, { setting, type: UNSETTLED[i % 3]! });
        for (const item of list(r, "landmarks")) {
          const from = PATTERNS.filter((p) => p.re.test(item));
          expect(from.length, item).toBeGreaterThan(0);
          expect(
            from.some((p) => p.fit !== "settled" && p.fit !== "coast"),
            `${setting} ${text(r, "type")}: ${item}`,
          ).toBe(true);
          expect(item).not.toMatch(/town gate|market|an inn|a diner/i);
        }
      }
  });

  it("keeps a rerolled place true to a locked region", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("location", `lock${i}`);
      const region = field(first, "region");
      const type = field(first, "type");
      const again = gen("location", `other${i}`, {}, { region, type });
      const b = BIOMES.old.find((x) => x.id === meta<{ biome: string }>(first, "region").biome)!;
      expect(list(again, "economy").some((t) => b.trades.includes(t))).toBe(true);
      expect(list(again, "dangers").some((t) => b.dangers.includes(t))).toBe(true);
    }
  });

  it("puts no kings, lords or crowns in science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("location", `sf${i}`, { setting: "science-fiction" });
      expect(prose(r)).not.toMatch(/\b(king|queen|lord|crown|duke|duchess|baron|knight|sword|temple)s?\b/i);
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("location"));
  it("changes the prose with the tone", () => expectToneChangesProse("location"));
});
