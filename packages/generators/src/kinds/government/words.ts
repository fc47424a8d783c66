// Government word lists: types with their titles, succession, legislatures and name words; land
// syllables, given names and the tone's closing lines. The setting's words are in eras.ts.
export const TYPES = ["monarchy", "republic", "theocracy", "oligarchy", "council", "empire", "junta"] as const;
export type GovType = (typeof TYPES)[number];
export const SCALES = ["city", "realm", "empire"] as const;
export type Scale = (typeof SCALES)[number];

export interface TypeWords {
  readonly titles: readonly string[];
  readonly succession: readonly string[];
  readonly legislature: readonly string[];
  readonly noun: readonly string[];
}
export const TYPE_WORDS: Record<GovType, TypeWords> = {
  monarchy: {
    titles: ["King", "Queen", "High Prince", "Grand Duchess"],
    succession: ["The eldest child inherits", "The eldest son inherits", "The monarch names a cousin heir", "The crown passes to a sibling"],
    legislature: ["a Parliament that can refuse taxes", "a Privy Council of the crown", "an assembly of lords"],
    noun: ["Crown", "Throne"],
  },
  republic: {
    titles: ["First Consul", "President", "Lord Protector", "Speaker"],
    succession: ["Elected every five years", "Chosen by lot each year", "Elected for life by the assembly", "Elected by property holders"],
    legislature: ["a Senate of three hundred", "a House and a Senate", "an assembly of all citizens"],
    noun: ["Republic", "Commonwealth"],
  },
  theocracy: {
    titles: ["High Priestess", "Hierarch", "Voice of the God", "Holy Patriarch"],
    succession: ["A child born at the ruler's death", "Chosen by the oracle", "Elected by a conclave", "Revealed in a vision"],
    legislature: ["a Synod of bishops", "a Council of the Faithful", "the temple elders"],
    noun: ["Holy See", "Temple-State"],
  },
  oligarchy: {
    titles: ["Doge", "Chairman", "First Merchant", "Magnate"],
    succession: ["The richest family chooses", "Bought from the council", "Rotates among seven houses", "The largest creditor takes it"],
    legislature: ["a Council of Ten", "a chamber of guild-masters", "the board of the great houses"],
    noun: ["Signoria", "Compact"],
  },
  council: {
    titles: ["First Speaker", "Eldest", "Convenor", "Warden"],
    succession: ["Chosen by the council each spring", "The eldest presides", "Each clan takes a turn", "Whoever speaks best"],
    legislature: ["a Council, one voice per clan", "a moot of every free adult", "a ring of elders"],
    noun: ["Moot", "Council"],
  },
  empire: {
    titles: ["Emperor", "Empress", "Autokrator", "Sovereign of Sovereigns"],
    succession: ["The emperor adopts an heir", "Whoever holds the army", "The eldest, confirmed by the legions", "Murder, in practice"],
    legislature: ["a ceremonial Senate", "a Diet of client kings", "the imperial household"],
    noun: ["Empire", "Imperium"],
  },
  junta: {
    titles: ["Marshal", "Protector-General", "Commandant", "Chief of Staff"],
    succession: ["Whoever the officers back", "Seized by the strongest general", "Named by the outgoing commander", "Decided by the next coup"],
    legislature: ["none; the staff decrees", "a rubber-stamp assembly", "a council of colonels"],
    noun: ["Directorate", "Command"],
  },
};
/** Land names are onset + vowel + coda + link + the era's ending: hundreds of stems, so neighbours differ. */
export const ONSET = [
  "B",
  "C",
  "D",
  "F",
  "G",
  "H",
  "K",
  "L",
  "M",
  "N",
  "P",
  "R",
  "S",
  "T",
  "V",
  "Th",
  "Br",
  "Dr",
  "Gr",
  "Kr",
  "Tr",
  "St",
  "Al",
  "Er",
  "Or",
  "Um",
];
export const VOWEL = ["a", "e", "i", "o", "u", "au", "ei"];
export const CODA = ["", "l", "n", "r", "s", "th", "v", "m", "nd", "rk", "st", "d"];
export const NAME_MID = ["", "", "a", "e", "i", "o", "an", "el", "in", "or"];
export const GIVEN_F = [
  "Berengaria",
  "Drusilla",
  "Flavia",
  "Honoria",
  "Julitta",
  "Livia",
  "Octavia",
  "Severine",
  "Adela",
  "Cordelia",
  "Imelda",
  "Mirela",
  "Oriane",
  "Theodora",
  "Ysolde",
  "Zenobia",
];
export const GIVEN_M = [
  "Aurelian",
  "Casimir",
  "Evander",
  "Gregor",
  "Idris",
  "Konstantin",
  "Maximilian",
  "Radomir",
  "Anselm",
  "Benedek",
  "Dragan",
  "Florian",
  "Leontius",
  "Matthias",
  "Tiberius",
  "Ulric",
];
/** Titles that name a woman or a man: the given name must match. */
export const FEMALE_TITLE = /\b(?:Queen|Princess|Duchess|Empress|Priestess|Abbess|Widow|Bride|Matriarch|Queen-Empress)\b/;
export const MALE_TITLE = /\b(?:King|Prince|Duke|Emperor|Patriarch|Kaiser|Lord|Wanax|Son|Doge|Chairman|Tyrant)\b/;
/** Closing lines by tone and mood; {ruler}, {capital}, {land} and {name} are this state's. */
export const CLOSERS = {
  heroic: {
    good: [
      "Its charter is read aloud in {capital} every year.",
      "{Ruler} still walks the streets of {capital} unguarded.",
      "Refugees from harsher lands come to {capital}.",
      "Its people speak of {name} with pride.",
      "Petitioners queue at the gates of {capital} at dawn.",
      "Soldiers of {land} are paid on time.",
      "{Ruler} hears petitions in {capital} every market day.",
      "Coins of {land} are trusted abroad.",
      "Old soldiers in {capital} drink to {name}.",
      "Foreign envoys find {capital} easy to like.",
      "A child could walk the roads of {land} alone.",
      "Judges in {capital} are fair, even to strangers.",
    ],
    bad: [
      "Its people still hope {ruler} can mend it.",
      "Loyal officials keep {capital} running through it all.",
      "Songs in {capital} remember better days.",
      "The charter of {land} is quoted more now.",
      "Friends abroad send {land} grain, and wait.",
      "Volunteers patrol the streets of {capital} at night.",
      "Envoys of {land} ask abroad for patience.",
      "Many in {capital} remember when it was worse.",
      "The schools of {capital} stay open whatever happens.",
    ],
  },
  grim: {
    good: [
      "The prisons of {capital} are full.",
      "Everyone at the court in {capital} keeps a taster.",
      "Informers sit in every tavern of {capital}.",
      "The order has a price, paid in {capital}'s cellars.",
      "Dissenters vanish from {capital} at night.",
    ],
    bad: [
      "Hunger is a policy here.",
      "The last {title} died screaming.",
      "Bodies hang at the gates of {capital}.",
      "{Ruler} has not been seen in public for a year.",
      "The rich of {capital} have moved their money out.",
    ],
  },
  whimsical: {
    good: [
      "By law {ruler} must lose a footrace every year.",
      "Debates in {capital} are famous for their catering.",
      "By law a goat sits in the assembly of {land}.",
      "Every new law must rhyme.",
      "The treasury of {capital} is guarded by geese.",
    ],
    bad: [
      "The cabinet of {land} meets in a tavern now.",
      "{Ruler} has banned bad news, to little effect.",
      "The crisis has its own song in {capital}, and it is catchy.",
      "Officials settle quarrels by arm-wrestling.",
      "A goat sits in the assembly of {land} and votes no.",
    ],
  },
} as const;
