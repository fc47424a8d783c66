// The character kind's composed story parts: family, formative event, hooks and persona frames,
// drawn piece by piece so no fixed sentence recurs across results. Our own writing.
import type { Tone } from "../../core/options.js";

/** Where the character comes from; {job}/{jobs} a parent's trade, {n} a number of siblings. */
export const FAMILY_ORIGIN = [
  "{They} {v:is} the eldest of {n}",
  "Raised by a grandmother who was {a:job}",
  "The only child of two {jobs}",
  "The youngest of {n}",
  "A foundling taken in by {a:job}",
  "Born to {a:job} and a travelling tinker",
  "One of {n} born to {a:job}",
  "Raised by an uncle, {a:job}",
  "The middle child of {n}",
  "Adopted by a childless {job}",
  "Child of a famous {job}",
  "Raised in a crowded house of {jobs}",
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

export const HOOK_TWIST = [
  "but lies about the reason",
  "and it is due within days",
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
    "{They} {v:names} every pet Biscuit.",
    "{They} {v:hums} during fights.",
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
