// Word lists and templates for the heritage generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const HOMELANDS = ["a chain of windswept islands", "the terraced hills above a great river", "a salt marsh crossed by causeways", "a high plateau of grass and thunder", "a forest so old its trees had names", "a desert oasis city", "a valley walled in by glaciers", "a coast of black cliffs and herring boats"];
export const FUTURE_HOMELANDS = ["a tidally locked world's twilight belt", "a hollowed asteroid habitat", "the first generation ship", "a flooded colony world", "a cloud city above a gas giant"];

export const MIGRATION_CAUSES = ["a famine that lasted three harvests", "a war they did not start", "the sea rising over their fields", "a plague carried by traders", "a prophecy that told them to go", "a conqueror who burned the temples", "the failure of the old mines", "a quarrel between two royal heirs"];
export const MIGRATION_WAYS = ["walked for a generation along the old roads", "crossed the sea in borrowed ships", "followed the herds across the steppe", "were scattered as refugees into a dozen cities", "settled in the mountains where no one would follow", "sold their labour to foreign lords, one family at a time"];

export const CUSTOMS = ["a guest is fed before being asked their name", "newborns are presented to the oldest living relative", "the dead are buried facing the lost homeland", "every home keeps a bowl of salt by the door", "disputes are settled by a contest of songs", "the eldest daughter inherits the household keys", "shoes are removed before crossing a threshold", "a candle burns on the anniversary of the migration"];
export const HEIRLOOMS = ["a key to a house that no longer stands", "a hand-drawn map of the homeland", "a copper pot carried on the long march", "a necklace of river pearls", "a book of family names going back forty generations", "a cracked bell from the old temple", "a seed jar of the homeland's wheat", "a rug woven with the pattern of the home valley"];
export const VALUES: Record<Tone, readonly string[]> = {
  heroic: ["loyalty to kin", "hospitality to strangers", "endurance in hardship", "keeping one's word", "courage without boasting"],
  grim: ["never forgiving a betrayal", "survival before pride", "silence about the past", "trusting no outsider", "paying every debt in full"],
  whimsical: ["a good story over a true one", "never arriving on time", "feeding everyone in sight", "arguing for the fun of it", "keeping at least one goat"],
};
export const CRAFTS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["silver filigree", "harp-making", "illuminated manuscripts", "rune-carving", "glassblowing"],
  "dark-fantasy": ["bone-carving", "bell-founding", "herbal poisons and their cures", "grave masonry", "black-dyed weaving"],
  "science-fiction": ["hull welding", "hydroponics", "signal encryption", "drone repair", "gene-tailored brewing"],
  modern: ["tailoring", "restaurant cooking", "jewellery", "carpentry", "music"],
  steampunk: ["clockmaking", "boiler-smithing", "lens grinding", "airship rigging", "brass engraving"],
  "post-apocalyptic": ["scrap engineering", "water purification", "seed saving", "radio repair", "leatherwork"],
  mythic: ["bronze casting", "epic poetry", "horse breeding", "loom-weaving of sacred cloth", "boat building"],
};
export const ANCESTOR_DEEDS = ["led the first families out of the homeland", "bargained with a king for land to settle", "wrote down the family songs before they were lost", "founded the guild that still bears the family name", "died defending the last ferry", "married into a rival clan and ended a feud", "discovered the pass through the mountains", "was the first to return to the homeland, and the only one to come back"];
export const PEOPLE_FORMS = ["The {name} People", "The House of {name}", "The {name} Clans", "The Children of {name}", "The {name} Diaspora"];
export const HISTORY_TEMPLATES: Record<Tone, readonly string[]> = {
  heroic: ["They still tell the story of the crossing with pride; every family has its part in it.", "What they lost, they rebuilt, and they rebuilt it better."],
  grim: ["Not everyone survived the road, and the names of the lost are read aloud once a year.", "They were unwelcome everywhere they went, and they learned to expect nothing."],
  whimsical: ["The journey is remembered mainly for the arguments about who had packed the cheese.", "According to family legend, they got lost twice and found somewhere better both times."],
};
