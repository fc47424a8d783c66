// Coherence of the jewelry kind: metal and stones decide the value band (finer materials always
// cost more); the archetype decides the form, the metal's worth and the stones; a metal in the
// name is the piece's own metal ("The Silver Ring" is of silver); no "set with no stones";
// the old fixed history line is gone; setting and tone change the content.
import { describe, expect, it } from "vitest";
import { GEMS, METALS, VALUE_BAND } from "../../src/kinds/jewelry/words.js";
import { ARCHETYPES } from "../../src/kinds/jewelry/archetypes.js";
import { SETTINGS } from "../../src/index.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const value = (r: ReturnType<typeof run>): number => {
  const v = field(r, "value");
  return v.type === "number" ? v.value : NaN;
};

describe("jewelry coherence", () => {
  it("the prose never pastes the History field, and prices carry no fake-precise hedge", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 300; i++) {
        const r = run("jewelry", i, { setting });
        const prose = r.sections.map((x) => x.markdown).join(" ");
        expect(prose).not.toContain(text(r, "history"));
        expect(prose).not.toMatch(/\b(?:close to|a little over|no less than)\b/);
      }
  });

  it("the value lies in the band that the metal's and stones' worth decides", () => {
    const byWorth = new Map<number, [number, number]>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("jewelry", i);
      const mats = text(r, "materials");
      const metal = METALS["high-fantasy"].find(([m]) => mats === m || mats.startsWith(`${m} set with `));
      const gem = mats.includes(" set with ") ? GEMS.find(([g]) => mats.endsWith(` set with ${g}`)) : (["", 0] as const);
      expect(metal && gem, mats).toBeTruthy();
      const worth = metal![1] + gem![1];
      const [lo, hi] = VALUE_BAND[worth]!;
      expect(value(r) >= lo && value(r) <= hi, `${mats}: ${value(r)}`).toBe(true);
      const seen = byWorth.get(worth) ?? [Infinity, 0];
      byWorth.set(worth, [Math.min(seen[0], value(r)), Math.max(seen[1], value(r))]);
    }
    const worths = [...byWorth.keys()].sort((a, b) => a - b);
    for (let k = 1; k < worths.length; k++) expect(byWorth.get(worths[k]!)![0]).toBeGreaterThan(byWorth.get(worths[k - 1]!)![1]);
  });

  it("the archetype decides form, metal worth and stones; a metal named in the name is the piece's metal", () => {
    const metalWords = new Set(Object.values(METALS).flatMap((ms) => ms.map(([m]) => m)));
    const nameMetals = [
      "gold",
      "silver",
      "golden",
      "platinum",
      "copper",
      "brass",
      "bronze",
      "iron",
      "diamond",
      "sapphire",
      "ruby",
      "emerald",
      "pearl",
      "chrome",
    ];
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("jewelry", i, { setting });
        const a = ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(a.types).toContain(text(r, "type"));
        const mats = text(r, "materials");
        expect(mats, "a piece set with nothing").not.toMatch(/set with no stones/);
        const metal = METALS[setting].find(([m]) => mats === m || mats.startsWith(`${m} set with `));
        expect(metal, mats).toBeDefined();
        expect(metal![1]).toBeGreaterThanOrEqual(a.metal[0]);
        expect(metal![1]).toBeLessThanOrEqual(a.metal[1]);
        if (mats.includes(" set with ")) expect(a.gems).toContain(mats.split(" set with ")[1]);
        const adj = r.name.split(" ")[1]!.toLowerCase();
        if (nameMetals.includes(adj) || metalWords.has(adj)) expect(mats.toLowerCase(), r.name).toContain(adj.replace(/en$/, ""));
        expect(r.name).not.toMatch(/(.)\1\1/i);
      }
  });

  it("a locked set of materials keeps the rerolled value in its band", () => {
    const materials = { type: "text", value: "mithral set with a flawless diamond", meta: 6 };
    for (let i = 0; i < 100; i++) expect(value(run("jewelry", 700 + i, {}, { materials }))).toBeGreaterThanOrEqual(VALUE_BAND[6]![0]);
  });

  it("no longer repeats 'a hero wore it into the last battle of an age'", () => {
    let n = 0;
    for (let i = 0; i < SEEDS; i++) if (run("jewelry", i).sections.some((s) => s.markdown.includes("last battle of an age"))) n++;
    expect(n).toBe(0);
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("jewelry");
    expectToneChangesProse("jewelry");
  });
});
