// Coherence of the calendar kind: no doubled articles ("Reign of the the High Throne"), a locked
// era table with the old doubled article is read back fixed, and setting and tone change content.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { fixEraName } from "../../src/kinds/calendar/index.js";
import { expectSettingChangesMost, expectToneChangesProse, run, SEEDS } from "./bank-checks.js";

const everything = (r: ReturnType<typeof run>): string => JSON.stringify([r.summary, r.sections, r.fields]);

describe("calendar coherence", () => {
  it("never says 'the the' in any setting (issue 16: 'the Reign of the the High Throne')", () => {
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
