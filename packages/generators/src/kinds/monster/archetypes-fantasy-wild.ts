// High fantasy's swarms, giants and wurms, and its whole archetype table. Our own writing.
import type { MonsterArchetype } from "./archetypes.js";
import { DIRE_WOLF, FIRE_SPIRIT, GHOUL, GOLEM, GRIFFON, HAG, OOZE, SERPENT, SPIDER, TROLL, WIGHT, WISP, WYVERN } from "./archetypes-fantasy.js";

export const SWARM: MonsterArchetype = {
  id: "rat-swarm",
  label: "Rat swarm",
  type: "swarm",
  five: "swarm of tiny beasts",
  sizes: ["medium"],
  habitats: ["city", "underground", "ruins"],
  body: "swarm",
  save: "con",
  attacks: [{ name: "Bites", damage: "piercing" }],
  diets: ["grain and bread", "carrion", "tallow candles", "anything left unguarded"],
  habits: ["pours out of the drains at night", "follows the grain carts", "moves as one", "nests in the walls"],
  powers: ["fits through cracks", "climbs any wall", "smells food behind a locked door", "carries sickness"],
  weaknesses: ["fire", "terriers", "floods", "a piper's tune"],
  spoils: ["tails for the bounty", "pelts for a poor man's cloak", "rat fat for candles"],
  signs: ["grain sacks chewed open", "droppings by the hearth", "cats that will not go outside", "scratching in the walls"],
  young: ["breeds faster than it can be killed", "doubles every season", "nests in the grain stores"],
  tales: ["follows a king of rats", "left the city once when it was not paid", "is the souls of the plague dead", "knows which house will burn next"],
};

export const FROST_GIANT: MonsterArchetype = {
  id: "frost-giant",
  label: "Frost giant",
  type: "giant",
  five: "giant",
  sizes: ["huge"],
  habitats: ["tundra", "mountain"],
  body: "brute",
  save: "con",
  attacks: [
    { name: "Greataxe", damage: "slashing" },
    { name: "Hurled boulder", damage: "bludgeoning", ranged: true, thrown: true },
  ],
  diets: ["mammoths", "reindeer herds", "seal and walrus", "the stores of raided villages"],
  habits: ["raids the lowlands in hard winters", "keeps a hall of ice", "hunts with wolves at heel", "challenges any who cross its ice"],
  powers: ["walks through a blizzard unharmed", "shrugs off cold", "throws a boulder a long bowshot", "smells fire from a mile away"],
  weaknesses: ["fire", "a thaw", "pride that makes it duel alone", "deep mud"],
  spoils: ["an axe too heavy to lift", "a hoard of raided silver", "furs of the beasts it killed"],
  signs: ["footprints a pace long", "trees snapped for firewood", "villages found empty", "avalanches on a still day"],
  young: ["raises its children in the ice hall", "has one child a century", "sends its sons to raid"],
  tales: [
    "will fight the gods at the end of the world",
    "was made from the first winter",
    "keeps a stolen sun in a chest",
    "honours any who beat it in a wrestle",
  ],
};

export const WURM: MonsterArchetype = {
  id: "sand-wurm",
  label: "Sand wurm",
  type: "monstrosity",
  five: "monstrosity",
  sizes: ["huge", "gargantuan"],
  habitats: ["desert"],
  body: "hulk",
  save: "con",
  speed: "burrow 30 ft.",
  attacks: [
    { name: "Bite", damage: "piercing" },
    { name: "Tail", damage: "bludgeoning" },
  ],
  diets: ["caravan beasts", "burrowing lizards", "anything walking on the sand"],
  habits: ["rises under the caravan routes", "sleeps through the hot season", "follows the rhythm of footsteps", "swallows its prey whole"],
  powers: ["feels a footstep a mile away", "swims through sand", "swallows a camel whole", "survives a year without food"],
  weaknesses: ["bare rock it cannot burrow through", "water", "a drumbeat that draws it off", "the cold of the desert night"],
  spoils: ["teeth fit for sword blades", "a hide that keeps out heat", "a gullet full of swallowed coin"],
  signs: ["dunes that move against the wind", "a trail that ends in the middle of a dune", "camels that will not go on", "sand that trembles"],
  young: ["lays its eggs in deep sand", "spawns when the rains come", "leaves its young to hatch in the heat"],
  tales: ["swallowed a city whole", "is the god of the desert asleep", "cannot cross a line of salt", "carries a lost caravan in its belly"],
};

/** High fantasy: every archetype above. */
export const HIGH_FANTASY: readonly MonsterArchetype[] = [
  TROLL,
  DIRE_WOLF,
  WYVERN,
  WISP,
  HAG,
  GHOUL,
  WIGHT,
  FIRE_SPIRIT,
  GOLEM,
  OOZE,
  SPIDER,
  GRIFFON,
  SERPENT,
  SWARM,
  FROST_GIANT,
  WURM,
];
