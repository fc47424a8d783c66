// Monster coherence: signs come from its habitat; science fiction and the fallen world draw their
// own diets, weaknesses and harvest (no holy water on a starship); setting and tone matter.
import { describe, expect, it } from "vitest";
import { HABITAT_TEXT, type Habitat } from "../../src/kinds/monster/words.js";
import { DIET_BY, HARVEST_BY, WEAKNESS_BY } from "../../src/kinds/monster/words-setting.js";
import { expectSettingsChangeContent, expectToneChangesProse, gen, list, meta, text } from "./family-checks.js";

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const has = (bank: readonly string[], item: string) => bank.some((b) => b.toLowerCase() === item.toLowerCase());

describe("monster coherence", () => {
  it("takes its signs of presence from its habitat (500 seeds)", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("monster", `mh${i}`);
      const h = meta<Habitat>(r, "habitat");
      for (const s of list(r, "signs")) expect(HABITAT_TEXT[h].signs.map(capital), `${h}: ${s}`).toContain(s);
    }
  });

  it("draws diet, weaknesses and harvest from its setting's own pools (500 seeds per setting)", () => {
    for (const [setting, era] of [
      ["science-fiction", "future"],
      ["post-apocalyptic", "fallen"],
      ["high-fantasy", "classic"],
    ] as const)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `ms${i}`, { setting });
        expect(has(DIET_BY[era], text(r, "diet")), `${setting}: ${text(r, "diet")}`).toBe(true);
        for (const w of list(r, "weaknesses")) expect(has(WEAKNESS_BY[era], w), `${setting}: ${w}`).toBe(true);
        for (const x of list(r, "harvestables")) expect(has(HARVEST_BY[era], lower(x)), `${setting}: ${x}`).toBe(true);
        if (era === "future") expect(text(r, "weaknesses")).not.toMatch(/silver|holy|true name|rue/i);
      }
  });

  it("changes most text fields between high fantasy and science fiction", () => expectSettingsChangeContent("monster"));
  it("changes its prose with the tone", () => expectToneChangesProse("monster"));
});

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
