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

/** How an archetype's dice run: light and many (a skirmisher), heavy (a brute), a caster's, a healer's. */
export type DiceStyle = "light" | "heavy" | "spell" | "heal";
/** Dice by style and tier (tier 0 reads as tier 1), standard power: [count, size]. */
const DICE_BY: Readonly<Record<DiceStyle, readonly (readonly [number, number])[]>> = {
  light: [
    [1, 6],
    [2, 6],
    [3, 6],
    [5, 6],
  ],
  heavy: [
    [1, 10],
    [1, 12],
    [2, 10],
    [3, 12],
  ],
  spell: [
    [1, 8],
    [2, 8],
    [3, 10],
    [6, 6],
  ],
  heal: [
    [1, 8],
    [2, 4],
    [2, 8],
    [4, 8],
  ],
};
const SIZES = [4, 6, 8, 10, 12];

/** The die a feature of a tier rolls: a size smaller at low power, one larger at epic. */
export function dieOf(style: DiceStyle, tier: number, power: Power): string {
  const [n, size] = DICE_BY[style][(tier < 1 ? 1 : tier > 4 ? 4 : tier) - 1] as readonly [number, number];
  const i = SIZES.indexOf(size) + (power === "low" ? -1 : power === "epic" ? 1 : 0);
  return `${n}d${SIZES[i < 0 ? 0 : i >= SIZES.length ? SIZES.length - 1 : i] as number}`;
}

/**
 * How an archetype's pool grows, and what it costs by tier (0–4): a short-rest pool stays small
 * and cheap, a deep pool grows by a point a level and charges more, a late one starts at a single
 * point; "steady" is the old 2-to-6 curve (docs/generators.md, "Reading 4" in packages/generators/reading/class.md).
 */
export type Curve = "short" | "steady" | "deep" | "late";
const CURVES: Readonly<Record<Curve, { readonly at: (level: number) => number; readonly cost: readonly number[] }>> = {
  short: { at: (l) => 2 + floorDiv(l, 4), cost: [1, 1, 1, 2, 2] },
  steady: { at: (l) => 2 + floorDiv(l - 1, 2), cost: [1, 1, 2, 3, 4] },
  deep: { at: (l) => l + 2, cost: [1, 1, 3, 4, 6] },
  late: { at: (l) => 1 + floorDiv(l, 3), cost: [1, 1, 1, 2, 3] },
};

/** The resource's pool at a level on a curve: one point fewer at low power, one more at epic (two on a deep curve). */
export function poolAt(level: number, power: Power, curve: Curve = "steady"): number {
  const base = CURVES[curve].at(level);
  const shift = (curve === "deep" ? 2 : 1) * (power === "low" ? -1 : power === "epic" ? 1 : 0);
  return base + shift < 1 ? 1 : base + shift;
}

/** What a feature of a tier costs on a curve, in units of the resource. */
export const costOf = (curve: Curve, tier: number): number => CURVES[curve].cost[tier] as number;

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
export const featureStep = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)} feature`;
export const isStep = (n: string): boolean => n === STEP_ABILITY || n === STEP_NONE || / chosen$/.test(n) || /^\w+ feature$/.test(n);
