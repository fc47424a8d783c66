// Coherence of the class kind: the archetype belongs to the setting and fixes role, hit die,
// primary abilities and saving throws; the kit of that setting gives its armour, weapons, skills,
// resource and paths; the progression climbs the archetype's own feature ladder in power order
// (tier by tier, a capstone at 10th level, nothing twice), and its prose names exactly those
// features; a touch-range class never reaches far; locks keep all of it consistent.
import { describe, expect, it } from "vitest";
import { ARCHETYPES, archetypesOf, kitOf, type ClassArchetype } from "../../src/kinds/class/archetypes.js";
import { STEP_ABILITY, STEP_SUBCLASS } from "../../src/kinds/class/words.js";
import { fill } from "../../src/core/template.js";
import { SETTINGS, type GeneratedResult } from "../../src/index.js";
import { field, run, SEEDS, text } from "./bank-checks.js";
import { expectToneChangesProse } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (r: GeneratedResult, key: string): readonly string[] => {
  const v = field(r, key);
  return v.type === "list" ? v.items : [];
};

function archOf(r: GeneratedResult): ClassArchetype {
  const id = (field(r, "archetype").meta as { id: string }).id;
  return ARCHETYPES.find((a) => a.id === id)!;
}

/** The feature names of the table, level by level, without the structural steps. */
function featureNames(r: GeneratedResult): { level: number; name: string }[] {
  const v = field(r, "progression");
  if (v.type !== "table") throw new Error("progression is not a table");
  return v.rows.flatMap((row) =>
    (row[2] ?? "")
      .split("; ")
      .map((p) => p.split(": ")[0]!)
      .filter((n) => n !== STEP_SUBCLASS && n !== STEP_ABILITY && !n.startsWith("More "))
      .map((name) => ({ level: Number(row[0]), name })),
  );
}

function check(r: GeneratedResult, setting: (typeof SETTINGS)[number]): void {
  const a = archOf(r);
  expect(a.kits[setting], `${a.id} in ${setting}`).toBeDefined();
  const k = kitOf(a, setting);
  expect(text(r, "role")).toBe(cap(a.role));
  expect(list(r, "primaryAttributes")).toEqual([...a.primary]);
  expect(list(r, "savingThrows")).toEqual([...a.saves]);
  const hd = field(r, "hitDie");
  expect(hd.type === "number" && hd.value).toBe(a.hitDie);
  const prof = list(r, "proficiencies");
  expect(prof.slice(0, 2)).toEqual([cap(k.armour), cap(k.weapons)]);
  for (const s of prof.slice(2)) expect(k.skills.map(cap)).toContain(s);
  expect(
    k.resources.some(([n, g]) => text(r, "resource") === `${n}, ${g}`),
    text(r, "resource"),
  ).toBe(true);
  for (const s of list(r, "subclasses")) expect(k.paths.map(([n]) => n)).toContain(s);
  expect(k.nouns).toContain((field(r, "name").meta as { noun: string }).noun);
  // The ladder, climbed in order: tiers never fall, each feature once, the capstone last.
  const feats = featureNames(r);
  const tiers = feats.map(({ name }) => {
    const d = a.features.find((x) => x.names.includes(name));
    expect(d, `${a.id}: ${name}`).toBeDefined();
    return d!.tier < 1 ? 1 : d!.tier;
  });
  for (let i = 1; i < tiers.length; i++) expect(tiers[i]!, feats.map((x) => x.name).join(", ")).toBeGreaterThanOrEqual(tiers[i - 1]!);
  expect(tiers[tiers.length - 1]).toBe(4);
  expect(feats[feats.length - 1]!.level).toBe(10);
  const defs = feats.map(({ name }) => a.features.findIndex((x) => x.names.includes(name)));
  expect(new Set(defs).size).toBe(defs.length);
  for (const c of a.features.filter((x) => x.tier === 0)) expect(feats.some((x) => c.names.includes(x.name))).toBe(true);
  // The progression prose names exactly the table's features, and the rules text stays in the table.
  const prose = r.sections.find((s) => s.title === "Progression")!.markdown;
  for (const { name } of feats) expect(prose).toContain(name);
  expect(
    prose
      .split("\n")
      .filter((l) => l.startsWith("- "))
      .join("\n"),
  ).not.toMatch(/: [a-z]/);
}

describe("class coherence", () => {
  it("every feature of every archetype reads in every setting it belongs to (no unfilled token, within its reach)", () => {
    for (const a of ARCHETYPES) {
      expect(a.features.filter((d) => d.tier === 4).length, a.id).toBeGreaterThanOrEqual(1);
      for (const [setting, k] of Object.entries(a.kits)) {
        const vars = { ...k!.terms, die: "1d6", p1: a.primary[0], p2: a.primary[1], short: "10 feet", near: "30 feet", far: "60 feet", cost: "1 point" };
        for (const d of a.features)
          for (const s of [...d.does, ...d.names]) {
            const t = fill(s, vars);
            expect(t, `${a.id}/${setting}`).not.toMatch(/[{}]/);
            expect(t, `${a.id}/${setting}: the table cell is split on "; " and ": "`).not.toMatch(/; |: /);
            if (a.reach === "touch") expect(s, `${a.id} reaches only by touch`).not.toContain("{far}");
          }
        for (const n of k!.nouns) for (const w of n.split(/[\s'-]+/)) expect(w.length, n).toBeLessThanOrEqual(14);
      }
    }
  });

  it("every setting has an archetype of every family, and its own table", () => {
    for (const setting of SETTINGS) {
      const table = archetypesOf(setting, "any");
      expect(table.length, setting).toBeGreaterThanOrEqual(7);
      for (const fam of ["martial", "arcane", "divine", "primal", "skirmisher", "support"] as const)
        expect(
          archetypesOf(setting, fam).every((a) => a.family === fam),
          `${setting} ${fam}`,
        ).toBe(true);
    }
  });

  it("the archetype fixes role, hit die, abilities and saves; the kit the gear, resource and paths; features climb in power order", () => {
    for (const setting of SETTINGS) for (let i = 0; i < SEEDS; i++) check(run("class", i, { setting }), setting);
  });

  it("power level changes the number of features and their dice", () => {
    const count = (power: string) => featureNames(run("class", 7, { powerLevel: power })).length;
    expect(count("low")).toBeLessThan(count("standard"));
    expect(count("epic")).toBeGreaterThan(count("standard"));
    for (let i = 0; i < 50; i++) check(run("class", i, { powerLevel: "epic" }), "high-fantasy");
  });

  it("a locked archetype, or a locked role or hit die, keeps the rerolled fields in agreement", () => {
    for (let i = 0; i < 200; i++) {
      const first = run("class", 9000 + i, { setting: "science-fiction" });
      const second = run("class", 9500 + i, { setting: "science-fiction" }, { archetype: field(first, "archetype") });
      expect(archOf(second).id).toBe(archOf(first).id);
      check(second, "science-fiction");
      const third = run("class", 9700 + i, { setting: "science-fiction" }, { role: field(first, "role"), hitDie: field(first, "hitDie") });
      expect(text(third, "role")).toBe(text(first, "role"));
      check(third, "science-fiction");
    }
  });

  it("the family option narrows the archetypes", () => {
    for (let i = 0; i < 100; i++) expect(archOf(run("class", i, { archetype: "divine", setting: "modern" })).family).toBe("divine");
  });

  it("tone changes the prose", () => expectToneChangesProse("class"));
});
