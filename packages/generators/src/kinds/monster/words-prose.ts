// The monster generator's composed prose: sentence frames and short parts drawn per result, so no
// fixed sentence recurs across results (issue 16). Our own writing.
import type { Setting, Tone } from "../../core/options.js";

/** Behaviour: a habit, then when or how it shows. Parts stay short so grams cross two draws. */
export const HABITS = [
  "hunts alone",
  "moves in family groups",
  "lures prey with a cry",
  "waits motionless for days",
  "guards one place fiercely",
  "follows travellers unseen",
  "is curious, not cruel",
  "hoards bright objects",
  "migrates along old paths",
  "plays with its prey",
  "sleeps for years",
  "mimics its prey's voices",
  "circles its quarry silently",
  "drags kills to its den",
  "marks its range",
  "stalks the weak",
  "nests among old bones",
  "calls to its kin",
  "feigns death when cornered",
  "tests victims with one strike",
  "roams far and wide",
  "shadows herds",
];
export const HABIT_WHEN = [
  "and only at dusk",
  "when the moon is thin",
  "in the weeks before a storm",
  "after the first frost",
  "whenever it is hungry",
  "through the darkest hours",
  "in the heat of the day",
  "during the rains",
  "until something startles it",
  "when the wind drops",
  "for reasons no one knows",
  "from spring to harvest",
  "while its young are small",
  "in fog and drizzle",
  "at the turn of each season",
];

export const ATTACK_PART = [
  "a crushing bite",
  "raking claws",
  "a lashing tail",
  "a paralysing sting",
  "a spray of burning spittle",
  "a stunning shriek",
  "constricting coils",
  "a bull-headed charge",
  "a numbing gaze",
  "a cloud of choking spores",
  "hooked barbs",
  "a gaping maw",
  "a spiked forelimb",
  "a barbed tongue",
  "a buffet of its wings",
  "a flailing mass of tendrils",
];
export const ATTACK_EFFECT = [
  "that snaps spear shafts",
  "that leaves slow wounds",
  "quick as a thrown knife",
  "that scatters a shield wall",
  "aimed at the throat",
  "strong enough to dent plate",
  "that drips with venom",
  "it saves for the cornered",
  "that tears on the way out",
  "used from above",
  "that breaks bones",
  "that blinds for an hour",
  "that numbs the limbs",
  "aimed low at the legs",
  "heard before it lands",
  "it uses without warning",
];
export const ABILITIES = [
  "sees in total darkness",
  "holds its breath for an hour",
  "sheds its skin to escape",
  "goes unseen while still",
  "heals in moonlight",
  "climbs sheer walls",
  "smells blood from a league off",
  "speaks a few dead words",
  "shrugs off ordinary fire",
  "splits in two when wounded",
  "senses lies spoken nearby",
  "walks through mist like a door",
  "hears a heartbeat through stone",
  "throws its voice",
  "moves without a sound",
  "sheds heat like a stove",
  "knows when it is hunted",
  "drinks the warmth from a room",
];

export const HARVEST = [
  "a hide prized by armourers",
  "venom sacs for alchemists",
  "arrowhead teeth",
  "a long-glowing gland",
  "eyes for scrying bowls",
  "bones light as cane",
  "a fever-curing heart",
  "oil that never freezes",
  "arrow-proof scales",
  "a bladder of foul gas",
  "humming feathers",
  "ink-fixing blood",
  "sinew for bowstrings",
  "a musk for perfumers",
  "a trophy skull",
  "horn like ivory",
];
export const HARVEST_FRAME = [
  "A kill pays in {h}.",
  "Hunters take {h}.",
  "The carcass yields {h}.",
  "It is sold for {h}.",
  "What is left fetches coin: {h}.",
  "Traders pay for {h}.",
  "Its slayers keep {h}.",
];

export const SIGN_FRAME = [
  "Look for {s}.",
  "Watch for {s}.",
  "Its range is marked by {s}.",
  "Trackers know it by {s}.",
  "It gives itself away with {s}.",
  "The first signs are {s}.",
];
export const FIGHT_FRAME = [
  "When it fights, it relies on {a}.",
  "In a fight it leads with {a}.",
  "Its weapons: {a}.",
  "Cornered, it uses {a}.",
  "It kills with {a}.",
  "Expect {a}.",
];
export const ALSO_FRAME = ["It also {x}.", "Worse, it {x}.", "Beyond that, it {x}.", "Hunters add that it {x}.", "And it {x}."];
export const FEAR_FRAME = ["It fears {w}.", "It shies from {w}.", "Its weakness is {w}.", "It can be driven off with {w}.", "{W} will turn it."];

export const YOUNG = [
  "lays leathery eggs",
  "bears one young a decade",
  "buds when well fed",
  "is never seen young",
  "raises twins",
  "leaves eggs in other nests",
  "mates once a decade",
  "broods its clutch all year",
  "carries its young",
  "breeds after hard winters",
  "births whole litters",
  "nests in deep water",
  "spawns in autumn",
  "hatches from stone-hard eggs",
  "guards its young fiercely",
  "abandons its hatchlings",
];
export const ECOLOGY_FRAME = [
  "It feeds on {diet}, taking {prey} when it can, and {young}.",
  "Its diet is {diet}; it also takes {prey}. It {young}.",
  "Besides {diet}, it takes {prey}. It {young}.",
  "{Prey} fall to it, but it lives on {diet}. It {young}.",
  "It lives on {diet} and, when it can, {prey}; it {young}.",
];

type Advice = { readonly who: readonly string[]; readonly what: readonly string[] };
/** Advice by threat: who deals with it, and what they do (or what happens). */
export const ADVICE: Record<"minor" | "dangerous" | "deadly" | "legendary", Advice> = {
  minor: {
    who: ["A village with dogs", "Any farmer with a torch", "A pair of hunters", "Apprentices", "A watchful shepherd"],
    what: ["can drive it off.", "treat it as easy quarry.", "chase it off in an evening.", "see it off without bloodshed.", "rarely lose sleep over it."],
  },
  dangerous: {
    who: ["Only a prepared party", "A trained band", "Seasoned hunters", "A squad with nets", "Bounty-seekers"],
    what: ["should go after it.", "can take it, with losses.", "need to know its weakness.", "bring it down in the open.", "collect a fair bounty for it."],
  },
  deadly: {
    who: ["Whole companies", "Veteran soldiers", "Proud hunters", "Entire patrols", "Sensible people"],
    what: [
      "have been lost to it.",
      "do not come back from its range.",
      "learn too late to run.",
      "leave its territory for good.",
      "are buried where it struck.",
    ],
  },
  legendary: {
    who: ["Kingdoms", "Heroes", "Whole cities", "Armies", "The bravest"],
    what: [
      "have fallen in its shadow.",
      "are remembered for surviving it.",
      "still pay it tribute.",
      "fled rather than face it.",
      "marked its passing in their chronicles.",
    ],
  },
};

/** A closing aside by tone: short, so it only ever joins grams with varied parts. */
export const TONE_ASIDE: Record<Tone, readonly string[]> = {
  heroic: [
    "It can be beaten.",
    "Courage has bested it before.",
    "Songs praise those who faced it.",
    "Someone always rises to meet it.",
    "Its hunters are honoured guests.",
  ],
  grim: [
    "Its victims are seldom found whole.",
    "Nobody is paid enough to hunt it.",
    "The graves near its range are many.",
    "Mothers stop naming their children.",
    "Few who meet it are buried.",
  ],
  whimsical: [
    "It has a weakness for lullabies.",
    "It once ate a tax collector's hat.",
    "It sulks when ignored.",
    "Children leave it turnips, just in case.",
    "It snores, loudly.",
  ],
};

type Note = { readonly who: readonly string[]; readonly did: readonly string[] };
/** Who studies it, by setting, and what they have done about it. */
export const SETTING_NOTE: Record<Setting, Note> = {
  "high-fantasy": {
    who: ["Adventurers' guilds", "Court wizards", "Elven loremasters", "Temple scribes", "Royal huntsmen", "Dwarven chroniclers"],
    did: ["keep a page on it", "argue over its true name", "pay well for its drawings", "rank it a lesser terror", "tell tales of it", "post bounties on it"],
  },
  "dark-fantasy": {
    who: ["The inquisitors", "Plague doctors", "Witch-hunters", "Grave-keepers", "Hedge-priests", "Starving villagers"],
    did: [
      "burn every drawing of it",
      "blame it for each vanishing",
      "whisper its name at funerals",
      "nail charms against it",
      "deny that it exists",
      "bargain with it in secret",
    ],
  },
  "science-fiction": {
    who: ["Survey drones", "Colony xenobiologists", "Freighter crews", "Orbital scanners", "Corporate hunters", "Quarantine officers"],
    did: [
      "logged it by serial number",
      "track its heat signature",
      "forbid landings in its range",
      "sell footage of it offworld",
      "failed to sequence its genome",
      "lost three probes to it",
    ],
  },
  modern: {
    who: ["Wildlife officials", "Local hunting forums", "Cryptid podcasters", "Park rangers", "Insurance adjusters", "Late-night callers"],
    did: ["deny it exists", "post blurry photos of it", "argue about its tracks", "close trails when it appears", "class it as wildlife", "keep a quiet file"],
  },
  steampunk: {
    who: ["The Royal Society", "Brass-goggled naturalists", "Dirigible crews", "Patent hunters", "Clockwork taxidermists", "Penny broadsheets"],
    did: [
      "offer medals for a specimen",
      "cast its skull in bronze",
      "chart its flights by telegraph",
      "sketch it in their journals",
      "want its glands for engines",
      "print lurid engravings of it",
    ],
  },
  "post-apocalyptic": {
    who: ["Scavengers", "Caravan guards", "Bunker elders", "Rad-priests", "Water traders", "Wasteland scouts"],
    did: [
      "date it to the Fall",
      "swear it is still changing",
      "paint its range red",
      "trade its bones for bullets",
      "keep watch fires against it",
      "call it a former pet",
    ],
  },
  mythic: {
    who: ["The gods", "Oracles", "Temple poets", "Hero-cults", "River nymphs", "The old kings"],
    did: ["set it here as a test", "foretold its return", "sing of its first hunt", "offer it garlands", "count it an old terror", "swore oaths on its blood"],
  },
};

export const LEGEND_OPENERS = [
  "Grandmothers in {place} say",
  "An old ballad from {place} claims",
  "The hunters' lodges of {place} tell",
  "Priests in {place} preach",
  "Children in {place} believe",
  "Travellers passing {place} hear",
  "The oldest folk of {place} insist",
];
export const LEGEND_WHO = ["the first of its kind", "it", "its mother", "the eldest of them", "the last of its line"];
export const LEGEND_TALE = [
  "was a prince cursed for greed",
  "can only die on its birth night",
  "remembers every face it sees",
  "was made as a sleepless guard",
  "weeps for the people it eats",
  "carries a dead hero's soul",
  "was once worshipped as a god",
  "fell from the sky in fire",
  "was born of a broken oath",
  "cannot cross running water",
  "guards a buried crown",
  "answers to a forgotten name",
];
export const TRUTH_START = ["The truth is plainer:", "Scholars disagree:", "Whatever the truth,", "Those who study it say", "In fact,", "Hunters shrug:"];
export const TRUTH_END = [
  "it is simply old and patient.",
  "its offerings vanish by morning.",
  "no dissection found magic.",
  "no two accounts agree.",
  "it is just an animal.",
  "none has died of age.",
  "the tale grows with each telling.",
  "the bones in its den are real.",
  "the priests profit from it.",
  "it is rarer than they think.",
  "most sightings are hoaxes.",
  "its age is unknown.",
];
