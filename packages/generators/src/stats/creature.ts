// A creature's block (monsters and characters), derived from the creature: ability scores from
// its size and body → modifiers → to-hit (proficiency + STR, or DEX for finesse and ranged
// attacks), damage (dice + that modifier) and save DC (8 + proficiency + the save's modifier);
// hit points = hit dice × the size's die average + CON modifier × hit dice. The challenge rating's
// row of the DMG table gives proficiency, armour class and the bands hit points and damage per
// round are fitted to.
import { abs, clamp, floor, max } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { SIZES, type Size } from "./bands.js";
import { abilityModifier, CR_TABLE, diceAverage, plus, type CrRow } from "./tables.js";
import { ABILITIES, type Ability, type Attack, type CreatureBlock, type StatSystem } from "./types.js";

export { SIZES, type Size };

export const HIT_DIE: Readonly<Record<Size, number>> = { tiny: 4, small: 6, medium: 8, large: 10, huge: 12, gargantuan: 20 };
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
  /** Made with the better of Strength and Dexterity (a sting, a spray, a quick touch). */
  readonly finesse?: boolean;
  /** Thrown (a rock, a wreck): ranged, but made with Strength. */
  readonly thrown?: boolean;
}

/** A body's ability scores as offsets: STR, DEX, CON on the size's frame, INT, WIS, CHA on 10. */
export type Body = Readonly<Record<Ability, number>>;

export interface CreatureInput {
  readonly system: StatSystem;
  readonly size: Size;
  readonly creatureType: string;
  readonly row: CrRow;
  /** The creature's attacks; a monster's block has every one of them, a person's the first few. */
  readonly attacks: readonly AttackIdea[];
  readonly skills: readonly string[];
  /** Humanoids get the standard array instead of a beast's sized body. */
  readonly humanoid: boolean;
  readonly armourNote: string;
  readonly extraSpeed?: string;
  /** The monster's body; without it, one is guessed from the creature type. */
  readonly body?: Body;
  /** The ability its save DC is set by (Constitution when not given). */
  readonly saveAbility?: Ability;
}

function guessedBody(type: string): Body {
  const t = type.toLowerCase();
  const mindless = /beast|plant|ooze|swarm/.test(t);
  return {
    str: 0,
    dex: 0,
    con: 0,
    int: mindless ? -8 : /construct/.test(t) ? -5 : 0,
    wis: 1,
    cha: /fiend|fey|dragon/.test(t) ? 3 : -3,
  };
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
  const b = input.body ?? guessedBody(input.creatureType);
  const s = input.size;
  const mind = floor(tier / 8);
  return {
    str: clamp(STR_BASE[s] + b.str + rng.int(-1, 1) + floor(tier / 6), 1, 30),
    dex: clamp(DEX_BASE[s] + b.dex + rng.int(-1, 1), 1, 30),
    con: clamp(10 + CON_SIZE[s] + b.con + floor(tier / 4) + rng.int(-1, 1), 1, 30),
    int: clamp(10 + b.int + rng.int(-1, 1) + mind, 1, 30),
    wis: clamp(10 + b.wis + rng.int(-1, 1) + mind, 1, 30),
    cha: clamp(10 + b.cha + rng.int(-1, 1) + mind, 1, 30),
  };
}

/** Hit dice whose average (dice + Con × dice) lands in the row's range, near `target`; undefined when none does. */
export function hitDiceFor(
  target: number,
  range: readonly [number, number],
  die: number,
  con: number,
): { hp: number; dice: string; count: number } | undefined {
  let best: { hp: number; n: number } | undefined;
  for (let n = 1; n <= 120; n++) {
    const hp = diceAverage(n, die) + n * con;
    if (hp >= range[0] && hp <= range[1] && (!best || abs(hp - target) < abs(best.hp - target))) best = { hp, n };
  }
  return best ? { hp: best.hp, dice: `${best.n}d${die}${plus(best.n * con)}`, count: best.n } : undefined;
}

/** One attack's damage near `target` on average: whole dice of the creature's size plus the ability modifier. */
export function damageFor(rng: Rng, target: number, mod: number, dice: readonly number[], band?: readonly [number, number]): { dice: string; average: number } {
  if (target <= 1) return { dice: "", average: 1 };
  let best: { d: number; k: number; err: number }[] = [];
  for (const d of dice)
    for (let k = 1; k <= 60; k++) {
      const avg = diceAverage(k, d, mod);
      // Within the band (when given) any average is as good as the target; outside it, far worse.
      const err = abs(avg - target) + (band && (avg < band[0] || avg > band[1]) ? 1000 : 0);
      if (best.length === 0 || err < (best[0] as { err: number }).err) best = [{ d, k, err }];
      else if (err === (best[0] as { err: number }).err) best.push({ d, k, err });
    }
  const pick = best.length === 1 ? (best[0] as { d: number; k: number }) : rng.pick(best);
  return { dice: `${pick.k}d${pick.d}${plus(mod)}`, average: max(1, diceAverage(pick.k, pick.d, mod)) };
}

function split(total: number, parts: number): number[] {
  const base = floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

/** Thrown: Strength; ranged: Dexterity (a ranged finesse attack too, as 5e's ranged weapons); melee finesse: the better of the two; melee: Strength. */
export function attackAbility(a: AttackIdea, abilities: Readonly<Record<Ability, number>>): Ability {
  if (a.thrown) return "str";
  if (a.range === "ranged") return "dex";
  if (a.finesse) return abilities.dex >= abilities.str ? "dex" : "str";
  return "str";
}

/** The score whose modifier is `m`, no higher than `score`. */
const scoreFor = (score: number, m: number) => clamp(score - 2 * (abilityModifier(score) - m), 1, 30);

export function creatureBlock(rng: Rng, input: CreatureInput): CreatureBlock {
  const row = input.row;
  const tier = CR_TABLE.indexOf(row);
  const abilities = abilitiesFor(rng, input, tier);
  const mod = (a: Ability) => abilityModifier(abilities[a]);
  const armourClass = row.cr === "0" ? rng.int(10, 13) : row.armourClass;

  // Hit points: the size's die; a CON too high for the row's range is lowered until one fits.
  const die = HIT_DIE[input.size];
  const hpTarget = rng.int(row.hp[0], row.hp[1]);
  let hit = hitDiceFor(hpTarget, row.hp, die, mod("con"));
  for (let m = mod("con") - 1; !hit && m >= -5; m--) {
    hit = hitDiceFor(hpTarget, row.hp, die, m);
    if (hit) abilities.con = scoreFor(abilities.con, m);
  }
  const hp = hit ? hit.hp : diceAverage(1, die, mod("con"));
  const hitDice = hit ? hit.dice : `1d${die}${plus(mod("con"))}`;

  // Attacks: the round's damage is drawn from the row's band and shared between them.
  const ideas = input.attacks.length > 0 ? input.attacks : [{ name: "Strike", damageType: "bludgeoning" }];
  const wanted = tier <= 4 ? 1 : tier <= 9 ? rng.int(1, 2) : tier <= 18 ? rng.int(2, 3) : 3;
  const used = input.humanoid ? ideas.slice(0, clamp(wanted, 1, ideas.length)) : ideas;
  const perRound = max(rng.int(row.damagePerRound[0], row.damagePerRound[1]), used.length);
  const shares = split(perRound, used.length);
  const sizeDice = DICE_BY_SIZE[input.size];
  // A modifier larger than a share allows (a strong body at a low rating) is lowered to fit one die.
  const smallest = diceAverage(1, sizeDice[0] as number);
  const abilityOf = used.map((x) => attackAbility(x, abilities));
  for (const a of ["str", "dex"] as const) {
    const need = used.map((x, i) => (abilityOf[i] === a ? (shares[i] as number) : Infinity)).reduce((p, c) => (c < p ? c : p), Infinity);
    if (need !== Infinity && need > 1 && mod(a) > need - smallest) abilities[a] = scoreFor(abilities[a], need - smallest);
  }
  let dealt = 0;
  const attacks: Attack[] = used.map((idea, i) => {
    const range = idea.range ?? "melee";
    const ability = abilityOf[i] as Ability;
    // The last attack makes up what the others missed, so the round stays in the row's band.
    const last = i === used.length - 1;
    const target = last ? perRound - dealt : (shares[i] as number);
    const band = last ? ([row.damagePerRound[0] - dealt, row.damagePerRound[1] - dealt] as const) : undefined;
    const dmg = damageFor(rng, target, mod(ability), sizeDice, band);
    dealt += dmg.average;
    const reach = range === "ranged" ? "80/320 ft." : ["large", "huge", "gargantuan"].includes(input.size) ? "10 ft." : "5 ft.";
    return {
      name: idea.name,
      range,
      ability,
      toHit: row.proficiency + mod(ability),
      reach,
      dice: dmg.dice,
      average: dmg.average,
      damageType: idea.damageType,
    };
  });

  const saveAbility =
    input.saveAbility ?? (input.humanoid ? (["int", "wis", "cha"] as const).reduce((p, c) => (abilities[c] > abilities[p] ? c : p), "int" as Ability) : "con");
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
    xp: row.xp,
    proficiency: row.proficiency,
    saveDc: 8 + row.proficiency + mod(saveAbility),
    saveAbility,
    attacks,
    damagePerRound: attacks.reduce((s, a) => s + a.average, 0),
  };
}
