// The monster generator's word lists and sentence templates. Our own writing.

export const HABITATS = ["forest", "mountain", "swamp", "desert", "sea", "underground", "tundra", "ruins", "city", "sky"] as const;
export type Habitat = (typeof HABITATS)[number];

export const THREATS = ["minor", "dangerous", "deadly", "legendary"] as const;
export type Threat = (typeof THREATS)[number];

export const HABITAT_TEXT: Record<Habitat, { place: string[]; signs: string[]; prey: string[] }> = {
  forest: {
    place: ["the deep pinewoods", "old oak groves", "bramble-choked hollows", "the mossy undergrowth of ancient woods"],
    signs: ["bark stripped in long spirals", "a ring of mushrooms grown overnight", "birdsong that stops all at once"],
    prey: ["deer", "wild boar", "careless woodcutters"],
  },
  mountain: {
    place: ["high passes", "scree slopes below the glaciers", "caves above the cloud line", "wind-scoured ridges"],
    signs: ["boulders rolled uphill", "goat bones picked clean on a ledge", "claw marks cut into bare granite"],
    prey: ["mountain goats", "pack mules", "lone shepherds"],
  },
  swamp: {
    place: ["black-water fens", "reed beds that swallow boats", "drowned forests", "peat bogs steaming at dawn"],
    signs: ["bubbles rising where nothing swims", "a sweet rotten smell", "reeds flattened in a wide track"],
    prey: ["herons", "eels", "lost travellers"],
  },
  desert: {
    place: ["shifting dunes", "salt flats", "red canyons", "the shade of wind-carved arches"],
    signs: ["glass fused in the sand", "a trail that ends in the middle of a dune", "dried husks of camels"],
    prey: ["lizards", "caravan beasts", "water-thieves"],
  },
  sea: {
    place: ["kelp forests", "the trenches past the reef", "storm-lashed shoals", "the cold water under the ice shelf"],
    signs: ["nets cut clean through", "a wake with no boat", "whale carcasses bitten in half"],
    prey: ["seals", "shoaling fish", "fishing crews"],
  },
  underground: {
    place: ["flooded mines", "caverns lit by fungus", "forgotten catacombs", "the roots of the world"],
    signs: ["tunnels too smooth to be dug", "lamps found snuffed and cold", "scratching behind the walls"],
    prey: ["blind cave fish", "rats", "miners"],
  },
  tundra: {
    place: ["endless snowfields", "frozen lakes", "the edge of the ice", "lichen plains under a low sun"],
    signs: ["tracks that begin from nowhere", "frost on the inside of tents", "reindeer herds running in silence"],
    prey: ["reindeer", "hares", "trappers"],
  },
  ruins: {
    place: ["toppled temples", "the cellars of a burned keep", "overgrown city walls", "crypts beneath a fallen abbey"],
    signs: ["fresh bones among old ones", "doors found open that were shut", "carvings scratched out overnight"],
    prey: ["grave robbers", "stray dogs", "treasure hunters"],
  },
  city: {
    place: ["the sewers", "abandoned warehouses", "bell towers", "the alleys behind the tanneries"],
    signs: ["missing cats", "grease marks along the rooftops", "a cellar door chewed from the inside"],
    prey: ["rats", "pigeons", "night-watchmen"],
  },
  sky: {
    place: ["storm clouds", "the tops of sea cliffs", "the thin air above the peaks", "floating islands of rock"],
    signs: ["feathers the size of oars", "sheep found on rooftops", "thunder from a clear sky"],
    prey: ["eagles", "flocks of geese", "airship crews"],
  },
};

export const TYPES = ["beast", "aberration", "undead", "elemental", "fey", "construct", "dragonkin", "ooze", "fiend", "giant", "plant", "swarm"] as const;

export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export const SIZE_TEXT: Record<(typeof SIZES)[number], string> = {
  tiny: "no bigger than a cat",
  small: "about the size of a hound",
  medium: "roughly the size of a person",
  large: "as large as a draught horse",
  huge: "the size of a cottage",
  gargantuan: "larger than a warship",
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
  "drake",
  "maw",
  "kin",
  "wyrm",
  "ghast",
  "fang",
  "nix",
  "lurk",
  "spine",
  "hound",
  "crawl",
  "moth",
  "shade",
  "wight",
  "grub",
  "beast",
  "toad",
  "wing",
  "scuttle",
];

export const EPITHET_ADJ = [
  "Hollow",
  "Weeping",
  "Pale",
  "Ash-backed",
  "Many-eyed",
  "Salt",
  "Grey",
  "Hungry",
  "Silent",
  "Crooked",
  "Glass",
  "Rust",
  "Drowned",
  "Moonlit",
  "Thorned",
  "Bloated",
  "Whispering",
  "Iron-jawed",
  "Lantern",
  "Velvet",
  "Bone",
  "Red",
  "Restless",
  "Barbed",
];
export const EPITHET_NOUN = [
  "Stalker",
  "Devourer",
  "Watcher",
  "Strangler",
  "Mother",
  "Shepherd",
  "Widow",
  "Drinker",
  "Walker",
  "Singer",
  "Tyrant",
  "Grazer",
  "Weaver",
  "Burrower",
  "Hunter",
  "Sleeper",
  "Mimic",
  "Harrier",
];

export const DIETS = [
  "carrion",
  "living flesh",
  "bone marrow",
  "warmth itself",
  "memories",
  "metal and ore",
  "blood",
  "fear",
  "fungus and rot",
  "moonlight and dew",
  "salt",
  "song",
];

export const WEAKNESSES = [
  "silver",
  "running water",
  "bright sunlight",
  "loud bells",
  "salt",
  "cold iron",
  "fire",
  "its own reflection",
  "the scent of rue",
  "a true name spoken aloud",
  "deep cold",
  "music played in a minor key",
];

export const THREAT_LABEL: Record<Threat, string> = {
  minor: "Minor: a nuisance to the prepared",
  dangerous: "Dangerous: a match for a trained band",
  deadly: "Deadly: a threat to whole companies",
  legendary: "Legendary: named alongside storms and plagues",
};
