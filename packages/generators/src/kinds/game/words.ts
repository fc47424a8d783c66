// Word lists for the game kind: our own vocabulary for pastimes, boards, balls and wagers.
import type { Setting, Tone } from "../../core/options.js";

export const GAME_TYPES = ["board", "dice", "card", "sport", "wagering", "riddle"] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const SYL_A = ["Ka", "Mor", "Tel", "Vas", "Bri", "Quen", "Hal", "Dro", "Sef", "Ul", "Ner", "Pav", "Ost", "Ryn", "Gal", "Ith", "Zor", "Lum", "Cas", "Fen", "Iv", "Tam", "Bel", "Yor"];
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
  board: ["a board of eighty-one squares inlaid in two woods", "twelve carved pieces for each side", "a hexagonal board painted with rivers", "a single black 'sovereign' piece", "tokens of bone and tokens of horn", "a sand-timer for each move"],
  dice: ["five knucklebone dice", "a leather cup lined with felt", "a chalk circle on the floor", "two eight-sided dice of polished stone", "a tally-stick for each player", "a bowl to catch the throw"],
  card: ["a deck of fifty-two painted cards", "a deck of four suits and a Fool", "counters of pressed copper", "a green cloth to play upon", "a trump card drawn face-up", "a stiff reed to point with"],
  sport: ["a ball of stuffed leather", "two goals of woven withies", "hooked sticks of ash", "a field marked with lime", "padded gloves", "a horn to start and end each half"],
  wagering: ["a marked wheel", "a purse of chips", "a slate to keep the odds", "three shells and a pea", "a bell for the close of bets", "a witness sworn to honesty"],
  riddle: ["a cord knotted once per answer", "a candle that burns the allotted time", "a bowl of pebbles for scoring", "a sealed book of accepted answers", "a judge's staff", "nothing but wit and breath"],
};

export const RULES: Readonly<Record<GameType, readonly string[]>> = {
  board: ["Pieces move only along the lines, never across the painted rivers.", "A piece surrounded on two sides is captured and given to the opponent.", "The sovereign may move once per turn in any direction but cannot capture.", "A player who repeats the same move three times forfeits the round."],
  dice: ["Each player throws in turn and keeps the best two dice.", "Any throw of all odd numbers must be passed to the left.", "Doubles let the thrower steal a point from any rival.", "A die that leaves the circle counts as a one."],
  card: ["Players must follow suit if they can, and trump if they cannot.", "The dealer turns the last card to name the trump suit.", "A hand may be bluffed, but a caught bluff pays double.", "The Fool beats every card but loses to an empty hand."],
  sport: ["The ball may be struck with stick or foot but never carried.", "A player knocked to the ground must sit out a count of twenty.", "Each side fields seven, and substitutions come only at the horn.", "A goal scored from inside the marked circle is worth half."],
  wagering: ["All bets must be placed before the bell.", "The house keeps one coin in ten from every winning purse.", "A player may double a wager once, but never withdraw it.", "Disputes go to the sworn witness, whose word is final."],
  riddle: ["Each riddle must be answered before the candle gutters.", "A riddle with no true answer forfeits the asker's turn.", "Answers may be given in verse for a bonus point.", "No riddle may be asked twice in one night."],
};

export const OBJECTIVES: Readonly<Record<GameType, readonly string[]>> = {
  board: ["capture the enemy sovereign", "move all pieces across the board", "hold the central square for three turns", "leave the opponent without a legal move"],
  dice: ["reach exactly fifty-one points", "be the last with tally marks remaining", "throw a perfect run before anyone else", "win the pot in three throws"],
  card: ["take the most tricks", "shed every card before the others", "collect a full court of one suit", "win the last trick of the hand"],
  sport: ["drive the ball through the rival goal", "carry the banner over the far line", "keep the ball aloft longer than the rival side", "score five goals before sundown"],
  wagering: ["leave the table richer than one arrived", "break the house's purse", "correctly call three outcomes in a row", "hold the largest stake at the bell"],
  riddle: ["stump the opponent three times", "answer seven riddles without a miss", "ask the riddle nobody can answer", "hold the judge's staff at dawn"],
};

export const SCORING: Readonly<Record<GameType, readonly string[]>> = {
  board: ["one point per captured piece and five for the sovereign", "games are played in matches of three", "a win without losing a piece counts double"],
  dice: ["the total of kept dice, with sixes counting as ten", "one tally mark per winning throw", "points equal to the highest die, doubled on pairs"],
  card: ["a point for each trick, three for the last", "court cards score five, pip cards their face", "game is the first to a hundred"],
  sport: ["a goal is worth three, a clean pass one", "sides switch ends after every score", "a draw is settled by a single kick each"],
  wagering: ["winnings paid at odds chalked before the round", "the pot divided among all who called it", "chips counted at the end, coin changing hands only then"],
  riddle: ["one pebble per answer, two for an answer in verse", "the first to lose three pebbles is out", "the judge may award a pebble for wit alone"],
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

export const ROLE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["It is taught as a school of strategy, and generals boast of their skill.", "Festivals end with a great match, and the winner leads the next parade.", "Quarrels between villages are settled by a match instead of a feud."],
  grim: ["Debts too large to pay are sometimes wagered on it, and sometimes lives.", "Prisoners play it to pass the long nights, and the guards take the losers' bread.", "It was once played with the bones of the conquered, and some still do."],
  whimsical: ["Grandmothers are the fiercest players, and nobody dares cheat them.", "Losers must wear a silly hat until the next match.", "Cats are considered lucky spectators, and a sleeping cat on the board is a draw."],
};

export const VARIANTS = ["a faster form for taverns, played on half the board", "a children's version without captures", "a four-player form in teams of two", "a high-stakes form played blindfolded", "a seafarer's version with a shifting wind rule", "a temple form in which the dead are honoured with a blank piece", "a mountain form played with stones", "a court form with ornate and unwieldy pieces"];

export const MATCH_PLACES = ["in the great hall at midwinter", "beside a dying campfire", "on the deck of a storm-tossed ship", "before a crowd of thousands", "in a locked cellar", "at a wedding feast"];
export const MATCH_OUTCOMES = ["ended in a draw that nobody accepted", "was won on the very last move", "lasted three days without rest", "ended when the loser overturned the table", "was decided by a single lucky throw", "is still argued over in every tavern"];
