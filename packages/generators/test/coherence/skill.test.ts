// Skill coherence: passive or active decides the effect (a passive skill never "calls a bolt of
// lightning"), the cost, cooldown and range; ranges read as sentences; setting and tone matter.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { DISCIPLINE_WORDS, DISCIPLINES } from "../../src/kinds/skill/words.js";
import { PASSIVE, PASSIVE_RANGE } from "../../src/kinds/skill/words-use.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, prose, text } from "./family-checks.js";

const ACTIVE_ACTS = DISCIPLINES.flatMap((d) => DISCIPLINE_WORDS[d].actions);
const PASSIVE_ACTS = DISCIPLINES.flatMap((d) => PASSIVE[d]);

describe("skill coherence", () => {
  it("gives passive skills passive effects and active skills active ones (500 seeds per setting and type)", () => {
    for (const setting of SETTINGS)
      for (const type of ["active", "passive"])
        for (let i = 0; i < 500; i++) {
          const r = gen("skill", `sk${i}`, { setting, type });
          const effect = text(r, "effect");
          const d = field(r, "discipline").meta as (typeof DISCIPLINES)[number];
          const own = type === "active" ? DISCIPLINE_WORDS[d].actions : PASSIVE[d];
          expect(
            own.some((a) => effect.includes(` ${a}.`)),
            `${type} ${d}: ${effect}`,
          ).toBe(true);
          for (const a of type === "active" ? PASSIVE_ACTS : ACTIVE_ACTS) expect(effect).not.toContain(a);
          if (type === "passive") {
            expect(effect).not.toMatch(/calls a bolt|hurls|throws|looses/);
            expect(PASSIVE_RANGE.has(text(r, "range")), text(r, "range")).toBe(true);
            expect(field(r, "cooldown").type).toBe("text");
          } else expect(field(r, "cost").type).toBe("number");
        }
  });

  it('writes ranges and cooldowns as English (no "It reaches self", no "1 seconds")', () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("skill", `en${i}`, { setting });
        const p = prose(r);
        expect(p).not.toMatch(/reaches (self|touch|contact)\b/);
        expect(p).not.toMatch(/\b1 seconds\b/);
        expect(text(r, "cooldown")).not.toMatch(/^1 seconds$/);
      }
  });

  it("keeps the effect passive when the type is locked passive and the rest rerolled", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("skill", `lk${i}`, { type: "passive" });
      const again = gen("skill", `rr${i}`, {}, { type: field(first, "type"), discipline: field(first, "discipline") });
      const d = field(first, "discipline").meta as (typeof DISCIPLINES)[number];
      expect(PASSIVE[d].some((a) => text(again, "effect").includes(a))).toBe(true);
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("skill"));
  it("changes the prose with the tone", () => expectToneChangesProse("skill"));
});
