// Government coherence (issue 16): the type decides titles, succession and legislature; the
// setting's era decides the rest (no kings' courts among the stars); a stand-in ruler in a world
// with a saved language is named in that language.
import { describe, expect, it } from "vitest";
import { generate, generators, toSeed, type GeneratedResult, type World } from "../../src/index.js";
import { ERA, ERA_OF } from "../../src/kinds/government/eras.js";
import { TYPE_WORDS, type GovType } from "../../src/kinds/government/words.js";
import { settingChangesMost, toneChangesProse } from "./setting-tone.js";

const SEEDS = 500;
const g = generators.government!;
const field = (r: GeneratedResult, key: string) => r.fields.find((f) => f.key === key)!.value;
const text = (r: GeneratedResult, key: string): string => {
  const v = field(r, key);
  return v.type === "text" ? v.value : v.type === "link" ? v.link.name : "";
};

describe("government coherence", () => {
  it("takes succession and legislature from its type, and its ruler's title from type and era", () => {
    for (const setting of ["high-fantasy", "science-fiction", "post-apocalyptic"] as const) {
      for (let i = 0; i < SEEDS / 5; i++) {
        const r = g.generate({ seed: toSeed(`gov-${setting}-${i}`), options: { setting } });
        const type = field(r, "type").meta as GovType;
        const w = TYPE_WORDS[type];
        expect(w.succession).toContain(text(r, "succession"));
        expect(w.legislature.map((l) => l.toLowerCase())).toContain(text(r, "legislature").toLowerCase());
        const titles = ERA[ERA_OF[setting]].titles?.[type] ?? w.titles;
        expect(
          titles.some((t) => text(r, "head").startsWith(`${t} `)),
          `${setting} ${type}: ${text(r, "head")}`,
        ).toBe(true);
        expect(ERA[ERA_OF[setting]].courts).toContain(text(r, "courts"));
      }
    }
  });

  it("has no kings, knights or crowns in a science-fiction state", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = g.generate({ seed: toSeed(`gov-sf-${i}`), options: { setting: "science-fiction", type: "republic" } });
      const prose = [r.summary, ...r.sections.map((s) => s.markdown)].join(" ");
      expect(prose).not.toMatch(/\b(King|Queen|knight|crown|shire|galley)/i);
    }
  });

  it("names a stand-in ruler in the world's language when it has one", () => {
    const lang = generate("language", { seed: "gov-lang", options: { sound: "guttural" } })[0]!;
    const world: World = { entities: [{ id: "l1", kind: "language", name: lang.name, data: { system: lang.system } }] };
    const plain = new Set([
      "Aurelian",
      "Berengaria",
      "Casimir",
      "Drusilla",
      "Evander",
      "Flavia",
      "Gregor",
      "Honoria",
      "Idris",
      "Julitta",
      "Konstantin",
      "Livia",
      "Maximilian",
      "Octavia",
      "Radomir",
      "Severine",
    ]);
    for (let i = 0; i < 100; i++) {
      const r = g.generate({ seed: toSeed(`gov-w-${i}`), world });
      const words = text(r, "head").split(" ");
      expect(
        words.some((w) => plain.has(w)),
        text(r, "head"),
      ).toBe(false);
      const without = g.generate({ seed: toSeed(`gov-w-${i}`) });
      expect(
        text(without, "head")
          .split(" ")
          .some((w) => plain.has(w)),
      ).toBe(true);
    }
  });

  it("changes most text fields with the setting and its prose with the tone", () => {
    expect(settingChangesMost("government", SEEDS)).toBeGreaterThan(0.9);
    expect(toneChangesProse("government", SEEDS)).toBeGreaterThan(0.9);
  });
});
