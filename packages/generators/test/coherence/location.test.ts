// Location coherence: the biome decides climate, trades, dangers and senses; the type decides
// landmarks (no town gates in a dungeon); science fiction has no kings; setting and tone change the prose.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { familyOf } from "../../src/core/phrases/setting-families.js";
import { BIOMES } from "../../src/kinds/location/words-biomes.js";
import { LANDMARKS } from "../../src/kinds/location/words-places.js";
import { LOC_ARCHETYPES } from "../../src/kinds/location/archetypes.js";
import { GATHERING_MIN, RULERS, URBAN_MIN } from "../../src/kinds/location/people.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, meta, prose, text } from "./family-checks.js";

const UNSETTLED = ["ruin", "dungeon", "wilds"];
// Each landmark template as a pattern matching the start of a landmark item, with its fit.
const esc = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
const PATTERNS = Object.values(LANDMARKS).flatMap((l) =>
  l.map(([t, fit]) => ({
    t,
    fit,
    re: new RegExp(
      `^${esc(t)
        .replace(/\\?\{a:adj\\?\}/g, "an? [\\w -]+?")
        .replace(/\\?\{adj\\?\}/g, "[\\w -]+?")
        .replace(/\\?\{(seat|inn)\\?\}/g, ".+")},`,
      "i",
    ),
  })),
);

describe("location coherence", () => {
  it("draws climate, trades, dangers and senses from the biome, in every setting (500 seeds each)", () => {
    for (const setting of SETTINGS) {
      const biomes = BIOMES[familyOf(setting)];
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `bio${i}`, { setting });
        const m = meta<{ biome: string; climate: string; where: string }>(r, "region");
        const b = biomes.find((x) => x.id === m.biome)!;
        expect(b, `${setting}: biome ${m.biome}`).toBeDefined();
        expect(b.climates).toContain(m.climate);
        expect(b.where.some((w) => m.where.endsWith(w))).toBe(true);
        expect(
          list(r, "economy").some((t) => b.trades.includes(t)),
          `${setting} ${b.id}: ${text(r, "economy")}`,
        ).toBe(true);
        expect(
          list(r, "dangers").some((t) => b.dangers.includes(t)),
          `${setting} ${b.id}: ${text(r, "dangers")}`,
        ).toBe(true);
        const senses = field(r, "senses");
        if (senses.type === "pairs") expect(senses.pairs).toHaveLength(3);
        if (text(r, "type") === "port" && familyOf(setting) !== "future") expect(b.coastal).toBe(true);
      }
    }
  });

  it("never makes a desert oasis humid or stormy", () => {
    for (let i = 0; i < 2000; i++) {
      const r = gen("location", `oasis${i}`);
      if (meta<{ biome: string }>(r, "region").biome === "desert") expect(text(r, "region")).not.toMatch(/humid|storm|monsoon|fog|rainy/);
    }
  });

  it("gives ruins, dungeons and wilds no town landmarks (no town gates in a dungeon)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `lm${i}`, { setting, type: UNSETTLED[i % 3]! });
        for (const item of list(r, "landmarks")) {
          const from = PATTERNS.filter((p) => p.re.test(item));
          expect(from.length, item).toBeGreaterThan(0);
          expect(
            from.some((p) => p.fit !== "settled" && p.fit !== "coast"),
            `${setting} ${text(r, "type")}: ${item}`,
          ).toBe(true);
          expect(item).not.toMatch(/town gate|market|an inn|a diner/i);
        }
      }
  });

  it("keeps a rerolled place true to a locked region", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("location", `lock${i}`);
      const region = field(first, "region");
      const type = field(first, "type");
      const again = gen("location", `other${i}`, {}, { region, type });
      const b = BIOMES.old.find((x) => x.id === meta<{ biome: string }>(first, "region").biome)!;
      expect(list(again, "economy").some((t) => b.trades.includes(t))).toBe(true);
      expect(list(again, "dangers").some((t) => b.dangers.includes(t))).toBe(true);
    }
  });

  it("puts no kings, lords or crowns in science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("location", `sf${i}`, { setting: "science-fiction" });
      expect(prose(r)).not.toMatch(/\b(king|queen|lord|crown|duke|duchess|baron|knight|sword|temple)s?\b/i);
    }
  });

  it("fits head count, ruler and districts to the archetype, in every setting (500 seeds each)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `arch${i}`, { setting });
        const a = LOC_ARCHETYPES.find((x) => x.id === meta<{ id: string }>(r, "archetype").id)!;
        expect(a, text(r, "archetype")).toBeDefined();
        expect(text(r, "type")).toBe(a.type);
        const pop = field(r, "population");
        const n = pop.type === "number" ? pop.value : -1;
        expect(n, `${a.id}: ${n}`).toBeGreaterThanOrEqual(a.pop[0]);
        expect(n, `${a.id}: ${n}`).toBeLessThanOrEqual(a.pop[1]);
        const d = list(r, "districts").length;
        expect(d >= a.districts[0] && d <= a.districts[1], `${a.id}: ${d} districts`).toBe(true);
        if (a.tier !== "none") {
          const ruler = text(r, "ruler");
          const titles = RULERS[setting][a.tier];
          expect(
            titles.some((t) => ruler === `The ${t}` || ruler.startsWith(`${t} `)),
            `${setting} ${a.id} (${n}) ruled by ${ruler}`,
          ).toBe(true);
        }
      }
  });

  it("gives a near-empty place no crowds at its landmarks, one shrine at most, and no arena in a village", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `few${i}`, { setting });
        const pop = field(r, "population");
        const n = pop.type === "number" ? pop.value : 0;
        const marks = list(r, "landmarks");
        expect(marks.filter((m) => /temple|altar|shrine|church|chapel|cairn|standing stones/.test(m.split(",")[0]!)).length).toBeLessThanOrEqual(1);
        if (n < GATHERING_MIN) for (const m of marks) expect(m, `${n} people`).not.toMatch(/, where /);
        if (n < URBAN_MIN) for (const m of marks) expect(m.split(",")[0], `${n} people`).not.toMatch(/arena|stadium|library|courthouse|cinema/);
        expect(prose(r)).not.toMatch(/About [\d,]+ souls? live there/);
      }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("location"));
  it("changes the prose with the tone", () => expectToneChangesProse("location"));

  it("fits districts, zones and senses to the place's scale and ground (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `loc-fit-${setting}-${i}`, { setting });
        const a = LOC_ARCHETYPES.find((x) => x.id === (meta(r, "archetype") as { id: string }).id)!;
        const parts = list(r, "districts").join(" | ");
        if (a.tier === "village") expect(parts, `${a.id}: ${parts}`).not.toMatch(/Quarter|Ward|Heights|Arcade|Aerodrome|Acropolis|Agora|District|\bRow\b/i);
        if (a.type === "wilds") expect(parts, `${a.id}: ${parts}`).not.toMatch(/\b(?:throne|vault|chamber|hall|gallery|basement|offices|crypt)\b/i);
        const senses = field(r, "senses");
        const said = senses.type === "pairs" ? senses.pairs.map((p) => p.value).join(" | ") : "";
        if (a.pop[1] < URBAN_MIN) expect(said, `${a.id}: ${said}`).not.toMatch(/\bhundreds?\b|hawkers|holo-signs|noodle stalls|upper windows/);
      }
  });

  it("writes prose, not notes: no doubled hedges, stock closers, label notes or 'one that' fillers (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("location", `loc-prose-${setting}-${i}`, { setting });
        const p = prose(r);
        expect(p).not.toMatch(
          /, they say\.|though few believe it|\. Probably\.|Why\? |\bone that\b|Rule: |Trade: |Rulers\? |The weather (?:is|in|on|at)\b|Children know it by heart|Locals tell it proudly|keeps the order|\bit rose again/,
        );
        expect(r.sections.find((x) => x.title === "Places of note")?.markdown ?? "").not.toMatch(/^(?:Notable sights|Places of note|Worth seeing):/);
      }
  });
});
