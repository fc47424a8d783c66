// Blocks for weapons, armour and consumables, from the item's own fields where they say enough
// (a weapon's damage dice, an armour's type) and the block's stream otherwise.
import { floor, max, min } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { tableWeapon } from "./phb.js";
import { diceAverage, plus } from "./tables.js";
import type { ArmourBlock, ConsumableBlock, StatSystem, WeaponBlock } from "./types.js";

// "uncommon" is checked before "common", which it contains.
const RARITY_BONUS: readonly (readonly [string, number])[] = [
  ["uncommon", 1],
  ["legendary", 3],
  ["very rare", 3],
  ["rare", 2],
  ["common", 0],
];

export function rarityBonus(text: string): number {
  const t = text.toLowerCase();
  for (const [k, v] of RARITY_BONUS) if (t.includes(k)) return v;
  return 0;
}

const RANGED = /bow|sling|gun|pistol|rifle|musket|crossbow|blaster|launcher|carbine|thrower|dart|javelin/;
const PIERCING = /spear|pike|lance|rapier|dagger|dirk|stiletto|trident|bow|arrow|gun|pistol|rifle|musket|bolt|needle|javelin|dart|estoc|thrust|pierc|stab/;
const BLUDGEONING = /club|mace|hammer|maul|flail|staff|cudgel|morningstar|sap|baton|crush|blunt|sling|knuckle/;
const HEAVY = /great|halberd|glaive|maul|pike|lance|two-handed|war ?scythe|zweihänder|poleaxe/;
const LIGHT = /dagger|knife|dirk|stiletto|sickle|hand ?axe|short ?sword|sap|club|dart/;
const FINESSE = /rapier|dagger|knife|dirk|stiletto|short ?sword|scimitar|sabre|whip|dart/;
const REACH = /halberd|glaive|pike|lance|whip|spear|polearm|poleaxe|partisan/;
const SIMPLE = /club|dagger|knife|staff|spear|mace|sickle|sling|javelin|dart|hand ?axe|cudgel|light crossbow|shortbow/;

export interface WeaponInput {
  readonly system: StatSystem;
  /** The weapon's type noun, e.g. "longsword". */
  readonly noun: string;
  /** Its damage field text, e.g. "Slashing and thrusting, 1d8 + 2". */
  readonly damageText: string;
  readonly rarity: string;
  /** The weapon kind's class when known: blade, polearm, blunt, ranged, exotic. */
  readonly cls?: string;
}

const VERSATILE = /longsword|battle ?axe|war ?hammer|spear|quarterstaff|staff|bastard|trident/;

export function weaponBlock(rng: Rng, w: WeaponInput): WeaponBlock {
  const noun = w.noun.toLowerCase();
  // A weapon of the Player's Handbook's table takes its row: dice, damage type, category, properties.
  const t = tableWeapon(noun);
  if (t)
    return {
      type: "weapon",
      system: w.system,
      category: t.category,
      dice: t.dice,
      damageType: t.damageType,
      properties: t.versatile ? [...t.properties, `versatile (${t.versatile})`] : t.properties,
      magicBonus: rarityBonus(w.rarity),
    };
  const all = `${noun} ${w.damageText.toLowerCase()}`;
  const dice = /(\d+d\d+)/.exec(w.damageText)?.[1] ?? rng.pick(["1d6", "1d8", "1d10"]);
  const ranged = w.cls === "ranged" || RANGED.test(noun);
  const damageType = /energy|plasma|laser|beam|lightning|arc/.test(all) ? "lightning" : SLASH_FIRST(all);
  const props: string[] = [];
  if (ranged) props.push(/gun|pistol|rifle|musket|blaster|carbine/.test(noun) ? "ammunition (range 100/400)" : "ammunition (range 80/320)");
  if (/javelin|dart|hand ?axe|throw/.test(noun)) props.push("thrown (range 20/60)");
  if (FINESSE.test(noun)) props.push("finesse");
  if (LIGHT.test(noun)) props.push("light");
  if (HEAVY.test(noun)) props.push("heavy");
  if (w.cls === "polearm" || REACH.test(noun)) props.push("reach");
  if (HEAVY.test(noun) || /bow|rifle|musket/.test(noun)) props.push("two-handed");
  else if (VERSATILE.test(noun) && /^1d([468]|10)$/.test(dice)) props.push(`versatile (1d${Number(dice.slice(2)) + 2})`);
  const magicBonus = rarityBonus(w.rarity);
  return {
    type: "weapon",
    system: w.system,
    category: `${SIMPLE.test(noun) ? "simple" : "martial"} ${ranged ? "ranged" : "melee"}`,
    dice,
    damageType,
    properties: props,
    magicBonus,
  };

  function SLASH_FIRST(t: string): string {
    if (PIERCING.test(t) && !/slash/.test(t)) return "piercing";
    if (BLUDGEONING.test(t)) return "bludgeoning";
    if (/slash|chop|cut|sword|axe|blade|sabre|scimitar|falchion|scythe|glaive|halberd|cleav/.test(t)) return "slashing";
    return PIERCING.test(t) ? "piercing" : "bludgeoning";
  }
}

// 5e's armour table, by the kind's armour type.
const LIGHT_ARMOUR = [
  { name: "padded", ac: 11, stealth: true },
  { name: "leather", ac: 11, stealth: false },
  { name: "studded leather", ac: 12, stealth: false },
] as const;
const MEDIUM_ARMOUR = [
  { name: "hide", ac: 12, stealth: false },
  { name: "chain shirt", ac: 13, stealth: false },
  { name: "scale mail", ac: 14, stealth: true },
  { name: "breastplate", ac: 14, stealth: false },
] as const;
const HEAVY_ARMOUR = [
  { name: "ring mail", ac: 14, strength: null, stealth: true },
  { name: "chain mail", ac: 16, strength: 13, stealth: true },
  { name: "splint", ac: 17, strength: 15, stealth: true },
  { name: "plate", ac: 18, strength: 15, stealth: true },
] as const;

export function armourBlock(rng: Rng, system: StatSystem, armourType: string, enchanted: boolean): ArmourBlock {
  const t = armourType.toLowerCase();
  const magicBonus = enchanted ? 1 : 0;
  const m = plus(magicBonus).replace(/ /g, "");
  if (t.includes("heavy")) {
    const a = rng.pick(HEAVY_ARMOUR);
    return {
      type: "armour",
      system,
      category: "heavy",
      baseArmourClass: a.ac,
      dexterityCap: 0,
      formula: `${a.ac + magicBonus}`,
      strengthRequired: a.strength,
      stealthDisadvantage: a.stealth,
      magicBonus,
    };
  }
  if (t.includes("light")) {
    // A third of "light" armour is the sturdier medium kind (hide, mail shirts).
    if (rng.chance(1 / 3)) {
      const a = rng.pick(MEDIUM_ARMOUR);
      return {
        type: "armour",
        system,
        category: "medium",
        baseArmourClass: a.ac,
        dexterityCap: 2,
        formula: `${a.ac}${m} + Dex modifier (max 2)`,
        strengthRequired: null,
        stealthDisadvantage: a.stealth,
        magicBonus,
      };
    }
    const a = rng.pick(LIGHT_ARMOUR);
    return {
      type: "armour",
      system,
      category: "light",
      baseArmourClass: a.ac,
      dexterityCap: null,
      formula: `${a.ac}${m} + Dex modifier`,
      strengthRequired: null,
      stealthDisadvantage: a.stealth,
      magicBonus,
    };
  }
  return {
    type: "armour",
    system,
    category: "clothing",
    baseArmourClass: 10,
    dexterityCap: null,
    formula: `10${m} + Dex modifier`,
    strengthRequired: null,
    stealthDisadvantage: false,
    magicBonus,
  };
}

// Durations in 5e terms, by what the consumable's own Duration says.
export function durationFor(text: string): string {
  const t = text.toLowerCase();
  if (/minute/.test(t)) return "10 minutes";
  if (/hour/.test(t)) return "1 hour";
  if (/sunrise|night/.test(t)) return "8 hours";
  if (/three days/.test(t)) return "72 hours";
  if (/day/.test(t)) return "24 hours";
  if (/awake/.test(t)) return "until a long rest";
  if (/instant/.test(t)) return "instantaneous";
  return "1 hour";
}

const TIERS = [
  { dice: [2, 4, 2], dc: 11 },
  { dice: [4, 4, 4], dc: 13 },
  { dice: [8, 4, 8], dc: 15 },
  { dice: [10, 4, 20], dc: 17 },
] as const;

export function consumableBlock(rng: Rng, system: StatSystem, consumableType: string, rarity: string, durationText: string): ConsumableBlock {
  const t = consumableType.toLowerCase();
  const tier = TIERS[min(3, rarityBonus(rarity))] ?? TIERS[0];
  const duration = durationFor(durationText);
  const [n, d, b] = tier.dice;
  const dice = (count: number, sides: number, bonus: number) => ({ dice: `${count}d${sides}${plus(bonus)}`, average: diceAverage(count, sides, bonus) });
  if (/poison/.test(t)) {
    const x = dice(max(1, n), rng.pick([6, 8]), 0);
    return {
      type: "consumable",
      system,
      effect: "poison damage on a failed save (half on a success), and poisoned for the duration",
      ...x,
      save: { ability: "con", dc: tier.dc },
      duration,
    };
  }
  if (/potion|salve/.test(t)) {
    const x = dice(n, d, b);
    return { type: "consumable", system, effect: "regains hit points", ...x, save: null, duration: "instantaneous" };
  }
  if (/food|drink/.test(t)) {
    const x = dice(1, rng.pick([4, 6]), floor(b / 2));
    return { type: "consumable", system, effect: "gains temporary hit points", ...x, save: null, duration };
  }
  // Elixirs and stimulants: a die added to checks of one kind.
  const skill = rng.pick(["Strength checks", "Dexterity checks", "Wisdom (Perception) checks", "Constitution saving throws", "Intelligence checks"]);
  return {
    type: "consumable",
    system,
    effect: `adds the die to ${skill}`,
    dice: `1d${[4, 4, 6, 8][min(3, rarityBonus(rarity))] ?? 4}`,
    average: null,
    save: null,
    duration,
  };
}
