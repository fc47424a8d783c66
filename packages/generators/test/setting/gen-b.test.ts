// weapon, tattoo, armor-clothing and game read like their setting (test/setting.test.ts
// holds every kind to the rule that most text fields change with the setting).
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { INK_EFFECT } from "../../src/kinds/tattoo/words-setting.js";
import { textFields } from "../coherence/setting-tone.js";

function results(kind: string, setting: Setting, n = 200): GeneratedResult[] {
  const g = generators[kind as keyof typeof generators]!;
  return Array.from({ length: n }, (_, i) => g.generate({ seed: toSeed(`genre-${i}`), options: { setting } }));
}

/** All the text of a result: summary, sections and every text or list field. */
function allText(r: GeneratedResult): string {
  return [r.summary, ...r.sections.map((s) => s.markdown), ...textFields(r).values()].join("\n");
}

describe("weapon reads like its setting", () => {
  it("has no lasers, plasma or guns in steampunk or mythic, and no swords or magic in science fiction", () => {
    for (const setting of ["steampunk", "mythic"] as const) {
      for (const r of results("weapon", setting)) expect(allText(r)).not.toMatch(/\b(laser|plasma|nanite|pistol round|rifle round)s?\b/i);
    }
    for (const r of results("weapon", "science-fiction")) {
      const t = r.fields.find((f) => f.key === "type")!.value;
      expect(t.type === "text" ? t.value : "").not.toMatch(/\b(longsword|greatsword|halberd|longbow|flanged mace|morning star|quarterstaff)\b/i);
      expect(allText(r)).not.toMatch(/\b(wards?|spirits|curses?|wizards?|kings)\b/i);
    }
  });

  it("draws mythic arms of bronze-age heroes and post-apocalyptic arms of scrap", () => {
    const mythic = results("weapon", "mythic").map(allText).join("\n");
    expect(mythic).toMatch(/bronze|god|hero/i);
    const fallen = results("weapon", "post-apocalyptic").map(allText).join("\n");
    expect(fallen).toMatch(/scrap|rebar|salvaged|pipe/i);
    expect(fallen).not.toMatch(/\b(longsword|elven|mithral|dragonbone|starsteel)\b/i);
  });
});

describe("tattoo reads like its setting", () => {
  it("draws each setting's own motifs", () => {
    const motif = (setting: Setting) => results("tattoo", setting).map((r) => r.fields.find((f) => f.key === "design")!.value);
    const text = (setting: Setting) =>
      motif(setting)
        .map((v) => (v.type === "text" ? v.value : ""))
        .join("\n");
    expect(text("steampunk")).toMatch(/cogwheel|airship|pocket watch|locomotive/i);
    expect(text("science-fiction")).toMatch(/starship|circuit|orbital|helix/i);
    expect(text("science-fiction")).not.toMatch(/\b(runes?|crown of leaves|stag)\b/i);
  });

  it("stirs like a made thing where ink is technology: nanite ink in science fiction, galvanic ink in steampunk", () => {
    for (const setting of ["science-fiction", "modern", "steampunk"] as const)
      for (const tone of ["heroic", "grim", "whimsical"] as const) {
        const pool = INK_EFFECT[setting]![tone];
        for (let i = 0; i < 100; i++) {
          const r = generators.tattoo!.generate({ seed: toSeed(`ink-${i}`), options: { setting, tone } });
          const e = r.fields.find((f) => f.key === "effect")!.value;
          const said = e.type === "text" ? e.value : "";
          expect(
            pool.some((x) => said.startsWith(`It ${x} `)),
            `${setting} ${tone}: ${said}`,
          ).toBe(true);
        }
      }
  });

  it("is applied in science fiction without bone needles or blind priests", () => {
    for (const r of results("tattoo", "science-fiction")) expect(allText(r)).not.toMatch(/bone needles|blind priest|smoke hut|wolves/i);
  });
});

describe("armor-clothing reads like its setting", () => {
  const field = (r: GeneratedResult, key: string) => {
    const v = r.fields.find((f) => f.key === key)!.value;
    return v.type === "text" ? v.value : "";
  };

  it("dresses mythic heroes in bronze and linen, dark fantasy in mourning and rust", () => {
    const mythic = results("armor-clothing", "mythic")
      .map((r) => field(r, "garment"))
      .join("\n");
    expect(mythic).toMatch(/bronze|chiton|himation|sandals/);
    expect(mythic).not.toMatch(/plate carrier|kevlar|hoodie|top hat|full plate/);
    const dark = results("armor-clothing", "dark-fantasy")
      .map((r) => field(r, "garment"))
      .join("\n");
    expect(dark).toMatch(/mourning|plague|rusted|blackened/);
  });

  it("fits science fiction and the present day with devices, not spells", () => {
    for (const setting of ["science-fiction", "modern"] as const) {
      for (const r of results("armor-clothing", setting)) {
        expect(field(r, "enchantment")).not.toMatch(/dead men|grave|ghost|arrows/);
      }
    }
    const cost = results("armor-clothing", "steampunk", 5).map((r) => r.fields.find((f) => f.key === "cost")!.value);
    for (const v of cost) expect(v.type === "number" ? v.unit : "").toBe("shillings");
  });
});

describe("game reads like its setting", () => {
  it("is played with the setting's own things, by its own kind of people", () => {
    const equipment = (setting: Setting) =>
      results("game", setting)
        .map((r) => r.fields.find((f) => f.key === "equipment")!.value)
        .flatMap((v) => (v.type === "list" ? v.items : []))
        .join("\n");
    expect(equipment("science-fiction")).toMatch(/holo|zero-gravity|credit|drone|AI/);
    expect(equipment("science-fiction")).not.toMatch(/knucklebone|withies|bone|candle/i);
    expect(equipment("steampunk")).toMatch(/brass|clockwork|steam|gilt/i);
    expect(equipment("mythic")).not.toMatch(/app|plastic|credit|clockwork/i);
  });

  it("plays by rules that name the setting's own equipment, for the setting's own stakes", () => {
    const texts = (setting: Setting, key: string) =>
      results("game", setting)
        .map((r) => r.fields.find((f) => f.key === key)!.value)
        .flatMap((v) => (v.type === "list" ? v.items : v.type === "text" ? [v.value] : []))
        .join("\n");
    expect(texts("science-fiction", "rules")).toMatch(/\b(AI|holo-\w+|ship tokens|mag-boots|smart-deck|data-tiles)\b/);
    expect(texts("science-fiction", "rules")).not.toMatch(/\b(elves|dwarves|magic|spellcraft)\b/i);
    expect(texts("post-apocalyptic", "culturalRole")).toMatch(/water|bullets|fuel|bottle caps|salvage/i);
    expect(texts("post-apocalyptic", "rules")).toMatch(/\b(caps|bonnet|bolts|spark plug|tally tin|oil drum|cans)\b/);
  });
});
