// Which challenge ratings a creature may have: a band by its threat and a band by its size (a
// tiny thing is never CR 29, a gargantuan one never CR 1/8), and the sizes a threat allows.
import { max, min } from "../core/int.js";

export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export type Size = (typeof SIZES)[number];

/** Indexes into CR_TABLE (0 = CR 0, 4 = CR 1, 33 = CR 30), both ends included. */
export type Band = readonly [number, number];

/** Challenge-rating bands by a monster's threat. */
export const THREAT_BAND: Readonly<Record<string, Band>> = {
  minor: [0, 5], // CR 0–2
  dangerous: [6, 10], // CR 3–7
  deadly: [11, 18], // CR 8–15
  legendary: [19, 33], // CR 16–30
};

/** Challenge-rating bands by size: what a body of that size can plausibly be. */
export const SIZE_BAND: Readonly<Record<Size, Band>> = {
  tiny: [0, 5], // CR 0–2
  small: [0, 8], // CR 0–5
  medium: [0, 19], // CR 0–16
  large: [2, 24], // CR 1/4–21
  huge: [6, 33], // CR 3–30
  gargantuan: [12, 33], // CR 9–30
};

/** The band a creature of this threat and size is drawn from (the threat's band when they do not meet). */
export function crBand(threat: string, size: Size): Band {
  const t = THREAT_BAND[threat] ?? (THREAT_BAND.dangerous as Band);
  const s = SIZE_BAND[size];
  const lo = max(t[0], s[0]);
  const hi = min(t[1], s[1]);
  return lo <= hi ? [lo, hi] : t;
}

/** Whether a creature of this size can carry this threat. */
export function sizeFitsThreat(size: Size, threat: string): boolean {
  const t = THREAT_BAND[threat];
  if (!t) return true;
  const s = SIZE_BAND[size];
  return max(t[0], s[0]) <= min(t[1], s[1]);
}

export function isSize(s: unknown): s is Size {
  return typeof s === "string" && (SIZES as readonly string[]).includes(s);
}
