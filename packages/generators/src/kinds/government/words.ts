// Government word lists: types with titles, succession and legislatures; laws, taxes, armies.
export const TYPES = ["monarchy", "republic", "theocracy", "oligarchy", "council", "empire", "junta"] as const;
export type GovType = (typeof TYPES)[number];
export const SCALES = ["city", "realm", "empire"] as const;
export type Scale = (typeof SCALES)[number];
export const SCALE_NOUN: Record<Scale, readonly string[]> = { city: ["Free City", "City-State", "Commune"], realm: ["Kingdom", "Commonwealth", "Dominion", "Principality"], empire: ["Empire", "Hegemony", "Imperium", "Union"] };

export interface TypeWords { readonly titles: readonly string[]; readonly succession: readonly string[]; readonly legislature: readonly string[]; readonly noun: readonly string[] }
export const TYPE_WORDS: Record<GovType, TypeWords> = {
  monarchy: { titles: ["King", "Queen", "High Prince", "Grand Duchess"], succession: ["Eldest child inherits, regardless of sex", "The crown passes to the eldest son; daughters only if no sons live", "The monarch names an heir from among the royal cousins"], legislature: ["a Parliament of lords and burghers that can refuse new taxes", "a Privy Council appointed by the crown"], noun: ["Crown", "Throne"] },
  republic: { titles: ["First Consul", "President", "Lord Protector", "Speaker"], succession: ["Elected every five years by landholding citizens", "Chosen by lot from the senate every year", "Elected for life by the assembly"], legislature: ["a Senate of three hundred elected citizens", "a lower House of Tribunes and an upper Senate"], noun: ["Republic", "Commonwealth"] },
  theocracy: { titles: ["High Priestess", "Hierarch", "Voice of the God", "Holy Patriarch"], succession: ["The priesthood seeks a child born at the moment of the last ruler's death", "Chosen by the temple oracle", "Elected by a conclave of elders"], legislature: ["a Synod of bishops", "a Council of the Faithful"], noun: ["Holy See", "Temple-State"] },
  oligarchy: { titles: ["Doge", "Chairman of the Board", "First Merchant", "Magnate"], succession: ["The richest family names the next head", "Purchased outright from the council", "Rotates among the seven great houses"], legislature: ["a Council of Ten drawn from the great houses", "a chamber of guild-masters"], noun: ["Signoria", "Compact"] },
  council: { titles: ["First Speaker", "Eldest", "Convenor", "Warden"], succession: ["The council chooses one of its own each spring", "The eldest member presides", "Each clan takes a turn"], legislature: ["the full Council, where every clan has one voice", "a great moot open to every free adult"], noun: ["Moot", "Council"] },
  empire: { titles: ["Emperor", "Empress", "Autokrator", "Sovereign of Sovereigns"], succession: ["Adoption: the emperor chooses the most able heir", "Whoever holds the capital and the army's loyalty", "The eldest child of the imperial line, confirmed by the legions"], legislature: ["a largely ceremonial Senate", "a Diet of client kings"], noun: ["Empire", "Imperium"] },
  junta: { titles: ["Marshal", "Protector-General", "Commandant", "Chief of Staff"], succession: ["Whoever the officers' council backs", "Seized by the strongest general", "Appointed by the outgoing commander"], legislature: ["none; decrees come from the general staff", "a rubber-stamp Assembly of Veterans"], noun: ["Directorate", "Command"] },
};
export const NAME_START = ["Aur", "Bel", "Cael", "Dor", "Est", "Ferr", "Gal", "Har", "Ister", "Kor", "Lys", "Mer", "Nor", "Oss", "Pral", "Quen", "Ros", "Sar", "Tev", "Ul", "Ves", "Wend", "Yr", "Zer"];
export const NAME_MID = ["", "a", "e", "i", "o", "an", "el", "in", "or"];
export const NAME_END = ["ia", "and", "mark", "ath", "ovia", "ene", "heim", "ora", "esh", "on", "avar", "is"];
export const GIVEN = ["Aurelian", "Berengaria", "Casimir", "Drusilla", "Evander", "Flavia", "Gregor", "Honoria", "Idris", "Julitta", "Konstantin", "Livia", "Maximilian", "Octavia", "Radomir", "Severine"];
export const COURTS = ["Royal judges ride circuit twice a year; local lords judge the rest", "A High Court of nine justices, appointed for life", "Temple courts judge matters of faith; magistrates judge the rest", "Trial by jury of twelve neighbours, with appeal to the ruler", "Guild courts judge trade; duels settle honour"];
export const LAWS = [
  "No weapon may be carried inside the capital's walls after dusk", "Every citizen must serve one year in the militia", "Debtors may be sold into service for up to seven years",
  "Magic may be worked only under licence", "Foreigners may not own land", "Any citizen may petition the ruler once a year", "Theft from a temple is punished by exile",
  "All children must learn their letters", "Slavery is forbidden, and sheltering an escaped slave is a virtue", "Merchants must publish their prices at the market cross",
];
export const MILITARY = ["A standing army of {n} regulars and a militia of every able adult", "A small professional guard of {n}, and mercenary companies hired in wartime", "A navy of {n} ships, and very little army to speak of", "Knightly levies owed by the nobles, roughly {n} horse", "A citizen army of {n}, drilled every market day"];
export const TAX = ["A tenth of every harvest, collected in kind", "Tolls on every bridge and gate", "A head tax on every adult, and a salt monopoly", "Duties on imported goods; citizens pay almost nothing", "Temple tithes, which serve as the only tax", "Land taxes assessed every seven years"];
export const STABILITY = ["Stable; the people grumble but obey", "Shaky; two provinces are near open revolt", "Strong, under a popular ruler", "Fragile; the succession is disputed", "Rotten beneath a calm surface"];
export const FACTIONS = ["the Old Nobility", "the Merchant Guilds", "the Temple Party", "the Reformers", "the Army", "the Loyalists", "the Free Cities Party", "the Peasants' League"];
export const RELATIONS = ["an uneasy truce", "a long alliance sealed by marriage", "a bitter border dispute", "a lucrative trade pact", "cold suspicion", "open war, for now at a stalemate"];
export const TONE = {
  heroic: ["For all its faults, the state is held together by people who believe in it.", "Its founding charter is read aloud in every square on its birthday."],
  grim: ["Its prisons are full, and few leave them.", "Everyone at court keeps a taster, and most keep two."],
  whimsical: ["By ancient custom, the ruler must lose a footrace to a child every spring.", "Parliament's debates are famous for their length and their catering."],
} as const;
export const REGIONS = ["Nine Isles", "Western Marches", "Salt Coast", "High Passes", "River Provinces", "Amber Shore", "Eastern Reach", "Lake Cantons", "Iron Hills", "Southern Steppe", "Hundred Fords", "Grey Fens", "Sunward Vales", "Border Keeps", "Outer Colonies", "Old Duchies"];
