// Stat blocks: the figures fit the DMG's table for their challenge rating, XP matches the rating,
// the same seed gives the same block, and "none" leaves a result exactly as it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate, generators, KIND_IDS } from "../index.js";
import { SIZE_BAND } from "./bands.js";
import { damageFor, HIT_DIE, hitDiceFor } from "./creature.js";
import { abilityModifier, CR_TABLE, crIndex, crRow, STAT_KINDS, STATS_OPTION, type CreatureBlock, type StatBlock } from "./index.js";
import { rngFromKey } from "../core/rng.js";
import { diceAverage } from "./tables.js";

const seedArb = fc.string({ minLength: 1, maxLength: 24 });
const systemArb = fc.constantFrom("5e", "neutral");

function block(kind: string, seed: string, stats: string, options: Record<string, string> = {}): StatBlock {
  const [r] = generate(kind, { seed, options: { ...options, stats } });
  expect(r!.sections.at(-1)!.title).toBe("Stat block");
  return r!.statBlock as unknown as StatBlock;
}

/** The average of a dice expression such as "3d8 + 4" or "2d6 − 1". */
function average(expr: string): number {
  const m = /^(\d+)d(\d+)(?: ([+−]) (\d+))?$/.exec(expr);
  if (!m) throw new Error(`not dice: ${expr}`);
  const bonus = m[3] ? (m[3] === "+" ? 1 : -1) * Number(m[4]) : 0;
  return diceAverage(Number(m[1]), Number(m[2]), bonus);
}

/** The flat bonus of a dice expression: "3d8 + 4" → 4, "2d6 − 1" → −1, "1d4" → 0. */
function bonusOf(expr: string): number {
  const m = /^\d+d\d+(?: ([+−]) (\d+))?$/.exec(expr);
  if (!m) throw new Error(`not dice: ${expr}`);
  return m[1] ? (m[1] === "+" ? 1 : -1) * Number(m[2]) : 0;
}

/** The arithmetic of 5e: everything follows from the creature's size, rating and ability scores. */
function expectDerived(b: CreatureBlock, sizeBand: boolean): void {
  const row = crRow(b.challenge);
  const mod = (a: keyof CreatureBlock["abilities"]) => abilityModifier(b.abilities[a]);
  expect(b.proficiency).toBe(row.proficiency);
  expect(b.saveDc, "save DC = 8 + proficiency + modifier").toBe(8 + b.proficiency + mod(b.saveAbility));
  const hd = /^(\d+)d(\d+)/.exec(b.hitDice)!;
  expect(Number(hd[2]), `${b.size} hit die`).toBe(HIT_DIE[b.size as keyof typeof HIT_DIE]);
  expect(bonusOf(b.hitDice), "hit dice bonus = CON modifier × hit dice").toBe(Number(hd[1]) * mod("con"));
  const band = sizeBand ? SIZE_BAND[b.size as keyof typeof SIZE_BAND] : [0, 33];
  expect(crIndex(b.challenge), `CR ${b.challenge} for a ${b.size} creature`).toBeGreaterThanOrEqual(band[0]);
  expect(crIndex(b.challenge), `CR ${b.challenge} for a ${b.size} creature`).toBeLessThanOrEqual(band[1]);
  for (const a of b.attacks) {
    expect(a.ability === "str" || a.ability === "dex").toBe(true);
    expect(a.toHit, `${a.name} to hit`).toBe(b.proficiency + mod(a.ability));
    if (a.dice !== "") expect(bonusOf(a.dice), `${a.name} damage bonus`).toBe(mod(a.ability));
  }
}

function expectFitsCr(b: CreatureBlock, monster = true): void {
  const row = crRow(b.challenge);
  expect(b.xp).toBe(row.xp);
  expectDerived(b, monster);
  if (row.cr === "0") expect(b.armourClass).toBeLessThanOrEqual(13);
  else expect(b.armourClass).toBe(row.armourClass);
  expect(b.hitPoints).toBeGreaterThanOrEqual(row.hp[0]);
  expect(b.hitPoints).toBeLessThanOrEqual(row.hp[1]);
  expect(average(b.hitDice)).toBe(b.hitPoints);
  expect(b.damagePerRound).toBeGreaterThanOrEqual(row.damagePerRound[0]);
  expect(b.damagePerRound).toBeLessThanOrEqual(row.damagePerRound[1]);
  for (const a of b.attacks) if (a.dice !== "") expect(average(a.dice)).toBe(a.average);
  for (const score of Object.values(b.abilities)) {
    expect(score).toBeGreaterThanOrEqual(1);
    expect(score).toBeLessThanOrEqual(30);
  }
}

describe("the CR table", () => {
  it("has every rating from 0 to 30 with rising XP and bands", () => {
    expect(CR_TABLE.map((r) => r.cr).slice(0, 6)).toEqual(["0", "1/8", "1/4", "1/2", "1", "2"]);
    expect(CR_TABLE.at(-1)!.cr).toBe("30");
    expect(crRow("5").xp).toBe(1800);
    expect(crRow("1/4").xp).toBe(50);
    expect(crRow("20").xp).toBe(25000);
    for (let i = 1; i < CR_TABLE.length; i++) {
      expect(CR_TABLE[i]!.xp).toBeGreaterThan(CR_TABLE[i - 1]!.xp);
      expect(CR_TABLE[i]!.hp[0]).toBe(CR_TABLE[i - 1]!.hp[1] + 1);
      expect(CR_TABLE[i]!.damagePerRound[0]).toBe(CR_TABLE[i - 1]!.damagePerRound[1] + 1);
    }
  });
});

describe("creature blocks", () => {
  it("monsters fit their challenge rating, whatever the seed and threat", () => {
    fc.assert(
      fc.property(seedArb, systemArb, fc.constantFrom("any", "minor", "dangerous", "deadly", "legendary"), (seed, stats, threat) => {
        const b = block("monster", seed, stats, { threat }) as CreatureBlock;
        expect(b.type).toBe("creature");
        expectFitsCr(b);
        const value = crRow(b.challenge).value;
        if (threat === "minor") expect(value).toBeLessThanOrEqual(2);
        if (threat === "legendary") expect(value).toBeGreaterThanOrEqual(16);
      }),
      { numRuns: 150 },
    );
  });

  it("characters fit their challenge rating", () => {
    fc.assert(
      fc.property(seedArb, systemArb, fc.constantFrom("any", "hero", "villain", "npc"), (seed, stats, role) => {
        expectFitsCr(block("character", seed, stats, { role }) as CreatureBlock, false);
      }),
      { numRuns: 100 },
    );
  });

  it("hit dice and damage dice hit their targets for every row", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CR_TABLE), fc.constantFrom(4, 6, 8, 10, 12, 20), fc.integer({ min: -3, max: 6 }), fc.nat(), (row, die, con, n) => {
        const target = row.hp[0] + (n % (row.hp[1] - row.hp[0] + 1));
        const fit = hitDiceFor(target, row.hp, die, con);
        if (!fit) return;
        const { hp, dice } = fit;
        expect(hp).toBeGreaterThanOrEqual(row.hp[0]);
        expect(hp).toBeLessThanOrEqual(row.hp[1]);
        expect(average(dice)).toBe(hp);
        const avg = 2 + (n % 120);
        const d = damageFor(rngFromKey(String(n)), avg, con, [6, 8, 10]);
        expect(average(d.dice)).toBe(d.average);
        if (avg >= 3 + con) expect(Math.abs(d.average - avg)).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("gear blocks", () => {
  it("weapons take their dice from the damage field and a magic bonus from rarity", () => {
    fc.assert(
      fc.property(seedArb, systemArb, (seed, stats) => {
        const [r] = generate("weapon", { seed, options: { stats } });
        const b = r!.statBlock as unknown as StatBlock;
        if (b.type !== "weapon") throw new Error("not a weapon block");
        const damage = r!.fields.find((f) => f.key === "damage")!.value;
        expect(damage.type === "text" && damage.value).toContain(b.dice);
        expect(b.magicBonus).toBeGreaterThanOrEqual(0);
        expect(b.magicBonus).toBeLessThanOrEqual(3);
        expect(["slashing", "piercing", "bludgeoning", "lightning", "radiant"]).toContain(b.damageType);
      }),
      { numRuns: 100 },
    );
  });

  it("heavy armour adds no Dexterity and hampers stealth; clothing is 10 + Dex", () => {
    const heavy = block("armor-clothing", "a", "5e", { type: "heavy armour" });
    expect(heavy.type === "armour" && heavy.dexterityCap).toBe(0);
    expect(heavy.type === "armour" && heavy.stealthDisadvantage).toBe(true);
    expect(heavy.type === "armour" && heavy.baseArmourClass).toBeGreaterThanOrEqual(14);
    const cloth = block("armor-clothing", "a", "5e", { type: "formal wear" });
    expect(cloth.type === "armour" && cloth.formula).toMatch(/^1[01] \+ Dex modifier$|^10\+1 \+ Dex modifier$/);
  });

  it("poisons ask for a Constitution save; potions heal by dice", () => {
    const poison = block("consumable", "p", "5e", { type: "poison" });
    expect(poison.type === "consumable" && poison.save?.ability).toBe("con");
    const potion = block("consumable", "p", "5e", { type: "potion" });
    expect(potion.type === "consumable" && potion.effect).toBe("regains hit points");
    expect(potion.type === "consumable" && average(potion.dice!)).toBe(potion.type === "consumable" ? potion.average : -1);
  });
});

describe("the stats option", () => {
  const kinds = ["monster", "character", "weapon", "armor-clothing", "consumable"] as const;

  it.each(kinds)("%s: the same seed gives the same block, and the block moves no other draw", (kind) => {
    fc.assert(
      fc.property(seedArb, systemArb, (seed, stats) => {
        const [a] = generate(kind, { seed, options: { stats } });
        const [b] = generate(kind, { seed, options: { stats } });
        expect(a).toEqual(b);
        const [plain] = generate(kind, { seed });
        expect(a!.fields).toEqual(plain!.fields);
        expect(a!.sections.slice(0, -1)).toEqual(plain!.sections);
        expect(a!.options.stats).toBe(stats);
      }),
      { numRuns: 25 },
    );
  });

  it("'none' (the default) echoes nothing and adds nothing", () => {
    const [a] = generate("monster", { seed: "x" });
    const [b] = generate("monster", { seed: "x", options: { stats: "none" } });
    expect(b).toEqual(a);
    expect("stats" in a!.options).toBe(false);
    expect(a!.statBlock).toBeUndefined();
    expect(a!.sections.some((s) => s.title === "Stat block")).toBe(false);
  });

  it("only the five kinds take it", () => {
    expect(() => generate("skill", { seed: "x", options: { stats: "5e" } })).toThrow(/Unknown option "stats"/);
    expect(() => generate("monster", { seed: "x", options: { stats: "d20" } })).toThrow(/none, neutral, 5e/);
  });

  it("is the option of exactly STAT_KINDS, each handing defineGenerator STAT_BLOCKS", () => {
    const withStats = KIND_IDS.filter((k) => "stats" in generators[k]!.options);
    expect(withStats.sort()).toEqual([...STAT_KINDS].sort());
    for (const k of withStats) expect(generators[k]!.options.stats).toBe(STATS_OPTION);
  });
});
