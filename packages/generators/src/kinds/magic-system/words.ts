// Magic-system word lists: sources, users, costs, rules, schools, casting, spells and standing.
export const HARDNESS = ["hard", "soft"] as const;
export const POWER = ["subtle", "potent", "world-shaping"] as const;
export type Power = (typeof POWER)[number];
export const SOURCES = ["the blood of the caster", "starlight gathered at night", "the dreams of sleepers", "a bargain with the dead", "the song beneath the world", "ley-lines where old roads cross", "true names of things", "emotion, burned like fuel", "the breath of a sleeping god", "metals swallowed and burned", "ink and written sigils", "the tides and moon"];
export const SOURCE_WORD = ["Weaving", "Binding", "Art", "Craft", "Song", "Reckoning", "Working", "Calling", "Pact", "Kindling"];
export const NAME_START = ["Ith", "Val", "Sor", "Ael", "Kyr", "Mor", "Thae", "Ulm", "Dra", "Eir", "Fen", "Lys", "Ny", "Osk", "Rhe", "Zan", "Hal", "Qir", "Bel", "Cae"];
export const NAME_MID = ["", "a", "e", "o", "ar", "il", "un", "eth"];
export const NAME_END = ["ric", "wyn", "ath", "ene", "oss", "iel", "ora", "ax", "une", "is", "an", "yth"];
export const USERS = ["anyone who survives the first lesson", "one child in a hundred, marked at birth", "only those of certain bloodlines", "those who have nearly died", "only women past the age of forty", "anyone, though most lack the patience", "the blind, who see what others cannot", "sworn members of the order, after an oath"];
export const COSTS = ["a day of the caster's life for every working", "bodily heat; casters are always cold", "memories, taken at random", "exhaustion proportional to the effect", "the caster's own blood", "a rare reagent consumed in each casting", "a small cruelty or kindness owed to the source"];
export const RULES = ["Nothing can be created, only moved or changed", "No working can touch a living mind", "Every spell must be spoken aloud; silence makes it impossible", "Iron breaks any working it touches", "A working fades at the next sunrise unless renewed", "The caster must see or touch the target", "No one can work magic on themselves", "Every effect has an equal echo somewhere else"];
export const SCHOOLS = ["Warding", "Kindling", "Mending", "Seeing", "Binding", "Shaping", "Summoning", "Veiling", "Stormcalling", "Whispering", "Unmaking", "Growing"];
export const CASTING = ["precise hand-signs held for a count of breaths", "chanted verses in an old tongue", "sigils drawn in chalk, ink or blood", "a focus — staff, ring or mirror — that channels the power", "dance, each step a word", "pure concentration, eyes closed", "tattooed runes that the caster touches"];
export const TRAINING = ["seven years in a tower academy", "apprenticeship to a single master", "self-taught from forbidden books", "a season in the wilderness alone", "a monastic life of drills and meditation", "a trial that kills one in ten"];
export const STANDING = ["Practitioners are honoured advisers at every court", "They are feared and kept at arm's length", "They are treated as craftsmen, no grander than a smith", "They are hunted by the church", "They are rare enough to be half legend"];
export const LEGALITY = ["Legal everywhere, but taxed", "Licensed; unlicensed casting is punished by branding", "Forbidden outright, on pain of death", "Legal only for the crown's own mages", "Unregulated, and chaotic for it"];
export const SIDE = ["eyes that slowly turn silver", "frost on every surface nearby", "nosebleeds", "a faint smell of burning", "hair that turns white early", "voices heard in silence", "animals flee from the caster"];
export const SPELL_ADJ = ["Quiet", "Binding", "Silver", "Burning", "Hollow", "Ninefold", "Pale", "Iron", "Veiled", "Second", "Lantern", "Tidal"];
export const SPELL_NOUN = ["Step", "Ward", "Word", "Sight", "Chain", "Mend", "Gate", "Flame", "Hand", "Whisper", "Knot", "Mirror"];
export const SPELL_EFFECT: Record<Power, readonly string[]> = {
  subtle: ["lights a candle at a distance", "mends a torn cloth", "hears a whisper through a wall", "makes a lock forget it was locked", "calms a frightened animal"],
  potent: ["turns a blade aside", "throws a sheet of fire", "heals a deep wound overnight", "walks unseen for an hour", "binds a spirit for a day"],
  "world-shaping": ["calls down a storm", "raises a wall of stone from bare ground", "speaks with the dead of a whole battlefield", "stills the sea for a league", "opens a door to another place"],
};
export const TONE = {
  heroic: ["Its greatest practitioners are remembered as saviours."],
  grim: ["Every great working in history has left a graveyard behind it."],
  whimsical: ["Its practitioners argue endlessly over whether the hat is necessary."],
} as const;
