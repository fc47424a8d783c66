// The game kind's archetypes: each is a real kind of game (trick-taking cards, bluffing dice, a
// race round a board, a hunt game, mob ball, a riddle contest, …) that fixes its equipment by
// role, the players it takes, how a turn goes, its objective and a scoring rule that reaches it,
// a whole ruleset in the order a table meets it, variants that each change one thing it shows, a
// round of play and how a famous match of it went; its kits (one per setting it belongs to) fix
// what the equipment is, who plays it where and for what. The tables are in archetypes-*.ts,
// their shape in shape.ts.
import type { Setting } from "../../core/options.js";
import { BANK_ARCHETYPES } from "./archetypes-bank.js";
import { BOARD_ARCHETYPES } from "./archetypes-board.js";
import { BONES_ARCHETYPES } from "./archetypes-bones.js";
import { CARD_ARCHETYPES } from "./archetypes-cards.js";
import { DICE_ARCHETYPES } from "./archetypes-dice.js";
import { DRINK_ARCHETYPES } from "./archetypes-drink.js";
import { FIELD_ARCHETYPES } from "./archetypes-field.js";
import { HUNT_ARCHETYPES } from "./archetypes-hunt.js";
import { SPORT_ARCHETYPES } from "./archetypes-sport.js";
import { TAG_ARCHETYPES } from "./archetypes-tag.js";
import { TILE_ARCHETYPES } from "./archetypes-tiles.js";
import { WAGER_ARCHETYPES } from "./archetypes-wagers.js";
import { WAR_ARCHETYPES } from "./archetypes-war.js";
import { WHEEL_ARCHETYPES } from "./archetypes-wheel.js";
import { WITS_ARCHETYPES } from "./archetypes-wits.js";
import type { GameArchetype, GameType, Kit } from "./shape.js";

export * from "./shape.js";

export const ARCHETYPES: readonly GameArchetype[] = [
  ...CARD_ARCHETYPES,
  ...BANK_ARCHETYPES,
  ...TILE_ARCHETYPES,
  ...DICE_ARCHETYPES,
  ...BONES_ARCHETYPES,
  ...DRINK_ARCHETYPES,
  ...BOARD_ARCHETYPES,
  ...HUNT_ARCHETYPES,
  ...WAR_ARCHETYPES,
  ...FIELD_ARCHETYPES,
  ...SPORT_ARCHETYPES,
  ...TAG_ARCHETYPES,
  ...WAGER_ARCHETYPES,
  ...WHEEL_ARCHETYPES,
  ...WITS_ARCHETYPES,
];

/** Where each setting starts its table, so the same seed draws another kind of game in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 3,
  "science-fiction": 5,
  modern: 7,
  steampunk: 2,
  "post-apocalyptic": 4,
  mythic: 6,
};

/** The kinds of game a setting knows (of a type, when the option asks for one and the setting has it). */
export function archetypesOf(setting: Setting, type: GameType | "any"): readonly GameArchetype[] {
  const all = ARCHETYPES.filter((a) => a.kits[setting] !== undefined);
  const own = type === "any" ? all : all.filter((a) => a.type === type);
  const pool = own.length > 0 ? own : all;
  const k = OFFSET[setting] % pool.length;
  return [...pool.slice(k), ...pool.slice(0, k)];
}

/** The archetype's kit in a setting (a locked archetype from elsewhere falls back to its first). */
export function kitOf(a: GameArchetype, setting: Setting): Kit {
  return a.kits[setting] ?? (Object.values(a.kits)[0] as Kit);
}
