// Life-skill crafts by era: a setting decides which crafts exist and how they are practised.
// A craft carries its own tool, material and product, so the fields agree with the craft.
import type { Setting } from "../../core/options.js";
import { CATEGORIES, CRAFT, type Category } from "./words.js";

export interface Craft {
  readonly craft: string;
  readonly tool: string;
  readonly material: string;
  readonly product: string;
}

import { ERA_OF, type Era } from "../../core/phrases/eras.js";
import { LEGEND_CRAFTS, LEGEND_GUILD, LEGEND_PLACE, type Legend } from "./eras-legend.js";

export { ERA_OF, type Era };
/** The words a setting draws from: its era's, or dark fantasy's and mythic's own (eras-legend.ts). */
export type Key = Era | Legend;
export function keyOf(setting: Setting): Key {
  return setting === "dark-fantasy" ? "dark" : setting === "mythic" ? "mythic" : ERA_OF[setting];
}

type Row = readonly [craft: string, tool: string, material: string, product: string];
const rows = (list: readonly Row[]): Craft[] => list.map(([craft, tool, material, product]) => ({ craft, tool, material, product }));

/** The old-world crafts come from the word lists (their parallel columns). */
function oldCrafts(c: Category): Craft[] {
  const w = CRAFT[c];
  return w.crafts.map((craft, i) => ({ craft, tool: w.tools[i] ?? "", material: w.materials[i] ?? "", product: w.products[i] ?? "" }));
}

const NEW: Readonly<Record<Exclude<Era, "old">, Readonly<Record<Category, readonly Row[]>>>> = {
  industrial: {
    crafting: [
      ["Boilermaking", "rivet guns and a forge", "rolled steel plate", "pressure boilers"],
      ["Watchmaking", "loupes and jewelled bearings", "brass and hairsprings", "chronometers"],
      ["Gunsmithing", "lathes and files", "walnut and blued steel", "rifles"],
      ["Glass-grinding", "a lens lathe", "optical glass", "telescope lenses"],
    ],
    gathering: [
      ["Coal-mining", "a pick and a safety lamp", "deep coal seams", "coal by the ton"],
      ["Rag-picking", "a hook and a sack", "city refuse", "sorted rags for the paper mills"],
      ["Whaling", "harpoons and try-pots", "whales", "lamp oil"],
      ["Rubber-tapping", "a curved knife and cups", "rubber trees", "raw latex"],
    ],
    cooking: [
      ["Canning", "soldering irons and a steam bath", "tinplate and vegetables", "tinned rations"],
      ["Brewing", "copper mash tuns", "malt and hops", "bottled porter"],
      ["Patisserie", "piping bags and a gas range", "sugar and butter", "iced cakes"],
      ["Coffee-roasting", "a drum roaster", "green beans", "house blends"],
    ],
    healing: [
      ["Pharmacy", "scales and a pill machine", "tinctures", "patent tonics"],
      ["Dentistry", "a foot-pedal drill", "amalgam", "fillings"],
      ["Nursing", "carbolic and clean linen", "ward supplies", "patients kept alive"],
      ["Galvanic therapy", "a voltaic pile", "copper wire", "shocking cures"],
    ],
    performance: [
      ["Music-hall singing", "a trained voice", "popular songs", "encores"],
      ["Stage magic", "trick cabinets", "mirrors and silk", "illusions"],
      ["Photography", "a bellows camera", "glass plates", "portraits"],
      ["Ballet", "block shoes", "music and rehearsal", "seasons at the opera"],
    ],
    husbandry: [
      ["Carriage-horse breeding", "a stud book", "bloodstock", "matched pairs"],
      ["Pigeon-racing", "lofts and baskets", "homing pigeons", "race winners"],
      ["Dairy farming", "a milking parlour", "milk herds", "churned butter"],
      ["Ratting", "terriers and cages", "sewer rats", "clean warehouses"],
    ],
  },
  modern: {
    crafting: [
      ["Carpentry", "a mitre saw and a drill", "timber", "fitted kitchens"],
      ["Electronics repair", "a soldering station", "circuit boards", "fixed devices"],
      ["Tailoring", "a sewing machine", "wool suiting", "made-to-measure suits"],
      ["Furniture restoration", "scrapers and French polish", "old veneers", "restored heirlooms"],
    ],
    gathering: [
      ["Foraging", "a field guide and a basket", "wild greens", "restaurant produce"],
      ["Metal detecting", "a detector and a trowel", "farm fields", "old coins"],
      ["Commercial fishing", "nets and a trawler", "cod grounds", "the day's catch"],
      ["Urban beekeeping", "rooftop hives", "city bees", "local honey"],
    ],
    cooking: [
      ["Line cooking", "a chef's knife and a flat-top", "fresh produce", "plated dinners"],
      ["Craft brewing", "steel fermenters", "hops and yeast", "small-batch ales"],
      ["Bread-baking", "a deck oven", "sourdough starter", "artisan loaves"],
      ["Barbecue", "an offset smoker", "brisket and ribs", "smoked meat"],
    ],
    healing: [
      ["Paramedicine", "a defibrillator", "trauma kits", "patients stabilised"],
      ["Physiotherapy", "resistance bands", "exercise plans", "recovered athletes"],
      ["Pharmacy", "a dispensing system", "prescriptions", "correct doses"],
      ["Veterinary care", "a stethoscope", "vaccines", "healthy pets"],
    ],
    performance: [
      ["Stand-up comedy", "a microphone", "observations", "sold-out shows"],
      ["Session drumming", "a drum kit", "click tracks", "album tracks"],
      ["Street dance", "trainers and a speaker", "beats", "viral clips"],
      ["Tattooing", "a coil machine", "inks", "custom tattoos"],
    ],
    husbandry: [
      ["Dog-grooming", "clippers and a bath", "shaggy dogs", "show cuts"],
      ["Horse-training", "a round pen", "young horses", "calm mounts"],
      ["Market gardening", "polytunnels", "seedlings", "organic boxes"],
      ["Falconry for pest control", "gauntlets and lures", "hawks", "pigeon-free stations"],
    ],
  },
  future: {
    crafting: [
      ["Nano-fabrication", "an assembler bay", "feedstock gel", "custom parts"],
      ["Hull welding", "a plasma torch and mag-boots", "ceramic plating", "sealed hull sections"],
      ["Drone building", "micro-tools and a test cage", "servos and boards", "scout drones"],
      ["Bioprinting", "a cell printer", "cultured tissue", "printed organs"],
    ],
    gathering: [
      ["Asteroid prospecting", "a mining laser and scanners", "nickel-iron rock", "ore pods"],
      ["Gas skimming", "a scoop ship", "gas-giant atmosphere", "tanks of fuel"],
      ["Data salvage", "a decryption rig", "derelict cores", "recovered archives"],
      ["Ice harvesting", "thermal drills", "comet ice", "drinking water"],
    ],
    cooking: [
      ["Vat-culture cooking", "bioreactors", "protein cultures", "grown steak"],
      ["Hydroponic gardening", "nutrient racks", "seed stock", "fresh greens"],
      ["Synth-flavouring", "a flavour synthesiser", "aroma compounds", "ration flavours"],
      ["Zero-g baking", "pressure ovens", "rehydrated flour", "crumb-free bread"],
    ],
    healing: [
      ["Field medicine", "a med-scanner", "nanite packs", "patched crew"],
      ["Cybernetic surgery", "surgical drones", "implants", "fitted augments"],
      ["Gene therapy", "a sequencer", "viral vectors", "corrected genomes"],
      ["Cryo-care", "stasis pods", "coolant", "revived sleepers"],
    ],
    performance: [
      ["Holo-performance", "a projector rig", "light sculptures", "streamed shows"],
      ["Zero-g dance", "tethers and thrusters", "choreography", "orbital spectacles"],
      ["Sim-design", "a neural rig", "scenarios", "immersive dramas"],
      ["Xeno-music", "alien instruments", "harmonic scales", "interspecies concerts"],
    ],
    husbandry: [
      ["Xenobiology keeping", "containment tanks", "alien specimens", "tame xenofauna"],
      ["Algae farming", "bioreactor tubes", "algae strains", "oxygen and food"],
      ["Uplift training", "neural interfaces", "uplifted animals", "trained crew-beasts"],
      ["Cloned-livestock rearing", "growth tanks", "gene lines", "livestock"],
    ],
  },
  salvage: {
    crafting: [
      ["Scrap-smithing", "a hammer and a salvaged anvil", "car parts", "blades and armour"],
      ["Tyre-cobbling", "a knife and an awl", "old tyres", "boots"],
      ["Gun-rigging", "files and a vice", "pipe and springs", "zip guns"],
      ["Solar-rigging", "a multimeter", "cracked panels", "working chargers"],
    ],
    gathering: [
      ["Scavenging", "a crowbar and a cart", "ruined towns", "tins and tools"],
      ["Water-finding", "a dowsing rod and a filter", "buried pipes", "clean water"],
      ["Fuel-siphoning", "tubing and jerrycans", "dead cars", "petrol"],
      ["Rad-herb picking", "a counter and gloves", "crater plants", "safe herbs"],
    ],
    cooking: [
      ["Tin-cooking", "a burner and a pot", "old tins", "hot stew"],
      ["Still-brewing", "a copper coil", "potato mash", "rotgut"],
      ["Jerky-curing", "racks and salt", "rat and dog", "jerky"],
      ["Bread from weeds", "a quern", "wild grain", "flatbread"],
    ],
    healing: [
      ["Stitching", "a needle and pliers", "fishing line", "closed wounds"],
      ["Rad-treatment", "a counter and iodine", "old pills", "sick folk who live"],
      ["Bonesetting", "splints and rope", "scrap wood", "walking patients"],
      ["Mushroom medicine", "a knife and a mortar", "cave fungi", "painkillers"],
    ],
    performance: [
      ["Storytelling", "a good memory", "old-world tales", "a night's hope"],
      ["Drum-making and playing", "oil drums", "rhythm", "dances"],
      ["Radio broadcasting", "a patched transmitter", "old records", "broadcasts"],
      ["Pit-fighting", "wraps and nerve", "the crowd", "winnings"],
    ],
    husbandry: [
      ["Goat-keeping", "a crook and a pen", "hardy goats", "milk and hides"],
      ["Dog-breeding", "chains and scraps", "wasteland dogs", "guard dogs"],
      ["Chicken-raising", "wire coops", "hens", "eggs"],
      ["Beast-taming", "a prod and patience", "mutant beasts", "pack animals"],
    ],
  },
};

const TABLE: Readonly<Record<Key, Readonly<Record<Category, readonly Craft[]>>>> = {
  old: Object.fromEntries(CATEGORIES.map((c) => [c, oldCrafts(c)])) as Record<Category, Craft[]>,
  industrial: Object.fromEntries(CATEGORIES.map((c) => [c, rows(NEW.industrial[c])])) as Record<Category, Craft[]>,
  modern: Object.fromEntries(CATEGORIES.map((c) => [c, rows(NEW.modern[c])])) as Record<Category, Craft[]>,
  future: Object.fromEntries(CATEGORIES.map((c) => [c, rows(NEW.future[c])])) as Record<Category, Craft[]>,
  salvage: Object.fromEntries(CATEGORIES.map((c) => [c, rows(NEW.salvage[c])])) as Record<Category, Craft[]>,
  dark: Object.fromEntries(CATEGORIES.map((c) => [c, rows(LEGEND_CRAFTS.dark[c])])) as Record<Category, Craft[]>,
  mythic: Object.fromEntries(CATEGORIES.map((c) => [c, rows(LEGEND_CRAFTS.mythic[c])])) as Record<Category, Craft[]>,
};

/** The crafts a setting has for a category. */
export function craftsOf(setting: Setting, category: Category): readonly Craft[] {
  return TABLE[keyOf(setting)][category];
}

/** Who rules a craft, by era ({craft} is the craft's name). */
export const GUILD_FORMS: Readonly<Record<Key, readonly string[]>> = {
  ...LEGEND_GUILD,
  old: ["The {noun} of {craft} at {place}", "The {place} {noun} of {craft}", "{place} {noun}", "The {noun} of {place}"],
  industrial: ["The {place} {craft} Society", "The {craft} Union of {place}", "{place} Amalgamated", "The {place} Friendly Society"],
  modern: ["The {place} {craft} Association", "{craft} Workers of {place}", "{place} Trades Council", "The {place} Collective"],
  future: ["{place} {craft} Consortium", "The {craft} Registry, {place}", "{place} Contractors' Bond", "The {place} Syndicate"],
  salvage: ["The {craft} Crew of {place}", "The {place} {craft} Pact", "{place} Camp Council", "The {place} Hands"],
};
/** Place names by era (start + end). */
export const PLACE_PARTS: Readonly<Record<Key, readonly [readonly string[], readonly string[]]>> = {
  ...LEGEND_PLACE,
  old: [
    [
      "Ash",
      "Brook",
      "Cinder",
      "Dun",
      "Elder",
      "Fern",
      "Gold",
      "Hollow",
      "Ivy",
      "Kings",
      "Long",
      "Mill",
      "North",
      "Oak",
      "Pike",
      "Red",
      "Salt",
      "Thorn",
      "Under",
      "West",
    ],
    ["ford", "mere", "bury", "wick", "stead", "ham", "gate", "field", "cross", "moor", "brook", "haven"],
  ],
  industrial: [
    ["Ash", "Black", "Coal", "Iron", "Kings", "Mill", "New", "North", "Smoke", "South", "Stone", "Vale", "West", "Brass", "Copper"],
    ["ton", "bridge", "port", "ley", "wich", "worth", "field", "gate", "ham", "borough"],
  ],
  modern: [
    ["East", "West", "North", "Lake", "River", "Park", "Oak", "Hill", "Bay", "Harbor", "Pine", "Maple", "Cedar", "Spring", "Fair"],
    ["side", "view", "dale", "wood", "field", "ton", "ville", "port", "brook", "ridge"],
  ],
  future: [
    ["Kepler", "Tycho", "Vega", "Orion", "Cygnus", "Lagrange", "Halley", "Sagan", "Ceres", "Titan", "Europa", "Hadley", "Lyra", "Deneb", "Castor"],
    ["-4", "-9", " Prime", " Station", " Deep", "-12", " Reach", " Outpost", " Ring", " Gate"],
  ],
  salvage: [
    ["Rust", "Dust", "Glass", "Ash", "Bone", "Scrap", "Tin", "Dry", "Burn", "Salt", "Rad", "Old", "Mud", "Wire", "Ditch"],
    ["town", "hole", "yard", "camp", "heap", "pit", "hollow", "post", "creek", "flats"],
  ],
};
