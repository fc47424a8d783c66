// A creature's block (monsters and characters) fitted to a challenge rating: armour class, hit
// points, attack bonus, damage per round and save DC all come from the DMG table's row for the
// rating; abilities, hit dice and attacks are drawn from the block's own stream to fit them.
import { abs, clamp, floor, max } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { abilityModifier, CR_TABLE, diceAverage, plus, type CrRow } from "./tables.js";
import { ABILITIES, type Ability, type Attack, type CreatureBlock, type StatSystem } from "./types.js";

export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export type Size = (typeof SIZES)[number];

const HIT_DIE: Record<Size, number> = { tiny: 4, small: 6, medium: 8, large: 10, huge: 12, gargantuan: 20 };
const STR_BASE: Record<Size, number> = { tiny: 4, small: 8, medium: 11, large: 16, huge: 20, gargantuan: 24 };
const DEX_BASE: Record<Size, number> = { tiny: 15, small: 14, medium: 12, large: 11, huge: 9, gargantuan: 8 };
const CON_SIZE: Record<Size, number> = { tiny: -2, small: -1, medium: 0, large: 2, huge: 3, gargantuan: 4 };
const SPEED: Record<Size, number> = { tiny: 20, small: 25, medium: 30, large: 40, huge: 40, gargantuan: 50 };
const DICE_BY_SIZE: Record<Size, readonly number[]> = {
  tiny: [4, 6],
  small: [4, 6, 8],
  medium: [6, 8, 10],
  large: [8, 10, 12],
  huge: [10, 12],
  gargantuan: [10, 12],
};

export const SKILL_ABILITY: Readonly<Record<string, Ability>> = {
  Athletics: "str",
  Acrobatics: "dex",
  Stealth: "dex",
  Arcana: "int",
  History: "int",
  Insight: "wis",
  Perception: "wis",
  Survival: "wis",
  Deception: "cha",
  Intimidation: "cha",
  Persuasion: "cha",
};

export interface AttackIdea {
  readonly name: string;
  readonly damageType: string;
  readonly range?: "melee" | "ranged";
}

export interface CreatureInput {
  readonly system: StatSystem;
  readonly size: Size;
  readonly creatureType: string;
  readonly row: CrRow;
  /** Ideas for the attacks, most typical first. */
  readonly attacks: readonly AttackIdea[];
  readonly skills: readonly string[];
  /** Humanoids get the standard array instead of a beast's sized body. */
  readonly humanoid: boolean;
  readonly armourNote: string;
  readonly extraSpeed?: string;
}

function abilitiesFor(rng: Rng, input: CreatureInput, tier: number): Record<Ability, number> {
  if (input.humanoid) {
    const scores = rng.shuffle([15, 14, 13, 12, 10, 8]);
    const out = Object.fromEntries(ABILITIES.map((a, i) => [a, scores[i] as number])) as Record<Ability, number>;
    // Stronger ratings raise the two best scores.
    const best = [...ABILITIES].sort((a, b) => out[b] - out[a]).slice(0, 2);
    for (const a of best) out[a] = clamp(out[a] + floor(tier / 5), 1, 20);
    // Tougher people are hardier, so their hit dice stay a plausible number.
    out.con = clamp(out.con + floor(tier / 3), 1, 20);
    return out;
  }
  const t = input.creatureType.toLowerCase();
  const mindless = /beast|plant|ooze|swarm/.test(t);
  const s = input.size;
  return {
    str: clamp(STR_BASE[s] + rng.int(-2, 2) + floor(tier / 8), 1, 30),
    dex: clamp(DEX_BASE[s] + rng.int(-2, 3), 1, 30),
    con: clamp(10 + CON_SIZE[s] + floor(tier / 2) + rng.int(-1, 2), 1, 30),
    int: clamp(mindless ? rng.int(1, 3) : /construct/.test(t) ? rng.int(3, 8) : rng.int(6, 14) + floor(tier / 6), 1, 30),
    wis: clamp(rng.int(8, 14) + floor(tier / 8), 1, 30),
    cha: clamp(rng.int(4, 11) + (/fiend|fey|dragon/.test(t) ? 6 : 0) + floor(tier / 8), 1, 30),
  };
}

/** Hit dice whose average (dice + Con × dice) lands in the row's range, near `target`. */
export function hitDiceFor(target: number, range: readonly [number, number], die: number, con: number): { hp: number; dice: string } {
  let best: { hp: number; n: number } | undefined;
  for (let n = 1; n <= 120; n++) {
    const hp = diceAverage(n, die) + n * con;
    if (hp >= range[0] && hp <= range[1] && (!best || abs(hp - target) < abs(best.hp - target))) best = { hp, n };
  }
  if (best) return { hp: best.hp, dice: `${best.n}d${die}${plus(best.n * con)}` };
  // No whole number of dice fits (a very narrow range): a flat bonus makes up the difference.
  const n = max(1, floor(target / ((die + 1) / 2)));
  return { hp: target, dice: `${n}d${die}${plus(target - diceAverage(n, die))}` };
}

/** One attack dealing `avg` on average: dice of the creature's size plus the ability modifier. */
export function damageFor(rng: Rng, avg: number, mod: number, dice: readonly number[]): { dice: string; average: number } {
  if (avg <= 1) return { dice: "", average: avg };
  const bonus = clamp(mod, 0, avg - 2);
  const fitting = dice.filter((d) => floor((d + 1) / 2) <= avg - bonus);
  const d = fitting.length > 0 ? rng.pick(fitting) : 4;
  const k = max(1, floor((avg - bonus) / ((d + 1) / 2)));
  const flat = avg - diceAverage(k, d);
  return { dice: `${k}d${d}${plus(flat)}`, average: avg };
}

function split(total: number, parts: number): number[] {
  const base = floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

export function creatureBlock(rng: Rng, input: CreatureInput): CreatureBlock {
  const row = input.row;
  const tier = CR_TABLE.indexOf(row);
  const abilities = abilitiesFor(rng, input, tier);
  const mod = (a: Ability) => abilityModifier(abilities[a]);
  const armourClass = row.cr === "0" ? rng.int(10, 13) : row.armourClass;
  const { hp, dice: hitDice } = hitDiceFor(rng.int(row.hp[0], row.hp[1]), row.hp, HIT_DIE[input.size], mod("con"));

  // Attacks: the round's damage is drawn from the row's band and shared between 1–3 attacks.
  const perRound = rng.int(row.damagePerRound[0], row.damagePerRound[1]);
  const wanted = tier <= 4 ? 1 : tier <= 9 ? rng.int(1, 2) : tier <= 18 ? rng.int(2, 3) : 3;
  const count = clamp(floor(perRound / 2), 1, wanted);
  const ideas = input.attacks.length > 0 ? input.attacks : [{ name: "Strike", damageType: "bludgeoning" }];
  const attacks: Attack[] = split(perRound, count).map((avg, i) => {
    const idea = ideas[i % ideas.length] as AttackIdea;
    const range = idea.range ?? "melee";
    const ability: Ability = range === "ranged" || mod("dex") > mod("str") ? "dex" : "str";
    const dmg = damageFor(rng, avg, mod(ability), DICE_BY_SIZE[input.size]);
    const reach = range === "ranged" ? "80/320 ft." : ["large", "huge", "gargantuan"].includes(input.size) ? "10 ft." : "5 ft.";
    return { name: idea.name, range, toHit: row.attackBonus, reach, dice: dmg.dice, average: dmg.average, damageType: idea.damageType };
  });

  const saves = tier >= 6 ? [...ABILITIES].sort((a, b) => abilities[b] - abilities[a]).slice(0, 2) : [];
  const skillNames = rng.sample(input.skills, tier >= 4 ? 2 : 1);
  const skills = skillNames.map((name) => ({ name, bonus: mod(SKILL_ABILITY[name] ?? "wis") + row.proficiency }));
  const perception = skills.find((s) => s.name === "Perception");
  return {
    type: "creature",
    system: input.system,
    size: input.size,
    creatureType: input.creatureType,
    armourClass,
    armourNote: input.armourNote,
    hitPoints: hp,
    hitDice,
    speed: `${SPEED[input.size]} ft.${input.extraSpeed ? `, ${input.extraSpeed}` : ""}`,
    abilities,
    savingThrows: saves.map((a) => ({ ability: a, bonus: mod(a) + row.proficiency })),
    skills,
    passivePerception: 10 + (perception ? perception.bonus : mod("wis")),
    challenge: row.cr,
    xp: row.cr === "0" && hp <= 0 ? 0 : row.xp,
    proficiency: row.proficiency,
    saveDc: row.saveDc,
    attacks,
    damagePerRound: attacks.reduce((s, a) => s + a.average, 0),
  };
}
