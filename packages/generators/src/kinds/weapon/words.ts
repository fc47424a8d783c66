// Word lists and sentence templates for the weapon generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const CLASSES = ["blade", "polearm", "blunt", "ranged", "exotic"] as const;
export type WeaponClass = (typeof CLASSES)[number];
export const RARITIES = ["common", "uncommon", "rare", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

export interface WeaponShape {
  readonly noun: string;
  readonly damage: string;
  readonly reach: string;
  readonly weight: readonly [number, number];
  readonly hands: string;
}

const FANTASY: Record<WeaponClass, readonly WeaponShape[]> = {
  blade: [
    { noun: "longsword", damage: "slashing and thrusting", reach: "a long arm's length", weight: [3, 4], hands: "one or two hands" },
    { noun: "falchion", damage: "heavy slashing", reach: "an arm's length", weight: [3, 5], hands: "one hand" },
    { noun: "sabre", damage: "slashing from horseback", reach: "an arm's length", weight: [2, 3], hands: "one hand" },
    { noun: "dagger", damage: "piercing stabs", reach: "close quarters", weight: [1, 1], hands: "one hand" },
    { noun: "greatsword", damage: "sweeping slashes", reach: "two paces", weight: [6, 8], hands: "two hands" },
    { noun: "rapier", damage: "precise thrusts", reach: "a long arm's length", weight: [2, 3], hands: "one hand" },
  ],
  polearm: [
    { noun: "halberd", damage: "chopping and hooking", reach: "three paces", weight: [6, 8], hands: "two hands" },
    { noun: "spear", damage: "piercing thrusts", reach: "two to three paces", weight: [3, 5], hands: "one or two hands" },
    { noun: "glaive", damage: "long slashing arcs", reach: "three paces", weight: [5, 7], hands: "two hands" },
    { noun: "war scythe", damage: "reaping cuts", reach: "three paces", weight: [5, 7], hands: "two hands" },
  ],
  blunt: [
    { noun: "warhammer", damage: "armour-denting blows", reach: "an arm's length", weight: [4, 6], hands: "one hand" },
    { noun: "flanged mace", damage: "crushing blows", reach: "an arm's length", weight: [4, 6], hands: "one hand" },
    { noun: "morning star", damage: "crushing and puncturing", reach: "an arm's length", weight: [5, 7], hands: "one hand" },
    { noun: "quarterstaff", damage: "bludgeoning sweeps", reach: "two paces", weight: [3, 4], hands: "two hands" },
  ],
  ranged: [
    { noun: "longbow", damage: "piercing arrows", reach: "two hundred paces", weight: [2, 3], hands: "two hands" },
    { noun: "crossbow", damage: "punching bolts", reach: "a hundred and fifty paces", weight: [6, 9], hands: "two hands" },
    { noun: "sling", damage: "stunning stones", reach: "eighty paces", weight: [1, 1], hands: "one hand" },
    { noun: "set of throwing knives", damage: "piercing stabs", reach: "twenty paces", weight: [1, 2], hands: "one hand" },
  ],
  exotic: [
    { noun: "chain whip", damage: "lashing and entangling", reach: "three paces", weight: [3, 5], hands: "one hand" },
    { noun: "hooked khopesh", damage: "hooking slashes", reach: "an arm's length", weight: [3, 4], hands: "one hand" },
    { noun: "twin-bladed staff", damage: "whirling cuts", reach: "two paces", weight: [5, 6], hands: "two hands" },
    { noun: "war fan", damage: "slicing and parrying", reach: "close quarters", weight: [1, 2], hands: "one hand" },
  ],
};

const FUTURE: Record<WeaponClass, readonly WeaponShape[]> = {
  blade: [
    { noun: "vibro-knife", damage: "molecular cutting", reach: "close quarters", weight: [1, 1], hands: "one hand" },
    { noun: "mono-edge sword", damage: "armour-parting slashes", reach: "an arm's length", weight: [2, 4], hands: "one hand" },
    { noun: "plasma cutter blade", damage: "searing cuts", reach: "an arm's length", weight: [3, 4], hands: "one hand" },
  ],
  polearm: [
    { noun: "shock lance", damage: "piercing and electrical", reach: "three paces", weight: [5, 7], hands: "two hands" },
    { noun: "riot pike", damage: "stunning thrusts", reach: "two paces", weight: [4, 6], hands: "two hands" },
  ],
  blunt: [
    { noun: "gravity maul", damage: "concussive impacts", reach: "an arm's length", weight: [8, 12], hands: "two hands" },
    { noun: "stun baton", damage: "nerve-shocking blows", reach: "an arm's length", weight: [1, 2], hands: "one hand" },
  ],
  ranged: [
    { noun: "coil rifle", damage: "hypersonic slugs", reach: "a kilometre", weight: [8, 11], hands: "two hands" },
    { noun: "pulse pistol", damage: "burning bolts", reach: "fifty metres", weight: [2, 3], hands: "one hand" },
    { noun: "flechette carbine", damage: "shredding needles", reach: "two hundred metres", weight: [5, 7], hands: "two hands" },
  ],
  exotic: [
    { noun: "monofilament whip", damage: "slicing lashes", reach: "four metres", weight: [1, 2], hands: "one hand" },
    { noun: "nanite swarm gauntlet", damage: "corrosive nanite bites", reach: "ten metres", weight: [3, 4], hands: "one hand" },
  ],
};

const MODERN_ETC: Record<WeaponClass, readonly WeaponShape[]> = {
  blade: [
    { noun: "machete", damage: "hacking chops", reach: "an arm's length", weight: [1, 2], hands: "one hand" },
    { noun: "cavalry sabre", damage: "slashing", reach: "an arm's length", weight: [2, 3], hands: "one hand" },
    { noun: "trench knife", damage: "piercing stabs", reach: "close quarters", weight: [1, 1], hands: "one hand" },
  ],
  polearm: [
    { noun: "bayonet-fixed rifle", damage: "thrusting stabs", reach: "two paces", weight: [8, 10], hands: "two hands" },
    { noun: "rebar spear", damage: "piercing stabs", reach: "two paces", weight: [4, 6], hands: "two hands" },
  ],
  blunt: [
    { noun: "steam hammer", damage: "crushing blows", reach: "an arm's length", weight: [10, 14], hands: "two hands" },
    { noun: "lead-weighted cudgel", damage: "bludgeoning blows", reach: "an arm's length", weight: [2, 3], hands: "one hand" },
  ],
  ranged: [
    { noun: "lever-action rifle", damage: "ballistic rounds", reach: "three hundred paces", weight: [7, 9], hands: "two hands" },
    { noun: "revolver", damage: "ballistic rounds", reach: "fifty paces", weight: [2, 3], hands: "one hand" },
    { noun: "pneumatic crossbow", damage: "piercing bolts", reach: "a hundred paces", weight: [6, 8], hands: "two hands" },
  ],
  exotic: [
    { noun: "clockwork chain-blade", damage: "tearing bites", reach: "an arm's length", weight: [7, 9], hands: "two hands" },
    { noun: "harpoon launcher", damage: "piercing and hauling", reach: "forty paces", weight: [9, 12], hands: "two hands" },
  ],
};

export function shapesFor(setting: Setting): Record<WeaponClass, readonly WeaponShape[]> {
  if (setting === "science-fiction") return FUTURE;
  if (setting === "modern" || setting === "steampunk" || setting === "post-apocalyptic") return MODERN_ETC;
  return FANTASY;
}

export const MATERIALS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["starsteel", "mithral-silver", "dwarf-folded steel", "moonwood", "dragonbone", "sky-iron", "blue bronze", "elven glass"],
  "dark-fantasy": ["blackened iron", "grave-bronze", "bog iron", "witchwood", "bone and sinew", "blood-tempered steel", "cold iron"],
  "science-fiction": ["ceramic composite", "carbon lattice", "titanium alloy", "memory metal", "diamond-weave polymer", "depleted uranium"],
  modern: ["stainless steel", "carbon steel", "polymer and steel", "aluminium alloy", "walnut and blued steel"],
  steampunk: ["brass and blued steel", "riveted iron", "copper-wound steel", "gunmetal", "teak and nickel silver"],
  "post-apocalyptic": ["salvaged rebar", "car-spring steel", "scrap titanium", "sharpened road sign", "welded pipe"],
  mythic: ["god-forged bronze", "thunder-iron", "heartwood of the world tree", "sun-gold", "meteoric iron"],
};

export const SMITH_ROLES = [
  "master smith",
  "hermit armourer",
  "guild artificer",
  "temple forgewright",
  "travelling bladesmith",
  "royal weaponer",
  "half-mad tinkerer",
  "clan forge-mother",
];
export const CRAFT_TEMPLATES = [
  "Forged by the {role} {smith} over {span}, its {part} bears the maker's mark of {mark}.",
  "The work of {smith}, {a:role} who took {span} to finish it; {mark} is cut into the {part}.",
  "{Smith}, {a:role}, made it in {span} and signed it with {mark} hidden beneath the {part}.",
  "Tradition credits {smith}, {a:role}; the {part} still carries {mark}, worn smooth by {span} of use.",
];
export const SPANS = [
  "a single night",
  "nine days",
  "a full season",
  "three winters",
  "seven years",
  "a lifetime",
  "one summer",
  "forty days",
  "two hard years",
  "a month of moons",
];
export const PARTS = ["ricasso", "tang", "grip", "pommel", "spine", "haft", "stock", "crossguard"];
export const MARKS = [
  "a crowned anvil",
  "a leaping hare",
  "three nested rings",
  "a broken key",
  "an open eye",
  "a coiled serpent",
  "a single star",
  "a wolf's paw",
  "a rune like a hooked moon",
  "a feather and a flame",
];

export const EPITHET_ADJ = [
  "Silent",
  "Crimson",
  "Last",
  "Weeping",
  "Hollow",
  "Ashen",
  "Gilded",
  "Patient",
  "Hungry",
  "Winter",
  "Broken",
  "Faithful",
  "Nameless",
  "Bitter",
  "Laughing",
  "Iron",
  "Pale",
  "Sworn",
  "Wandering",
  "Thirsting",
];
export const EPITHET_NOUN = [
  "Thorn",
  "Oath",
  "Promise",
  "Widow",
  "Lantern",
  "Tooth",
  "Verdict",
  "Song",
  "Mercy",
  "Storm",
  "Shadow",
  "Crown",
  "Whisper",
  "Ember",
  "Fang",
  "Answer",
  "Warden",
  "Ruin",
  "Herald",
  "Vow",
];

export const INSCRIPTIONS: Record<Tone, readonly string[]> = {
  heroic: [
    "Stand where others fall",
    "I guard the gate of dawn",
    "For the ones behind me",
    "Draw me only for the right",
    "While I am whole, so are you",
    "Let the song outlast the singer",
  ],
  grim: [
    "All debts are paid in red",
    "I was made for endings",
    "Remember who you buried",
    "No grave is deep enough",
    "Mercy is for the living",
    "Hunger keeps no calendar",
  ],
  whimsical: [
    "Please return if found",
    "Mind the pointy end",
    "Not a cheese knife",
    "Property of a very important person",
    "Ask nicely first",
    "Sharper than my wit",
  ],
};

export const ALL_SHAPES: readonly WeaponShape[] = [FANTASY, FUTURE, MODERN_ETC].flatMap((t) => Object.values(t).flat());
