// The location kind's people words: the head counts below which a place has no gatherings or
// urban buildings, its rulers by setting and scale, how its people are spoken of, and how an empty
// or lawless place's past is told.
import type { Setting } from "../../core/options.js";
import type { Tier } from "./archetypes.js";

/** Below this many people there is no one to gather at a landmark, and only one shrine. */
export const GATHERING_MIN = 30;
/** Below this many people a place has no arena, library, courthouse or cinema. */
export const URBAN_MIN = 1500;

/** Rulers by setting and tier; a council's name stands alone ("the Salt Board"). */
export const RULERS: Readonly<Record<Setting, Readonly<Record<Exclude<Tier, "none">, readonly string[]>>>> = {
  "high-fantasy": {
    village: ["Reeve", "Headwoman", "Elder", "Hedge-Warden"],
    town: ["Burgomaster", "Lord Mayor", "Council of Guildmasters", "Portreeve"],
    city: ["Duchess", "Prince-Bishop", "High Elder", "Archon"],
    fort: ["Castellan", "Knight-Commander", "Warden of the Wall"],
  },
  "dark-fantasy": {
    village: ["Reeve", "Hedge-Priest", "Headman", "Abbess"],
    town: ["Burgomaster", "Witch-Finder General", "Hangman-Mayor"],
    city: ["Margrave", "Prince-Bishop", "Council of the Pale Hand"],
    fort: ["Castellan", "Warlord", "Knight-Captain"],
  },
  "science-fiction": {
    village: ["Habitat Steward", "Crew Chief", "Settlement Speaker"],
    town: ["Colonial Administrator", "Elected Assembly", "Station Manager"],
    city: ["Colonial Governor", "Corporate Board", "AI Steward", "Planetary Senate"],
    fort: ["Garrison Commander", "Security Director", "Fleet Captain"],
  },
  modern: {
    village: ["Parish Chair", "Town Clerk", "Selectwoman"],
    town: ["Mayor", "Town Manager", "Borough Council"],
    city: ["Mayor", "City Council", "Governor"],
    fort: ["Base Commander", "Colonel", "Camp Director"],
  },
  steampunk: {
    village: ["Parish Beadle", "Mill Foreman", "Village Constable"],
    town: ["Factory Magnate", "Burgomaster", "Parliament of Burghers"],
    city: ["Lord Mayor", "Guild of Engineers", "Mechanical Regent"],
    fort: ["Airship Admiral", "Garrison Colonel", "Fort Major"],
  },
  "post-apocalyptic": {
    village: ["Elder", "Well-Keeper", "Council of Elders"],
    town: ["Sheriff", "Water Baron", "Caravan Master"],
    city: ["Warlord", "Vault Overseer", "Council of Elders"],
    fort: ["Warlord", "Gate Boss", "Wall Captain"],
  },
  mythic: {
    village: ["Elder", "Chieftain", "Oracle"],
    town: ["Chieftain", "Archon", "Oracle"],
    city: ["Priest-King", "Tyrant", "Council of Heroes"],
    fort: ["Demigod", "Warlord", "Tyrant"],
  },
};

/** Sentences about the head count, by tier: {pop} is "40 villagers", {homes} "8 houses", {trade} its first trade. */
export const PEOPLE_LINES: Readonly<Record<Tier, readonly string[]>> = {
  village: ["Its {homes} shelter {pop}", "Here {pop} share some {homes}", "Its {pop} keep {homes}", "It has {homes} and {pop}"],
  town: ["Its streets are home to {pop}", "Its {homes} hold {pop}", "It counts {pop} at the last tally", "Its {homes} are crowded with {pop}"],
  city: [
    "It holds {pop}, packed into {districts}",
    "Its {districts} hold {pop}",
    "All told, {pop} call its {districts} home",
    "Its {districts} are home to {pop}",
  ],
  fort: ["A garrison of {pop} keeps it", "Its barracks sleep {pop}", "It holds {pop} behind its walls", "Its walls are manned by {pop}"],
  none: ["At most {pop} are here at any time", "Here {pop} keep to its {districts}", "Here {pop} shelter", "Its {districts} hide {pop}"],
};

/** What no one living there is said in, by archetype id: an empty place. */
export const EMPTY_LINES = ["Nobody lives here now", "No one has lived here for years", "It is empty, or seems so", "Its last family left long ago"] as const;

/** A landmark's detail where no one gathers: "{state}" only. */
export const EMPTY_DETAIL_SHAPES = ["which {state}"] as const;

/** How a ruin's or a deep's turning point ended: emptied, or left to squatters. */
export const FALL_MARKS = {
  empty: ["the last of them left", "no one came back", "{name} was abandoned within a year", "the survivors scattered", "the gates were sealed behind them"],
  squatted: [
    "its people scattered, and squatters came later",
    "{name} was abandoned, then picked over",
    "only outcasts stayed on",
    "the owners never returned",
  ],
} as const;

/** How people first came to a wild place: they tried to settle it, and mostly failed. */
export const WILD_FOUNDING = [
  "{Founders} tried to settle it {years} years ago, because {why}.",
  "Some {years} years back {founders} staked claims here, since {why}.",
  "{Founders} built the first huts {years} years ago; {why}.",
] as const;

/** How an empty or lawless place's past is told, by tone. */
export const FALL_CLOSERS = {
  heroic: ["Bards still sing of its last stand.", "", "Treasure hunters tell it with relish."],
  grim: ["No one tells it willingly.", "", "Its bones tell the rest."],
  whimsical: ["The story gains a ghost with each telling.", "", "Nobody believes all of it."],
} as const;
