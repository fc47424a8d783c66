// Armour-and-clothing content that changes with the setting: what people wear, its colours, who
// wears it and why, what it does and how it has held up (high fantasy keeps words.ts and words-prose.ts).
import type { Setting } from "../../core/options.js";
import type { BySetting } from "../../core/phrases/weave.js";
import type { Garment, GarmentType } from "./words.js";

export * from "./words-setting-wear.js";

type Pool = readonly string[];
type Wardrobe = Record<GarmentType, readonly Garment[]>;
const g = (noun: string, slot: string, weight: readonly [number, number], protection: number, warmth: number): Garment => ({
  noun,
  slot,
  weight,
  protection,
  warmth,
});
const DARK: Wardrobe = {
  "light armour": [
    g("blood-stiff leather jack", "torso", [8, 11], 2, 2),
    g("pair of studded bracers", "forearms", [2, 3], 2, 1),
    g("quilted penitent's coat", "torso and arms", [6, 9], 2, 4),
  ],
  "heavy armour": [
    g("blackened full harness", "whole body", [45, 60], 5, 2),
    g("rusted mail shirt", "torso and arms", [20, 26], 4, 1),
    g("iron skull-helm", "head", [5, 7], 4, 1),
  ],
  "everyday clothing": [
    g("sackcloth shirt", "torso", [1, 2], 0, 1),
    g("pair of mud-caked boots", "feet", [2, 4], 1, 2),
    g("gravedigger's smock", "torso", [1, 2], 1, 2),
  ],
  "formal wear": [g("mourning gown", "whole body", [3, 5], 0, 2), g("slashed velvet doublet", "torso", [2, 3], 0, 3), g("widow's veil", "head", [1, 1], 0, 1)],
  outerwear: [
    g("plague doctor's coat", "torso and arms", [5, 7], 1, 3),
    g("tattered hooded cloak", "shoulders", [3, 4], 0, 3),
    g("beak mask", "face", [1, 2], 1, 1),
  ],
};
const MYTHIC: Wardrobe = {
  "light armour": [
    g("linen cuirass", "torso", [8, 12], 2, 2),
    g("pair of bronze greaves", "shins", [3, 5], 2, 1),
    g("lion-skin mantle", "shoulders", [8, 12], 2, 4),
  ],
  "heavy armour": [
    g("bronze panoply", "whole body", [45, 60], 5, 2),
    g("bronze bell cuirass", "torso", [15, 20], 4, 1),
    g("crested bronze helmet", "head", [4, 6], 4, 1),
  ],
  "everyday clothing": [g("wool chiton", "torso", [1, 2], 0, 2), g("linen kilt", "hips", [1, 2], 0, 1), g("pair of laced sandals", "feet", [1, 2], 1, 1)],
  "formal wear": [
    g("purple-bordered robe", "whole body", [2, 4], 0, 2),
    g("pleated linen gown", "whole body", [2, 3], 0, 1),
    g("embroidered peplos", "whole body", [2, 3], 0, 2),
  ],
  outerwear: [
    g("shepherd's fleece", "shoulders", [4, 6], 1, 5),
    g("travelling himation", "shoulders", [3, 5], 0, 4),
    g("broad-brimmed traveller's hat", "head", [1, 2], 1, 2),
  ],
};
const STEAM: Wardrobe = {
  "light armour": [
    g("riveted leather jerkin", "torso", [6, 9], 2, 3),
    g("brass-ribbed corset", "torso", [4, 6], 2, 2),
    g("pair of brass-plated bracers", "forearms", [2, 3], 2, 1),
  ],
  "heavy armour": [
    g("brass diving suit", "whole body", [60, 90], 4, 3),
    g("steam-powered armoured frame", "whole body", [90, 140], 5, 3),
    g("boilerplate cuirass", "torso", [25, 35], 4, 2),
  ],
  "everyday clothing": [
    g("waistcoat with watch chain", "torso", [1, 1], 0, 2),
    g("pair of stoker's overalls", "whole body", [2, 3], 1, 2),
    g("tweed Norfolk jacket", "torso and arms", [2, 3], 0, 3),
  ],
  "formal wear": [
    g("silk top hat", "head", [1, 1], 0, 1),
    g("bustled ball gown", "whole body", [5, 8], 0, 2),
    g("tailcoat with brass buttons", "torso and arms", [2, 3], 0, 3),
  ],
  outerwear: [
    g("pair of aviator goggles", "eyes", [1, 1], 1, 0),
    g("caped ulster coat", "torso and arms", [5, 7], 1, 5),
    g("oilcloth airship duster", "shoulders", [3, 5], 1, 3),
  ],
};
const MODERN: Wardrobe = {
  "light armour": [
    g("kevlar vest", "torso", [4, 7], 3, 2),
    g("motorcycle jacket with armour inserts", "torso and arms", [4, 6], 2, 3),
    g("stab-proof vest", "torso", [3, 5], 2, 2),
  ],
  "heavy armour": [
    g("bomb-disposal suit", "whole body", [50, 80], 5, 4),
    g("plate carrier with trauma plates", "torso", [15, 25], 4, 2),
    g("riot helmet with visor", "head", [3, 4], 4, 1),
  ],
  "everyday clothing": [g("pair of jeans", "legs", [1, 2], 1, 2), g("hoodie", "torso and arms", [1, 2], 0, 4), g("pair of trainers", "feet", [1, 2], 1, 1)],
  "formal wear": [
    g("tailored three-piece suit", "whole body", [3, 4], 0, 3),
    g("little black dress", "whole body", [1, 2], 0, 1),
    g("tuxedo", "whole body", [3, 4], 0, 2),
  ],
  outerwear: [
    g("down puffer jacket", "torso and arms", [2, 3], 1, 5),
    g("waxed trench coat", "torso and arms", [4, 6], 1, 4),
    g("beanie", "head", [1, 1], 0, 3),
  ],
};
const FALLEN: Wardrobe = {
  "light armour": [
    g("tyre-rubber shoulder guard", "shoulders", [3, 5], 2, 1),
    g("football-pad chest guard", "torso", [4, 6], 2, 2),
    g("duct-taped biker leathers", "whole body", [6, 9], 2, 3),
  ],
  "heavy armour": [
    g("welded scrap-plate harness", "torso", [25, 40], 4, 1),
    g("suit of stolen riot armour", "whole body", [20, 30], 4, 2),
    g("car-door breastplate", "torso", [20, 28], 4, 1),
  ],
  "everyday clothing": [
    g("patched canvas overall", "whole body", [2, 3], 1, 2),
    g("pair of rag-wrapped boots", "feet", [2, 3], 1, 2),
    g("sun-bleached poncho", "torso", [1, 2], 1, 2),
  ],
  "formal wear": [
    g("pre-war wedding suit", "whole body", [3, 4], 0, 2),
    g("sequinned prom dress", "whole body", [2, 3], 0, 1),
    g("warlord's studded mantle", "shoulders", [4, 6], 0, 2),
  ],
  outerwear: [
    g("gas-mask hood and poncho", "head and shoulders", [3, 5], 1, 3),
    g("radiation-proofed coat", "torso and arms", [6, 9], 1, 4),
    g("scavenger's dust mask", "face", [1, 1], 1, 1),
  ],
};
const WARDROBES: Partial<Record<Setting, Wardrobe>> = { "dark-fantasy": DARK, mythic: MYTHIC, steampunk: STEAM, modern: MODERN, "post-apocalyptic": FALLEN };
/** The garments of a setting that has its own (high fantasy and science fiction use words.ts). */
export function settingGarments(setting: Setting): Wardrobe | undefined {
  return WARDROBES[setting];
}
export const SETTING_GARMENTS: readonly Garment[] = [DARK, MYTHIC, STEAM, MODERN, FALLEN].flatMap((t) => Object.values(t).flat());
export const COLOURS: BySetting<Pool> = {
  "high-fantasy": [],
  "dark-fantasy": [
    "soot black",
    "dried-blood brown",
    "corpse grey",
    "bruise purple",
    "bile green",
    "ash white",
    "mud brown",
    "rust red",
    "tallow yellow",
    "raven black",
  ],
  "science-fiction": [
    "matte graphite",
    "hazard orange",
    "fleet blue",
    "chrome silver",
    "ultraviolet",
    "med-bay white",
    "reactor green",
    "hull grey",
    "neon cyan",
    "void black",
  ],
  modern: ["navy", "black", "charcoal grey", "olive", "camel", "burgundy", "khaki", "white", "denim blue", "hi-vis yellow"],
  steampunk: ["bottle green", "claret", "brass yellow", "soot black", "Prussian blue", "mustard", "chocolate brown", "verdigris", "mauve", "smoke grey"],
  "post-apocalyptic": [
    "dust brown",
    "faded khaki",
    "oil black",
    "sun-bleached blue",
    "rust orange",
    "ash grey",
    "camouflage",
    "mud green",
    "bloodstained white",
    "sand",
  ],
  mythic: ["royal purple", "gold", "sea blue", "sacred white", "saffron", "tawny", "wine red", "earth ochre", "sky blue", "night black"],
};
export const ADJ: BySetting<Pool> = {
  "high-fantasy": [],
  "dark-fantasy": ["Grave-worn", "Penitent's", "Hangman's", "Grieving", "Plague-year", "Bloodied", "Last", "Unwashed", "Heretic's", "Orphan's"],
  "science-fiction": ["Regulation", "Spacer's", "Prototype", "Surplus", "Vacuum-tested", "Frontier", "Corporate", "Stolen", "Colony-made", "Fleet"],
  modern: ["Vintage", "Lucky", "Designer", "Hand-me-down", "Thrift-store", "Sunday", "Festival", "Borrowed", "Work", "Interview"],
  steampunk: ["Patent", "Gentleman's", "Aeronaut's", "Foundry", "Exhibition", "Brass-bound", "Club", "Society", "Engine-room", "Sunday-best"],
  "post-apocalyptic": ["Scavenged", "Rad-proof", "Road-worn", "Trade-won", "Old-world", "Last", "Raider's", "Dust-caked", "Stitched", "Lucky"],
  mythic: ["God-given", "Hero's", "Sacred", "Oracle's", "Victor's", "Sea-blessed", "Ancestral", "Sun-bright", "Warrior's", "Bride's"],
};
export const NONE_TEXT: Partial<BySetting<Pool>> = {
  "science-fiction": [
    "None; standard issue.",
    "None fitted.",
    "None; it is just a good suit.",
    "None, whatever the dealer says.",
    "None; the firmware was stripped.",
  ],
  modern: ["None; it is just clothing.", "None.", "None, whatever the label says.", "None; good tailoring only.", "None; no gadgets."],
  steampunk: ["None; no machinery in it.", "None; honest tailoring.", "None, whatever the patent claims.", "None fitted.", "None; a plain garment."],
};
/** The setting's own pool, or the given one where the setting has none (an empty list). */
export function poolFor(table: BySetting<Pool>, setting: Setting, fallback: Pool): Pool {
  const p = table[setting];
  return p.length > 0 ? p : fallback;
}
export const MOTIFS: BySetting<Pool> = {
  "high-fantasy": [],
  "dark-fantasy": ["skulls", "thorns", "weeping eyes", "hanged men", "crows", "coffin nails", "broken wheels", "black candles", "moths", "bones"],
  "science-fiction": [
    "circuit traces",
    "hexagons",
    "unit numbers",
    "star charts",
    "corporate logos",
    "barcodes",
    "ringed planets",
    "warning chevrons",
    "fleet insignia",
    "wireframe grids",
  ],
  modern: [
    "logos",
    "pinstripes",
    "tartan checks",
    "band names",
    "camouflage blotches",
    "paisley",
    "polka dots",
    "racing stripes",
    "palm leaves",
    "little anchors",
  ],
  steampunk: ["cogwheels", "airships", "pistons", "clock faces", "rivets", "brass keys", "patent seals", "owls", "locomotives", "pressure gauges"],
  "post-apocalyptic": [
    "spray-paint tags",
    "tally marks",
    "radiation signs",
    "bottle caps",
    "skull stencils",
    "hazard stripes",
    "bullet casings",
    "road-sign letters",
    "barbed wire",
    "scavenged badges",
  ],
  mythic: ["meanders", "owls", "running horses", "dolphins", "olive branches", "lions", "octopuses", "labyrinths", "thunderbolts", "sun discs"],
};
/** The money a piece is priced in. */
export const CURRENCY: BySetting<readonly [string, string]> = {
  "high-fantasy": ["silver piece", "silver pieces"],
  "dark-fantasy": ["silver piece", "silver pieces"],
  "science-fiction": ["credit", "credits"],
  modern: ["dollar", "dollars"],
  steampunk: ["shilling", "shillings"],
  "post-apocalyptic": ["bottle cap", "bottle caps"],
  mythic: ["bronze obol", "bronze obols"],
};
