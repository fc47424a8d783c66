// Heritage coherence: homelands, causes of leaving, heirlooms and crafts follow the setting;
// values and the telling of the journey follow the tone.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { OWN_HEIRLOOMS, OWN_HOMELANDS } from "../../src/kinds/heritage/words-setting.js";
import { HEIRLOOMS, HOMELANDS, VALUES } from "../../src/kinds/heritage/words-family.js";
import { CRAFTS } from "../../src/kinds/heritage/words.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe("heritage coherence", () => {
  it("draws homeland, heirlooms and crafts from the setting and values from the tone (500 seeds per setting)", () => {
    for (const setting of SETTINGS) {
      const homelands = forSetting(setting, HOMELANDS, OWN_HOMELANDS);
      const heirlooms = forSetting(setting, HEIRLOOMS, OWN_HEIRLOOMS).map(cap);
      for (let i = 0; i < 500; i++) {
        const tone = (["heroic", "grim", "whimsical"] as const)[i % 3]!;
        const r = gen("heritage", `hr${i}`, { setting, tone });
        expect(homelands).toContain(field(r, "homeland").meta);
        for (const h of list(r, "heirlooms")) expect(heirlooms).toContain(h);
        for (const c of list(r, "crafts")) expect(CRAFTS[setting].map(cap)).toContain(c);
        for (const v of list(r, "values")) expect(VALUES[tone].map(cap)).toContain(v);
        for (const m of list(r, "migrations")) expect(m).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it("keeps science-fiction heritage off kings and temples", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("heritage", `sf${i}`, { setting: "science-fiction" });
      expect([...list(r, "heirlooms"), ...list(r, "migrations"), ...list(r, "crafts")].join(" ")).not.toMatch(/\b(king|temple|harp|rune)s?\b/i);
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("heritage"));
  it("changes the prose with the tone", () => expectToneChangesProse("heritage"));
});
