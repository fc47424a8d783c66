// Content for the race kind: bodies, senses, gifts, homelands, societies and myths.

export const BIOMES = ["forest", "mountain", "desert", "coast", "tundra", "swamp", "plains", "underground", "islands", "jungle"] as const;
export type Biome = (typeof BIOMES)[number];

export const BIOME_TEXT: Readonly<Record<Biome, { place: readonly string[]; adapt: readonly string[] }>> = {
  forest: { place: ["the old-growth forests of the west", "a canopy forest where the ground never sees the sun", "the birch woods along the northern rivers"], adapt: ["mottled skin that blends with bark and leaf", "long fingers made for climbing", "eyes that see well in green half-light"] },
  mountain: { place: ["the high passes of the spine mountains", "terraced valleys above the cloud line", "caves and cliff-cities carved into granite"], adapt: ["broad chests that breathe thin air easily", "thick calloused feet sure on scree", "a tolerance for bitter cold"] },
  desert: { place: ["the red dune seas", "the salt flats and their hidden wells", "oasis towns strung along old caravan routes"], adapt: ["skin that darkens and hardens in the sun", "kidneys that waste almost no water", "slit pupils that narrow against the glare"] },
  coast: { place: ["the fog-bound fjords", "a chain of harbour towns on a stormy coast", "tidal flats and the stilt villages above them"], adapt: ["webbing between the fingers", "lungs that hold a breath for minutes", "oily hair that sheds water"] },
  tundra: { place: ["the endless white north", "the permafrost steppe", "the glacier margins where the reindeer run"], adapt: ["a thick layer of fat under the skin", "dense, double-layered hair", "a slow heartbeat that conserves warmth"] },
  swamp: { place: ["the drowned forests of the delta", "a maze of reed islands", "the mangrove coasts"], adapt: ["skin that resists rot and leeches", "nostrils that close under water", "a stomach that digests almost anything"] },
  plains: { place: ["the rolling grasslands", "the wide river plains", "the wind-swept steppe"], adapt: ["long legs for running down game", "keen distance sight", "endurance to walk for days"] },
  underground: { place: ["the deep caverns beneath the mountains", "a labyrinth of mines older than memory", "the lightless rivers of the underdeep"], adapt: ["large eyes that gather the faintest light", "pale skin that burns in sunlight", "a sense of the rock's shape through their feet"] },
  islands: { place: ["a scattered archipelago of volcanic islands", "the coral atolls of the warm sea", "misty islands visited only by the bravest sailors"], adapt: ["a keen sense of weather and wind", "powerful swimmers' shoulders", "colourful skin patterns"] },
  jungle: { place: ["the steaming river jungles", "cloud forests on the slopes of sleeping volcanoes", "the ruin-choked rainforest"], adapt: ["skin that sweats freely to stay cool", "prehensile toes", "a resistance to fevers and venoms"] },
};

export const SIZES = [
  ["Small", 90, 120], ["Small", 100, 140], ["Medium", 140, 175], ["Medium", 155, 190], ["Medium", 165, 200], ["Large", 200, 260], ["Large", 230, 300],
] as const;

export const BODY_TRAITS = [
  "skin in shades of {colour}", "hair the colour of {colour}", "eyes without whites, glossy like {stone}", "faint scales along the neck and forearms",
  "a second, translucent eyelid", "small horns that grow through life", "ears long enough to fold back", "a short, expressive tail",
  "freckles that glow faintly in the dark", "six fingers on each hand", "bark-like patches on the shoulders", "feathers in place of eyebrows",
  "teeth filed naturally to points", "veins that show silver beneath the skin", "a crest of stiff hair from brow to nape", "skin that shifts colour with mood",
] as const;
export const COLOURS = ["ash and slate", "river clay", "deep moss", "burnished copper", "pale birch", "midnight blue", "sand and ochre", "storm grey", "rust red", "bone white"] as const;
export const STONES = ["jet", "obsidian", "amber", "polished jade", "onyx", "garnet"] as const;

export const SENSES = [
  "darkvision to sixty paces, in shades of grey", "a sense of smell keen enough to track by", "hearing that catches a whisper across a hall",
  "the ability to feel tremors through the ground", "sight that picks out heat like a glow", "taste sensitive enough to detect most poisons",
  "an instinct for true north", "eyes that see clearly underwater", "a feel for approaching storms a day ahead", "the ability to sense strong emotions nearby",
] as const;

export const INNATE = [
  "resistance to {element}", "a voice that can carry a mile", "the gift of speaking with {animals}", "a trance in place of sleep",
  "skin as tough as boiled leather", "the ability to hold still enough to vanish from notice", "natural affinity for {art}", "immunity to most diseases of the lowlands",
  "the ability to go a week without food", "memories inherited from a parent, in fragments", "a bite that carries a mild venom", "the ability to mimic any voice they hear",
] as const;
export const ELEMENTS = ["fire", "cold", "poison", "lightning", "acid"] as const;
export const ANIMALS = ["birds", "beasts of burden", "wolves and hounds", "creatures of the sea", "insects"] as const;
export const ARTS = ["stone-shaping", "weather magic", "song-craft", "healing", "illusion", "runecraft"] as const;

export const SOCIETY = [
  "They live in extended clans of up to a hundred, ruled by a council of the eldest mothers.",
  "Their cities are governed by elected speakers who serve for a single year and may never serve again.",
  "They are nomads, moving with the seasons and meeting once a year at a great gathering.",
  "A hereditary monarch rules them in name, while real power lies with the guilds.",
  "They live in small, fiercely independent villages that unite only against outsiders.",
  "A priesthood interprets omens and decides every matter of importance.",
  "They organise themselves by craft: smiths, singers, hunters and keepers each form a caste.",
  "Each settlement is ruled by whoever won the last trial of champions.",
] as const;
export const VALUES = ["hospitality to strangers", "honesty even when it wounds", "patience", "craftsmanship", "courage in battle", "loyalty to kin", "learning and memory", "freedom of movement"] as const;

export const RELATIONS = [
  "trade freely with {other}, though they never intermarry",
  "hold an ancient grudge against {other} over a broken treaty",
  "are feared by {other}, who tell stories of them to frighten children",
  "serve as mercenaries for {other}, and are paid well for it",
  "look down on {other} as short-lived and hasty",
  "share a border and a wary peace with {other}",
  "once ruled {other} and have not been forgiven",
  "are courted as allies by {other}",
] as const;
export const OTHERS = ["humans", "dwarves", "elves", "the orc clans", "the halfling shires", "the giant-kin", "the merfolk", "goblins", "the coastal kingdoms", "the empire"] as const;

export const SUBRACE_ADJ = ["Deep", "High", "Wild", "Pale", "Ash", "River", "Stone", "Sun", "Moon", "Grey", "Red", "Frost", "Sea", "Hill"] as const;
export const SUBRACE_TRAIT = [
  "are taller and keep to the old ways", "have darker skin and live closer to the surface", "are known for their skill at {art}",
  "were separated from the rest by a great war", "have interbred with humans and are shorter-lived", "are reclusive and rarely seen by outsiders",
  "are hardier and more warlike", "claim to be the original stock, which the others deny",
] as const;

export const MYTHS = [
  ["They are said to be born from {origin}.", "In truth they descend from settlers who {truth}."],
  ["Legend claims they cannot lie.", "In truth they are simply raised to choose every word carefully, and lie rarely but well."],
  ["Common folk believe they steal children.", "In truth they adopt orphans no one else will take, which explains the stories."],
  ["People say they are immortal until slain.", "In truth they live long, but age catches them all at last, quickly and all at once."],
  ["Stories claim they turn to stone in sunlight.", "In truth their skin greys and stiffens in strong sun, a harmless change they find embarrassing."],
  ["Songs say they were made by a god as servants.", "In truth they freed themselves from a forgotten empire and erased its name."],
] as const;
export const ORIGINS = ["the first rain", "a tree struck by lightning", "the tears of a moon goddess", "the bones of a dead giant", "sea foam", "the smoke of a great fire"] as const;
export const TRUTHS = ["crossed the sea in reed boats", "fled a dying land long ago", "were changed by living beside an old source of magic", "were bred as soldiers by a forgotten empire"] as const;
