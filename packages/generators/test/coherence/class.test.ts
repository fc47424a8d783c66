// Coherence of the class kind: the archetype belongs to the setting and fixes role, hit die,
// primary abilities and saving throws; the kit of that setting gives its armour, weapons, skills,
// resource and paths; the progression climbs the archetype's own feature ladder in power order
// and keeps its rules whole — what a feature refers to is granted first, the resource has a pool
// that two features or more spend, the role and playstyle are borne out — in one action and rest
// vocabulary; the prose says nothing twice; the draw spreads over the archetypes; locks keep all
// of it consistent (class-checks.ts reads the rules text).
import { describe, expect, it } from "vitest";
import { ARCHETYPES, archetypesOf, kitOf, type ClassArchetype } from "../../src/kinds/class/archetypes.js";
import { isStep } from "../../src/kinds/class/words.js";
import { loreOf } from "../../src/kinds/class/words-origin.js";
import { fill } from "../../src/core/template.js";
import { SETTINGS, type GeneratedResult } from "../../src/index.js";
import { field, run, SEEDS, text } from "./bank-checks.js";
import { expectToneChangesProse } from "./family-checks.js";
import { cells, pathFaults, referenceFaults, roleFaults, spendFaults, wordingFaults } from "./class-checks.js";
import { classNouns, frameShares } from "../support/frames.js";

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
    (row[row.length - 1] ?? "")
      .split("; ")
      .map((p) => p.split(": ")[0]!)
      .filter((n) => !isStep(n))
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
  // "No armour" is not a proficiency: an unarmoured class lists only its weapons and skills.
  const prof = list(r, "proficiencies");
  const gear = [...(k.armour.startsWith("no ") ? [] : [cap(k.armour)]), cap(k.weapons)];
  expect(prof.slice(0, gear.length)).toEqual(gear);
  for (const s of prof.slice(gear.length)) expect(k.skills.map(cap)).toContain(s);
  const res = text(r, "resource");
  expect(
    k.resources.some(([n, g]) => res.startsWith(`${n}, ${g}:`) || res.startsWith(`${n}: ${g},`)),
    res,
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
  // The pool the table shows grows with level and never falls.
  const v = field(r, "progression");
  if (v.type !== "table") throw new Error("progression is not a table");
  const pools = v.rows.map((row) => Number(row[2]));
  for (let i = 1; i < pools.length; i++) expect(pools[i]!).toBeGreaterThanOrEqual(pools[i - 1]!);
  expect(pools[9]!).toBeGreaterThan(pools[0]!);
}

/** Every rules fault of one result, for a readable failure. */
function faults(r: GeneratedResult): string[] {
  return [...referenceFaults(r), ...spendFaults(r), ...roleFaults(r), ...wordingFaults(r), ...pathFaults(r)];
}

describe("class coherence", () => {
  it("every feature of every archetype reads in every setting it belongs to (no unfilled token, within its reach)", () => {
    for (const a of ARCHETYPES) {
      expect(a.features.filter((d) => d.tier === 4).length, a.id).toBeGreaterThanOrEqual(1);
      for (const [setting, k] of Object.entries(a.kits)) {
        const vars = {
          ...k!.terms,
          die: "1d6",
          p1: a.primary[0],
          p2: a.primary[1],
          short: "10 feet",
          near: "30 feet",
          far: "60 feet",
          shortA: "10-foot",
          nearA: "30-foot",
          farA: "60-foot",
        };
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

  it("every ladder can keep its rules: spenders at tiers 0–1, 2 and 3, the role's needs by 2nd level, grants below their needs", () => {
    for (const a of ARCHETYPES) {
      const tier = (t: number) => a.features.filter((d) => d.tier === t);
      expect(tier(0).some((d) => d.spend) || tier(1).some((d) => d.spend), `${a.id} spends at 1st level`).toBe(true);
      for (const t of [2, 3])
        expect(
          tier(t).some((d) => d.spend),
          `${a.id} spends at tier ${t}`,
        ).toBe(true);
      for (const need of new Set(a.needs)) {
        const n = a.needs.filter((x) => x === need).length;
        expect([...tier(0), ...tier(1)].filter((d) => d.tags.includes(need)).length, `${a.id} needs ${n} × ${need}`).toBeGreaterThanOrEqual(n);
      }
      for (const d of a.features.filter((x) => x.needs)) {
        expect(
          a.features.some((g) => g.grants === d.needs && g.tier < d.tier),
          `${a.id}: ${d.names[0]} needs ${d.needs}`,
        ).toBe(true);
      }
      // "spend 2 fury points to …" takes a verb: no "to when you …".
      for (const d of a.features.filter((x) => x.spend)) for (const s of d.does) expect(s, a.id).not.toMatch(/^(?:when|after|while|for|if|once|until)\b/);
    }
  });

  it("each archetype has founders of its own in each of its settings, and how one becomes one", () => {
    const founders = new Map<string, string>();
    for (const a of ARCHETYPES)
      for (const setting of Object.keys(a.kits) as (typeof SETTINGS)[number][]) {
        const l = loreOf(a.id, setting);
        expect(l.founders.length, a.id).toBeGreaterThanOrEqual(3);
        expect(l.deeds.length, a.id).toBeGreaterThanOrEqual(3);
        expect(l.made.length, a.id).toBeGreaterThanOrEqual(3);
        // "The first reaver was a war-chief, who …": a founder never carries a "who" of its own.
        for (const f of l.founders) expect(f, a.id).not.toMatch(/\bwho\b/);
        for (const f of l.founders) {
          const other = founders.get(`${setting}:${f}`);
          expect(other === undefined || other === a.id, `${f} founds ${a.id} and ${other}`).toBe(true);
          founders.set(`${setting}:${f}`, a.id);
        }
      }
  });

  it("whatever a feature refers to ('while raging', 'your drone turret') is granted at that level or lower", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("class", i, { setting });
        expect(referenceFaults(r), `${setting} ${i}`).toEqual([]);
      }
    for (const powerLevel of ["low", "epic"])
      for (let i = 0; i < 200; i++) expect(referenceFaults(run("class", i, { powerLevel, setting: "science-fiction" }))).toEqual([]);
  });

  it("the resource has a stated pool, and at least two features spend it at a stated cost", () => {
    for (const setting of SETTINGS) for (let i = 0; i < SEEDS; i++) expect(spendFaults(run("class", i, { setting })), `${setting} ${i}`).toEqual([]);
    for (let i = 0; i < 200; i++) expect(spendFaults(run("class", i, { powerLevel: "low", setting: "modern" }))).toEqual([]);
  });

  it("the role and the playstyle are borne out by the features (a healer heals, a support gunner arms the party)", () => {
    for (const setting of SETTINGS) for (let i = 0; i < SEEDS; i++) expect(roleFaults(run("class", i, { setting })), `${setting} ${i}`).toEqual([]);
  });

  it("one action and rest vocabulary, no feature without a number or a condition, nothing named twice", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("class", i, { setting });
        expect([...wordingFaults(r), ...pathFaults(r)], `${setting} ${i}`).toEqual([]);
      }
  });

  it("the archetype fixes role, hit die, abilities and saves; the kit the gear, resource and paths; features climb in power order", () => {
    for (const setting of SETTINGS) for (let i = 0; i < SEEDS; i++) check(run("class", i, { setting }), setting);
  });

  it("the prose says nothing the fields say: not the level table, the lore field or the playstyle", () => {
    for (let i = 0; i < 300; i++) {
      const r = run("class", i, { setting: SETTINGS[i % SETTINGS.length]! });
      const prose = r.sections.map((s) => s.markdown).join("\n");
      expect(prose).not.toContain(text(r, "origin"));
      expect(prose.toLowerCase()).not.toContain(text(r, "playstyle").toLowerCase());
      expect(r.summary.toLowerCase()).not.toContain(text(r, "playstyle").toLowerCase());
      // No line names most of the table's features (the old "Progression" list).
      const names = featureNames(r).map((f) => f.name);
      for (const line of prose.split("\n")) expect(names.filter((n) => line.includes(n)).length, line).toBeLessThanOrEqual(4);
      expect(prose).not.toMatch(/second nature|dwell longest|\bsets out the art\b|\bsurvives? a bad round\b/);
    }
  });

  it("no sentence frame (first four words, names and numbers masked) stands in more than 30 % of results", () => {
    for (const setting of SETTINGS) {
      const results = Array.from({ length: 400 }, (_, i) => run("class", 20000 + i, { setting }));
      const [top] = frameShares(results, classNouns);
      expect(top!.share, `${setting}: "${top!.frame}"`).toBeLessThanOrEqual(0.3);
    }
  });

  it("the draw spreads over the setting's archetypes: none over 1.5 × its fair share in 1000 seeds", () => {
    for (const setting of SETTINGS) {
      const counts = new Map<string, number>();
      for (let i = 0; i < 1000; i++) {
        const id = archOf(run("class", 40000 + i, { setting })).id;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const fair = 1000 / archetypesOf(setting, "any").length;
      expect(counts.size, setting).toBe(archetypesOf(setting, "any").length);
      for (const [id, n] of counts) expect(n, `${setting} ${id}`).toBeLessThanOrEqual(1.5 * fair);
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

  it("power level changes the number of features and their dice", () => {
    const count = (power: string) => featureNames(run("class", 7, { powerLevel: power })).length;
    expect(count("low")).toBeLessThan(count("standard"));
    expect(count("epic")).toBeGreaterThan(count("standard"));
    for (let i = 0; i < 50; i++) {
      const r = run("class", i, { powerLevel: "epic" });
      check(r, "high-fantasy");
      expect(faults(r)).toEqual([]);
    }
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
      expect(faults(third)).toEqual([]);
    }
  });

  it("the table's cells are the features the prose reads", () => {
    for (let i = 0; i < 100; i++) {
      const r = run("class", i, { setting: "mythic" });
      const names = cells(r).map((c) => c.name);
      const meta = field(r, "progression").meta as { feats: { name: string }[] };
      expect(meta.feats.map((f) => f.name)).toEqual(names);
    }
  });

  it("the family option narrows the archetypes", () => {
    for (let i = 0; i < 100; i++) expect(archOf(run("class", i, { archetype: "divine", setting: "modern" })).family).toBe("divine");
  });

  it("tone changes the prose", () => expectToneChangesProse("class"));
});
