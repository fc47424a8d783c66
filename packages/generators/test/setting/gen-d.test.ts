// skill, magic-system, monster, item, life-skills, government, consumable and material read
// like their setting (test/setting.test.ts holds every kind to the rule that most fields change).
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { textFields } from "../coherence/setting-tone.js";

const gen = (kind: string) => generators[kind as keyof typeof generators]!;

/** Every text of a result (fields, name, summary, prose), for content checks. */
function allText(r: GeneratedResult): string {
  return [r.name, r.summary, ...r.sections.map((s) => s.markdown), ...textFields(r).values()].join("\n");
}
function texts(kind: string, setting: Setting, seeds = 300): string[] {
  const g = gen(kind);
  return Array.from({ length: seeds }, (_, i) => allText(g.generate({ seed: toSeed(`genre-${i}`), options: { setting } })));
}

describe("gen-d kinds: the content reads like its genre", () => {
  it("consumable: mythic doses are libations and ambrosia, never injectors", () => {
    const all = texts("consumable", "mythic").join("\n");
    expect(all).not.toMatch(/\b(injector|medpack|stim|serum)\b/i);
    expect(all).toMatch(/\b(libation|ambrosia|kykeon|nectar)\b/i);
  });
  it("material: mythic materials are worked in the old epics' colours", () => {
    const all = texts("material", "mythic").join("\n");
    expect(all).toMatch(/wine-dark|ichor-gold|Tyrian purple/);
  });
  it("government: a mythic state has no parliament of lords' knights nor stock exchange; it keeps hoplites or chariots", () => {
    const all = texts("government", "mythic").join("\n");
    expect(all).not.toMatch(/\b(knight|parliament of|stock exchange|airship|rifle)/i);
    expect(all).toMatch(/\b(bronze|chariot|hoplite|oracle|black ships)\b/i);
  });
  it("government: dark-fantasy courts are witch-courts, gallows and inquisitors", () => {
    const g = gen("government");
    const courts = Array.from({ length: 200 }, (_, i) => g.generate({ seed: toSeed(`genre-${i}`), options: { setting: "dark-fantasy" } }))
      .map((r) => textFields(r).get("courts") ?? "")
      .join("\n");
    expect(courts).toMatch(/witch|gallows|inquisitor|ordeal|rack/i);
    expect(courts).not.toMatch(/Royal judges ride circuit|Juries of twelve neighbours/);
  });
  it("life-skills: dark-fantasy crafts are grim and mythic crafts are bronze-age", () => {
    const crafts = (setting: Setting) =>
      Array.from({ length: 300 }, (_, i) => textFields(gen("life-skills").generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("craft") ?? "");
    expect(crafts("dark-fantasy")).toEqual(expect.arrayContaining(["Grave-robbing", "Plague-doctoring", "Coffin-making"]));
    expect(crafts("mythic")).toEqual(expect.arrayContaining(["Bronze-casting", "Epic singing", "Temple sleep"]));
    expect(crafts("mythic")).not.toContain("Glassblowing");
  });
  it("item: dark-fantasy and mythic items are their own kinds of thing", () => {
    const types = (setting: Setting) =>
      new Set(Array.from({ length: 300 }, (_, i) => textFields(gen("item").generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("type")));
    const mythic = types("mythic");
    expect(mythic.has("Xiphos") || mythic.has("Krater") || mythic.has("Kithara")).toBe(true);
    for (const t of ["Sword", "Grimoire", "Pistol", "Datapad"]) expect(mythic.has(t)).toBe(false);
    const dark = types("dark-fantasy");
    expect(dark.has("Reliquary") || dark.has("Shroud") || dark.has("Flail")).toBe(true);
    for (const t of ["Lute", "Circlet", "Scanner"]) expect(dark.has(t)).toBe(false);
  });
  it("skill: steampunk skills are taught in clubs and institutes, mythic ones by centaurs and oracles; no fleet or implant", () => {
    const steam = texts("skill", "steampunk").join("\n");
    expect(steam).not.toMatch(/\b(implant|neural|drone|mana)\b/i);
    expect(steam).toMatch(/Royal Aetheric Institute|fencing club|Bartitsu|patent/i);
    const mythic = texts("skill", "mythic").join("\n");
    expect(mythic).not.toMatch(/\b(implant|patent|guild token)\b/i);
    expect(mythic).toMatch(/centaur|oracle|the gods/i);
  });
  it("magic-system: dark-fantasy magic is blood pacts and the dead; steampunk magic is aether and galvanism; mythic magic is gods and stars", () => {
    const kinds = (setting: Setting) =>
      new Set(
        Array.from({ length: 300 }, (_, i) => textFields(gen("magic-system").generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("archetype")),
      );
    const dark = kinds("dark-fantasy");
    expect(dark.has("Blood pact") && dark.has("Grave-calling")).toBe(true);
    expect(dark.has("Star-reading") || dark.has("Song-weaving")).toBe(false);
    const steam = kinds("steampunk");
    expect(steam.has("Aether engineering") && steam.has("Galvanic art")).toBe(true);
    expect(steam.has("Song-weaving") || steam.has("Rune carving")).toBe(false);
    const mythic = kinds("mythic");
    expect(mythic.has("Divine favour") && mythic.has("Star-reading")).toBe(true);
    expect(mythic.has("Aether engineering") || mythic.has("Psionic discipline")).toBe(false);
    expect(texts("magic-system", "steampunk").join("\n")).not.toMatch(/\b(implant|nanite|psionic)/i);
  });
  it("monster: a modern monster is a cryptid of highways and basements, a mythic one a creature of legend, a steampunk one lives in smog and sewers", () => {
    const types = (setting: Setting) =>
      new Set(Array.from({ length: 300 }, (_, i) => textFields(gen("monster").generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("type")));
    for (const t of ["dragonkin", "fey", "elemental"]) {
      expect(types("modern").has(t)).toBe(false);
      expect(types("steampunk").has(t)).toBe(false);
    }
    expect(types("mythic").has("gorgon") && types("mythic").has("hydra")).toBe(true);
    expect(types("dark-fantasy").has("revenant")).toBe(true);
    expect(texts("monster", "steampunk").join("\n")).not.toMatch(/\b(starship|airlock|geiger)\b/i);
    expect(texts("monster", "modern").join("\n")).toMatch(/trail-cam|forum thread|podcast|park rangers/i);
  });
});
