// Word lists for the consumable kind: our own vocabulary for potions, foods, drugs and draughts.
import type { Setting, Tone } from "../../core/options.js";

export const TYPES = ["potion", "food", "drink", "elixir", "poison", "salve", "stimulant"] as const;
export type ConsumableType = (typeof TYPES)[number];

export const SYL_A = ["Ber", "Cal", "Dun", "Esk", "Far", "Gil", "Hov", "Ils", "Jor", "Kel", "Lom", "Mab", "Nor", "Ost", "Pell", "Quill", "Ros", "Sab", "Tam", "Ulm", "Vey", "Wen", "Yar", "Zell"];
export const SYL_B = ["a", "e", "i", "o", "en", "ar", "il", "or", "ew", "ith", "am", "ul", "es", "an", "ob", "et"];
export const SYL_C = ["by", "wick", "more", "ton", "ley", "dale", "ford", "thorn", "ridge", "well", "mere", "holt", "croft", "stead", "worth", "field", "gate", "brook", "combe", "low"];
export const ADJ = ["Bitter", "Golden", "Midnight", "Sweet", "Smoked", "Crimson", "Frosted", "Wild", "Silver", "Hearty", "Pale", "Spiced", "Black", "Honeyed", "Sour"];
export const NOUN: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["Draught", "Philtre", "Tincture", "Vial", "Brew"],
  food: ["Loaf", "Cake", "Pie", "Biscuit", "Ration"],
  drink: ["Ale", "Cordial", "Tea", "Wine", "Spirit"],
  elixir: ["Elixir", "Essence", "Distillate", "Nectar", "Quintessence"],
  poison: ["Venom", "Bane", "Dram", "Kiss", "Drop"],
  salve: ["Salve", "Balm", "Ointment", "Poultice", "Unguent"],
  stimulant: ["Powder", "Leaf", "Pastille", "Snuff", "Tonic"],
};
export const EFFECTS: Readonly<Record<ConsumableType, readonly string[]>> = {
  potion: ["closes shallow wounds within moments", "lets the drinker see in darkness", "lends the strength of two for a short while", "quiets fear in even the most timid heart"],
  food: ["keeps a traveller fed for a full day's march", "restores warmth after a night in the cold", "settles a sick stomach", "sharpens the memory of whoever eats it"],
  drink: ["loosens tongues and warms friendships", "grants a night of dreamless sleep", "lets the drinker shrug off weariness", "steadies a shaking hand"],
  elixir: ["slows the signs of age for a season", "purges any lesser poison from the blood", "lets the drinker breathe underwater", "grants a glimpse of the near future"],
  poison: ["brings on a slow, creeping numbness", "causes a fever that mimics plague", "stops the heart within the hour", "steals the voice for a day"],
  salve: ["draws out infection from a wound", "soothes burns and blisters", "numbs pain so a bone may be set", "hardens skin against cold and wind"],
  stimulant: ["banishes sleep for a night and a day", "quickens reflexes to a startling degree", "sharpens the senses painfully", "lends a reckless courage"],
};
export const SIDE_EFFECTS = ["a lingering taste of copper", "vivid and unsettling dreams", "a headache the following morning", "a faint glow to the eyes", "temporary loss of smell", "an unquenchable thirst", "shaking hands for an hour", "a craving for more", "no side effects worth noting", "a rash of tiny blue spots"];
export const DURATIONS = ["a few minutes", "an hour", "until the next sunrise", "a full day", "three days", "as long as the drinker stays awake"];
export const INGREDIENTS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["moonpetal", "dragon pepper", "elfroot", "wyvern honey", "silverleaf", "dew gathered at midsummer"],
  "dark-fantasy": ["grave moss", "nightshade", "a hanged man's mandrake", "crow's blood", "ashes of a witch's pyre", "bitter yew"],
  "science-fiction": ["synthetic protein gel", "stabilised nanites", "hydroponic kelp", "recombinant enzymes", "xeno-fungus spores", "electrolyte base"],
  modern: ["caffeine extract", "ginger root", "cheap vodka", "honey", "lab-grade glucose", "vitamin powder"],
  steampunk: ["coal-tar extract", "laudanum", "aetheric salts", "tea leaves", "brass filings", "quicksilver"],
  "post-apocalyptic": ["irradiated mushrooms", "boiled cactus", "scavenged painkillers", "rat jerky", "rainwater", "engine coolant, somehow"],
  mythic: ["ambrosia", "nectar of the first bees", "the tears of a nymph", "sacred barley", "water from the river of forgetting", "a titan's blood"],
};
export const TASTES = ["sweet as summer fruit", "bitter and medicinal", "smoky, with a sour finish", "oddly metallic", "cold and minty", "thick and earthy"];
export const LOOKS = ["a cloudy amber liquid", "a dark paste flecked with gold", "a pale green powder", "small hard cakes wrapped in leaves", "a clear fluid that shimmers when shaken", "a violet syrup"];
export const RARITY = ["common", "uncommon", "rare", "very rare"] as const;
export const SHELF = ["a week", "a month", "a season", "a year", "many years if sealed", "only a single night"];
export const CURRENCY: Readonly<Record<Setting, string>> = {
  "high-fantasy": "gold crowns", "dark-fantasy": "silver marks", "science-fiction": "credits", modern: "dollars",
  steampunk: "shillings", "post-apocalyptic": "bottle caps", mythic: "drachmae",
};
export const LORE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["Adventurers carry it as a matter of course, and more than one battle has turned on a timely dose.", "Healers prize it, and the recipe is taught freely to any who ask."],
  grim: ["Those who rely on it too long find they can no longer do without it.", "Its makers guard the recipe jealously, and some have killed to keep it."],
  whimsical: ["Nobody is quite sure who invented it, but three villages claim the honour loudly.", "It is said to be best taken while humming, though nobody can explain why."],
};
