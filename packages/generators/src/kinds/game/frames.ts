// Frames for the game kind's prose (our own writing): rules, scoring, roles, variants and famous
// matches told with inline alternatives (core/phrases/alternation.ts), so no two games read alike.
import type { Tone } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { GameType } from "./words.js";

export const RULES: Readonly<Record<GameType, readonly Frame[]>> = {
  board: frames([
    "Pieces move [only along the lines|along the lines alone|by the painted lines], [never across the rivers|and never over water|never diagonally].",
    "A piece [surrounded on two sides|caught between two enemies|flanked on both sides] is [captured|taken|lost] [and given to the opponent|for good|and set aside].",
    "The sovereign [may move once per turn|moves a single step|moves last] [in any direction|forwards or sideways|to any free square] but [cannot capture|never takes a piece|may not attack].",
    "[Repeating a move three times|Stalling for three turns|A third identical move] [forfeits the round|loses the game|hands the opponent a point].",
    "[The first move|Opening moves|The opening] [goes to the youngest|is decided by a coin|belongs to the guest].",
  ]),
  dice: frames([
    "Each player throws [in turn|clockwise|when called] and keeps [the best two dice|the highest die|any pair].",
    "[A throw of all odd numbers|An all-odd throw|Odd numbers across the board] [passes to the left|is void|must be thrown again].",
    "Doubles let the thrower [steal a point|take a turn|claim a die] from [any rival|the leader|the player on the right].",
    "A die [that leaves the circle|rolling off the table|that lands tilted] [counts as a one|is lost|scores nothing].",
    "[Three sixes|A run of three|Snake eyes] [ends the round at once|doubles the pot|wipes the thrower's score].",
  ]),
  card: frames([
    "Players [must follow suit|follow the lead suit|keep to the suit led] [if they can|where able|when possible], [and trump if they cannot|or else discard|or pay a forfeit].",
    "The dealer [turns the last card|shows the bottom card|flips a card] to [name the trump suit|set the trumps|choose the wild suit].",
    "[A hand may be bluffed|Bluffing is allowed|Anyone may bluff], [but a caught bluff pays double|though caught bluffers pay|yet a caught bluff loses the hand].",
    "The Fool [beats every card|trumps the court|wins any trick] but [loses to an empty hand|cannot lead|must be played last].",
    "[Cards are passed|Two cards pass|One card passes] [to the left|across the table|to the dealer] [before each hand|after the deal|at the start].",
  ]),
  sport: frames([
    "The ball may be [struck with stick or foot|kicked or batted|hit with anything] but [never carried|never held|not thrown].",
    "A player [knocked to the ground|who falls|fouled hard] [sits out a count of twenty|leaves the field briefly|must yield the ball].",
    "Each side [fields seven|plays with nine|sends out eleven], and [substitutions come only at the horn|changes wait for a stoppage|nobody may be replaced].",
    "A goal [scored from inside the circle|from close range|struck from the ground] [is worth half|counts double|does not count].",
    "[Captains|Referees|Elders] [toss for ends|choose the ball|set the time limit] [before play|at the start|each half].",
  ]),
  wagering: frames([
    "All bets [must be placed|are laid|are called] [before the bell|before the spin|before the first throw].",
    "The house [keeps one coin in ten|takes a tithe|skims its share] from [every winning purse|the pot|each payout].",
    "A player may [double a wager once|raise once|double down], but [never withdraw it|never back out|must then play on].",
    "Disputes [go to the sworn witness|are settled by the witness|end with the witness], [whose word is final|who cannot be bribed|who decides alone].",
    "[Credit|Markers|Promises] [are not accepted|are honoured only once|must be signed] [at the table|by the house|in public].",
  ]),
  riddle: frames([
    "Each riddle [must be answered|needs its answer] [before the candle gutters|within a count of sixty|before the sand runs out].",
    "A riddle [with no true answer|that cannot be solved|the judge rejects] [forfeits the asker's turn|costs a pebble|is struck from the game].",
    "Answers [in verse|sung aloud|in rhyme] [earn a bonus point|score double|win applause and a point].",
    "No riddle may be [asked twice|repeated|borrowed] [in one night|in a match|from a rival].",
    "[Wrong answers|Guesses|Silences] [cost a pebble|pass the turn|are mocked aloud] [at once|by custom|without mercy].",
  ]),
};

export const SCORING: Readonly<Record<GameType, readonly Frame[]>> = {
  board: frames([
    "[one point|a point] per captured piece, [five|ten] for the sovereign",
    "[matches of three games|best of three|three games a match], [the winner taking two|two wins deciding]",
    "[a win without losing a piece|a clean win|a flawless game] [counts double|scores triple]",
  ]),
  dice: frames([
    "the total of kept dice, [with sixes counting ten|sixes doubled|ones worthless]",
    "[one tally mark|a mark|a notch] per winning throw",
    "[points equal to the highest die|the high die's value], [doubled on pairs|tripled on triples]",
  ]),
  card: frames([
    "[a point per trick|one per trick], [three for the last|five for the final trick]",
    "court cards [score five|count ten], pip cards [their face|one each]",
    "[game is the first to a hundred|first to fifty wins|play ends at a hundred]",
  ]),
  sport: frames([
    "a goal [is worth three|scores two], a clean pass [one|a half]",
    "sides [switch ends|change over] after [every score|each goal]",
    "[a draw is settled|ties are broken] by [a single kick each|sudden death|a footrace]",
  ]),
  wagering: frames([
    "winnings [paid at chalked odds|paid at the posted odds|paid out at once]",
    "the pot [divided among all who called it|shared by the winners|split evenly]",
    "chips [counted at the end|tallied at the bell], coin [changing hands only then|paid after]",
  ]),
  riddle: frames([
    "[one pebble per answer|a pebble an answer], [two for verse|two for rhyme]",
    "the first to lose [three|five] pebbles [is out|leaves the circle]",
    "the judge may [award|grant] a pebble for [wit alone|a fine guess|boldness]",
  ]),
};

/** The game's place in its culture, composed per tone: who, what they do with it, and a detail. */
export const ROLE_WHO: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["Generals", "Captains", "Village elders", "Young nobles", "Schoolteachers", "Judges", "Scouts", "Poets"],
  grim: ["Debtors", "Prisoners", "Gravediggers", "Deserters", "Moneylenders", "Guards", "Hostages", "Widows"],
  whimsical: ["Grandmothers", "Small children", "Retired cooks", "Bored priests", "Cats, allegedly,", "Twins", "Shepherds", "Librarians"],
};
export const ROLE_DO: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "boast of their skill",
    "study it for strategy",
    "settle quarrels with it",
    "teach it to every child",
    "play it before battles",
    "write verses about it",
    "honour its champions",
    "play it at every truce",
  ],
  grim: [
    "stake more than coin",
    "play through long nights",
    "wager their bread on it",
    "play over fresh graves",
    "settle blood debts with it",
    "lose everything to it",
    "play it for lives",
    "never stop playing",
  ],
  whimsical: [
    "cheat shamelessly",
    "are its fiercest players",
    "play it in their sleep",
    "argue about its rules",
    "invent new rules nightly",
    "refuse to lose gracefully",
    "play it upside down",
    "hide the pieces",
  ],
};
export const ROLE_MORE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "festivals end with a match",
    "champions lead the parades",
    "the best are remembered",
    "feuds have ended over it",
    "its maxims are quoted",
    "winners choose the feast",
    "losers buy the ale",
    "songs praise great games",
  ],
  grim: [
    "losers sometimes vanish",
    "the house always wins",
    "old pieces are bone",
    "guards take losers' bread",
    "some games end in knives",
    "nobody plays for fun",
    "cheats lose fingers",
    "debts pass to children",
  ],
  whimsical: [
    "losers wear a silly hat",
    "a sleeping cat means a draw",
    "nobody cheats a grandmother",
    "geese referee",
    "the prize is cake",
    "every game ends in argument",
    "the rules change on Tuesdays",
    "dogs may vote",
  ],
};
export const ROLE = frames([
  "{Who} {does}; {more}.",
  "{Who} {does}[, and|, while|; meanwhile,] {more}.",
  "{Who} {does} [here|there|in these parts], and {more}.",
]);

export const PLAY_OPEN: readonly Frame[] = frames([
  "{Name} is [a|a well-loved|a centuries-old|a fiercely contested|a popular] {type} for {players}, [played with|needing|using] {equipment}.",
  "{Name}: {a:type} for {players}, [played with|needing|using] {equipment}.",
]);
export const PLAYED_LEAD = [
  "Played above all by",
  "Loved most by",
  "Played chiefly by",
  "A favourite of",
  "Most popular with",
  "Best loved by",
  "Common among",
  "Beloved of",
];
export const AIM = ["The aim is to", "Players try to", "The goal:", "To win, players must", "Each side tries to", "The object is to"];
export const SCORING_LEAD = ["Scoring:", "Points:", "The score:", "How to score:", "Tallying:"];
export const VARIANTS_SAY: readonly Frame[] = frames([
  "[Variants include|Other forms include|There are variants:|Among its variants are|Known variants:|Look also for] {variants}.",
  "[It has variants|Other versions exist|Local forms abound|Regions differ|Many play it otherwise]: {variants}.",
]);
export const SUMMARY: readonly Frame[] = frames([
  "{A:type} whose players [strive|try|race|battle] to {obj}",
  "{A:type} in which [the goal is to|players try to|everyone hopes to] {obj}",
  "{A:type}: [players|the players|rivals] [must|try to|race to] {obj}",
]);
export const MATCH: readonly Frame[] = frames([
  "The match between {a} and {b}, played {where}, {outcome}.",
  "[Everyone remembers|Tellers still recall|People still talk of] the game {a} played against {b} {where}: it {outcome}.",
  "When {a} met {b} {where}, the game {outcome}.",
]);
export const MATCH_PLACES = [
  "at the midwinter hall",
  "beside a dying campfire",
  "on a storm-tossed deck",
  "before thousands",
  "in a locked cellar",
  "at a wedding feast",
  "on a prison floor",
  "at the end of a war",
  "under a blood moon",
  "in a flooded hall",
];
export const MATCH_OUTCOMES = [
  "ended in a disputed draw",
  "was won on the last move",
  "lasted three days",
  "ended with an overturned table",
  "turned on one lucky throw",
  "is still argued over",
  "was never finished",
  "made a beggar rich",
  "started a feud",
  "ended in a wedding",
];
export const VARIANTS = [
  "a tavern form",
  "a children's version",
  "a team form",
  "a blindfolded form",
  "a sailor's version",
  "a temple form",
  "a mountain form",
  "a court form",
  "a two-minute form",
  "a drinking version",
  "a silent form",
  "a deathbed form",
];
