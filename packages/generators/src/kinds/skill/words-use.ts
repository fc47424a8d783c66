// How a skill works by type and setting family: passive effects per discipline (a passive skill
// never "calls a bolt of lightning"), effect leads, ranges, rank titles and the prose shapes.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";
import type { Discipline } from "./words.js";

/** What a passive skill does for its owner, completing "the user …". */
export const PASSIVE: Readonly<Record<Discipline, readonly string[]>> = {
  blade: ["parries the first blow of each fight", "strikes harder against armoured foes", "never drops a blade when struck"],
  archery: ["sees clearly twice as far", "ignores light wind when shooting", "recovers spent arrows more often"],
  fire: ["shrugs off ordinary burns", "keeps warm in any cold", "makes every flame nearby burn brighter"],
  frost: ["resists cold and numbing", "leaves frost where they stand", "slows foes who strike them"],
  storm: ["shrugs off lightning and thunder", "senses storms a day ahead", "moves faster in strong wind"],
  shadow: ["fades from notice in dim light", "sees in near darkness", "casts no betraying shadow"],
  healing: ["heals a little faster than others", "steadies the failing hearts of allies nearby", "resists poison and disease"],
  warding: ["turns aside the first curse each day", "senses hostile wards nearby", "keeps a faint shield at all times"],
  beast: ["is never attacked first by animals", "tracks by scent", "reads the moods of animals"],
  alchemy: ["resists poisons and fumes", "brews potions a third faster", "names substances by smell"],
  stealth: ["moves without a sound", "notices traps before springing them", "blends into any crowd"],
  command: ["steadies the nerves of allies nearby", "is obeyed by frightened troops", "keeps allies fighting past exhaustion"],
  mind: ["resists charms and suggestion", "senses lies in speech", "remembers everything once read"],
  earth: ["stands firm against knockdown", "feels tremors through the ground", "shrugs off light blows"],
};

export const ACTIVE_LEADS: ByFamily<readonly string[]> = {
  old: ["On use, the user", "With a gesture, the user", "With effort, the user", "Once readied, the user", "At a word, the user", "With a flourish, the user"],
  now: ["In one motion, the user", "On command, the user", "With a breath, the user", "When triggered, the user", "In a split second, the user"],
  fallen: ["Grunting, the user", "Teeth gritted, the user", "When it counts, the user", "In fury, the user", "With strength left, the user"],
  future: ["By neural command, the user", "As the implant fires, the user", "On activation, the user", "At a thought, the user", "Via the interface, the user"],
};
export const PASSIVE_LEADS: ByFamily<readonly string[]> = {
  old: ["While this is known, the user", "Without conscious thought, the user", "By long habit, the user", "As if by instinct, the user"],
  now: ["Without thinking, the user", "From muscle memory, the user", "Always, the user", "By training, the user"],
  fallen: ["Hardened by the wastes, the user", "By instinct, the user", "Without thinking, the user", "Scarred into habit, the user"],
  future: ["With the mod installed, the user", "While the implant runs, the user", "Passively, the user", "By conditioning, the user"],
};
export const SCALING = [
  "Its potency grows with {attr}: {bonus}% a point above average.",
  "{Attr} feeds it, {bonus}% a point.",
  "Each point of {attr} adds {bonus}%.",
  "It scales with {attr} ({bonus}%).",
  "Higher {attr} means {bonus}% more a point.",
  "{Bonus}% more per point of {attr}.",
] as const;

/** [range, how it reads after "It …"]; distances in paces or metres by family. */
export const RANGES: ByFamily<readonly (readonly [string, string])[]> = {
  old: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["melee reach", "reaches a foe within arm's length"],
    ["10 paces", "reaches 10 paces"],
    ["30 paces", "reaches 30 paces"],
    ["60 paces", "reaches 60 paces"],
    ["a cone of 15 paces", "fills a cone of 15 paces"],
    ["10 paces around the user", "covers 10 paces around the user"],
    ["line of sight", "reaches anything in sight"],
  ],
  now: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["arm's reach", "reaches a foe within arm's length"],
    ["10 metres", "reaches 10 metres"],
    ["30 metres", "reaches 30 metres"],
    ["100 metres", "reaches 100 metres"],
    ["a cone of 15 metres", "fills a cone of 15 metres"],
    ["10 metres around the user", "covers 10 metres around the user"],
    ["line of sight", "reaches anything in sight"],
  ],
  fallen: [
    ["self", "affects only the user"],
    ["touch", "works at a touch"],
    ["arm's reach", "reaches a foe within arm's length"],
    ["10 metres", "reaches 10 metres"],
    ["a stone's throw", "reaches a stone's throw"],
    ["a rifle shot", "reaches a rifle shot away"],
    ["10 metres around the user", "covers 10 metres around the user"],
    ["line of sight", "reaches anything in sight"],
  ],
  future: [
    ["self", "affects only the user"],
    ["contact", "works on contact"],
    ["close range", "reaches a foe within arm's length"],
    ["10 metres", "reaches 10 metres"],
    ["50 metres", "reaches 50 metres"],
    ["200 metres", "reaches 200 metres"],
    ["a 15-metre cone", "fills a 15-metre cone"],
    ["a 10-metre field", "projects a 10-metre field"],
    ["sensor range", "reaches anything on sensors"],
  ],
};
/** Ranges a passive skill may have (it works on the user or around them). */
export const PASSIVE_RANGE = new Set([
  "self",
  "touch",
  "10 paces around the user",
  "10 metres around the user",
  "a 10-metre field",
  "contact",
  // dark fantasy, steampunk and mythic (words-legend.ts)
  "10 strides around the user",
  "a churchyard around the user",
  "10 yards around the user",
  "a drawing room around the user",
  "a shield's circle around the user",
  "a temple court around the user",
]);

export const ALWAYS: ByFamily<string> = { old: "Always in effect", now: "Always on", fallen: "Always, while you live", future: "Passive; always running" };
export const NO_COOLDOWN: ByFamily<string> = {
  old: "None; limited only by its cost",
  now: "None; only the cost limits it",
  fallen: "None but exhaustion",
  future: "None; power draw only",
};

export const RANK_TITLES = [
  ["Novice", "Initiate", "Student"],
  ["Adept", "Journeyman", "Practitioner"],
  ["Expert", "Veteran", "Specialist"],
  ["Master", "Virtuoso", "Elite"],
  ["Grandmaster", "Paragon", "Legend"],
] as const;
export const RANK_EXTRAS = [
  "wider area",
  "usable while moving",
  "a fifth cheaper",
  "two targets",
  "lingers longer",
  "allies share it",
  "no hands needed",
  "answers attacks",
  "pierces armour",
  "faster recovery",
  "half-seen",
  "undispellable",
  "quieter",
  "longer reach",
  "double effect",
  "no warning",
] as const;

export const USE_LINES = [
  "It {reach}, costs {cost}, and its cooldown is {cooldown}.",
  "It {reach} for {cost}; cooldown: {cooldown}.",
  "Cost: {cost}. Cooldown: {cooldown}. It {reach}.",
  "It {reach}. It costs {cost} (cooldown {cooldown}).",
] as const;
export const COUNTER_LINES = [
  "Wise opponents answer it with {counters}.",
  "It is countered by {counters}.",
  "Its weaknesses: {counters}.",
  "Foes who know it bring {counters}.",
] as const;
export const TEACH_LINES = [
  "Most teachers demand {time} of drills first.",
  "Few teach it, and only to {who}.",
  "Books teach it badly.",
  "It takes {time} to earn the first rank.",
  "Teachers ask {time} of practice.",
  "{Time} of drills comes first.",
  "Only {who} are taught it.",
] as const;
export const WHO = ["the proven", "kin", "the sworn", "paying students", "the desperate", "favourites", "the patient"] as const;
export const TIMES = ["a month", "a season", "a full year", "two winters", "forty days", "half a year"] as const;
export const LEARN_LINES = [
  "To learn {name}, a student needs {prereqs}.",
  "{Name} asks of a student {prereqs}.",
  "Before {name}: {prereqs}.",
  "A student of {name} needs {prereqs}.",
] as const;

/** Each family adds its own prerequisite and counter to the discipline's. */
export const FAMILY_PREREQS: ByFamily<readonly string[]> = {
  old: [
    "a master's blessing",
    "a guild token",
    "a year of apprenticeship",
    "an oath before a shrine",
    "a teacher's seal",
    "a duel won",
    "a dream of the art",
    "a mentor's ring",
  ],
  now: [
    "a certified course",
    "a coach's sign-off",
    "six months of practice",
    "an instructor's licence",
    "a clean medical",
    "a sponsor",
    "a black belt",
    "a signed waiver",
  ],
  fallen: [
    "a scar from the wastes",
    "a mentor who lived long",
    "scavenged gear",
    "a tribe's trust",
    "a month alive outside",
    "a weapon of their own",
    "a debt paid",
    "clean water to trade",
  ],
  future: [
    "a licensed implant",
    "a neural calibration",
    "a combat sim certificate",
    "a corporate clearance",
    "gene-therapy sessions",
    "a genome match",
    "a security bond",
    "a fleet rating",
  ],
};
export const FAMILY_COUNTERS: ByFamily<readonly string[]> = {
  old: ["cold iron charms", "holy ground", "a sudden ambush", "strong drink"],
  now: ["surveillance cameras", "police backup", "tear gas", "sheer numbers"],
  fallen: ["hunger and thirst", "rusted gear failing", "radiation sickness", "ambush from above"],
  future: ["EMP bursts", "signal jammers", "targeting drones", "firmware lockouts"],
};
export const PLACES: ByFamily<readonly string[]> = {
  old: [
    "the river schools of Vell",
    "the Ashen Monastery",
    "a frontier garrison",
    "the Salt Coast academies",
    "the mountain hermitages",
    "the College of Seven Lamps",
    "a travelling circus",
    "the Undercity",
  ],
  now: ["a Marine training camp", "an underground fight club", "a Kyoto dojo", "a community gym", "a special forces unit", "a circus school"],
  fallen: ["the Scrapyard Pits", "a raider camp", "the old army bunker", "a caravan guard school", "the Glass Fields"],
  future: [
    "the Europa Academy",
    "a corporate black site",
    "the Fleet Marine school",
    "a Belt mining crew",
    "the Drift monasteries",
    "a street clinic on Ceres",
  ],
};
export const MENTORS: ByFamily<readonly string[]> = {
  old: ["Old Master Hesk", "the widow Arrenta", "Brother Coll", "a nameless hermit", "Captain Orlo Brant", "Tessaly of the Nine Bells"],
  now: ["a retired sergeant", "Coach Daniels", "an old stuntwoman", "a disgraced detective", "a Paralympic champion"],
  fallen: ["the Doc", "One-Eyed Mags", "a mute giant", "the Radio Man", "a raider turned healer"],
  future: ["Commander Ilse Vey", "an obsolete combat AI", "the clone Seven", "a Belt war veteran", "Doctor Arun Sato"],
};
export const OPENERS = [
  "Taught in {place} for generations,",
  "First recorded by {mentor},",
  "Passed from teacher to pupil in {place},",
  "Stolen from {place} by {mentor},",
  "Refined by the students of {mentor},",
  "Whispered of in {place},",
  "Made famous by {mentor},",
] as const;
export const CLOSERS: ByTone<readonly string[]> = {
  heroic: [
    "it is admired for its grace.",
    "few master its final rank.",
    "even rivals respect it.",
    "it has saved many lives.",
    "heroes of old swore by it.",
    "it rewards the brave.",
    "its masters are honoured.",
    "it is taught with pride.",
  ],
  grim: [
    "its stance is still argued over.",
    "one hall bans it outright.",
    "many died learning it.",
    "it leaves scars.",
    "its masters rarely grow old.",
    "it is taught in whispers.",
    "it has a bloody history.",
    "it was used in a massacre.",
  ],
  whimsical: [
    "it looks easier than it is.",
    "its stance resembles a startled heron.",
    "students often fall over.",
    "it was named by a drunk.",
    "a goose once mastered it.",
    "its teachers bicker constantly.",
    "it works best after lunch.",
    "its first rank is mostly stretching.",
  ],
};
export const PASSIVE_USE_LINES = ["It {reach}; {cost}.", "It {reach}, at a price: {cost}.", "{Cost}; it {reach}.", "It {reach} ({cost})."] as const;
