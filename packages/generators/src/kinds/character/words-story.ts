// The character kind's composed story parts: family, formative event, hooks and persona frames,
// drawn piece by piece so no fixed sentence recurs across results (issue 16). Our own writing.
import type { Tone } from "../../core/options.js";

/** Where the character comes from; {job}/{jobs} a parent's trade, {n} a number of siblings. */
export const FAMILY_ORIGIN = [
  "{They} {v:is} the eldest of {n}",
  "Raised by a grandmother who was {a:job}",
  "The only child of two {jobs}",
  "The youngest of {n}",
  "A foundling raised by temple priests",
  "Born to {a:job} and a travelling tinker",
  "One of {n} born to {a:job}",
  "Raised by an uncle, {a:job}",
  "The middle child of {n}",
  "Adopted by a childless {job}",
  "Child of a famous {job}",
  "Raised in a crowded house of {jobs}",
];
/** How things stand with the family now (no children: see FAMILY_OWN). */
export const FAMILY_NOW = [
  "{they} still {v:writes} home each month",
  "{they} {v:has} not spoken to them in years",
  "{they} {v:was} expected to follow the trade",
  "{they} grew up in a sibling's shadow",
  "{they} left after a quarrel over money",
  "{their} parents never returned from a journey",
  "{they} {v:is} the family's last hope",
  "the family lost everything",
  "{they} {v:sends} money home when {they} can",
  "{they} {v:visits} only at midwinter",
  "{they} {v:keeps} a lock of {their} mother's hair",
  "{they} {v:was} doted on and spoiled",
];
/** Spouse and children, for those old enough; {children} is "two children". */
export const FAMILY_OWN = [
  "{They} now {v:has} {a:partner} and {children}.",
  "These days there {v:is} {a:partner} at home, and {children}.",
  "{They} {v:has} since married {a:partner}; they raise {children}.",
  "Now {they} {v:has} {children} and {a:partner}.",
];
export const PARTNERS = [
  "devoted spouse",
  "long-suffering spouse",
  "partner in the next town",
  "spouse who keeps the shop",
  "sharp-tongued spouse",
  "patient partner",
  "spouse of many years",
  "quiet partner",
];

/** The formative event: when, what happened, what came of it. {age} is the only number. */
export const WHEN = [
  "At {age}, {they}",
  "When {they} {v:was} {age}, {they}",
  "Aged {age}, {they}",
  "At the age of {age}, {they}",
  "The year {they} turned {age}, {they}",
];
export const EVENT = [
  "lost {their} home to fire",
  "served a cruel master",
  "found a dying stranger",
  "won an unlikely contest",
  "lost {their} closest friend",
  "survived a winter lost alone",
  "took a sibling's blame",
  "saw horrors in the ruins",
  "{v:was} sold to a stranger",
  "loved the wrong person",
  "ran off with players",
  "nursed a dying parent",
  "witnessed a murder",
  "stole a precious thing",
  "saved a drowning child",
  "met a famous hero",
];
export const AFTERMATH = [
  "and never spoke of it again",
  "and it changed everything",
  "and still searches",
  "and still dreams of it",
  "and left home soon after",
  "and swore an oath that night",
  "and grew up overnight",
  "and kept the secret",
  "and has never been the same",
  "and gained a lifelong enemy",
  "and found a calling",
  "and still carries the scar",
];

/** Plot hooks: a need, then a complication. {place} is the birthplace. */
export const HOOK_NEED = [
  "{Name} needs a letter carried to {place}",
  "{Name} owes money to the wrong people",
  "Someone keeps leaving {name} strange gifts",
  "{Name} recognises one of the party",
  "{Name} is hiding a fugitive",
  "{Name} found an old map near {place}",
  "An old enemy of {name} has come to {place}",
  "{Name} suspects the wells are poisoned",
  "{Name} needs an escort through the hills",
  "{Name} is accused of murder in {place}",
  "{Name} wants a stolen heirloom back",
  "{Name} is being followed",
  "{Name} seeks a missing cousin",
  "{Name} has inherited a house in {place}",
  "{Name} wants a rival humiliated",
  "{Name} holds an unreadable message",
  "{Name} needs a witness to vanish",
  "{Name} seeks a cure for a friend",
];
export const HOOK_TWIST = [
  "but lies about the reason",
  "due by the full moon",
  "and cannot pay until afterwards",
  "but the law is already watching",
  "and swears {they} {v:is} innocent",
  "but the last line is missing",
  "and someone else wants it too",
  "but names no employer",
  "and will not take no",
  "though the trail leads home",
  "and trusts nobody else",
  "but someone is watching",
  "and is clearly afraid",
  "though it may be a trap",
  "and pays in secrets",
  "but the story keeps changing",
];

/** How the ideal is set down in the persona. */
export const IDEAL_FRAME = [
  "{Their} guiding ideal is {ideal}{why}, and it shapes what {they} {v:does}.",
  "{They} {v:lives} by {ideal}{why}.",
  "Above all {they} {v:values} {ideal}{why}.",
  "{Ideal} matters most to {them}{why}.",
  "If {they} {v:has} a creed, it is {ideal}{why}.",
  "{They} {v:holds} to {ideal}{why}, most days.",
];
/** Flaw and fear: {flaw} is a verb phrase fitted to the pronoun, {fear} a noun phrase. */
export const FLAW_FRAME = [
  "But {they} {flaw}, and {they} {v:fears} {fear} more than {they} will admit.",
  "Yet {they} {flaw}; privately, {they} {v:dreads} {fear}.",
  "{They} {flaw}, and {fear} still wakes {them} at night.",
  "The trouble is that {they} {flaw}. And {they} {v:fears} {fear}.",
  "Friends know {they} {flaw}. Few know {they} {v:fears} {fear}.",
  "{They} {flaw}, and nothing unsettles {them} like {fear}.",
];
/** The motivation (an infinitive: "to find a missing sibling"). */
export const WANT_FRAME = [
  "{They} {v:wants} {want}.",
  "What {they} {v:wants} most is {want}.",
  "{They} {v:hopes} {want}.",
  "{Their} aim: {want}.",
  "For now, {they} {v:means} {want}.",
  "Every plan serves one end: {want}.",
];

/** A closing line in the persona, by tone (short, so no gram outlives the draw). */
export const TONE_WORDS: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "{They} never {v:gives} up.",
    "People remember {them}.",
    "{They} {v:has} a quiet courage.",
    "{They} {v:stands} up for the weak.",
    "{They} {v:keeps} {their} word.",
    "Danger only steadies {them}.",
    "{They} {v:shares} what little {they} {v:has}.",
    "{They} {v:believes} things can be better.",
    "Friends trust {them} with their lives.",
    "{They} {v:faces} fear head on.",
  ],
  grim: [
    "The years have not been kind.",
    "{They} {v:has} buried many friends.",
    "Few would call {them} happy.",
    "{They} {v:trusts} nobody, not even kin.",
    "Hope left {them} long ago.",
    "{They} {v:sleeps} with a knife.",
    "{They} {v:drinks} more each winter.",
    "{Their} laugh is a dry cough.",
    "{They} {v:expects} the worst, rightly.",
    "Everyone {they} {v:loves} dies young.",
  ],
  whimsical: [
    "Trouble finds {them} at mealtimes.",
    "Dogs adore {them}.",
    "{They} once won a duel with a recipe.",
    "{They} {v:talks} to {their} boots.",
    "{They} {v:collects} spoons.",
    "Geese follow {them} everywhere.",
    "{They} {v:names} every horse Biscuit.",
    "{They} {v:hums} during sword fights.",
    "Cats refuse to acknowledge {them}.",
    "{They} {v:keeps} a pet beetle.",
  ],
};

/** The history's closing line: {job} is the occupation, {skills} the skill list. */
export const WORK_FRAME = [
  "Today {they} {v:works} as {a:job}, skilled in {skills}.",
  "{They} now {v:earns} a living as {a:job}; {their} skills are {skills}.",
  "These days, {they} {v:is} {a:job} with a knack for {skills}.",
  "{A:job} by trade, {they} {v:is} good at {skills}.",
  "Work as {a:job} has taught {them} {skills}.",
];
