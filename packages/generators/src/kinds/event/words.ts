// Event word lists: types, scales, causes, courses, outcomes, consequences and remembrance.
export const TYPES = ["battle", "disaster", "coronation", "treaty", "uprising", "discovery", "plague", "festival"] as const;
export type EventType = (typeof TYPES)[number];
export const SCALES = ["local", "regional", "world-shaking"] as const;
export type Scale = (typeof SCALES)[number];
export const TYPE_NOUN: Record<EventType, readonly string[]> = {
  battle: ["Battle", "Siege", "Rout", "Stand"], disaster: ["Flood", "Burning", "Great Storm", "Earthquake"], coronation: ["Crowning", "Coronation", "Ascension"],
  treaty: ["Treaty", "Peace", "Accord", "Concord"], uprising: ["Rising", "Revolt", "Rebellion", "Insurrection"], discovery: ["Finding", "Discovery", "Unearthing"],
  plague: ["Plague", "Sickness", "Grey Fever", "Wasting"], festival: ["Festival", "Great Fair", "Jubilee"],
};
export const PLACE_START = ["Ash", "Black", "Cold", "Elder", "Fair", "Glass", "High", "Iron", "Kings", "Long", "Mourn", "North", "Red", "Salt", "Stone", "Thorn", "Willow", "Wolf", "Raven", "Silver"];
export const PLACE_MID = ["", "en", "er", "a"];
export const PLACE_END = ["ford", "field", "moor", "bridge", "hollow", "gate", "haven", "ridge", "mere", "wick", "crag", "vale"];
export const EPITHET = ["of the Seven Days", "of the Long Night", "of Broken Bells", "of the Red Spring", "of Falling Stars", "of the Three Crowns", "of Ashes", "of the Drowned Bridge", "of Lanterns", "of the Last Harvest", "", "", ""];
export const PARTICIPANTS = ["the levies of the northern lords", "a company of mercenaries", "the city's guilds", "the royal guard", "desperate farmers", "a rebel prince", "the temple's sworn knights", "foreign envoys", "the river clans", "a famous healer", "students of the academy"];
export const CAUSES: Record<EventType, readonly string[]> = {
  battle: ["a disputed inheritance", "an insult at a wedding feast", "a border river that changed its course", "an ambitious general"],
  disaster: ["years of felled forests", "a dam built too quickly", "a comet's passing, or so the priests said", "a curse laid long before"],
  coronation: ["the sudden death of the old ruler", "an abdication nobody expected", "the end of a long regency"],
  treaty: ["exhaustion after years of war", "a marriage arranged between rival houses", "a shared enemy on the horizon"],
  uprising: ["a new salt tax", "the hanging of a popular preacher", "three failed harvests", "a forged royal decree"],
  discovery: ["a miner's stubborn curiosity", "a storm that tore open a hillside", "an old map found in a monastery"],
  plague: ["rats from a foreign ship", "a poisoned well", "a tomb opened by treasure hunters"],
  festival: ["a victory worth celebrating", "the founding of the city", "a promise made to the gods in a lean year"],
};
export const COURSE = [
  "It began at dawn with {a:omen}, and by nightfall nothing was as it had been.",
  "For {n} days it went badly, until {participant} turned it on a single bold stroke.",
  "It unfolded slowly over {n} days, each one worse than the last, while {participant} argued over what to do.",
  "It was over in a single afternoon; those who were there still disagree about what happened.",
];
export const OMEN = ["strange red sky", "flight of crows from the east", "bell that rang by itself", "sudden hailstorm", "dead calm on the sea"];
export const OUTCOME = ["a hard-won victory for {participant}", "a bitter stalemate", "ruin for {participant}", "a peace nobody wanted but everybody signed", "a new order under {participant}"];
export const CONSEQUENCES = ["a new dynasty", "a generation of orphans", "the rise of a new trade road", "a border redrawn", "a festival held every year since", "the fall of a great house", "an oath of vengeance", "a new law that still stands", "a city rebuilt in stone"];
export const REMEMBERED = {
  heroic: ["It is sung of in every tavern, always with the bravest parts made braver.", "Children play at it in the streets, and everyone wants to be the hero."],
  grim: ["The survivors would not speak of it, and their children learned not to ask.", "A black stone marks the place, and no one will plough near it."],
  whimsical: ["It is remembered mainly for the enormous pie that was served afterwards.", "A comic ballad about it is banned, and therefore known by everyone."],
} as const;
