// Faction content for dark fantasy, steampunk and mythic (our own writing): the pools that in
// words-family.ts all three would share with high fantasy.
import type { ByOld } from "../../core/phrases/setting-pools.js";

export const THINGS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["Gallows", "Skull", "Thorn", "Crow", "Nail", "Noose", "Brand", "Ash", "Wolf", "Bone", "Chain", "Scythe", "Lamb", "Bell", "Pyre", "Wound"],
  steampunk: [
    "Cog",
    "Piston",
    "Gauge",
    "Kettle",
    "Rivet",
    "Chronometer",
    "Boiler",
    "Spanner",
    "Lamp",
    "Wheel",
    "Valve",
    "Bellows",
    "Anchor",
    "Key",
    "Furnace",
    "Dial",
  ],
  mythic: ["Trident", "Laurel", "Owl", "Bull", "Serpent", "Lyre", "Spear", "Dolphin", "Eagle", "Torch", "Shield", "Fleece", "Labrys", "Bow", "Lion", "Chariot"],
};
export const ADJS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["Bleeding", "Hollow", "Black", "Rotting", "Nameless", "Weeping", "Broken", "Ashen", "Hanged", "Starving", "Sunken", "Bitter"],
  steampunk: ["Brass", "Royal", "Amalgamated", "Patent", "Gilded", "Copper", "Smoking", "Imperial", "Clockwork", "Steam", "Iron", "Crystal"],
  mythic: ["Golden", "Thundering", "Undying", "Bronze", "Sacred", "Swift", "Wine-dark", "Far-seeing", "Many-handed", "Sun-born", "Oath-sworn", "Storm"],
};
export const PLACE_PARTS_OLD: ByOld<readonly [readonly string[], readonly string[]]> = {
  "dark-fantasy": [
    ["Gallows", "Blight", "Grave", "Mire", "Crow", "Rot", "Hang", "Wither", "Gaunt", "Murk", "Bleak", "Dread", "Gloam", "Sorrow"],
    ["moor", "fen", "barrow", "pit", "hollow", "mire", "cross", "wold", "heath", "marsh", "tor", "ditch"],
  ],
  steampunk: [
    ["Coal", "Smoke", "Brass", "Cinder", "Gear", "Soot", "Kettle", "Piston", "Copper", "Forge", "Gaslight", "Boiler"],
    ["bridge", "works", "wharf", "gate", "cross", "yard", "field", "bury", "port", "hythe", "mill", "market"],
  ],
  mythic: [
    ["Thera", "Korin", "Myke", "Thebai", "Ilos", "Argo", "Delo", "Pylo", "Lerna", "Kalyd", "Orcho", "Tiry"],
    ["s", "nai", "thos", "lis", "ne", "pos", "ra", "dos", "ion", "tha"],
  ],
};
export const ALLY_NAMES_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "Gravediggers' Guild",
    "Penitent Brothers",
    "Crow Wives",
    "Hangmen's Lodge",
    "Plague Doctors",
    "Barrow Watch",
    "Ash Sisters",
    "Red Inquisition",
    "Ditch Sellswords",
    "Leper Court",
  ],
  steampunk: [
    "Boilermakers' Union",
    "Engineers' Society",
    "Aeronauts' Club",
    "Coal Exchange",
    "Patent Office",
    "Brass Benevolents",
    "Smog Line Syndicate",
    "Clockmakers' Company",
    "Temperance League",
    "Gaslight Irregulars",
  ],
  mythic: [
    "Oracle's Daughters",
    "Bronze Host",
    "Sea-King's Oarsmen",
    "Centaur Clans",
    "Thunder Priests",
    "Boar Hunters",
    "Amazon Riders",
    "Fleece Keepers",
    "River-Born",
    "Maenads",
  ],
};
export const MOTTO_FOE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["the plague", "the grave", "the witch-fires", "hunger", "the hangman", "the rot"],
  steampunk: ["rust", "the smog", "idle hands", "the competition", "the clock", "the tax man"],
  mythic: ["the fates", "the gods' envy", "the monster", "the sea", "death's ferryman", "old age"],
};
export const SIZE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "a dozen purge survivors",
    "forty not yet hanged",
    "hundreds in the plague towns",
    "whole villages, by fear",
    "thirteen and their victims",
    "a few ruined houses",
    "two hundred penitents",
    "more dead than living",
  ],
  steampunk: [
    "a dozen subscribing gentlemen",
    "three hundred shareholders",
    "a thousand card-carrying members",
    "branches in every mill town",
    "a board of nine",
    "four hundred engineers",
    "half the dockyard",
    "six airship crews",
  ],
  mythic: [
    "a hero's fifty oarsmen",
    "three hundred spears",
    "every coastal priestess",
    "the men of nine cities",
    "a god's chosen dozen",
    "a tribe of herders",
    "the sons of one king",
    "a thousand ships",
  ],
};
export const HQ_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "a charnel house",
    "a burned abbey",
    "a gaol under the castle",
    "a plague hospital",
    "a gallows-hill chapel",
    "a drowned crypt",
    "a witch's tower",
    "a ruined keep",
  ],
  steampunk: [
    "a gaslit club",
    "a brass-domed exchange",
    "a moored airship",
    "an old pumping station",
    "a clocktower workshop",
    "a cotton mill",
    "a railway hotel",
    "a patent office",
  ],
  mythic: [
    "a mountain sanctuary",
    "a painted palace",
    "an oracle's cave",
    "a sea-cliff temple",
    "a hero's tomb",
    "a bronze-gated citadel",
    "a sacred grove",
    "a palace labyrinth",
  ],
};
export const PEOPLE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["plague orphans", "the accused", "widows", "the hunted", "lepers", "the unburied dead"],
  steampunk: ["mill children", "widowed seamstresses", "injured stokers", "chimney sweeps", "the unpatented", "debtors"],
  mythic: ["suppliants", "the heroes' widows", "exiles", "temple slaves", "the oracle's pilgrims", "shipwrecked sailors"],
};
export const ROUTES_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["the corpse roads", "the plague roads", "the marsh tracks", "the gallows ways"],
  steampunk: ["the railways", "the canals", "the airship lanes", "the telegraph lines"],
  mythic: ["the wine-dark sea", "the sacred way", "the mountain passes", "the island crossings"],
};
export const LORE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["the witch-trial rolls", "forbidden grimoires", "the names of the dead", "the plague ledgers"],
  steampunk: ["the founders' patents", "the engine's punch cards", "the guild's blueprints", "the Royal Charter"],
  mythic: ["the oracle's verses", "the heroes' songs", "the gods' genealogies", "the mysteries"],
};
export const SECRET_RES_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["grave soil", "witch-blood", "corpses", "plague cures", "hanged men's rope"],
  steampunk: ["coal", "patents", "aether crystals", "rubber", "airship gas"],
  mythic: ["oracle smoke", "orichalcum", "sacrificial bulls", "ambrosia", "far-western tin"],
};
export const FAMILY_METHODS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["witch-trials", "blood oaths", "bribed gaolers", "plague rumours", "hired torturers", "anonymous accusations"],
  steampunk: ["broadsheet campaigns", "patent lawsuits", "coded telegrams", "bought aldermen", "private detectives", "shareholder votes"],
  mythic: ["bought oracles", "altar sacrifices", "hostage princes", "hero marriages", "guest-friendship", "bardic praise"],
};
export const RECRUIT_FROM_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "the plague pits",
    "the gallows crowd",
    "orphaned children",
    "the condemned cells",
    "burned-out villages",
    "the famine roads",
    "the leper houses",
    "the marsh villages",
  ],
  steampunk: [
    "the workhouses",
    "the mills",
    "the engineering colleges",
    "the gentlemen's clubs",
    "the dockyards",
    "the debtors' prisons",
    "the rookeries",
    "the railway gangs",
  ],
  mythic: [
    "the sons of heroes",
    "the temple children",
    "the war-captives",
    "the wrestling grounds",
    "exiled princes",
    "shepherd boys",
    "the island tribes",
    "the horse clans",
  ],
};
export const REP_WHERE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["the plague towns", "the castle", "the gallows crowd", "the monasteries", "the marsh villages", "the witch courts"],
  steampunk: ["the broadsheets", "Parliament", "the mill towns", "the clubs", "the exchange", "the slums"],
  mythic: ["the agora", "the palaces", "the temples", "the sea towns", "the gods' own halls", "the hero-cults"],
};
export const FOUNDERS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "Mad Agnes",
    "the Plague Abbot",
    "Black Orla",
    "a deserter called Rook",
    "the Varn heir",
    "a gravedigger",
    "Brother Flay",
    "the Hangman",
    "a burned witch",
  ],
  steampunk: [
    "a bankrupt inventor",
    "Lady Whitcombe",
    "a sacked foreman",
    "the Brass Baron",
    "a mill owner",
    "a retired aeronaut",
    "Professor Hask",
    "a coal heiress",
    "a one-armed stoker",
  ],
  mythic: [
    "a son of the Thunderer",
    "the first oracle",
    "a hero",
    "a sea-king's widow",
    "a centaur sage",
    "the shepherd-king",
    "a river nymph",
    "the boar-slayer",
    "a blind seer",
  ],
};
