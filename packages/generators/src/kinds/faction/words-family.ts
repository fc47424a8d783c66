// Faction content by setting family and tone: emblems, goals, methods, homes, recruiting,
// reputation and founding stories, in short parts the generator composes.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";
import type { Alignment } from "./words.js";

/** The thing in a faction's name, motto and symbol ("Order of the Silver Key"). */
export const THINGS: ByFamily<readonly string[]> = {
  old: [
    "Key",
    "Candle",
    "Coin",
    "Rose",
    "Compass",
    "Lantern",
    "Crown",
    "Hand",
    "Eye",
    "Anchor",
    "Quill",
    "Bell",
    "Serpent",
    "Wheel",
    "Thread",
    "Mask",
    "Hound",
    "Ledger",
    "Spindle",
    "Oak",
  ],
  now: ["Key", "Compass", "Anchor", "Eye", "Hand", "Bridge", "Tower", "Circle", "Arrow", "Falcon", "Ledger", "Signal", "Lamp", "River", "Oak", "Shield"],
  fallen: ["Wrench", "Well", "Bone", "Gear", "Crow", "Fuse", "Seed", "Road", "Dog", "Flame", "Wire", "Tyre", "Rat", "Skull", "Tin", "Siren"],
  future: [
    "Signal",
    "Helix",
    "Orbit",
    "Star",
    "Circuit",
    "Vector",
    "Beacon",
    "Prism",
    "Lattice",
    "Comet",
    "Eclipse",
    "Cipher",
    "Vertex",
    "Nova",
    "Relay",
    "Drift",
  ],
};
export const ADJS: ByFamily<readonly string[]> = {
  old: [
    "Silver",
    "Ashen",
    "Gilded",
    "Hollow",
    "Iron",
    "Crimson",
    "Quiet",
    "Ninefold",
    "Unbroken",
    "Pale",
    "Brass",
    "Thornbound",
    "Starless",
    "Amber",
    "Veiled",
    "Drowned",
    "Emerald",
    "Last",
  ],
  now: ["Silver", "Black", "Blue", "Northern", "Quiet", "United", "Open", "Golden", "Red", "Green", "First", "Free"],
  fallen: ["Rusted", "Burnt", "Last", "Iron", "Free", "Bleached", "Broken", "Red", "Wild", "Hungry", "Black", "Long"],
  future: ["Silent", "Bright", "Null", "Outer", "Ninth", "Red", "Deep", "Hollow", "Binary", "Free", "Cold", "Radiant"],
};
export const PLACE_PARTS: ByFamily<readonly [readonly string[], readonly string[]]> = {
  old: [
    ["Ash", "Vel", "Mor", "Cal", "Dren", "Ith", "Sor", "Tav", "Ker", "Bra", "Elm", "Gor", "Hal", "Nyr", "Quel", "Thal", "Wen", "Zar"],
    ["mere", "dale", "crest", "wick", "gard", "hollow", "mark", "thorn", "ford", "reach", "moor", "spire"],
  ],
  now: [
    ["Ash", "Mill", "Green", "Oak", "North", "Fair", "Brook", "Lake", "Stone", "West", "Elm", "Red"],
    ["field", "ton", "ville", "wood", "port", "bridge", "burg", "haven", "dale", "view"],
  ],
  fallen: [
    ["Rust", "Dust", "Ash", "Salt", "Glass", "Bone", "Scrap", "Dry", "Tin", "Mud", "Ember", "Grit"],
    ["town", "hole", "yard", "gulch", "pit", "stop", "flats", "creek", "fort", "heap"],
  ],
  future: [
    ["Kep", "Tycho", "Vega", "Ceres", "Lyra", "Io", "Rigel", "Altair", "Hale", "Oort", "Sol", "Cygni"],
    ["-4", " Prime", " Station", " Reach", " Belt", " Deep", " Gate", " Minor", "-9", " Halo"],
  ],
};
export const ALLY_NAMES: ByFamily<readonly string[]> = {
  old: [
    "Tollkeepers",
    "Grey Sisters",
    "Lantern Court",
    "Saltmen",
    "Watchers of the Ford",
    "Copper Guild",
    "Ninth Legion",
    "Hollow Choir",
    "River Compact",
    "Ashen Hand",
    "Order of the Bell",
    "Velvet Ring",
  ],
  now: [
    "Dockside Union",
    "Harbour Trust",
    "Lodge",
    "Credit Union",
    "Teamsters",
    "Historical Society",
    "Rotary Circle",
    "Holdings",
    "Heritage Trust",
    "Foundation",
  ],
  fallen: ["Road Wardens", "Tin Men", "Well Keepers", "Scrap Kings", "Dust Riders", "Seed Bank", "Free Convoy", "Bone Choir", "Salt Raiders", "Radio Church"],
  future: [
    "Free Traders",
    "Helix Combine",
    "Orbital Union",
    "Null Church",
    "Drift Pilots",
    "Colonial Guard",
    "Data Brokers",
    "Ice Haulers",
    "Jump Guild",
    "Synth Collective",
  ],
};
export const COLOURS = [
  "black and silver",
  "crimson and gold",
  "green and bone",
  "blue and copper",
  "grey and white",
  "ochre and rust",
  "violet and ash",
  "sea-green and pearl",
  "scarlet and black",
  "white and gold",
  "orange and black",
  "teal and brass",
];
export const SYMBOL_POSE = [
  "{a:thing} in a ring of stars",
  "a broken {thing}",
  "crossed keys under {a:thing}",
  "{a:thing} in an open palm",
  "{a:thing} over three waves",
  "an eye in {a:thing}",
  "{a:thing} wreathed in thorns",
  "two {thing}s back to back",
  "{a:thing} in a black circle",
  "a crowned {thing}",
];
export const MOTTO = [
  "What is {verbed} is never lost",
  "By {thing} and by oath",
  "We {verb} so others need not",
  "Patience outlasts {foe}",
  "Ask nothing; {verb} everything",
  "In the {thing}, the truth",
  "No door stays shut",
  "Hold fast, hold true",
  "Light for the lost",
  "{Verb} the {thing}",
  "Always the {thing}",
  "Before {foe}, the {thing}",
  "We {verb}",
  "The {thing} remembers",
];
export const MOTTO_VERB = ["remember", "watch", "carry", "bind", "mend", "count", "keep", "endure", "listen", "build"];
export const MOTTO_VERBED = ["remembered", "counted", "sworn", "written", "carried", "kept", "mended"];
export const MOTTO_FOE: ByFamily<readonly string[]> = {
  old: ["kings", "iron", "the tide", "every wall", "the dark", "fortune"],
  now: ["money", "time", "the market", "the headlines", "power"],
  fallen: ["hunger", "the dust", "the dark", "raiders", "the end"],
  future: ["entropy", "the void", "the algorithm", "distance", "the company"],
};

export const SIZE: ByFamily<readonly string[]> = {
  old: [
    "a dozen sworn members",
    "some forty members",
    "a few hundred across three cities",
    "over a thousand in every port",
    "tens of thousands",
    "a handful of old families",
    "two hundred oathsworn",
    "a thousand quiet friends",
  ],
  now: [
    "a dozen partners",
    "a few hundred staff",
    "thousands of members",
    "chapters in forty cities",
    "a board and volunteers",
    "a hundred loyal people",
    "a few thousand donors",
    "five hundred volunteers",
  ],
  fallen: [
    "a dozen guns",
    "forty hungry souls",
    "a few hundred settlers",
    "three convoys' worth",
    "whole towns' loyalty",
    "a clan of sixty",
    "ninety fighters",
    "two hundred mouths",
  ],
  future: [
    "a dozen operatives",
    "a crew of forty",
    "thousands across a sector",
    "cells on every station",
    "millions of shareholders",
    "a few hundred clones",
    "six hundred crew",
    "a fleet of nine ships",
  ],
};
/** Where a faction keeps its home: "{hq} in {place}". */
export const HQ: ByFamily<readonly string[]> = {
  old: [
    "a white tower",
    "an oak guildhall",
    "a library under a cathedral",
    "a hill manor",
    "a crypt under a chapel",
    "a headland fortress",
    "a clocktower workshop",
    "a moored airship",
    "a sacred grove",
    "a cave behind a waterfall",
  ],
  now: [
    "a glass tower",
    "a club with no sign",
    "a shuttered factory",
    "rooms above a bank",
    "a suburban church",
    "a harbour warehouse",
    "a country estate",
    "a rooftop garden",
    "a law firm's basement",
  ],
  fallen: [
    "a fortified water plant",
    "a dead shopping mall",
    "a bunker under the highway",
    "a rusted dam",
    "a school behind barbed wire",
    "a derelict train",
    "an old prison",
    "a hospital ship",
    "a grain silo",
  ],
  future: [
    "a decommissioned station",
    "three arcology floors",
    "a freighter that never docks",
    "a research moon",
    "a derelict warship",
    "an ice-bound server farm",
    "a pirate moonbase",
    "a quiet embassy",
  ],
};
/** Public goals by alignment, with family slots: {people}, {routes}, {lore}. */
export const PUBLIC_GOAL: Readonly<Record<Alignment, readonly string[]>> = {
  benevolent: ["to shelter {people}", "to keep {routes} safe", "to preserve {lore}", "to heal {people}", "to feed {people}", "to teach {people}"],
  neutral: [
    "to keep {routes} open to all",
    "to record {lore}",
    "to keep the old balance",
    "to trade with all, side with none",
    "to broker peace for a fee",
    "to guard {lore}",
  ],
  ruthless: [
    "to bring order to {routes}",
    "to reward loyalty and punish betrayal",
    "to restore the rightful rulers",
    "to purge {people}",
    "to own {routes}",
    "to control {lore}",
  ],
};
export const PEOPLE: ByFamily<readonly string[]> = {
  old: ["travellers", "orphans", "the dispossessed", "the river folk", "lepers", "pilgrims"],
  now: ["the homeless", "veterans", "migrants", "addicts", "the elderly", "runaways"],
  fallen: ["survivors", "mutants", "children", "the sick", "wanderers", "the weak"],
  future: ["refugee spacers", "colonists", "stranded crews", "synthetics", "the unregistered", "miners"],
};
export const ROUTES: ByFamily<readonly string[]> = {
  old: ["the roads", "the rivers", "the mountain passes", "the sea lanes"],
  now: ["the shipping lanes", "the borders", "the internet", "the highways"],
  fallen: ["the old highways", "the water routes", "the caravan trails", "the bridges"],
  future: ["the jump lanes", "the trade routes", "the comm relays", "the outer stations"],
};
export const LORE: ByFamily<readonly string[]> = {
  old: ["old songs", "the first kings' scrolls", "forbidden spells", "the star charts"],
  now: ["the archives", "family records", "leaked documents", "dying languages"],
  fallen: ["pre-war books", "the old maps", "seed stock", "working machines"],
  future: ["pre-collapse data", "the colony archives", "alien artefacts", "the founders' code"],
};
export const SECRET_GOAL = [
  "to wake what sleeps below",
  "to supplant the rulers",
  "to hide that the founder lives",
  "to repay an inhuman creditor",
  "to corner the trade in {resource}",
  "to undo an old mistake",
  "to rebuild a broken {thing}",
  "to pick the next ruler",
  "to open the sealed {thing}",
  "to erase a rival's memory",
];
export const SECRET_RES: ByFamily<readonly string[]> = {
  old: ["salt", "lamp oil", "rare ink", "iron", "silence"],
  now: ["lithium", "data", "water rights", "vaccines"],
  fallen: ["clean water", "antibiotics", "fuel", "bullets"],
  future: ["antimatter", "jump fuel", "memory", "helium-3"],
};
export const METHODS: Readonly<Record<Alignment, readonly string[]>> = {
  benevolent: ["quiet charity", "patient diplomacy", "open patronage", "safe houses", "free schools"],
  neutral: ["contracts and ledgers", "favours owed", "neutral ground for parleys", "leaked secrets", "gift-shaped bribes"],
  ruthless: ["blackmail", "hired blades", "arson", "poisoned rumours", "hostages"],
};
export const FAMILY_METHODS: ByFamily<readonly string[]> = {
  old: ["sealed letters", "paid minstrels", "temple alms", "messenger ravens"],
  now: ["lawyers", "social media", "offshore accounts", "lobbyists"],
  fallen: ["armed convoys", "water rationing", "scavenger crews", "radio broadcasts"],
  future: ["encrypted channels", "drone swarms", "data leaks", "orbital lobbyists"],
};

export const RECRUIT_FROM: ByFamily<readonly string[]> = {
  old: ["orphanages and prisons", "the docks", "noble younger sons", "temple schools", "the army's deserters", "market crowds"],
  now: ["universities", "prisons", "online forums", "the military", "church halls", "the unemployed"],
  fallen: ["the caravans", "the slave pens", "orphan gangs", "wandering survivors", "rival camps"],
  future: ["flight academies", "the lower decks", "prison ships", "clone vats", "the colonies"],
};
export const RECRUIT_TEST = [
  "a member must vouch for each one",
  "three unexplained tasks come first",
  "an oath at dawn seals it",
  "a year of service comes first",
  "the curious are quietly dropped",
  "each takes a new name",
  "blood kin are preferred",
  "talent beats birth",
  "the test is never the same twice",
];
export const RECRUIT_LINES = [
  "They recruit from {from}; {test}.",
  "Most members come from {from}, and {test}.",
  "Recruits come from {from}. {Test}.",
  "New blood comes from {from}; {test}.",
] as const;

export const REP_A: Readonly<Record<Alignment, readonly string[]>> = {
  benevolent: ["loved", "trusted", "blessed", "welcomed", "thanked"],
  neutral: ["respected", "tolerated", "consulted", "ignored", "used"],
  ruthless: ["feared", "cursed", "whispered about", "obeyed", "hated"],
};
export const REP_B = ["watched", "courted", "resented", "mocked", "tolerated", "envied", "distrusted"];
export const REP_WHERE: ByFamily<readonly string[]> = {
  old: ["the streets", "the palaces", "the poor quarters", "court", "the temples", "the taverns"],
  now: ["the press", "boardrooms", "the projects", "city hall", "the suburbs", "the courts"],
  fallen: ["the camps", "the caravans", "the wastes", "the markets", "the walled towns"],
  future: ["the lower decks", "boardrooms", "the colonies", "the core worlds", "the feeds", "the docks"],
};

export const FOUNDERS: ByFamily<readonly string[]> = {
  old: [
    "the Lamplighter",
    "Old Hesk",
    "the First Warden",
    "the Widow of the Bridge",
    "Brother Aldo",
    "the Grey Captain",
    "a ferryman called Tobin",
    "a disgraced judge",
    "the Salt Queen",
  ],
  now: ["a retired colonel", "two students", "a factory owner", "a preacher", "a union organiser", "a billionaire's widow"],
  fallen: ["a trucker called Mags", "the Doc", "a former soldier", "the Old Mayor", "a child prophet", "the Radio Man"],
  future: ["the first captain", "an AI called Mother", "a disgraced admiral", "a mining heiress", "the Tenth Clone", "a xenologist"],
};
export const DEEDS: ByTone<readonly string[]> = {
  heroic: ["a bridge held alone", "a plague year", "a great flood", "a lost war", "a famine winter", "a daring rescue", "a broken siege", "a kept oath"],
  grim: ["a betrayal", "a massacre", "a hanging", "a stolen inheritance", "a poisoning", "a fire they set"],
  whimsical: ["an argument about soup", "a lost bet", "a wedding gone wrong", "a runaway goose", "a misprinted charter", "too much wine"],
};
export const HISTORY: ByTone<readonly string[]> = {
  heroic: [
    "{Founder} founded the {name} in answer to {deed}.",
    "{Founder}'s {name} was born of {deed}, {years} years ago.",
    "{Years} years ago {founder} answered {deed} by founding it.",
    "The {name} goes back {years} years; {deed} began it.",
    "In the wake of {deed}, {founder} raised its first banner.",
    "It was {founder} who answered {deed} with the {name}, {years} years ago.",
  ],
  grim: [
    "The {name} was born {years} years ago of {deed}.",
    "{Founder} founded it {years} years ago; {deed} paid for it.",
    "Nobody speaks of {deed}, {years} years ago, that began it.",
    "{Years} years ago there was {deed}, and then the {name}.",
  ],
  whimsical: [
    "The {name} began {years} years ago with {deed}.",
    "{Founder} started it after {deed}, {years} years ago.",
    "Blame {deed}, {years} years ago, and {founder}.",
    "It all began with {deed}, {years} years ago.",
  ],
};
export const SIZE_LINES = [
  "Today it numbers {size} and answers to {leader} from {hq}.",
  "{Leader} leads it now, from {hq}; it counts {size}.",
  "With {size}, it obeys {leader} from {hq}.",
  "{Leader} rules {size} from {hq}.",
  "{Size} meet at {hq}, under {leader}.",
  "From {hq}, {leader} commands {size}.",
] as const;
export const BANNER_LINES = [
  "Its banner shows {symbol}, beneath the words {motto}",
  "Its sign is {symbol}; its motto, {motto}",
  "Members wear {symbol} and say {motto}",
  "Its doors bear {symbol}, with the words {motto}",
] as const;
export const PUBLIC_LINES = [
  "Publicly, the {type} exists {goal}.",
  "Its stated aim is {goal}.",
  "Officially it means {goal}.",
  "It claims to work {goal}.",
] as const;
export const SECRET_LINES = [
  "Its inner circle wants {secret}.",
  "The truth: it means {secret}.",
  "Few know its real aim is {secret}.",
  "Behind closed doors, the goal is {secret}.",
] as const;
export const MEANS_LINES = [
  "It works through {methods}, and can draw on {resources}.",
  "Its tools are {methods}; its means, {resources}.",
  "It relies on {methods}, backed by {resources}.",
  "{Methods} are its way; {resources}, its strength.",
] as const;
export const FRIEND_LINES = [
  "It counts {allies} a friend, and {enemies} {rivals}.",
  "{Allies} stand with it; {enemies} oppose it.",
  "Friends: {allies}. Foes: {enemies}.",
  "It trusts {allies} and hates {enemies}.",
] as const;
export const REP_LINES_SHORT = ["To outsiders the {type} is {rep}.", "Outsiders find it {rep}.", "By reputation it is {rep}.", "Its name is {rep}."] as const;
