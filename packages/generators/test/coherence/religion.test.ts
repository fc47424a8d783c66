// Religion coherence: the chief god's domain decides the faith's sign, rites, holy
// days, tenets and taboos; theism decides the pantheon's size; setting and tone change it.
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import { DOMAIN, type Domain } from "../../src/kinds/religion/domains.js";
import { FAITH_ARCHETYPES, STANDING } from "../../src/kinds/religion/archetypes.js";
import { SETTINGS } from "../../src/index.js";
import { settingChangesMost, toneChangesProse } from "./setting-tone.js";

const SEEDS = 500;
const g = generators.religion!;
const field = (r: GeneratedResult, key: string) => r.fields.find((f) => f.key === key)!.value;
const items = (r: GeneratedResult, key: string): readonly string[] => {
  const v = field(r, key);
  return v.type === "list" ? v.items : [];
};
const text = (r: GeneratedResult, key: string): string => {
  const v = field(r, key);
  return v.type === "text" ? v.value : "";
};
const lc = (s: string) => s.toLowerCase();
const SIZES: Record<string, number> = { monotheist: 1, polytheist: 4, animist: 3, dualist: 2, ancestor: 2 };

describe("religion coherence", () => {
  const results = Array.from({ length: SEEDS }, (_, i) => g.generate({ seed: toSeed(`rel-${i}`) }));

  it("draws sign, first rite, first holy day, tenets, first taboo and epithet from the chief god's domain", () => {
    for (const r of results) {
      const chief = (field(r, "pantheon").meta as Domain[])[0]!;
      const w = DOMAIN[chief];
      expect(
        w.symbols.some((s) => lc(text(r, "symbols")).startsWith(s)),
        text(r, "symbols"),
      ).toBe(true);
      expect(w.rites.map(lc)).toContain(lc(items(r, "rites")[0]!));
      expect(w.holyDays.some((d) => lc(items(r, "holyDays")[0]!).startsWith(lc(d)))).toBe(true);
      expect(
        items(r, "tenets")
          .slice(0, 2)
          .every((t) => w.tenets.includes(t)),
      ).toBe(true);
      expect(w.taboos.map(lc)).toContain(lc(items(r, "taboos")[0]!));
      expect(
        w.epithets.some((e) => r.name.endsWith(`the ${e}`)),
        r.name,
      ).toBe(true);
    }
  });

  it("has as many gods as its theism says, each with its own domain", () => {
    for (const r of results) {
      const p = field(r, "pantheon");
      const domains = p.meta as Domain[];
      expect(p.type === "table" ? p.rows.length : 0).toBe(SIZES[field(r, "theism").meta as string]);
      expect(new Set(domains).size).toBe(domains.length);
    }
  });

  it("has no crowns or kings in a science-fiction faith's standing", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = g.generate({ seed: toSeed(`rel-sf-${i}`), options: { setting: "science-fiction" } });
      expect(text(r, "state")).not.toMatch(/\b(king|crown|queen|baron)/i);
      expect(text(r, "clergy")).not.toMatch(/temple|cathedral of the capital/i);
    }
  });

  it("keeps a rerolled sign in the locked pantheon's domain", () => {
    for (let i = 0; i < 50; i++) {
      const first = g.generate({ seed: toSeed(`rel-lock-${i}`) });
      const pantheon = first.fields.find((f) => f.key === "pantheon")!;
      const again = g.generate({
        seed: toSeed(`rel-lock-b-${i}`),
        locks: { pantheon: pantheon.value, theism: first.fields.find((f) => f.key === "theism")!.value },
      });
      const chief = (pantheon.value.meta as Domain[])[0]!;
      expect(DOMAIN[chief].symbols.some((s) => lc(text(again, "symbols")).startsWith(s))).toBe(true);
    }
  });

  it("fits theism, chief god and standing to the archetype, and sets texts as titles (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`rel-a-${i}`), options: { setting } });
        const a = FAITH_ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(a).toBeDefined();
        expect(field(r, "theism").meta).toBe(a.theism);
        expect(a.chief).toContain((field(r, "pantheon").meta as Domain[])[0]);
        expect(STANDING[setting][a.stance]).toContain(text(r, "state"));
        const prose = r.sections.map((s) => s.markdown).join(" ");
        for (const t of items(r, "texts")) expect(prose, t).toContain(`*${t}*`);
        expect(`${r.summary} ${prose}`).not.toMatch(/\d-god|(?<=[a-z,;] )The\b/);
        if (a.theism === "monotheist") expect(r.name).not.toMatch(/Twin|Ninefold/);
      }
  });

  it("changes most text fields with the setting and its prose with the tone", () => {
    expect(settingChangesMost("religion", SEEDS)).toBeGreaterThan(0.9);
    expect(toneChangesProse("religion", SEEDS)).toBeGreaterThan(0.9);
  });
  it("fits its frames to their slots: no label notes, no 'keep keeping', no '; and', tenets in lower case (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`rel-frame-${setting}-${i}`), options: { setting } });
        const p = r.sections.map((x) => x.markdown).join(" ");
        expect(p, p).not.toMatch(/\b(?:Rites|Feasts|Sects|Forbidden|Scripture|Its canon|The sign|Its gods|Commandments|Its tenets|It teaches):/);
        expect(p).not.toMatch(/\bkeep (?:\w+ing|pilgrimage|games)\b|; and\b|\ba tongs\b/);
        expect(p).not.toMatch(/[:;] [A-Z][a-z]+ [a-z]/);
        expect(r.summary).toMatch(/^(?:A|An|The) /);
        const theism = field(r, "theism").meta as string;
        const belief = r.sections[0]?.markdown ?? "";
        if (theism === "animist" || theism === "ancestor") expect(belief.split(". ")[0]).not.toMatch(/\bgods\b/);
        const clergy = (field(r, "clergy").meta as { title: string }).title;
        expect(text(r, "character")).toContain(clergy);
        const a = FAITH_ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        const sects = field(r, "sects");
        const where = [text(r, "clergy"), ...(sects.type === "list" ? sects.items : [])].join(" ");
        if (a.stance !== "established") expect(where, `${a.id}: ${where}`).not.toMatch(/cathedral|basilica|capital/);
      }
  });
});
