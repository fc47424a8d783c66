// The shape of the game kind's archetypes (archetypes.ts draws the tables together): what a kind
// of game fixes — its equipment by role, the players it takes, how a turn goes, its objective and
// a scoring rule that reaches it, its rules in the order a player meets them, variants that each
// change one of them, and how a famous match of it went — and what each of its kits (one per
// setting it belongs to) fixes: what its equipment is made of, who plays it and for what.
//
// Archetype text is written as frames (src/core/phrases/alternation.ts): [a|b] alternatives, and
// {tokens} for the kit's equipment (each role's short name: {dice}, {cup}), the target ({target})
// and, in matches, the two players ({a}, {b}). A role's number is fixed by the archetype ("one"
// thing or "many" things), so a verb may agree with it; nothing else is ever a verb's subject.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Scene } from "./words.js";

export const GAME_TYPES = ["board", "dice", "card", "tile", "sport", "wagering", "drinking", "riddle", "puzzle"] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** When a player meets a rule: setting up, taking a turn, in a special case, at the end. */
export type Phase = "setup" | "turn" | "special" | "end";
export const PHASES: readonly Phase[] = ["setup", "turn", "special", "end"];

export interface Rule {
  readonly phase: Phase;
  /** A full sentence (a frame). */
  readonly text: string;
}

/** What a variant changes: one of the archetype's rules (its index), or the turn, objective or scoring. */
export type Changes = number | "turn" | "objective" | "scoring";

export interface Variant {
  readonly changes: Changes;
  /** What it does instead, a clause with its own subject (a frame, lower case): "ones are not wild". */
  readonly text: string;
}

/** The archetype as one setting plays it. */
export interface Kit {
  /** Each role's equipment: as the list shows it, and its short name in the rules. */
  readonly gear: Readonly<Record<string, readonly [listed: string, short: string]>>;
  /** Who plays it there (plural noun phrases, ≤ 6 words). */
  readonly who: readonly string[];
  /** What they play for (noun phrases, ≤ 5 words). */
  readonly stakes: readonly string[];
  /** Played by children or families: a grim tone darkens it without debts, blades or brands. */
  readonly gentle?: boolean;
}

export interface GameArchetype extends Archetype {
  readonly type: GameType;
  /** The kind of game in mid-sentence, without an article, in a few wordings: "bluffing dice game". */
  readonly kind: readonly string[];
  /** Nouns for its name: "Bluff", "Liar's Cup". */
  readonly nouns: readonly string[];
  /** Fewest and most players (per side when `sides` is set). */
  readonly players: readonly [number, number];
  /** Played by two sides of `players` each. */
  readonly sides?: boolean;
  /** Its equipment's roles and their number. */
  readonly gear: Readonly<Record<string, "one" | "many">>;
  /** The totals its objective may name ({target}). */
  readonly targets?: readonly number[];
  /** What one scoring event can add (the arithmetic check: every target is a sum of these). */
  readonly steps?: readonly number[];
  /** The core of play, a they-form verb phrase (frames): "bid on the dice hidden under every cup". */
  readonly gist: readonly string[];
  /** The objective, a they-form verb phrase after "try to" (frames): "be the last with dice left". */
  readonly objective: readonly string[];
  /** How a point, a win or a game is counted: full sentences (frames). */
  readonly scoring: readonly string[];
  /** How a turn goes: full sentences (frames). */
  readonly turn: readonly string[];
  /** Its rules in the order a player meets them. */
  readonly rules: readonly Rule[];
  readonly variants: readonly Variant[];
  /** Where its famous games were played (default: a field for a sport, a table for the rest). */
  readonly scene?: Scene;
  /** How a famous match of it went: clauses that open with {a} or {b} (frames). */
  readonly matches: readonly string[];
  /** Feats its players are remembered for (noun phrases, ≤ 7 words): "a natural dealt twice running". */
  readonly feats: readonly string[];
  /** One kit per setting it belongs to. */
  readonly kits: Readonly<Partial<Record<Setting, Kit>>>;
}

/** A rule, written compactly. */
export const rule = (phase: Phase, text: string): Rule => ({ phase, text });
/** A variant, written compactly. */
export const variant = (changes: Changes, text: string): Variant => ({ changes, text });
