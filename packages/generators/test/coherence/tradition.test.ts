// Coherence of the tradition kind: the setting (its family, or its own pools in dark fantasy,
// steampunk and mythic) decides the symbol, participants, food,
// music and dress (no barley sheaves on a station); setting and tone change the content.
import { describe, expect, it } from "vitest";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { SETTINGS } from "../../src/index.js";
import { DRESS, MUSIC, PARTICIPANTS, SYMBOLS } from "../../src/kinds/tradition/frames.js";
import { DRESS_OLD, MUSIC_OLD, PARTICIPANTS_OLD, SYMBOLS_OLD } from "../../src/kinds/tradition/words-old.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

describe("tradition coherence", () => {
  it("the setting decides the symbol, participants, music and dress, and the steps use the symbol", () => {
    for (let i = 0; i < SEEDS; i++) {
      const setting = SETTINGS[i % SETTINGS.length]!;
      const r = run("tradition", i, { setting });
      const symbol = text(r, "symbol");
      expect(forSetting(setting, SYMBOLS, SYMBOLS_OLD)).toContain(symbol);
      expect(forSetting(setting, PARTICIPANTS, PARTICIPANTS_OLD).map((p) => p.toLowerCase())).toContain(text(r, "participants").toLowerCase());
      expect(text(r, "symbolism").toLowerCase()).toContain(symbol.toLowerCase());
      const customs = field(r, "customs");
      if (customs.type !== "pairs") throw new Error("customs is not pairs");
      const pair = (label: string) => customs.pairs.find((p) => p.label === label)!.value.toLowerCase();
      expect(forSetting(setting, MUSIC, MUSIC_OLD).map((m) => m.toLowerCase())).toContain(pair("Music"));
      expect(forSetting(setting, DRESS, DRESS_OLD).map((m) => m.toLowerCase())).toContain(pair("Dress"));
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("tradition");
    expectToneChangesProse("tradition");
  });
});
