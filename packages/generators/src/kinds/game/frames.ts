// Sentence forms for the game kind's prose (our own writing). Every slot is a field of the
// entry: {kind} the kind of game, {players} how many play (a plural noun phrase), {gist} and
// {objective} verb phrases in the they-form, {equipment} the equipment as listed, {name} the
// game's name, {who} who plays it (plural), {stake} what they play for, {place} a saved place,
// {l1} {c1} {l2} {c2} two house rules and what they change, {where} and {outcome} a famous match.
// No slot but {players} and {who} (always plural) is ever a verb's subject.
import type { Tone } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";

export const SUMMARY: readonly Frame[] = frames([
  "{A:kind} for {players}, who {gist}; [each|each of them] tries to {objective}.",
  "{A:kind} in which {players} {gist}; [the aim is|the point is] to {objective}.",
  "{A:kind} for {players}: they {gist}, each hoping to {objective}.",
  "{A:kind}: {players} {gist}, [each hoping|all hoping] to {objective}.",
  "In this {kind}, {players} {gist}; the point is to {objective}.",
]);

/** Who plays it, opening how it is played (its equipment is in the field beside it, and in the turn). */
export const PLAY_OPEN: readonly Frame[] = frames([
  "{Name} is played by {players}.",
  "{Name} is [a game|meant] for {players}.",
  "{Name} takes {players}.",
  "It takes {players} to play {name}.",
  "{Name} [wants|needs] {players}.",
  "{Name} can be played by {players}.",
]);
/** The same, opening with the players (never used when their number is in digits). */
export const PLAY_OPEN_PLAYERS: readonly Frame[] = frames(["{Players} play {name}.", "{Players} [can play|may play] {name}."]);

export const AIM: readonly Frame[] = frames([
  "The aim is to {objective}.",
  "[The object|The point|The goal] is to {objective}.",
  "To win, a player must {objective}.",
  "[Every game|Each game], the [aim|object] is to {objective}.",
]);
/** The aim of a game played by two sides. */
export const AIM_SIDES: readonly Frame[] = frames([
  "The aim is to {objective}.",
  "[The object|The point|The goal] is to {objective}.",
  "To win, a side must {objective}.",
  "[Every match|Each match], the aim is to {objective}.",
]);

/**
 * Who plays it ({who}, plural, named once) and how they hold it, by tone: {stake} what they play
 * for, {feat} a feat of the game its players remember (noun phrases).
 */
export const TONE_LINE: Readonly<Record<Tone | "gentle", readonly Frame[]>> = {
  heroic: frames([
    "It is [played above all|played most] by {who}, who play for {stake}, and [honour|respect|praise] [a good loser|a gracious loser|one who loses well] [as much as|no less than] [the winner|any winner].",
    "{Who} play it [more than anyone|above all], and [still talk of|boast for years of] {feat}.",
    "[Its best players|Its champions] are known among {who} for {feat}, [and toasted|and cheered] [at every meeting|whenever they win].",
    "Among {who}, {feat} [earns|wins] [a toast for a year|a place in song|free drink for a month].",
    "{Who}, [its keenest players|who play it most], teach it [to their children|young] and [play for|stake] {stake} [at every gathering|whenever they meet].",
    "[Nobody|No one] plays it [more|more keenly] than {who}, who [hold|count] {feat} [above any stake|worth more than {stake}].",
    "[Above all it is|It is above all] a game of {who}, [whose old quarrels|and old feuds among them] have [ended|been settled] over it, [with {stake} on the table|played for {stake}].",
    "[It is|It has long been] the game of {who}, and [a win at it earns|winning it brings] [a toast|a seat of honour] [at the next gathering|that night].",
  ]),
  grim: frames([
    "{Who} [play it most|play it above all], and have lost [more than {stake}|far more than {stake}] at it; [some|a few] [never paid|paid in blood].",
    "It is [played above all|played most] by {who}, to [fill|pass] [the long nights|the waiting]; [they say {feat} once cost a life|{feat} is remembered there, not forgiven].",
    "[Its keenest players|Its hardest players] are {who}, [and a debt run up over it is paid in full|and a debt made over it passes to the loser's kin].",
    "{Who} play it [more than anyone|above all], [for {stake}|with {stake} at stake], [with a knife within reach|one hand on a knife].",
    "It is a game of {who}, and [fights among them|among them fights] [begin over it|start over it] [more often than over drink|as often as over drink].",
    "[Nobody|No one] plays it [harder|more bitterly] than {who}, who [stake|wager] {stake} [as if their lives hung on it|with white knuckles].",
    "{Who} [learn it young|play it from childhood], and [many|most] [die owing|end up owing] [a debt at it|more than they own].",
    "[It is|It has long been] the game of {who}, and [cheats among them|among them cheats] [lose a finger|are branded] [when caught|if caught].",
  ]),
  // For games of children and families (a kit marked gentle).
  gentle: frames([
    "It is [played above all|played most] by {who}, to [fill|pass] [the hungry hours|the long evenings]; [nobody laughs much|no one plays it for joy].",
    "{Who} play it [where no one is watching|while the grown-ups are away], [and the loser goes without supper|and the losers do the worst chores].",
    "{Who} [learn it young|play it before they can read], [and the last caught|and the slowest] [is mocked for weeks|never lives it down].",
    "[Its keenest players|Its hardest players] are {who}, [who play for {stake}|playing for {stake}] [and cry when they lose|and never forgive a cheat].",
    "Among {who}, {feat} [is boasted of|is talked of] [for a whole summer|for weeks], [and sulked over by the rest|and never forgiven by the losers].",
  ]),
  whimsical: frames([
    "{Who} play it [more than anyone|above all], and [argue about|quarrel over] [its rules|the rules] [longer than they play|more than they play], [but always for|though always for] {stake}.",
    "It is [played above all|played most] by {who}, [and the loser|and whoever loses] [must|has to] [sing|wear a silly hat|tell a secret] [before the next game|until the next game].",
    "[Its keenest players|Its loudest players] are {who}, [and every one of them swears|each swearing] [its own way|their own way] is the only [proper|right|true] way [to play|of playing].",
    "{Who} [play it most|play it above all], [for {stake}|putting up {stake}], [and nobody has ever agreed who won|though the winner is always disputed].",
    "It is a game of {who}, among whom [a cat on the table|a dog underfoot] counts as a player [by very old custom|by custom].",
    "[Nobody|No one] plays it [more|more cheerfully] than {who}, who [cheat|bend the rules] [openly|shamelessly] and [laugh|shrug] [when caught|if caught].",
    "{Who} [keep|play] it [for rainy days|for long evenings], and [the winner|whoever wins] [must|has to] [buy the cakes|sing for the table].",
    "Among {who}, everyone claims {feat} [once|at least once], [and nobody believes anyone|though no one has seen it].",
  ]),
};

/** A saved place of the world where the game is loved ({place}, a name). */
export const PLACE: readonly Frame[] = frames([
  "Nowhere is it played more than in {place}.",
  "It is played most of all in {place}.",
  "Its true home is {place}.",
  "{Place} [plays it|loves it] more than anywhere.",
]);

/** Two house rules and what each changes. */
export const VARIANTS_TWO: readonly Frame[] = frames([
  "Under {l1}, {c1}; under {l2}, {c2}.",
  "[House rules differ|Not everyone plays it alike|Local rules differ]: under {l1}, {c1}, and under {l2}, {c2}.",
  "{L1} say that {c1}; {l2}, that {c2}.",
  "Some play by {l1}, [where|in which] {c1}; others by {l2}, [where|in which] {c2}.",
]);
/** One house rule. */
export const VARIANTS_ONE: readonly Frame[] = frames(["Under {l1}, {c1}.", "{L1} say that {c1}.", "[Some play by|Some keep] {l1}, [where|in which] {c1}."]);

/** A famous match: {where} it was played, {outcome} a clause opening with a player's name. */
export const MATCH: readonly Frame[] = frames([
  "[The best-remembered|The most talked-of] [game|match] [was played|took place] {where}: {outcome}.",
  "[The most famous|The best-known] [match|game] was played {where}, [when|and] {outcome}.",
  "{Where}, {outcome}.",
  "[People still talk of|Tellers still recall|Old players remember] the [game|match] [played|that took place] {where}, [in which|when] {outcome}.",
  "[It is still told how|Players still tell how], {where}, {outcome}.",
]);
