// Sentence forms for the class kind's prose, which says only what the fields do not: how a turn
// goes at the table, what the resource buys, what the class is bad at, how one becomes one and
// how the world sees them. Slots: {noun}/{nouns} the class's noun, {role}, {style}, {bonus}
// {reaction} {act} the turn's parts, {pool1} {pool9} {s1} {k} {top} {topCost} the budget,
// {w1} {w2} its weaknesses, {st} its standing, {made}/{mades} (he/she and they forms), {place}
// {founder} {deed} its founding. Each sentence has several forms with different first words, so
// no frame of four words recurs in most results (test/support/frames.ts). Our own writing.

export const SUMMARY = [
  "{A:role} who {style}.",
  "{A:role}, the kind who {style}.",
  "{A:role}: one who {style}.",
  "{A:role} by trade, who {style}.",
  "{A:role}, always one who {style}.",
];

/** How a 5th-level turn runs; {turn} is the verb chain ("spends 1 fury point on Rage as a bonus action, then swings …"). */
export const TURN = [
  "In a fight's first round, {a:noun} of 5th level {turn}.",
  "Fights open fast: {a:noun} at 5th level {turn}.",
  "Opening a fight, the 5th-level {noun} {turn}.",
  "When battle is joined, {a:noun} (5th level) {turn}.",
  "First round, 5th level: {a:noun} {turn}.",
  "Round one, at 5th level: the {noun} {turn}.",
];
/** The verb chain of a turn: with a bonus action feature and without. */
export const TURN_BONUS = [
  "{bonus} as a bonus action, then {act}",
  "{act}, adding {bonusName} as a bonus action",
  "{act} and spends the bonus action on {bonusName}",
];
export const TURN_PLAIN = [
  "{act}, with no bonus action feature yet",
  "{act}, leaving the bonus action free",
  "{act}; nothing yet claims the bonus action",
  "{act}, bonus action unused",
];
/** The reaction that waits, appended to a turn. */
export const TURN_REACTION = [
  "; {reaction} waits for the foe's turn",
  ", keeping a reaction for {reaction}",
  "; between turns, {reaction} is the reaction",
  ", with {reaction} ready off-turn",
  "; {reaction} is saved for the enemy's turn",
];

/**
 * What the resource buys: {pool1} {units1} at 1st level, {k} uses of {s1} ({c1} each), {pool9}
 * {units9} by 9th, {top} its costliest use at {topCost}, {c1u} the first cost with its unit; {rest} refills the {res} ({is} agrees).
 * A slot stands at least every seven words, so no run of eight recurs across results.
 */
export const BUDGET = [
  "At 1st level, {pool1} {units1} {pay} for {s1} {k}; at {nth} level {pool9} {units9} cover {top} at {topCost}; the {res} {is} back after a {rest}.",
  "{A:noun} holds {pool1} {units1} at 1st level, enough for {s1} {k}; after a {rest} the {res} {is} full, and {a:nth}-level {noun} holds {pool9}, enough for {top} at {topCost}.",
  "Spending is tight early: {s1} costs {c1} of {a:noun}'s {pool1} {units1}, and a {rest} restores the {res}; at {nth} level {top} takes {topCost} of {pool9}.",
  "The class runs on {res}: {s1} costs {c1u} at 1st level, when {a:noun} holds {pool1}, and {top} costs {topCost} from {nth} level, when {a:noun} holds {pool9}; a {rest} refills the {res}.",
  "Each use of {s1} spends {c1} of the {pool1} {units1} {a:noun} starts with; at {nth} level the {res} {reaches} {pool9}, enough for {top} at {topCost}, and a {rest} refills {it}.",
];

/** What it is bad at: {w1} and {w2} are noun phrases. */
export const WEAK = [
  "{A:noun} struggles with {w1} and with {w2}.",
  "Where {nouns} fall short: {w1}, and {w2}.",
  "{Nouns} have little answer to {w1}, or to {w2}.",
  "Keep {a:noun} clear of {w1} and {w2}.",
  "Weak spots for {nouns} are {w1} and {w2}.",
];

/** Weaknesses that follow from the entry's own numbers. */
export const WEAK_FRAIL = ["a long melee on {a:die} hit die", "a slugging match on {a:die} hit die", "any foe who gets close"];
export const WEAK_BARE = "heavy blows without armour";

/** A path's feature under its gloss: {nth} its level, {name} and {text} its rule. */
export const PATH_FEATURE = [
  "{Nth} level, *{name}*: {text}",
  "At {nth} level, *{name}*: {text}",
  "Gained at {nth} level, *{name}*: {text}",
  "On reaching {nth} level, *{name}*: {text}",
  "{Nth}-level feature, *{name}*: {text}",
];

export const PATHS_LEAD = [
  "At 3rd level {a:noun} chooses one of {n} {words}:",
  "{N} {words} are open to {nouns} at 3rd level:",
  "From 3rd level, {a:noun} follows one of these {words}:",
  "{Nouns} choose {a:word} at 3rd level:",
  "Each {noun} picks one {word} at 3rd level:",
];

/** The founding, for the origin field; {place} is where the class's name comes from. */
export const FOUNDED = [
  "The art began in {place}, where {founder} {deed}.",
  "In {place}, {founder} {deed}, and the first {nouns} followed.",
  "{Nouns} trace the art to {place} and to {founder}, who {deed}.",
  "{Place} is where the art started, when {founder} {deed}.",
  "It was in {place} that {founder} {deed}.",
];
/** The founding when the class's name has no place. */
export const FOUNDED_NOWHERE = [
  "The art began with {founder}, who {deed}.",
  "{Founder} {deed}, and the first {nouns} followed.",
  "{Nouns} trace the art to {founder}, who {deed}.",
];

export const STANDING = [
  "Today {nouns} are {st}.",
  "{Nouns} are {st}, by most accounts.",
  "These days {nouns} are {st}.",
  "In this age, {nouns} are {st}.",
  "{Nouns} of today are {st}.",
];

export const MADE = [
  "A novice {noun} {made}.",
  "No one is born {a:noun}: each {made}.",
  "Most {nouns} {mades} before they earn the name.",
  "To join, {a:noun} {made}.",
  "The way in is hard: {a:noun} {made}.",
];

/** The world's own faction or place, where the class is trained: {home} mid-sentence, {Home} at the start. */
export const HOME_FACTION = [
  "{Home} trains more {nouns} than anyone.",
  "Most {nouns} today learn their art from {home}.",
  "{Home} keeps the largest school of {nouns}.",
];
export const HOME_PLACE = [
  "The oldest school of {nouns} still stands in {home}.",
  "{Nouns} still gather in {home}, where many first trained.",
  "Every {noun} hopes to train in {home} one day.",
];
