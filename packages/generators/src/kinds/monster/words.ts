// The monster generator's word lists and sentence templates. Our own writing.
import type { Setting } from "../../core/options.js";

export const HABITATS = ["forest", "mountain", "swamp", "desert", "sea", "underground", "tundra", "ruins", "city", "sky"] as const;
export type Habitat = (typeof HABITATS)[number];

export const THREATS = ["minor", "dangerous", "deadly", "legendary"] as const;
export type Threat = (typeof THREATS)[number];

export const HABITAT_TEXT: Record<Habitat, { place: string[]; signs: string[]; prey: string[] }> = {
  forest: { place: ["the deep pinewoods", "old oak groves", "bramble-choked hollows", "the mossy undergrowth of ancient woods"], signs: ["bark stripped in long spirals", "a ring of mushrooms grown overnight", "birdsong that stops all at once"], prey: ["deer", "wild boar", "careless woodcutters"] },
  mountain: { place: ["high passes", "scree slopes below the glaciers", "caves above the cloud line", "wind-scoured ridges"], signs: ["boulders rolled uphill", "goat bones picked clean on a ledge", "claw marks cut into bare granite"], prey: ["mountain goats", "pack mules", "lone shepherds"] },
  swamp: { place: ["black-water fens", "reed beds that swallow boats", "drowned forests", "peat bogs steaming at dawn"], signs: ["bubbles rising where nothing swims", "a sweet rotten smell", "reeds flattened in a wide track"], prey: ["herons", "eels", "lost travellers"] },
  desert: { place: ["shifting dunes", "salt flats", "red canyons", "the shade of wind-carved arches"], signs: ["glass fused in the sand", "a trail that ends in the middle of a dune", "dried husks of camels"], prey: ["lizards", "caravan beasts", "water-thieves"] },
  sea: { place: ["kelp forests", "the trenches past the reef", "storm-lashed shoals", "the cold water under the ice shelf"], signs: ["nets cut clean through", "a wake with no boat", "whale carcasses bitten in half"], prey: ["seals", "shoaling fish", "fishing crews"] },
  underground: { place: ["flooded mines", "caverns lit by fungus", "forgotten catacombs", "the roots of the world"], signs: ["tunnels too smooth to be dug", "lamps found snuffed and cold", "scratching behind the walls"], prey: ["blind cave fish", "rats", "miners"] },
  tundra: { place: ["endless snowfields", "frozen lakes", "the edge of the ice", "lichen plains under a low sun"], signs: ["tracks that appear without a trail leading to them", "frost on the inside of tents", "reindeer herds running in silence"], prey: ["reindeer", "hares", "trappers"] },
  ruins: { place: ["toppled temples", "the cellars of a burned keep", "overgrown city walls", "crypts beneath a fallen abbey"], signs: ["fresh bones among old ones", "doors found open that were shut", "carvings scratched out overnight"], prey: ["grave robbers", "stray dogs", "treasure hunters"] },
  city: { place: ["the sewers", "abandoned warehouses", "bell towers", "the alleys behind the tanneries"], signs: ["missing cats", "grease marks along the rooftops", "a cellar door chewed from the inside"], prey: ["rats", "pigeons", "night-watchmen"] },
  sky: { place: ["storm clouds", "the tops of sea cliffs", "the thin air above the peaks", "floating islands of rock"], signs: ["feathers the size of oars", "sheep found on rooftops", "thunder from a clear sky"], prey: ["eagles", "flocks of geese", "airship crews"] },
};

export const TYPES = ["beast", "aberration", "undead", "elemental", "fey", "construct", "dragonkin", "ooze", "fiend", "giant", "plant", "swarm"] as const;

export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export const SIZE_TEXT: Record<(typeof SIZES)[number], string> = {
  tiny: "no bigger than a cat",
  small: "about the size of a hound",
  medium: "roughly the size of a person",
  large: "as large as a draught horse",
  huge: "the size of a cottage",
  gargantuan: "larger than a ship of the line",
};

export const NAME_START = ["Gor", "Vel", "Skar", "Mor", "Thra", "Ul", "Bex", "Kael", "Drem", "Syl", "Hro", "Nar", "Ozz", "Pel", "Quar", "Rha", "Zeth", "Yor", "Ith", "Grim", "Lur", "Fen", "Cra", "Voth", "Ask", "Bru", "Jha", "Mal", "Tor", "Wex"];
export const NAME_MIDDLE = ["a", "e", "i", "o", "u", "ae", "ou", "ra", "ul", "ek", "is", "an", "or", "ith", "ash", "em"];
export const NAME_END = ["gath", "mire", "lisk", "thorn", "vore", "drake", "maw", "kin", "wyrm", "ghast", "fang", "nix", "lurk", "spine", "hound", "crawl", "moth", "shade", "wight", "grub", "beast", "toad", "wing", "scuttle"];

export const EPITHET_ADJ = ["Hollow", "Weeping", "Pale", "Ash-backed", "Many-eyed", "Salt", "Grey", "Hungry", "Silent", "Crooked", "Glass", "Rust", "Drowned", "Moonlit", "Thorned", "Bloated", "Whispering", "Iron-jawed", "Lantern", "Velvet", "Bone", "Red", "Restless", "Barbed"];
export const EPITHET_NOUN = ["Stalker", "Devourer", "Watcher", "Strangler", "Mother", "Shepherd", "Widow", "Drinker", "Walker", "Singer", "Tyrant", "Grazer", "Weaver", "Burrower", "Hunter", "Sleeper", "Mimic", "Harrier"];

export const BEHAVIOURS = [
  "hunts alone and only at dusk",
  "moves in family groups of three to five",
  "lures prey with a voice like a crying child",
  "waits motionless for days, then strikes in a blur",
  "guards one place fiercely and ignores anything beyond it",
  "follows travellers for miles without ever showing itself",
  "is curious rather than cruel, until it is frightened",
  "hoards bright objects and fights anyone who touches them",
  "migrates with the seasons along the same old paths",
  "plays with its prey long after it could have finished it",
  "sleeps for years and wakes ravenous",
  "mimics the sounds of whatever it last ate",
];

export const DIETS = ["carrion", "living flesh", "bone marrow", "warmth itself", "memories", "metal and ore", "blood", "fear", "fungus and rot", "moonlight and dew", "salt", "song"];

export const ATTACKS = [
  "a crushing bite that can snap a spear shaft",
  "raking claws that leave wounds slow to close",
  "a lashing tail tipped with a bony club",
  "a paralysing sting",
  "a spray of burning spittle",
  "a shriek that stuns anyone close by",
  "coils that squeeze the breath out of its prey",
  "a charge that scatters a shield wall",
  "a gaze that numbs the limbs",
  "a cloud of choking spores",
  "hooked barbs that tear on the way out",
  "a swallow whole, for anything small enough",
];

export const ABILITIES = [
  "sees in total darkness",
  "can hold its breath for an hour",
  "sheds its skin to escape a grip",
  "goes unseen while it stands still",
  "heals in moonlight",
  "climbs sheer walls and ceilings",
  "smells blood from a league away",
  "speaks a few words in a dead language",
  "cannot be harmed by ordinary fire",
  "splits into two when badly wounded",
  "senses lies spoken near it",
  "walks through mist as if through a door",
];

export const WEAKNESSES = ["silver", "running water", "bright sunlight", "loud bells", "salt", "cold iron", "fire", "its own reflection", "the scent of rue", "a true name spoken aloud", "deep cold", "music played in a minor key"];

export const HARVEST = ["a hide prized by armourers", "venom sacs that alchemists pay well for", "teeth used as arrowheads", "a gland that glows for a year after death", "eyes used in scrying bowls", "bones light and strong as cane", "a heart said to cure fevers", "oil that never freezes", "scales that turn aside arrows", "a bladder of foul gas, useful to sappers", "feathers that hum in the wind", "blood that keeps ink from fading"];

export const THREAT_TEXT: Record<Threat, { label: string; advice: string[] }> = {
  minor: { label: "Minor: a nuisance to the prepared", advice: ["A village with dogs and torches can drive it off.", "Most hunters treat it as an apprentice's quarry."] },
  dangerous: { label: "Dangerous: a match for a trained band", advice: ["Only a party who knows its weakness should go after it.", "Towns post a bounty when one nests nearby."] },
  deadly: { label: "Deadly: a threat to whole companies", advice: ["Soldiers have been lost to it by the score.", "Sensible people leave its territory and do not come back."] },
  legendary: { label: "Legendary: spoken of in the same breath as storms", advice: ["Kingdoms have fallen in its shadow.", "Heroes are remembered for surviving it, not for killing it."] },
};

export const LEGEND_OPENERS = [
  "Grandmothers in {place} say",
  "An old ballad from {place} claims",
  "The hunters' lodges of {place} tell each other",
  "Priests in {place} preach",
  "Children in {place} dare each other to believe",
];
export const LEGEND_TALES = [
  "that the first of its kind was a prince cursed for his greed",
  "that it can only die on the night it was born",
  "that it remembers every face it has seen",
  "that it was made by a wizard who wanted a guard that never slept",
  "that it weeps for the people it eats",
  "that it carries the soul of the last hero who fought it",
  "that it was once worshipped as a god and still expects offerings",
];
export const TRUTHS = [
  "The truth is plainer, and stranger: it is simply old, and very patient.",
  "Scholars who have dissected one found nothing magical at all, which frightened them more.",
  "Whatever the truth, offerings left at the edge of its range are always gone by morning.",
  "No one who has studied it closely has agreed with anyone else.",
];

export const SETTING_FLAVOUR: Record<Setting, string> = {
  "high-fantasy": "Adventurers' guilds keep a page on it in their bestiaries.",
  "dark-fantasy": "The inquisitors burn every drawing of it they find.",
  "science-fiction": "Survey drones have catalogued it under a long serial number nobody uses.",
  modern: "Wildlife officials deny it exists; the local hunting forums disagree.",
  steampunk: "The Royal Society offers a brass medal for a specimen delivered intact.",
  "post-apocalyptic": "Scavengers say it came after the Fall, and that it is still changing.",
  mythic: "The gods are said to have set it here to test mortals.",
};
