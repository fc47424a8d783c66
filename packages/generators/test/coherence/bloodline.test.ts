// Bloodline coherence: the origin decides the weakness (a fey bargain burns at cold iron), also
// when the origin is locked and the rest rerolled; gifts and seats follow the setting.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { OWN_ORIGINS } from "../../src/kinds/bloodline/words-setting.js";
import { ORIGINS } from "../../src/kinds/bloodline/words-family.js";
import { GIFTS } from "../../src/kinds/bloodline/words.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, text } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe("bloodline coherence", () => {
  it("takes the weakness from the origin and gifts from the setting (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("bloodline", `bl${i}`, { setting });
        const origin = forSetting(setting, ORIGINS, OWN_ORIGINS).find((o) => o.how === field(r, "origin").meta)!;
        expect(origin, text(r, "origin")).toBeDefined();
        expect(origin.prices.map(cap)).toContain(text(r, "weakness"));
        for (const g of list(r, "gifts")) expect(GIFTS[setting].map(cap)).toContain(g);
      }
  });

  it("keeps the weakness true to a locked origin", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("bloodline", `lk${i}`);
      const again = gen("bloodline", `rr${i}`, {}, { origin: field(first, "origin") });
      const origin = ORIGINS.old.find((o) => o.how === field(first, "origin").meta)!;
      expect(origin.prices.map(cap)).toContain(text(again, "weakness"));
    }
  });

  it("names houses without tripled letters or syllables, and gives science-fiction houses no thrones or crowns (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("bloodline", `bn${i}`, { setting });
        expect(r.name).not.toMatch(/(\p{L})\1\1|(\p{L}{2,3})\2\2/iu);
        if (setting === "science-fiction") expect(text(r, "standing")).not.toMatch(/\b(?:crown|throne)/i);
      }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("bloodline"));
  it("changes the prose with the tone", () => expectToneChangesProse("bloodline"));
});
