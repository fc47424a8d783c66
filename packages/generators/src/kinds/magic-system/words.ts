// Magic-system word lists: hardness and power, the syllables of its founders' names, the
// adjectives of its workings' names by register, and how each setting treats its users at each
// stance (standing, the law, a saved faith's view). The kinds of magic are in archetypes-*.ts.
import type { Setting } from "../../core/options.js";
import type { Stance } from "./archetype-types.js";

export const HARDNESS = ["hard", "soft"] as const;
export const POWER = ["subtle", "potent", "world-shaping"] as const;
export type Power = (typeof POWER)[number];

/** The register of a setting: its workings' names and its legends. */
export type Register = "old" | "steam" | "now" | "fallen" | "future";
export const REGISTER: Readonly<Record<Setting, Register>> = {
  "high-fantasy": "old",
  "dark-fantasy": "old",
  mythic: "old",
  steampunk: "steam",
  modern: "now",
  "post-apocalyptic": "fallen",
  "science-fiction": "future",
};

export const NAME_START = [
  "Ith",
  "Val",
  "Sor",
  "Ael",
  "Kyr",
  "Mor",
  "Tha",
  "Ulm",
  "Dra",
  "Eir",
  "Fen",
  "Lys",
  "Nym",
  "Osk",
  "Rhe",
  "Zan",
  "Hal",
  "Qir",
  "Bel",
  "Cae",
  "Gor",
  "Ash",
  "Ven",
  "Tir",
  "Per",
  "Lum",
  "Sab",
  "Cor",
  "Wen",
  "Imr",
];
export const NAME_MID = ["", "a", "e", "o", "i", "ar", "il", "un", "en", "or"];
export const NAME_END = ["ric", "wyn", "ath", "ene", "oss", "iel", "ora", "ax", "une", "is", "an", "yth", "ard", "ys", "el", "on", "ia", "est", "ul", "ade"];

/** Adjectives for the names of workings, by register. */
export const WORKING_ADJ: Readonly<Record<Register, readonly string[]>> = {
  old: ["Quiet", "Silver", "Burning", "Hollow", "Ninefold", "Pale", "Iron", "Veiled", "Second", "Lantern", "Red", "Bitter", "Amber", "Long"],
  steam: ["Brass", "Patent", "Copper", "Grand", "Lesser", "Gilded", "Improved", "Sovereign", "Blue", "Silent", "Double", "Evening"],
  now: ["Quiet", "Blue", "Midnight", "Neon", "Second", "Paper", "Glass", "Static", "Velvet", "Lucky", "Hollow", "Cold"],
  fallen: ["Rust", "Ash", "Red", "Dust", "Last", "Scrap", "Bone", "Black", "Hot", "Dead", "Long", "Crooked"],
  future: ["Null", "Prime", "Blue", "Zero", "Kestrel", "Delta", "Cold", "Echo", "Vector", "Silent", "Deep", "Nova"],
};

type ByStance = Readonly<Record<Stance, readonly string[]>>;

/** How its adepts are treated (predicates after "are"). */
export const STANDING: Readonly<Record<Setting, ByStance>> = {
  "high-fantasy": {
    honoured: ["advisers to the crown", "welcome at any lord's table", "the pride of their towns", "paid well and trusted"],
    tolerated: ["hired but never trusted", "taxed hard and watched", "left to themselves, mostly", "useful, and reminded of it"],
    outlawed: ["hunted by the crown's wardens", "hanged when caught", "hidden among honest folk", "paid in secret and denied"],
  },
  "dark-fantasy": {
    honoured: ["kept close by the barons", "sworn to the bishop's service", "paid in silver and dread", "feared and flattered"],
    tolerated: ["suffered while they are useful", "watched by the witch-finders", "bled for tithes and taxes", "hired by night, shunned by day"],
    outlawed: ["burned by the witch-finders", "hunted with dogs", "hanged at crossroads", "sold to the inquisitors"],
  },
  mythic: {
    honoured: ["welcome at every king's hearth", "counted among the heroes", "fed at the temple's table", "given the best seats at feasts"],
    tolerated: ["respected, and kept at a distance", "consulted before wars, ignored after", "welcome only at the hill shrines", "guests, never citizens"],
    outlawed: ["exiled from every city", "cursed by the priests", "driven out by tyrants", "stoned at the city gates"],
  },
  steampunk: {
    honoured: ["fellows of the learned societies", "engaged by the Admiralty", "celebrated in the illustrated papers", "received at the best houses"],
    tolerated: ["licensed and inspected", "mocked in the penny press", "hired by mill owners", "tolerated as eccentrics"],
    outlawed: ["hunted by the constabulary", "struck off every register", "transported to the colonies", "blackmailed by the police"],
  },
  "science-fiction": {
    honoured: ["prized corporate assets", "decorated fleet officers", "celebrities on the feeds", "paid like starship captains"],
    tolerated: ["registered and tracked", "hired on short contracts", "watched by station security", "useful, and never promoted"],
    outlawed: ["hunted by corporate security", "wanted on every core world", "hidden among freighter crews", "shipped to penal moons"],
  },
  modern: {
    honoured: ["quietly on government payrolls", "consulted by the very rich", "guests on late-night talk shows", "retained by law firms"],
    tolerated: ["dismissed as cranks", "tolerated as eccentrics", "watched by a federal agency", "hired and then denied"],
    outlawed: ["prosecuted as frauds", "hunted by a secret agency", "locked up when caught", "blackmailed by the police"],
  },
  "post-apocalyptic": {
    honoured: ["worshipped as living saints", "guarded by the warlords", "traded like clean water", "fed before anyone else"],
    tolerated: ["kept while they are useful", "paid in water and bullets", "kept outside the walls", "watched by every gun"],
    outlawed: ["shot on sight", "driven into the wastes", "sold to the slavers", "hanged from the water tower"],
  },
};

/** What the law says of it (predicates after "is"). */
export const LEGALITY: Readonly<Record<Setting, ByStance>> = {
  "high-fantasy": {
    honoured: ["licensed by the crown", "taught openly in the colleges", "protected by royal charter"],
    tolerated: ["legal, but taxed heavily", "allowed under guild licence", "banned within city walls"],
    outlawed: ["forbidden on pain of death", "a hanging offence", "outlawed by royal decree"],
  },
  "dark-fantasy": {
    honoured: ["sanctioned by the bishop", "licensed by the baron", "permitted to the church's own"],
    tolerated: ["permitted for a heavy tithe", "allowed beyond the city walls", "licensed, and the licence watched"],
    outlawed: ["a burning offence", "heresy under church law", "punished on the wheel"],
  },
  mythic: {
    honoured: ["sacred under temple law", "blessed by the oracle", "protected by guest-right"],
    tolerated: ["allowed outside the holy precinct", "allowed if the gods are thanked", "taxed by the city's archons"],
    outlawed: ["punished by exile", "a crime against the gods", "forbidden on pain of stoning"],
  },
  steampunk: {
    honoured: ["chartered by Parliament", "licensed by the Patent Office", "regulated by Act of Parliament"],
    tolerated: ["legal with a licence", "restricted to licensed practitioners", "permitted under inspection"],
    outlawed: ["banned under the Vagrancy Act", "a transportable offence", "prohibited by Parliament"],
  },
  "science-fiction": {
    honoured: ["licensed by the colony", "protected by charter", "sponsored by the megacorps"],
    tolerated: ["taxed under licence", "allowed under permit", "restricted to licensed operators"],
    outlawed: ["banned on core worlds", "a capital crime in the fleet", "illegal, yet everywhere"],
  },
  modern: {
    honoured: ["protected as religion", "quietly funded by the state", "legal, and lucrative"],
    tolerated: ["not recognised by law", "unregulated", "ignored by the courts"],
    outlawed: ["prosecuted as fraud", "classified, and denied", "illegal under the fraud laws"],
  },
  "post-apocalyptic": {
    honoured: ["part of the settlement's law", "sanctioned by the warlord", "protected by the council"],
    tolerated: ["left to each boss's whim", "legal where it pays", "allowed outside the walls"],
    outlawed: ["punished by exile", "banned in walled towns", "a shooting offence"],
  },
};

/** How a saved faith of the world looks on it, by stance. */
export const FAITH_VIEW: ByStance = {
  honoured: ["blesses those who practise it", "keeps its own adepts"],
  tolerated: ["tolerates it, barely", "trusts only its own adepts"],
  outlawed: ["calls it a heresy", "preaches against it"],
};
