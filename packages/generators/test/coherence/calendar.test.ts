// Coherence of the calendar kind: no doubled articles ("Reign of the the High Throne"), a locked
// era table with the old doubled article is read back fixed, and setting and tone change content.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { fixEraName } from "../../src/kinds/calendar/index.js";
import { expectSettingChangesMost, expectToneChangesProse, run, SEEDS } from "./bank-checks.js";

const everything = (r: ReturnType<typeof run>): string => JSON.stringify([r.summary, r.sections, r.fields]);

describe("calendar coherence", () => {
  it("never says 'the the' in any setting (once: 'the Reign of the the High Throne')", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS / 5; i++) expect(everything(run("calendar", i, { setting, complexity: "complex" }))).not.toMatch(/\bthe the\b/i);
    expect(fixEraName("Reign of the the High Throne")).toBe("Reign of the High Throne");
    expect(fixEraName("Years of the Plague")).toBe("Years of the Plague");
  });

  it("a locked era table from an older version is read back without the doubled article", () => {
    const eras = {
      type: "table",
      columns: ["Era", "Abbreviation", "Began in year"],
      rows: [["Reign of the the High Throne", "RHT", "1"]],
      meta: [{ name: "Reign of the the High Throne", abbr: "RHT", start: 1 }],
    };
    const r = run("calendar", 1, {}, { eras });
    const prose = r.sections.map((s) => s.markdown).join(" ");
    expect(prose).not.toMatch(/the the/i);
    expect(prose).toContain("Reign of the High Throne");
  });

  it("science-fiction calendars name no kings or thrones", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = run("calendar", i, { setting: "science-fiction" });
      expect([r.summary, ...r.sections.map((s) => s.markdown)].join(" ")).not.toMatch(/\b(kings?|thrones?|dragons?|wizards?)\b/i);
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("calendar");
    expectToneChangesProse("calendar");
  });
});

describe("calendar archetypes", () => {
  const meta = <T>(r: ReturnType<typeof run>, key: string): T => r.fields.find((f) => f.key === key)!.value.meta as T;
  it("keeps seasons in the year's order, month names of their season, lunar years without leap days, eras by date with distinct abbreviations", () => {
    const winterHeads = /^(Spring|Summer|Autumn)$/;
    for (const setting of SETTINGS)
      for (let i = 0; i < 120; i++) {
        const r = run("calendar", i, { setting, complexity: i % 3 === 0 ? "complex" : "standard" });
        const archetype = meta<{ id: string }>(r, "archetype").id;
        const seasons = meta<{ month: number }[]>(r, "seasons");
        for (let k = 1; k < seasons.length; k++) expect(seasons[k]!.month).toBeGreaterThan(seasons[k - 1]!.month);
        const months = meta<{ name: string; season: string }[]>(r, "months");
        for (const m of months) if (/^(Frost|Snow|Ice|Rime)/.test(m.name)) expect(m.season, `${m.name} in ${m.season}`).not.toMatch(winterHeads);
        if (archetype === "temple-moon-count") expect(meta<unknown>(r, "leap")).toBeNull();
        const eras = meta<{ start: number; abbr: string }[]>(r, "eras");
        for (let k = 1; k < eras.length; k++) expect(eras[k]!.start).toBeGreaterThan(eras[k - 1]!.start);
        expect(new Set(eras.map((e) => e.abbr)).size).toBe(eras.length);
        const prose = [r.summary, ...r.sections.map((s) => s.markdown), r.fields.find((f) => f.key === "leap")!.value.type === "text" ? "" : ""].join(" ");
        expect(prose).not.toMatch(
          /\b(?:the royal court|the station|every deck|the village|the settlement|the militia|the whole city|the colony council|the city council) (?:light|bless|run|feast|sing|swear|fill|honour|raise|share|forgive|keep|leave|fast|bar|burn|mourn|pay|bury|speak|count|wear|elect|go|fly|throw|eat|swap|let|walk|bake|hold|cheer)\b/,
        );
        expect(prose).not.toMatch(/\bthe After\b|Leap rule: The leap rule/);
      }
  });
});
