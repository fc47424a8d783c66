// The monster archetype: a hand-written bundle that decides what a creature may be — its type,
// sizes, habitats, body (and so its ability scores), attacks, senses, diet, weaknesses, spoils,
// signs, how more of it come to be, and the tales told of it. Tables per setting family live in
// archetypes-*.ts; this file holds the shape, the bodies and the per-setting lookup.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Size } from "../../stats/bands.js";
import type { Body } from "../../stats/creature.js";
import type { Ability } from "../../stats/types.js";
import type { Habitat } from "./words.js";

export type DamageType =
  "piercing" | "slashing" | "bludgeoning" | "poison" | "acid" | "fire" | "cold" | "lightning" | "necrotic" | "psychic" | "thunder" | "radiant";

/** One attack, as the prose names it and the stat block makes it. */
export interface Strike {
  /** "Bite", "Wing buffet": the block's name, and the prose says "its bite". */
  readonly name: string;
  readonly damage: DamageType;
  readonly ranged?: true;
  /** Made with the better of Strength and Dexterity (a sting, a spray, a quick touch). */
  readonly finesse?: true;
  /** A thrown rock or wreck: ranged, but made with Strength. */
  readonly thrown?: true;
}

export type BodyKind = "brute" | "hunter" | "lurker" | "hulk" | "cunning" | "mindless" | "swarm" | "spirit" | "machine";

/** Ability offsets of each body: STR, DEX, CON on the size's frame, INT, WIS, CHA on 10. */
export const BODY: Readonly<Record<BodyKind, Body>> = {
  brute: { str: 3, dex: -2, con: 2, int: -4, wis: 0, cha: -2 },
  hunter: { str: 1, dex: 3, con: 1, int: -6, wis: 3, cha: -4 },
  lurker: { str: 0, dex: 3, con: 0, int: -3, wis: 2, cha: -3 },
  hulk: { str: 4, dex: -4, con: 4, int: -6, wis: -1, cha: -4 },
  cunning: { str: -1, dex: 1, con: 0, int: 4, wis: 2, cha: 4 },
  mindless: { str: 1, dex: -3, con: 3, int: -8, wis: -2, cha: -6 },
  swarm: { str: -3, dex: 4, con: -1, int: -8, wis: 0, cha: -6 },
  spirit: { str: -4, dex: 3, con: 0, int: 2, wis: 2, cha: 5 },
  machine: { str: 3, dex: -1, con: 3, int: -5, wis: 0, cha: -6 },
};

export interface MonsterArchetype extends Archetype {
  /** The type as the entry names it: "giant", "gorgon", "xenoform". */
  readonly type: string;
  /** The 5e creature type of its block. */
  readonly five: string;
  readonly sizes: readonly Size[];
  readonly habitats: readonly Habitat[];
  readonly body: BodyKind;
  /** "she" for the hag and the gorgon; "it" otherwise. */
  readonly pronoun?: "she";
  /** The ability its save DC is set by. */
  readonly save: Ability;
  /** Movement besides walking: "fly 60 ft.". */
  readonly speed?: string;
  /** Two or three attacks, most typical first. */
  readonly attacks: readonly Strike[];
  /** What it eats: plural or mass noun phrases ("pit ponies", "carrion"). */
  readonly diets: readonly string[];
  /** What it does, as verb phrases about "it": "hunts alone". */
  readonly habits: readonly string[];
  /** Senses and powers, as verb phrases about "it". */
  readonly powers: readonly string[];
  /** What drives it off or harms it: noun phrases. */
  readonly weaknesses: readonly string[];
  /** What a carcass yields: noun phrases. */
  readonly spoils: readonly string[];
  /** Signs of its presence: noun phrases. */
  readonly signs: readonly string[];
  /** How more of it come to be, as verb phrases about "it". */
  readonly young: readonly string[];
  /** What the tales claim, as verb phrases about "it". */
  readonly tales: readonly string[];
}

/** The setting families with their own tables. */
export type Family = "fantasy" | "dark" | "mythic" | "future" | "modern" | "steam" | "fallen";

export const FAMILY: Readonly<Record<Setting, Family>> = {
  "high-fantasy": "fantasy",
  "dark-fantasy": "dark",
  mythic: "mythic",
  "science-fiction": "future",
  modern: "modern",
  steampunk: "steam",
  "post-apocalyptic": "fallen",
};
