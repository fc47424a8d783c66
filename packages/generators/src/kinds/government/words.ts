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
export const NAME_START = [
  "Aur",
  "Bel",
  "Cael",
  "Dor",
  "Est",
  "Ferr",
  "Gal",
  "Har",
  "Ister",
  "Kor",
  "Lys",
  "Mer",
  "Nor",
  "Oss",
  "Pral",
  "Quen",
  "Ros",
  "Sar",
  "Tev",
  "Ul",
  "Ves",
  "Wend",
  "Yr",
  "Zer",
];
export const NAME_MID = ["", "a", "e", "i", "o", "an", "el", "in", "or"];
export const GIVEN = [
  "Aurelian",
  "Berengaria",
  "Casimir",
  "Drusilla",
  "Evander",
  "Flavia",
  "Gregor",
  "Honoria",
  "Idris",
  "Julitta",
  "Konstantin",
  "Livia",
  "Maximilian",
  "Octavia",
  "Radomir",
  "Severine",
];
export const TONE = {
  heroic: [
    "It is held together by believers.",
    "Its charter is read aloud yearly.",
    "Its rulers still walk the streets.",
    "Its people would die for it.",
    "Its courts are famous for fairness.",
    "Refugees seek it out.",
  ],
  grim: [
    "Its prisons are full.",
    "Everyone at court keeps a taster.",
    "Informers are everywhere.",
    "Its last ruler died screaming.",
    "Hunger is a policy here.",
    "Dissenters vanish at night.",
  ],
  whimsical: [
    "The ruler must lose a yearly footrace.",
    "Debates are famous for their catering.",
    "A goat holds a seat by law.",
    "Every law must rhyme.",
    "The treasury is guarded by geese.",
    "Cabinet meets in a tavern.",
  ],
} as const;
