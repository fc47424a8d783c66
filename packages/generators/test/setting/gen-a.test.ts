// character, class and race read like their setting (test/setting.test.ts holds every
// kind to the rule that most text fields change with the setting).
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";

type Kind = "character" | "class" | "race";

function gen(kind: Kind, i: number, setting: string): GeneratedResult {
  return generators[kind]!.generate({ seed: toSeed(`genre-${i}`), options: { setting } });
}

function text(r: GeneratedResult, key: string): string {
  const f = r.fields.find((x) => x.key === key);
  if (!f) return "";
  const v = f.value;
  return v.type === "text" ? v.value : v.type === "list" ? v.items.join(" | ") : v.type === "link" ? v.link.name : "";
}

function prose(r: GeneratedResult): string {
  return [r.summary, ...r.sections.map((s) => s.markdown)].join("\n");
}

describe("content reads like its genre", () => {
  it("character: science-fiction people are no knights, wizards or nobles", () => {
    for (let i = 0; i < 300; i++) {
      const r = gen("character", i, "science-fiction");
      const t = ["occupation", "family", "secret", "formativeEvent", "hooks", "skills"].map((k) => text(r, k)).join(" ");
      expect(t).not.toMatch(/\b(knight|wizard|noble|sword|spell|temple|king)\b/i);
    }
  });

  it("character: steampunk and mythic lives draw on their own worlds", () => {
    let brass = 0;
    let gods = 0;
    for (let i = 0; i < 300; i++) {
      const s = prose(gen("character", i, "steampunk"));
      const m = prose(gen("character", i, "mythic"));
      expect(s).not.toMatch(/\b(laser|starship|AI|wizard)\b/);
      if (/\b(airship|patent|boiler|smog|clockwork|mill|workhouse|pocket watch|monocle|goggles|Ministry|aether)\b/i.test(s)) brass++;
      if (/\b(gods?|goddess|oracle|Styx|Furies|nymph|sphinx|temple|hero)\b/i.test(m)) gods++;
    }
    expect(brass).toBeGreaterThan(240);
    expect(gods).toBeGreaterThan(240);
  });

  it("class: a science-fiction class has no spells, holy orders of old or medieval arms", () => {
    for (let i = 0; i < 300; i++) {
      const r = gen("class", i, "science-fiction");
      const t = ["name", "resource", "proficiencies", "subclasses", "origin"].map((k) => text(r, k)).join(" ");
      expect(t).not.toMatch(/\b(spells?|mana|wizard|paladin|druid|bard|sword|king|castle|dragon)\b/i);
      const prog = r.fields.find((f) => f.key === "progression")!.value;
      const table = prog.type === "table" ? prog.rows.map((row) => row.join(" ")).join(" ") : "";
      expect(`${table} ${r.sections.map((x) => x.markdown).join(" ")}`).not.toMatch(/\b(spells?|divine|holy|unholy|magical|druid)\b/i);
    }
  });

  it("class: steampunk training is brass and gunpowder, mythic training is bronze and the lyre", () => {
    const words = (s: string) => ["name", "resource", "proficiencies", "subclasses", "origin"].map((k) => text(gen("class", 0, s), k)).join(" ");
    expect(words("steampunk")).not.toEqual(words("mythic"));
    for (let i = 0; i < 300; i++) {
      const sp = ["resource", "proficiencies"].map((k) => text(gen("class", i, "steampunk"), k)).join(" ");
      expect(sp).not.toMatch(/\b(laser|plasma|starship|wand|spell)\b/i);
      const my = ["resource", "proficiencies"].map((k) => text(gen("class", i, "mythic"), k)).join(" ");
      expect(my).not.toMatch(/\b(guns?|rifles?|pistols?|steam|computers?)\b/i);
    }
  });

  it("race: a science-fiction people has no kingdoms or magic, and worlds rather than shires", () => {
    let worlds = 0;
    for (let i = 0; i < 300; i++) {
      const r = gen("race", i, "science-fiction");
      const t = ["homeland", "physicalTraits", "senses", "innateTraits", "society", "relations", "subraces"].map((k) => text(r, k)).join(" ");
      expect(t).not.toMatch(/\b(magic|kingdoms?|monarch|elves|dwarves|rune\w*|spells?|castles?)\b/i);
      if (/\b(moon|planet|world|homeworld|ship|habitat|colony|swarm)\b/.test(text(r, "homeland"))) worlds++;
    }
    expect(worlds).toBe(300);
  });

  it("race: post-apocalyptic bodies and gifts bear the wasteland, mythic neighbours are of legend", () => {
    for (let i = 0; i < 300; i++) {
      const p = gen("race", i, "post-apocalyptic");
      expect(text(p, "homeland")).not.toMatch(/\b(old-growth|kingdom|elves)\b/);
      const m = text(gen("race", i, "mythic"), "relations");
      expect(m).toMatch(/Olympians|centaurs|Amazons|cyclopes|sea peoples|city-states|satyrs|Titans' children/);
      expect(m).not.toMatch(/\b(dwarves|elves|orc|halfling|goblins)\b/);
    }
  });
});
