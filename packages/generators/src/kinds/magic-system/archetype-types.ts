// The shapes of the magic-system kind's archetypes (archetypes.ts draws them together): what a
// kind of magic fixes, and its schools with their workings by power level.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

/** How one comes to use it: born to it, taught, given it by a power, by a bargain, fitted with it, or marked by an event. */
export type Access = "inborn" | "learned" | "granted" | "bargained" | "fitted" | "marked";
/** How the powers of the land treat its users. */
export type Stance = "honoured" | "tolerated" | "outlawed";

/** A school: its workings' name nouns and what they do at each power level (verb phrases, he/she form). */
export interface MagicSchool {
  readonly name: string;
  readonly nouns: readonly string[];
  readonly subtle: readonly string[];
  readonly potent: readonly string[];
  readonly great: readonly string[];
}

export interface MagicArchetype extends Archetype {
  readonly settings: readonly Setting[];
  /** The magic as a mass noun in mid-sentence: "rune carving", "psionics". */
  readonly kind: string;
  /** Nouns for the system's name: "Covenant", "Red Oath". */
  readonly words: readonly string[];
  /** Where the power comes from (noun phrases). */
  readonly sources: readonly string[];
  readonly access: Access;
  /** Who can use it (plural noun phrases). */
  readonly users: readonly string[];
  /** How a working is cast (noun phrases). */
  readonly casting: readonly string[];
  /** How it is learned (noun phrases). */
  readonly training: readonly string[];
  /** Years from the first rank to the second. */
  readonly years: readonly [number, number];
  /** What a working costs (noun phrases). */
  readonly costs: readonly string[];
  /** What paying that cost leaves on its users over the years (noun phrases). */
  readonly marks: readonly string[];
  /** What goes wrong for one who overreaches (clauses). */
  readonly dangers: readonly string[];
  /** Its laws, each with what follows from it (clauses, lower case). */
  readonly rules: readonly (readonly [string, string])[];
  /** Ranks of mastery, lowest first (countable nouns, lower case). */
  readonly ranks: readonly [string, string, string, string];
  /** Its schools, easiest first. */
  readonly schools: readonly [MagicSchool, MagicSchool, MagicSchool];
  /** How the powers of the land may treat it. */
  readonly stances: readonly Stance[];
}

/** A school, written compactly: name, nouns, then two workings each at subtle, potent and world-shaping power. */
export function school(name: string, nouns: readonly string[], subtle: readonly string[], potent: readonly string[], great: readonly string[]): MagicSchool {
  return { name, nouns, subtle, potent, great };
}
