// Bloodline word lists and templates: houses, founders, gifts, weaknesses, seats and standing.
import type { Setting } from "../../core/options.js";

export const PRESTIGE = ["humble", "noble", "royal", "fallen"] as const;
export type Prestige = (typeof PRESTIGE)[number];
export const HOUSE_START = ["Vor", "Ael", "Mar", "Cas", "Dre", "Eld", "Fer", "Gal", "Hol", "Ith", "Kael", "Lor", "Mor", "Nev", "Ost", "Pen", "Rav", "Sel", "Tir", "Ulv", "Val", "Wyr", "Yse", "Zan"];
export const HOUSE_MID = ["", "a", "e", "i", "o", "en", "ar", "is", "or", "an"];
export const HOUSE_END = ["ayne", "mont", "wick", "dell", "rath", "vane", "cross", "holm", "sted", "mere", "gard", "ric", "lowe", "thorn"];
export const FOUNDER_GIVEN = ["Aldous", "Berenike", "Cormac", "Delphine", "Eadric", "Fionnuala", "Gideon", "Hesper", "Isolde", "Jareth", "Katrin", "Leofric", "Morwenna", "Niall", "Ottilie", "Peregrine", "Rowena", "Sigurd", "Theodora", "Ulric"];
export const FOUNDER_EPITHET = ["the Unbowed", "the Wanderer", "the Twice-Born", "Oathbreaker", "the Lantern", "Stormborn", "the Patient", "the Red", "the Bargainer", "Far-Seer"];
export const ORIGIN = [
  "{founder} was found as an infant in a burning temple, unharmed, with ash in their hair; the gift came from whatever protected them.",
  "{founder} bargained with a spirit of the deep forest, trading a name for power that would pass to every child of the blood.",
  "{founder} drank from a spring that has since run dry, and the change passed to the blood.",
  "{founder} married a being who was not entirely human, and their children were the first of the line.",
  "{founder} survived a wound that should have killed them, and woke with eyes that had changed colour.",
];
export const GIFTS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["speech with birds", "sight through mist and illusion", "a healing touch", "command of flame", "unfailing sense of direction", "resistance to enchantment"],
  "dark-fantasy": ["sight of the restless dead", "blood that burns those who drink it", "dreams that foretell death", "a voice that compels the weak-willed", "flesh that mends too quickly"],
  "science-fiction": ["a gene-coded resistance to radiation", "perfect spatial memory", "latent telepathy", "night vision from an old engineered trait", "an affinity for machine minds"],
  modern: ["uncanny luck", "perfect pitch", "an instinct for lies", "a memory that forgets nothing", "a knack for finding lost things"],
  steampunk: ["an intuitive grasp of machines", "immunity to soot-lung", "a calculating engine of a mind", "hands that never shake", "resistance to electricity"],
  "post-apocalyptic": ["resistance to the wasteland sickness", "the ability to sense clean water", "eyes that see in darkness", "bodies that need little food", "immunity to the spores"],
  mythic: ["the strength of their divine ancestor", "speech with rivers", "skin that turns aside bronze", "a voice that can calm storms", "prophetic dreams"],
};
export const WEAKNESS = [
  "cold iron leaves burns on their skin", "the gift fades if they leave the family's land for more than a year", "each use of the gift costs a night of screaming dreams",
  "they cannot cross running water by their own will", "they sicken when they break a promise", "madness claims one in every generation",
  "they cannot bear the sound of church bells", "their children are born only in winter and always as twins",
];
export const MEMBER_ROLES = ["a celebrated general", "a poisoner who was never caught", "the heir who vanished at sea", "a scholar who mapped the stars", "a saint of the old church", "a pirate queen", "the one who sold the family silver", "a child prodigy who died young", "a reformer hanged for treason", "the current head of house"];
export const SEAT: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a castle above a waterfall", "a walled manor in the vineyards", "a tower on an island lake"],
  "dark-fantasy": ["a crumbling keep in the marsh", "an abbey taken by force", "a manor with one wing bricked up"],
  "science-fiction": ["a private habitat ring", "a terraformed moon estate", "the top floors of an orbital spire"],
  modern: ["a country estate gone to seed", "a townhouse in the old quarter", "a vineyard with a private chapel"],
  steampunk: ["a mansion of iron and glass", "a foundry-house above the river", "a sky-manor moored to a mountain"],
  "post-apocalyptic": ["a fortified farm", "an old bank vault turned stronghold", "a walled greenhouse compound"],
  mythic: ["a hall carved into the mountain", "an island sacred to their ancestor", "a grove where the first founder is buried"],
};
export const TINCTURE = ["azure", "gules", "sable", "vert", "or", "argent", "purpure"];
export const CHARGE = ["a rampant stag", "three silver keys", "a tower struck by lightning", "a heron standing on one leg", "a crowned serpent", "an open hand", "a wolf's head", "a crescent moon", "a burning heart", "a broken sword"];
export const STANDING: Record<Prestige, readonly string[]> = {
  humble: ["They are farmers and tradesfolk now, and few of them know what their blood means.", "The family runs a respectable inn, and hides the gift from guests."],
  noble: ["The house holds a seat on the high council and guards that seat jealously.", "Their marriages are arranged three generations ahead, to keep the blood strong."],
  royal: ["A cousin of the line sits on the throne, and every sibling is a potential rival.", "They rule, but the people whisper about what their rulers can do."],
  fallen: ["Stripped of lands after a failed rebellion, they wait for their moment.", "The last of the line live in genteel poverty, selling heirlooms one by one."],
};
