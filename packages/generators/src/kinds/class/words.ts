// The class kind's shared banks: the one wording each kind of feature takes (when it works: one
// action and rest vocabulary for every class), dice and costs by tier and power level, the
// resource's pool by level, distances by setting family and the proficiency bonus. The
// archetypes and their kits are in table-*.ts. Our own writing.
import type { Family } from "../../core/phrases/setting-families.js";
import { floorDiv } from "../../core/int.js";
import type { Mechanic } from "./shape.js";

export const POWER = ["low", "standard", "epic"] as const;
export type Power = (typeof POWER)[number];

/** When a feature of each mechanic works, said one way only. */
export const WHEN: Readonly<Record<Mechanic, string>> = {
  "": "",
  reaction: "as a reaction",
  bonus: "as a bonus action",
  turn: "once per turn",
  short: "once per short rest",
  long: "once per long rest",
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
export const COST = [1, 1, 2, 3, 4] as const;

/** The resource's pool at a level: 2 at 1st (1 low, 3 epic), one more every odd level after. */
export function poolAt(level: number, power: Power): number {
  const base = power === "low" ? 1 : power === "epic" ? 3 : 2;
  return base + floorDiv(level - 1, 2);
}

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

/** The steps of the progression that are not features: "{Path} chosen", an ability score increase, and a level with nothing new. */
export const STEP_ABILITY = "Ability score increase";
export const STEP_NONE = "—";
export const chosenStep = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)} chosen`;
export const isStep = (n: string): boolean => n === STEP_ABILITY || n === STEP_NONE || / chosen$/.test(n);
