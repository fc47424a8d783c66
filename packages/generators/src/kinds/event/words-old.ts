// Event content for dark fantasy, steampunk and mythic (our own writing): the pools that in
// words-family.ts all three would share with high fantasy.
import type { ByOld } from "../../core/phrases/setting-pools.js";

export const PARTICIPANTS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "the pit diggers",
    "unpaid sellswords",
    "the witch-hunters",
    "the starving serfs",
    "a mad margrave",
    "the flagellants",
    "the grave-robbers",
    "a witch's coven",
    "the gallows guard",
    "the bishop's inquisitors",
    "border-war deserters",
    "the lower-town lepers",
  ],
  steampunk: [
    "the Amalgamated Boilermakers",
    "the Royal Aeronautical Corps",
    "striking mill girls",
    "the Board of Patents",
    "the coal barons",
    "the constabulary",
    "the smog-line pirates",
    "the Society of Engineers",
    "the chimney sweeps",
    "a radical pamphleteer",
    "the House of Lords",
    "the dock labourers",
  ],
  mythic: [
    "the hero's oathsworn",
    "the bronze host",
    "the sea-king's ships",
    "the oracle's priestesses",
    "a god in mortal shape",
    "the centaur clans",
    "a hundred-handed giant",
    "the seven cities' princes",
    "the temple maidens",
    "the Amazon riders",
    "the shepherd-king's kin",
    "the river god's sons",
  ],
};
export const WORSE_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["a plague winter", "a witch's curse", "a blood-debt called in", "a famine year", "the barrow-dead rising", "a poisoned well"],
  steampunk: ["a boiler explosion", "a run on the banks", "a pea-souper smog", "a patent dispute", "a pit strike", "a broadsheet scandal"],
  mythic: ["a god's jealousy", "an oracle misread", "a sacrifice withheld", "a stolen bride", "a hero's pride", "a quarrel among gods"],
};
export const CONSEQUENCES_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": [
    "a field of gibbets",
    "a generation of orphans",
    "a village burned",
    "a lord's line ended",
    "a haunted battlefield",
    "a blood-feud still unpaid",
    "a forbidden saint's shrine",
    "a curse on the river",
    "unblessed mass graves",
    "a tithe of children",
    "a town walled shut",
    "a famine ballad",
  ],
  steampunk: [
    "a new Act of Parliament",
    "a bankrupted railway company",
    "a soot-black memorial",
    "a lapsed patent",
    "an abandoned airship line",
    "a strike fund",
    "a ruined mill town",
    "a Royal Commission",
    "a new boiler code",
    "a fortune in war bonds",
    "a torn-up guild charter",
    "a music-hall song",
  ],
  mythic: [
    "a victor god's shrine",
    "a constellation in the sky",
    "funeral games each year",
    "a cursed royal house",
    "a hero's tomb",
    "a city refounded",
    "a river running red",
    "an oracle's warning",
    "a feud among the gods",
    "a stolen fleece",
    "a line of demigods",
    "a bards' epic",
  ],
};
export const OMENS_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["rain of blood", "swarm of flies", "stillborn lamb", "corpse-candle", "black-veined moon", "well that ran red"],
  steampunk: ["cold boiler", "smog that drowned the lamps", "stopped town clock", "silent telegraph", "stalled airship", "garbled ticker tape"],
  mythic: ["eagle with a serpent", "oracle's silence", "eclipse at noon", "dead altar fire", "owl at midday", "bull that fled the knife"],
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
export const MEMORY_WHO_OLD: ByOld<readonly string[]> = {
  "dark-fantasy": ["Gravediggers", "Beggars", "The widows", "The plague priests", "Gallows rhymes", "Old crones"],
  steampunk: ["The broadsheets", "Music-hall songs", "Pensioned veterans", "The Royal Society", "Penny dreadfuls", "Mill grandmothers"],
  mythic: ["The poets", "The oracles", "Temple friezes", "The hero-cults", "Epic singers", "The gods themselves"],
};
