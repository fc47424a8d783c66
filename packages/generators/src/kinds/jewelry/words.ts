// Word lists for the jewelry kind: our own vocabulary for rings, torcs, brooches and their makers.
// Metals and stones carry a worth tier (the value band follows from them); setting decides the
// metals, craft and powers; tone decides the history, composed from parts.
import type { BySetting, ByTone } from "../../core/phrases/weave.js";

export const TYPES = ["ring", "necklace", "brooch", "circlet", "bracelet", "earring", "torc", "amulet"] as const;
export const SYL_A = ["Ael", "Bry", "Cor", "Del", "Ely", "Fae", "Gwen", "Hal", "Isa", "Jor", "Kyr", "Lia", "Mor", "Nim", "Osr", "Per", "Qui", "Rhe", "Syl", "Tav", "Ume", "Vey", "Wil", "Yse"];
export const SYL_B = ["a", "en", "i", "o", "ara", "eth", "ine", "ond", "ys", "iel", "an", "or", "wen", "ric", "is", "ette"];
export const ADJ: BySetting<readonly string[]> = {
  "high-fantasy": ["Queen's", "Silver", "Starlit", "Bright", "Eternal", "Elven", "Dawn", "Twilight", "Moonlit", "Golden", "Royal", "Gleaming", "Oathbound", "Morning", "Winter"],
  "dark-fantasy": ["Widow's", "Weeping", "Hollow", "Crimson", "Broken", "Grave", "Sunken", "Bleeding", "Midnight", "Forsaken", "Ashen", "Withered", "Mourning", "Cursed", "Drowned"],
  "science-fiction": ["Quantum", "Orbital", "Signal", "Null", "Pulsar", "Helix", "Vector", "Chrome", "Ion", "Stellar", "Zenith", "Photon", "Cipher", "Nova", "Binary"],
  modern: ["Midnight", "Classic", "Heirloom", "Platinum", "Vintage", "Promise", "Diamond", "Lucky", "Golden", "Starlight", "Eternity", "Signature", "Infinity", "Sapphire", "Velvet"],
  steampunk: ["Brass", "Clockwork", "Gaslight", "Regent's", "Cogwheel", "Patent", "Gilded", "Aether", "Copper", "Victoria", "Empire", "Steam", "Gear", "Imperial", "Foundry"],
  "post-apocalyptic": ["Scrap", "Rad", "Dust", "Survivor's", "Wasteland", "Rust", "Bottlecap", "Last", "Ash", "Salvage", "Vault", "Raider", "Glow", "Ruin", "Road"],
  mythic: ["Olympian", "Serpent", "Sun", "Oracle's", "Titan's", "Gorgon", "Sea", "Laurel", "Golden", "Thunder", "Nymph", "Dawn", "Sacred", "Muse", "Hero's"],
};
/** Metals by setting, with a worth tier 0–3. */
export const METALS: BySetting<readonly (readonly [string, number])[]> = {
  "high-fantasy": [["bronze", 0], ["silver", 1], ["white gold", 2], ["red gold", 2], ["moon-silver", 3], ["mithral", 3]],
  "dark-fantasy": [["blackened iron", 0], ["pewter", 0], ["tarnished silver", 1], ["old gold", 2], ["bone-white gold", 2], ["grave-silver", 3]],
  "science-fiction": [["printed polymer", 0], ["titanium", 1], ["niobium", 1], ["iridium", 2], ["smart alloy", 2], ["neutronium foil", 3]],
  modern: [["stainless steel", 0], ["sterling silver", 1], ["rose gold", 2], ["18-carat gold", 2], ["platinum", 3], ["palladium", 3]],
  steampunk: [["brass", 0], ["copper", 0], ["nickel silver", 1], ["gilt bronze", 1], ["gold", 2], ["platinum", 3]],
  "post-apocalyptic": [["bent wire", 0], ["bottle caps", 0], ["copper cable", 1], ["salvaged silver", 2], ["pre-war gold", 3], ["scrap chrome", 0]],
  mythic: [["bronze", 0], ["electrum", 1], ["silver", 1], ["gold", 2], ["orichalcum", 3], ["sun-gold", 3]],
};
/** Stones, with a worth tier 0–3. */
export const GEMS: readonly (readonly [string, number])[] = [
  ["no stones at all", 0], ["glass beads", 0], ["jet beads", 0], ["amber", 1], ["seed pearls", 1], ["a cloudy opal", 1], ["garnets", 1],
  ["emerald chips", 2], ["a star sapphire", 2], ["a single ruby", 2], ["black pearls", 2], ["a flawless diamond", 3], ["a blood ruby", 3], ["a heart-sized emerald", 3],
];
/** Value bands by worth (metal tier + stone tier, 0–6): finer metal and stones always cost more. */
export const VALUE_BAND: readonly (readonly [number, number])[] = [[2, 9], [10, 29], [30, 99], [100, 299], [300, 999], [1000, 2999], [3000, 9000]];
export const UNIT: BySetting<string> = {
  "high-fantasy": "gold", "dark-fantasy": "silver marks", "science-fiction": "credits", modern: "dollars", steampunk: "guineas", "post-apocalyptic": "caps", mythic: "drachmae",
};
export const CRAFT: BySetting<readonly string[]> = {
  "high-fantasy": ["elven filigree", "dwarven chasing", "enamel in three colours", "granulation in spirals", "wirework like frost", "plain, heavy work"],
  "dark-fantasy": ["crude hammer-work", "mourning enamel", "hair-work under glass", "bone inlay", "cast from a death mask", "blackened filigree"],
  "science-fiction": ["laser-etched work", "nano-printed lattice", "grown crystal settings", "micro-circuit inlay", "zero-g casting", "holographic enamel"],
  modern: ["machine-polished work", "hand-set pavé", "brushed satin finish", "laser engraving", "art deco styling", "minimalist casting"],
  steampunk: ["riveted plates", "tiny working gears", "guilloché engraving", "enamel and brass", "clockwork hinges", "etched copper"],
  "post-apocalyptic": ["hammered scrap", "wire-wrapped salvage", "soldered junk", "melted and re-cast", "twisted cable", "filed-down parts"],
  mythic: ["god-smith's work", "repoussé figures", "granulated gold", "lost-wax casting", "twisted torc-work", "beaten sheet"],
};
export const LOOK_SHAPE = ["a coiled serpent", "a wreath of leaves", "an open eye", "a plain band", "endless knots", "a tiny bird", "two clasped hands", "a crescent moon", "a sunburst", "a stag's head", "a spiral", "a key"];
export const LOOK_WEAR: BySetting<readonly string[]> = {
  "high-fantasy": ["worn smooth", "newly polished", "bright as new", "glinting with old spells", "mended by an elf", "faintly glowing"],
  "dark-fantasy": ["dull with age", "stained dark", "scratched by nails", "green at the edges", "crusted with grave dirt", "cold to the touch"],
  "science-fiction": ["factory-fresh", "scuffed by vacuum", "faintly humming", "with a status light", "serial-stamped", "coated in nano-film"],
  modern: ["freshly cleaned", "slightly bent", "in its original box", "worn daily", "resized twice", "insured"],
  steampunk: ["smelling of oil", "soot-dark in the grooves", "ticking faintly", "polished with brass paste", "stamped with a patent", "slightly sooty"],
  "post-apocalyptic": ["pitted by acid", "bound with tape", "sand-scoured", "faintly radioactive", "patched with solder", "dug from the dust"],
  mythic: ["sun-warmed", "salt-crusted from the sea", "blessed at a shrine", "bright as a god's eye", "wreathed in laurel", "worn by offerings"],
};
export const PROP_DO: BySetting<readonly string[]> = {
  "high-fantasy": ["grows warm near a lie", "lets the wearer hear through walls", "always finds its way back", "dims when danger nears", "soothes pain", "makes its wearer forgettable", "hums softly at dawn", "wards off fey"],
  "dark-fantasy": ["bleeds when death is near", "keeps the dead from rising", "whispers its last owner's name", "turns cold near a curse", "hides the wearer from ghosts", "weeps at funerals", "draws the eyes of wolves", "drinks a little warmth"],
  "science-fiction": ["jams nearby scanners", "stores a mind backup", "pings its owner's location", "projects a shield at need", "translates speech", "opens coded locks", "reads the wearer's pulse", "glows in vacuum"],
  modern: ["brings luck at cards", "never sets off metal detectors", "stops the wearer's nightmares", "makes strangers trust the wearer", "always comes back when lost", "warms before bad news", "keeps its wearer calm", "catches the eye of everyone"],
  steampunk: ["ticks when danger nears", "tells the true time anywhere", "sparks near aether", "hides a tiny key", "plays a tune at noon", "points to magnetic north", "warms in cold fog", "picks simple locks"],
  "post-apocalyptic": ["clicks near radiation", "purifies a cup of water", "brings good trades", "keeps raiders away, they say", "glows faintly at night", "hides a blade", "marks the wearer as a friend", "never rusts"],
  mythic: ["calls a god's favour", "turns aside the evil eye", "lets the wearer speak with beasts", "shines at a lie", "promises safe return from sea", "grants a prophetic dream", "wards off monsters", "binds an oath"],
};
export const HIST_WHO: ByTone<readonly string[]> = {
  heroic: ["A hero", "A young queen", "A sea captain", "A healer", "A marshal", "A bard", "A knight-errant", "A rebel leader"],
  grim: ["A drowned noble", "A hanged thief", "A murdered bride", "A plague doctor", "A deserter", "A disgraced judge", "A poisoner", "A widow"],
  whimsical: ["A magpie", "A forgetful duke", "A travelling juggler", "A baker's cat", "A retired pirate", "A very old goat", "A lovesick poet", "A nervous wizard"],
};
export const HIST_DID: ByTone<readonly string[]> = {
  heroic: ["wore it into battle", "gave it as a vow", "carried it across the sea", "won it in a contest", "wore it to a coronation", "pledged it for an army"],
  grim: ["died wearing it", "stole it from a grave", "was buried with it", "pawned it for bread", "lost a finger to it", "was betrayed for it"],
  whimsical: ["swallowed it", "lost it in a pie", "traded it for a song", "wore it upside down", "used it as a fishing lure", "stole it twice"],
};
export const HIST_AFTER: ByTone<readonly string[]> = {
  heroic: ["and it passed to the bravest heir", "and it came back alone", "and songs tell of it", "and it has been honoured since", "and it returned with the victors", "and it hangs in a hall"],
  grim: ["and it was found on the body, untouched", "and the family never stopped searching", "and each owner since has died badly", "and no one will wear it now", "and it came back bloodied", "and the heirs fought over it"],
  whimsical: ["and the jewellers keep a ledger on it", "and gave it back, eventually", "and it has never been the same", "and nobody quite knows how", "and it won a prize", "and the story gets sillier yearly"],
};
export const INSCRIPTIONS = ["Until the sea runs dry", "Mine in shadow, mine in light", "Remember", "One heart, one oath", "Never again", "For the one who waited", "Kept, not owned", "Come home", "Always", "Not for sale", "Through fire", "Hold fast", "Forgive me", "Still here", "Ask me why", "Yours, in time"];
