// Word lists and templates for the heritage generator (our own writing).
import type { Setting } from "../../core/options.js";

export const CRAFTS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["silver filigree", "harp-making", "illumination", "rune-carving", "glassblowing", "tapestry", "bowyery", "perfume"],
  "dark-fantasy": ["bone-carving", "bell-founding", "poisons and cures", "grave masonry", "black dyes", "clockwork locks", "embalming", "lacework"],
  "science-fiction": ["hull welding", "hydroponics", "encryption", "drone repair", "tailored brewing", "nav coding", "gene splicing", "zero-g dance"],
  modern: ["tailoring", "cooking", "jewellery", "carpentry", "music", "bakeries", "taxis", "embroidery"],
  steampunk: ["clockmaking", "boiler-smithing", "lens grinding", "airship rigging", "brass engraving", "automata", "gaslight glass", "pneumatics"],
  "post-apocalyptic": ["scrap engineering", "water purification", "seed saving", "radio repair", "leatherwork", "distilling", "gunsmithing", "bonesetting"],
  mythic: ["bronze casting", "epic poetry", "horse breeding", "sacred weaving", "boat building", "augury", "goldwork", "lyre-making"],
};
export const PEOPLE_FORMS = ["The {name} People", "The House of {name}", "The {name} Clans", "The Children of {name}", "The {name} Diaspora"];
