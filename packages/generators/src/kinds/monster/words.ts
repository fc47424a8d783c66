// The monster generator's word lists: habitats and the places of each, names and epithets, threat labels. Our own writing.

export const HABITATS = ["forest", "mountain", "swamp", "desert", "sea", "underground", "tundra", "ruins", "city", "sky"] as const;
export type Habitat = (typeof HABITATS)[number];

export const THREATS = ["minor", "dangerous", "deadly", "legendary"] as const;
export type Threat = (typeof THREATS)[number];

/** Where a fantasy creature lives, by habitat (high fantasy, dark fantasy, the mythic age). */
export const FANTASY_PLACES: Record<Habitat, readonly string[]> = {
  forest: ["the deep pinewoods", "old oak groves", "bramble-choked hollows", "the mossy undergrowth of ancient woods"],
  mountain: ["high passes", "scree slopes below the glaciers", "caves above the cloud line", "wind-scoured ridges"],
  swamp: ["black-water fens", "reed beds deep enough to hide a boat", "drowned forests", "peat bogs steaming at dawn"],
  desert: ["shifting dunes", "salt flats", "red canyons", "the shade of wind-carved arches"],
  sea: ["kelp forests", "the trenches past the reef", "storm-lashed shoals", "the cold water under the ice shelf"],
  underground: ["flooded mines", "caverns lit by fungus", "forgotten catacombs", "the roots of the world"],
  tundra: ["endless snowfields", "frozen lakes", "the edge of the ice", "lichen plains under a low sun"],
  ruins: ["toppled temples", "the cellars of a burned keep", "overgrown city walls", "crypts beneath a fallen abbey"],
  city: ["the sewers", "abandoned warehouses", "bell towers", "the alleys behind the tanneries"],
  sky: ["storm clouds", "the tops of sea cliffs", "the thin air above the peaks", "floating islands of rock"],
};

type SizeWord = "tiny" | "small" | "medium" | "large" | "huge" | "gargantuan";
/** How big each size is, in the yardsticks of an age (swarms by what they cover). */
export const SIZE_TEXT: Readonly<Record<"old" | "steam" | "now" | "future" | "swarm", Readonly<Record<SizeWord, string>>>> = {
  old: {
    tiny: "no bigger than a cat",
    small: "about the size of a hound",
    medium: "roughly the size of a person",
    large: "as large as a draught horse",
    huge: "the size of a cottage",
    gargantuan: "larger than a warship",
  },
  steam: {
    tiny: "no bigger than a cat",
    small: "about the size of a mastiff",
    medium: "roughly the size of a person",
    large: "as large as a dray horse",
    huge: "the size of a locomotive",
    gargantuan: "larger than an airship",
  },
  now: {
    tiny: "no bigger than a cat",
    small: "about as big as a dog",
    medium: "roughly the size of a person",
    large: "as large as a horse",
    huge: "the size of a truck",
    gargantuan: "longer than a train",
  },
  future: {
    tiny: "no bigger than a ration tin",
    small: "about the size of a cargo drone",
    medium: "roughly the size of a person",
    large: "as large as a rover",
    huge: "the size of a shuttle",
    gargantuan: "larger than a freighter",
  },
  swarm: {
    tiny: "a handful of tiny bodies",
    small: "enough to fill a bucket",
    medium: "enough to fill a doorway",
    large: "enough to cover a room",
    huge: "enough to cover a street",
    gargantuan: "enough to darken a town",
  },
};

/** The epithet's noun by body plan: what it is seen to do. */
export const EPITHET_NOUN: Readonly<Record<string, readonly string[]>> = {
  brute: ["Breaker", "Tyrant", "Devourer", "Render"],
  hunter: ["Stalker", "Hunter", "Harrier", "Runner"],
  lurker: ["Lurker", "Strangler", "Watcher", "Waiter"],
  hulk: ["Sleeper", "Burrower", "Grinder", "Shaker"],
  cunning: ["Whisperer", "Trickster", "Caller", "Bargainer"],
  she: ["Mother", "Widow", "Crone", "Bride"],
  mindless: ["Crawler", "Drinker", "Creeper", "Glutton"],
  swarm: ["Tide", "Plague", "Host", "Horde"],
  spirit: ["Haunt", "Singer", "Weeper", "Wanderer"],
  machine: ["Sentinel", "Engine", "Warden", "Walker"],
};

/** The epithet's adjective by habitat (science fiction has its own). */
export const EPITHET_ADJ: Readonly<Record<"old" | "future", Readonly<Record<Habitat, readonly string[]>>>> = {
  old: {
    forest: ["Thicket", "Moss-backed", "Root", "Greenwood"],
    mountain: ["Crag", "Ridge", "Scree", "High"],
    swamp: ["Fen", "Mire", "Reed", "Drowned"],
    desert: ["Dune", "Sun-baked", "Dust", "Salt"],
    sea: ["Deep", "Tide", "Reef", "Salt"],
    underground: ["Deep", "Pit", "Tunnel", "Lightless"],
    tundra: ["Frost", "Snow", "Ice", "White"],
    ruins: ["Ruin", "Rubble", "Tomb", "Broken"],
    city: ["Gutter", "Alley", "Rooftop", "Drain"],
    sky: ["Storm", "Cloud", "High", "Sky"],
  },
  future: {
    forest: ["Jungle", "Canopy", "Spore", "Green"],
    mountain: ["Crater", "Ridge", "Spire", "Highland"],
    swamp: ["Methane", "Algae", "Marsh", "Drowned"],
    desert: ["Dust", "Dune", "Glass", "Dry"],
    sea: ["Deep", "Trench", "Tidal", "Ice-sea"],
    underground: ["Duct", "Shaft", "Tunnel", "Lightless"],
    tundra: ["Cryo", "Frost", "Ice", "Pole"],
    ruins: ["Derelict", "Dead-deck", "Wreck", "Hulk"],
    city: ["Arcology", "Dock", "Block", "Deck"],
    sky: ["Void", "Drift", "Vacuum", "Cloud"],
  },
};

export const NAME_START = [
  "Gor",
  "Vel",
  "Skar",
  "Mor",
  "Thra",
  "Ul",
  "Bex",
  "Kael",
  "Drem",
  "Syl",
  "Hro",
  "Nar",
  "Ozz",
  "Pel",
  "Quar",
  "Rha",
  "Zeth",
  "Yor",
  "Ith",
  "Grim",
  "Lur",
  "Fen",
  "Cra",
  "Voth",
  "Ask",
  "Bru",
  "Jha",
  "Mal",
  "Tor",
  "Wex",
];
export const NAME_MIDDLE = ["a", "e", "i", "o", "u", "ae", "ou", "ra", "ul", "ek", "is", "an", "or", "ith", "ash", "em"];
export const NAME_END = [
  "gath",
  "mire",
  "lisk",
  "thorn",
  "vore",
  "maw",
  "kin",
  "ghast",
  "fang",
  "nix",
  "lurk",
  "spine",
  "shade",
  "wight",
  "rek",
  "dun",
  "esh",
  "orn",
  "ax",
];

export const THREAT_ADJ: Record<Threat, string> = { minor: "troublesome", dangerous: "dangerous", deadly: "deadly", legendary: "legendary" };

export const THREAT_LABEL: Record<Threat, string> = {
  minor: "Minor: a nuisance to the prepared",
  dangerous: "Dangerous: a match for a trained band",
  deadly: "Deadly: a threat to whole companies",
  legendary: "Legendary: named alongside storms and plagues",
};
