// Faction word lists and sentence templates: types, mottos, symbols, goals, methods and ranks.
import type { Setting } from "../../core/options.js";

export const TYPES = ["guild", "order", "cult", "company", "syndicate", "council", "brotherhood", "league"] as const;
export type FactionType = (typeof TYPES)[number];
export const ALIGNMENTS = ["benevolent", "neutral", "ruthless"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const TYPE_NOUN: Record<FactionType, readonly string[]> = {
  guild: ["Guild", "Hall", "Fellowship", "Worshipful Company"],
  order: ["Order", "Watch", "Vigil", "Knights"],
  cult: ["Choir", "Congregation", "Covenant", "Circle"],
  company: ["Company", "Concern", "Trading House", "Charter"],
  syndicate: ["Syndicate", "Family", "Hand", "Ring"],
  council: ["Council", "Conclave", "Assembly", "Moot"],
  brotherhood: ["Brotherhood", "Sisterhood", "Kinship", "Sodality"],
  league: ["League", "Alliance", "Compact", "Union"],
};
export const NAME_START = ["Ash", "Vel", "Mor", "Cal", "Dren", "Ith", "Sor", "Tav", "Ul", "Ker", "Bra", "Elm", "Gor", "Hal", "Nyr", "Quel", "Rov", "Sab", "Thal", "Wen", "Yor", "Zar", "Lir", "Fen"];
export const NAME_MIDDLE = ["", "a", "e", "o", "i", "an", "er", "is", "ul", "en"];
export const NAME_END = ["mere", "dale", "crest", "wick", "gard", "hollow", "mark", "thorn", "vane", "ford", "reach", "moor", "spire", "gate"];
export const NAME_ADJ = ["Silver", "Ashen", "Gilded", "Hollow", "Iron", "Crimson", "Quiet", "Ninefold", "Unbroken", "Lantern", "Pale", "Sevenfold", "Brass", "Thornbound", "Starless", "Amber", "Veiled", "Drowned", "Emerald", "Last"];
export const NAME_THING = ["Key", "Candle", "Coin", "Rose", "Compass", "Lantern", "Crown", "Hand", "Eye", "Anchor", "Quill", "Bell", "Serpent", "Wheel", "Thread", "Mask", "Hound", "Ledger", "Spindle", "Oak"];

export const MOTTO = [
  "What is {verbed} is never lost", "By {thing} and by oath", "We {verb} so others need not", "Patience outlasts {foe}",
  "Ask nothing; {verb} everything", "In the {thing}, the truth", "No door stays shut", "Hold fast, hold true", "Light for the lost, {thing} for the faithless",
];
export const MOTTO_VERB = ["remember", "watch", "carry", "bind", "mend", "count", "keep"];
export const MOTTO_VERBED = ["remembered", "counted", "sworn", "written", "carried", "kept"];
export const MOTTO_FOE = ["kings", "iron", "the tide", "every wall", "the dark", "fortune"];

export const COLOURS = ["black and silver", "crimson and gold", "deep green and bone", "midnight blue and copper", "grey and white", "ochre and rust", "violet and ash", "sea-green and pearl", "scarlet and black", "white and gold"];
export const SYMBOL_POSE = ["{a:thing} within a ring of stars", "a broken {thing} bound with wire", "two crossed keys beneath {a:thing}", "{a:thing} held in an open palm", "{a:thing} over three wavy lines", "an eye set in {a:thing}", "{a:thing} wreathed in thorns"];

export const SIZE = [
  ["a dozen sworn members", 1], ["some forty members and twice as many friends", 2], ["a few hundred across three cities", 3],
  ["over a thousand, with chapters in every port", 2], ["tens of thousands, most of whom have never met a leader", 1],
] as const;

export const LEADER_TITLE: Record<FactionType, readonly string[]> = {
  guild: ["Guildmaster", "Warden of the Hall", "First Artisan"],
  order: ["Grand Master", "Lord Commander", "Marshal"],
  cult: ["Hierophant", "the Voice", "Keeper of the Flame"],
  company: ["Chief Factor", "Governor", "Chairwoman of the Board"],
  syndicate: ["the Old Man", "the Broker", "Mother"],
  council: ["Speaker", "First Seat", "Chancellor"],
  brotherhood: ["Eldest", "Elder Sibling", "the Keeper"],
  league: ["President", "High Delegate", "Convenor"],
};
export const LEADER_GIVEN = ["Aldric", "Maren", "Sefa", "Corvin", "Ilse", "Tomas", "Yevra", "Oduya", "Brannoc", "Liesl", "Kasimir", "Neve", "Othniel", "Rhosyn", "Dagny", "Ezio", "Halvard", "Imre", "Juno", "Perrin", "Saoirse", "Vesna", "Wilmot", "Zora"];
export const LEADER_FAMILY = ["Vance", "Holloway", "Crane", "Ashdown", "Marlowe", "Okonkwo", "Teller", "Quist", "Ravel", "Stroud", "Vey", "Lark", "Morrow", "Dunmore", "Fairweather", "Gale"];

export const HQ: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a white tower above the harbour", "a guildhall of carved oak in the old quarter", "a hidden library beneath a cathedral", "a fortified manor in the hills"],
  "dark-fantasy": ["a crypt beneath a burned chapel", "a fortress on a bleak headland", "the back rooms of a plague-house", "a gallows-inn at the crossroads"],
  "science-fiction": ["a decommissioned orbital station", "three floors of an arcology nobody rents", "a bulk freighter that never docks", "a research moon in a quiet system"],
  modern: ["a glass office tower downtown", "a members-only club with no sign", "a shuttered factory by the river", "a suite of rooms above a bank"],
  steampunk: ["a clocktower workshop", "a moored airship above the docks", "a mansion full of pneumatic tubes", "a foundry that never cools"],
  "post-apocalyptic": ["a fortified water plant", "the ruins of a shopping mall", "a buried bunker under the old highway", "a rusted dam that still turns"],
  mythic: ["a hall on the mountain where the gods once feasted", "a sacred grove ringed with standing stones", "an island reached only at low tide", "a cave behind a waterfall"],
};

export const PUBLIC_GOAL: Record<Alignment, readonly string[]> = {
  benevolent: ["to shelter travellers and the dispossessed", "to preserve knowledge against the coming dark", "to keep the roads and rivers safe", "to heal the sick without asking their names"],
  neutral: ["to keep prices fair and contracts honoured", "to record everything, for everyone", "to keep the old balance of power", "to trade with all and side with none"],
  ruthless: ["to bring order where weakness has failed", "to reward loyalty and punish betrayal", "to restore the rightful rulers", "to cleanse the land of what corrupts it"],
};
export const SECRET_GOAL = [
  "to find and wake something buried under {hq}", "to replace the ruling council, one member at a time", "to hide that their founder never died",
  "to pay off a debt owed to something that is not human", "to corner the trade in {resource} before anyone notices", "to undo a mistake they made a century ago",
  "to collect the pieces of a relic they once broke", "to choose the next heir to the throne themselves",
];
export const METHODS: Record<Alignment, readonly string[]> = {
  benevolent: ["quiet charity", "patient diplomacy", "open patronage", "safe houses", "teaching the poor to read"],
  neutral: ["contracts and ledgers", "favours owed and called in", "neutral ground for parleys", "carefully leaked secrets", "bribes that look like gifts"],
  ruthless: ["blackmail", "hired blades", "arson passed off as accident", "poisoned rumours", "hostages kept in comfort"],
};
export const RESOURCES: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a treasury of elven gold", "a fleet of river barges", "an archive of spell-scrolls", "friends at court", "a company of knights"],
  "dark-fantasy": ["a vault of relics nobody should own", "debts of a dozen noble houses", "a pack of trained hounds", "the silence of the gravediggers", "a cellar of rare poisons"],
  "science-fiction": ["a private jump-gate licence", "an AI that is almost legal", "a security detail in powered armour", "mining rights to an asteroid belt", "encrypted ledgers on four worlds"],
  modern: ["a portfolio of shell companies", "friends in the police", "a private security firm", "a newspaper", "lawyers on retainer"],
  steampunk: ["patents on a new engine", "an airship squadron", "coal mines in the north", "a network of pneumatic post", "a mechanical calculating engine"],
  "post-apocalyptic": ["the only working water purifier for miles", "a cache of fuel", "a cannery full of tins", "a dozen armoured trucks", "seed stock from before the fall"],
  mythic: ["a blessing from the sea-mother", "the favour of a river god", "a herd of sacred horses", "an oracle who answers them first", "a sword forged by giants"],
};
export const RANKS: Record<FactionType, readonly string[]> = {
  guild: ["Apprentice", "Journeyman", "Fellow", "Master", "Warden"],
  order: ["Novice", "Squire", "Sworn Knight", "Knight-Captain", "Grand Master"],
  cult: ["Seeker", "Initiate", "Adept", "Elder", "Hierophant"],
  company: ["Clerk", "Agent", "Factor", "Director", "Governor"],
  syndicate: ["Runner", "Hand", "Captain", "Lieutenant", "the Old Man"],
  council: ["Listener", "Delegate", "Councillor", "Elder Seat", "Speaker"],
  brotherhood: ["Friend", "Sibling", "Keeper", "Elder", "Eldest"],
  league: ["Associate", "Member", "Envoy", "Delegate", "President"],
};
export const RECRUIT = [
  "Candidates are invited, never accepted on request; an existing member must vouch for them with a year of their own wages.",
  "Anyone may knock on the door, but first they must complete three tasks that are never explained.",
  "They recruit from orphanages and prisons, offering a new name and a clean slate.",
  "Membership passes mostly by family, though a talented outsider may be adopted at a midwinter ceremony.",
  "A test of nerve at midnight, an oath at dawn, and a year of service before the symbol may be worn.",
  "They recruit openly in taverns and markets, then quietly drop those who ask too many questions.",
];
export const REPUTATION: Record<Alignment, readonly string[]> = {
  benevolent: ["Blessed by common folk and found tiresome by the powerful.", "Widely trusted, sometimes naively so.", "Loved in the poor quarters, watched closely by the crown."],
  neutral: ["Respected, feared a little, and never quite trusted.", "Useful to everyone and friend to no one.", "Thought of as dull clerks by those who have not crossed them."],
  ruthless: ["Spoken of in whispers, and never by name.", "Feared in the streets and courted in the palaces.", "Known to everyone for what it does, though nobody can prove a thing."],
};
export const ALLY_ENEMY_NAMES = ["Tollkeepers", "Grey Sisters", "Lantern Court", "Saltmen", "Watchers of the Ford", "Copper Guild", "Ninth Legion", "Hollow Choir", "River Compact", "Ashen Hand", "Free Company of the Marsh", "Order of the Bell", "Velvet Ring", "Dockside Union", "Old Crown Loyalists"];

export const HISTORY: Record<"heroic" | "grim" | "whimsical", readonly string[]> = {
  heroic: [
    "The {name} was founded {years} years ago, when {founder} gathered a handful of the desperate and swore they would never again stand by while others suffered.",
    "Its founders were ordinary people who did one brave thing together {years} years ago, and the {name} has been trying to live up to it ever since.",
  ],
  grim: [
    "The {name} was born {years} years ago in a cellar, out of a betrayal that its members still will not name.",
    "{years} years ago {founder} sold something precious to found the {name}; what it was, the ledgers do not say, but the price is still being paid.",
  ],
  whimsical: [
    "The {name} began {years} years ago as a dinner club that argued so fiercely about soup that it accidentally acquired a charter.",
    "Legend says {founder} founded the {name} {years} years ago on a bet, and nobody has yet worked out who won.",
  ],
};

/** Founders of old orders, remembered by a byname (a leader today cannot have founded it a century ago). */
export const FOUNDERS = ["the Lamplighter", "Old Hesk", "the First Warden", "the Widow of the Bridge", "Brother Aldo", "the Grey Captain", "a ferryman called Tobin", "the twins Ysolde and Marek", "a disgraced judge", "the Salt Queen"] as const;
