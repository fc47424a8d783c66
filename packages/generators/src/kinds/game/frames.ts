// Sentence forms for the game kind's prose and its told fields (our own writing). Every slot is a
// field of the entry or its kit: {kind} the kind of game, {players} who plays it at the table
// ("players", "two sides", "pilots"), {gist} a they-form verb phrase, {people} who plays it
// (plural), {where} where they play it, {venue} where a famous game was, {stake} what they play
// for, {feat} a feat of the game, {place} a saved place, {variant} a variant's name ("without
// wild ones"), {a} {b} the players of a famous match, {outcome} how it went. Only {players} and
// {people} (always plural) are ever a verb's subject. A sentence that could stand in any game is
// a defect (docs/generators.md, "Prose adds, it does not repeat"): every form carries a slot.
import type { Tone } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";

/** The summary: the kind of game and the core of play (the fields give who, how many and the aim). */
export const SUMMARY: readonly Frame[] = frames([
  "{A:kind} in which {players} {gist}.",
  "{A:kind}: {players} {gist}.",
  "{A:kind} whose {players} {gist}.",
  "In this {kind}, {players} {gist}.",
  "{A:kind} where {players} {gist}.",
]);

/** Who plays it, where, and for what (the Cultural role field). */
export const CULTURE: readonly Frame[] = frames([
  "{People} play it {where}, for {stake}.",
  "It is played {where}, [mostly|above all] by {people}, for {stake}.",
  "{Where}, {people} play it for {stake}.",
  "{People} [gather|meet] {where} to play it, [staking|for] {stake}.",
  "[Its {unit} are mostly|Most of its {unit} are] {people}, who play {where} for {stake}.",
]);

/** A saved place of the world where the game is loved ({place}, a name). */
export const PLACE: readonly Frame[] = frames([
  "Nowhere is it played more than in {place}.",
  "It is played most of all in {place}.",
  "Its true home is {place}.",
  "{Place} [plays it|loves it] more than anywhere.",
]);

/** The famous match's field: who played it and where (the prose tells how it went). */
export const MATCH: readonly Frame[] = frames([
  "{A} against {b}, {venue}.",
  "{Venue}: {a} against {b}.",
  "The {contest} between {a} and {b}, {venue}.",
  "{A} and {b}, {venue}.",
  "{A} faced {b} {venue}.",
]);

/** How the famous match went, in the prose ({outcome} opens with a name). */
export const STORY: readonly Frame[] = frames([
  "{Outcome}.",
  "As the tale goes, {outcome}.",
  "In the telling, {outcome}.",
  "Those who saw it say {outcome}.",
  "By every account, {outcome}.",
  "{Outcome}, and it is still talked of.",
  "What happened is well known: {outcome}.",
  "{Outcome}; nobody there has forgotten it.",
]);

/** Who plays a house rule ({variant}, a phrase after "play it"). */
export const VARIANT_WHO: readonly Frame[] = frames([
  "Among {people}, it is played {variant}.",
  "{People} [mostly play it|play it] {variant}.",
  "{People} [prefer it|like it best] {variant}.",
  "[Most|Many] {people} play it {variant}.",
]);

/**
 * How its players hold it, by tone: {stake} what they play for, {feat} a feat of the game its
 * players remember (noun phrases). Grim lines for games of children and families are "gentle".
 */
export const TONE_LINE: Readonly<Record<Tone | "gentle", readonly Frame[]>> = {
  heroic: frames([
    "[A good loser|A gracious loser|One who loses well] is [toasted|cheered|praised] [as loudly as|no less than|as warmly as] the winner, and {feat} [is toasted loudest of all|is cheered loudest|gets the loudest cheer].",
    "[They still talk of|Old players still recall|People still tell of] {feat}, [and of whoever managed it last|naming the last to manage it|and who did it last].",
    "[Winning|A win|Victory] [earns|brings|is worth] [a seat of honour|the best seat|a toast], [and {feat}|while {feat}|but {feat}] [earns a song|wins a place in song|is sung about].",
    "[Nobody is ashamed to lose at it|No one is shamed by losing|Losing is no disgrace], [but|though|and yet] {feat} is [honoured|remembered|spoken of] [for a lifetime|for years|long after].",
    "{Feat} [is the stuff of legend there|is told of for years|makes a player's name], [worth more than|prized above|valued over] {stake}.",
    "[When {stake} is on the table|With {stake} riding on it|When they play for {stake}], [the crowd falls quiet|a crowd gathers|everyone hushes], [and {feat} brings everyone to their feet|and {feat} is cheered to the rafters|and {feat} raises a roar].",
    "[The best players|Its champions|The finest players] [are known for|are remembered for|are famous for] {feat}, [and play|and still play|though they play] for {stake} [like anyone else|as everyone does|all the same].",
    "[To be taught it by a master|Learning it from a master|A lesson from a champion] [is an honour|is a privilege|is a mark of favour], [and {feat}|and {feat} itself] [the first thing told|the first story heard|the tale told first].",
  ]),
  grim: frames([
    "[Every debt run up at it|What is owed over it|Each debt made at it] [is collected to the last|is never forgotten|is paid in the end], [be it {stake} or worse|{stake} or more|in {stake} or in blood], and [a cheat pays with a hand|a cheat caught loses a finger|cheats are marked for life].",
    "{Feat} [once cost a life there|has cost lives|once ended in a killing], and [the story is told as a warning|it is told as a warning|no one tells it lightly].",
    "[More than {stake}|Far more than {stake}|Worse than {stake}] [has been lost at it|has changed hands over it|has gone on it], and [some never paid|not every debt was paid in coin|the unpaid are not forgotten].",
    "[Fights start over it|It starts fights|Brawls begin over it] [as often as drink does|as often as drink|more often than drink], and {feat} [is remembered, not forgiven|is never forgiven|is held against the winner].",
    "[They play for {stake} as if lives hung on it, and now and then lives do|The stake is {stake}, and every player keeps one hand on a blade|It is played for {stake} with knives close by, and sometimes blood is spilt].",
    "[No one plays it for fun|Nobody plays it lightly|It is never played for fun]: [the stake is {stake}|{stake} is at stake|there is {stake} on every game], [and losers remember|and the loser never forgets|and grudges last years].",
    "{Feat} [is boasted of|is talked of|is remembered] [in low voices|behind closed doors|quietly], [since the last to manage it|because the last one to do it|for the last to pull it off] [was found dead soon after|did not live long|vanished within the month].",
    "[A winner is watched|Winners are watched|Whoever wins is followed] [all the way home|on the road home|into the dark], [with {stake} in hand|carrying {stake}|and {stake} with them], [and not all get there|and some never arrive|and not all arrive].",
  ]),
  gentle: frames([
    "[The loser|Whoever loses|A loser] [goes home without {stake}|gives up {stake}|forfeits {stake}] [and sulks for a week|and is teased for weeks|and does not forget].",
    "{Feat} is [boasted of|talked of|crowed about] [for a whole summer|for weeks|for months], [and sulked over by the rest|and never forgiven by the losers|while the losers sulk].",
    "[Nobody laughs much|No one plays it for joy|It is not played for joy]: [there is {stake} to win|{stake} is at stake|{stake} rides on it], and [losers cry|tears are common|someone always cries].",
    "[A cheat is never forgiven|Cheats are never forgiven|No cheat is forgiven], and [{stake} won unfairly|{stake} won by a cheat|anything won by cheating] [is taken back by force|is snatched back|is fought over].",
    "[Older ones win|The oldest always win|Big ones win], [the smallest lose {stake}|and the little ones lose {stake}|taking {stake} off the small], [and nobody tells the grown-ups|and no grown-up hears of it|and no one complains aloud].",
    "[Falling out over it|Quarrels over it|Squabbles about it] [are common|happen every time|never end], [and {feat}|and even {feat}] [is argued about|is called cheating|is disputed] [for days|for weeks|to this day].",
  ]),
  whimsical: frames([
    "[Its rules are argued over|The rules are argued about|Its rules are fought over] [longer than it is played|more than they are played|at greater length than any game], [though always for|but always for|yet always for] {stake}.",
    "[The loser|Whoever loses|Each loser] [must sing|has to sing|sings] [before the next game|for the table|a verse], [and {feat}|while {feat}|but {feat}] [earns a silly hat|is rewarded with a paper hat|wins a round of applause].",
    "[Everyone claims|Every player claims|All of them claim] {feat} [at least once|once|now and then], [and nobody believes anyone|though no one has ever seen it|and nobody believes a word].",
    "[A cat on the table|A dog underfoot|The host's parrot] [counts as a player|plays a hand|takes a turn] [by old custom|by custom|by tradition], [and is owed|and has won|and is said to have won] {stake} [more than once|at least twice|on occasion].",
    "[Cheating is open|Players cheat openly|Everyone cheats] and [laughed at|cheered|applauded], [and whoever wins|and the winner|and the champion] [buys the cakes|pays for the cakes|shares out the cakes] [with {stake}|out of {stake}|from {stake}].",
    "[Games go on|Play goes on|It goes on] [far into the night|until the candles fail|until someone falls asleep], [for {stake}|over {stake}|with {stake} on the table], [and the winner is the one awake|and the last awake wins|until only one is awake].",
    "{Feat} [is celebrated|is honoured|is marked] [with a song|with a dance|with a silly toast], [and nobody remembers|though nobody can recall|but no one remembers] [who won the game after|how the game ended|the score].",
    "[Newcomers are taught wrong rules|New players learn false rules|Beginners are told the rules backwards] [for a joke|on purpose|as a joke], [and pay {stake}|paying {stake}|and lose {stake}] [until someone confesses|before anyone owns up|until they catch on].",
  ]),
};
