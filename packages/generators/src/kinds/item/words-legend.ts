// Item words of dark fantasy (gallows, graves, plague, penance) and mythic (bronze, gods, heroes):
// their own kinds of thing, makers' names and epithets, so an item reads like its genre.
import type { ItemType } from "./words.js";

export type Legend = "dark" | "mythic";

export const LEGEND_BASE: Readonly<Record<ItemType, Readonly<Record<Legend, readonly string[]>>>> = {
  weapon: {
    dark: ["Falchion", "Headsman's Axe", "Flail", "Misericorde", "Crossbow", "Billhook", "Scourge"],
    mythic: ["Xiphos", "Dory", "Labrys", "Kopis", "Sling", "Trident", "Recurve Bow"],
  },
  armour: {
    dark: ["Gambeson", "Rusted Cuirass", "Pavise", "Barbute", "Gorget", "Mail Coif"],
    mythic: ["Aegis", "Linothorax", "Boar-tusk Helm", "Greaves", "Hoplon", "Bronze Corslet"],
  },
  trinket: {
    dark: ["Reliquary", "Mourning Ring", "Plague Charm", "Rosary", "Hag-stone", "Finger-bone Locket"],
    mythic: ["Torque", "Votive", "Scarab", "Owl Token", "Sealstone", "Golden Fleece-clasp"],
  },
  tool: {
    dark: ["Dark Lantern", "Grave-spade", "Thumbscrew", "Bell", "Lancet", "Hangman's Rope"],
    mythic: ["Distaff", "Shepherd's Crook", "Spindle", "Plough", "Sickle", "Ship's Oar"],
  },
  vessel: {
    dark: ["Ossuary Urn", "Blood-bowl", "Skull-cup", "Leaden Flask", "Alms-dish", "Reliquary Box"],
    mythic: ["Krater", "Kylix", "Amphora", "Tripod", "Pithos", "Libation Bowl"],
  },
  garment: {
    dark: ["Hair Shirt", "Shroud", "Penitent's Hood", "Mourning Veil", "Beaked Mask", "Executioner's Hood"],
    mythic: ["Chiton", "Peplos", "Lion-skin", "Winged Sandals", "Himation", "Girdle"],
  },
  instrument: {
    dark: ["Hurdy-gurdy", "Death-knell", "Bone Flute", "Sackbut", "Tabor", "Crwth"],
    mythic: ["Kithara", "Aulos", "Syrinx", "Sistrum", "Phorminx", "Conch"],
  },
  book: {
    dark: ["Book of Hours", "Witch-ledger", "Penitential", "Death-roll", "Hanging-book", "Black Missal"],
    mythic: ["Oracle-tablet", "Clay Tablet", "Linen Book", "Sibyl's Leaves", "Hymn-scroll", "Bronze Tablet"],
  },
};

export const LEGEND_NAME: Readonly<Record<Legend, readonly [readonly string[], readonly string[], readonly string[]]>> = {
  dark: [
    ["Mord", "Grim", "Ash", "Crow", "Drev", "Hag", "Kest", "Murr", "Sorr", "Wrack", "Vey", "Blight", "Gaunt", "Rook", "Sable", "Teth"],
    ["a", "e", "i", "o", "u", ""],
    ["wen", "rick", "hild", "mund", "gard", "wyth", "ard", "elm"],
  ],
  mythic: [
    ["Ach", "Ant", "Chry", "Dei", "Eur", "Hyp", "Kly", "Lyk", "Mel", "Pent", "Phil", "Tel", "Theo", "Xen", "Ari", "Poly"],
    ["a", "e", "i", "o", "y", "ai"],
    ["ios", "eus", "ope", "ene", "anor", "ides", "omache", "ikos"],
  ],
};

export const LEGEND_EPITHET: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "Gallows-Friend",
    "Last Rites",
    "Widow-Maker",
    "Plague Year",
    "Mercy-Stroke",
    "Black Tithe",
    "Carrion Saint",
    "Hungry Winter",
    "Unshriven",
    "Pyre-Warden",
    "Crow's Due",
    "Rotting Crown",
    "Hollow Mass",
    "Witch's Debt",
    "Grave Bell",
    "Bloodless Mercy",
    "Sorrow's Hand",
    "Blind Penitent",
    "Marsh Light",
    "Famine Queen",
  ],
  mythic: [
    "Gift of the Smith-God",
    "Bane of Titans",
    "Sacker of Cities",
    "Dawn-Bringer",
    "Oath of the Styx",
    "Breaker of Ships",
    "Spoil of Ilion",
    "Thunder's Child",
    "Word of the Oracle",
    "Shepherd of Heroes",
    "Swift-Footed",
    "Wine-Dark",
    "Lion-Hearted",
    "Bride of the Sea",
    "Hecatomb",
    "Son of the Morning",
    "Far-Shooter",
    "Golden Bough",
    "Fury's Due",
    "Guest-Friend",
  ],
};

/** Makers' names (the maker sentences in words.ts frame them). */
export const LEGEND_MAKER: Readonly<Record<Legend, readonly string[]>> = {
  dark: ["Mother Grieve", "Aldous Crowe", "Sister Wenna", "Jory Ashdown", "Gideon Marl", "Old Nan Hollin", "Brother Ebb", "Matthias Rooke"],
  mythic: ["Daedalus", "Arachne of Lydia", "Polykleitos", "Agamede", "the Cyclops Brontes", "Euphemos", "Kalliope's son", "Telchis"],
};
