// Element coherence: an element's aspect decides its name words, properties, colours,
// seasons, allies and foes; no element is allied with its own foe; setting and tone change it.
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import { ASPECT, ASPECTS, ELEMENT_NAMES, type Aspect } from "../../src/kinds/element/aspects.js";
import { settingChangesMost, toneChangesProse } from "./setting-tone.js";

const SEEDS = 500;
const el = generators.element!;
const field = (r: GeneratedResult, key: string) => r.fields.find((f) => f.key === key)!.value;
const items = (r: GeneratedResult, key: string): readonly string[] => {
  const v = field(r, key);
  return v.type === "list" ? v.items : [];
};
const aspectOf = (r: GeneratedResult) => field(r, "aspect").meta as Aspect;

describe("element coherence", () => {
  const results = Array.from({ length: SEEDS }, (_, i) => el.generate({ seed: toSeed(`coh-${i}`) }));

  it("draws name, properties, colours and season from its aspect", () => {
    for (const r of results) {
      const w = ASPECT[aspectOf(r)];
      expect(ASPECTS).toContain(aspectOf(r));
      const [, epithet = ""] = r.name.split(", the ");
      expect(w.adj.some((a) => epithet.startsWith(a)) && w.noun.some((n) => epithet.endsWith(n)), r.name).toBe(true);
      expect(items(r, "properties").filter((p) => w.properties.includes(p))).toHaveLength(2);
      const corr = field(r, "correspondences");
      const pairs = corr.type === "pairs" ? corr.pairs : [];
      expect(w.seasons).toContain(pairs.find((p) => p.label === "Season")!.value);
      expect(w.emotions).toContain(pairs.find((p) => p.label === "Emotion")!.value);
      for (const c of pairs.find((p) => p.label === "Colours")!.value.split(" and ")) expect(w.colours).toContain(c);
    }
  });

  it("is never allied with a foe, nor with both Light and Shadow", () => {
    for (const r of results) {
      const allies = items(r, "allies");
      const foes = items(r, "opposed");
      expect(allies.filter((a) => foes.includes(a))).toEqual([]);
      expect(allies.includes("Light") && allies.includes("Shadow")).toBe(false);
      expect(allies).not.toContain(ELEMENT_NAMES[aspectOf(r)]);
    }
  });

  it("leaves frost only when it is cold ('Ashen Dust' that leaves frost is gone)", () => {
    for (const r of results) {
      if (items(r, "properties").includes("leaves frost on everything it touches")) expect(aspectOf(r)).toBe("frost");
      if (/Ashen Dust/.test(r.name)) expect(items(r, "properties").some((p) => /frost/.test(p))).toBe(false);
    }
  });

  it("keeps a rerolled field in its locked aspect", () => {
    for (let i = 0; i < 50; i++) {
      const first = el.generate({ seed: toSeed(`lock-${i}`) });
      const aspect = first.fields.find((f) => f.key === "aspect")!;
      const again = el.generate({ seed: toSeed(`lock-other-${i}`), locks: { aspect: aspect.value } });
      const w = ASPECT[aspectOf(first)];
      expect(items(again, "properties").filter((p) => w.properties.includes(p))).toHaveLength(2);
    }
  });

  it("changes most text fields with the setting and its prose with the tone", () => {
    expect(settingChangesMost("element", SEEDS)).toBeGreaterThan(0.9);
    expect(toneChangesProse("element", SEEDS)).toBeGreaterThan(0.9);
  });
});
