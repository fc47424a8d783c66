// Life-skill crafts of the two old-world settings that are not high fantasy: dark fantasy (plague,
// graves, gallows, hunger) and mythic (bronze, oracles, sacrifice, the sea). Each row is
// [craft, tool, material, product], so a craft's fields agree, as in eras.ts.
import type { Category } from "./words.js";

type Row = readonly [craft: string, tool: string, material: string, product: string];
export type Legend = "dark" | "mythic";

export const LEGEND_CRAFTS: Readonly<Record<Legend, Readonly<Record<Category, readonly Row[]>>>> = {
  dark: {
    crafting: [
      ["Coffin-making", "an adze and a box plane", "green elm boards", "pauper's coffins"],
      ["Gibbet-smithing", "a hammer and chain tongs", "black iron", "gibbet cages"],
      ["Bone-carving", "fine saws and a bow drill", "boiled bones", "charms and dice"],
      ["Mask-making", "a mould and pitch", "waxed leather", "beaked plague masks"],
    ],
    gathering: [
      ["Grave-robbing", "a spade and dark lantern", "fresh graves", "rings and gold teeth"],
      ["Leech-gathering", "bare legs and a jar", "marsh water", "barbers' leeches"],
      ["Mandrake-pulling", "a rope, a dog, ear-wax", "gallows earth", "mandrake roots"],
      ["Bog-cutting", "a peat spade", "the black bog", "turf and bog-bodies"],
    ],
    cooking: [
      ["Famine baking", "a cold oven", "acorn flour and sawdust", "grey bread"],
      ["Salting", "barrels and brine", "scraps of meat", "winter salt pork"],
      ["Gruel-boiling", "a cauldron and a ladle", "husks and bone broth", "poorhouse soup"],
      ["Funeral baking", "a bread peel", "rye and caraway", "sin-eater's cakes"],
    ],
    healing: [
      ["Plague-doctoring", "a beaked mask and cane", "rue, vinegar and lancets", "plague cures"],
      ["Bloodletting", "a fleam and a bowl", "the patient's blood", "purges"],
      ["Sin-eating", "an empty belly", "funeral bread", "funeral rites"],
      ["Bonesetting", "splints and a leather strap", "willow bark", "splinted limbs"],
    ],
    performance: [
      ["Dirge-singing", "a cracked voice", "old laments", "tearful wakes"],
      ["Flagellant preaching", "a scourge and a hair shirt", "scripture and fear", "penitent crowds"],
      ["Puppetry of the dead", "strings and a black box", "carved puppets", "plague mummeries"],
      ["Gallows balladry", "a fiddle", "last words from the gallows", "broadsheet ballads"],
    ],
    husbandry: [
      ["Rat-catching", "terriers and a sack", "granary rats", "bounty rat tails"],
      ["Crow-keeping", "a rattle and a sling", "carrion crows", "crow bounties"],
      ["Swine-keeping in hard years", "a goad and a pen", "starveling hogs", "lard and blood sausage"],
      ["Dog-breaking", "a whip and a muzzle", "war mastiffs", "witch-hunt hounds"],
    ],
  },
  mythic: {
    crafting: [
      ["Bronze-casting", "clay moulds and bellows", "copper and tin", "greaves and tripods"],
      ["Shipwrighting", "an adze and pitch", "pine and oak", "black-prowed ships"],
      ["Loom-weaving", "a weighted loom", "dyed wool", "sacred robes"],
      ["Vase-painting", "a wheel and a fine brush", "red clay and slip", "painted amphorae"],
    ],
    gathering: [
      ["Diving for sponges", "a stone weight and a knife", "the sea floor", "sponges and purple shell"],
      ["Honey-hunting", "smoke and a ladder", "wild hives", "altar honeycomb"],
      ["Olive-picking", "long poles and nets", "sacred groves", "pressed oil"],
      ["Tin-trading", "a ship and sharp bargaining", "far western tin", "tin ingots"],
    ],
    cooking: [
      ["Sacrificial butchery", "a bronze knife and a spit", "sacrificial oxen", "altar offerings"],
      ["Wine-mixing", "a krater and a ladle", "dark wine and spring water", "feast wine"],
      ["Barley-baking", "a clay oven", "barley and honey", "honey-cakes"],
      ["Kykeon-brewing", "a stone mortar", "barley, mint and cheese", "the Mysteries' drink"],
    ],
    healing: [
      ["Temple sleep", "a sanctuary couch", "sacred snakes and incense", "dream cures"],
      ["Herb-cutting", "a bronze sickle", "moly and hellebore", "draughts against madness"],
      ["Purification", "laurel branches and sea water", "pig's blood", "cleansings"],
      ["Battlefield surgery", "a knife and honey", "linen and wine", "field dressings"],
    ],
    performance: [
      ["Epic singing", "a lyre", "heroes' deeds", "epic songs"],
      ["Choral dance", "masks and sandals", "the god's stories", "festival dances"],
      ["Tragedy", "a mask and a high boot", "cursed royal houses", "tragedies for the festival"],
      ["Oracle-reading", "smoke and a tripod", "sacred vapours", "riddling verses"],
    ],
    husbandry: [
      ["Horse-taming", "a bridle and a goad", "wild horses of the plain", "chariot teams"],
      ["Cattle-keeping", "a crook and a fire-brand", "sacred herds", "sacrificial oxen"],
      ["Bee-keeping", "clay hives and smoke", "mountain bees", "honey and wax"],
      ["Goat-herding", "a shepherd's pipe", "hill goats", "cheese and kid-skins"],
    ],
  },
};

export const LEGEND_GUILD: Readonly<Record<Legend, readonly string[]>> = {
  dark: ["The Black {noun} of {place}", "The Mourning-Guild of {place}", "The Sworn {noun} of {place}", "The Lantern {noun} of {place}"],
  mythic: ["The {place} Smith-Brothers", "The {place} Sisterhood of {craft}", "The Mysteries of {place}", "The Hearth of {place}"],
};

export const LEGEND_PLACE: Readonly<Record<Legend, readonly [readonly string[], readonly string[]]>> = {
  dark: [
    ["Gallow", "Grave", "Crow", "Black", "Hang", "Murk", "Rot", "Sorrow", "Blight", "Cold", "Wither", "Bleak", "Moul", "Carrion", "Dread"],
    ["moor", "fen", "ditch", "barrow", "hollow", "mire", "wick", "tor", "holm", "gate"],
  ],
  mythic: [
    ["Ker", "Del", "Myk", "Ith", "Pyl", "Kor", "Arg", "Theb", "Nax", "Ephy", "Lem", "Tir", "Ast", "Kal", "Sam"],
    ["os", "ai", "enai", "inth", "ene", "ikon", "assos", "yra", "ion", "ara"],
  ],
};

export const LEGEND_VALUE: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "Paid in bread, when there's bread.",
    "Plague years pay best.",
    "Lord and priest take most.",
    "Honest work, if the hangman allows.",
    "A master eats meat monthly.",
    "Coin is short; debts are long.",
  ],
  mythic: [
    "Masters dine at the king's table.",
    "Paid in oxen and bronze tripods.",
    "Palace gifts, and lasting fame.",
    "The temple feeds its servants.",
    "Worth a black ship's berth.",
    "Heroes pay in spoils.",
  ],
};

export const LEGEND_RISKS: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "the plague",
    "a witch-hunter's accusation",
    "hanging for theft",
    "starving in a bad winter",
    "the lord's press-gang",
    "cursed goods",
    "a debtor's prison",
  ],
  mythic: [
    "a god's jealousy",
    "the sea-god's storms",
    "a rival's curse",
    "a broken oath",
    "raiders' black ships",
    "the anger of the Furies",
    "hubris, and its price",
  ],
};
