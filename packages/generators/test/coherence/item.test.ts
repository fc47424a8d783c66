// Coherence of the item kind: the archetype (kind of thing) decides weight and material (a ring
// never weighs twelve pounds, a codex is of vellum); rarity decides the value band, the powers and
// what it asks of its bearer; prices agree in number; no crowns in science fiction; "made by the
// smith …" reads without a capital after "by"; setting and tone change content.
import { describe, expect, it } from "vitest";
import { byWhom, materialsOf } from "../../src/kinds/item/index.js";
import { ARCHETYPES } from "../../src/kinds/item/archetypes.js";
import { SETTINGS } from "../../src/index.js";
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

  it("the kind of thing decides weight and material; names never triple a letter; no crowns in science fiction", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("item", i, { setting });
        const a = ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        const w = field(r, "weight");
        if (w.type !== "number") throw new Error("weight is not a number");
        expect(w.value * 10 >= a.tenths[0] && w.value * 10 <= a.tenths[1], `${a.id}: ${w.value} lb`).toBe(true);
        expect(materialsOf(a, setting)).toContain(text(r, "material").toLowerCase());
        expect(r.name).not.toMatch(/(.)\1\1/i);
        if (setting === "science-fiction") expect(r.name).not.toMatch(/\b(?:crowns?|kings?|queens?|knights?)\b/i);
        expect(r.sections.map((s) => s.markdown).join(" ")).not.toMatch(/\b1 (?:gold crowns|silver marks|credits|dollars|sovereigns|bottle caps|gold rings)\b/);
      }
  });

  it("a locked legendary rarity keeps rerolled value and powers legendary", () => {
    const rarity = { type: "text", value: "Legendary", meta: "legendary" };
    for (let i = 0; i < 200; i++) {
      const r = run("item", 5000 + i, {}, { rarity });
      expect(value(r)).toBeGreaterThanOrEqual(VALUE.legendary[0]);
    }
  });

  it("never writes 'by The …' or 'by A …' (once: 'made by The smith…')", () => {
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
