// Word lists for the game kind: our own vocabulary for pastimes, boards, balls and wagers.
import type { Setting } from "../../core/options.js";

export const GAME_TYPES = ["board", "dice", "card", "sport", "wagering", "riddle"] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const SYL_A = [
  "Ka",
  "Mor",
  "Tel",
  "Vas",
  "Bri",
  "Quen",
  "Hal",
  "Dro",
  "Sef",
  "Ul",
  "Ner",
  "Pav",
  "Ost",
  "Ryn",
  "Gal",
  "Ith",
  "Zor",
  "Lum",
  "Cas",
  "Fen",
  "Iv",
  "Tam",
  "Bel",
  "Yor",
];
export const SYL_B = ["ra", "eli", "on", "ash", "ith", "ova", "und", "es", "ari", "om", "eth", "ul", "an", "iv", "ore", "ek"];
export const SYL_C = ["k", "th", "n", "ra", "s", "l", "mar", "dun", "vel", "x", "rin", "sk", "ta", "wyn", "d", "gar", "ne", "lo", "z", "ck"];

export const NOUNS: Readonly<Record<GameType, readonly string[]>> = {
  board: ["Gambit", "Siege", "Crossing", "Lattice", "Throne", "Hunt", "Tiles", "Towers", "Kingsfall", "March"],
  dice: ["Bones", "Knucklestones", "Throw", "Tumble", "Fates", "Pips", "Roll", "Cast", "Luck", "Scatter"],
  card: ["Hand", "Deck", "Trick", "Court", "Spread", "Fan", "Suit", "Bluff", "Draw", "Trumps"],
  sport: ["Ball", "Chase", "Run", "Hoop", "Pitch", "Rush", "Leap", "Scrum", "Goal", "Field"],
  wagering: ["Wager", "Stake", "Purse", "Pot", "Ante", "Bet", "Lot", "Odds", "Tally", "Coin"],
  riddle: ["Riddle", "Knot", "Question", "Puzzle", "Answer", "Cipher", "Word", "Mirror", "Echo", "Key"],
};

export const EQUIPMENT: Readonly<Record<GameType, readonly string[]>> = {
  board: [
    "an inlaid board of eighty-one squares",
    "twelve carved pieces for each side",
    "a hexagonal river board",
    "a single black 'sovereign' piece",
    "tokens of bone and tokens of horn",
    "a sand-timer for each move",
  ],
  dice: [
    "five knucklebone dice",
    "a leather cup lined with felt",
    "a chalk circle on the floor",
    "two eight-sided stone dice",
    "a tally-stick for each player",
    "a bowl to catch the throw",
  ],
  card: [
    "a deck of fifty-two painted cards",
    "four suits and a Fool",
    "counters of pressed copper",
    "a green cloth to play upon",
    "a trump card drawn face-up",
    "a stiff reed to point with",
  ],
  sport: [
    "a ball of stuffed leather",
    "two goals of woven withies",
    "hooked sticks of ash",
    "a field marked with lime",
    "padded gloves",
    "a horn to mark each half",
  ],
  wagering: [
    "a marked wheel",
    "a purse of chips",
    "a slate to keep the odds",
    "three shells and a pea",
    "a bell for the close of bets",
    "a witness sworn to honesty",
  ],
  riddle: [
    "a cord knotted once per answer",
    "a timing candle",
    "a bowl of pebbles for scoring",
    "a sealed book of answers",
    "a judge's staff",
    "nothing but wit and breath",
  ],
};

export const OBJECTIVES: Readonly<Record<GameType, readonly string[]>> = {
  board: [
    "capture the enemy sovereign",
    "move all pieces across the board",
    "hold the central square for three turns",
    "leave the opponent without a legal move",
  ],
  dice: ["reach exactly fifty-one points", "be the last with tally marks remaining", "throw a perfect run before anyone else", "win the pot in three throws"],
  card: ["take the most tricks", "shed every card before the others", "collect a full court of one suit", "win the last trick of the hand"],
  sport: ["drive the ball through the rival goal", "carry the banner over the far line", "keep the ball aloft longest", "score five goals before sundown"],
  wagering: ["leave the table richer", "break the house's purse", "correctly call three outcomes in a row", "hold the largest stake at the bell"],
  riddle: ["stump the opponent three times", "answer seven riddles without a miss", "ask the riddle nobody can answer", "hold the judge's staff at dawn"],
};

export const PLAYED_BY: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["the courts of elven lords", "off-duty guardsmen", "river traders", "temple novices"],
  "dark-fantasy": ["gravediggers between burials", "soldiers in the siege lines", "plague-quarter children", "hangmen's apprentices"],
  "science-fiction": ["crews on long hauls between stars", "station dockworkers", "cadets at the orbital academy", "colonists in hydroponic bays"],
  modern: ["students in crowded cafés", "commuters on the night train", "online leagues", "pensioners in the park"],
  steampunk: ["airship crews", "foundry workers on their tea break", "gentlemen's clubs", "engine-house apprentices"],
  "post-apocalyptic": ["scavenger crews by the fire", "settlement militias", "caravan drivers", "children in the ruins"],
  mythic: ["the heroes of old", "shepherds on the mountain", "the gods themselves at feast", "temple oracles"],
};
