// Word lists for the element kind: our own vocabulary for primal forces and their correspondences.
import type { Setting, Tone } from "../../core/options.js";

export const SYL_A = ["Ae", "Vor", "Thal", "Ish", "Ky", "Mor", "Sel", "Ur", "Zan", "Ol", "Pyr", "Neth", "Cael", "Dru", "Fal", "Gho", "Hes", "Lyr", "Qua", "Rhu", "Tor", "Vel", "Xa", "Yss"];
export const SYL_B = ["ra", "en", "ith", "o", "ae", "um", "el", "is", "ar", "ou", "yn", "ex", "al", "ui", "or", "ene"];
export const SYL_C = ["n", "th", "s", "l", "x", "m", "ra", "sh", "ys", "ion", "ar", "um", "ek", "is", "one", "yr", "ax", "el", "os", "ith"];

export const EPITHET_ADJ = ["Ashen", "Silver", "Hollow", "Singing", "Drowned", "Burning", "Patient", "Restless", "Veiled", "Bright", "Cold", "Weeping", "Iron", "Dreaming", "Hungry"];
export const EPITHET_NOUN = ["Tide", "Breath", "Root", "Flame", "Mirror", "Dust", "Vein", "Veil", "Spark", "Shadow", "Frost", "Bloom", "Echo", "Thread", "Storm"];

export const NATURES = ["the force that binds things together", "the stillness between heartbeats", "the hunger that consumes and renews", "the memory stored in stone and water", "the motion that keeps the world from settling", "the light that reveals what is hidden", "the decay that returns all things to the soil", "the song that sets matter trembling", "the weight that pulls all things downward", "the heat that lives in every living thing"];
export const PROPERTIES = ["flows like water but holds its shape when ignored", "grows heavier the longer it is watched", "cannot be contained in iron", "warms in the presence of lies", "falls silent under a new moon", "clings to the dying", "spreads from touch to touch", "dims when spoken of aloud", "hums at a pitch only animals hear", "leaves frost on everything it touches", "remembers every shape it has taken", "is drawn to running blood"];
export const COLOURS = ["deep violet", "pale gold", "storm grey", "bone white", "ember red", "sea green", "midnight blue", "rust", "silver", "amber"];
export const EMOTIONS = ["longing", "wrath", "serenity", "grief", "joy", "dread", "resolve", "wonder", "envy", "tenderness"];
export const SEASONS = ["deep winter", "the thaw", "high summer", "the harvest", "the first frost", "the rains", "the long dusk of autumn"];
export const OTHER = ["Fire", "Water", "Earth", "Air", "Stone", "Light", "Shadow", "Ice", "Lightning", "Wood", "Metal", "Void", "Blood", "Bone", "Song", "Time"];
export const MANIFESTATIONS = ["pillars of drifting motes above old battlefields", "a shimmer on still water at dawn", "veins of glowing crystal in deep caves", "whirlwinds that move against the wind", "sudden silences in crowded rooms", "frost patterns shaped like writing", "trees that bend toward one another", "storms that rain pale ash", "wells whose water tastes of metal", "shadows that linger after their owners leave"];
export const CREATURES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["lesser sprites that nest in its places", "great serpents woven of its substance", "winged spirits that serve the old courts", "hounds that hunt by its scent"],
  "dark-fantasy": ["hollow-eyed wraiths bound to it", "crows that feed on its residue", "things that were men before it touched them", "parasitic motes that crawl beneath the skin"],
  "science-fiction": ["energy-based lifeforms found in its fields", "nanite swarms tuned to its frequency", "xenofauna that metabolise it", "drones that harvest it from nebulae"],
  modern: ["strays that gather where it leaks through", "urban spirits seen in CCTV static", "moths drawn to its glow", "things glimpsed in hospital corridors"],
  steampunk: ["clockwork familiars powered by it", "boiler-imps that live in furnaces", "gas-ghosts of the foundries", "brass beetles that seek it out"],
  "post-apocalyptic": ["mutated beasts warped by its fallout", "glowing swarms over the craters", "scavenger birds immune to it", "ghouls that hunger for it"],
  mythic: ["titans born of its first outpouring", "nymphs of its springs", "the children of its god", "great beasts that carry it across the sky"],
};
export const USES = ["binding oaths that cannot be broken", "healing wounds that refuse to close", "forging blades that cut spirits", "scrying across great distances", "warding thresholds against intruders", "awakening the memory of objects", "calling storms", "preserving the dead", "powering great engines", "speaking with beasts", "shaping stone like clay", "hiding from all sight"];
export const SYMBOLS = ["a circle split by a wavering line", "three interlocking triangles", "an open eye above a flame", "a spiral that turns inward", "a broken crown", "a key with two bits", "seven dots in a ring", "a hand with an eye in the palm", "a crescent pierced by a line"];

export const LORE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["Sages hold that it was the first gift to mortals, and that those who master it shoulder a duty to protect others.", "Its champions are honoured in song, and every great deed of the old age is said to have drawn upon it."],
  grim: ["It is older than the gods, and it does not care for the living; those who draw on it too deeply are never quite themselves again.", "Whole cities have been lost to careless workings of it, and the ruins still hum on quiet nights."],
  whimsical: ["It has a mischievous temperament and has been known to rearrange a scholar's notes overnight.", "Children who are born under its sign are said to be impossible to keep indoors."],
};
