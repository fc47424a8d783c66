// Word lists and templates for the armour-and-clothing generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const TYPES = ["light armour", "heavy armour", "everyday clothing", "formal wear", "outerwear"] as const;
export type GarmentType = (typeof TYPES)[number];

export interface Garment { readonly noun: string; readonly slot: string; readonly weight: readonly [number, number]; readonly protection: number; readonly warmth: number }

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
  "science-fiction": ["thermoweave", "nanofibre silk", "printed polymer", "light-thread"],
  modern: ["cotton twill", "merino wool", "waxed canvas", "cashmere", "denim"],
  steampunk: ["tweed", "oilcloth", "watered silk", "moleskin", "starched cotton"],
  "post-apocalyptic": ["patched tarpaulin", "salvaged denim", "sack-cloth", "parachute nylon"],
  mythic: ["cloth spun by river nymphs", "fleece of the golden ram", "undyed sacred linen", "feather-woven cloth"],
};

export const COLOURS = ["oxblood", "midnight blue", "ash grey", "forest green", "saffron", "bone white", "charcoal", "rust", "violet", "sea green", "ochre", "crimson", "dove grey", "copper"];
export const DETAILS = ["embroidered with {motif} along every seam", "stamped with {motif} on the chest", "trimmed with {motif} at the cuffs and hem", "etched with a border of {motif}", "patched over a faded design of {motif}", "fastened with buttons shaped like {motif}"];
export const MOTIFS = ["oak leaves", "running hounds", "interlocking rings", "tiny stars", "thorned roses", "waves", "crossed keys", "coiled serpents", "wheat sheaves", "cogwheels", "crescent moons", "ravens in flight"];

export const CULTURES = [
  "Favoured by the {group} of {place}, who wear it as a mark of {value}.",
  "A fashion that began among the {group} of {place} and spread, diluted, to every market town.",
  "In {place} it marks {a:group} at once; wearing it elsewhere invites questions about {value}.",
  "Tailors in {place} still cut it the old way, and the {group} there will accept no other.",
];
export const GROUPS = ["river traders", "mountain clans", "temple wardens", "city guard", "old nobility", "caravan drivers", "mercenary companies", "scholars", "dockworkers", "court musicians"];
export const VALUES = ["rank", "piety", "mourning", "wealth", "rebellion", "a completed apprenticeship", "loyalty to a house", "travel"];

export const ENCHANTMENTS: Record<Tone, readonly string[]> = {
  heroic: ["It grows lighter whenever its wearer runs toward danger.", "Once a day it turns aside a blow that would have been fatal.", "It keeps its wearer warm in any blizzard.", "Its colours brighten when allies are near."],
  grim: ["It tightens a little each night, and no one knows what happens when it stops.", "It lets the wearer hear the last words of anyone who died in it.", "It cannot be removed while its wearer bleeds.", "Wounds taken in it never scar, but they ache at every funeral."],
  whimsical: ["Its pockets are always slightly larger on the inside.", "It politely refuses to get muddy.", "It changes colour to match the wearer's mood, which is awkward at court.", "It hums a tune whenever its wearer tells a lie."],
};

export const CONDITIONS = ["pristine, as if never worn", "well kept, with careful repairs", "serviceable but visibly patched", "worn thin at the elbows and knees", "scorched along one side", "mended many times by different hands", "faded by years of sun", "freshly cleaned after a hard campaign"];

export const NAME_FORMS = ["{owner}'s {colour} {noun}", "The {noun} of {owner}", "{owner}'s {Adj} {noun}", "The {Adj} {noun} of House {house}"];
export const ADJ = ["Faithful", "Weathered", "Gilded", "Mourning", "Wanderer's", "Festival", "Borrowed", "Storm-worn", "Victory", "Midwinter", "Lucky", "Second-best"];

export const LOOK_TEMPLATES = [
  "{A:colour} {noun} of {material}, {detail}.",
  "Cut from {material} and dyed {colour}, it is {detail}.",
  "{A:colour} piece of {material}, {detail}, that catches the eye without shouting.",
];
export const WEAR_LINES: Record<Tone, readonly string[]> = {
  heroic: ["It is the kind of garment that makes a wearer stand a little straighter.", "Veterans eye it with approval; it has clearly seen honest use."],
  grim: ["There are stains on the lining that no washing will lift.", "The previous owner did not give it up willingly."],
  whimsical: ["It has a pocket for everything, and one for nothing in particular.", "Someone has sewn a small, cheerful duck inside the collar."],
};
