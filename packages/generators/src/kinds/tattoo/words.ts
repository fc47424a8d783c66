// Tattoo word lists and templates: styles, motifs, placements, inks, meanings and rituals.
import type { Setting } from "../../core/options.js";

export const STYLES = ["linework", "blackwork", "dotwork", "painted", "script", "scarification"] as const;
export type Style = (typeof STYLES)[number];
export const STYLE_TEXT: Record<Style, string> = {
  linework: "fine single-needle linework", blackwork: "bold blackwork", dotwork: "patient dotwork",
  painted: "many-coloured painted work", script: "flowing script and ciphers", scarification: "pigmented raised scars",
};
export const SUBJECT = ["serpent", "heron", "wolf", "crescent moon", "ship under sail", "open eye", "oak tree", "spiral", "stag", "flame", "key", "crow", "compass rose", "hand", "lotus", "mountain", "whale", "sun"];
export const ACTION = ["coiled around", "rising from", "split by", "crowned with", "swallowing", "sheltering", "bound by", "circling"];
export const OBJECT = ["a broken chain", "seven stars", "a thorned rose", "a river's course", "a burning tower", "a ring of runes", "a pair of crossed blades", "falling rain", "a cracked bell", "an hourglass", "three waves", "a crown of leaves"];
export const PLACEMENT = ["across the shoulder blades", "around the left wrist", "down the spine", "over the heart", "on the inside of the forearm", "along the jaw", "on the back of the hand", "circling the throat", "across the scalp", "on the sole of the foot", "around the ankle", "behind the ear", "across the collarbones", "along the ribs"];
export const INKS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["lampblack and oak gall", "crushed lapis", "silver dust in resin", "dragon's blood resin", "powdered moonstone", "oak-gall black", "crushed lapis and gum", "pearl dust"],
  "dark-fantasy": ["soot from a funeral pyre", "grave-moss ink", "the caster's own blood", "iron rust and vinegar", "squid ink and ash", "nightshade juice", "bone char", "tar from a gibbet"],
  "science-fiction": ["bioluminescent nanite ink", "conductive carbon", "chromatic smart-pigment", "UV-reactive gel", "programmable micro-LED film", "quantum-dot ink", "gene-coded pigment", "nanocarbon black"],
  modern: ["black carbon ink", "vegan pigments", "white ink", "deep red pigment", "UV ink", "sepia wash", "cobalt blue", "grey shading ink"],
  steampunk: ["coal-tar black", "copper-verdigris green", "indigo dye", "gunpowder ink", "sepia from cuttlefish", "lamp oil soot", "brass-filing grey", "madder red"],
  "post-apocalyptic": ["ballpoint ink and soot", "rust and motor oil", "charcoal from a burned city", "berry juice and ash", "battery acid stain", "burnt rubber black", "rad-glow paint", "printer toner"],
  mythic: ["red ochre", "ash from a sacred fire", "river clay", "blue woad", "gold leaf pressed into scars", "sacred ash", "saffron paste", "oxblood"],
};
export const CULTURE_NAMES = ["the Salt-Road Clans", "the Marsh-Wardens", "the Sky Sailors of Orrin", "the Ashen Hill Folk", "the Circle of Tides", "the Lantern Bearers", "the River Families", "the Mountain Oathsworn", "the Dock Brotherhood", "the Children of the Fen"];
export const MEANING = [
  "It marks one who has {deed}, and promises that {promise}.", "A prayer: may the bearer {promise2}.",
  "Plainly put, its bearer has {deed}.", "Those who have {deed} wear it, so that {promise}.",
  "Its meaning is simple: {promise}.", "It records that the bearer has {deed}; it asks that they {promise2}.",
  "Wear it and {promise}; earn it by having {deed}.",
];
export const DEED = ["crossed the great sea", "survived a winter alone", "killed a sworn enemy", "lost a child to fever", "kept a clan secret", "come of age", "sworn a life-oath", "been forgiven a great wrong", "buried a parent", "won a duel", "saved a stranger", "walked the pilgrim road", "lost a war", "learned a trade"];
export const PROMISE = ["the dead will know them", "no storm will claim them", "their name will be sung", "they are no stranger at the fire", "their debts are paid", "the gods will hear them", "their kin will find them", "no curse will stick", "their luck will hold", "their oath is kept"];
export const PROMISE2 = ["find their way home", "be spared by wolves", "be heard by the ancestors", "never forget who they were", "sleep without dreams", "return from the sea", "live to see grandchildren", "never go hungry"];

/** The rite: how and by whom it is applied, and under what condition. */
export const RITE_VERB = ["applied", "inked", "tapped", "pricked", "cut and inked", "worked"];
export const RITE_TIME = ["over three nights", "in one session", "at dawn", "by candlelight", "a line a month", "on the shore", "in a smoke hut", "in one day", "at midwinter", "with bone needles"];
export const RITE_WHO = ["by the eldest of the {culture}", "by a stranger chosen by lot", "by the bearer's mother", "by a travelling needle-master", "by a blind priest", "by the bearer alone", "by two singers in turn", "by whoever the bearer wronged"];
export const RITE_RULE = ["while the bearer fasts", "in total silence", "with the tools washed in salt", "as the family sings", "while a drum keeps time", "and a single cry spoils it", "with no friend present", "under an open sky"];

export const BEARERS = ["Adopted members of the {culture}", "Anyone with a witness", "Eldest children", "Sworn warriors", "Shipwreck survivors", "Healers and midwives", "Keepers of the dead", "Elders of the {culture}", "Anyone who pays the price", "Returned pilgrims", "Widows and widowers", "Freed prisoners"];
export const BEARER_FRAME = ["{B} may wear it.", "Only {b} bear it.", "It is reserved for this: {b}.", "Bearers: {b}.", "{B} earn it."];

/** What it does, by tone, and when. */
export const EFFECT = {
  heroic: ["glows faintly", "steadies the bearer's hand", "carries ancestral voices", "tingles", "warms against cold", "points toward home", "dulls pain", "wakes the bearer from danger", "stops bleeding", "lends a brief strength"],
  grim: ["burns like a brand", "calls the unkind dead", "spreads a finger's width", "bleeds a little", "whispers the bearer's sins", "turns cold as a corpse", "draws the eyes of hunters", "aches for the lost", "darkens with each lie", "sours the bearer's dreams"],
  whimsical: ["moves to a new spot", "itches at fibbers", "sings softly", "changes colour", "winks at strangers", "giggles when tickled", "rearranges itself", "grows a tiny hat", "hums lullabies", "blushes"],
} as const;
export const EFFECT_WHEN = ["in true danger", "one night a year", "when nobody is watching", "whenever a promise breaks", "in the bath", "at every full moon", "near old graves", "when kin are near", "at sunrise", "during a storm", "when the bearer lies", "in battle"];

export const NAME_FIRST = ["Ae", "Bra", "Ca", "Dho", "Ey", "Fa", "Gwe", "Ha", "Ilu", "Ka", "Lo", "Ma", "Nua", "O", "Pe", "Ri", "Sa", "Tu", "Ula", "Va", "Wi", "Ya", "Zho", "Kei"];
export const NAME_MID = ["", "ra", "li", "no", "ke", "ta", "mu", "vi", "sha", "do"];
export const NAME_LAST = ["n", "th", "ra", "sk", "lan", "wen", "mar", "rit", "ga", "dul", "nor", "sel", "ki", "vash"];
