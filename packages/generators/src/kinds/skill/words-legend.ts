// Skill content of the three old-world settings that are not high fantasy: dark fantasy (blood,
// gallows, penance), steampunk (patents, brass, bartitsu clubs) and mythic (gods, heroes,
// centaurs). Same shapes as the family tables in words-use.ts; NAME_ADJ also covers the families.
import type { Family } from "../../core/phrases/setting-families.js";

export type Legend = "dark" | "steam" | "mythic";
type ByLegend<T> = Readonly<Record<Legend, T>>;

/** The adjective in a skill's name outside high fantasy (high fantasy uses the discipline's own). */
export const NAME_ADJ: Readonly<Record<Exclude<Family, "old"> | Legend, readonly string[]>> = {
  now: ["Tactical", "Urban", "Rapid", "Street", "Close-Quarter", "Freestyle", "Advanced", "Certified", "Olympic", "Back-Alley", "Underground", "Competition"],
  fallen: ["Scrapper's", "Rusted", "Wasteland", "Rad-Scarred", "Dust", "Feral", "Last-Ditch", "Scav", "Bunker", "Road-Warrior", "Ashfall", "Junkyard"],
  future: ["Neural", "Vector", "Zero-G", "Phase", "Quantum", "Orbital", "Synthetic", "Plasma", "Mark-IV", "Ion", "Augmented", "Drift"],
  dark: ["Bloodied", "Gallows", "Grave", "Plague", "Widow's", "Carrion", "Heretic's", "Black", "Hanged Man's", "Rotten", "Penitent", "Cursed"],
  steam: ["Patent", "Brass", "Galvanic", "Aetheric", "Clockwork", "Gentleman's", "Royal", "Steam-Driven", "Mesmeric", "Foundry", "Bartitsu", "Pneumatic"],
  mythic: ["Olympian", "Godborn", "Heroic", "Titan's", "Oracle's", "Bronze", "Myrmidon", "Amazon", "Laurel", "Thunderer's", "Centaur's", "Furies'"],
};

export const ACTIVE_LEADS: ByLegend<readonly string[]> = {
  dark: ["With a bitter oath, the user", "Bleeding for it, the user", "With a curse, the user", "Half-mad with fear, the user", "At the bell's toll, the user"],
  steam: [
    "Lever pulled, the user",
    "As the valves open, the user",
    "With a gentleman's poise, the user",
    "Once the spring is wound, the user",
    "In a hiss of steam, the user",
  ],
  mythic: [
    "Calling on the gods, the user",
    "With a war-cry, the user",
    "As the omens allow, the user",
    "With a hero's rage, the user",
    "After a libation, the user",
  ],
};
export const PASSIVE_LEADS: ByLegend<readonly string[]> = {
  dark: ["Hardened by misery, the user", "With nothing to lose, the user", "Cursed into habit, the user", "By grim habit, the user"],
  steam: ["By rigorous method, the user", "Through daily drill, the user", "With the apparatus worn, the user", "By scientific training, the user"],
  mythic: ["By a god's gift, the user", "As heroes do, the user", "Since the oracle spoke, the user", "Blessed at birth, the user"],
};
export const RANGES: ByLegend<readonly (readonly [string, string])[]> = {
  dark: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["a sword's reach", "reaches a sword's length"],
    ["10 strides", "reaches 10 strides"],
    ["a crossbow shot", "reaches a crossbow shot away"],
    ["a bell's hearing", "reaches as far as bells carry"],
    ["a churchyard around the user", "fills a churchyard's breadth"],
    ["a hanging-rope's length", "reaches a rope's length"],
    ["10 strides around the user", "covers 10 strides around the user"],
  ],
  steam: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["a cane's length", "reaches a cane's length"],
    ["a drawing room around the user", "fills a drawing room"],
    ["10 yards", "reaches 10 yards"],
    ["50 yards", "reaches 50 yards"],
    ["a rifle's range", "reaches a rifle's range"],
    ["a cone of 15 feet", "fills a cone of 15 feet"],
    ["10 yards around the user", "covers 10 yards around the user"],
  ],
  mythic: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["a spear's length", "reaches a spear's length"],
    ["a temple court around the user", "fills a temple court"],
    ["a spear's cast", "reaches a spear's cast"],
    ["an arrow's flight", "reaches an arrow's flight"],
    ["a war-cry's reach", "reaches a war-cry's range"],
    ["a shield's circle around the user", "covers a shield's circle"],
  ],
};
export const ALWAYS: ByLegend<string> = {
  dark: "Always, whether wanted or not",
  steam: "Continuous, like a good engine",
  mythic: "Always, while the gods allow",
};
export const NO_COOLDOWN: ByLegend<string> = {
  dark: "None; only blood limits it",
  steam: "None; limited only by pressure",
  mythic: "None, unless the gods grow jealous",
};
export const FAMILY_PREREQS: ByLegend<readonly string[]> = {
  dark: [
    "a night in a grave",
    "a blood oath",
    "a survived plague",
    "a witch's mark",
    "a sin confessed",
    "a brother buried",
    "a hanging survived",
    "a debt to a devil",
  ],
  steam: [
    "a club membership",
    "a patent licence",
    "a gentleman's reference",
    "a year at the Institute",
    "a foundry apprenticeship",
    "a fencing master's letter",
    "a sound constitution",
    "a Royal Society paper",
  ],
  mythic: [
    "a god's blessing",
    "a centaur's teaching",
    "a sacrifice made",
    "a hero's lineage",
    "an oracle's word",
    "a monster slain",
    "an oath on the river",
    "a year at the temple",
  ],
};
export const FAMILY_COUNTERS: ByLegend<readonly string[]> = {
  dark: ["holy water", "a priest's rebuke", "silver and salt", "hunger and sickness"],
  steam: ["a burst boiler", "wet powder", "a police whistle", "a rival's patent"],
  mythic: ["a god's jealousy", "a broken oath", "the Furies", "a stronger hero"],
};
export const PLACES: ByLegend<readonly string[]> = {
  dark: ["the gallows-yards of Murk", "a ruined abbey", "the plague camps", "the witch-hunters' barracks", "a mercenary company", "the catacombs"],
  steam: [
    "a Mayfair fencing club",
    "the Royal Aetheric Institute",
    "a Limehouse boxing ring",
    "the Admiralty's airship school",
    "a foundry yard",
    "a music-hall troupe",
  ],
  mythic: [
    "the centaur's cave",
    "the oracle's precinct",
    "the palace of a hero-king",
    "the wrestling grounds at the games",
    "a temple of the war-god",
    "the island of the Amazons",
  ],
};
export const MENTORS: ByLegend<readonly string[]> = {
  dark: ["the hangman Wyke", "Mother Grieve", "a defrocked inquisitor", "Brother Ebb the flagellant", "a plague doctor", "Sergeant Crowe"],
  steam: ["Professor Abernathy Vole", "Miss Ottoline Brassworth", "a retired Hussar", "the great Mesmero", "Engineer Hargreaves", "a Bartitsu master"],
  mythic: ["a wise centaur", "the war-goddess herself", "an aged charioteer", "the blind seer", "a hero's ghost", "an Amazon queen"],
};
