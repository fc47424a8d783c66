// The weapon generator's composed prose: frames and short parts drawn per result, so no fixed
// sentence recurs across results. Our own writing.
import type { Tone } from "../../core/options.js";
import type { Rarity } from "./words.js";

export const USE_TEMPLATES = [
  "In the hand, the {noun} is {a:feel} weapon built for {damage}, reaching {reach}.",
  "Wielded in {hands}, it delivers {damage}; it feels {feel}.",
  "Its balance makes it {feel}: a weapon for {damage}, striking at {reach}.",
  "{A:feel} {noun}, it gives {damage} at {reach}.",
  "Meant for {hands}, this {noun} is {feel}. Expect {damage}.",
  "Built for {damage}, the {noun} is {feel} in use.",
  "The {noun} reaches {reach}: {feel}, made for {damage}.",
  "Take it in {hands}; it is {feel} and made for {damage}.",
];
export const FEELS = [
  "agile",
  "unforgiving",
  "eager",
  "steady",
  "deceptively light",
  "ponderous but sure",
  "lively",
  "brutal",
  "elegant",
  "quick",
  "stubborn",
  "honest",
  "wicked",
];
export const BUILD_FRAME = [
  "It weighs {weight} and is made of {material}.",
  "{Material}, {weight} of it.",
  "At {weight}, it is all {material}.",
  "The {noun} is {material} and weighs {weight}.",
  "Made of {material}, it weighs {weight}.",
  "{Weight} of {material}.",
];
export const PROPS_FRAME = [
  "Carriers say it {p}.",
  "Its owners swear it {p}.",
  "They say it {p}.",
  "In use, it {p}.",
  "Everyone agrees it {p}.",
  "Rumour says it {p}.",
];
export const INSCRIPTION_FRAME = [
  "Along its length runs the inscription {i}.",
  "It is engraved {i}.",
  "The {part} reads {i}.",
  "Someone scratched {i} into it.",
  "The maker etched {i}.",
  "Its motto: {i}.",
  "An old hand wrote {i} on it.",
];

/** Properties by rarity: short, so the sentences around them carry the variety. */
export const PROPERTIES: Record<Rarity, readonly string[]> = {
  common: [
    "is well balanced",
    "is easy to maintain",
    "holds an edge for months",
    "comes quickly to hand",
    "stands up to rough use",
    "costs little to repair",
    "sharpens in minutes",
    "never slips in the grip",
    "is quiet to carry",
    "is quick to clean",
  ],
  uncommon: [
    "feels unusually light",
    "never rusts",
    "rings true when struck",
    "keeps the grip dry",
    "resists breaking on armour",
    "hums near danger",
    "warms in cold weather",
    "stays clean of blood",
    "glints only for its owner",
    "never warps in the damp",
  ],
  rare: [
    "cuts through wards",
    "returns when called",
    "burns with cold light",
    "refuses a thief's hand",
    "drinks the light around it",
    "strikes first in any fight",
    "shrugs off rust and acid",
    "whispers warnings",
    "leaves wounds that freeze",
    "tracks its last target",
  ],
  legendary: [
    "speaks in dreams",
    "wounds spirits and the dead",
    "cannot be broken",
    "remembers every hand",
    "bends fate a little",
    "wakes courage in onlookers",
    "chooses its own bearer",
    "sings before a battle",
    "cuts the threads of curses",
    "outlives every owner",
  ],
};

/** What came after the making: short closers. */
export const MAKING_AFTER = [
  "The forge is long cold.",
  "Apprentices still argue over its tempering.",
  "No copy has matched it.",
  "The maker never made another.",
  "Its pattern was lost in a fire.",
  "Smiths still study it.",
  "The recipe died with its maker.",
  "Three copies exist, all poor.",
  "The guild keeps its drawings locked.",
  "Nobody knows the alloy.",
];

/** The history: where and who, then a deed by tone, then what followed. */
export const HISTORY_FRAME = [
  "At {place}, {holder} {deed}.",
  "{Holder} {deed} at {place}.",
  "During the siege of {place}, {holder} {deed}.",
  "In the year of the {place} war, {holder} {deed}.",
  "Near {place}, {holder} {deed}.",
  "{Holder} once {deed}, at {place}.",
];
export const DEEDS: Record<Tone, readonly string[]> = {
  heroic: [
    "held a bridge alone",
    "broke the enemy line",
    "raised it as a banner",
    "fell defending the gate",
    "saved a captured envoy",
    "killed a tyrant's champion",
    "led a charge at dawn",
    "cut the chains of slaves",
    "rallied a beaten army",
    "duelled a warlord to a standstill",
    "guarded refugees all night",
    "carried it up the hill under fire",
  ],
  grim: [
    "ended a family feud",
    "turned it on a lord",
    "was buried with it",
    "led a massacre",
    "executed deserters",
    "murdered a brother",
    "sold out the garrison",
    "killed a priest at prayer",
    "stood last among corpses",
    "broke a truce with it",
    "paid a debt in blood",
    "hunted down survivors",
  ],
  whimsical: [
    "cut a wedding cake",
    "lost it at dice",
    "won a pie contest",
    "knighted a goose",
    "opened a stuck jar",
    "fended off a swan",
    "toasted bread with it",
    "settled a bet badly",
    "stirred a giant soup",
    "shaved a bear, briefly",
    "pried open a treasury",
    "hung laundry on it",
  ],
};
export const HISTORY_AFTER: Record<Tone, readonly string[]> = {
  heroic: [
    "The songs remember it.",
    "A comrade carried it home.",
    "It waited for a worthy hand.",
    "The day is still a holiday.",
    "Its name spread far.",
    "Veterans still toast it.",
  ],
  grim: [
    "It changed hands in blood.",
    "Every owner since died young.",
    "Nobody spoke of that day.",
    "The graves are unmarked.",
    "It has never been cleaned.",
    "The survivors curse it still.",
  ],
  whimsical: [
    "A small war followed.",
    "The goose still holds its lands.",
    "Nobody has lived it down.",
    "There is a song, sadly.",
    "The cake was excellent.",
    "Historians prefer not to ask.",
  ],
};
export const BEARERS_FRAME = ["Its known bearers include {w}.", "Hands that held it: {w}.", "Bearers: {w}.", "Among its owners were {w}.", "{W} carried it."];

/** Reputation by rarity: who knows of it, and what they do. */
export const REPUTE: Record<Rarity, { readonly who: readonly string[]; readonly what: readonly string[] }> = {
  common: {
    who: ["Quartermasters", "Sergeants", "Old soldiers", "Armourers", "Its owners"],
    what: ["call it sound and honest.", "rate it as reliable.", "would not look twice at it.", "trust it without fuss.", "keep it oiled and ready."],
  },
  uncommon: {
    who: ["Collectors", "Veterans", "Garrison gossips", "Fencing masters", "Pawnbrokers"],
    what: ["know its maker's mark.", "nod at it with respect.", "know its name.", "pay well for it.", "remember who last held it."],
  },
  rare: {
    who: ["Sages", "Thieves' guilds", "Rich households", "Wizards", "Assassins"],
    what: ["write treatises on it.", "keep a price on it.", "ruin themselves to buy it.", "covet it openly.", "have tried to steal it."],
  },
  legendary: {
    who: ["Bards", "Kings", "Oracles", "Whole nations", "The gods themselves"],
    what: ["know its name.", "have gone to war over it.", "foretell its last drawing.", "swear oaths upon it.", "are said to fear it."],
  },
};
