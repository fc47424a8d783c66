// Coherence of the jewelry kind: metal and stones decide the value band (finer materials always
// cost more); the old fixed history line is gone; setting and tone change the content.
import { describe, expect, it } from "vitest";
import { GEMS, METALS, VALUE_BAND } from "../../src/kinds/jewelry/words.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const value = (r: ReturnType<typeof run>): number => {
  const v = field(r, "value");
  return v.type === "number" ? v.value : NaN;
};

describe("jewelry coherence", () => {
  it("the value lies in the band that the metal's and stones' worth decides", () => {
    const byWorth = new Map<number, [number, number]>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("jewelry", i);
      const mats = text(r, "materials");
      const metal = METALS["high-fantasy"].find(([m]) => mats.startsWith(`${m} set with `));
      const gem = GEMS.find(([g]) => mats.endsWith(` set with ${g}`));
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
