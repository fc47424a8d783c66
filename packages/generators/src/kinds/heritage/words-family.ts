// Heritage content by setting family and tone: homelands, what drove the people out and how
// they travelled, customs, heirlooms, values, ancestors' deeds and how the journey is told.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";

export const HOMELANDS: ByFamily<readonly string[]> = {
  old: [
    "windswept islands",
    "terraced river hills",
    "a causewayed salt marsh",
    "a thundering grass plateau",
    "a forest of named trees",
    "a desert oasis city",
    "a glacier-walled valley",
    "black herring-boat cliffs",
    "a drowned river kingdom",
    "red canyon towns",
  ],
  now: [
    "a fishing village abroad",
    "a mountain farming region",
    "a drowned valley under a dam",
    "an industrial river city",
    "a sugar island",
    "a border province",
    "a lost railway town",
    "a steppe collective",
  ],
  fallen: [
    "a city now glass",
    "a flooded coast",
    "a poisoned farm belt",
    "a bunker complex",
    "a dead capital",
    "the old suburbs",
    "a dried lake bed",
    "a burned forest",
  ],
  future: [
    "a tidally locked twilight belt",
    "a hollow asteroid",
    "the first generation ship",
    "a flooded colony",
    "a gas giant cloud city",
    "an ice moon's domes",
    "a lost Earth city",
    "a ringworld arc",
  ],
};
export const CAUSES: ByFamily<readonly string[]> = {
  old: [
    "a three-harvest famine",
    "a war not theirs",
    "the rising sea",
    "a traders' plague",
    "a prophecy",
    "a temple-burning conqueror",
    "failed mines",
    "a royal quarrel",
    "a dragon",
    "a cursed well",
  ],
  now: ["a civil war", "a closed factory", "a dictator", "a flood", "crushing poverty", "a pogrom", "a new dam", "a lost harvest", "a collapsed currency"],
  fallen: ["the bombs", "the sickness", "raiders", "poisoned water", "the dust winters", "a warlord", "the fallout", "the hunger years"],
  future: [
    "a failing sun",
    "a corporate foreclosure",
    "a reactor breach",
    "a planetary war",
    "an AI uprising",
    "a plague of spores",
    "a collapsing orbit",
    "debt",
  ],
};
export const WAYS: ByFamily<readonly string[]> = {
  old: [
    "walked the old roads",
    "crossed the sea",
    "followed the herds",
    "scattered into a dozen cities",
    "climbed where none would follow",
    "sold their labour abroad",
    "sailed in stolen ships",
    "hid in the marshes",
    "begged at city gates",
    "joined a caravan",
  ],
  now: [
    "took trains west",
    "crossed borders at night",
    "flew out with one suitcase each",
    "settled in the big cities",
    "worked the docks abroad",
    "built their own quarter",
    "came by boat",
    "moved from town to town",
  ],
  fallen: [
    "walked the dead highways",
    "crewed the caravans",
    "hid in the hills",
    "rafted down the rivers",
    "built walls elsewhere",
    "followed a radio voice",
    "rode stolen trucks",
    "sheltered in tunnels",
  ],
  future: [
    "rode sleeper ships outward",
    "bought passage on freighters",
    "scattered across the stations",
    "took colony lotteries",
    "drifted with a mining fleet",
    "signed on as contract labour",
    "hid in cargo holds",
    "walked the ring",
    "built a new dome",
  ],
};
export const MIGRATION_LINES = [
  "Driven out by {cause}, they {way}.",
  "After {cause}, they {way}.",
  "{Cause} scattered them; they {way}.",
  "When {cause} came, they {way}.",
  "Fleeing {cause}, they {way}.",
  "Because of {cause} they {way}.",
  "{Cause} came; they {way}.",
] as const;

export const CUSTOMS = [
  "guests are fed before named",
  "newborns meet the eldest kin",
  "the dead face the homeland",
  "salt waits by every door",
  "songs settle disputes",
  "daughters inherit the keys",
  "shoes stay outside",
  "a candle marks the exodus",
  "bread is never cut, only torn",
  "names are given at seven",
  "weddings last three days",
  "the old are never alone",
  "first fruits go to the dead",
  "stories are told backwards",
];
export const HEIRLOOMS: ByFamily<readonly string[]> = {
  old: [
    "a lost house's key",
    "a map of the homeland",
    "a copper pot",
    "river pearls",
    "an old name book",
    "a temple bell",
    "homeland wheat",
    "a home-valley rug",
  ],
  now: [
    "an old passport",
    "a box of photographs",
    "a sewing machine",
    "a deed to lost land",
    "a recipe book",
    "a war medal",
    "a radio from home",
    "a wedding dress",
  ],
  fallen: ["a pre-war photograph", "a working watch", "unopened peaches", "a dog tag", "an old city map", "a music box", "a seed tin", "a rifle"],
  future: [
    "a first-ship hull plate",
    "a memory crystal",
    "an Earth coin",
    "a star chart",
    "a gene record",
    "a spacesuit patch",
    "a bottle of home air",
    "a dead AI core",
  ],
};
export const VALUES: ByTone<readonly string[]> = {
  heroic: ["loyalty to kin", "hospitality", "endurance", "one's word", "quiet courage", "generosity", "honest work", "protecting the weak", "memory", "hope"],
  grim: ["never forgiving", "survival first", "silence", "distrust of outsiders", "debts paid", "hard work", "revenge", "secrecy", "thrift", "watchfulness"],
  whimsical: ["good stories", "lateness", "feeding everyone", "arguing", "goats", "long naps", "loud singing", "pickles", "gossip", "hats"],
};
export const DEEDS = [
  "led the first families out",
  "bargained for land",
  "wrote down the songs",
  "founded the family guild",
  "died holding the ferry",
  "ended a feud by marriage",
  "found the mountain pass",
  "went home and returned",
  "hid the children",
  "forged the first papers",
  "killed the tyrant",
  "kept the records",
  "taught everyone to read",
  "built the first house",
  "lost everything at cards",
  "named the new land",
];
export const TELLERS: ByFamily<readonly string[]> = {
  old: ["Every family", "The old songs", "Grandmothers", "The elders", "Feast-night tales"],
  now: ["Every family", "Old photographs", "Grandparents", "The community paper", "Holiday dinners"],
  fallen: ["Every camp", "Campfire tales", "The old-timers", "Scratched walls", "Road songs", "Survivors", "Scavenger kids"],
  future: ["Every family", "The archives", "Old spacers", "Memory recordings", "The ship logs"],
};
export const TELLS: ByTone<readonly string[]> = {
  heroic: ["tell the crossing with pride", "rebuilt what was lost, better", "give every family a part in it", "name it the road", "honour the first walkers"],
  grim: [
    "read the names of the lost yearly",
    "remember that nobody welcomed them",
    "say little of the road",
    "count the graves along the way",
    "learned to expect nothing",
  ],
  whimsical: [
    "argue about who packed the cheese",
    "say they got lost twice",
    "blame a goat for the delays",
    "insist the weather was lovely",
    "remember mostly the singing",
  ],
};
export const CRAFT_LINES = [
  "They are known for {crafts}.",
  "Their crafts: {crafts}.",
  "Others seek them out for {crafts}.",
  "Their hands are famed for {crafts}.",
] as const;
export const HEIRLOOM_LINES = ["Families guard {list}.", "Every household keeps {list}.", "Heirlooms include {list}.", "Treasured still: {list}."] as const;
export const ANCESTOR_HEADS = ["Notable ancestors:", "Ancestors remembered:", "Famous forebears:", "Names still spoken:"] as const;
export const CUSTOM_LINES = ["Among them, {list}.", "By custom, {list}.", "Their ways: {list}.", "At home, {list}.", "Old habits hold: {list}."] as const;
export const VALUE_LINES = [
  "They prize {list}.",
  "They hold dear {list}.",
  "Above all: {list}.",
  "Their virtues are {list}.",
  "Children learn {list}.",
] as const;
/** A custom only a people of this setting would keep. */
export const FAMILY_CUSTOMS: ByFamily<readonly string[]> = {
  old: ["swords hang above cradles", "oaths are sworn on bread", "the harvest queen rules a day", "wells are blessed yearly", "horses are named for saints"],
  now: [
    "Sunday means grandma's cooking",
    "home speaks the old tongue",
    "weddings fill a whole hall",
    "remittances go home monthly",
    "the old holidays are kept",
  ],
  fallen: ["water is shared first", "every child learns to shoot", "the dead are burned", "scrap is never wasted", "strangers wait a day outside"],
  future: ["births are logged", "air is never wasted", "Earth day is kept", "names include the ship's", "the dead are recycled, singing"],
};
