// Coherence of the inheritances kind: the setting's family decides the benefactor's role and the
// words of the will (who receives forfeits, who reads it); setting and tone change the content.
import { describe, expect, it } from "vitest";
import { familyOf } from "../../src/core/phrases/setting-families.js";
import { SETTINGS } from "../../src/index.js";
import { BENEFACTOR_ROLES, WILL_WORLD } from "../../src/kinds/inheritances/frames.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

describe("inheritances coherence", () => {
  it("the setting's family decides the benefactor's role and who rules, reads and receives forfeits", () => {
    for (let i = 0; i < SEEDS; i++) {
      const setting = SETTINGS[i % SETTINGS.length]!;
      const family = familyOf(setting);
      const r = run("inheritances", i, { setting });
      const role = (field(r, "benefactor") as { meta?: { role?: string } }).meta?.role;
      expect(BENEFACTOR_ROLES[family]).toContain(role);
      expect(r.sections[0]!.markdown).toContain(role!);
      const prose = `${text(r, "conditions")} ${text(r, "disputes")}`;
      const own = [...WILL_WORLD[family].forfeit, ...WILL_WORLD[family].ruler, ...WILL_WORLD[family].clerk];
      for (const [f, w] of Object.entries(WILL_WORLD)) {
        if (f === family) continue;
        // A word of another family may appear only inside one of this family's own words ("the executor program").
        for (const word of [...w.forfeit, ...w.ruler, ...w.clerk])
          if (prose.includes(word))
            expect(
              own.some((o) => o.includes(word) && prose.includes(o)),
              `${setting}: ${word}`,
            ).toBe(true);
      }
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("inheritances");
    expectToneChangesProse("inheritances");
  });
});
