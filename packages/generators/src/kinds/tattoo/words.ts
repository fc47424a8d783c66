// Tattoo word lists and templates: styles, motifs, placements, inks, meanings and rituals.
import type { Setting } from "../../core/options.js";

export const STYLES = ["linework", "blackwork", "dotwork", "painted", "script", "scarification"] as const;
export type Style = (typeof STYLES)[number];
export const STYLE_TEXT: Record<Style, string> = {
  linework: "fine, single-needle linework", blackwork: "solid blackwork with bold negative space", dotwork: "patient dotwork shading, thousands of single pricks",
  painted: "many-coloured painted work", script: "flowing script and ciphers", scarification: "raised scarring rubbed with pigment",
};
export const SUBJECT = ["serpent", "heron", "wolf", "crescent moon", "ship under sail", "open eye", "oak tree", "spiral", "stag", "flame", "key", "crow", "compass rose", "hand", "lotus", "mountain", "whale", "sun"];
export const ACTION = ["coiled around", "rising from", "split by", "crowned with", "swallowing", "sheltering", "bound by", "circling"];
export const OBJECT = ["a broken chain", "seven stars", "a thorned rose", "a river's course", "a burning tower", "a ring of runes", "a pair of crossed blades", "falling rain", "a cracked bell", "an hourglass", "three waves", "a crown of leaves"];
export const PLACEMENT = ["across the shoulder blades", "around the left wrist", "down the spine", "over the heart", "on the inside of the forearm", "along the jaw", "on the back of the hand", "circling the throat", "across the scalp, hidden by hair", "on the sole of the foot"];
export const INKS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["lampblack and oak gall", "crushed lapis", "silver dust in resin", "dragon's blood resin", "powdered moonstone"],
  "dark-fantasy": ["soot from a funeral pyre", "grave-moss ink", "the caster's own blood", "iron rust and vinegar", "squid ink and ash"],
  "science-fiction": ["bioluminescent nanite ink", "conductive carbon", "chromatic smart-pigment", "UV-reactive gel", "programmable micro-LED film"],
  modern: ["black carbon ink", "vegan pigments", "white ink", "deep red pigment", "UV ink"],
  steampunk: ["coal-tar black", "copper-verdigris green", "indigo dye", "gunpowder ink", "sepia from cuttlefish"],
  "post-apocalyptic": ["ballpoint ink and soot", "rust and motor oil", "charcoal from a burned city", "berry juice and ash", "battery acid stain"],
  mythic: ["red ochre", "ash from a sacred fire", "river clay", "blue woad", "gold leaf pressed into scars"],
};
export const CULTURE_NAMES = ["the Salt-Road Clans", "the Marsh-Wardens", "the Sky Sailors of Orrin", "the Ashen Hill Folk", "the Circle of Tides", "the Lantern Bearers", "the River Families", "the Mountain Oathsworn", "the Dock Brotherhood", "the Children of the Fen"];
export const MEANING = [
  "It marks one who has {deed}, and promises that {promise}.", "It is a prayer made permanent: that the bearer {promise2}.",
  "Among its people it says plainly that the bearer {deed} — and that everyone should remember it.",
];
export const DEED = ["crossed the great sea and returned", "survived a winter alone", "killed a sworn enemy in fair combat", "lost a child to the fever", "kept a secret for their clan", "come of age", "taken a life-oath of service", "been forgiven a great wrong"];
export const PROMISE = ["the dead will recognise them", "no storm will claim them", "their name will be sung", "they will never again be a stranger at the fire", "their debts are paid"];
export const PROMISE2 = ["find their way home in the dark", "be spared by wolves", "be heard by their ancestors", "never forget who they were"];
export const RITUAL = [
  "It is applied over three nights by the eldest of the {culture}, while the bearer fasts and the family sings.",
  "The bearer must sit through the whole work in silence; a single cry means it must be finished another year.",
  "It is done at dawn on the shore, the tools washed in salt water between each line.",
  "A stranger must apply it, chosen by lot, so that no friend can soften the pain.",
  "It is inked in a single long session lit only by candles made from the bearer's own harvest.",
];
export const BEARERS = ["Only those who have been formally adopted into the {culture}", "Anyone who has earned it and can name a witness", "Only the eldest child of each household", "Sworn warriors and no others", "Those who have survived a shipwreck", "Healers, midwives and those who keep the dead"];
export const EFFECT = {
  heroic: ["When the bearer is in true danger, it glows faintly and steadies their hand.", "It lets the bearer hear the voices of their ancestors on one night a year.", "It cannot be burned or cut away; it simply returns."],
  grim: ["It burns like a brand whenever the bearer breaks a promise.", "It lets the dead find the bearer; not all of them are kind.", "It slowly spreads, a finger's width a year."],
  whimsical: ["Its animal sometimes moves to a new place on the skin when nobody is watching.", "It itches whenever someone nearby is fibbing.", "It sings softly when the bearer is in the bath."],
} as const;
export const NAME_FIRST = ["Ae", "Bra", "Ca", "Dho", "Ey", "Fa", "Gwe", "Ha", "Ilu", "Ka", "Lo", "Ma", "Nua", "O", "Pe", "Ri", "Sa", "Tu", "Ula", "Va", "Wi", "Ya", "Zho", "Kei"];
export const NAME_MID = ["", "ra", "li", "no", "ke", "ta", "mu", "vi", "sha", "do"];
export const NAME_LAST = ["n", "th", "ra", "sk", "lan", "wen", "mar", "rit", "ga", "dul", "nor", "sel", "ki", "vash"];
