// Word lists and sentence templates for the magic-system generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const HARDNESS = ["hard", "soft"] as const;
export const POWERS = ["subtle", "moderate", "potent", "world-shaking"] as const;
export type Power = (typeof POWERS)[number];

/** Where the power comes from, per setting: [label, short noun for prose]. */
export const SOURCES: Record<Setting, readonly (readonly [string, string])[]> = {
  "high-fantasy": [["the ley lines that run beneath the hills", "ley-light"], ["the songs the first gods left unfinished", "godsong"], ["starlight stored in living crystal", "starfire"], ["the dreams of a sleeping dragon", "dragon-dream"], ["the true names of all things", "naming"], ["the breath of the world-tree", "sap-light"], ["pacts with the courts of the fey", "glamour"], ["the memory held in running water", "tide-memory"]],
  "dark-fantasy": [["the blood of the caster", "blood-craft"], ["bargains with things beneath the barrow-hills", "barrow-pact"], ["the grief of the unquiet dead", "grave-sorrow"], ["a wound in the sky that never closed", "rift-light"], ["the hunger of a buried god", "god-hunger"], ["ash from the burning of the old saints", "saint-ash"], ["shadows cut loose from their owners", "shade-craft"], ["the rot that feeds on every living thing", "rot-lore"]],
  "science-fiction": [["a quantum field that answers trained minds", "field-working"], ["nanite swarms seeded in the blood", "swarm-craft"], ["the psionic echo of a dead alien race", "echo-sense"], ["vacuum energy tapped through implants", "zero-draw"], ["a planetary mind that grants requests", "gaia-link"], ["exotic matter harvested from a collapsed star", "neutronics"], ["code written directly into reality's substrate", "substrate-code"]],
  modern: [["the belief of crowds", "faith-current"], ["old words hidden in forgotten hymns", "hymnwork"], ["coincidence bent by sheer will", "luck-bending"], ["the city's own slow dreaming", "urban dream"], ["inherited pacts from a great-grandmother's bargain", "family pact"], ["static between radio stations", "static-craft"], ["the power stored in objects people loved", "relic-work"]],
  steampunk: [["aether drawn through brass condensers", "aetherics"], ["clockwork that hums with captured lightning", "galvanics"], ["alchemical salts dissolved in steam", "vapour-alchemy"], ["the resonance of tuned bells", "chime-work"], ["coal mined from the bones of the old gods", "godcoal"], ["punched cards that instruct the weather", "card-weaving"], ["mesmeric currents in the mind", "mesmerism"]],
  "post-apocalyptic": [["the fallout that changed the survivors", "glow-craft"], ["the wild machine-spirits of the ruins", "scrap-talk"], ["storms that carry the old world's memory", "storm-reading"], ["seeds grown in irradiated soil", "green-mending"], ["the last broadcasts of the dead satellites", "sky-listening"], ["rust that remembers what it once was", "rust-lore"], ["dust from the crater where it all began", "crater-dust"]],
  mythic: [["the gifts of the ancestors", "ancestor-gift"], ["the sun's fire stolen by a trickster", "stolen fire"], ["oaths sworn on the river of the dead", "oath-binding"], ["the threads the fates spin", "thread-craft"], ["the drumbeat under the world", "earth-drum"], ["the honey of the muses", "muse-honey"], ["the first words spoken at the making", "first-speech"]],
};

export const NAME_NOUNS = ["Art", "Weave", "Craft", "Way", "Working", "Discipline", "Mystery", "Tradition", "Canon", "Science", "Rite", "Road", "Gift", "Lore", "Thread", "Hand", "Tongue", "Current", "Pattern", "Door"];
export const NAME_ADJ = ["Hidden", "Seventh", "Quiet", "Burning", "Gilded", "Crooked", "Deep", "Silver", "Hollow", "Bright", "Old", "Thrice-Bound", "Veiled", "Iron", "Broken", "Woven", "Narrow", "Low", "High", "Pale", "Red", "Lantern", "Salt", "Winter", "Sleeping"];

export const USERS = [
  "only those born under a particular conjunction of stars", "anyone who survives the awakening fever", "members of a handful of old bloodlines",
  "anyone patient enough to study, though few have the knack", "those who have nearly died and come back", "twins, and only when working together",
  "children, whose gift fades after adolescence", "anyone who makes the required pact", "those with a rare mark on the palm or tongue",
  "people who have lost something they loved", "the left-handed, by a quirk no one has explained", "anyone, but only within sight of the source",
];

export const COSTS = [
  "a measure of the caster's own warmth, leaving them shivering", "days of remaining life, counted by a grey hair for each working",
  "memories, taken at random and never returned", "sleep: every working demands hours of dreamless rest", "a rare reagent consumed with each casting",
  "blood, a few drops for a cantrip and far more for a great work", "hunger so fierce that casters eat like soldiers", "a debt owed to the source and collected later",
  "sensation, as the fingertips go numb for a day", "a spoken truth, which the caster can never again say aloud", "years of the caster's voice, which grows hoarse and thin",
  "luck: small misfortunes follow the caster for a week",
];

export const RULES = [
  "nothing made by magic outlasts the next sunrise", "a working cannot touch what the caster cannot see", "no spell can raise the dead or halt time",
  "the same working never succeeds twice on one target in a day", "cold iron breaks any spell it touches", "running water weakens every working across it",
  "the caster must speak the target's true name for anything lasting", "a spell's strength falls with the square of the distance", "magic cannot create matter, only move and change it",
  "every working must be balanced by an equal undoing elsewhere", "two casters working against each other cancel out entirely", "spells fail inside holy ground",
  "power cannot be stored; it is spent the moment it is drawn", "a working fails if the caster doubts it", "nothing living can be changed against its will",
  "the source runs thin at the new moon", "no caster can enchant their own body", "magic leaves a trace any trained eye can read for a month",
];

export const SCHOOLS = [
  ["Evocation", "calling raw force into being"], ["Warding", "shields, seals and locks"], ["Divination", "seeing what is hidden, far or yet to come"],
  ["Mending", "healing flesh and repairing things"], ["Binding", "compelling spirits and creatures"], ["Illusion", "deceiving the senses"],
  ["Transmutation", "changing one substance into another"], ["Summoning", "calling things from elsewhere"], ["Whispering", "speaking to minds"],
  ["Weathercraft", "wind, rain and storm"], ["Shaping", "moulding stone, metal and wood"], ["Necromancy", "the dead and the dying"],
  ["Wayfaring", "distance, doors and travel"], ["Verdancy", "growth and living things"], ["Unmaking", "ending spells and breaking things"],
] as const;

export const CASTING = [
  "spoken verses in a dead tongue, each syllable precise", "gestures traced in the air, leaving faint afterimages", "sigils drawn in ink, chalk or blood",
  "songs, usually sung in harmony with others", "dances whose steps must not falter", "a focus of carved bone or crystal held in both hands",
  "silent concentration and a held breath", "written contracts signed and then burned", "tattoos activated by touch", "knots tied in a cord of the caster's hair",
  "tuned instruments whose notes shape the effect", "meditation lasting minutes for even simple effects",
];

export const TRAINING = [
  "a seven-year apprenticeship to a single master", "a walled academy with entrance examinations and a steep dropout rate", "a year of solitude in the wilderness",
  "secret lodges that teach one degree at a time", "self-study from rare, expensive grimoires", "inheritance: parents teach children at the hearth",
  "monastic orders that demand vows of service", "guild schools that license each graduate", "trial by ordeal, with no teaching at all",
];

export const STANDING = [
  "revered as scholars and advisers to rulers", "feared, and kept at a careful distance", "treated as ordinary tradesfolk, hired by the job",
  "admired in the cities and distrusted in the villages", "a hereditary aristocracy in all but name", "pitied, since the gift is thought a sickness",
  "celebrated as entertainers and performers", "suspected of every unexplained death", "courted by armies and hunted by their enemies",
];

export const LEGALITY = [
  "legal, but every practitioner must be registered", "forbidden on pain of death, yet quietly used by the powerful", "licensed by a guild that fines the unlicensed heavily",
  "legal only in the service of the crown or temple", "unregulated, a matter of custom rather than law", "permitted in the capital and banned in the provinces",
  "legal, with certain schools outlawed outright", "tolerated so long as no one is harmed in public",
];

export const SIDE_EFFECTS = [
  "eyes that slowly take on the colour of the source", "frost forming on nearby surfaces", "animals growing restless around casters", "nosebleeds after any strong working",
  "a faint smell of ozone that lingers on clothing", "shadows that move half a beat late", "vivid dreams of places the caster has never been", "hair turning white in streaks",
  "milk souring and bread going stale nearby", "compasses spinning for an hour afterwards", "a ringing in the ears of everyone close by", "trembling hands in old age",
  "candles guttering and burning blue", "a growing indifference to ordinary pleasures",
];

export const SPELL_NOUNS = ["Lantern", "Veil", "Hand", "Step", "Word", "Chain", "Thorn", "Mirror", "Gate", "Ward", "Breath", "Spark", "Knot", "Eye", "Tide", "Crown", "Lance", "Whisper", "Seal", "Bloom"];
export const SPELL_EFFECTS: Record<string, readonly string[]> = {
  Evocation: ["hurls a bolt of force that knocks a rider from the saddle", "sets a ring of cold fire around the caster", "splits stone with a single thunderclap"],
  Warding: ["seals a door so no hand can open it until dawn", "raises a shimmering wall that turns arrows", "marks a threshold that screams when crossed"],
  Divination: ["shows the last face a dead person saw", "reveals the way home from anywhere", "tells whether a spoken sentence is true"],
  Mending: ["closes a wound as though it were a day old", "draws fever out into a bowl of water", "makes a broken blade whole again"],
  Binding: ["holds a beast motionless while the caster stares", "ties a spirit to a single object", "compels an oath to be kept"],
  Illusion: ["wraps the caster in the look of a stranger", "fills a room with phantom sound", "hides a doorway behind a painted wall"],
  Transmutation: ["turns water briefly to hard glass", "softens iron like warm wax", "changes the colour and scent of anything touched"],
  Summoning: ["calls a loyal hound of smoke for an hour", "fetches a small object from anywhere in the house", "brings a swarm of moths to carry messages"],
  Whispering: ["sends a sentence into a sleeping mind", "overhears the surface thoughts of a crowd", "plants a moment of doubt"],
  Weathercraft: ["calls a fog thick enough to hide a fleet", "turns the wind for the length of a sail", "draws lightning to a chosen rod"],
  Shaping: ["opens a stair in a sheer cliff", "grows a wall of timber from a single plank", "seals a crack in a dam"],
  Necromancy: ["lets a corpse answer three questions", "keeps the dying alive until sunset", "raises a cold mist from grave soil"],
  Wayfaring: ["folds a mile of road into a single step", "opens a door to a place the caster has slept", "makes a ship sail twice as fast"],
  Verdancy: ["ripens a field overnight", "makes roots strangle an enemy's ankles", "pulls poison from a wilting plant"],
  Unmaking: ["snuffs out a spell like a candle", "crumbles a lock to rust", "undoes the last working cast nearby"],
};

export const POWER_WORDS: Record<Power, string> = {
  subtle: "quiet, everyday workings that tilt the odds rather than break the world",
  moderate: "workings that can win a skirmish or save a village",
  potent: "workings able to break a siege or drown a fleet",
  "world-shaking": "workings that raise mountains and end dynasties",
};

export const HISTORY: Record<Tone, readonly string[]> = {
  heroic: [
    "The first to master {name} was {founder}, who learned it, the tales say, from {source}. {Founder} taught eleven students; from those eleven every living practitioner claims descent.",
    "{Name} was codified by {founder} after the {war}, when scattered hedge-traditions were gathered into one body of teaching. The codex still opens with {founder}'s warning about {rule}.",
    "Scholars date {name} to the age of the {war}, when {founder} first drew power from {source} and lived to write down how.",
  ],
  grim: [
    "{Name} was born in the {war}, and it was born bloody. {Founder} first drew on {source} to save a burning city and instead finished the burning. The lesson that {rule} was learned at terrible price.",
    "Nobody remembers who taught {founder}. {Founder} appeared during the {war} already knowing how to draw on {source}, and half the students sent to learn from {founder} never came back.",
    "The records of {name} begin with an execution: {founder} was hanged for drawing on {source}, and {founder}'s notebooks were copied by the very judges who condemned {founder}.",
  ],
  whimsical: [
    "{Name} was discovered by accident when {founder}, attempting to bake bread during the {war}, drew on {source} instead. The bread was excellent; the kitchen was never found again.",
    "{Founder} invented {name} to win an argument and spent the rest of a long life trying to explain it to everyone else. Most agree that {rule}, though {founder} insisted this was merely a suggestion.",
    "Legend holds that {founder} learned {name} from a talkative goose with strong opinions about {source}. The goose is still honoured with a seat at every graduation.",
  ],
};

export const WARS = ["War of Lanterns", "Sundering", "Long Winter", "Schism of the Seven", "Drowning Years", "Iron Crusade", "Plague of Quiet", "Collapse", "Breaking of the Bridges", "Reckoning", "Ash Summer", "Tower Rebellion"];
