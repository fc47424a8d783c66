// Frames for the magic-system kind's prose (our own writing): every slot is a field of the entry,
// and each sentence ties two fields together (a price to the working it buys, a law to what follows
// from it, a rank to the school it opens). Slots: {kind}, {users}, {source}, {casting}, {training},
// {rule}/{so} (the first law), {rule2}/{so2} (the second), {count}, {m1}, {m2}, {r0}…{r2}, {top}
// (ranks; {r0s}…{tops} plural), {s0}…{s2} (schools), {low}/{lowEffect}
// (the first rank's working), {mid}/{midEffect} (the third rank's), {spell}/{effect} (the
// strongest), {small}/{great} (prices), {danger}, {years}, {age}, {standing}, {legality}, {haunt}.
// Closing lines by tone are in frames-world.ts.
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Access } from "./archetype-types.js";

export const SUMMARY: readonly Frame[] = frames([
  "{Kind}, drawn from {source} and worked through {casting}.",
  "{Kind} of {source}, open to {users}.",
  "{Kind} that [costs|asks] {small} for the {low} and {great} for the {spell}.",
  "{Kind} practised by {users}; at its height, it {effect}.",
  "{Kind} worked through {casting}, from the {low} up to the {spell}.",
]);

/** Where the power comes from and how it is reached. */
export const WORK: readonly Frame[] = frames([
  "{Users} draw on {source} through {casting}.",
  "Its power is {source}, [reached|called up] through {casting}.",
  "[Every|Each] working [starts|begins] with {casting}[, which calls on {source}|].",
  "The power comes from {source}; the [means|method] is {casting}.",
  "[Through|By way of] {casting}, {users} reach {source}.",
]);

/** What the smallest and the greatest workings cost. */
export const PRICE: readonly Frame[] = frames([
  "The {low} [costs|asks] {small}; the {spell} [takes|demands] {great}.",
  "Even the {low} [costs|asks] {small}, and the {spell} [takes|demands] {great}.",
  "[The price rises|Prices climb] [with the working|with each rank]: {small} for the {low}, {great} for the {spell}.",
  "{A:r0} pays {small} for the {low}; {a:top} gives {great} for the {spell}.",
  "[Small|Minor|Lesser] workings [cost|ask] {small}. The {spell} [takes|asks for] {great}.",
]);

/** What goes wrong for one who overreaches. */
export const DANGER: readonly Frame[] = frames([
  "[Overreach|Take too much|Ask too much of it], and {danger}.",
  "[Those who|Anyone who] [overreach|take too much] [learn|find out] that {danger}.",
  "The danger [is|lies] in [overreaching|greed]: {danger}.",
  "[Every|Each] {top} has seen it [happen|go wrong]: {danger}.",
  "[When|Once|If] a working [runs past|outgrows|outruns] its price, {danger}.",
]);

/** The first law and what follows from it, for hard magic (three laws) and soft (one). */
export const LAW_HARD: readonly Frame[] = frames([
  "Of its {count} laws, the [first|oldest|plainest] is that {rule}, so {so}.",
  "[Because|Since] {rule}, {so}.",
  "{So}, [because|since] {rule}.",
  "[The first law {a:r0} learns|The law every {r0} learns first] is that {rule}; [that is why|hence] {so}.",
  "[Its laws are exact|Its laws are few]. [The first|The oldest]: {rule}, so {so}.",
]);
export const LAW_SOFT: readonly Frame[] = frames([
  "[Its one sure law|The one law it keeps] is that {rule}, so {so}.",
  "[Because|Since] {rule}, {so}.",
  "{So}: {rule}.",
  "[One law holds|One thing is certain|One rule is known]: {rule}. [That is why|So] {so}.",
]);
/** The second law of a hard magic. */
export const LAW2: readonly Frame[] = frames([
  "[Another law|A second law] is that {rule2}, so {so2}.",
  "And [since|because] {rule2}, {so2}.",
  "[Just as strict|Just as old|No less binding]: {rule2}, [so|and so] {so2}.",
  "[It is also a law|There is a second law] that {rule2}; [hence|that is why] {so2}.",
]);

/** What paying the price leaves on those who pay it for years. */
export const MARKS: readonly Frame[] = frames([
  "[Years|Decades] of it leave {m1} and {m2}.",
  "A lifetime of it [brings|gives] {m1}, then {m2}.",
  "{Tops} are known by {m1} and {m2}.",
  "The price shows [over time|with the years] as {m1}[, then| and] {m2}.",
  "{A:top} is easy to [spot|recognise]: {m1}, {m2}.",
  "Old hands bear {m1} and {m2}.",
]);

/** The strongest working, and who may work it. */
export const TOP: readonly Frame[] = frames([
  "[Only|None but] {a:top} may [work|attempt] the {spell}, which {effect}.",
  "The {spell} {effect}, and only {tops} [are taught it|may attempt it].",
  "Its greatest working, the {spell}, {effect}.",
  "[Highest of all|At the top] stands the {spell}: it {effect}.",
  "{Tops} alone [know|keep] the {spell}, which {effect}.",
]);

/** The first rank's working. */
export const LOW: readonly Frame[] = frames([
  "The first working [most|many] {r0s} manage is the {low}, which {lowEffect}.",
  "{R0s} start small: the {low} {lowEffect}.",
  "A new {r0} [begins with|is set to] the {low}, which {lowEffect}.",
  "[Beginners|Newcomers] learn the {low} first; it {lowEffect}.",
]);

/** The third rank's working. */
export const MID: readonly Frame[] = frames([
  "[By the time|When] {a:r2} is named, they can work the {mid}, which {midEffect}.",
  "The {mid} marks the step to {r2}: it {midEffect}.",
  "{R2s} are trusted with the {mid}, which {midEffect}.",
]);

/** How one comes by it, by access; the users and the training are one path, so they agree. */
export const ACCESS: Readonly<Record<Access, readonly Frame[]>> = {
  inborn: frames([
    "{Users} [have it from birth|are born to it|carry it from the cradle], and [sharpen|hone|train] it [through|by way of] {training}.",
    "[Nobody acquires it|It cannot be had|Nobody comes by it] [without the gift|to the ungifted]; [those born with it|those who have it] [train through|hone it through] {training}.",
    "The gift shows by the age of {age}; [after that|then], {users} [train through|learn from] {training}.",
    "Its users are {users}, and [what they learn|their training] comes from {training}.",
  ]),
  learned: frames([
    "{Users} learn it through {training}.",
    "[Nobody inherits it|No one is born to it|It passes by teaching alone]: [the way in is|most begin with|most start through] {training}.",
    "The way in is {training}, and [many|most] who start [give up|never finish].",
    "[Most of its|Its] {r0s} come to it through {training}.",
  ]),
  granted: frames([
    "It is [given|granted], not [learned|earned]: [the power chooses|a god or a master chooses] {users}, and {training} [prepares them|comes first].",
    "No study earns it; {users} receive it after {training}.",
    "{Users} [receive it|are given it|may be granted it], but [only after|not before] {training}.",
    "[First|Before the gift|Before anything is given], {training}; [the power decides the rest|the rest is out of their hands|the choice is not theirs].",
  ]),
  bargained: frames([
    "{Users} strike the bargain; its terms [are learned|come] through {training}.",
    "It is [bought|bargained for], not studied: [each user strikes a bargain|the bargain comes first], and {training} [teaches the terms|follows].",
    "[The bargain comes first|First comes the bargain], and {training} [after|later].",
    "[Its terms are learned|The terms come] through {training}, [before anyone signs|before the first cut|before a word is given].",
  ]),
  fitted: frames([
    "It is [fitted|installed], not learned: {users} get the use of it through {training}.",
    "[Fitting takes a day|The fitting is quick|Surgery takes an afternoon]; [learning to use it|using it well|mastery] [means|calls for|needs] {training}.",
    "{Users} go through {training} before their first working.",
  ]),
  marked: frames([
    "[Nobody chooses it|No one asks for it]: it [marks|finds] {users}, and [the rest comes through|what follows is] {training}.",
    "It [marks|chooses] its users [unasked|without warning]; [what follows is|after that comes|the rest is] {training}.",
    "[It cannot be taught|No one teaches it] to the unmarked; {users} learn its use through {training}.",
    "{Users} [carry|bear] the mark; [they learn|its use is learned] through {training}.",
  ]),
};

/** How long the climb from the lowest rank to the highest takes. */
export const YEARS: readonly Frame[] = frames([
  "[Rising|The climb] from {r0} to {top} takes {years}.",
  "{A:top} has usually [trained|studied|served] for {years}.",
  "Few reach the rank of {top} in under {years}.",
  "{A:r0} is {years} from being {a:top}.",
  "Between {a:r0} and {a:top} lie {years} of work.",
]);

/** Which rank opens which school (a school is never the subject: "Bane-runes" reads plural). */
export const LADDER: readonly Frame[] = frames([
  "{R0s} learn {s0}; {r1s} add {s1}; only {r2s} and above touch {s2}.",
  "The schools open in order: {s0} for {r0s}, {s1} from the rank of {r1}, {s2} only from {r2}.",
  "Nobody below {a:r2} is taught {s2}; {s0} and {s1} come first.",
  "First comes {s0}; {r1s} move on to {s1}, and {r2s} to {s2}.",
]);
