// How each archetype's numbers run, so no two classes share one chassis (packages/generators/reading/class.md,
// Reading 4): the curve its resource's pool follows on a long rest (a short-rest resource always
// takes the small "short" curve) and the dice its features roll. Our own writing.
import type { Curve, DiceStyle } from "./words.js";

export interface Chassis {
  readonly curve: Curve;
  readonly dice: DiceStyle;
}

const CHASSIS: Readonly<Record<string, Chassis>> = {
  duellist: { curve: "short", dice: "light" },
  warden: { curve: "late", dice: "heavy" },
  reaver: { curve: "late", dice: "heavy" },
  "rune-scribe": { curve: "deep", dice: "spell" },
  "hedge-witch": { curve: "steady", dice: "spell" },
  "grave-priest": { curve: "steady", dice: "heal" },
  oracle: { curve: "late", dice: "spell" },
  ranger: { curve: "steady", dice: "light" },
  "battle-chanter": { curve: "short", dice: "heal" },
  "beast-tamer": { curve: "steady", dice: "heavy" },
  cutpurse: { curve: "short", dice: "light" },
  "field-medic": { curve: "deep", dice: "heal" },
  artificer: { curve: "steady", dice: "spell" },
  psion: { curve: "deep", dice: "spell" },
  exorcist: { curve: "late", dice: "heal" },
  investigator: { curve: "short", dice: "light" },
  bodyguard: { curve: "short", dice: "heavy" },
  breacher: { curve: "steady", dice: "heavy" },
  chaplain: { curve: "steady", dice: "heal" },
  "void-pilot": { curve: "late", dice: "light" },
  scavenger: { curve: "short", dice: "light" },
  "ash-preacher": { curve: "late", dice: "heal" },
  galvanist: { curve: "deep", dice: "spell" },
};

export const chassisOf = (id: string): Chassis => CHASSIS[id] ?? { curve: "steady", dice: "light" };

/** The curve a resource takes: the small short-rest one when a short rest restores it. */
export const curveFor = (id: string, refill: string | undefined): Curve => (refill === "short" ? "short" : chassisOf(id).curve);
