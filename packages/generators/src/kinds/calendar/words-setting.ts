// The calendar's weekdays by setting (our own writing): high fantasy keeps the shared week of
// systems/calendar; the other settings name their days in their own way.
import type { Setting } from "../../core/options.js";

/** Day-name roots and endings for a setting's week. */
export interface Week {
  readonly roots: readonly string[];
  readonly tails: readonly string[];
}

export const OWN_WEEKS: Readonly<Partial<Record<Setting, Week>>> = {
  "dark-fantasy": {
    roots: ["Ash", "Bone", "Crow", "Grave", "Bell", "Thorn", "Blight", "Wolf", "Ember", "Hollow", "Gallow", "Mourn", "Rook", "Penance"],
    tails: ["day", "tide", "mass", "watch"],
  },
  "science-fiction": {
    roots: ["Sol", "Luna", "Terra", "Mars", "Ceres", "Io", "Titan", "Vesta", "Europa", "Pallas", "Juno", "Triton", "Kepler", "Tycho"],
    tails: ["day", "cycle", "span"],
  },
  modern: {
    roots: ["Pay", "Market", "Council", "School", "Rest", "Post", "Wash", "Match", "Chapel", "Shop", "Bin", "Rota", "Work", "Late"],
    tails: ["day"],
  },
  steampunk: {
    roots: ["Coal", "Brass", "Steam", "Gear", "Loom", "Market", "Chapel", "Mill", "Foundry", "Rail", "Piston", "Lamp", "Ledger", "Kettle"],
    tails: ["day", "'s day", "tide"],
  },
  "post-apocalyptic": {
    roots: ["Scrap", "Water", "Salt", "Rad", "Dust", "Rust", "Trade", "Ration", "Wall", "Fuel", "Seed", "Bullet", "Tin", "Well"],
    tails: ["day", "sday"],
  },
  mythic: {
    roots: ["Thunder", "Sea", "Hearth", "Sun", "Harvest", "Hunt", "War", "Wine", "Loom", "Oracle", "Forge", "Dawn", "Hero", "Underworld"],
    tails: ["'s day", "-feast", "day"],
  },
};
