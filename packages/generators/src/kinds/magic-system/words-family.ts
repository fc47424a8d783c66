// Magic-system content by setting family and tone: sources with their costs and marks, who may
// use it, how it is cast and learned, how the world treats it, and the prose shapes.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";

/** A source decides the word in the system's name, what a working costs and the marks it leaves. */
export interface Source {
  readonly source: string;
  readonly word: string;
  readonly costs: readonly string[];
  readonly marks: readonly string[];
}
const src = (source: string, word: string, costs: string[], marks: string[]): Source => ({ source, word, costs, marks });

export const SOURCES: ByFamily<readonly Source[]> = {
  old: [
    src(
      "the caster's blood",
      "Binding",
      ["drops of blood", "days of weakness", "a scar per spell"],
      ["pale skin", "unhealing scars", "a taste of iron", "trembling hands"],
    ),
    src(
      "gathered starlight",
      "Weaving",
      ["sleepless nights", "a night's starlight", "the caster's warmth"],
      ["silver eyes", "a glow after dark", "moon-pale hair", "night vision"],
    ),
    src(
      "sleepers' dreams",
      "Reckoning",
      ["the caster's dreams", "a night of nightmares", "restful sleep"],
      ["voices in silence", "sleepwalking", "waking visions", "dark-ringed eyes"],
    ),
    src(
      "a pact with the dead",
      "Pact",
      ["favours owed the dead", "a year of life", "a grave tended"],
      ["frost nearby", "fleeing animals", "cold breath", "grave-dirt smell"],
    ),
    src(
      "the world's song",
      "Song",
      ["the caster's voice", "exhaustion", "a song owed"],
      ["endless humming", "ringing ears", "perfect pitch", "a cracked voice"],
    ),
    src(
      "ley-lines",
      "Craft",
      ["a long journey", "the line's strength", "days of travel"],
      ["a pull towards crossroads", "spinning compasses", "restless feet", "dowsing dreams"],
    ),
    src(
      "true names",
      "Art",
      ["a random memory", "the caster's own name", "a word forgotten"],
      ["lost words", "a stammer", "name blindness", "a foreign accent"],
    ),
    src(
      "a sleeping god's breath",
      "Calling",
      ["a prayer owed", "bodily heat", "a fast"],
      ["a smell of incense", "white hair", "burning palms", "visions at dawn"],
    ),
  ],
  now: [
    src(
      "ritual and old books",
      "Working",
      ["a secret kept", "money", "years of study"],
      ["headaches", "failing electronics", "paranoia", "ink-stained fingers"],
    ),
    src(
      "burned grief",
      "Art",
      ["a loved memory", "sleepless weeks", "a photograph burned"],
      ["cold hands", "a lagging shadow", "grey hair", "tears without cause"],
    ),
    src("forgotten places", "Craft", ["lost hours", "a debt to the place", "a key left behind"], ["getting lost", "lying maps", "dead phones", "déjà vu"]),
    src("borrowed faith", "Calling", ["followers' trust", "a public miracle", "a tithe"], ["nosebleeds", "a halo in photos", "stigmata", "warm hands"]),
    src(
      "stolen luck",
      "Reckoning",
      ["a stranger's bad day", "the caster's luck", "a coin toss lost"],
      ["coins on edge", "staring cats", "broken mirrors", "lucky streaks"],
    ),
  ],
  fallen: [
    src("bomb radiation", "Burn", ["slow sickness", "hair and teeth", "a burn"], ["glowing skin", "ticking counters", "bald patches", "sores"]),
    src("mutant blood", "Change", ["a new mutation", "a fever", "raw hunger"], ["scales", "extra fingers", "cat's eyes", "bone spurs"]),
    src(
      "dead machines' current",
      "Spark",
      ["a battery's life", "burnt fingertips", "a heartbeat skipped"],
      ["static hair", "screaming radios", "metal taste", "twitching"],
    ),
    src("glass storms", "Storm", ["cut skin", "a storm's fury", "shelter given up"], ["glassy eyes", "scarred palms", "crackling voice", "sand-scoured skin"]),
    src(
      "old war gods",
      "Calling",
      ["a blood offering", "a vow of war", "a trophy"],
      ["war paint that will not wash", "battle dreams", "a rage", "ringing ears"],
    ),
    src("the wasteland's hunger", "Pact", ["food", "a week of thirst", "a buried offering"], ["gaunt faces", "dusty lungs", "cracked lips", "sand in tears"]),
  ],
  future: [
    src("psionic talent", "Discipline", ["migraines", "neural burnout", "hours of focus"], ["nosebleeds", "flickering eyes", "tremors", "shared dreams"]),
    src("blood nanites", "Protocol", ["burned calories", "grid power", "a software licence"], ["silver veins", "humming skin", "fever", "data ghosts"]),
    src(
      "alien resonance",
      "Resonance",
      ["time near the artefact", "pieces of memory", "a frequency lost"],
      ["alien dreams", "blue-tinted eyes", "a second heartbeat", "strange cravings"],
    ),
    src("quantum foam", "Field", ["spent probability", "certainty", "a timeline"], ["flickering outlines", "wrong clocks", "double shadows", "static"]),
    src("a machine mind", "Link", ["privacy", "a licence fee", "free will, briefly"], ["a second voice", "seizures", "perfect recall", "blank stares"]),
  ],
};

export const USERS: ByFamily<readonly string[]> = {
  old: [
    "anyone surviving the first lesson",
    "one child in a hundred",
    "certain bloodlines",
    "those who nearly died",
    "women past forty",
    "the blind",
    "sworn initiates",
    "seventh sons",
    "the moon-born",
  ],
  now: [
    "a few hidden families",
    "anyone with the right book",
    "lightning survivors",
    "twins",
    "the grieving",
    "the midnight-born",
    "the desperate",
    "the very old",
  ],
  fallen: ["mutants", "the post-bomb born", "sickness survivors", "waste children", "the desperate", "the half-blind", "crater pilgrims", "the dying"],
  future: [
    "gene-tailored adepts",
    "one in a million",
    "licensed operators",
    "implant carriers",
    "the artefact's chosen",
    "synthetics",
    "deep-space births",
    "clones",
  ],
};
export const CASTING: ByFamily<readonly string[]> = {
  old: ["hand-signs", "chanted verses", "blood sigils", "a staff or ring", "dance", "pure will", "tattooed runes", "whistled notes"],
  now: ["salt circles", "words read aloud", "sigil apps", "candles and photographs", "music", "graffiti sigils", "phone calls to nobody"],
  fallen: ["touching scrap", "screaming", "painted symbols", "burning money", "crater rituals", "bone rattles", "blood on metal"],
  future: ["neural command", "tracked gestures", "thought-code", "focus chambers", "harmonic keys", "breath control", "a control glove"],
};
export const TRAINING: ByFamily<readonly string[]> = {
  old: ["tower study", "apprenticeship", "forbidden books", "a season alone", "monastic drills", "a deadly trial", "a wandering master", "dreams"],
  now: ["a secret society", "a grandmother's notebooks", "online forums", "a chance mentor", "trial and error", "night classes", "a cult"],
  fallen: ["surviving", "an old shaman", "a crater cult", "pre-war scraps", "a blind teacher", "pain", "the radio's voice"],
  future: ["a moon academy", "corporate conditioning", "fleet programmes", "uploaded lessons", "a Drift monastery", "simulations", "a mentor AI"],
};
export const STANDING: ByFamily<readonly string[]> = {
  old: [
    "honoured advisers",
    "feared outcasts",
    "humble craftsmen",
    "hunted heretics",
    "half legend",
    "court ornaments",
    "village wise folk",
    "tax collectors' prey",
  ],
  now: ["unknown to the public", "an internet rumour", "government assets", "laughed at", "hunted by an agency", "celebrity psychics", "quiet neighbours"],
  fallen: [
    "worshipped as saints",
    "shot on sight",
    "traded like weapons",
    "tolerated while useful",
    "feared healers",
    "warlords' pets",
    "wandering prophets",
    "outcasts",
  ],
  future: ["corporate assets", "feared freaks", "registered and tracked", "fleet conscripts", "feed celebrities", "lab subjects", "union members", "monks"],
};
export const LEGALITY: ByFamily<readonly string[]> = {
  old: [
    "Legal but taxed",
    "Licensed; outlaws are branded",
    "Forbidden on pain of death",
    "Legal only for the crown",
    "Unregulated",
    "Legal by temple licence",
    "Banned within city walls",
  ],
  now: ["Not recognised by law", "Secretly regulated", "Prosecuted as fraud", "Protected as religion", "Classified", "Ignored by the courts"],
  fallen: ["Whatever the boss allows", "Banned in walled towns", "Legal where it pays", "Punished by exile", "Sold by licence", "Nobody's business"],
  future: ["Licensed by the colony", "Military only", "Banned on core worlds", "Patented", "Registered and taxed", "Illegal but everywhere"],
};
export const RULES = [
  "Nothing is created, only changed",
  "No working touches a living mind",
  "Every working must be spoken",
  "Iron breaks any working",
  "Workings fade at sunrise",
  "The caster must touch the target",
  "No one can work on themselves",
  "Every effect echoes elsewhere",
  "Running water stops it",
  "It fails under open sky",
  "It needs a willing subject",
  "Greater workings need more casters",
];

export const CHARACTER: ByTone<readonly string[]> = {
  heroic: [
    "Its masters are remembered as saviours.",
    "Each generation it makes a hero.",
    "It has turned wars.",
    "Children dream of it.",
    "Its oaths are of service.",
    "Songs praise its users.",
    "It saved the world once.",
    "Its masters die for others.",
    "It rewards courage.",
  ],
  grim: [
    "Every great working left a graveyard.",
    "Its masters die young.",
    "It is never praised.",
    "Many regret it.",
    "Others pay for it.",
    "It ruins families.",
    "It has ended cities.",
    "Its users trust nobody.",
    "It always takes more.",
  ],
  whimsical: [
    "Its adepts argue about hats.",
    "Many spells were accidents.",
    "Its guild meets to eat.",
    "Its manuals have doodles.",
    "Its best master was a goose.",
    "It works better with tea.",
    "Nobody reads its rules.",
    "It sulks on Mondays.",
    "Cats adore it.",
  ],
};
export const SOURCE_LINES = [
  "It draws on {source}; {users} can wield it.",
  "{Users} wield it through {source}.",
  "Power: {source}. Wielders: {users}.",
  "Its wellspring, {source}, serves {users}.",
  "From {source} it flows, to {users}.",
] as const;
export const COST_LINES = [
  "Every working costs {cost}. It is cast through {casting}.",
  "The price is {cost}; the method, {casting}.",
  "It is worked through {casting}, and costs {cost}.",
  "Casting takes {casting} and costs {cost}.",
] as const;
export const RULE_LINES = ["Its laws: {rules}.", "The rules: {rules}.", "It obeys these laws: {rules}.", "Limits: {rules}."] as const;
export const MARK_LINES = ["Long use brings {marks}.", "Its users show {marks}.", "Over years it leaves {marks}.", "Veterans bear {marks}."] as const;
export const TRAIN_LINES = [
  "Students learn through {training}, specialising in {schools}.",
  "Training means {training}; the schools are {schools}.",
  "It is taught by {training}, in the schools of {schools}.",
  "The schools are {schools}, learned through {training}.",
] as const;
export const STAND_LINES = [
  "Its users are {standing}.",
  "Those who wield it are {standing}.",
  "Practitioners are {standing}.",
  "In the world they are {standing}.",
] as const;
export const SUMMARY_LINES = [
  "{Hardness}, {power} magic drawn from {source}.",
  "A {hardness}, {power} art of {source}.",
  "Magic of {source}: {hardness} and {power}.",
  "{Source} fuels this {hardness}, {power} magic.",
] as const;
