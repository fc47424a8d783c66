// Bloodline word lists and templates: houses, founders, gifts, weaknesses, seats and standing.
import type { Setting } from "../../core/options.js";

export const PRESTIGE = ["humble", "noble", "royal", "fallen"] as const;
export type Prestige = (typeof PRESTIGE)[number];
export const HOUSE_START = ["Vor", "Ael", "Mar", "Cas", "Dre", "Eld", "Fer", "Gal", "Hol", "Ith", "Kael", "Lor", "Mor", "Nev", "Ost", "Pen", "Rav", "Sel", "Tir", "Ulv", "Val", "Wyr", "Yse", "Zan"];
export const HOUSE_MID = ["", "a", "e", "i", "o", "en", "ar", "is", "or", "an"];
export const FOUNDER_GIVEN = ["Aldous", "Berenike", "Cormac", "Delphine", "Eadric", "Fionnuala", "Gideon", "Hesper", "Isolde", "Jareth", "Katrin", "Leofric", "Morwenna", "Niall", "Ottilie", "Peregrine", "Rowena", "Sigurd", "Theodora", "Ulric"];
export const FOUNDER_EPITHET = ["the Unbowed", "the Wanderer", "the Twice-Born", "Oathbreaker", "the Lantern", "Stormborn", "the Patient", "the Red", "the Bargainer", "Far-Seer"];
export const GIFTS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["bird speech", "mist-sight", "a healing touch", "flame command", "direction-sense", "charm resistance", "truthsight", "beast friendship"],
  "dark-fantasy": ["sight of the dead", "burning blood", "death dreams", "a compelling voice", "fast-mending flesh", "night eyes", "plague immunity", "ghost speech"],
  "science-fiction": ["radiation resistance", "spatial memory", "latent telepathy", "engineered night vision", "machine empathy", "vacuum tolerance", "fast reflexes", "perfect pitch"],
  modern: ["uncanny luck", "perfect pitch", "lie-sense", "total recall", "a finder's knack", "healing hands", "prophetic dreams", "animal calm"],
  steampunk: ["machine intuition", "soot-lung immunity", "a calculating mind", "steady hands", "shock resistance", "aether sight", "clockwork sense", "iron lungs"],
  "post-apocalyptic": ["sickness resistance", "water-sense", "dark sight", "little need for food", "spore immunity", "rad tolerance", "danger-sense", "fast healing"],
  mythic: ["divine strength", "river speech", "bronze-proof skin", "storm-calming song", "prophetic dreams", "sun-blessed sight", "beast mastery", "giant's blood"],
};
export const CHARGE = ["a rampant stag", "three keys", "a struck tower", "a heron", "a crowned serpent", "an open hand", "a wolf's head", "a crescent moon", "a burning heart", "a broken sword"];
