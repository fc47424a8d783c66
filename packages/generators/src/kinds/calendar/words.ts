// Word lists for the calendar kind: names of reckonings by setting, and the parts that holidays'
// observances and the prose about weeks, seasons and leap days are composed from (our own words).
import type { BySetting, ByTone } from "../../core/phrases/weave.js";

export const NAME_FORMS: BySetting<readonly string[]> = {
  "high-fantasy": ["the {f} Reckoning", "the Calendar of {f}", "the {f} Count", "the Almanac of {f}", "{f}'s Wheel of Days", "the Crown Calendar of {f}"],
  "dark-fantasy": [
    "the {f} Reckoning",
    "the Black Almanac of {f}",
    "the Tally of {f}",
    "{f}'s Count of Days",
    "the Grave Calendar of {f}",
    "the Penitents' Count of {f}",
  ],
  "science-fiction": [
    "{f} Standard Calendar",
    "Colony Time of {f}",
    "the {f} Mission Clock",
    "{f} Orbital Reckoning",
    "the {f} Ship Calendar",
    "{f} Unified Time",
  ],
  modern: ["the {f} Calendar", "the {f} Civil Calendar", "the {f} Almanac", "{f} Standard Dating", "the {f} Municipal Calendar", "the {f} Fiscal Year"],
  steampunk: [
    "the {f} Almanack",
    "the {f} Patent Calendar",
    "{f}'s Railway Time",
    "the {f} Engineers' Year",
    "the {f} Chronometric Table",
    "the {f} Guild Almanack",
  ],
  "post-apocalyptic": ["the {f} Count", "{f}'s Tally", "the Vault Calendar of {f}", "the {f} Scratch Calendar", "the {f} Days-Since", "the Wall Count of {f}"],
  mythic: ["the {f} Reckoning", "the Sacred Year of {f}", "the Oracle's Count of {f}", "the {f} Wheel", "the Temple Year of {f}", "the Heaven-Count of {f}"],
};

/** Who keeps a holiday, by setting. */
export const OBS_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["families", "the guilds", "village folk", "the royal court", "temple choirs", "young couples", "fishers", "shepherds"],
  "dark-fantasy": ["the faithful", "widows", "the village", "penitents", "gravediggers", "the lord's household", "mothers", "the poor"],
  "science-fiction": ["every deck", "colonists", "ship crews", "the station", "hydroponics workers", "off-duty shifts", "the colony council", "cadets"],
  modern: ["families", "office workers", "neighbours", "schoolchildren", "the city council", "shopkeepers", "sports fans", "students"],
  steampunk: ["mill hands", "the gentry", "airship crews", "factory families", "the Engineers' Guild", "street urchins", "clerks", "railwaymen"],
  "post-apocalyptic": ["the settlement", "caravaners", "scavenger crews", "vault families", "the militia", "farmers", "the elders", "kids"],
  mythic: ["the whole city", "maidens", "priests", "farmers", "warriors", "the oracle's servants", "shepherds", "sailors"],
};
/** What they do, by tone. */
export const OBS_DO: ByTone<readonly string[]> = {
  heroic: [
    "light lamps",
    "fill the streets with music",
    "forgive old debts",
    "swear new oaths",
    "share the first loaf",
    "crown a champion",
    "run races",
    "raise banners",
    "sing",
    "honour the fallen",
    "bless the boats",
    "feast together",
  ],
  grim: [
    "keep a silent vigil",
    "leave an empty seat for the dead",
    "fast from dusk to dusk",
    "bar their doors",
    "burn the old year's effigy",
    "mourn in grey",
    "pay the tithe",
    "whip themselves in penance",
    "bury a token",
    "speak no names",
    "light no fire",
    "count their losses",
  ],
  whimsical: [
    "wear silly hats",
    "crown a fool",
    "go door to door with songs",
    "fly kites",
    "throw flour at each other",
    "eat outdoors",
    "swap shoes",
    "let the goats choose the mayor",
    "walk backwards",
    "bake enormous pies",
    "hold a snail race",
    "speak only in rhyme",
  ],
};
export const OBS_WHEN = [
  "from dawn to dusk",
  "until midnight",
  "at the stroke of noon",
  "for three days",
  "all night",
  "at sunrise",
  "for an evening",
  "in the morning",
  "after the bells",
  "by torchlight",
  "at dusk",
  "in the square",
  "on the hills",
  "by the river",
  "at the temple",
];

export const LEAP = [
  "Every {nth} year{except} leaps: {days} added to {month}.",
  "Once in {every} years the year runs long{except}, and {month} gains {days_short}.",
  "{Month} takes {days_short} more every {nth} year{except}.",
  "The leap rule: {days_short} for {month} every {nth} year{except}.",
  "Each {nth} year{except} runs long; {month} gets {days_short}.",
  "{Days_short} join {month} in every {nth} year{except}.",
  "Leap years come every {every} years{except}; in them {month} grows by {days_short}.",
  "To keep pace with the sun, {month} gains {days_short} each {nth} year{except}.",
  "In one year of every {every}{except}, {days} slipped into {month}.",
  "Priests add {days_short} to {month} once every {every} years{except}.",
];
export const NO_LEAP = [
  "None: the year never changes length, and the seasons drift against it.",
  "There are no leap days; the festivals wander slowly through the seasons.",
  "None. Over a lifetime the seasons slip a few weeks against the months.",
  "No leap rule is kept, and the almanac-makers say so with a sigh.",
];

export const MONTHS_T = [
  "{Name} splits the year into {n} months{shape}, from {first} to {last}.",
  "The year of {name} has {n} months{shape}; {first} is first, {last} last.",
  "There are {n} months{shape}. {First} begins the year and {last} ends it.",
  "Under {name}, {first} opens a year of {n} months{shape}, and {last} closes it.",
  "{First} to {last}: {n} months{shape}.",
  "Its {n} months{shape} run from {first} round to {last}.",
];
export const WEEK_T = ["The week has {n} days: {days}.", "A week runs {n} days, {days}.", "Its {n}-day week goes {days}.", "Weeks are {n} days long: {days}."];
export const WEEK_CUSTOM: ByTone<readonly string[]> = {
  heroic: [
    "{last} is kept for rest",
    "markets are held on {first}",
    "oaths are sworn on {second}",
    "the muster drills on {second}",
    "{first} is for new ventures",
    "courts sit on {second}",
  ],
  grim: [
    "nobody marries on {last}",
    "debts fall due on {first}",
    "hangings are held on {second}",
    "{last} is thought unlucky",
    "the dead are visited on {first}",
    "no ship sails on {second}",
  ],
  whimsical: [
    "{last} is for naps",
    "cakes are baked on {first}",
    "{second} is for odd socks",
    "nobody is sure why {second} exists",
    "dogs rule on {first}",
    "{last} is for bad jokes",
  ],
};
export const ERAS_T = [
  "The count has seen {n} eras: {list}.",
  "{N} eras so far: {list}.",
  "Its eras are {list}.",
  "The years fall into {n} eras, {list}.",
  "Scholars name {n} eras: {list}.",
  "Then came {list}.",
];
export const ONE_ERA_T = [
  "Years are written with the suffix {abbr}.",
  "Dates carry the suffix {abbr}.",
  "Every year is marked {abbr}.",
  "Scribes write {abbr} after the year.",
];
export const MOON_T = [
  "{Moon} circles in {cycle} days and is {phase} today.",
  "{Moon} turns in {cycle} days, {phase} tonight.",
  "Today {moon} is {phase}, on a round of {cycle} days.",
  "{Moon} ({cycle} days a cycle) is {phase} now.",
];
export const SEASON_CUSTOM: ByTone<readonly string[]> = {
  heroic: [
    "each opens with games",
    "bells announce their turning",
    "farmers keep their own count",
    "heralds cry each new season",
    "each turning is a feast",
    "the turning is marked by bonfires",
  ],
  grim: [
    "each turning is met with a fast",
    "the bells toll for each passing season",
    "the dead are counted at each turning",
    "each turning brings the tax collector",
    "the turning is a time of bad omens",
    "few welcome the turning",
  ],
  whimsical: [
    "nobody agrees when they start",
    "the goats seem to know first",
    "each turning brings a hat parade",
    "the almanac is wrong about them yearly",
    "children announce them by shouting",
    "each begins with a pie",
  ],
};
export const TODAY_T = [
  "Today is {day}, in year {year} of {era}.",
  "It is {day}, year {year} of {era}.",
  "The date today: {day}, year {year} of {era}.",
  "As of today it is {day}, in the {nth} year of {era}.",
];

export const EPOCH_T = [
  "Year 1 is counted from {e}.",
  "The count begins with {e}.",
  "Year one was the year of {e}.",
  "Dates run from {e}.",
  "The first year is that of {e}.",
  "All dates are reckoned from {e}.",
];
export const EPOCH_ACT: BySetting<readonly string[]> = {
  "high-fantasy": [
    "the crowning of",
    "the founding of",
    "the last flight of",
    "the oath of",
    "the coming of",
    "the victory of",
    "the wedding of",
    "the first council of",
  ],
  "dark-fantasy": [
    "the burning of",
    "the fall of",
    "the curse of",
    "the death of",
    "the first plague of",
    "the betrayal of",
    "the sealing of",
    "the drowning of",
  ],
  "science-fiction": [
    "the landing of",
    "the launch of",
    "the first signal of",
    "the charter of",
    "the founding of",
    "the reactor start of",
    "the first jump of",
    "the armistice of",
  ],
  modern: [
    "the founding of",
    "the independence of",
    "the constitution of",
    "the armistice with",
    "the first election of",
    "the reform of",
    "the union with",
    "the revolution of",
  ],
  steampunk: [
    "the first engine of",
    "the charter of",
    "the exhibition of",
    "the maiden voyage of",
    "the lighting of",
    "the patent of",
    "the strike of",
    "the coronation of",
  ],
  "post-apocalyptic": [
    "the fall of",
    "the opening of",
    "the first harvest of",
    "the walling of",
    "the last broadcast of",
    "the exodus from",
    "the founding of",
    "the burning of",
  ],
  mythic: [
    "the theft of fire by",
    "the descent of",
    "the flood sent by",
    "the slaying of",
    "the birth of",
    "the first dawn over",
    "the departure of",
    "the oath sworn by",
  ],
};
export const EPOCH_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["the High King", "the capital", "the dragons", "the Nine", "the elder tree's folk", "Queen Ysolde", "the first wizards", "the dwarf-lords"],
  "dark-fantasy": [
    "the old capital",
    "the last saint",
    "the Black Prince",
    "the Margrave",
    "the underworld gate",
    "the cathedral",
    "the witch-queen",
    "the drowned city",
  ],
  "science-fiction": ["the first colony ship", "this world", "the Union", "the great reactor", "the Ark", "Station One", "the outer moons", "the Accord"],
  modern: ["the republic", "the nation", "the federation", "the northern states", "the people", "the capital", "the new parliament", "the islands"],
  steampunk: [
    "the Engineers' Guild",
    "the city",
    "the first airship",
    "the gas lamps",
    "the Great Works",
    "the Empress",
    "the railway",
    "the Clockwork Exchange",
  ],
  "post-apocalyptic": [
    "the old world",
    "the vaults",
    "the walled town",
    "the last city",
    "the bombs' survivors",
    "the cities",
    "the dust years",
    "the settlement",
  ],
  mythic: ["the Titan", "the gods", "the sky father", "the world serpent", "the first hero", "the twin suns", "the sea king", "the oracle"],
};
export const SEASONS_T = [
  "{N} seasons turn, {first} to {last}; {custom}.",
  "The year has {n} seasons, {first} first, and {custom}.",
  "Its {n} seasons run {first} to {last}; {custom}.",
  "{First} opens the round of {n} seasons; {custom}.",
  "The year turns through {n} seasons; {custom}.",
  "{Last} closes the seasons' round, and {custom}.",
  "Of its {n} seasons, {first} comes first; {custom}.",
  "There are {n} seasons; {custom}.",
];
export const SUMMARY_T = [
  "{Name}: {m} months, {len} days to the common year, {w}-day weeks and {moons}.",
  "A year of {len} days in {m} months, with {w}-day weeks and {moons}.",
  "{M} months make its {len}-day year; weeks run {w} days, under {moons}.",
  "{Len} days, {m} months and weeks of {w} days, watched by {moons}.",
  "It counts {len} days in {m} months, {w} days a week; {moons}.",
  "{Name} keeps {m} months and {len} days; {moons} and {w}-day weeks.",
];
