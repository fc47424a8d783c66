// The class kind's shared banks: the clause each kind of feature takes (when, how often, at what
// price), dice and costs by tier and power level, distances by setting family, and what a hit die
// and a reach mean at the table. The archetypes and their kits are in table-*.ts. Our own writing.
import type { Family } from "../../core/phrases/setting-families.js";
import type { Mechanic, Reach } from "./shape.js";

export const POWER = ["low", "standard", "epic"] as const;
export type Power = (typeof POWER)[number];

/** The clause a feature of each mechanic takes after its effect (short, so no run of words recurs). {cost} is a quantity of the resource. */
export const WHEN: Readonly<Record<Mechanic, readonly string[]>> = {
  "": [""],
  reaction: ["as a reaction", "using your reaction", "once per round", "as your reaction"],
  bonus: ["as a bonus action", "as a quick action", "alongside your action", "as a free action"],
  turn: ["once per turn", "once each turn", "once a turn", "once each round"],
  short: ["once per short rest", "once between rests", "once per rest", "twice per long rest"],
  long: ["once per long rest", "once a day", "once per day", "once between long rests"],
  minute: ["for one minute", "for ten rounds", "for a minute", "for a full minute"],
  cost: ["for {cost}", "by spending {cost}", "paying {cost}", "spending {cost}"],
};
/** The same clause before the effect ("as a reaction, strike back …"); a price always comes after. */
export const WHEN_FIRST: Readonly<Record<Mechanic, readonly string[]>> = {
  "": [],
  reaction: ["as a reaction", "using your reaction"],
  bonus: ["as a bonus action", "as a quick action"],
  turn: ["once per turn", "once each turn"],
  short: ["once per short rest", "once between rests"],
  long: ["once per long rest", "once a day"],
  minute: ["for one minute", "for ten rounds"],
  cost: [],
};

/** Words a feature may say in more than one way: a drawn synonym keeps one phrase from recurring whole. */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  foe: ["foe", "enemy", "opponent"],
  foes: ["foes", "enemies", "opponents"],
  ally: ["ally", "friend", "comrade"],
  allies: ["allies", "friends", "comrades"],
};

/** Damage or healing dice by power level and tier (tier 0 reads as tier 1). */
export const DICE: Readonly<Record<Power, readonly [string, string, string, string]>> = {
  low: ["1d4", "1d6", "2d6", "3d6"],
  standard: ["1d6", "2d6", "3d8", "4d10"],
  epic: ["1d8", "2d8", "4d8", "6d10"],
};

/** What a feature of each tier costs, in units of the resource. */
export const COST = [1, 1, 2, 3, 5] as const;

/** Distances: {short}, {near}, {far}; feet on the old and present-day worlds, metres among the stars. */
export const DISTANCE: Readonly<
  Record<Family, { readonly short: number; readonly near: number; readonly far: number; readonly unit: string; readonly units: string }>
> = {
  old: { short: 10, near: 30, far: 60, unit: "foot", units: "feet" },
  now: { short: 10, near: 30, far: 60, unit: "foot", units: "feet" },
  fallen: { short: 10, near: 30, far: 60, unit: "foot", units: "feet" },
  future: { short: 3, near: 9, far: 18, unit: "metre", units: "metres" },
};

/** The proficiency bonus at each level, 1–10. */
export const PROFICIENCY = ["+2", "+2", "+2", "+2", "+3", "+3", "+3", "+3", "+4", "+4"] as const;

/** What a hit die means in a fight, as short verb phrases in the he/she form. */
export const HIT_DIE_LINE: Readonly<Record<6 | 8 | 10 | 12, readonly string[]>> = {
  6: ["stays behind sturdier friends", "cannot afford a brawl", "falls fast if cornered", "keeps well back", "dreads a long melee"],
  8: ["holds up briefly", "can trade a few blows", "survives a bad round", "stands second in line", "lasts a skirmish"],
  10: ["can hold the front", "shrugs off a bad round", "takes hits for others", "holds a line a while", "lasts a long melee"],
  12: ["stands where blows fall", "outlasts almost anyone", "laughs off grievous wounds", "takes the worst of it", "rarely falls first"],
};

/** Where its features work, by reach (short). */
export const REACH_LINE: Readonly<Record<Reach, readonly string[]>> = {
  touch: ["within arm's reach", "by touch", "at a hand's distance", "hand to hand"],
  melee: ["up close", "face to face", "at blade's length", "in the press"],
  ranged: ["from a distance", "at range", "from well back", "across the field"],
  aura: ["on nearby allies", "on all within earshot", "in a ring around the {noun}", "on the whole party"],
};

/** What a book of the class is called, by setting family: "*The Duellist's Primer*". */
export const BOOK: Readonly<Record<Family, readonly string[]>> = {
  old: ["Primer", "Book", "Manual", "Rule", "Art", "Catechism"],
  now: ["Handbook", "Manual", "Field Guide", "Training Manual"],
  fallen: ["Notebook", "Rules", "Logbook", "Scrapbook"],
  future: ["Field Manual", "Protocols", "Codex", "Doctrine"],
};

/** The steps of the progression that are not features. */
export const STEP_SUBCLASS = "Subclass chosen";
export const STEP_ABILITY = "Ability score increase";
