// Faction word lists: types and the words their names use, leaders, resources and ranks
// (the family and tone content is in words-family.ts).
import type { Setting } from "../../core/options.js";

export const TYPES = ["guild", "order", "cult", "company", "syndicate", "council", "brotherhood", "league"] as const;
export type FactionType = (typeof TYPES)[number];
export const ALIGNMENTS = ["benevolent", "neutral", "ruthless"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const TYPE_NOUN: Record<FactionType, readonly string[]> = {
  guild: ["Guild", "Hall", "Fellowship", "Craft"],
  order: ["Order", "Watch", "Vigil", "Wardens"],
  cult: ["Choir", "Congregation", "Covenant", "Communion"],
  company: ["Company", "Concern", "Trading House", "Charter"],
  syndicate: ["Syndicate", "Family", "Outfit", "Ring"],
  council: ["Council", "Conclave", "Assembly", "Moot"],
  brotherhood: ["Brotherhood", "Brethren", "Fraternity", "Brothers"],
  league: ["League", "Alliance", "Compact", "Union"],
};
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
/** Leader titles outside the sword-and-sorcery settings. */
export const LEADER_TITLE_NEW: Record<FactionType, readonly string[]> = {
  guild: ["Guild Chair", "Master Engineer", "Union Boss"],
  order: ["Commander", "Grand Master", "Marshal"],
  cult: ["Prophet", "the Voice", "Teacher"],
  company: ["CEO", "Chairwoman of the Board", "Managing Director"],
  syndicate: ["the Old Man", "the Broker", "Mother"],
  council: ["Speaker", "First Seat", "Chair"],
  brotherhood: ["Eldest Brother", "Big Brother", "the Keeper"],
  league: ["President", "Secretary-General", "Convenor"],
};
/** Leader titles in steampunk: boardrooms, lodges and unions under gaslight. */
export const LEADER_TITLE_NEW_STEAM: Record<FactionType, readonly string[]> = {
  guild: ["Master of the Worshipful Company", "Chief Engineer", "Foreman"],
  order: ["Lord Commander", "Grand Master", "Colonel"],
  cult: ["High Mesmerist", "the Voice", "Reverend Father"],
  company: ["Chairman of the Board", "Managing Director", "Governor"],
  syndicate: ["the Old Man", "the Guv'nor", "Mother"],
  council: ["Lord Mayor", "Chairman", "First Alderman"],
  brotherhood: ["Worshipful Master", "Eldest Brother", "the Keeper"],
  league: ["President", "General Secretary", "Convenor"],
};
/** Leader titles in the mythic age: kings, priestesses and heroes. */
export const LEADER_TITLE_MYTH: Record<FactionType, readonly string[]> = {
  guild: ["Master Smith", "First of the Potters", "Elder Shipwright"],
  order: ["War-Leader", "Polemarch", "Shield-Bearer"],
  cult: ["High Priestess", "the Oracle", "Hierophant"],
  company: ["Sea-Lord", "First Trader", "Master of Ships"],
  syndicate: ["the Old Man", "the Boar", "Mother"],
  council: ["Archon", "Eldest of the Elders", "King"],
  brotherhood: ["Eldest Brother", "Oath-Keeper", "the Hero"],
  league: ["High King", "Chief of the Host", "Hegemon"],
};
export const LEADER_GIVEN = [
  "Aldric",
  "Maren",
  "Sefa",
  "Corvin",
  "Ilse",
  "Tomas",
  "Yevra",
  "Oduya",
  "Brannoc",
  "Liesl",
  "Kasimir",
  "Neve",
  "Othniel",
  "Rhosyn",
  "Dagny",
  "Ezio",
  "Halvard",
  "Imre",
  "Juno",
  "Perrin",
  "Saoirse",
  "Vesna",
  "Wilmot",
  "Zora",
];
export const LEADER_FAMILY = [
  "Vance",
  "Holloway",
  "Crane",
  "Ashdown",
  "Marlowe",
  "Okonkwo",
  "Teller",
  "Quist",
  "Ravel",
  "Stroud",
  "Vey",
  "Lark",
  "Morrow",
  "Dunmore",
  "Fairweather",
  "Gale",
];

export const RESOURCES: Record<Setting, readonly string[]> = {
  "high-fantasy": [
    "elven gold",
    "river barges",
    "spell-scrolls",
    "friends at court",
    "a company of knights",
    "a dragon's egg",
    "mountain silver",
    "royal charters",
  ],
  "dark-fantasy": [
    "forbidden relics",
    "noble debts",
    "trained hounds",
    "the gravediggers' silence",
    "rare poisons",
    "a bound demon",
    "a hangman's favour",
    "plague maps",
  ],
  "science-fiction": [
    "a jump-gate licence",
    "a nearly legal AI",
    "powered armour",
    "asteroid mining rights",
    "encrypted ledgers",
    "a stealth corvette",
    "cloning vats",
    "a senator's ear",
  ],
  modern: [
    "shell companies",
    "friends in the police",
    "a security firm",
    "a newspaper",
    "lawyers on retainer",
    "a hedge fund",
    "a TV channel",
    "a private jet",
  ],
  steampunk: [
    "engine patents",
    "an airship squadron",
    "northern coal mines",
    "pneumatic post",
    "a calculating engine",
    "a brass automaton",
    "a foundry",
    "a rail company",
  ],
  "post-apocalyptic": ["a water purifier", "a fuel cache", "a cannery", "armoured trucks", "pre-war seeds", "a working radio", "a doctor", "the only bridge"],
  mythic: [
    "the sea-mother's blessing",
    "a river god's favour",
    "sacred horses",
    "a loyal oracle",
    "a giant-forged sword",
    "a golden fleece",
    "the storm's ear",
    "a hero's bones",
  ],
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
