// Coherence of the consumable kind: rarity decides the price band, the potency and the duration;
// setting and tone change the content; a locked rarity keeps rerolled fields consistent.
import { describe, expect, it } from "vitest";
import { PRICE_BAND, RARITY, DURATIONS, POTENCY, type Rarity } from "../../src/kinds/consumable/words.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const price = (r: ReturnType<typeof run>): number => {
  const v = field(r, "price");
  return v.type === "number" ? v.value : NaN;
};

describe("consumable coherence", () => {
  it("prices fall in the rarity's band, so a rarer dose always costs more than a commoner one", () => {
    const top = new Map<Rarity, number>();
    const bottom = new Map<Rarity, number>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("consumable", i);
      const rarity = text(r, "rarity") as Rarity;
      expect(RARITY).toContain(rarity);
      const [lo, hi] = PRICE_BAND[rarity];
      expect(price(r)).toBeGreaterThanOrEqual(lo);
      expect(price(r)).toBeLessThanOrEqual(hi);
      top.set(rarity, Math.max(top.get(rarity) ?? 0, price(r)));
      bottom.set(rarity, Math.min(bottom.get(rarity) ?? Infinity, price(r)));
      expect(DURATIONS[rarity]).toContain(text(r, "duration"));
      const effects = field(r, "effects");
      if (effects.type !== "list") throw new Error("effects is not a list");
      for (const e of effects.items)
        expect(
          POTENCY[rarity].some((p) => e.endsWith(` ${p}`)),
          e,
        ).toBe(true);
    }
    for (let k = 1; k < RARITY.length; k++) expect(bottom.get(RARITY[k]!)!).toBeGreaterThan(top.get(RARITY[k - 1]!)!);
  });

  it("a locked rarity decides the rerolled price, duration and potency", () => {
    const locked = run("consumable", 7, {}, undefined);
    const rarity = field(locked, "rarity");
    for (let i = 0; i < 100; i++) {
      const r = run("consumable", 1000 + i, {}, { rarity });
      const [lo, hi] = PRICE_BAND[text(locked, "rarity") as Rarity];
      expect(text(r, "rarity")).toBe(text(locked, "rarity"));
      expect(price(r) >= lo && price(r) <= hi).toBe(true);
    }
    const veryRare = { type: "text", value: "very rare", meta: "very rare" };
    for (let i = 0; i < 100; i++) expect(price(run("consumable", 2000 + i, {}, { rarity: veryRare }))).toBeGreaterThanOrEqual(PRICE_BAND["very rare"][0]);
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("consumable");
    expectToneChangesProse("consumable");
  });
});
