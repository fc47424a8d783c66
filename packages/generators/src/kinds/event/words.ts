// Event word lists: types, scales, causes, courses, outcomes, consequences and remembrance.
export const TYPES = ["battle", "disaster", "coronation", "treaty", "uprising", "discovery", "plague", "festival"] as const;
export type EventType = (typeof TYPES)[number];
export const SCALES = ["local", "regional", "world-shaking"] as const;
export type Scale = (typeof SCALES)[number];
export const TYPE_NOUN: Record<EventType, readonly string[]> = {
  battle: ["Battle", "Siege", "Rout", "Stand"],
  disaster: ["Flood", "Burning", "Great Storm", "Earthquake"],
  coronation: ["Crowning", "Coronation", "Ascension"],
  treaty: ["Treaty", "Peace", "Accord", "Concord"],
  uprising: ["Rising", "Revolt", "Rebellion", "Insurrection"],
  discovery: ["Finding", "Discovery", "Unearthing"],
  plague: ["Plague", "Sickness", "Grey Fever", "Wasting"],
  festival: ["Festival", "Great Fair", "Jubilee"],
};
export const EPITHET = [
  "of the Seven Days",
  "of the Long Night",
  "of Broken Bells",
  "of the Red Spring",
  "of Falling Stars",
  "of the Three Crowns",
  "of Ashes",
  "of the Drowned Bridge",
  "of Lanterns",
  "of the Last Harvest",
  "",
  "",
  "",
];
export const CAUSES: Record<EventType, readonly string[]> = {
  battle: ["a disputed inheritance", "an insult at a wedding feast", "a border river that changed its course", "an ambitious general"],
  disaster: ["years of felled forests", "a dam built too quickly", "a comet's passing, or so the priests said", "a curse laid long before"],
  coronation: ["the sudden death of the old ruler", "an abdication nobody expected", "the end of a long regency"],
  treaty: ["exhaustion after years of war", "a marriage arranged between rival houses", "a shared enemy on the horizon"],
  uprising: ["a new salt tax", "the hanging of a popular preacher", "three failed harvests", "a forged royal decree"],
  discovery: ["a miner's stubborn curiosity", "a storm that tore open a hillside", "an old map found in a monastery"],
  plague: ["rats from a foreign ship", "a poisoned well", "a tomb opened by treasure hunters"],
  festival: ["a victory worth celebrating", "the founding of the city", "a vow made in a lean year"],
};
/** How it unfolded, by type: a plague is never over in an afternoon. */
/** How it ended, by type: a plague does not end in a hard-won victory. */
export const OUTCOME: Record<EventType, readonly string[]> = {
  battle: ["a hard-won victory for {participant}", "a bitter stalemate", "ruin for {participant}", "a rout no one had foreseen"],
  disaster: ["rebuilding that took a generation", "the abandonment of the old town", "ruin for {participant}", "a city that learned to build higher"],
  coronation: [
    "a new reign under the protection of {participant}",
    "a crowned ruler and a court divided",
    "a peaceful succession, against all odds",
    "a reign that began in blood",
  ],
  treaty: [
    "a peace nobody wanted but everybody signed",
    "an alliance that has held ever since",
    "a truce that lasted barely a season",
    "new borders drawn by {participant}",
  ],
  uprising: ["a costly win for {participant}", "ruin for {participant}", "a new order under {participant}", "a bitter stalemate"],
  discovery: ["a rush of fortune-seekers", "riches for {participant}", "a secret the temple still guards", "a quarrel over who found it first"],
  plague: ["the sickness burning itself out at last", "a region half emptied", "a cure found by {participant}", "quarantine walls that still stand"],
  festival: ["a feast remembered for a generation", "a riot when the wine ran out", "a tradition kept ever since", "debts that ruined {participant}"],
};
