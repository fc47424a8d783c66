// Issue 16: the setting changes the content of gen-d's kinds (skill, magic-system, monster, item,
// life-skills, government, consumable, material), not just their labels.
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import { SETTINGS, type Setting } from "../../src/core/options.js";
import { textFields } from "../coherence/setting-tone.js";

/** Share of seeds in which more than half of the text and list fields differ between high fantasy and `setting`. */
function settingChangesMostFor(kind: string, setting: Setting, seeds = 500, options: Record<string, unknown> = {}): number {
  const g = generators[kind as keyof typeof generators]!;
  let ok = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = toSeed(`setting-${i}`);
    const a = textFields(g.generate({ seed, options: { ...options, setting: "high-fantasy" } }));
    const b = textFields(g.generate({ seed, options: { ...options, setting } }));
    let differ = 0;
    for (const [k, v] of a) if (b.get(k) !== v) differ++;
    if (differ * 2 > a.size) ok++;
  }
  return ok / seeds;
}

/** Every text of a result (fields, name, summary, prose), for content checks. */
function allText(r: GeneratedResult): string {
  return [r.name, r.summary, ...r.sections.map((s) => s.markdown), ...textFields(r).values()].join("\n");
}
function texts(kind: string, setting: Setting, seeds = 300): string[] {
  const g = generators[kind as keyof typeof generators]!;
  return Array.from({ length: seeds }, (_, i) => allText(g.generate({ seed: toSeed(`genre-${i}`), options: { setting } })));
}

const KINDS = ["consumable", "material", "government", "life-skills", "item"] as const;
const OTHERS = SETTINGS.filter((s) => s !== "high-fantasy");

describe("gen-d kinds: the setting changes most fields", () => {
  for (const kind of KINDS) {
    for (const setting of OTHERS) {
      it(`${kind}: ${setting} changes more than half the text fields in ≥ 90 % of 500 seeds`, () => {
        expect(settingChangesMostFor(kind, setting)).toBeGreaterThanOrEqual(0.9);
      });
    }
  }
});

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
    const g = generators.government;
    const courts = Array.from({ length: 200 }, (_, i) => g.generate({ seed: toSeed(`genre-${i}`), options: { setting: "dark-fantasy" } }))
      .map((r) => textFields(r).get("courts") ?? "")
      .join("\n");
    expect(courts).toMatch(/witch|gallows|inquisitor|ordeal|rack/i);
    expect(courts).not.toMatch(/Royal judges ride circuit|Juries of twelve neighbours/);
  });
  it("life-skills: dark-fantasy crafts are grim and mythic crafts are bronze-age", () => {
    const crafts = (setting: Setting) =>
      Array.from(
        { length: 300 },
        (_, i) => textFields(generators["life-skills"].generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("craft") ?? "",
      );
    expect(crafts("dark-fantasy")).toEqual(expect.arrayContaining(["Grave-robbing", "Plague-doctoring", "Coffin-making"]));
    expect(crafts("mythic")).toEqual(expect.arrayContaining(["Bronze-casting", "Epic singing", "Temple sleep"]));
    expect(crafts("mythic")).not.toContain("Glassblowing");
  });
  it("item: dark-fantasy and mythic items are their own kinds of thing", () => {
    const types = (setting: Setting) =>
      new Set(Array.from({ length: 300 }, (_, i) => textFields(generators.item.generate({ seed: toSeed(`genre-${i}`), options: { setting } })).get("type")));
    const mythic = types("mythic");
    expect(mythic.has("Xiphos") || mythic.has("Krater") || mythic.has("Kithara")).toBe(true);
    for (const t of ["Sword", "Grimoire", "Pistol", "Datapad"]) expect(mythic.has(t)).toBe(false);
    const dark = types("dark-fantasy");
    expect(dark.has("Reliquary") || dark.has("Shroud") || dark.has("Flail")).toBe(true);
    for (const t of ["Lute", "Circlet", "Scanner"]) expect(dark.has(t)).toBe(false);
  });
});
