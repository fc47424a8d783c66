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
  "high-fantasy": ["moonsilver", "starmetal", "white ash wood", "dragonbone", "enchanted oak", "elven steel", "sea-glass", "gold filigree", "silvered birch", "mithral links"],
  "dark-fantasy": ["blackened iron", "grave-oak", "bone and sinew", "tarnished silver", "witch-glass", "rusted steel", "old leather", "yew and pewter", "charred ash"],
  "science-fiction": ["carbon lattice", "smart alloy", "ceramic composite", "memory polymer", "titanium weave", "crystal circuitry", "hull-grade steel", "graphene mesh", "bio-resin"],
  modern: ["stainless steel", "walnut and brass", "carbon fibre", "worn leather", "polished chrome", "hand-blown glass", "anodised aluminium", "cast iron", "oak and steel", "sterling silver"],
  steampunk: ["brass and copper", "riveted iron", "mahogany and brass", "vulcanised rubber", "blued steel", "clockwork gears", "gutta-percha", "nickel plate", "etched pewter"],
  "post-apocalyptic": ["scrap steel", "salvaged rebar", "melted plastic", "patched canvas", "car parts", "hubcap aluminium", "tyre rubber", "bone and wire", "road signs"],
  mythic: ["god-forged bronze", "sunfire gold", "sacred bull-horn", "river-stone", "thunder-iron", "woven starlight", "olive wood", "lion-hide", "orichalcum", "sea-ivory"],
};
export const LOOK = [
  "{material} worked with {motif}, {wear}", "plain {material} at first glance, with {motif} in the right light", "{material}, heavy with {motif} and {wear}",
  "slender {material} bound in {binding}, with {motif} along one side",
];
export const MOTIF = ["a twisting vine pattern", "tiny running hounds", "a script nobody can read", "stars in unfamiliar constellations", "a single staring eye", "waves and gulls", "interlocking knots", "seven stern faces"];
export const WEAR = ["worn smooth by hands", "scratched by some old fight", "still bright", "patched in three places", "warm to the touch", "nicked and dented", "freshly oiled", "dusty from long storage", "polished to a gleam"];
export const BINDING = ["red cord", "silver wire", "cracked leather", "braided hair", "copper bands"];

export const NAME_FIRST = ["Ar", "Bel", "Cor", "Dun", "Eth", "Fal", "Gar", "Hel", "Is", "Jor", "Kel", "Lum", "Mor", "Nim", "Os", "Pel", "Quor", "Rav", "Sil", "Tor", "Ul", "Var", "Wyn", "Yss"];
export const NAME_MID = ["a", "e", "i", "o", "an", "en", "ir", "ul", ""];
export const NAME_LAST = ["dris", "mere", "wyn", "goth", "rin", "thal", "vane", "dor", "bane", "ith", "ric", "lis"];
export const EPITHET = ["Last Word", "Widow's Promise", "Lantern of the Drowned", "Kingmaker", "Quiet Friend", "Oathkeeper", "Ninth Hour", "Storm's Bride", "Beggar's Luck", "Unspoken", "Heartwarden", "Long Night", "Saltmother", "Threadcutter", "Dawnbreaker", "Wayfinder", "Hollow Crown", "Ember Tongue", "Grey Pilgrim", "Salt Oath", "Midnight Bell", "Ashen Vow", "Thorn Queen", "River King", "Silent Choir", "Iron Lullaby", "Seventh Son", "Bright Ruin", "Cinder Saint", "Lost Lantern", "Broken Compass", "Pale Shepherd"];

/** What it does, by rarity: a rarer item does more (a verb phrase; a condition follows it). */
export const PROPERTIES: Record<Rarity, readonly string[]> = {
  common: ["is well balanced", "never rusts or rots", "is lighter than it looks", "fits any hand", "stays clean", "is easy to mend", "keeps its edge or shine", "sits quietly in a pack"],
  uncommon: ["hums near hidden doors", "stays warm in bitter cold", "cannot be stolen from a sleeper", "glows dimly when spoken to", "points north", "smells of rain before a storm", "shivers near poison", "wakes its owner at need"],
  rare: ["turns aside a first blow", "lets its bearer understand any tongue", "mends itself overnight", "shows the way home", "hides its bearer from hounds", "burns the hands of thieves", "holds one spoken message", "calms wild beasts"],
  legendary: ["can unmake a single oath", "speaks with its first owner's voice", "calls lightning from a clear sky", "shows the faces of past bearers", "opens any door it touches", "turns a killing blow", "commands the loyalty of soldiers", "stops time for a heartbeat"],
};
export const WHEN: Record<Setting, readonly string[]> = {
  "high-fantasy": ["by daylight", "under the moon", "for the worthy", "near elves", "once a day", "when named aloud"],
  "dark-fantasy": ["after dark", "for a price", "near the dead", "when blood is spilt", "once a night", "for the cursed"],
  "science-fiction": ["when charged", "on the right frequency", "in vacuum", "when synced", "once per cycle", "near a reactor"],
  modern: ["when charged", "on a good day", "in the city", "for its owner only", "when nobody looks", "if wound up"],
  steampunk: ["when wound", "under steam", "in fog", "at the stroke of the hour", "near galvanic fields", "once a day"],
  "post-apocalyptic": ["in the rads", "in a dust storm", "when it feels like it", "near water", "at night", "for survivors"],
  mythic: ["when a god watches", "on holy days", "for heroes", "at dawn", "near the sea", "when an oath is sworn"],
};
export const VALUE: Record<Rarity, readonly [number, number]> = { common: [2, 40], uncommon: [50, 400], rare: [500, 5000], legendary: [10000, 90000] };
export const CURRENCY: Record<Setting, string> = { "high-fantasy": "gold crowns", "dark-fantasy": "silver marks", "science-fiction": "credits", modern: "dollars", steampunk: "sovereigns", "post-apocalyptic": "bottle caps", mythic: "rings of gold" };

export const MAKERS = ["the smith {maker}", "the recluse artificer {maker}", "a forgotten guild", "{maker}, who made only three such things", "the workshop of {maker} and daughters", "an unknown hand", "the master {maker}", "{maker} of the river quarter", "a travelling tinker, {maker}", "{maker} the Younger"];
export const MAKER_NAMES = ["Odran Vell", "Hestia Moor", "Barnaby Quill", "Issa Kaen", "Thoralf Grimm", "Mirela Sand", "Cassius Fenn", "Yuki Thorne", "Ansel Brack", "Dagmar Holt", "Peregrine Ash", "Lio Marsh", "Ottilie Crane", "Soren Vatch"];
export const PROV_EVENT: Record<Setting, readonly string[]> = {
  "high-fantasy": ["lost in a shipwreck", "buried with a knight", "won in a tourney", "gifted at a royal wedding", "stolen from an elven hall", "found in a dragon's hoard"],
  "dark-fantasy": ["taken from a plague pit", "buried with a hanged man", "paid as blood money", "pawned by a desperate widow", "stolen from a crypt", "found on a gibbet"],
  "science-fiction": ["salvaged from a derelict", "smuggled past customs", "pulled from an escape pod", "won in a zero-g wager", "auctioned by a bankrupt line", "found in a data vault"],
  modern: ["sold at a flea market", "left in a will", "found in an attic", "stolen from a museum", "lost on a train", "bought at auction"],
  steampunk: ["recovered from an airship wreck", "pawned by an inventor", "won at cards", "shown at the Exhibition", "stolen from a lord's study", "lost in the fog"],
  "post-apocalyptic": ["dug out of a ruined mall", "traded for water", "taken from a raider", "found in a vault", "pulled from a burnt car", "won in a knife fight"],
  mythic: ["given by a goddess", "taken from a slain giant", "won in a riddle contest", "pulled from the sea", "left at an oracle's shrine", "carried back from the underworld"],
};
export const PROV_THEN = ["it passed through {n} owners", "it sat in a locked case for {years} years", "it was wagered again and again", "it vanished for {years} years", "it went from hand to hand", "it turned up {years} years later", "it was sold for a song", "nobody kept it long"];
export const PROV_END = ["before reaching its present owner", "until a thief freed it", "and its trail goes cold there", "before it came to market", "until a child found it", "and the story grew in the telling", "and none kept it willingly", "before it was recognised"];
export const REQ_NEED: Record<Rarity, readonly string[]> = {
  common: ["none", "a steady hand", "a little practice", "common sense", "a strong arm", "patience"],
  uncommon: ["a night of attunement", "a word of command", "a drop of blood", "a season of practice", "a clear conscience", "a teacher's guidance"],
  rare: ["an unbroken oath", "the maker's bloodline", "a daily drop of blood", "a year of study", "a true name spoken", "a sacrifice of sleep"],
  legendary: ["the blood of its maker's line", "a deed worthy of song", "the bearer's own name, given up", "a pact sealed at midnight", "a life sworn to its cause", "the favour of its past owners"],
};
export const REQ_WHY = ["to use it at all", "to wake its power", "before it answers", "or it stays silent", "for it to obey", "or it turns on its bearer"];
export const QUIRK_DO: Record<"heroic" | "grim" | "whimsical", readonly string[]> = {
  heroic: ["It chimes softly", "It grows heavier", "It glows a little brighter", "It hums a marching song", "It warms in the hand", "It rings like a bell", "It points the way", "It stands up straight"],
  grim: ["It takes a memory", "It whispers a name", "It drinks a little warmth", "It weeps rust", "It brings dreams of drowning", "It draws blood", "It turns cold as a grave", "It calls the crows"],
  whimsical: ["It sneezes", "It sulks", "It hums drinking songs", "It giggles", "It changes colour", "It hides itself", "It squeaks", "It tells bad jokes"],
};
export const QUIRK_WHEN = ["when its bearer lies", "in the hands of a coward", "if left unpolished", "at every sunrise", "when a stranger touches it", "near its maker's kin", "whenever it is used", "when rain is coming", "if carried on the right", "at midnight"];
