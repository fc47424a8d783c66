// The magic-system kind's archetypes: each is a kind of magic (a blood pact, true-name speech,
// rune carving, a nanite lattice, aether engineering, …) that fixes where its power comes from,
// who can use it and how they come by it, how it is cast and learned, what it costs and what that
// cost leaves on its users, what goes wrong, its laws (each with what follows from it), its ranks
// of mastery (lowest first), its three schools (easiest first, each with its workings by power)
// and the settings it belongs to. The tables are in archetypes-*.ts.
import type { Setting } from "../../core/options.js";
import { FALLEN_ARCHETYPES } from "./archetypes-fallen.js";
import { FUTURE_ARCHETYPES } from "./archetypes-future.js";
import { LORE_ARCHETYPES } from "./archetypes-lore.js";
import { OLD_ARCHETYPES } from "./archetypes-old.js";
import { STEAM_ARCHETYPES } from "./archetypes-steam.js";
import type { MagicArchetype, MagicSchool } from "./archetype-types.js";

export type { Access, MagicArchetype, MagicSchool, Stance } from "./archetype-types.js";

export const ARCHETYPES: readonly MagicArchetype[] = [...OLD_ARCHETYPES, ...LORE_ARCHETYPES, ...STEAM_ARCHETYPES, ...FUTURE_ARCHETYPES, ...FALLEN_ARCHETYPES];

/** Where each setting starts its table, chosen so that no seed draws the same kind of magic in high fantasy and in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 3,
  "science-fiction": 0,
  modern: 3,
  steampunk: 1,
  "post-apocalyptic": 4,
  mythic: 5,
};

/** The kinds of magic a setting knows, starting at the setting's own place in the table. */
export function archetypesOf(setting: Setting): readonly MagicArchetype[] {
  const all = ARCHETYPES.filter((a) => a.settings.includes(setting));
  const k = OFFSET[setting] % all.length;
  return [...all.slice(k), ...all.slice(0, k)];
}

/** Every school of every archetype, by name (a locked school list is read through it). */
export const SCHOOL_BY_NAME: ReadonlyMap<string, MagicSchool> = new Map(ARCHETYPES.flatMap((a) => a.schools.map((s) => [s.name, s] as const)));
