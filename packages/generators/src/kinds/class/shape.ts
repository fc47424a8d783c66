// The shape of the class kind's archetypes (archetypes.ts holds the table and its draw): what an
// archetype fixes, what each of its kits (one per setting) fixes, and its feature ladder.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

export const FAMILIES = ["martial", "arcane", "divine", "primal", "skirmisher", "support"] as const;
export type ClassFamily = (typeof FAMILIES)[number];
export type Ability = "Strength" | "Dexterity" | "Constitution" | "Intelligence" | "Wisdom" | "Charisma";
/** How far its features reach: touch (a hand's reach), melee, ranged, or all around it (aura). */
export type Reach = "touch" | "melee" | "ranged" | "aura";
/** When or at what price a feature works: a bank of clauses in words.ts ("" = always on). */
export type Mechanic = "" | "reaction" | "bonus" | "turn" | "short" | "long" | "minute" | "cost";

/** One feature of the ladder: tier 0 is the class's core (always at 1st level), 1–4 rise in power. */
export interface FeatureDef {
  readonly tier: 0 | 1 | 2 | 3 | 4;
  readonly mech: Mechanic;
  /** Two names, one drawn. */
  readonly names: readonly string[];
  /** Two verb phrases (≤ 7 words), one drawn; tokens {die} {p1} {p2} {near} {far} {short} and the kit's terms. */
  readonly does: readonly string[];
}

/** A resource: its name, how it fills, and the unit a cost is counted in (default "point of <name>"). */
export type Resource = readonly [name: string, gain: string, unit?: string];
/** A path (subclass): its name and two ways to say what it is about. */
export type Path = readonly [name: string, focus: string, focus2: string];

/** The archetype as one setting knows it. */
export interface Kit {
  /** Nouns the class is named by (each word ≤ 14 letters). */
  readonly nouns: readonly string[];
  readonly epithets: readonly string[];
  readonly armour: string;
  readonly weapons: string;
  /** Skills, two drawn. */
  readonly skills: readonly string[];
  readonly resources: readonly Resource[];
  readonly paths: readonly Path[];
  /** Words its features use in this setting ({beast}, {kit}, {gun}, …). */
  readonly terms?: Readonly<Record<string, string>>;
}

export interface ClassArchetype extends Archetype {
  readonly family: ClassFamily;
  /** Its role in a party, lower case: "single-target striker". */
  readonly role: string;
  readonly hitDie: 6 | 8 | 10 | 12;
  readonly primary: readonly [Ability, Ability];
  readonly saves: readonly [Ability, Ability];
  readonly reach: Reach;
  /** Verb phrases in the he/she form, one verb each: "fights one foe at a time". */
  readonly playstyle: readonly string[];
  /** Its features, tier by tier, weakest first. */
  readonly features: readonly FeatureDef[];
  /** One kit per setting it belongs to. */
  readonly kits: Readonly<Partial<Record<Setting, Kit>>>;
}

/** A feature from its shorthand: names and verb phrases separated by "|". */
export function f(tier: FeatureDef["tier"], mech: Mechanic, names: string, does: string): FeatureDef {
  return { tier, mech, names: names.split("|"), does: does.split("|") };
}

/** The same kit for several settings. */
export function kits(settings: readonly Setting[], kit: Kit): Partial<Record<Setting, Kit>> {
  return Object.fromEntries(settings.map((s) => [s, kit]));
}
