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
    tools: [
      "a blowpipe and marver",
      "bone folders and a press",
      "tongs, hammer and anvil",
      "fine brushes of rat-whisker",
      "loupes and tweezers",
      "a loom of pear-wood",
      "awls and a stitching pony",
      "a jeweller's bench",
    ],
    materials: [
      "river sand and potash",
      "calfskin and linen thread",
      "bar iron and charcoal",
      "tree sap and ground shell",
      "brass sheet and springs",
      "dyed wool",
      "tanned hides",
      "uncut stones",
    ],
    products: [
      "lamps that never crack",
      "bound folios",
      "a balanced knife",
      "lacquered boxes",
      "pocket watches",
      "bolts of patterned cloth",
      "saddles",
      "signet rings",
    ],
    risks: ["burns", "lung-rot from the fumes", "cuts that fester", "failing eyesight", "a ruined batch and wasted months"],
    guildNoun: ["Worshipful Company", "Guild", "Hall"],
  },
  gathering: {
    crafts: ["Herb-gathering", "Mushroom-foraging", "Pearl-diving", "Salvaging", "Trapping", "Beekeeping", "Amber-hunting", "Mining"],
    tools: [
      "a curved sickle and sorting baskets",
      "a lantern and a bone knife",
      "a weighted belt and a net bag",
      "a crowbar and a cart",
      "snares and a skinning knife",
      "a smoker and veil",
      "a sieve and shovel",
      "pick, lamp and ropes",
    ],
    materials: ["wild plants", "woodland fungi", "oyster beds", "old wrecks", "game trails", "hives", "tidal gravel", "ore veins"],
    products: ["dried bundles for apothecaries", "rare truffles", "pearls", "salvaged parts", "furs", "honey and wax", "amber beads", "raw ore"],
    risks: ["poisoning by a look-alike", "drowning", "falls", "angry wildlife", "cave-ins"],
    guildNoun: ["Gatherers' League", "Fellowship", "Lodge"],
  },
  cooking: {
    crafts: ["Baking", "Brewing", "Preserving", "Butchery", "Confectionery", "Cheesemaking", "Spice-blending", "Distilling"],
    tools: [
      "a stone oven and peel",
      "copper kettles and casks",
      "crocks and a salting trough",
      "cleavers and hooks",
      "sugar pans and moulds",
      "curd knives and presses",
      "a mortar and scales",
      "a copper still",
    ],
    materials: [
      "flour and sourdough",
      "malt and hops",
      "salt, vinegar and fruit",
      "whole carcasses",
      "sugar and nuts",
      "fresh milk and rennet",
      "dried spices",
      "fermented mash",
    ],
    products: ["festival loaves", "ales and meads", "winter preserves", "sausages and hams", "sugared fancies", "aged wheels", "house blends", "spirits"],
    risks: ["food-poisoning a customer", "scalds", "spoiled stores", "fires", "a ruinous tax"],
    guildNoun: ["Company", "Guild", "Table"],
  },
  healing: {
    crafts: ["Herbalism", "Bone-setting", "Midwifery", "Surgery", "Apothecary work", "Tooth-pulling", "Field medicine", "Poison-craft"],
    tools: [
      "a mortar and drying racks",
      "splints and strong hands",
      "a birthing stool and clean linen",
      "lancets and saws",
      "scales and stoppered jars",
      "pliers and clove oil",
      "a satchel of bandages",
      "gloves and a locked box",
    ],
    materials: [
      "feverfew and willow bark",
      "linen and plaster",
      "warm water and salves",
      "catgut and spirits",
      "tinctures and powders",
      "poppy tincture",
      "bandages and honey",
      "nightshade and antidotes",
    ],
    products: ["salves and tonics", "set bones", "safe births", "amputations survived", "remedies", "relief", "lives saved", "antidotes, and worse"],
    risks: ["blame for a death", "contagion", "accusations of witchcraft", "addiction to one's own remedies", "a patient's family's revenge"],
    guildNoun: ["Hospitallers", "College", "Sisterhood"],
  },
  performance: {
    crafts: ["Storytelling", "Lute-playing", "Juggling", "Puppetry", "Dancing", "Ballad-singing", "Acting", "Fire-eating"],
    tools: [
      "a good memory",
      "a lute and spare strings",
      "clubs and knives",
      "carved marionettes",
      "soft shoes",
      "a trained voice",
      "masks and costumes",
      "torches and lamp oil",
    ],
    materials: ["old legends", "tunes", "an audience", "wood and string", "rhythm", "ballads", "scripts", "nerve"],
    products: [
      "a night's wonder",
      "songs that spread",
      "a hat full of coins",
      "puppet plays",
      "festival dances",
      "ballads of recent news",
      "plays for nobles",
      "spectacle",
    ],
    risks: ["angering a patron", "stage fright", "injury", "being run out of town", "a song that offends the wrong person"],
    guildNoun: ["Company of Players", "Circle", "Troupe"],
  },
  husbandry: {
    crafts: ["Horse-breaking", "Falconry", "Shepherding", "Dog-training", "Swine-herding", "Silkworm-rearing", "Goose-keeping", "Cattle-droving"],
    tools: [
      "a long rein and patience",
      "a hood and gauntlet",
      "a crook and a whistle",
      "a lead and treats",
      "a staff and acorns",
      "mulberry trays",
      "a willow switch",
      "a horse and a bedroll",
    ],
    materials: ["wild colts", "young hawks", "flocks", "pups", "pigs", "silkworm eggs", "geese", "herds"],
    products: ["broken horses", "hunting birds", "wool and lambs", "guard dogs", "hams", "raw silk", "down and eggs", "cattle brought to market"],
    risks: ["kicks and bites", "disease in the herd", "wolves", "rustlers", "a bad winter"],
    guildNoun: ["Drovers' Union", "Brotherhood", "Lodge"],
  },
};
export const TIERS = ["Novice", "Apprentice", "Journeyman", "Master", "Grandmaster"];
/** What each tier can do; {product} is what the craft yields. No run of eight fixed words. */
export const TIER_TEXT: readonly (readonly string[])[] = [
  [
    "makes {product} under supervision",
    "spoils more {product} than sold",
    "learns by ruining {product}",
    "sweeps up and watches",
    "makes rough {product}",
    "fetches and copies",
  ],
  [
    "works simple orders alone",
    "sells plain {product}",
    "makes the easy {product}",
    "keeps the workshop running",
    "makes passable {product}",
    "travels to learn",
  ],
  [
    "takes fine commissions",
    "may train an apprentice",
    "makes {product} worth a week's wage",
    "signs finished work",
    "is known regionally",
    "handles difficult {product}",
  ],
  ["makes famous {product}", "sits on the council", "sets the price of {product}", "turns work away", "judges journeymen's pieces", "keeps a secret method"],
  [
    "invented an uncopied technique",
    "makes {product} spoken of abroad",
    "answers to no guild",
    "is sought by rulers",
    "has students everywhere",
    "outdid the founders",
  ],
];
export const TIER_INTRO = ["Five tiers:", "The ranks:", "Rank by rank:", "Step by step:", "How one rises:", "The ladder:", "Its grades:"];
export const FIRST_TIME = ["Starting out", "Year one", "Early", "From day one", "At first", "First seasons", "Untried"];
/** What the work pays, by era. */
export const VALUE: Readonly<Record<"old" | "industrial" | "modern" | "future" | "salvage", readonly string[]>> = {
  old: [
    "Respectable work; a master keeps a house.",
    "Poorly paid, never idle.",
    "Nobles pay handsomely, and late.",
    "Prized in war, ignored in peace.",
    "Worth its weight in silver.",
    "Paid in kind as often as coin.",
  ],
  industrial: [
    "Weekly wages, thin ones.",
    "The factories pay better.",
    "A master buys a terrace house.",
    "Piece-work, paid by the dozen.",
    "The gentry pay for hand-made.",
    "Steady, while the mill runs.",
  ],
  modern: [
    "A decent salary, if hired.",
    "Gig work: feast or famine.",
    "The good ones charge hourly.",
    "Paid less than it should be.",
    "Steady union rates.",
    "Tips make half the income.",
  ],
  future: [
    "Credits, taxed by the station.",
    "Rare; contracts are fought over.",
    "Automation halved the rates.",
    "Corporations pay in shares.",
    "Frontier freelancers do well.",
    "Paid per job, bonded.",
  ],
  salvage: [
    "Paid in water and bullets.",
    "It keeps a camp fed.",
    "Worth more than gold now.",
    "Traded for harvest shares.",
    "Raiders would kill for it.",
    "Paid in tins and protection.",
  ],
};
/** Risks of each era outside the old world (the old world's come with the category). */
export const ERA_RISKS: Readonly<Record<"industrial" | "modern" | "future" | "salvage", readonly string[]>> = {
  industrial: ["lost fingers", "lung damage from soot", "a boiler explosion", "factory undercutting", "company-store debts", "a strike turned violent"],
  modern: ["repetitive strain", "burnout", "lawsuits", "being replaced by an app", "a bad online review", "unpaid invoices"],
  future: ["decompression", "radiation exposure", "contract termination", "sabotage by rivals", "nanite contamination", "a faulty neural link"],
  salvage: ["radiation sickness", "raiders", "tetanus", "bad water", "collapsing ruins", "starvation in a lean season"],
};
export const STYLE = {
  heroic: [
    "A good practitioner is welcome anywhere.",
    "Its masters are honoured at every feast.",
    "Children play at being its masters.",
    "Its best are remembered by name.",
    "A town is proud of its practitioners.",
    "The work is hard and worth it.",
  ],
  grim: [
    "The work is hard, the pay worse, and the guild takes its cut.",
    "Few practitioners live to see grey hair.",
    "Most who start give up within a year.",
    "Masters guard their secrets with knives.",
    "Debt follows every practitioner.",
    "The work takes more than it gives.",
  ],
  whimsical: [
    "Practitioners cannot stop talking about it at dinner.",
    "Every master swears by a different lucky charm.",
    "Its guild meetings end in singing.",
    "Apprentices compete in a yearly silly-hat contest.",
    "Its masters name their tools.",
    "There is a patron saint, and she is a goose.",
  ],
} as const;
