// Coherence of the item kind: rarity decides the value band, the powers and what it asks of its
// bearer; "made by the smith …" reads without a capital after "by"; setting and tone change content.
import { describe, expect, it } from "vitest";
import { byWhom } from "../../src/kinds/item/index.js";
import { PROPERTIES, RARITIES, REQ_NEED, VALUE, type Rarity } from "../../src/kinds/item/words.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const value = (r: ReturnType<typeof run>): number => {
  const v = field(r, "value");
  return v.type === "number" ? v.value : NaN;
};

describe("item coherence", () => {
  it("rarity decides the value band, the first power and the requirement", () => {
    const top = new Map<Rarity, number>();
    const bottom = new Map<Rarity, number>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("item", i);
      const rarity = text(r, "rarity").toLowerCase() as Rarity;
      const [lo, hi] = VALUE[rarity];
      expect(value(r) >= lo && value(r) <= hi).toBe(true);
      top.set(rarity, Math.max(top.get(rarity) ?? 0, value(r)));
      bottom.set(rarity, Math.min(bottom.get(rarity) ?? Infinity, value(r)));
      const first = (text(r, "properties").split(" | ")[0] ?? "").toLowerCase();
      expect(
        PROPERTIES[rarity].some((p) => first.startsWith(p)),
        first,
      ).toBe(true);
      const req = text(r, "requirements").toLowerCase();
      expect(
        REQ_NEED[rarity].some((n) => req.startsWith(n)),
        req,
      ).toBe(true);
    }
    for (let k = 1; k < RARITIES.length; k++) expect(bottom.get(RARITIES[k]!)!).toBeGreaterThan(top.get(RARITIES[k - 1]!)!);
  });

  it("a locked legendary rarity keeps rerolled value and powers legendary", () => {
    const rarity = { type: "text", value: "Legendary", meta: "legendary" };
    for (let i = 0; i < 200; i++) {
      const r = run("item", 5000 + i, {}, { rarity });
      expect(value(r)).toBeGreaterThanOrEqual(VALUE.legendary[0]);
    }
  });

  it("never writes 'by The …' or 'by A …' (issue 16: 'made by The smith…')", () => {
    expect(byWhom("The smith Odran Vell")).toBe("the smith Odran Vell");
    expect(byWhom("Odran Vell the Younger")).toBe("Odran Vell the Younger");
    for (let i = 0; i < SEEDS; i++) {
      const prose = run("item", i)
        .sections.map((s) => s.markdown)
        .join(" ");
      expect(prose).not.toMatch(/\bby (The|A|An) /);
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("item");
    expectToneChangesProse("item");
  });
});
