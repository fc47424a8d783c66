// Content for the race kind: bodies, senses, gifts, homelands, societies and myths.

export const BIOMES = ["forest", "mountain", "desert", "coast", "tundra", "swamp", "plains", "underground", "islands", "jungle"] as const;
export type Biome = (typeof BIOMES)[number];

export const BIOME_TEXT: Readonly<Record<Biome, { place: readonly string[]; adapt: readonly string[] }>> = {
  forest: {
    place: ["the old-growth forests of the west", "a canopy forest where the ground never sees the sun", "the birch woods along the northern rivers"],
    adapt: ["mottled skin that blends with bark and leaf", "long fingers made for climbing", "eyes that see well in green half-light"],
  },
  mountain: {
    place: ["the high passes of the spine mountains", "terraced valleys above the cloud line", "caves and cliff-cities carved into granite"],
    adapt: ["broad chests that breathe thin air easily", "thick calloused feet sure on scree", "a tolerance for bitter cold"],
  },
  desert: {
    place: ["the red dune seas", "the salt flats and their hidden wells", "oasis towns strung along old caravan routes"],
    adapt: ["skin that darkens and hardens in the sun", "kidneys that waste almost no water", "slit pupils that narrow against the glare"],
  },
  coast: {
    place: ["the fog-bound fjords", "a chain of harbour towns on a stormy coast", "tidal flats and the stilt villages above them"],
    adapt: ["webbing between the fingers", "lungs that hold a breath for minutes", "oily hair that sheds water"],
  },
  tundra: {
    place: ["the endless white north", "the permafrost steppe", "the glacier margins where the reindeer run"],
    adapt: ["a thick layer of fat under the skin", "dense, double-layered hair", "a slow heartbeat that conserves warmth"],
  },
  swamp: {
    place: ["the drowned forests of the delta", "a maze of reed islands", "the mangrove coasts"],
    adapt: ["skin that resists rot and leeches", "nostrils that close under water", "a stomach that digests almost anything"],
  },
  plains: {
    place: ["the rolling grasslands", "the wide river plains", "the wind-swept steppe"],
    adapt: ["long legs for running down game", "keen distance sight", "endurance to walk for days"],
  },
  underground: {
    place: ["the deep caverns beneath the mountains", "a labyrinth of mines older than memory", "the lightless rivers of the underdeep"],
    adapt: ["large eyes that gather the faintest light", "pale skin that burns in sunlight", "a sense of the rock's shape through their feet"],
  },
  islands: {
    place: ["a scattered archipelago of volcanic islands", "the coral atolls of the warm sea", "misty islands visited only by the bravest sailors"],
    adapt: ["a keen sense of weather and wind", "powerful swimmers' shoulders", "colourful skin patterns"],
  },
  jungle: {
    place: ["the steaming river jungles", "cloud forests on the slopes of sleeping volcanoes", "the ruin-choked rainforest"],
    adapt: ["skin that sweats freely to stay cool", "prehensile toes", "a resistance to fevers and venoms"],
  },
};

export const SIZES = [
  ["Small", 90, 120],
  ["Small", 100, 140],
  ["Medium", 140, 175],
  ["Medium", 155, 190],
  ["Medium", 165, 200],
  ["Large", 200, 260],
  ["Large", 230, 300],
] as const;

export const BODY_TRAITS = [
  "skin of {colour}",
  "hair of {colour}",
  "whiteless eyes like {stone}",
  "faint scales on the neck",
  "a second, clear eyelid",
  "small horns that keep growing",
  "long folding ears",
  "a short, expressive tail",
  "faintly glowing freckles",
  "six fingers a hand",
  "bark-like shoulder patches",
  "feathered brows",
  "naturally pointed teeth",
  "silver-veined skin",
  "a crest of stiff hair",
  "mood-shifting skin",
  "heavy brow ridges",
  "striped backs",
  "tufted ears",
  "webbed toes",
] as const;
export const COLOURS = [
  "ash and slate",
  "river clay",
  "deep moss",
  "burnished copper",
  "pale birch",
  "midnight blue",
  "sand and ochre",
  "storm grey",
  "rust red",
  "bone white",
] as const;
export const STONES = ["jet", "obsidian", "amber", "polished jade", "onyx", "garnet"] as const;

export const SENSES = [
  "darkvision in shades of grey",
  "a tracker's sense of smell",
  "hearing that catches whispers",
  "a feel for tremors",
  "sight that sees heat",
  "taste that detects poison",
  "an instinct for north",
  "clear sight underwater",
  "a nose for coming storms",
  "a sense for strong emotion",
  "eyes sharp as a hawk's",
  "a perfect sense of time",
  "hearing far past human range",
  "whiskers that read the air",
] as const;

export const INNATE = [
  "resistance to {element}",
  "a voice that carries a mile",
  "speech with {animals}",
  "trance instead of sleep",
  "skin tough as leather",
  "stillness that escapes notice",
  "a gift for {art}",
  "immunity to common disease",
  "week-long fasts",
  "fragments of a parent's memories",
  "a mildly venomous bite",
  "perfect mimicry of voices",
  "quick healing",
  "a head for heights",
  "no need for warmth",
  "night-long endurance",
] as const;
export const ELEMENTS = ["fire", "cold", "poison", "lightning", "acid"] as const;
export const ANIMALS = ["birds", "beasts of burden", "wolves and hounds", "creatures of the sea", "insects"] as const;
export const ARTS = ["stone-shaping", "weather magic", "song-craft", "healing", "illusion", "runecraft"] as const;

export const SOCIETY_UNIT = [
  "They live in large clans",
  "Their cities sit far apart",
  "They roam as nomads",
  "They keep to small walled villages",
  "They gather in river towns",
  "They live in great shared halls",
  "They dwell in scattered homesteads",
  "They crowd into old cities",
  "They move with the herds",
  "They live in craft castes",
];
export const SOCIETY_RULE = [
  "ruled by councils of eldest mothers",
  "led by speakers elected yearly",
  "bound by oaths to a monarch",
  "run, in truth, by the guilds",
  "united only against outsiders",
  "guided by omen-reading priests",
  "ruled by the latest champion",
  "governed by consensus",
  "answering to no one",
  "led by a hereditary judge",
];
export const VALUE_FRAME = ["Above all they value {v}.", "They prize {v}.", "What they respect is {v}.", "Children learn {v} first.", "{V} matter most."];
export const VALUES = [
  "hospitality",
  "blunt honesty",
  "patience",
  "craftsmanship",
  "courage",
  "loyalty to kin",
  "learning and memory",
  "freedom",
  "thrift",
  "good humour",
  "silence",
  "fair trade",
] as const;

export const RELATIONS = [
  "trade freely with {other}",
  "hold an old grudge against {other}",
  "are feared by {other}",
  "fight as mercenaries for {other}",
  "look down on {other}",
  "keep a wary peace with {other}",
  "once ruled {other}",
  "are courted by {other}",
  "marry into {other}",
  "learned their letters from {other}",
  "raid the borders of {other}",
  "owe a blood-debt to {other}",
] as const;
/** Neighbours by setting family: a science-fiction people has colonies, not shires, as neighbours. */
export const OTHERS: Readonly<Record<"old" | "now" | "fallen" | "future", readonly string[]>> = {
  old: ["humans", "dwarves", "elves", "the orc clans", "the halfling shires", "the giant-kin", "the merfolk", "goblins", "the coastal kingdoms", "the empire"],
  now: ["the city folk", "the government", "the big corporations", "human neighbours", "the tourist trade", "the old families", "the church", "the army"],
  fallen: [
    "the raider gangs",
    "the bunker folk",
    "the ghouls",
    "the water barons",
    "the caravan clans",
    "the mutant tribes",
    "the old-world machines",
    "the scavenger towns",
  ],
  future: [
    "the human colonies",
    "the core worlds",
    "the megacorporations",
    "the synthetics",
    "the hive species",
    "the spacer clans",
    "the Navy",
    "the machine minds",
  ],
};
export const SUBRACE_ADJ = ["Deep", "High", "Wild", "Pale", "Ash", "River", "Stone", "Sun", "Moon", "Grey", "Red", "Frost", "Sea", "Hill"] as const;
export const SUBRACE_DIFF = [
  "are taller",
  "have darker skin",
  "are hardier",
  "are smaller",
  "have paler eyes",
  "are broader",
  "live longer",
  "are quicker",
  "grey early",
  "are fewer",
  "run leaner",
  "bear bolder markings",
] as const;
export const SUBRACE_TRAIT = [
  "keep to the old ways",
  "live near the surface",
  "excel at {art}",
  "split off after a war",
  "mix freely with humans",
  "shun outsiders",
  "favour war",
  "claim the original blood",
  "farm the lowlands",
  "trade across the sea",
  "guard the old shrines",
  "roam as herders",
  "serve as scouts",
  "build in stone",
] as const;

export const MYTH_FRAME = [
  "They are said to",
  "Legend claims they",
  "Common folk believe they",
  "Songs say they",
  "Rumour holds that they",
  "Outsiders swear they",
];
/** Each myth with two truths behind it; every part short. */
export const MYTHS: readonly (readonly [string, readonly [string, string]])[] = [
  ["come from {origin}", ["crossed the sea in reed boats", "fled a dying land"]],
  ["cannot lie", ["choose every word with care", "lie rarely, but well"]],
  ["steal children", ["adopt unwanted orphans", "take in every foundling"]],
  ["live until slain", ["age late and fast", "hide their old in the hills"]],
  ["turn to stone in sunlight", ["stiffen a little in strong sun", "simply dislike the heat"]],
  ["were made as servants", ["freed themselves from an empire", "erased their old masters' names"]],
  ["speak with the dead", ["keep long family records", "honour ancestors loudly"]],
  ["never sleep", ["sleep in short shifts", "doze standing up"]],
  ["curse their enemies", ["sue their enemies instead", "remember every insult"]],
  ["eat stone", ["grind minerals into food", "lick salt licks for health"]],
  ["can walk through walls", ["know every secret passage", "build doors others miss"]],
  ["were once giants", ["shrank over long famines", "built big and boasted bigger"]],
];
export const TRUTH_FRAME = ["In truth they", "Actually they", "The truth: they", "More likely they", "Scholars say they", "In fact they"];
export const ORIGINS = [
  "the first rain",
  "a lightning-struck tree",
  "a goddess's tears",
  "a dead giant's bones",
  "sea foam",
  "the smoke of a fire",
  "a falling star",
  "river mud",
] as const;

/** How outsiders feel about them, by tone: a closing line for the myth section. */
export const TONE_LINE: Readonly<Record<"heroic" | "grim" | "whimsical", readonly string[]>> = {
  heroic: [
    "Their friendship lasts a lifetime.",
    "Their elders help strangers.",
    "Their heroes are sung afar.",
    "They stand by their neighbours.",
    "Travellers praise their welcome.",
    "Their word is good anywhere.",
    "They never abandon allies.",
    "Their courage is proverbial.",
  ],
  grim: [
    "Few outsiders leave unchanged.",
    "Their numbers fall yearly.",
    "Old massacres poison their borders.",
    "Strangers are watched, always.",
    "Their songs are laments.",
    "Hunger made them hard.",
    "Their dead outnumber their living.",
    "They forgive nothing.",
  ],
  whimsical: [
    "Their children cannot hide.",
    "They argue about soup.",
    "Every visitor gets a hat.",
    "Their festivals are mostly cake.",
    "Their greetings take minutes.",
    "They name goats after poets.",
    "They hum when embarrassed.",
    "Their maps include snack stops.",
  ],
};
