// The location kind's archetypes: each fixes the type, the sizes it answers to, the head count,
// who rules at that scale, how many districts it has and whether people gather at its landmarks.
import type { Archetype } from "../../core/archetype.js";
import { SETTINGS, type Setting } from "../../core/options.js";
import type { LocType } from "./words.js";

export type Size = "small" | "medium" | "large";
/** The scale of rule: a village elder, a town's mayor, a city's lord, a fort's commander, nobody. */
export type Tier = "village" | "town" | "city" | "fort" | "none";

export interface LocArchetype extends Archetype {
  readonly type: LocType;
  readonly sizes: readonly Size[];
  /** Head count, inclusive. */
  readonly pop: readonly [number, number];
  readonly tier: Tier;
  /** How many districts or zones, inclusive. */
  readonly districts: readonly [number, number];
  /** What its people are called in a count: "villagers", "squatters". */
  readonly folk: string;
  /** How the summary names it: "fishing village". */
  readonly noun: string;
}

export const LOC_ARCHETYPES: readonly LocArchetype[] = [
  {
    id: "hamlet",
    label: "Hamlet",
    type: "village",
    sizes: ["small"],
    pop: [20, 120],
    tier: "village",
    districts: [2, 2],
    folk: "soul",
    noun: "hamlet",
    weight: 1,
  },
  {
    id: "farm-village",
    label: "Farming village",
    type: "village",
    sizes: ["medium"],
    pop: [120, 500],
    tier: "village",
    districts: [2, 3],
    folk: "villager",
    noun: "farming village",
    weight: 1.5,
  },
  {
    id: "market-village",
    label: "Market village",
    type: "village",
    sizes: ["large"],
    pop: [500, 1200],
    tier: "village",
    districts: [3, 3],
    folk: "villager",
    noun: "market village",
    weight: 1,
  },
  {
    id: "crossroads-town",
    label: "Crossroads town",
    type: "town",
    sizes: ["small"],
    pop: [1500, 4000],
    tier: "town",
    districts: [3, 4],
    folk: "soul",
    noun: "crossroads town",
    weight: 1,
  },
  {
    id: "walled-town",
    label: "Walled town",
    type: "town",
    sizes: ["medium"],
    pop: [4000, 9000],
    tier: "town",
    districts: [3, 4],
    folk: "townsfolk",
    noun: "walled town",
    weight: 1,
  },
  {
    id: "guild-town",
    label: "Guild town",
    type: "town",
    sizes: ["large"],
    pop: [9000, 15000],
    tier: "town",
    districts: [4, 5],
    folk: "resident",
    noun: "busy guild town",
    weight: 1,
  },
  {
    id: "fishing-port",
    label: "Fishing port",
    type: "port",
    sizes: ["small"],
    pop: [800, 3000],
    tier: "town",
    districts: [3, 3],
    folk: "soul",
    noun: "fishing port",
    weight: 1,
  },
  {
    id: "trading-port",
    label: "Trading port",
    type: "port",
    sizes: ["medium"],
    pop: [9000, 30000],
    tier: "city",
    districts: [3, 4],
    folk: "people",
    noun: "trading port",
    weight: 0.7,
  },
  {
    id: "great-harbour",
    label: "Great harbour",
    type: "port",
    sizes: ["large"],
    pop: [30000, 80000],
    tier: "city",
    districts: [4, 5],
    folk: "people",
    noun: "great harbour city",
    weight: 0.5,
  },
  {
    id: "provincial-city",
    label: "Provincial city",
    type: "city",
    sizes: ["small", "medium"],
    pop: [20000, 90000],
    tier: "city",
    districts: [4, 5],
    folk: "people",
    noun: "provincial city",
    weight: 1.2,
  },
  {
    id: "capital-city",
    label: "Capital city",
    type: "city",
    sizes: ["large"],
    pop: [100000, 400000],
    tier: "city",
    districts: [5, 5],
    folk: "people",
    noun: "sprawling capital",
    weight: 0.8,
  },
  {
    id: "watch-fort",
    label: "Watch fort",
    type: "fortress",
    sizes: ["small"],
    pop: [40, 300],
    tier: "fort",
    districts: [2, 3],
    folk: "soldier",
    noun: "watch fort",
    weight: 0.5,
  },
  {
    id: "frontier-fortress",
    label: "Frontier fortress",
    type: "fortress",
    sizes: ["medium", "large"],
    pop: [300, 4000],
    tier: "fort",
    districts: [3, 4],
    folk: "soul",
    noun: "frontier fortress",
    weight: 0.5,
  },
  {
    id: "empty-ruin",
    label: "Empty ruin",
    type: "ruin",
    sizes: ["small", "medium"],
    pop: [0, 0],
    tier: "none",
    districts: [2, 3],
    folk: "soul",
    noun: "ruin",
    weight: 1,
  },
  {
    id: "squatted-ruin",
    label: "Squatted ruin",
    type: "ruin",
    sizes: ["medium", "large"],
    pop: [5, 60],
    tier: "none",
    districts: [3, 4],
    folk: "squatter",
    noun: "half-squatted ruin",
    weight: 1,
  },
  {
    id: "sealed-dungeon",
    label: "Sealed deep",
    type: "dungeon",
    sizes: ["small", "medium", "large"],
    pop: [0, 0],
    tier: "none",
    districts: [2, 4],
    folk: "soul",
    noun: "sealed underground maze",
    weight: 0.5,
  },
  {
    id: "held-dungeon",
    label: "Held deep",
    type: "dungeon",
    sizes: ["medium", "large"],
    pop: [8, 40],
    tier: "none",
    districts: [3, 4],
    folk: "outlaw",
    noun: "outlaws' warren",
    weight: 0.5,
  },
  {
    id: "lonely-wilds",
    label: "Lonely wilds",
    type: "wilds",
    sizes: ["small", "medium"],
    pop: [0, 12],
    tier: "none",
    districts: [2, 3],
    folk: "hermit",
    noun: "lonely wilderness",
    weight: 0.5,
  },
  {
    id: "herders-wilds",
    label: "Herders' wilds",
    type: "wilds",
    sizes: ["medium", "large"],
    pop: [40, 200],
    tier: "none",
    districts: [3, 3],
    folk: "herder",
    noun: "wide grazing range",
    weight: 0.5,
  },
];

const IDS = LOC_ARCHETYPES.map((a) => a.id);

/** Each setting's own names for the archetypes, in table order: [label, summary noun]. */
const LOCAL: Readonly<Partial<Record<Setting, readonly (readonly [string, string])[]>>> = {
  "dark-fantasy": [
    ["Huddled hamlet", "huddled hamlet"],
    ["Tithe village", "tithe-bound village"],
    ["Gallows village", "village with gallows"],
    ["Toll town", "toll town"],
    ["Plague-walled town", "plague-walled town"],
    ["Cathedral town", "cathedral town"],
    ["Wreckers' cove", "wreckers' cove"],
    ["Black-sail port", "black-sailed port"],
    ["Drowned harbour", "harbour of sunken quays"],
    ["Bishop's city", "bishop's city"],
    ["Rotting capital", "rotting capital"],
    ["Gibbet fort", "gibbet fort"],
    ["March fortress", "march fortress"],
    ["Burnt ruin", "burnt ruin"],
    ["Haunted ruin", "ruin squatted among graves"],
    ["Sealed crypt", "sealed crypt"],
    ["Ghoul warren", "outlaws' crypt warren"],
    ["Blighted waste", "stretch of blighted waste"],
    ["Shepherds' moor", "shepherds' moor"],
  ],
  "science-fiction": [
    ["Homestead cluster", "homestead cluster"],
    ["Farm dome", "farm dome"],
    ["Trade hub", "rural trade hub"],
    ["Waystation", "waystation"],
    ["Domed town", "domed town"],
    ["Foundry town", "foundry town"],
    ["Harvester dock", "harvester dock"],
    ["Freight port", "freight port"],
    ["Orbital harbour", "orbital harbour city"],
    ["Arcology", "arcology"],
    ["Capital sprawl", "capital sprawl"],
    ["Picket post", "picket post"],
    ["Bastion", "bastion"],
    ["Dead colony", "dead colony"],
    ["Squatted wreck", "squatters' wreck"],
    ["Sealed vault", "sealed vault complex"],
    ["Pirate warren", "pirates' tunnel warren"],
    ["Empty frontier", "stretch of empty frontier"],
    ["Ranch range", "open ranch range"],
  ],
  modern: [
    ["Crossroads hamlet", "hamlet"],
    ["Farm town", "farm town"],
    ["County seat", "county seat"],
    ["Highway town", "highway town"],
    ["Mill town", "mill town"],
    ["College town", "college town"],
    ["Fishing harbour", "fishing harbour"],
    ["Container port", "container port"],
    ["Port city", "port city"],
    ["Regional city", "regional city"],
    ["Metropolis", "metropolis"],
    ["Radar station", "radar station"],
    ["Army base", "army base"],
    ["Ghost town", "ghost town"],
    ["Squatted block", "block of squatted buildings"],
    ["Sealed bunker", "sealed bunker"],
    ["Smugglers' tunnels", "smugglers' tunnel network"],
    ["Backcountry", "stretch of lonely backcountry"],
    ["Ranchland", "stretch of ranchland"],
  ],
};

function localise(setting: Setting): readonly LocArchetype[] {
  const local = LOCAL[setting];
  if (!local) return LOC_ARCHETYPES;
  return LOC_ARCHETYPES.map((a, i) => {
    const l = local[i];
    return l && IDS[i] === a.id ? { ...a, label: l[0], noun: l[1] } : a;
  });
}
const LOCALISED = Object.fromEntries(SETTINGS.map((s) => [s, localise(s)])) as Readonly<Record<Setting, readonly LocArchetype[]>>;

/** The archetypes as a setting names them (ids and every rule unchanged). */
export function localArchetypes(setting: Setting): readonly LocArchetype[] {
  return LOCALISED[setting] ?? LOC_ARCHETYPES;
}
