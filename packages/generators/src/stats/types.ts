// The shapes of a stat block: one per family of kinds. All JSON-safe (saved with the result).

/** Which rules a block is written for; "none" means no block. */
export const STAT_SYSTEMS = ["none", "neutral", "5e"] as const;
export type StatSystemOption = (typeof STAT_SYSTEMS)[number];
export type StatSystem = Exclude<StatSystemOption, "none">;

export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

export interface Attack {
  readonly name: string;
  readonly range: "melee" | "ranged";
  /** The ability the attack is made with: its modifier is in the to-hit and the damage. */
  readonly ability: Ability;
  /** Proficiency + the ability's modifier. */
  readonly toHit: number;
  /** "5 ft." or "80/320 ft.". */
  readonly reach: string;
  /** Dice expression, e.g. "2d8 + 3"; "" when the attack deals a flat 1. */
  readonly dice: string;
  readonly average: number;
  readonly damageType: string;
}

export interface CreatureBlock {
  readonly type: "creature";
  readonly system: StatSystem;
  readonly size: string;
  readonly creatureType: string;
  readonly armourClass: number;
  readonly armourNote: string;
  readonly hitPoints: number;
  readonly hitDice: string;
  readonly speed: string;
  readonly abilities: Readonly<Record<Ability, number>>;
  readonly savingThrows: readonly { readonly ability: Ability; readonly bonus: number }[];
  readonly skills: readonly { readonly name: string; readonly bonus: number }[];
  readonly passivePerception: number;
  readonly challenge: string;
  readonly xp: number;
  readonly proficiency: number;
  /** 8 + proficiency + the modifier of `saveAbility`. */
  readonly saveDc: number;
  readonly saveAbility: Ability;
  readonly attacks: readonly Attack[];
  /** Sum of the attacks' average damage: what the creature deals in a round. */
  readonly damagePerRound: number;
}

export interface WeaponBlock {
  readonly type: "weapon";
  readonly system: StatSystem;
  readonly category: "simple melee" | "martial melee" | "simple ranged" | "martial ranged";
  readonly dice: string;
  readonly damageType: string;
  readonly properties: readonly string[];
  readonly magicBonus: number;
}

export interface ArmourBlock {
  readonly type: "armour";
  readonly system: StatSystem;
  /** "light", "medium", "heavy" or "clothing". */
  readonly category: string;
  readonly baseArmourClass: number;
  /** The most Dexterity adds (null: all of it; 0: none). */
  readonly dexterityCap: number | null;
  readonly formula: string;
  readonly strengthRequired: number | null;
  readonly stealthDisadvantage: boolean;
  readonly magicBonus: number;
}

export interface ConsumableBlock {
  readonly type: "consumable";
  readonly system: StatSystem;
  readonly effect: string;
  readonly dice: string | null;
  readonly average: number | null;
  readonly save: { readonly ability: Ability; readonly dc: number } | null;
  readonly duration: string;
}

export type StatBlock = CreatureBlock | WeaponBlock | ArmourBlock | ConsumableBlock;
