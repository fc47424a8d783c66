// The 5e figures a stat block is fitted to: the DMG's "Monster Statistics by Challenge Rating"
// table (proficiency bonus, armour class, hit point range, attack bonus, damage per round, save
// DC) and the challenge rating → experience points table. Pure data.
import { floor } from "../core/int.js";

/** A challenge rating as 5e writes it. */
export type ChallengeRating = "0" | "1/8" | "1/4" | "1/2" | `${number}`;

export interface CrRow {
  readonly cr: ChallengeRating;
  /** The rating as a number (1/8 = 0.125), for ordering and comparisons. */
  readonly value: number;
  readonly proficiency: number;
  readonly armourClass: number;
  readonly hp: readonly [number, number];
  readonly attackBonus: number;
  readonly damagePerRound: readonly [number, number];
  readonly saveDc: number;
  readonly xp: number;
}

// [cr, prof, AC, hp lo, hp hi, attack, dmg lo, dmg hi, save DC, XP]
const RAW: readonly (readonly [ChallengeRating, number, number, number, number, number, number, number, number, number])[] = [
  ["0", 2, 13, 1, 6, 3, 0, 1, 13, 10],
  ["1/8", 2, 13, 7, 35, 3, 2, 3, 13, 25],
  ["1/4", 2, 13, 36, 49, 3, 4, 5, 13, 50],
  ["1/2", 2, 13, 50, 70, 3, 6, 8, 13, 100],
  ["1", 2, 13, 71, 85, 3, 9, 14, 13, 200],
  ["2", 2, 13, 86, 100, 3, 15, 20, 13, 450],
  ["3", 2, 13, 101, 115, 4, 21, 26, 13, 700],
  ["4", 2, 14, 116, 130, 5, 27, 32, 14, 1100],
  ["5", 3, 15, 131, 145, 6, 33, 38, 15, 1800],
  ["6", 3, 15, 146, 160, 6, 39, 44, 15, 2300],
  ["7", 3, 15, 161, 175, 6, 45, 50, 15, 2900],
  ["8", 3, 16, 176, 190, 7, 51, 56, 16, 3900],
  ["9", 4, 16, 191, 205, 7, 57, 62, 16, 5000],
  ["10", 4, 17, 206, 220, 7, 63, 68, 16, 5900],
  ["11", 4, 17, 221, 235, 8, 69, 74, 17, 7200],
  ["12", 4, 17, 236, 250, 8, 75, 80, 17, 8400],
  ["13", 5, 18, 251, 265, 8, 81, 86, 18, 10000],
  ["14", 5, 18, 266, 280, 8, 87, 92, 18, 11500],
  ["15", 5, 18, 281, 295, 8, 93, 98, 18, 13000],
  ["16", 5, 18, 296, 310, 9, 99, 104, 18, 15000],
  ["17", 6, 19, 311, 325, 10, 105, 110, 19, 18000],
  ["18", 6, 19, 326, 340, 10, 111, 116, 19, 20000],
  ["19", 6, 19, 341, 355, 10, 117, 122, 19, 22000],
  ["20", 6, 19, 356, 400, 10, 123, 140, 19, 25000],
  ["21", 7, 19, 401, 445, 11, 141, 158, 20, 33000],
  ["22", 7, 19, 446, 490, 11, 159, 176, 20, 41000],
  ["23", 7, 19, 491, 535, 11, 177, 194, 20, 50000],
  ["24", 7, 19, 536, 580, 12, 195, 212, 21, 62000],
  ["25", 8, 19, 581, 625, 12, 213, 230, 21, 75000],
  ["26", 8, 19, 626, 670, 12, 231, 248, 21, 90000],
  ["27", 8, 19, 671, 715, 13, 249, 266, 22, 105000],
  ["28", 8, 19, 716, 760, 13, 267, 284, 22, 120000],
  ["29", 9, 19, 761, 805, 13, 285, 302, 22, 135000],
  ["30", 9, 19, 806, 850, 14, 303, 320, 23, 155000],
];

function crValue(cr: ChallengeRating): number {
  const [a, b] = cr.split("/");
  return b === undefined ? Number(a) : Number(a) / Number(b);
}

export const CR_TABLE: readonly CrRow[] = RAW.map(([cr, proficiency, armourClass, hpLo, hpHi, attackBonus, dLo, dHi, saveDc, xp]) => ({
  cr,
  value: crValue(cr),
  proficiency,
  armourClass,
  hp: [hpLo, hpHi] as const,
  attackBonus,
  damagePerRound: [dLo, dHi] as const,
  saveDc,
  xp,
}));

const BY_CR = new Map(CR_TABLE.map((r) => [r.cr, r]));

export function crRow(cr: string): CrRow {
  const r = BY_CR.get(cr as ChallengeRating);
  if (!r) throw new RangeError(`Unknown challenge rating ${cr}`);
  return r;
}

/** Index of a rating in CR_TABLE (0 = CR 0, 4 = CR 1, 33 = CR 30). */
export function crIndex(cr: string): number {
  return CR_TABLE.indexOf(crRow(cr));
}

/** 5e's ability modifier: floor((score − 10) / 2). */
export function abilityModifier(score: number): number {
  return floor((score - 10) / 2);
}

export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** "+ 3", "− 1" or "" after a dice expression. */
export function plus(n: number): string {
  return n === 0 ? "" : n < 0 ? ` − ${-n}` : ` + ${n}`;
}

/** Average of NdS + b, rounded down as 5e prints it. */
export function diceAverage(count: number, sides: number, bonus = 0): number {
  return floor((count * (sides + 1)) / 2) + bonus;
}

/** A readable number: 25000 → "25,000". */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
