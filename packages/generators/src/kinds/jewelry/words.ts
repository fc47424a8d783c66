// Word lists for the jewelry kind: our own vocabulary for rings, torcs, brooches and their makers.
import type { Tone } from "../../core/options.js";

export const TYPES = ["ring", "necklace", "brooch", "circlet", "bracelet", "earring", "torc", "amulet"] as const;
export const SYL_A = ["Ael", "Bry", "Cor", "Del", "Ely", "Fae", "Gwen", "Hal", "Isa", "Jor", "Kyr", "Lia", "Mor", "Nim", "Osr", "Per", "Qui", "Rhe", "Syl", "Tav", "Ume", "Vey", "Wil", "Yse"];
export const SYL_B = ["a", "en", "i", "o", "ara", "eth", "ine", "ond", "ys", "iel", "an", "or", "wen", "ric", "is", "ette"];
export const ADJ = ["Widow's", "Queen's", "Silver", "Twilight", "Weeping", "Starlit", "Serpent", "Sunken", "Broken", "Bright", "Hollow", "Eternal", "Crimson", "Frozen"];
export const METALS = ["white gold", "tarnished silver", "red gold", "blackened iron", "platinum", "electrum", "bronze", "moon-silver"];
export const GEMS = ["sapphires", "a single ruby", "seed pearls", "a cloudy opal", "jet beads", "emerald chips", "a star garnet", "amber with an insect inside", "no stones at all"];
export const CRAFT = ["filigree so fine it looks like frost", "hammered work with the marks left proud", "enamel in three colours", "cast from a wax model and polished by hand", "granulation in tiny spirals", "plain, heavy and honest"];
export const LOOKS = ["shaped like a coiled serpent", "worked as a wreath of leaves", "set in the form of an eye", "a simple band worn smooth by many hands", "patterned with knots without end", "crowned with a tiny bird"];
export const PROPERTIES = ["grows warm when a lie is told nearby", "lets the wearer hear whispers through walls", "cannot be lost; it always finds its way back", "dims when danger is near", "none but its beauty", "soothes pain in the wearer", "keeps the wearer's face from being remembered", "hums softly at dawn"];
export const INSCRIPTIONS = ["Until the sea runs dry", "Mine in shadow, mine in light", "Remember", "One heart, one oath", "Never again", "For the one who waited", "Kept, not owned"];
export const HISTORY: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["It was given as a token of a vow kept through war, and has passed to the bravest child of each generation since.", "A hero wore it into the last battle of an age, and it came back when the hero did not."],
  grim: ["Three of its owners died violently, and each time it was found on the body untouched.", "It was cut from the hand of a drowned noble, and the family never stopped searching for it."],
  whimsical: ["It has been lost and found so many times that the jewellers of the capital keep a ledger on it.", "A magpie stole it twice, and the second time gave it back."],
};
