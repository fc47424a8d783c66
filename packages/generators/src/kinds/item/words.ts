// Item word lists and templates: types, rarities, materials by setting, properties and quirks.
import type { Setting } from "../../core/options.js";

export const TYPES = ["weapon", "armour", "trinket", "tool", "vessel", "garment", "instrument", "book"] as const;
export type ItemType = (typeof TYPES)[number];
export const RARITIES = ["common", "uncommon", "rare", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

export const BASE: Record<ItemType, Record<"old" | "new", readonly string[]>> = {
  weapon: { old: ["Sword", "Spear", "Axe", "Dagger", "Bow", "Mace", "Glaive"], new: ["Pistol", "Carbine", "Shock-baton", "Blade", "Rifle", "Cutter"] },
  armour: { old: ["Hauberk", "Breastplate", "Shield", "Helm", "Gauntlets", "Brigandine"], new: ["Vest", "Plating", "Helmet", "Harness", "Shell-coat", "Visor"] },
  trinket: { old: ["Ring", "Amulet", "Brooch", "Locket", "Circlet", "Charm"], new: ["Pendant", "Signet", "Token", "Badge", "Locket", "Chip"] },
  tool: { old: ["Lantern", "Compass", "Key", "Spade", "Hammer", "Lodestone"], new: ["Scanner", "Multitool", "Torch", "Lockpick", "Wrench", "Beacon"] },
  vessel: { old: ["Chalice", "Flask", "Urn", "Horn", "Bowl", "Censer"], new: ["Canteen", "Thermos", "Canister", "Vial", "Flask", "Case"] },
  garment: { old: ["Cloak", "Mantle", "Boots", "Gloves", "Hood", "Sash"], new: ["Coat", "Jacket", "Boots", "Gloves", "Scarf", "Goggles"] },
  instrument: { old: ["Lute", "Harp", "Flute", "Drum", "Horn", "Lyre"], new: ["Violin", "Harmonica", "Radio", "Music box", "Whistle", "Trumpet"] },
  book: { old: ["Grimoire", "Codex", "Psalter", "Almanac", "Bestiary", "Chronicle"], new: ["Notebook", "Logbook", "Manual", "Ledger", "Datapad", "Journal"] },
};
export const IS_NEW: Record<Setting, boolean> = { "high-fantasy": false, "dark-fantasy": false, "science-fiction": true, modern: true, steampunk: true, "post-apocalyptic": true, mythic: false };

export const MATERIALS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["moonsilver", "starmetal", "white ash wood", "dragonbone", "enchanted oak", "elven steel", "sea-glass", "gold filigree"],
  "dark-fantasy": ["blackened iron", "grave-oak", "bone and sinew", "tarnished silver", "witch-glass", "rusted steel", "old leather"],
  "science-fiction": ["carbon lattice", "smart alloy", "ceramic composite", "memory polymer", "titanium weave", "crystal circuitry"],
  modern: ["stainless steel", "walnut and brass", "carbon fibre", "worn leather", "polished chrome", "hand-blown glass"],
  steampunk: ["brass and copper", "riveted iron", "mahogany and brass", "vulcanised rubber", "blued steel", "clockwork gears"],
  "post-apocalyptic": ["scrap steel", "salvaged rebar", "melted plastic", "patched canvas", "car parts", "hubcap aluminium"],
  mythic: ["god-forged bronze", "sunfire gold", "the horn of a sacred bull", "river-stone", "thunder-iron", "woven starlight"],
};
export const LOOK = [
  "{material} worked with {motif}, {wear}", "plain {material} at first glance, though {motif} shows when the light catches it", "{material}, heavy with {motif} and {wear}",
  "slender {material} bound in {binding}, with {motif} along one side",
];
export const MOTIF = ["a twisting vine pattern", "tiny running hounds", "a script nobody can read", "stars in unfamiliar constellations", "a single staring eye", "waves and gulls", "interlocking knots", "the faces of seven kings"];
export const WEAR = ["worn smooth where hands have held it", "scratched by some old fight", "still bright as the day it was made", "patched in three places", "warm to the touch"];
export const BINDING = ["red cord", "silver wire", "cracked leather", "braided hair", "copper bands"];

export const NAME_FIRST = ["Ar", "Bel", "Cor", "Dun", "Eth", "Fal", "Gar", "Hel", "Is", "Jor", "Kel", "Lum", "Mor", "Nim", "Os", "Pel", "Quor", "Rav", "Sil", "Tor", "Ul", "Var", "Wyn", "Yss"];
export const NAME_MID = ["a", "e", "i", "o", "an", "en", "ir", "ul", ""];
export const NAME_LAST = ["dris", "mere", "wyn", "goth", "rin", "thal", "vane", "dor", "bane", "ith", "ric", "lis"];
export const EPITHET = ["Last Word", "Widow's Promise", "Lantern of the Drowned", "Kingmaker", "Quiet Friend", "Oathkeeper", "Ninth Hour", "Storm's Bride", "Beggar's Luck", "Unspoken", "Heartwarden", "Long Night", "Saltmother", "Threadcutter", "Dawnbreaker", "Wayfinder", "Hollow Crown", "Ember Tongue", "Grey Pilgrim", "Salt Oath", "Midnight Bell", "Ashen Vow", "Thorn Queen", "River King", "Silent Choir", "Iron Lullaby", "Seventh Son", "Bright Ruin", "Cinder Saint", "Lost Lantern", "Broken Compass", "Pale Shepherd"];

export const PROPERTIES: Record<Rarity, readonly string[]> = {
  common: ["well balanced and reliable", "never rusts or rots", "lighter than it looks", "fits any hand comfortably"],
  uncommon: ["hums faintly near hidden doors", "stays warm in bitter cold", "cannot be taken by force from a sleeping owner", "glows dimly when spoken to"],
  rare: ["turns aside the first blow of every fight", "lets its bearer understand any spoken tongue", "mends itself overnight", "shows the way home when held aloft"],
  legendary: ["can unmake a single oath once a year", "holds the voice of its first owner, who still gives advice", "calls lightning from a clear sky", "remembers every hand that held it and can show their faces"],
};
export const VALUE: Record<Rarity, readonly [number, number]> = { common: [2, 40], uncommon: [50, 400], rare: [500, 5000], legendary: [10000, 90000] };
export const CURRENCY: Record<Setting, string> = { "high-fantasy": "gold crowns", "dark-fantasy": "silver marks", "science-fiction": "credits", modern: "dollars", steampunk: "sovereigns", "post-apocalyptic": "bottle caps", mythic: "rings of gold" };

export const MAKERS = ["the smith {maker}", "the recluse artificer {maker}", "a forgotten guild of the old capital", "{maker}, who made only three such things", "the workshop of {maker} and daughters", "an unknown hand, marked only with a crescent"];
export const MAKER_NAMES = ["Odran Vell", "Hestia Moor", "Barnaby Quill", "Issa Kaen", "Thoralf Grimm", "Mirela Sand", "Cassius Fenn", "Yuki Thorne", "Ansel Brack", "Dagmar Holt"];
export const PROVENANCE = [
  "It was lost in a shipwreck, dredged up by fishermen {years} years later and sold for a song.",
  "It passed through {n} owners in a single season, none of whom kept it willingly.",
  "A noble house kept it in a locked case for {years} years before a thief freed it.",
  "It was buried with a warrior and taken from the grave by grandchildren who needed it more.",
  "It was won in a card game {years} years ago and has been wagered ever since.",
  "It was a wedding gift that outlasted the marriage by {years} years.",
];
export const REQUIREMENTS = ["None; anyone may use it", "The bearer must be attuned over a night of quiet", "Only someone who has never broken an oath may wake its power", "It answers only to the blood of its maker's line", "It must be fed a drop of the bearer's blood each dawn", "Strength enough to lift it; it is heavier than it looks", "Training in its use; the untrained hurt themselves"];
export const QUIRKS = {
  heroic: ["It chimes softly when its bearer tells a lie.", "It grows heavier in the hands of a coward.", "It insists, faintly, on being polished."],
  grim: ["Each use costs the bearer a memory they will not notice is gone.", "It whispers the names of those it has harmed, at night.", "Whoever owns it dreams of drowning."],
  whimsical: ["It sneezes when exposed to dust.", "It prefers to be carried on the left and sulks otherwise.", "It hums old drinking songs, off-key."],
} as const;
