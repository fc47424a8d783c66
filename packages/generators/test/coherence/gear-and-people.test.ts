// Coherence of the character, race, weapon, armour-and-clothing, tattoo and class kinds after their
// prose was composed from parts (issue 16): parts come from the pools their concept decides, and
// tone changes the prose.
import { describe, expect, it } from "vitest";
import { ENCH_EFFECT, NONE_TEXT } from "../../src/kinds/armor-clothing/words-prose.js";
import { WORDS } from "../../src/kinds/class/words.js";
import { OTHERS } from "../../src/kinds/race/words.js";
import { EFFECT } from "../../src/kinds/tattoo/words.js";
import { PROPERTIES } from "../../src/kinds/weapon/words-prose.js";
import { RARITIES } from "../../src/kinds/weapon/words.js";
import { expectToneChangesProse, field, gen, list, text } from "./family-checks.js";

const SEEDS = 500;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe("gear and people coherence", () => {
  it("weapon: properties come from its rarity's pool or the one below", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = gen("weapon", `wp${i}`);
      const rarity = text(r, "rarity") as (typeof RARITIES)[number];
      const idx = RARITIES.indexOf(rarity);
      const allowed = [...PROPERTIES[rarity], ...(idx > 0 ? PROPERTIES[RARITIES[idx - 1]!] : [])].map(cap);
      for (const p of list(r, "properties")) expect(allowed, `${rarity}: ${p}`).toContain(p);
    }
  });

  it("armour: an enchantment is either none (and the prose says so) or an effect of the tone", () => {
    for (const tone of ["heroic", "grim", "whimsical"] as const)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("armor-clothing", `ar${i}`, { tone });
        const e = text(r, "enchantment");
        const wear = r.sections.find((s) => s.title === "Enchantment and wear")!.markdown;
        if (NONE_TEXT.includes(e)) expect(wear.startsWith(e)).toBe(false);
        else {
          expect(
            ENCH_EFFECT[tone].some((x) => e.startsWith(`It ${x} `)),
            `${tone}: ${e}`,
          ).toBe(true);
          expect(wear.startsWith(e)).toBe(true);
        }
      }
  });

  it("tattoo: the effect is drawn from the tone's pool", () => {
    for (const tone of ["heroic", "grim", "whimsical"] as const)
      for (let i = 0; i < SEEDS; i++) {
        const e = text(gen("tattoo", `ta${i}`, { tone }), "effect");
        expect(
          EFFECT[tone].some((x) => e.startsWith(`It ${x} `)),
          `${tone}: ${e}`,
        ).toBe(true);
      }
  });

  it("race: science-fiction neighbours are drawn from the future pool", () => {
    const old = new Set(OTHERS.old);
    for (let i = 0; i < SEEDS; i++) {
      const rel = list(gen("race", `rc${i}`, { setting: "science-fiction" }), "relations").join(" | ");
      expect(
        OTHERS.future.some((o) => rel.includes(o)),
        rel,
      ).toBe(true);
      for (const o of old) if (!OTHERS.future.includes(o)) expect(rel).not.toContain(` ${o}`);
    }
  });

  it("class: the progression prose names exactly the features of its table, from its archetype", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = gen("class", `cl${i}`);
      const arch = (field(r, "archetype").meta ?? "martial") as keyof typeof WORDS;
      const own = new Set(WORDS[arch].features.map(([n]) => n));
      const prog = field(r, "progression");
      const rows = prog.type === "table" ? prog.rows : [];
      const prose = r.sections.find((s) => s.title === "Progression")!.markdown;
      for (const row of rows)
        for (const cell of (row[2] ?? "").split("; ")) {
          const name = cell.split(": ")[0]!;
          if (own.has(name)) expect(prose).toContain(name);
        }
      expect(prose).not.toMatch(/: [a-z]/);
    }
  });

  it("character: hooks name the character, and the formative event comes before today", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = gen("character", `ch${i}`);
      const first = text(r, "name").split(" ")[0]!;
      for (const h of list(r, "hooks")) expect(h).toContain(first);
      const history = r.sections.find((s) => s.title === "History")!.markdown;
      expect(history.indexOf(text(r, "formativeEvent"))).toBeGreaterThan(0);
    }
  });

  for (const kind of ["character", "race", "weapon", "armor-clothing", "tattoo", "class"] as const)
    it(`${kind}: tone changes the prose`, () => expectToneChangesProse(kind));
});
