// Life-skills coherence: the setting decides which crafts exist; a craft's tools,
// materials and products come with it; tiers read as sentences ("Can raw ore" is gone).
import { describe, expect, it } from "vitest";
import { generators, SETTINGS, toSeed, type GeneratedResult } from "../../src/index.js";
import { craftsOf } from "../../src/kinds/life-skills/eras.js";
import { CATEGORIES, type Category } from "../../src/kinds/life-skills/words.js";
import { settingChangesMost, toneChangesProse } from "./setting-tone.js";

const SEEDS = 500;
const g = generators["life-skills"]!;
const field = (r: GeneratedResult, key: string) => r.fields.find((f) => f.key === key)!.value;
const items = (r: GeneratedResult, key: string): readonly string[] => {
  const v = field(r, key);
  return v.type === "list" ? v.items : [];
};

describe("life-skills coherence", () => {
  it("draws its craft from the setting's crafts, with the craft's own tool, material and product first", () => {
    for (const setting of SETTINGS) {
      for (let i = 0; i < SEEDS / 5; i++) {
        const r = g.generate({ seed: toSeed(`ls-${setting}-${i}`), options: { setting } });
        const cat = field(r, "category").meta as Category;
        expect(CATEGORIES).toContain(cat);
        const craft = craftsOf(setting, cat).find((c) => c.craft === (field(r, "craft") as { value: string }).value);
        expect(craft, `${setting} ${r.name}`).toBeDefined();
        expect(items(r, "tools")[0]?.toLowerCase()).toBe(craft!.tool.toLowerCase());
        expect(items(r, "materials")[0]?.toLowerCase()).toBe(craft!.material.toLowerCase());
        expect(items(r, "products")[0]?.toLowerCase()).toBe(craft!.product.toLowerCase());
      }
    }
  });

  it("has no tier that reads 'Can <product>' (regression: 'Can raw ore under supervision')", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = g.generate({ seed: toSeed(`tier-${i}`), options: { category: "gathering" } });
      const t = field(r, "tiers");
      const rows = t.type === "table" ? t.rows : [];
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row[2]).not.toMatch(/^Can (raw|[a-z]+ [a-z]+ under)/);
      expect(r.sections[1]!.markdown).not.toMatch(/can raw ore/i);
    }
  });

  it("the craft is an archetype, locks narrow it, a guild's 'The' is lower-cased mid-sentence and names read well", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`ls${i}`), options: { setting } });
        const prose = r.sections.map((s) => s.markdown).join(" ");
        expect(prose, prose).not.toMatch(/[a-z,;:] The [A-Z]/);
        for (const w of r.name.split(/[\s'’-]+/)) expect(w.length, r.name).toBeLessThanOrEqual(14);
        expect(r.name).not.toMatch(/(.)\1\1/i);
        expect(field(r, "craft")).toMatchObject({ meta: { id: (field(r, "craft") as { value: string }).value } });
      }
    const base = g.generate({ seed: toSeed("ls-lock"), options: { setting: "high-fantasy", category: "crafting" } });
    const all = base.fields.find((f) => f.key === "tools")!.value;
    const tools = { type: "list" as const, items: all.type === "list" ? all.items.slice(0, 1) : [] };
    for (let i = 0; i < 50; i++) {
      const r = g.generate({ seed: toSeed(`ls-l${i}`), options: { setting: "high-fantasy", category: "crafting" }, locks: { tools } });
      expect((field(r, "craft") as { value: string }).value).toBe((field(base, "craft") as { value: string }).value);
    }
  });

  it("has no medieval crafts in science fiction, nor starships in the old world", () => {
    for (let i = 0; i < SEEDS; i++) {
      const sf = g.generate({ seed: toSeed(`era-${i}`), options: { setting: "science-fiction" } });
      expect(field(sf, "craft")).not.toMatchObject({ value: expect.stringMatching(/^(Herbalism|Bladesmithing|Falconry|Glassblowing|Lute-playing)$/) });
      const hf = g.generate({ seed: toSeed(`era-${i}`), options: { setting: "high-fantasy" } });
      expect(JSON.stringify(hf.fields)).not.toMatch(/credits|station|drone|nanite/i);
    }
  });

  it("changes most text fields with the setting and its prose with the tone", () => {
    expect(settingChangesMost("life-skills", SEEDS)).toBeGreaterThan(0.9);
    expect(toneChangesProse("life-skills", SEEDS)).toBeGreaterThan(0.9);
  });
});
