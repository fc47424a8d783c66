// Coherence of the lore kind: the setting (its family, or its own pools in dark fantasy, steampunk
// and mythic) decides the hero's role, helpers, harms, tellers
// and the events behind the tale (no deck hands in high fantasy, no hermits among the stars); a
// bargain's price is paid; setting and tone change the content.
import { describe, expect, it } from "vitest";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { SETTINGS } from "../../src/index.js";
import { EVENTS, HELPERS, ROLES } from "../../src/kinds/lore/tale.js";
import { EVENTS_OLD, HELPERS_OLD, ROLES_OLD } from "../../src/kinds/lore/words-old.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

describe("lore coherence", () => {
  it("the setting's family decides the hero's role, the helper and the event behind the tale", () => {
    for (let i = 0; i < SEEDS; i++) {
      const setting = SETTINGS[i % SETTINGS.length]!;
      const r = run("lore", i, { setting });
      const figures = field(r, "figures");
      const meta = (figures as { meta?: { role?: string; helper?: string } }).meta ?? {};
      expect(forSetting(setting, ROLES, ROLES_OLD)).toContain(meta.role);
      expect(forSetting(setting, HELPERS, HELPERS_OLD)).toContain(meta.helper);
      const tale = text(r, "tale");
      expect(tale, setting).toContain(meta.role!);
      const truth = text(r, "truth");
      const own = forSetting(setting, EVENTS, EVENTS_OLD);
      const others = [...Object.values(EVENTS), ...Object.values(EVENTS_OLD)].flat();
      for (const e of others) if (!own.includes(e)) expect(truth, setting).not.toContain(e);
    }
  });

  it("reads no fixed sentence twice across the sections of one result", () => {
    for (let i = 0; i < 200; i++) {
      const r = run("lore", i);
      const sentences = r.sections
        .filter((s) => s.title !== "Variants" && s.title !== "The truth behind it")
        .map((s) => s.markdown)
        .join(" ")
        .split(/(?<=[.!?])\s+/)
        .filter((s) => s.length > 30);
      expect(new Set(sentences).size, r.seed).toBe(sentences.length);
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("lore");
    expectToneChangesProse("lore");
  });
});
