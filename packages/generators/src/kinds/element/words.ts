// Word lists for the element kind: our own vocabulary for primal forces and their correspondences.
import type { Setting, Tone } from "../../core/options.js";

export const SYL_A = [
  "Ae",
  "Vor",
  "Thal",
  "Ish",
  "Ky",
  "Mor",
  "Sel",
  "Ur",
  "Zan",
  "Ol",
  "Pyr",
  "Neth",
  "Cael",
  "Dru",
  "Fal",
  "Gho",
  "Hes",
  "Lyr",
  "Qua",
  "Rhu",
  "Tor",
  "Vel",
  "Xa",
  "Yss",
];
export const SYL_B = ["ra", "en", "ith", "o", "ae", "um", "el", "is", "ar", "ou", "yn", "ex", "al", "ui", "or", "ene"];
export const SYL_C = ["n", "th", "s", "l", "x", "m", "ra", "sh", "ys", "ion", "ar", "um", "ek", "is", "one", "yr", "ax", "el", "os", "ith"];

/** Where its signs appear, by setting (follows a sign phrase: "flames that burn without fuel {place}"). */
export const PLACES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": [
    "over battlefields",
    "in mountain shrines",
    "around elven ruins",
    "in dwarven halls",
    "along royal roads",
    "near wizards' towers",
    "in faerie rings",
    "on haunted moors",
  ],
  "dark-fantasy": [
    "over plague pits",
    "in cathedral crypts",
    "on gallows hills",
    "in drowned villages",
    "near old pyres",
    "across the fens",
    "in witch-woods",
    "under ruined abbeys",
  ],
  "science-fiction": [
    "in reactor cores",
    "on freighter hulls",
    "in data vaults",
    "on tidally locked moons",
    "inside terraforming towers",
    "behind jump drives",
    "in asteroid mines",
    "on derelict stations",
  ],
  modern: [
    "in hospital basements",
    "under motorway bridges",
    "in dead malls",
    "along disused rail lines",
    "in server rooms",
    "near substations",
    "in car parks",
    "at old crossroads",
  ],
  steampunk: [
    "in foundry chimneys",
    "along pneumatic tubes",
    "inside airship envelopes",
    "in boiler rooms",
    "near clock towers",
    "in coal seams",
    "under the gasworks",
    "in the sewers",
  ],
  "post-apocalyptic": [
    "over bomb craters",
    "in ruined cities",
    "along dead highways",
    "inside collapsed bunkers",
    "on the glass deserts",
    "in flooded subways",
    "at dry dams",
    "in the scrapyards",
  ],
  mythic: [
    "at the world tree's roots",
    "on the gods' mountain",
    "at the world's edge",
    "in heroes' birth-caves",
    "on the blessed isles",
    "beneath the oldest oaks",
    "in the underworld's gate",
    "on sacred springs",
  ],
};
/** Who works with it, by setting. */
export const WIELDERS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["Court wizards", "Hedge mages", "Temple adepts", "Elven loremasters"],
  "dark-fantasy": ["Witches", "Grave-priests", "Heretic scholars", "Desperate alchemists"],
  "science-fiction": ["Field engineers", "Xenophysicists", "Corporate research teams", "Fleet technicians"],
  modern: ["Occult hobbyists", "Quiet government researchers", "Street practitioners", "Old families"],
  steampunk: ["Aetheric engineers", "Guild alchemists", "Gentlemen scientists", "Foundry savants"],
  "post-apocalyptic": ["Scavenger shamans", "Bunker scientists", "Wasteland mystics", "Settlement tinkers"],
  mythic: ["Demigods", "Oracles", "Priest-kings", "Heroes of old"],
};
/** Where its sign is found, by setting. */
export const SYMBOL_PLACES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["carved on standing stones", "stitched on guild banners", "set in temple mosaics"],
  "dark-fantasy": ["scratched on crypt doors", "branded on heretics", "painted in blood on thresholds"],
  "science-fiction": ["stencilled on containment units", "etched on hull plates", "flashed on hazard displays"],
  modern: ["sprayed on underpass walls", "inked as tattoos", "hidden in company logos"],
  steampunk: ["stamped on boiler plates", "engraved on pocket watches", "cast into railings"],
  "post-apocalyptic": ["daubed on shelter doors", "scratched into rusted cars", "worn as scrap-metal pendants"],
  mythic: ["cut into the oldest altars", "woven into the gods' banners", "painted on heroes' shields"],
};
/** How the learned speak of it, by setting: an opening for the nature sentence. */
export const FRAMES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["Sages call it", "The old lore names it", "Wizards describe it as"],
  "dark-fantasy": ["Heretics whisper that it is", "Forbidden books call it", "The condemned speak of it as"],
  "science-fiction": ["Survey reports classify it as", "Physicists model it as", "Field manuals describe it as"],
  modern: ["Those in the know call it", "Fringe researchers describe it as", "Old family journals call it"],
  steampunk: ["The Royal Society catalogues it as", "Aetheric theory holds it to be", "Engineers' handbooks describe it as"],
  "post-apocalyptic": ["Survivors say it is", "The old records call it", "Wasteland shamans name it"],
  mythic: ["The first songs call it", "The gods named it", "Oracles speak of it as"],
};
/** How it is kept, by setting: a closing sentence pool ({short} is its name). */
export const KEEPING: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": [
    "The lore of {short} is kept in the high towers.",
    "Apprentices of {short} learn only its name for a year.",
    "The crown licenses students of {short}.",
    "Elves claim {short} as their birthright.",
  ],
  "dark-fantasy": [
    "Study of {short} is punished by the pyre.",
    "The Church locks the lore of {short} in iron.",
    "Every village tells of someone {short} took.",
    "Witch-finders carry charms against {short}.",
  ],
  "science-fiction": [
    "Handling {short} requires class-four containment.",
    "Three corporations patent {short} extraction.",
    "Survey ships log every reading of {short}.",
    "The Fleet classifies research on {short}.",
  ],
  modern: [
    "Most people never notice {short} at all.",
    "Forums trade notes on {short} under false names.",
    "Insurers quietly refuse claims mentioning {short}.",
    "A university once studied {short}, then stopped.",
  ],
  steampunk: [
    "The Patent Office refuses claims on {short}.",
    "Measuring {short} is the scientific race of the age.",
    "Gauges for {short} sell in every instrument shop.",
    "The Academy debates {short} every winter.",
  ],
  "post-apocalyptic": [
    "Some say {short} caused the fall.",
    "Settlements trade for scraps of lore on {short}.",
    "Raiders prize anyone who can work {short}.",
    "Old-world files on {short} sell for a week of water.",
  ],
  mythic: [
    "{Short} was stolen from the gods, who remember.",
    "Heroes are judged by how they bear {short}.",
    "Each age has one mortal who masters {short}.",
    "The oldest hymns are sung to {short}.",
  ],
};
/** Beings tied to it, by setting (the aspect's adjective goes before them: "ember sprites"). */
export const CREATURES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["sprites", "serpents", "winged spirits", "hounds", "drakes", "will-o'-wisps", "giants", "unicorns"],
  "dark-fantasy": ["wraiths", "crows", "husk-men", "parasites", "ghouls", "revenants", "witch-cats", "bone-hounds"],
  "science-fiction": [
    "energy lifeforms",
    "nanite swarms",
    "xenofauna",
    "harvester drones",
    "plasma eels",
    "void jellies",
    "synthetic familiars",
    "lattice mites",
  ],
  modern: ["stray cats", "urban spirits", "moths", "shadow people", "poltergeists", "crows", "feral dogs", "subway ghosts"],
  steampunk: ["clockwork familiars", "boiler-imps", "gas-ghosts", "brass beetles", "steam wyrms", "automaton hounds", "aether moths", "soot sprites"],
  "post-apocalyptic": ["mutant beasts", "glowing swarms", "scavenger birds", "ghouls", "two-headed dogs", "rad-roaches", "dust wolves", "mutant crows"],
  mythic: ["titans", "nymphs", "children of gods", "great beasts", "sphinxes", "phoenixes", "river spirits", "centaurs"],
};
/** What it is, by setting: the kind of thing before its nature. */
export const KINDS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["a primal force", "an elemental power", "one of the great principles"],
  "dark-fantasy": ["a hungry power", "a forbidden principle", "an old and jealous force"],
  "science-fiction": ["an anomalous energy", "an exotic field", "a physical constant nobody can explain"],
  modern: ["a hidden current", "an unexplained phenomenon", "a force science has not named"],
  steampunk: ["an aetheric principle", "a force of the new science", "a measurable essence"],
  "post-apocalyptic": ["a lingering power", "a force the fall let loose", "a poisoned essence"],
  mythic: ["a first-born power", "a gift of the gods", "one of the elder forces"],
};
/** A property it shows only in this setting (short: it ends the property sentence). */
export const SETTING_PROPERTIES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["answers to true names", "follows the ley lines", "swells under full moons", "sours milk", "frightens horses", "drifts toward crowns"],
  "dark-fantasy": ["feeds on spilt blood", "thrives near the dying", "stains the soul", "gathers in crypts", "rots holy water", "whispers to murderers"],
  "science-fiction": [
    "blinds standard sensors",
    "jams shipboard comms",
    "decays in vacuum",
    "skews navigation computers",
    "trips reactor alarms",
    "corrupts stored data",
  ],
  modern: ["makes screens flicker", "shows up on film", "sets off smoke alarms", "scrambles GPS signals", "drains phone batteries", "stops wristwatches"],
  steampunk: [
    "stops clockwork dead",
    "makes brass sweat",
    "fills leaded bottles",
    "spins compass needles",
    "stalls boiler pressure",
    "fogs photographic plates",
  ],
  "post-apocalyptic": ["clicks old counters", "pools in craters", "charges dead batteries", "turns water bitter", "draws the mutated", "glows after dark"],
  mythic: ["obeys the gods' children", "saw the world made", "remembers every oath", "cannot be lied to", "bows to no king", "sleeps under mountains"],
};
/** A use it has only in this setting. */
export const SETTING_USES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": [
    "enchanting the regalia of kings",
    "opening the doors of faerie",
    "weaving wards around castles",
    "crowning true kings",
    "waking sleeping dragons",
  ],
  "dark-fantasy": [
    "bargaining with what waits below",
    "raising the unquiet dead",
    "cursing an enemy's line",
    "feeding the hungry saints",
    "hexing the witch-finders",
  ],
  "science-fiction": [
    "shielding reactor cores",
    "powering jump calculations",
    "cloaking probes from detection",
    "terraforming dead worlds",
    "tuning quantum relays",
  ],
  modern: ["finding lost people", "clearing bad luck", "beating the odds at cards", "reading strangers' secrets", "keeping a shop lucky"],
  steampunk: ["driving aether engines", "lifting airships without gas", "charging galvanic batteries", "animating automata", "tempering boiler steel"],
  "post-apocalyptic": [
    "purifying poisoned water",
    "keeping the old machines running",
    "marking safe ground",
    "healing radiation sickness",
    "finding buried caches",
  ],
  mythic: ["forging the weapons of heroes", "calling a god to witness", "binding monsters beneath mountains", "raising island kingdoms", "judging the dead"],
};
/** Tone's closing sentence; {short} is the element's name, {emotion} its emotion. No run of eight fixed words. */
export const LORE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "Songs say {short} answered the first champions.",
    "Masters of {short} master {emotion} first.",
    "Armies owe their lives to {short}.",
    "Sages call {short} a gift and a duty.",
    "Champions of {short} take {emotion} as their watchword.",
    "Every hero of legend touched {short} once.",
  ],
  grim: [
    "{Short} asks a price, paid in {emotion}.",
    "Adepts of {short} rarely die old.",
    "Those who misuse {short} leave only marks behind.",
    "{Short} is older than the gods and cares nothing for mortals.",
    "Cities lost to {short} still hum with {emotion}.",
    "{Short} takes a little of everyone who uses it.",
  ],
  whimsical: [
    "{Short} sulks when ignored and shows off when watched.",
    "Apprentices of {short} lose hats and find {emotion}.",
    "Nobody remembers who started the festival of {short}.",
    "{Short} rearranges scholars' notes overnight.",
    "Children born under {short} cannot be kept indoors.",
    "{Short} has opinions about hats.",
  ],
};
