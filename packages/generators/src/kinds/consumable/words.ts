// Word lists for the consumable kind: our own vocabulary for potions, foods, drugs and draughts,
// in parts (core + potency, look + vessel, subject + deed) so sentences are composed, not fixed.
import type { Setting, Tone } from "../../core/options.js";
import type { BySetting, ByTone } from "../../core/phrases/weave.js";

export const TYPES = ["potion", "food", "drink", "elixir", "poison", "salve", "stimulant"] as const;
export type ConsumableType = (typeof TYPES)[number];
export const RARITY = ["common", "uncommon", "rare", "very rare"] as const;
export type Rarity = (typeof RARITY)[number];
/** How often each rarity is drawn: common things are common. */
export const RARITY_WEIGHTS: readonly (readonly [Rarity, number])[] = [
  ["common", 40],
  ["uncommon", 30],
  ["rare", 20],
  ["very rare", 10],
];
/** Price bands in the setting's coin: rarity decides the band, so a rarer dose always costs more. */
export const PRICE_BAND: Readonly<Record<Rarity, readonly [number, number]>> = {
  common: [1, 9],
  uncommon: [10, 49],
  rare: [50, 249],
  "very rare": [250, 1500],
};

export const SYL_A = [
  "Ber",
  "Cal",
  "Dun",
  "Esk",
  "Far",
  "Gil",
  "Hov",
  "Ils",
  "Jor",
  "Kel",
  "Lom",
  "Mab",
  "Nor",
  "Ost",
  "Pell",
  "Quill",
  "Ros",
  "Sab",
  "Tam",
  "Ulm",
  "Vey",
  "Wen",
  "Yar",
  "Zell",
];
export const SYL_B = ["a", "e", "i", "o", "en", "ar", "il", "or", "ew", "ith", "am", "ul", "es", "an", "ob", "et"];
export const SYL_C = [
  "by",
  "wick",
  "more",
  "ton",
  "ley",
  "dale",
  "ford",
  "thorn",
  "ridge",
  "well",
  "mere",
  "holt",
  "croft",
  "stead",
  "worth",
  "field",
  "gate",
  "brook",
  "combe",
  "low",
];
export const ADJ: BySetting<readonly string[]> = {
  "high-fantasy": ["Golden", "Moonlit", "Sweet", "Silver", "Honeyed", "Bright", "Starlit", "Wild"],
  "dark-fantasy": ["Bitter", "Midnight", "Black", "Grave", "Ashen", "Crimson", "Hollow", "Sour"],
  "science-fiction": ["Blue", "Cold", "Mark IV", "Zero-G", "Ionic", "Hyper", "Null", "Prime"],
  modern: ["Extra", "Classic", "Original", "Diet", "Double", "Midnight", "Lucky", "Spiced"],
  steampunk: ["Patent", "Brass", "Smoked", "Galvanic", "Improved", "Royal", "Steam"],
  "post-apocalyptic": ["Rusty", "Glowing", "Scav", "Dust", "Last", "Bootleg", "Radroach", "Bunker"],
  mythic: ["Sacred", "Olympian", "Sunborn", "Dawn", "Hallowed", "Ever", "Titan", "Nectared"],
};
const FANTASY_NOUN: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["Draught", "Philtre", "Tincture", "Vial", "Brew"],
  food: ["Loaf", "Cake", "Pie", "Biscuit", "Ration"],
  drink: ["Ale", "Cordial", "Tea", "Wine", "Mead"],
  elixir: ["Elixir", "Essence", "Distillate", "Nectar", "Quintessence"],
  poison: ["Venom", "Bane", "Dram", "Kiss", "Drop"],
  salve: ["Salve", "Balm", "Ointment", "Poultice", "Unguent"],
  stimulant: ["Powder", "Leaf", "Pastille", "Snuff", "Tonic"],
};
const TECH_NOUN: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["Injector", "Ampoule", "Medpack", "Dose", "Shot"],
  food: ["Bar", "Ration Pack", "Gel", "Wafer", "Meal"],
  drink: ["Soda", "Brew", "Shake", "Fizz", "Spirit"],
  elixir: ["Serum", "Compound", "Formula", "Culture", "Protocol"],
  poison: ["Toxin", "Agent", "Payload", "Dart", "Vector"],
  salve: ["Spray", "Gel", "Patch", "Foam", "Dressing"],
  stimulant: ["Stim", "Tab", "Inhaler", "Chip", "Booster"],
};
const MYTHIC_NOUN: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["Libation", "Draught", "Cup", "Krater", "Lekythos"],
  food: ["Honeycake", "Barley Cake", "Figs", "Offering", "Loaf"],
  drink: ["Wine", "Kykeon", "Mead", "Nectar", "Milk"],
  elixir: ["Ambrosia", "Ichor", "Nectar", "Dew", "Spring-water"],
  poison: ["Hemlock", "Aconite", "Bile", "Venom", "Gift"],
  salve: ["Oil", "Anointing", "Balm", "Unguent", "Myrrh"],
  stimulant: ["Laurel", "Smoke", "Resin", "Leaf", "Incense"],
};
export const NOUN: BySetting<Readonly<Record<ConsumableType, readonly string[]>>> = {
  "high-fantasy": FANTASY_NOUN,
  "dark-fantasy": FANTASY_NOUN,
  mythic: MYTHIC_NOUN,
  steampunk: FANTASY_NOUN,
  "science-fiction": TECH_NOUN,
  modern: TECH_NOUN,
  "post-apocalyptic": TECH_NOUN,
};

export const SIDE_WHAT: ByTone<readonly string[]> = {
  heroic: [
    "a lingering taste of copper",
    "a headache",
    "a faint glow to the eyes",
    "a short loss of smell",
    "a great thirst",
    "a sneezing fit",
    "flushed cheeks",
    "a ringing in the ears",
    "a heavy sleep",
  ],
  grim: [
    "vivid and unsettling dreams",
    "shaking hands",
    "a craving for more",
    "bleeding gums",
    "a grey cast to the skin",
    "a dread that will not lift",
    "black vomit",
    "hair that falls out in tufts",
    "a cough that brings up blood",
  ],
  whimsical: [
    "a rash of tiny blue spots",
    "hiccups",
    "an urge to sing",
    "hair that curls",
    "a voice gone squeaky",
    "a fondness for cheese",
    "giggling at nothing",
    "green teeth",
    "a sudden love of puns",
  ],
};
const rot = (xs: readonly string[], n: number): string[] => [...xs.slice(n), ...xs.slice(0, n)];
const WHEN = [
  "the next morning",
  "for an hour after",
  "in one dose in ten",
  "in those who take too much",
  "if taken on an empty stomach",
  "after the effect fades",
];
export const SIDE_WHEN: BySetting<readonly string[]> = {
  "high-fantasy": [...rot(WHEN, 0), "in elves above all", "under a full moon", "if taken near iron"],
  "dark-fantasy": [...rot(WHEN, 1), "when the bells toll", "in the already cursed", "on the third night"],
  "science-fiction": [...rot(WHEN, 2), "in low gravity", "after a jump", "in unmodified humans"],
  modern: [...rot(WHEN, 3), "with alcohol", "in about one user in five", "according to online forums"],
  steampunk: [...rot(WHEN, 4), "in the smoke of the city", "among the gentry", "near galvanic machines"],
  "post-apocalyptic": [...rot(WHEN, 5), "in the irradiated", "once the water runs out", "in mutants"],
  mythic: [
    "unless a libation is poured first",
    "in any who boast of it",
    "at the next new moon",
    "in oath-breakers",
    "on the way home",
    "if a god is watching",
    "in those the gods dislike",
    "at the turning of the year",
    "in mortals",
  ],
};
export const INGREDIENTS: BySetting<readonly string[]> = {
  "high-fantasy": [
    "moonpetal",
    "dragon pepper",
    "elfroot",
    "wyvern honey",
    "silverleaf",
    "midsummer dew",
    "griffin feather ash",
    "unicorn-mane moss",
    "sunberry",
    "starflower",
    "troll's-ear fungus",
    "crushed pearl",
    "mountain thyme",
    "phoenix ash",
  ],
  "dark-fantasy": [
    "grave moss",
    "nightshade",
    "mandrake root",
    "crow's blood",
    "witch-pyre ash",
    "bitter yew",
    "wolfsbane",
    "hemlock",
    "bone meal",
    "corpse candle wax",
    "black henbane",
    "rue",
    "gallows rope fibres",
    "a toad's spine",
  ],
  "science-fiction": [
    "protein gel",
    "stabilised nanites",
    "hydroponic kelp",
    "recombinant enzymes",
    "xeno-fungus spores",
    "electrolyte base",
    "synthetic adrenaline",
    "vat-grown yeast",
    "coolant-grade saline",
    "gene-edited algae",
    "quantum-dot dye",
    "lab-cultured marrow",
    "asteroid ice",
    "neural peptides",
  ],
  modern: [
    "caffeine extract",
    "ginger root",
    "cheap vodka",
    "honey",
    "glucose",
    "vitamin powder",
    "energy drink",
    "lemon",
    "aspirin",
    "cough syrup",
    "turmeric",
    "sea salt",
    "espresso",
    "mint leaves",
  ],
  steampunk: [
    "coal-tar extract",
    "laudanum",
    "aetheric salts",
    "tea leaves",
    "brass filings",
    "quicksilver",
    "opium poppy",
    "carbolic acid",
    "ginger beer",
    "galvanised water",
    "sal ammoniac",
    "quinine",
    "bitters",
    "distilled steam",
  ],
  "post-apocalyptic": [
    "glowing mushrooms",
    "boiled cactus",
    "old painkillers",
    "rat jerky",
    "rainwater",
    "engine coolant",
    "pre-war sugar",
    "mutant root",
    "bitter lichen",
    "canned peaches",
    "radscorpion venom",
    "battery acid",
    "dandelion",
    "moonshine",
  ],
  mythic: [
    "ambrosia",
    "first-bee nectar",
    "nymph's tears",
    "sacred barley",
    "river-of-forgetting water",
    "titan's blood",
    "golden apple peel",
    "laurel",
    "asphodel",
    "sea-foam",
    "centaur milk",
    "sun-dried figs",
    "wine of the gods",
    "honey from a temple hive",
  ],
};
/** How a dose looks; a colour goes before the last word ("a cloudy amber liquid"). */
export const LOOK_BODY: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["a cloudy liquid", "a clear fluid", "a thin syrup", "a fizzing liquid", "an oily draught"],
  food: ["small hard cakes", "a dense loaf", "dried strips", "a crumbly block", "sticky squares"],
  drink: ["a frothy drink", "a strong brew", "a sharp spirit", "a cloudy cordial", "a steaming tea"],
  elixir: ["a shimmering fluid", "a glowing drop", "a heavy liquid", "a swirling essence", "a misty essence"],
  poison: ["drops", "a fine powder", "an oily bead", "a thin liquid", "a sticky resin"],
  salve: ["a thick paste", "a waxy balm", "a cool gel", "a greasy ointment", "a grainy poultice"],
  stimulant: ["a fine powder", "small pills", "dried leaves", "a bitter paste", "hard lozenges"],
};
export const COLOURS = [
  "amber",
  "pale green",
  "violet",
  "deep red",
  "milky white",
  "inky black",
  "gold-flecked",
  "sky-blue",
  "rust-brown",
  "silvery",
  "rose-pink",
  "murky grey",
];
export const VESSEL: BySetting<readonly string[]> = {
  "high-fantasy": ["in a stoppered vial", "wrapped in leaves", "in a glass phial", "in a silk pouch", "in a clay jar"],
  "dark-fantasy": ["in a cracked bottle", "in a bone box", "in a wax-sealed jar", "in a black vial", "in a leather flask"],
  "science-fiction": ["in a sealed injector", "in a foil sachet", "in a pressure vial", "in a printed capsule", "in a smart blister pack"],
  modern: ["in a plastic bottle", "in a blister pack", "in a can", "in a paper sachet", "in a brown pill jar"],
  steampunk: ["in a brass-capped phial", "in a tin", "in a corked bottle", "in a paper twist", "in a clockwork dispenser"],
  "post-apocalyptic": ["in a dented can", "in a reused bottle", "in a taped-up jar", "in a rag bundle", "in an old tin"],
  mythic: ["in a painted amphora", "in a golden cup", "in a shell", "in a fig leaf", "in a clay lekythos"],
};
export const TASTES = [
  "sweet as summer fruit",
  "bitter and medicinal",
  "smoky and sour",
  "oddly metallic",
  "cold and minty",
  "thick and earthy",
  "salty",
  "faintly floral",
  "like burnt sugar",
  "peppery",
  "like wet stone",
  "tasting of nothing at all",
];
/** A poison is made to go unnoticed. */
export const POISON_TASTES = [
  "all but tasteless",
  "faintly bitter",
  "sweet enough to hide in wine",
  "with a hint of almond",
  "tasting of nothing at all",
  "faintly salty",
];
export const SHELF: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["a season", "a year", "two years", "half a year", "three seasons"],
  food: ["a week", "a month", "a few days", "a fortnight", "ten days"],
  drink: ["a month", "a year", "a season", "six weeks", "a winter"],
  elixir: ["many years", "a decade", "a lifetime", "a generation", "twenty years"],
  poison: ["a year", "many years", "a season", "three years", "five years"],
  salve: ["a year", "a season", "two years", "half a year", "eighteen months"],
  stimulant: ["a month", "a season", "a year", "two months", "a few weeks"],
};
export const STORAGE: BySetting<readonly string[]> = {
  "high-fantasy": ["if sealed", "out of sunlight", "in a cool cellar", "wrapped in oilcloth", "in an oak chest", "packed in straw"],
  "dark-fantasy": ["if kept in the dark", "sealed with wax", "buried in cold earth", "away from the living", "in a crypt", "salted down"],
  "science-fiction": ["in cold storage", "in its sealed pack", "below freezing", "in a stasis locker", "under nitrogen", "in the med-bay safe"],
  modern: ["in the fridge", "unopened", "in a cool cupboard", "in the freezer", "out of direct sun", "with the cap on"],
  steampunk: ["in an ice box", "under a glass dome", "corked tight", "in a lead-lined case", "in a cool larder", "away from the boiler"],
  "post-apocalyptic": ["if nobody steals it", "out of the sun", "in a lead box", "buried in the sand", "in an old fridge", "under lock and key"],
  mythic: ["if blessed", "in a temple store", "sealed in honey", "in a cave shrine", "under an olive tree", "in a sacred spring"],
};
/** The setting's coin, one and many. */
export const CURRENCY: BySetting<readonly [string, string]> = {
  "high-fantasy": ["gold crown", "gold crowns"],
  "dark-fantasy": ["silver mark", "silver marks"],
  "science-fiction": ["credit", "credits"],
  modern: ["dollar", "dollars"],
  steampunk: ["shilling", "shillings"],
  "post-apocalyptic": ["bottle cap", "bottle caps"],
  mythic: ["drachma", "drachmae"],
};
/** Who makes it, by setting (subjects for the trade sentence). */
export const MAKERS: BySetting<readonly string[]> = {
  "high-fantasy": ["hedge witches", "temple healers", "elven herbalists", "court alchemists", "village wise women", "guild apothecaries"],
  "dark-fantasy": ["plague doctors", "grave-robbing herbalists", "swamp witches", "cloistered poisoners", "back-alley apothecaries", "the hangman's wife"],
  "science-fiction": ["corporate pharmacologists", "orbital labs", "med-bay printers", "black-market chemists", "colony biotechs", "military fabricators"],
  modern: ["pharmacies", "a small brewery", "home cooks", "a start-up lab", "street dealers", "a family bakery"],
  steampunk: ["patent-medicine men", "university chemists", "airship galley cooks", "a Lambeth distillery", "clockwork apothecaries", "a lady inventor"],
  "post-apocalyptic": ["wasteland cooks", "raider chemists", "bunker medics", "scrap-town brewers", "caravan traders", "a blind old doctor"],
  mythic: ["temple priestesses", "oracles' servants", "river nymphs", "the smith-god's daughters", "hill shepherds", "sworn maenads"],
};
/** How it is made, by type (he/she form; agreement comes from the maker). */
export const MAKE_VERB: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["brews it", "distils it", "makes it", "sells it"],
  food: ["bakes it", "packs it", "makes it", "sells it"],
  drink: ["brews it", "mixes it", "bottles it", "sells it"],
  elixir: ["distils it", "refines it", "prepares it", "sells it"],
  poison: ["distils it", "prepares it", "grinds it", "sells it"],
  salve: ["mixes it", "renders it", "makes it", "sells it"],
  stimulant: ["grinds it", "mixes it", "presses it", "sells it"],
};
export const MAKE_WHERE = [
  "in small batches",
  "by the barrel",
  "only at night",
  "to an old recipe",
  "in secret",
  "for the market",
  "on feast days",
  "for the army",
  "to order",
  "when the season allows",
];
/** How the users of a dose treat it, by tone (plural verb phrases). */
export const USERS_DO: ByTone<readonly string[]> = {
  heroic: ["keep a dose of it", "swear by it", "carry it", "trust it", "share it round"],
  grim: ["pay anything for it", "hoard it", "steal it", "cannot do without it", "lie about using it"],
  whimsical: ["squabble over it", "hum while taking it", "claim to have invented it", "write bad poems about it", "toast with it"],
};
/** How the users of a poison treat it, by tone (plural verb phrases). */
export const POISON_DO: ByTone<readonly string[]> = {
  heroic: ["are known to use it", "favour it", "reach for it", "trust it"],
  grim: ["pay anything for it", "kill with it", "hoard it", "swear by it"],
  whimsical: ["argue over it", "keep it in a teapot", "swear they never touched it", "reach for it"],
};
export type { Setting, Tone };
