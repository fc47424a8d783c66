// Word lists for the skill kind: our own vocabulary, grouped by discipline.
import type { Setting } from "../../core/options.js";

export const DISCIPLINES = [
  "blade",
  "archery",
  "fire",
  "frost",
  "storm",
  "shadow",
  "healing",
  "warding",
  "beast",
  "alchemy",
  "stealth",
  "command",
  "mind",
  "earth",
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export interface DisciplineWords {
  readonly label: string;
  readonly nouns: readonly string[];
  readonly adjectives: readonly string[];
  /** Verb phrases completing "…the caster …" in the effect text. */
  readonly actions: readonly string[];
  readonly prerequisites: readonly string[];
  readonly counters: readonly string[];
  readonly attribute: string;
}

export const DISCIPLINE_WORDS: Readonly<Record<Discipline, DisciplineWords>> = {
  blade: {
    label: "Blade",
    attribute: "Strength",
    nouns: ["Cut", "Riposte", "Edge", "Lunge", "Sweep", "Parry", "Thrust", "Reaver", "Arc", "Feint", "Cleave", "Guard"],
    adjectives: ["Crescent", "Iron", "Hollow", "Widow's", "Falling", "Red", "Patient", "Crossed", "Broken", "Silent", "Twin", "Low"],
    actions: [
      "draws a blade through every foe in a half circle",
      "turns an incoming strike and answers it in the same breath",
      "steps inside a guard and strikes at the joint of the armour",
      "lunges across the gap and pins a foe's weapon arm",
    ],
    prerequisites: ["a year of drill with a sword master", "any bladed weapon in hand", "the Parry stance learned", "a scar taken in an honest duel"],
    counters: [
      "long reach weapons that keep the wielder at bay",
      "heavy shields set against the swing",
      "footwork on loose or icy ground",
      "fighting from above, on stairs or horseback",
    ],
  },
  archery: {
    label: "Archery",
    attribute: "Dexterity",
    nouns: ["Shot", "Volley", "Arrow", "Draw", "Quarrel", "Fletch", "Loose", "Mark", "String", "Rain", "Sight", "Pin"],
    adjectives: ["Hawk's", "Long", "Whistling", "Split", "Far", "Heron", "Patient", "Bent", "Twelfth", "Grey-goose", "Hunter's", "Windward"],
    actions: [
      "looses a shaft that ignores half of the target's cover",
      "lets fly three arrows that strike as one",
      "marks a target so every ally's missile finds it",
      "pins a foe's foot or cloak to the ground",
    ],
    prerequisites: ["a bow drawn every day for a season", "a quiver of at least a dozen arrows", "keen eyes and a steady hand", "the Steady Draw technique"],
    counters: ["wind and driving rain", "fighting at arm's length", "smoke, fog and darkness", "shields raised in a tight wall"],
  },
  fire: {
    label: "Fire",
    attribute: "Will",
    nouns: ["Brand", "Pyre", "Cinder", "Flare", "Kindling", "Ember", "Furnace", "Blaze", "Ash", "Wildfire", "Hearth", "Torch"],
    adjectives: ["Searing", "Red", "Smouldering", "Bright", "Hungry", "Molten", "Dragon's", "Scorched", "Crackling", "White", "Ashen", "Sunset"],
    actions: [
      "wreathes a foe in clinging flame",
      "sets the ground alight in a ring that none may cross unburnt",
      "hurls a ball of fire that bursts on impact",
      "heats metal until its wearer must drop it or burn",
    ],
    prerequisites: ["a spark kept alive for a full night", "a burn scar on the casting hand", "the First Flame rite", "a tutor from a hearth temple"],
    counters: ["water, rain and deep snow", "warded salamander-hide cloaks", "enclosed spaces where the air runs out", "a cool head: fire answers anger"],
  },
  frost: {
    label: "Frost",
    attribute: "Will",
    nouns: ["Rime", "Shard", "Hoarfrost", "Glacier", "Chill", "Sleet", "Icicle", "Winter", "Floe", "Frostbite", "Thaw", "Crystal"],
    adjectives: ["Biting", "Pale", "Still", "Northern", "Creeping", "Glass", "Deep", "Silent", "Blue", "Bitter", "Midwinter", "Clear"],
    actions: [
      "slows a foe's limbs with a creeping frost",
      "raises a wall of ice that holds until the sun finds it",
      "freezes water underfoot into treacherous glass",
      "drives shards of ice through light armour",
    ],
    prerequisites: [
      "a night survived in the open in deep winter",
      "the Stillness meditation",
      "a vial of meltwater from a glacier",
      "a calm pulse under pressure",
    ],
    counters: ["fire and warm blood", "constant movement", "the heat of a crowded room", "thick furs and oiled leathers"],
  },
  storm: {
    label: "Storm",
    attribute: "Will",
    nouns: ["Thunder", "Gale", "Bolt", "Squall", "Tempest", "Spark", "Cyclone", "Clap", "Downpour", "Stormcall", "Crack", "Surge"],
    adjectives: ["Rolling", "Forked", "Howling", "Charged", "Black", "Sudden", "Sky-torn", "Roaring", "Wild", "Rising", "Seventh", "Clouded"],
    actions: [
      "calls a bolt of lightning that leaps between armoured foes",
      "throws a gale that knocks the unbraced flat",
      "deafens all nearby with a clap of thunder",
      "rides a gust to cross a gap in a single bound",
    ],
    prerequisites: ["a lightning strike survived or witnessed close", "a storm-glass attuned at a high place", "the Open Sky vow", "two lesser storm skills"],
    counters: ["deep cellars and caves", "grounded iron rods", "calm air and still weather", "rubber-soled boots or dry stone"],
  },
  shadow: {
    label: "Shadow",
    attribute: "Cunning",
    nouns: ["Veil", "Shroud", "Dusk", "Umbra", "Shade", "Gloom", "Eclipse", "Nightfall", "Murk", "Penumbra", "Hush", "Step"],
    adjectives: ["Creeping", "Long", "Hollow", "Moonless", "Whispering", "Quiet", "Black", "Last", "Drowned", "Starless", "Velvet", "Thin"],
    actions: [
      "steps from one shadow into another within sight",
      "wraps a foe's eyes in darkness",
      "lets a shadow act a moment before its owner",
      "cloaks a small group in a patch of deep gloom",
    ],
    prerequisites: ["a pact spoken at a new moon", "a week spent in total darkness", "the Quiet Feet technique", "no fear of the dark"],
    counters: ["bright, even light from many sides", "blessed lanterns", "noon in open country", "mirrors that show where the shade truly is"],
  },
  healing: {
    label: "Healing",
    attribute: "Wisdom",
    nouns: ["Mending", "Balm", "Grace", "Renewal", "Poultice", "Touch", "Salve", "Solace", "Bloom", "Breath", "Tending", "Vigil"],
    adjectives: ["Gentle", "Green", "Merciful", "Patient", "Warm", "Mother's", "Quiet", "Sunlit", "Kind", "Restoring", "Spring", "Steady"],
    actions: [
      "closes wounds and draws out poison",
      "shares the caster's own vigour with a fallen ally",
      "steadies a failing heart for a few precious minutes",
      "soothes pain so the wounded can walk again",
    ],
    prerequisites: ["a season spent tending the sick", "a herbalist's satchel", "the Oath of the Open Hand", "knowledge of the body's humours"],
    counters: ["curses that feed on the mending", "wounds from silvered or cursed weapons", "the caster's own exhaustion", "a patient who refuses the help"],
  },
  warding: {
    label: "Warding",
    attribute: "Wisdom",
    nouns: ["Ward", "Aegis", "Bulwark", "Circle", "Seal", "Sigil", "Bastion", "Rampart", "Threshold", "Lock", "Barrier", "Shelter"],
    adjectives: ["Unbroken", "Salt", "Silver", "Sworn", "Golden", "Ninefold", "Old", "Holy", "Watchful", "Iron", "Mirrored", "Standing"],
    actions: [
      "draws a circle that hostile spirits cannot cross",
      "turns the next blow aimed at an ally",
      "seals a door so only a spoken word opens it",
      "reflects a hostile spell back along its path",
    ],
    prerequisites: ["a chalk, salt or silver line drawn unbroken", "the Litany of Thresholds memorised", "a temple's blessing", "a steady hand for sigils"],
    counters: ["a single break in the drawn line", "slow, patient siege", "spells cast from inside the ward", "the warder's sleep"],
  },
  beast: {
    label: "Beastcraft",
    attribute: "Wisdom",
    nouns: ["Call", "Howl", "Pack", "Bond", "Tracker", "Hide", "Claw", "Roar", "Kinship", "Scent", "Antler", "Tooth"],
    adjectives: ["Wolf's", "Feral", "Old Bear's", "Owl-eyed", "Wild", "Stag's", "Green", "Shaggy", "Hunting", "Thicket", "Raven's", "Boar's"],
    actions: [
      "calls the nearest wild animals to fight beside the caller",
      "borrows the senses of a bonded beast",
      "calms a maddened animal with a word",
      "takes on a beast's strength for a short time",
    ],
    prerequisites: [
      "a wild animal befriended without bait",
      "a season living off the land",
      "a totem carved from a fallen beast",
      "the trust of a druid circle",
    ],
    counters: ["cities, smoke and iron", "fire, which every beast fears", "trained war-hounds loyal to another", "a hunter's masking scents"],
  },
  alchemy: {
    label: "Alchemy",
    attribute: "Intellect",
    nouns: ["Tincture", "Reagent", "Catalyst", "Distillate", "Flask", "Solvent", "Compound", "Elixir", "Vapour", "Residue", "Retort", "Admixture"],
    adjectives: [
      "Volatile",
      "Bitter",
      "Quickened",
      "Caustic",
      "Clouded",
      "Greenglass",
      "Corrosive",
      "Refined",
      "Mercurial",
      "Double-distilled",
      "Stable",
      "Luminous",
    ],
    actions: [
      "hurls a flask that bursts into choking vapour",
      "coats a weapon with a reagent that eats through metal",
      "brews a draught that quickens the drinker",
      "mixes a compound that hardens into a sticky snare",
    ],
    prerequisites: [
      "a set of glass retorts and a steady flame",
      "an apprenticeship in a licensed workshop",
      "the Table of Affinities learned by heart",
      "burnt fingers, at least once",
    ],
    counters: ["wind that carries the vapour away", "rain that washes the reagents out", "a sealed helm or mask", "a lucky hit that breaks the satchel"],
  },
  stealth: {
    label: "Stealth",
    attribute: "Dexterity",
    nouns: ["Step", "Slip", "Vanish", "Pick", "Knife", "Whisper", "Ghost", "Footfall", "Disguise", "Lurk", "Snare", "Trick"],
    adjectives: ["Soft", "Cat's", "Unseen", "Sly", "Velvet", "Fox's", "Quiet", "Nimble", "Backstreet", "Lamplighter's", "Thief's", "Forgotten"],
    actions: [
      "vanishes from sight in a crowd",
      "strikes an unaware foe where it hurts most",
      "opens a lock in the time a guard takes to turn",
      "leaves a false trail leading the wrong way",
    ],
    prerequisites: ["a guild mark or a debt to one", "soft boots and dark clothes", "a year on the streets", "the Counting Breath technique"],
    counters: ["dogs and their noses", "gravel paths and creaking floors", "light from every side", "guards who stay alert in pairs"],
  },
  command: {
    label: "Command",
    attribute: "Presence",
    nouns: ["Rally", "Banner", "Order", "Shout", "Charge", "Standard", "Decree", "Muster", "Oath", "Call", "Formation", "Stand"],
    adjectives: ["Stirring", "Captain's", "Unyielding", "Iron", "Last", "Loyal", "Crowned", "Bold", "Marching", "Veteran's", "Golden", "Thundering"],
    actions: [
      "rallies shaken allies to stand and fight",
      "orders a formation that turns a charge",
      "marks a foe for every ally's attention",
      "steadies nerves so no one breaks and runs",
    ],
    prerequisites: ["command of at least a dozen soldiers", "a banner or standard", "a battle survived at the front", "the respect of those led"],
    counters: ["chaos that drowns out the voice", "allies who doubt the leader", "a foe who strikes the commander first", "deafening noise"],
  },
  mind: {
    label: "Mind",
    attribute: "Intellect",
    nouns: ["Insight", "Whisper", "Dream", "Lure", "Gaze", "Suggestion", "Echo", "Reverie", "Trance", "Thought", "Memory", "Mirror"],
    adjectives: ["Idle", "Honeyed", "Piercing", "Wandering", "Sleeping", "Hollow", "Gilded", "Forgetful", "Inner", "Glass", "Dreaming", "Far"],
    actions: [
      "plants a suggestion the target believes is their own",
      "reads the surface thoughts of one person",
      "makes a foe forget the last few moments",
      "fills a mind with a waking dream",
    ],
    prerequisites: ["a teacher in the inner disciplines", "a year of silent meditation", "a strong, ordered memory", "the Mirror Within exercise"],
    counters: ["iron wills and stubborn minds", "pain, which wakes the mind", "amulets of cold iron", "targets who do not share a language"],
  },
  earth: {
    label: "Earth",
    attribute: "Constitution",
    nouns: ["Quake", "Boulder", "Root", "Stonehide", "Pillar", "Tremor", "Bedrock", "Landslide", "Fissure", "Mountain", "Clay", "Cairn"],
    adjectives: ["Deep", "Granite", "Rumbling", "Patient", "Ancient", "Moss-grown", "Sundering", "Heavy", "Buried", "Old", "Marble", "Iron-veined"],
    actions: [
      "splits the ground and topples those standing on it",
      "hardens the skin to the toughness of stone",
      "raises a pillar of rock beneath a foe",
      "roots the caster so nothing can move them",
    ],
    prerequisites: ["a night buried to the neck in sacred soil", "bare feet on bare earth", "the Listening Stone discipline", "a mountain's blessing"],
    counters: ["flight and high places", "ships, bridges and wooden floors", "swift foes who never stand still", "the open sea"],
  },
};

export const RESOURCE: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["mana", "stamina", "focus"],
  "dark-fantasy": ["blood", "sanity", "stamina"],
  "science-fiction": ["energy", "heat", "charge"],
  modern: ["stamina", "focus", "adrenaline"],
  steampunk: ["steam pressure", "stamina", "aether charge"],
  "post-apocalyptic": ["rads", "stamina", "scrap"],
  mythic: ["favour", "breath", "stamina"],
};

export const FOUNDER_START = [
  "Ar",
  "Bel",
  "Cor",
  "Dar",
  "El",
  "Fen",
  "Gal",
  "Hes",
  "Ith",
  "Jor",
  "Kal",
  "Lor",
  "Mor",
  "Nev",
  "Or",
  "Pel",
  "Quen",
  "Ros",
  "Sar",
  "Tal",
  "Ul",
  "Var",
  "Wen",
  "Yss",
  "Zor",
  "Bran",
  "Cael",
  "Dru",
  "Mael",
  "Thal",
] as const;
export const FOUNDER_MIDDLE = ["a", "en", "is", "or", "an", "eth", "in", "ra", "us", "on", "ia", "el", "ur", "ae"] as const;
export const FOUNDER_END = ["", "n", "th", "d", "s", "r", "l", "k", "ne", "ric"] as const;
