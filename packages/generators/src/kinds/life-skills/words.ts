// Life-skill word lists: crafts by category with their tools, materials, products and risks.
export const CATEGORIES = ["crafting", "gathering", "cooking", "healing", "performance", "husbandry"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CraftWords {
  readonly crafts: readonly string[];
  readonly tools: readonly string[];
  readonly materials: readonly string[];
  readonly products: readonly string[];
  readonly risks: readonly string[];
  readonly guildNoun: readonly string[];
}
export const CRAFT: Record<Category, CraftWords> = {
  crafting: {
    crafts: ["Glassblowing", "Bookbinding", "Bladesmithing", "Lacquerwork", "Clockmaking", "Weaving", "Leatherworking", "Jewelcraft"],
    tools: ["a blowpipe and marver", "bone folders and a press", "tongs, hammer and anvil", "fine brushes of rat-whisker", "loupes and tweezers", "a loom of pear-wood", "awls and a stitching pony", "a jeweller's bench"],
    materials: ["river sand and potash", "calfskin and linen thread", "bar iron and charcoal", "tree sap and ground shell", "brass sheet and springs", "dyed wool", "tanned hides", "uncut stones"],
    products: ["lamps that never crack", "bound folios", "a balanced knife", "lacquered boxes", "pocket watches", "bolts of patterned cloth", "saddles", "signet rings"],
    risks: ["burns", "lung-rot from the fumes", "cuts that fester", "failing eyesight", "a ruined batch and wasted months"],
    guildNoun: ["Worshipful Company", "Guild", "Hall"],
  },
  gathering: {
    crafts: ["Herb-gathering", "Mushroom-foraging", "Pearl-diving", "Salvaging", "Trapping", "Beekeeping", "Amber-hunting", "Mining"],
    tools: ["a curved sickle and sorting baskets", "a lantern and a bone knife", "a weighted belt and a net bag", "a crowbar and a cart", "snares and a skinning knife", "a smoker and veil", "a sieve and shovel", "pick, lamp and ropes"],
    materials: ["wild plants", "woodland fungi", "oyster beds", "old wrecks", "game trails", "hives", "tidal gravel", "ore veins"],
    products: ["dried bundles for apothecaries", "rare truffles", "pearls", "salvaged parts", "furs", "honey and wax", "amber beads", "raw ore"],
    risks: ["poisoning by a look-alike", "drowning", "falls", "angry wildlife", "cave-ins"],
    guildNoun: ["Gatherers' League", "Fellowship", "Lodge"],
  },
  cooking: {
    crafts: ["Baking", "Brewing", "Preserving", "Butchery", "Confectionery", "Cheesemaking", "Spice-blending", "Distilling"],
    tools: ["a stone oven and peel", "copper kettles and casks", "crocks and a salting trough", "cleavers and hooks", "sugar pans and moulds", "curd knives and presses", "a mortar and scales", "a copper still"],
    materials: ["flour and sourdough", "malt and hops", "salt, vinegar and fruit", "whole carcasses", "sugar and nuts", "fresh milk and rennet", "dried spices", "fermented mash"],
    products: ["festival loaves", "ales and meads", "winter preserves", "sausages and hams", "sugared fancies", "aged wheels", "house blends", "spirits"],
    risks: ["food-poisoning a customer", "scalds", "spoiled stores", "fires", "a ruinous tax"],
    guildNoun: ["Company", "Guild", "Table"],
  },
  healing: {
    crafts: ["Herbalism", "Bone-setting", "Midwifery", "Surgery", "Apothecary work", "Tooth-pulling", "Field medicine", "Poison-craft"],
    tools: ["a mortar and drying racks", "splints and strong hands", "a birthing stool and clean linen", "lancets and saws", "scales and stoppered jars", "pliers and clove oil", "a satchel of bandages", "gloves and a locked box"],
    materials: ["feverfew and willow bark", "linen and plaster", "warm water and salves", "catgut and spirits", "tinctures and powders", "poppy tincture", "bandages and honey", "nightshade and antidotes"],
    products: ["salves and tonics", "set bones", "safe births", "amputations survived", "remedies", "relief", "lives saved", "antidotes, and worse"],
    risks: ["blame for a death", "contagion", "accusations of witchcraft", "addiction to one's own remedies", "a patient's family's revenge"],
    guildNoun: ["Hospitallers", "College", "Sisterhood"],
  },
  performance: {
    crafts: ["Storytelling", "Lute-playing", "Juggling", "Puppetry", "Dancing", "Ballad-singing", "Acting", "Fire-eating"],
    tools: ["a good memory", "a lute and spare strings", "clubs and knives", "carved marionettes", "soft shoes", "a trained voice", "masks and costumes", "torches and lamp oil"],
    materials: ["old legends", "tunes", "an audience", "wood and string", "rhythm", "ballads", "scripts", "nerve"],
    products: ["a night's wonder", "songs that spread", "a hat full of coins", "puppet plays", "festival dances", "ballads of recent news", "plays for nobles", "spectacle"],
    risks: ["angering a patron", "stage fright", "injury", "being run out of town", "a song that offends the wrong person"],
    guildNoun: ["Company of Players", "Circle", "Troupe"],
  },
  husbandry: {
    crafts: ["Horse-breaking", "Falconry", "Shepherding", "Dog-training", "Swine-herding", "Silkworm-rearing", "Goose-keeping", "Cattle-droving"],
    tools: ["a long rein and patience", "a hood and gauntlet", "a crook and a whistle", "a lead and treats", "a staff and acorns", "mulberry trays", "a willow switch", "a horse and a bedroll"],
    materials: ["wild colts", "young hawks", "flocks", "pups", "pigs", "silkworm eggs", "geese", "herds"],
    products: ["broken horses", "hunting birds", "wool and lambs", "guard dogs", "hams", "raw silk", "down and eggs", "cattle brought to market"],
    risks: ["kicks and bites", "disease in the herd", "wolves", "rustlers", "a bad winter"],
    guildNoun: ["Drovers' Union", "Brotherhood", "Lodge"],
  },
};
export const TIERS = ["Novice", "Apprentice", "Journeyman", "Master", "Grandmaster"];
export const TIER_TEXT = [
  "can {make} under supervision, with many failures", "works alone on simple orders and sells {product} at market", "is trusted with fine commissions and may take an apprentice",
  "produces {product} famous across the region", "is said to have invented a technique others still cannot copy",
];
export const PLACE_START = ["Ash", "Brook", "Cinder", "Dun", "Elder", "Fern", "Gold", "Hollow", "Ivy", "Kings", "Long", "Mill", "North", "Oak", "Pike", "Red", "Salt", "Thorn", "Under", "West"];
export const PLACE_END = ["ford", "mere", "bury", "wick", "stead", "ham", "gate", "field", "cross", "moor", "brook", "haven"];
export const VALUE = ["Steady, respectable work; a master keeps a house and two servants.", "Poorly paid, but never without work.", "Prized by nobles, who pay handsomely and late.", "Valuable in war and famine, ignored in peace.", "A master's work sells for its weight in silver."];
export const STYLE = {
  heroic: ["A good practitioner is welcome in any village.", "Its masters are honoured at every harvest feast."],
  grim: ["The work is hard, the pay is worse, and the guild takes its cut either way.", "Few practitioners live to see their hair grey."],
  whimsical: ["Practitioners are famously unable to stop talking about it at dinner.", "Every master swears by a lucky charm, and no two agree on which."],
} as const;
