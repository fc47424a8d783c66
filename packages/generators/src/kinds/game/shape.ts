// The shape of the game kind's archetypes (archetypes.ts draws the tables together): what a kind
// of game fixes — its equipment by role, the players it takes, how a turn goes, its objective and
// a scoring rule that reaches it, a whole ruleset in the order a table meets it (setting up with
// its quantities, the turn, how a clash is settled, the end and its tie-break), variants that each
// change one thing the entry shows, a worked round of play and how a famous match of it went —
// and what each of its kits (one per setting it belongs to) fixes: what its equipment is made
// of, who plays it where, and for what.
//
// Archetype text is written as frames (src/core/phrases/alternation.ts): [a|b] alternatives, and
// {tokens} for the kit's equipment (each role's short name: {dice}, {cup}), the kit's own words
// ({crew}), the target ({target}) and, in matches and rounds of play, the players ({a}, {b}, {c},
// and {a's}, {b's}, {c's} for their possessives). A role's number is fixed by the archetype
// ("one" thing or "many" things), so a verb may agree with it; nothing else is ever a verb's
// subject. The arithmetic and the order of terms are checked in test/coherence/game.test.ts.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

export const GAME_TYPES = ["board", "war", "dice", "card", "tile", "sport", "wagering", "drinking", "riddle", "puzzle"] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** When a table meets a rule: setting up, taking a turn, in a special case, at the end. */
export type Phase = "setup" | "turn" | "special" | "end";
export const PHASES: readonly Phase[] = ["setup", "turn", "special", "end"];

export interface Rule {
  readonly phase: Phase;
  /** A full sentence (a frame). */
  readonly text: string;
  /** Always shown: a table cannot play without it. The rest are shown now and then. */
  readonly core?: boolean;
  /** Terms it uses that the turn, the scoring or an earlier rule must have introduced ("wild"). */
  readonly needs?: readonly string[];
  /** Terms it introduces. */
  readonly gives?: readonly string[];
  /** What it settles: how a clash is decided, when the game ends, how a tie is broken. */
  readonly settles?: "resolve" | "end" | "tie";
}

/** What a variant changes: one of the archetype's rules (its index), or the turn or scoring. */
export type Changes = number | "turn" | "scoring";

export interface Variant {
  readonly changes: Changes;
  /** Its name, a phrase after "play it" that names what it changes: "without wild ones". */
  readonly name: string;
  /** What it does instead, a clause with its own subject (a frame, lower case): "ones count only as ones". */
  readonly text: string;
  /** The parameters it changes and their new values (each differs from the archetype's `params`). */
  readonly sets: Readonly<Record<string, string>>;
  readonly needs?: readonly string[];
}

/** A line that may only be told when the rules shown have introduced its terms. */
export interface Told {
  readonly text: string;
  readonly needs?: readonly string[];
}

/** Who plays a game somewhere: the people, where they play it, and where a famous game of it was played. */
export type Players = readonly [people: string, where: string, venue: string];

/** The archetype as one setting plays it. */
export interface Kit {
  /** Each role's equipment: as the list shows it, and its short name in the rules. */
  readonly gear: Readonly<Record<string, readonly [listed: string, short: string]>>;
  /**
   * Who plays it there: the people (plural, ≤ 5 words), where they play it ("in harbour
   * taverns", ≤ 6 words) and where a famous game was played ("in a harbour tavern during a
   * gale", ≤ 9 words).
   */
  readonly who: readonly Players[];
  /** What they play for (noun phrases, ≤ 5 words). */
  readonly stakes: readonly string[];
  /** Played by children or families: a grim tone darkens it without debts, blades or brands. */
  readonly gentle?: boolean;
  /** The kit's own words for the frames' other tokens ({crew}: "driver"). */
  readonly words?: Readonly<Record<string, string>>;
  /** What the players are called when not "players" ("drivers"). */
  readonly unit?: string;
  /** Nouns for the name, when the archetype's do not suit the setting. */
  readonly nouns?: readonly string[];
}

export interface GameArchetype extends Archetype {
  readonly type: GameType;
  /** The kind of game in mid-sentence, without an article, in a few wordings: "bluffing dice game". */
  readonly kind: readonly string[];
  /** What one playing of it is called, when not a game or a match: "race", "contest". */
  readonly contest?: readonly string[];
  /** Nouns for its name: "Bluff", "Liar's Cup". */
  readonly nouns: readonly string[];
  /** Fewest and most players (per side when `sides` is set). */
  readonly players: readonly [number, number];
  /** Played by two sides of `players` each. */
  readonly sides?: boolean;
  /** Its equipment's roles and their number. */
  readonly gear: Readonly<Record<string, "one" | "many">>;
  /** The totals, turns or wins its objective may name ({target}). */
  readonly targets?: readonly number[];
  /**
   * A race to a total: what one scoring event can add, and whether the total must be met
   * exactly (test/coherence/game.test.ts checks the total can be reached from every score
   * that can be reached). A push-your-luck game gives its throws instead, and the check
   * works out what a turn can bank.
   */
  readonly race?: { readonly steps?: readonly number[]; readonly exact: boolean; readonly throws?: Throws };
  /** A deck dealt out: its size, and the hand when not the whole deck (the check: it divides among the players, or a rule says where the rest go). */
  readonly deck?: { readonly cards: number; readonly hand?: number };
  /** Why no tie can happen, when no rule breaks one. */
  readonly noTies?: string;
  /** The ruleset's parameters as shown (a variant changes one of them). */
  readonly params: Readonly<Record<string, string>>;
  /** Terms the turn and the scoring introduce ("bid", "challenge"). */
  readonly basics?: readonly string[];
  /** The core of play, a they-form verb phrase (frames): "bid on the dice hidden under every cup". */
  readonly gist: readonly string[];
  /** The objective, a they-form verb phrase after "try to" (frames): "be the last with dice left". */
  readonly objective: readonly string[];
  /** How a point, a win or a game is counted: full sentences (frames). */
  readonly scoring: readonly string[];
  /** How a turn goes: full sentences (frames). */
  readonly turn: readonly string[];
  /** Its rules in the order a table meets them. */
  readonly rules: readonly Rule[];
  readonly variants: readonly Variant[];
  /** A round of play, told with three players ({a}, {b}, {c}): each step a sentence, in several forms. */
  readonly round: readonly (readonly Told[])[];
  /** What good play turns on, or what a player fears: full sentences (frames). */
  readonly craft: readonly string[];
  /** How a famous match of it went, with who won: clauses that open with {a} or {b} (frames). */
  readonly matches: readonly Told[];
  /** Feats its players are remembered for (noun phrases, ≤ 7 words): "a natural dealt twice running". */
  readonly feats: readonly Told[];
  /** One kit per setting it belongs to. */
  readonly kits: Readonly<Partial<Record<Setting, Kit>>>;
}

/** A push-your-luck throw: this many dice of six faces; a die showing `wipe` loses the turn. */
export interface Throws {
  readonly dice: number;
  readonly wipe: number;
}

/** A rule, written compactly. */
export const rule = (phase: Phase, text: string, more: Omit<Rule, "phase" | "text"> = {}): Rule => ({ phase, text, ...more });
/** A core rule (always shown). */
export const core = (phase: Phase, text: string, more: Omit<Rule, "phase" | "text" | "core"> = {}): Rule => ({ phase, text, core: true, ...more });
/** A variant, written compactly. */
export const variant = (changes: Changes, name: string, text: string, sets: Record<string, string>, needs?: readonly string[]): Variant =>
  needs ? { changes, name, text, sets, needs } : { changes, name, text, sets };
/** A told line, written compactly. */
export const told = (text: string, ...needs: string[]): Told => (needs.length > 0 ? { text, needs } : { text });
