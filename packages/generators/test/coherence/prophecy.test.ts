// Coherence of the prophecy kind: a science-fiction prophecy has no royal lines, kings or
// crowns; the verse's images follow the setting; setting and tone change the content.
import { describe, expect, it } from "vitest";
import { THINGS } from "../../src/kinds/prophecy/words.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

describe("prophecy coherence", () => {
  it("a science-fiction prophecy speaks of no kings (its date aside), crowns, thrones or royal lines", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = run("prophecy", i, { setting: "science-fiction" });
      // The date comes from the (stock) calendar, whose day names are not this kind's words.
      const given = field(r, "given");
      const date = given.type === "date" ? given.date.text : "";
      const prose = [r.summary, ...r.sections.map((s) => s.markdown)].join(" ").split(date).join(" ");
      expect(prose.match(/.{0,30}\b(kings?|crowns?|thrones?|royal|elves|elven|dragons?)\b.{0,10}/i)?.[0]).toBeUndefined();
      expect(THINGS["science-fiction"]).toContain(text(r, "thing"));
    }
  });

  it("a locked central image stays in the verse and the name when the rest is rerolled", () => {
    const thing = { type: "text", value: "silent beacon" };
    for (let i = 0; i < 100; i++) {
      const r = run("prophecy", 900 + i, {}, { thing });
      expect(text(r, "verse")).toContain("silent beacon");
      expect(r.name).toContain("Silent Beacon");
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("prophecy");
    expectToneChangesProse("prophecy");
  });
});
