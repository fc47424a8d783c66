// Content for the location kind: types, sizes and rulers' titles (the rest is in
// words-biomes.ts, words-places.ts and words-prose.ts).
import type { Setting } from "../../core/options.js";

export const TYPES = ["city", "town", "village", "port", "fortress", "ruin", "dungeon", "wilds"] as const;
export type LocType = (typeof TYPES)[number];
export const SETTLED: readonly LocType[] = ["city", "town", "village", "port", "fortress"];

export const SIZE_POP: Readonly<Record<LocType, readonly [number, number]>> = {
  city: [20000, 400000],
  town: [1500, 15000],
  village: [60, 900],
  port: [3000, 80000],
  fortress: [200, 4000],
  ruin: [0, 60],
  dungeon: [0, 40],
  wilds: [0, 200],
};

export const RULER_TITLES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["Lord Mayor", "Duchess", "Council of Guildmasters", "High Elder", "Baron", "Prince-Bishop"],
  "dark-fantasy": ["Margrave", "Witch-Finder General", "Council of the Pale Hand", "Abbess", "Warlord", "Burgomaster"],
  "science-fiction": ["Station Administrator", "Colonial Governor", "Corporate Board", "Elected Assembly", "Security Director", "AI Steward"],
  modern: ["Mayor", "City Council", "County Commissioner", "Governor", "Police Chief", "Town Manager"],
  steampunk: ["Guild of Engineers", "Lord Mayor", "Factory Magnate", "Parliament of Burghers", "Airship Admiral", "Mechanical Regent"],
  "post-apocalyptic": ["Warlord", "Council of Elders", "Water Baron", "Sheriff", "Vault Overseer", "Caravan Master"],
  mythic: ["Priest-King", "Oracle", "Council of Heroes", "Chieftain", "Demigod", "Tyrant"],
};
