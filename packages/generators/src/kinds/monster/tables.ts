// The monster archetype table of each setting family.
import type { Family, MonsterArchetype } from "./archetypes.js";
import { HIGH_FANTASY } from "./archetypes-fantasy-wild.js";
import { FALLEN } from "./archetypes-fallen.js";
import { FUTURE } from "./archetypes-future.js";
import { DARK_FANTASY, MYTHIC } from "./archetypes-legend.js";
import { MODERN } from "./archetypes-modern.js";
import { STEAM } from "./archetypes-steam.js";

export const TABLES: Readonly<Record<Family, readonly MonsterArchetype[]>> = {
  fantasy: HIGH_FANTASY,
  dark: DARK_FANTASY,
  mythic: MYTHIC,
  future: FUTURE,
  modern: MODERN,
  steam: STEAM,
  fallen: FALLEN,
};
