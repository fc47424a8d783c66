// Word lists and templates for the armour-and-clothing generator (our own writing).
import type { Setting } from "../../core/options.js";

export const TYPES = ["light armour", "heavy armour", "everyday clothing", "formal wear", "outerwear"] as const;
export type GarmentType = (typeof TYPES)[number];

export interface Garment {
  readonly noun: string;
  readonly slot: string;
  readonly weight: readonly [number, number];
  readonly protection: number;
  readonly warmth: number;
}

const FANTASY: Record<GarmentType, readonly Garment[]> = {
  "light armour": [
    { noun: "brigandine", slot: "torso", weight: [12, 18], protection: 3, warmth: 2 },
    { noun: "boiled-leather cuirass", slot: "torso", weight: [8, 12], protection: 2, warmth: 2 },
    { noun: "padded gambeson", slot: "torso and arms", weight: [6, 9], protection: 2, warmth: 4 },
    { noun: "pair of scale vambraces", slot: "forearms", weight: [2, 4], protection: 2, warmth: 1 },
  ],
  "heavy armour": [
    { noun: "suit of full plate", slot: "whole body", weight: [45, 60], protection: 5, warmth: 2 },
    { noun: "hauberk of riveted mail", slot: "torso and arms", weight: [20, 28], protection: 4, warmth: 1 },
    { noun: "great helm", slot: "head", weight: [5, 8], protection: 4, warmth: 2 },
    { noun: "coat of plates", slot: "torso", weight: [18, 25], protection: 4, warmth: 2 },
  ],
  "everyday clothing": [
    { noun: "linen tunic", slot: "torso", weight: [1, 1], protection: 0, warmth: 2 },
    { noun: "pair of wool breeches", slot: "legs", weight: [1, 2], protection: 0, warmth: 3 },
    { noun: "hooded work smock", slot: "torso", weight: [1, 2], protection: 1, warmth: 2 },
    { noun: "pair of hobnailed boots", slot: "feet", weight: [2, 4], protection: 1, warmth: 2 },
  ],
  "formal wear": [
    { noun: "brocade doublet", slot: "torso", weight: [2, 3], protection: 0, warmth: 3 },
    { noun: "silk court gown", slot: "whole body", weight: [3, 6], protection: 0, warmth: 2 },
    { noun: "velvet mantle", slot: "shoulders", weight: [3, 5], protection: 0, warmth: 4 },
    { noun: "jewelled circlet-veil", slot: "head", weight: [1, 1], protection: 0, warmth: 1 },
  ],
  outerwear: [
    { noun: "oilskin travelling cloak", slot: "shoulders", weight: [3, 5], protection: 1, warmth: 4 },
    { noun: "fur-lined greatcoat", slot: "torso and arms", weight: [6, 9], protection: 1, warmth: 5 },
    { noun: "pair of lined gauntlets", slot: "hands", weight: [1, 2], protection: 1, warmth: 4 },
    { noun: "wide-brimmed rain hat", slot: "head", weight: [1, 1], protection: 0, warmth: 2 },
  ],
};

const FUTURE: Record<GarmentType, readonly Garment[]> = {
  "light armour": [
    { noun: "ballistic weave bodysuit", slot: "whole body", weight: [5, 8], protection: 3, warmth: 3 },
    { noun: "reactive gel vest", slot: "torso", weight: [6, 9], protection: 3, warmth: 2 },
  ],
  "heavy armour": [
    { noun: "powered exo-frame", slot: "whole body", weight: [80, 140], protection: 5, warmth: 4 },
    { noun: "vacuum-rated hardsuit", slot: "whole body", weight: [40, 60], protection: 4, warmth: 5 },
  ],
  "everyday clothing": [
    { noun: "thermal-knit jumpsuit", slot: "whole body", weight: [1, 2], protection: 0, warmth: 3 },
    { noun: "pair of mag-soled deck boots", slot: "feet", weight: [2, 3], protection: 1, warmth: 2 },
  ],
  "formal wear": [
    { noun: "light-thread dress uniform", slot: "whole body", weight: [2, 3], protection: 0, warmth: 2 },
    { noun: "chromatic silk sheath", slot: "whole body", weight: [1, 2], protection: 0, warmth: 1 },
  ],
  outerwear: [
    { noun: "heated storm shell", slot: "torso and arms", weight: [2, 4], protection: 1, warmth: 5 },
    { noun: "filter-hooded duster", slot: "shoulders", weight: [3, 4], protection: 1, warmth: 3 },
  ],
};

const INDUSTRIAL: Record<GarmentType, readonly Garment[]> = {
  "light armour": [
    { noun: "kevlar vest", slot: "torso", weight: [4, 7], protection: 3, warmth: 2 },
    { noun: "riveted leather jerkin", slot: "torso", weight: [6, 9], protection: 2, warmth: 3 },
    { noun: "tyre-rubber shoulder guard", slot: "shoulders", weight: [3, 5], protection: 2, warmth: 1 },
  ],
  "heavy armour": [
    { noun: "welded scrap-plate harness", slot: "torso", weight: [25, 40], protection: 4, warmth: 1 },
    { noun: "brass diving suit", slot: "whole body", weight: [60, 90], protection: 4, warmth: 3 },
    { noun: "bomb-disposal suit", slot: "whole body", weight: [50, 80], protection: 5, warmth: 4 },
  ],
  "everyday clothing": [
    { noun: "denim work jacket", slot: "torso and arms", weight: [2, 3], protection: 1, warmth: 3 },
    { noun: "waistcoat with watch chain", slot: "torso", weight: [1, 1], protection: 0, warmth: 2 },
    { noun: "patched canvas overall", slot: "whole body", weight: [2, 3], protection: 1, warmth: 2 },
  ],
  "formal wear": [
    { noun: "tailored three-piece suit", slot: "whole body", weight: [3, 4], protection: 0, warmth: 3 },
    { noun: "beaded evening dress", slot: "whole body", weight: [2, 4], protection: 0, warmth: 1 },
    { noun: "silk top hat", slot: "head", weight: [1, 1], protection: 0, warmth: 1 },
  ],
  outerwear: [
    { noun: "gas-mask hood and poncho", slot: "head and shoulders", weight: [3, 5], protection: 1, warmth: 3 },
    { noun: "waxed trench coat", slot: "torso and arms", weight: [4, 6], protection: 1, warmth: 4 },
    { noun: "pair of aviator goggles", slot: "eyes", weight: [1, 1], protection: 1, warmth: 0 },
  ],
};

export function garmentsFor(setting: Setting): Record<GarmentType, readonly Garment[]> {
  if (setting === "science-fiction") return FUTURE;
  if (setting === "modern" || setting === "steampunk" || setting === "post-apocalyptic") return INDUSTRIAL;
  return FANTASY;
}
export const ALL_GARMENTS: readonly Garment[] = [FANTASY, FUTURE, INDUSTRIAL].flatMap((t) => Object.values(t).flat());

export const ARMOUR_MATERIALS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["blued steel", "mithral links", "wyvern hide", "silvered bronze", "enamelled steel", "treant bark"],
  "dark-fantasy": ["blackened iron", "cured grave-hound hide", "tarnished bronze", "bog-tanned leather", "scarred steel"],
  "science-fiction": ["ceramic plate", "aramid mesh", "nano-laminate", "graphene weave", "smart polymer"],
  modern: ["aramid fibre", "ripstop nylon", "moulded polymer", "steel trauma plate"],
  steampunk: ["riveted brass", "boiler iron", "lacquered leather", "copper scale"],
  "post-apocalyptic": ["road-sign steel", "tyre rubber", "salvaged riot plate", "stitched car leather"],
  mythic: ["bronze of the smith-god", "lion hide", "sun-gold scales", "oxhide layered seven times"],
};
export const CLOTH_MATERIALS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["moonsilk", "fine linen", "dyed lambswool", "elven velvet", "spider-silk brocade"],
  "dark-fantasy": ["undyed wool", "mourning crêpe", "coarse hemp", "moth-eaten velvet", "raven-black serge"],
  "science-fiction": ["thermoweave", "nanofibre silk", "printed polymer", "light-thread", "smart fabric", "vat-grown cotton"],
  modern: ["cotton twill", "merino wool", "waxed canvas", "cashmere", "denim"],
  steampunk: ["tweed", "oilcloth", "watered silk", "moleskin", "starched cotton"],
  "post-apocalyptic": ["patched tarpaulin", "salvaged denim", "sack-cloth", "parachute nylon"],
  mythic: [
    "nymph-spun river cloth",
    "golden-ram fleece",
    "undyed sacred linen",
    "feather-woven cloth",
    "cloud-wool",
    "nereid sea-silk",
    "temple-blessed linen",
  ],
};

export const COLOURS = [
  "oxblood",
  "midnight blue",
  "ash grey",
  "forest green",
  "saffron",
  "bone white",
  "charcoal",
  "rust",
  "violet",
  "sea green",
  "ochre",
  "crimson",
  "dove grey",
  "copper",
];
export const MOTIFS = [
  "oak leaves",
  "running hounds",
  "interlocking rings",
  "tiny stars",
  "thorned roses",
  "waves",
  "crossed keys",
  "coiled serpents",
  "wheat sheaves",
  "cogwheels",
  "crescent moons",
  "ravens in flight",
];

export const GROUPS = [
  "river traders",
  "mountain clans",
  "temple wardens",
  "city guard",
  "old nobility",
  "caravan drivers",
  "mercenary companies",
  "scholars",
  "dockworkers",
  "court musicians",
];
export const VALUES = [
  "rank",
  "piety",
  "mourning",
  "wealth",
  "rebellion",
  "a finished apprenticeship",
  "loyalty to a house",
  "travel",
  "marriage",
  "victory",
  "old money",
  "youth",
];

export const NAME_FORMS = ["{owner}'s {colour} {noun}", "The {noun} of {owner}", "{owner}'s {Adj} {noun}", "The {Adj} {noun} of House {house}"];
export const ADJ = [
  "Faithful",
  "Weathered",
  "Gilded",
  "Mourning",
  "Wanderer's",
  "Festival",
  "Borrowed",
  "Storm-worn",
  "Victory",
  "Midwinter",
  "Lucky",
  "Second-best",
];
