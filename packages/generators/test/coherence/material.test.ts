// Coherence of the material kind: rarity decides the value band, type decides properties and
// uses, a science-fiction material has no kings or crowns; setting and tone change the content.
import { describe, expect, it } from "vitest";
import { PROPERTIES, RARITY, TYPES, USES, VALUE_BAND, type MaterialType, type Rarity } from "../../src/kinds/material/words.js";
import { ARCHETYPES } from "../../src/kinds/material/archetypes.js";
import { SETTINGS } from "../../src/index.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const value = (r: ReturnType<typeof run>): number => {
  const v = field(r, "value");
  return v.type === "number" ? v.value : NaN;
};
const items = (r: ReturnType<typeof run>, k: string): readonly string[] => {
  const v = field(r, k);
  return v.type === "list" ? v.items : [];
};

describe("material coherence", () => {
  it("values fall in the rarity's band; properties and uses come from the type", () => {
    const top = new Map<Rarity, number>();
    const bottom = new Map<Rarity, number>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("material", i);
      const rarity = text(r, "rarity") as Rarity;
      const type = text(r, "type") as MaterialType;
      expect(TYPES).toContain(type);
      const [lo, hi] = VALUE_BAND[rarity];
      expect(value(r) >= lo && value(r) <= hi, `${value(r)} for ${rarity}`).toBe(true);
      top.set(rarity, Math.max(top.get(rarity) ?? 0, value(r)));
      bottom.set(rarity, Math.min(bottom.get(rarity) ?? Infinity, value(r)));
      for (const p of items(r, "properties")) expect(PROPERTIES[type]).toContain(p);
      for (const u of items(r, "uses")) expect(USES("high-fantasy", type)).toContain(u);
    }
    for (let k = 1; k < RARITY.length; k++) expect(bottom.get(RARITY[k]!)!).toBeGreaterThan(top.get(RARITY[k - 1]!)!);
  });

  it("the archetype decides type and properties that can stand together; prices agree in number; names read well", () => {
    const clash = [
      ["is harder than steel", "melts at a low heat"],
      ["is harder than steel", "bends without breaking"],
      ["is hard as iron", "carves like butter"],
      ["is hard as iron", "floats like cork"],
      ["is light as cloth", "is hard as horn when dried"],
    ];
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("material", i, { setting });
        const a = ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(text(r, "type")).toBe(a.type);
        const props = items(r, "properties");
        for (const p of props) expect(a.props).toContain(p);
        for (const [x, y] of clash) expect(props.includes(x!) && props.includes(y!), props.join(", ")).toBe(false);
        expect(text(r, "value")).not.toMatch(/^1 (?:gold pieces|silver marks|credits|dollars|shillings|caps|drachmae)\b/);
        for (const w of r.name.split(" ")) expect(w.length, r.name).toBeLessThanOrEqual(14);
        expect(r.name).not.toMatch(/(.)\1\1|(\w{2,3})\2\2/i);
      }
  });

  it("a locked type and rarity keep rerolled fields consistent", () => {
    const type = { type: "text", value: "fibre", meta: "fibre" };
    const rarity = { type: "text", value: "legendary", meta: "legendary" };
    for (let i = 0; i < 200; i++) {
      const r = run("material", 3000 + i, { setting: "science-fiction" }, { type, rarity });
      expect(value(r)).toBeGreaterThanOrEqual(VALUE_BAND.legendary[0]);
      for (const p of items(r, "properties")) expect(PROPERTIES.fibre).toContain(p);
      for (const u of items(r, "uses")) expect(USES("science-fiction", "fibre")).toContain(u);
    }
  });

  it("a science-fiction material has no kings, crowns or dwarves", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = run("material", i, { setting: "science-fiction" });
      const prose = [r.summary, ...r.sections.map((s) => s.markdown)].join(" ");
      expect(prose).not.toMatch(/\b(kings?|crowns?|dwarven|elven|wizards?)\b/i);
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("material");
    expectToneChangesProse("material");
  });
});
