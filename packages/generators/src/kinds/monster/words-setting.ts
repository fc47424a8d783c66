// Monster content that changes with the setting: a starship's vermin is not weakened by holy
// water, and its hunters do not sell its hide to armourers. Fantasy and modern settings use the
// classic pools (words.ts, words-prose.ts); science fiction and the fallen world have their own.
import type { Setting } from "../../core/options.js";
import { DIETS, TYPES, WEAKNESSES } from "./words.js";
import { ABILITIES, HARVEST, HABIT_WHEN, LEGEND_OPENERS, TRUTH_START } from "./words-prose.js";

export type Era = "classic" | "future" | "fallen";
export function eraOf(setting: Setting): Era {
  return setting === "science-fiction" ? "future" : setting === "post-apocalyptic" ? "fallen" : "classic";
}

export const DIET_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: DIETS,
  future: ["power cells", "living flesh", "hull plating", "engine heat", "neural signals", "coolant", "bone marrow", "hydroponic crops", "radiation", "data cores", "blood", "fungus and rot"],
  fallen: ["carrion", "irradiated meat", "scrap metal", "living flesh", "rust", "fuel and oil", "bone marrow", "blood", "rot and mould", "tinned food", "toxic sludge", "fear"],
};
export const WEAKNESS_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: WEAKNESSES,
  future: ["EMP bursts", "hard vacuum", "ultraviolet light", "sonic pulses", "extreme cold", "plasma fire", "magnetic fields", "its own pheromones", "low gravity", "strobe lights", "acid", "antiseptic gas"],
  fallen: ["clean water", "bright sunlight", "fire", "loud engines", "salt", "car horns", "old radio static", "bleach", "deep cold", "its own reflection", "dogs", "smoke"],
};
export const HARVEST_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: HARVEST,
  future: ["a bio-luminescent organ", "venom for pharma labs", "ablative chitin", "a superconducting nerve", "stem-cell tissue", "silk for armour weave", "a heat-proof hide", "enzymes for fuel plants", "a radiation-eating gut", "data-bearing crystals", "a rare isotope gland", "sensor-grade eyes"],
  fallen: ["boiled-down fat", "hide for armour", "teeth for trade", "a glowing gland", "clean bones", "meat that mostly keeps", "sinew for bowstrings", "a toxin for arrows", "scrap swallowed whole", "a rad-free heart", "oil for lamps", "a trophy skull"],
};
export const ABILITY_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: ABILITIES,
  future: ["jams radio signals", "sees in infrared", "survives hard vacuum", "shrugs off stun rounds", "hides from sensors", "hacks simple locks", "regrows lost limbs", "spits corrosive gel", "hears through bulkheads", "clings to hulls", "emits a sonic burst", "mimics comm chatter", "sheds tracking tags", "outruns a rover", "lives in coolant pipes", "goes dormant for decades", "shorts out lights", "splits when burned"],
  fallen: ["shrugs off radiation", "sees in total darkness", "smells blood for miles", "climbs ruined towers", "mimics human voices", "moves without a sound", "regrows lost limbs", "goes unseen while still", "burrows through rubble", "hunts by engine noise", "spits acid", "survives on scraps", "heals in the rain", "ignores small arms", "hides in wreckage", "calls to its pack", "senses clean water", "sleeps for years"],
};
export const WHEN_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: HABIT_WHEN,
  future: ["during the night cycle", "when the reactor hums", "in low gravity", "after each supply drop", "whenever the lights fail", "through the long dark", "between shift changes", "when sensors go quiet", "near the cargo bays", "after solar flares", "in the maintenance ducts", "while the colony sleeps", "when air is thin", "near power lines", "at every docking"],
  fallen: ["after the dust storms", "when the geiger clicks", "at dusk", "in the acid rain", "when caravans pass", "through the long nights", "after every raid", "in the dry season", "near the old highways", "when the wind drops", "in the ruins' shade", "whenever it is hungry", "when the sirens wail", "in the fallout months", "while the camp sleeps"],
};
export const OPENERS_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: LEGEND_OPENERS,
  future: ["Colony logs from {place} record", "Freighter crews near {place} swear", "Old data from {place} suggests", "Miners in {place} insist", "A survey report on {place} claims", "Children of {place} believe", "Station rumour in {place} says"],
  fallen: ["Scavengers in {place} say", "Caravan songs from {place} claim", "The bunker folk of {place} believe", "Old radio broadcasts from {place} warned", "Raiders near {place} swear", "Children in {place} believe", "The elders of {place} insist"],
};
export const TRUTH_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: TRUTH_START,
  future: ["The data says otherwise:", "Xenobiologists disagree:", "Whatever the truth,", "Scans suggest", "In fact,", "Security shrugs:"],
  fallen: ["The truth is plainer:", "Old-world scientists might know;", "Whatever the truth,", "Scavengers shrug:", "In fact,", "Nobody alive knows, but"],
};
export const TYPE_BY: Readonly<Record<Era, readonly string[]>> = {
  classic: TYPES,
  future: ["beast", "aberration", "synthetic", "xenoform", "nanite swarm", "bio-weapon", "construct", "ooze", "parasite", "swarm", "plant", "energy being"],
  fallen: ["mutant beast", "ghoul", "swarm", "scrap construct", "beast", "abomination", "plant", "ooze", "undead", "giant", "aberration", "mutant"],
};
