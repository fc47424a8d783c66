// Coherence of the inheritances kind: the setting (its own pools, else its family's) decides the benefactor's role and the
// words of the will (who receives forfeits, who reads it); setting and tone change the content.
import { describe, expect, it } from "vitest";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { SETTINGS } from "../../src/index.js";
import { BENEFACTOR_ROLES, WILL_WORLD } from "../../src/kinds/inheritances/frames.js";
import { OWN_BENEFACTOR_ROLES, OWN_WILL_WORLD } from "../../src/kinds/inheritances/frames-setting.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

describe("inheritances coherence", () => {
  it("the setting (its own pools, else its family's) decides the benefactor's role and who rules, reads and receives forfeits", () => {
    for (let i = 0; i < SEEDS; i++) {
      const setting = SETTINGS[i % SETTINGS.length]!;
      const world = forSetting(setting, WILL_WORLD, OWN_WILL_WORLD);
      const r = run("inheritances", i, { setting });
      const role = (field(r, "benefactor") as { meta?: { role?: string } }).meta?.role;
      expect(forSetting(setting, BENEFACTOR_ROLES, OWN_BENEFACTOR_ROLES)).toContain(role);
      expect(r.sections[0]!.markdown).toContain(role!);
      const prose = `${text(r, "conditions")} ${text(r, "disputes")}`;
      const own = [...world.forfeit, ...world.ruler, ...world.clerk];
      for (const w of [...Object.values(WILL_WORLD), ...Object.values(OWN_WILL_WORLD)]) {
        if (w === world) continue;
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
