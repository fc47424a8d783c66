// Word lists for the material kind: our own vocabulary for metals, stones, woods, fibres and
// stranger stuff, keyed by type (what it is decides where it comes from and how it is worked) and
// by setting (who digs it, what it is used for), in parts so sentences are composed.
import type { BySetting, ByTone } from "../../core/phrases/weave.js";

export const TYPES = ["metal", "stone", "wood", "fibre", "crystal", "hide"] as const;
export type MaterialType = (typeof TYPES)[number];
export const RARITY = ["common", "uncommon", "rare", "very rare", "legendary"] as const;
export type Rarity = (typeof RARITY)[number];
export const RARITY_WEIGHTS: readonly (readonly [Rarity, number])[] = [
  ["common", 30],
  ["uncommon", 30],
  ["rare", 20],
  ["very rare", 13],
  ["legendary", 7],
];
/** Value bands per unit: rarity decides the band, so a rarer material is always dearer. */
export const VALUE_BAND: Readonly<Record<Rarity, readonly [number, number]>> = {
  common: [1, 9],
  uncommon: [10, 49],
  rare: [50, 199],
  "very rare": [200, 999],
  legendary: [1000, 5000],
};
/** The setting's coin (one, many) and its measure. */
export const UNIT: BySetting<readonly [string, string, string]> = {
  "high-fantasy": ["gold piece", "gold pieces", "a pound"],
  "dark-fantasy": ["silver mark", "silver marks", "a pound"],
  "science-fiction": ["credit", "credits", "a kilo"],
  modern: ["dollar", "dollars", "a kilo"],
  steampunk: ["shilling", "shillings", "a pound"],
  "post-apocalyptic": ["cap", "caps", "a pound"],
  mythic: ["drachma", "drachmae", "a talent"],
};

export const SYL_A = [
  "Ad",
  "Bel",
  "Cor",
  "Dra",
  "Eb",
  "Fer",
  "Gor",
  "Hel",
  "Ith",
  "Kal",
  "Lun",
  "Myr",
  "Nar",
  "Or",
  "Pel",
  "Ryl",
  "Sar",
  "Tir",
  "Um",
  "Val",
  "Wyr",
  "Xen",
  "Yth",
  "Zir",
];
export const SYL_B = ["a", "i", "o", "e", "an", "el", "or", "ur", "is", "am", "on", "yr", "ae", "ul", "eth", "ir"];
export const SUFFIX: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["ium", "ite", "steel", "iron", "silver", "gold", "brass", "um"],
  stone: ["stone", "ite", "marble", "slate", "rock", "basalt", "flint", "granite"],
  wood: ["wood", "oak", "ash", "thorn", "pine", "elm", "bark", "heart"],
  fibre: ["silk", "weave", "flax", "wool", "thread", "cotton", "spun", "cloth"],
  crystal: ["glass", "quartz", "ine", "spar", "gem", "shard", "crystal", "ite"],
  hide: ["hide", "scale", "leather", "skin", "pelt", "chitin", "fur", "shell"],
};
export const ADJ: BySetting<readonly string[]> = {
  "high-fantasy": ["Pale", "True", "Star", "Moon", "Sun", "Elder", "Bright", "Dawn"],
  "dark-fantasy": ["Black", "Grave", "Blood", "Dusk", "Hollow", "Ash", "Wraith", "Grim"],
  "science-fiction": ["Neo", "Void", "Hyper", "Quantum", "Orbital", "Null", "Ion", "Flux"],
  modern: ["Grade-A", "Carbon", "Nano", "Bio", "Hard", "Lite", "Pro", "Ultra"],
  steampunk: ["Patent", "Aether", "Gilded", "Smoke", "Iron", "Galvanic", "Coal", "Cog"],
  "post-apocalyptic": ["Scrap", "Rad", "Glow", "Dust", "Rust", "Old-World", "Ash", "Salvage"],
  mythic: ["Titan", "Olympian", "Sun", "Oracle", "Sacred", "Storm", "Nymph", "Gorgon"],
};
/** Where it comes from: a place by type, then who works it there, by setting. */
export const SOURCE_PLACE: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: [
    "deep seams under the mountains",
    "fallen meteorites",
    "the beds of boiling rivers",
    "ore veins in sea cliffs",
    "bog iron pits",
    "the slag of a dead volcano",
  ],
  stone: [
    "quarries in sea cliffs",
    "the floors of drowned valleys",
    "the throats of old volcanoes",
    "desert outcrops",
    "river gorges",
    "the roots of a mountain",
  ],
  wood: ["trees that grow on graves", "forests at the edge of the world", "tended groves", "swamp cypresses", "a single ancient tree", "lightning-struck oaks"],
  fibre: ["the cocoons of giant moths", "salt-marsh reeds", "the fleece of mountain goats", "spider colonies", "a cactus fibre", "sea-silk from clams"],
  crystal: ["geodes split by frost", "lightning-struck caves", "the shores of a glass desert", "hot springs", "salt flats", "the hearts of icebergs"],
  hide: ["great swamp lizards", "deep-sea beasts", "the shed skins of wyrms", "herd beasts of the plains", "cave-bats the size of oxen", "giant eels"],
};
export const SOURCE_WHO: BySetting<readonly string[]> = {
  "high-fantasy": [
    "worked by dwarven clans",
    "claimed by an elven house",
    "taxed by the crown",
    "guarded by a wizard's tower",
    "held by a guild charter",
    "farmed by halfling families",
    "under a baron's seal",
  ],
  "dark-fantasy": [
    "worked by convicts",
    "watched by a cursed family",
    "haunted by the drowned",
    "held by a mad margrave",
    "shunned after dark",
    "cursed by a dying witch",
    "run by a bitter abbot",
  ],
  "science-fiction": [
    "strip-mined by drones",
    "under a corporate claim",
    "found on a frontier moon",
    "harvested by an orbital rig",
    "surveyed by a colony AI",
    "claimed by a rebel cell",
    "under a union contract",
  ],
  modern: [
    "owned by a multinational",
    "licensed by the state",
    "protested by locals",
    "run on thin margins",
    "in a national park",
    "run by a family firm",
    "dug by a small co-op",
  ],
  steampunk: [
    "worked by steam diggers",
    "held by a chartered company",
    "reached by airship",
    "owned by a duke's consortium",
    "mined by clockwork crews",
    "under the Admiralty's seal",
    "reached by a funicular",
  ],
  "post-apocalyptic": [
    "scavenged from the ruins",
    "held by a raider clan",
    "dug by hand",
    "fought over by two towns",
    "reached through a rad zone",
    "traded at a bunker market",
    "guarded by mutants",
  ],
  mythic: [
    "given by a god",
    "guarded by a titan",
    "won from a monster",
    "sacred to a river spirit",
    "tended by a temple",
    "cursed by a sea god",
    "won in a wager with Hermes",
  ],
};
export const PROPERTIES: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: [
    "is harder than steel",
    "is light as ash",
    "rings like a bell",
    "never rusts",
    "holds an edge for years",
    "warms in the hand",
    "bends without breaking",
    "melts at a low heat",
    "draws lightning",
  ],
  stone: [
    "takes a high polish",
    "stays cool in any heat",
    "splits in clean sheets",
    "drinks in sound",
    "glows faintly at night",
    "resists fire entirely",
    "is heavy as lead",
    "slowly mends its own cracks",
    "never erodes",
  ],
  wood: [
    "never rots",
    "floats like cork",
    "bends without breaking",
    "smells of honey",
    "is hard as iron",
    "will not burn",
    "sings when the wind blows",
    "grows back where cut",
    "carves like butter",
  ],
  fibre: [
    "is stronger than rope",
    "is light as mist",
    "repels water",
    "is warm even when wet",
    "cannot be cut by a common blade",
    "takes any dye",
    "never tangles",
    "shines in moonlight",
    "breathes in the heat",
  ],
  crystal: [
    "bends light into colours",
    "holds heat for days",
    "hums when touched",
    "conducts thought",
    "stores a charge",
    "is clear as water",
    "grows brittle in moonlight",
    "glows when struck",
    "cannot be seen by spirits",
  ],
  hide: [
    "turns blades",
    "shrugs off fire",
    "stays supple for decades",
    "repels water",
    "smells of the sea",
    "changes colour with mood",
    "heals small tears itself",
    "is light as cloth",
    "is hard as horn when dried",
  ],
};
const LOOK_COLOUR_BASE = [
  "dull grey",
  "deep red",
  "milky white",
  "jet black",
  "iridescent",
  "warm golden",
  "sea-green",
  "bruise-purple",
  "bone-pale",
  "copper-bright",
  "smoky blue",
  "rust-orange",
];
export const LOOK_PATTERN: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["with blue veins", "with a mirror sheen", "with a hammered look", "streaked with silver", "with a dull bloom"],
  stone: ["with white veins", "flecked with mica", "in banded layers", "with fossil whorls", "with a waxy lustre"],
  wood: ["with a tight grain", "with a swirling grain", "with dark knots", "with a silky figure", "with pale rings"],
  fibre: ["with a soft sheen", "with a coarse weave", "with a pearly glint", "in fine strands", "with a downy nap"],
  crystal: ["with smoky inclusions", "with a cold fire", "in long needles", "in clear hexagons", "with a frosted skin"],
  hide: ["with overlapping scales", "with a pebbled grain", "with faint stripes", "with a waxy shine", "with a ridged pattern"],
};
const LOW_USE: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["armour plates", "ritual daggers", "crowns", "coins", "shield bosses", "locks", "bells", "sword blades"],
  stone: ["temple doors", "tomb lids", "whetstones", "statues", "castle walls", "altars", "millstones", "carved seals"],
  wood: ["bowstaves", "wizards' staves", "ship keels", "shield boards", "lutes", "coffins", "spear shafts", "thrones"],
  fibre: ["sails", "bowstrings", "robes", "bandages", "rope", "banners", "fishing nets", "tapestries"],
  crystal: ["lenses", "scrying orbs", "rings", "lamps", "wands", "window panes", "hourglasses", "reliquaries"],
  hide: ["jerkins", "shields", "book bindings", "saddles", "boots", "drumheads", "tents", "scabbards"],
};
const HIGH_USE: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["hull plating", "engine parts", "circuit boards", "weapon barrels", "surgical tools", "exosuit frames", "bridge cables", "phone casings"],
  stone: ["habitat domes", "countertops", "heat shields", "road beds", "monuments", "data crystals", "blast walls", "lab benches"],
  wood: ["designer furniture", "guitars", "cabin panels", "skateboards", "rifle stocks", "boat hulls", "flooring", "wall shields"],
  fibre: ["body armour", "parachutes", "space suits", "filters", "sports gear", "cable sheaths", "tents", "medical mesh"],
  crystal: ["laser optics", "sensor arrays", "power cells", "watch faces", "solar panels", "neural implants", "camera lenses", "chips"],
  hide: ["armour liners", "car seats", "gloves", "boots", "holsters", "pressure seals", "jackets", "gun grips"],
};
const GROUP: BySetting<Readonly<Record<MaterialType, readonly string[]>>> = {
  "high-fantasy": LOW_USE,
  "dark-fantasy": LOW_USE,
  mythic: LOW_USE,
  steampunk: LOW_USE,
  "science-fiction": HIGH_USE,
  modern: HIGH_USE,
  "post-apocalyptic": HIGH_USE,
};
const SETTING_ORDER = ["high-fantasy", "dark-fantasy", "science-fiction", "modern", "steampunk", "post-apocalyptic", "mythic"] as const;
/** A list turned by n places: the same draw gives a different item in each setting. */
export const rot = <T>(xs: readonly T[], n: number): T[] => [...xs.slice(n % xs.length), ...xs.slice(0, n % xs.length)];
/** Uses by setting and type: a fantasy fibre becomes sails, a science-fiction one space suits. */
export const USES = (setting: keyof typeof GROUP, type: MaterialType): readonly string[] => USES_TABLE[setting][type];
const USES_TABLE = Object.fromEntries(
  SETTING_ORDER.map((st, i) => [st, Object.fromEntries((Object.keys(LOW_USE) as MaterialType[]).map((t) => [t, rot(GROUP[st][t], i)]))]),
) as unknown as BySetting<Readonly<Record<MaterialType, readonly string[]>>>;
/** The look's colours, turned per setting. */
/** Mythic colours are the old epics' own: wine-dark, ichor-gold, Tyrian purple. */
const MYTHIC_COLOURS = [
  "wine-dark",
  "ichor-gold",
  "Tyrian purple",
  "sea-foam white",
  "olive-dark",
  "bronze-bright",
  "honey-gold",
  "pyre-ash grey",
  "dawn-rose",
  "cinnabar red",
  "lapis blue",
  "ivory-pale",
];
export const LOOK_COLOURS: BySetting<readonly string[]> = Object.fromEntries(
  SETTING_ORDER.map((st, i) => [st, st === "mythic" ? MYTHIC_COLOURS : rot(LOOK_COLOUR_BASE, i * 2)]),
) as unknown as BySetting<readonly string[]>;
export const WORK_HOW: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["must be worked cold", "softens only in a special fire", "is folded a hundred times", "is poured, never hammered", "is beaten thin over weeks"],
  stone: ["is split with wedges and water", "is carved wet", "is cut with sand and wire", "is ground, never chiselled", "is fired before carving"],
  wood: ["is seasoned for seven years", "is soaked in brine", "is bent with steam", "is cut only in winter", "is carved green"],
  fibre: ["is spun on a drop spindle", "is retted in a pond", "is woven wet", "is combed a hundred times", "is boiled in ash-lye"],
  crystal: ["is cut along its grain", "is grown, not carved", "is polished for a month", "is tuned by ear", "is cut under water"],
  hide: ["is tanned in bark", "is cured in smoke", "is scraped for days", "is oiled every season", "is stretched on frames"],
};
export const WORK_TOOL: BySetting<readonly string[]> = {
  "high-fantasy": [
    "by master smiths",
    "in dwarven halls",
    "with runed tools",
    "under the guild's eye",
    "by patient apprentices",
    "in the old way",
    "by elven hands",
  ],
  "dark-fantasy": [
    "by sullen convicts",
    "in the dead of night",
    "with blood on the tools",
    "by a shunned family",
    "in a locked workshop",
    "under a priest's blessing",
    "by the light of tallow",
  ],
  "science-fiction": [
    "by fabricator arms",
    "in zero gravity",
    "with laser cutters",
    "under clean-room rules",
    "by licensed techs",
    "in orbital foundries",
    "by nanite swarms",
  ],
  modern: ["with diamond saws", "in a factory", "by a few artisans", "with CNC machines", "under safety rules", "in a garage workshop", "by 3D printers"],
  steampunk: [
    "with steam hammers",
    "in a soot-black mill",
    "by clockwork lathes",
    "by union men",
    "under gaslight",
    "in a brass-fitted shop",
    "by sweating apprentices",
  ],
  "post-apocalyptic": [
    "with scavenged tools",
    "over open fires",
    "by whoever has the knack",
    "with a car jack",
    "in a shipping crate",
    "by a one-armed smith",
    "in the ruins of a mall",
  ],
  mythic: [
    "at a god's forge",
    "by one-eyed smiths",
    "with a hero's help",
    "under temple rule",
    "by the muses' craftsmen",
    "beside a sacred fire",
    "by cyclopes",
  ],
};
export const HAZARD_WHAT: ByTone<readonly string[]> = {
  heroic: [
    "its dust stings the eyes",
    "its splinters are sharp",
    "it is heavier than it looks",
    "it cracks if dropped",
    "it burns hot when worked",
    "it dulls tools quickly",
    "it grows slippery",
    "it gives off a glare",
    "it weighs down carts",
  ],
  grim: [
    "its dust poisons the lungs",
    "its splinters fester",
    "it shatters without warning",
    "long contact dulls the senses",
    "it maddens those who work it",
    "it has killed more miners than war",
    "it rots the teeth",
    "it whispers to the lonely",
    "it draws the dead",
  ],
  whimsical: [
    "it tickles",
    "it makes cats sneeze",
    "it hums off-key",
    "it smells faintly of cabbage",
    "it sticks to everything",
    "it squeaks when bent",
    "it giggles",
    "it attracts pigeons",
    "it sulks",
  ],
};
export const HAZARD_WHEN = [
  "when worked dry",
  "after long handling",
  "in the heat",
  "if stored badly",
  "in the wrong hands",
  "when freshly cut",
  "near open flame",
  "in damp weather",
  "in careless hands",
  "by the ton",
  "in a closed room",
];
export const LORE_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["Kings", "Dwarven lords", "Elven houses", "Wizards", "Guild masters", "Knights"],
  "dark-fantasy": ["Margraves", "Witch-hunters", "Grave-robbers", "Cursed families", "Plague lords", "Smugglers"],
  "science-fiction": ["Corporations", "Colony boards", "Fleet quartermasters", "Pirate crews", "Mining cartels", "AI brokers"],
  modern: ["Investors", "Governments", "Designers", "Collectors", "Engineers", "Smugglers"],
  steampunk: ["Industrialists", "Airship captains", "Inventors", "Dukes", "Union bosses", "Colonial companies"],
  "post-apocalyptic": ["Warlords", "Traders", "Settlements", "Raiders", "Scavengers", "Water barons"],
  mythic: ["Gods", "Heroes", "Titans", "Oracles", "Sea kings", "City-states"],
};
export const LORE_DO: ByTone<readonly string[]> = {
  heroic: [
    "have gone to war over it",
    "prize it above gold",
    "send expeditions for it",
    "give it as a sign of honour",
    "trust their lives to it",
    "put it in their finest work",
  ],
  grim: [
    "have murdered for it",
    "work slaves to death for it",
    "hoard it while others starve",
    "bury their secrets in it",
    "burn villages to reach it",
    "sell their children's future for it",
  ],
  whimsical: [
    "argue about how to pronounce it",
    "keep tiny bits of it for luck",
    "write bad songs about it",
    "insist it has moods",
    "polish it when bored",
    "name their goats after it",
  ],
};
export const LORE_WHY: ByTone<readonly string[]> = {
  heroic: [
    "and call it worth the price",
    "for generations",
    "in every age",
    "without regret",
    "when the need is great",
    "on every long road",
    "before any hard task",
  ],
  grim: ["and never speak of it", "and will again", "for a few coins more", "in every age", "with cold hearts"],
  whimsical: ["for no clear reason", "at every festival", "on alternate Thursdays", "quite seriously", "when nobody is looking"],
};
