// What a monster's body plan and setting family mean for its prose: what it leaves behind, whether
// it goes where its food is, whether its diet is prey, and the yardsticks its size is told in.
import type { BodyKind, Family } from "./archetypes.js";
import type { Remains } from "./prose.js";

/** What a carcass, a broken swarm, a laid spirit or a wreck leaves behind. */
export const REMAINS: Readonly<Record<BodyKind, Remains>> = {
  brute: "carcass",
  hunter: "carcass",
  lurker: "carcass",
  hulk: "carcass",
  cunning: "lair",
  mindless: "carcass",
  swarm: "swarm",
  spirit: "spirit",
  machine: "wreck",
};

/** Bodies that go where their food is, so the food tells a tracker where to look. */
export const FEEDS: ReadonlySet<BodyKind> = new Set<BodyKind>(["brute", "hunter", "lurker", "hulk", "swarm"]);

/** A diet of living prey (so bait and ambush make sense), not runoff, heat or cabling. */
export const PREY =
  /people|crews?\b|miners|travellers|cattle|sheep|goats?\b|deer|elk|boar|pigs|horses|ponies|beasts|flesh|prey|livestock|dogs|children|sailors|rats|fish|seals?\b|walrus|mammoths|reindeer|lizards|camels|anything|flocks|herds|hikers|campers|pets|chickens|birds|geese|eels|hunters|scavengers|raiders|caravan|bears|travellers|men\b|deer/;

export const SIZE_AGE: Readonly<Record<Family, "old" | "steam" | "now" | "future">> = {
  fantasy: "old",
  dark: "old",
  mythic: "old",
  steam: "steam",
  modern: "now",
  fallen: "now",
  future: "future",
};
