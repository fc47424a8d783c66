// Frames for how the world treats a magic, how an entry closes, and its founder's legend (our own
// writing). The closing line is always about this entry — where its adepts gather, what its
// greatest working costs, which of its schools quarrel — and the tone decides which; there is no
// praise line. A founder's deed fits the working: a harmful one is guarded or paid for, never
// handed out, and only a learned art can be taught to others (docs/generators.md, "Tone").
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Tone } from "../../core/options.js";
import type { Register } from "./words.js";

/** Standing and the law, which name the same power (words-world.ts). */
export const STAND: readonly Frame[] = frames([
  "[{R2s}|{Tops}] are {standing}[, and|, while] [the art|the practice|the craft] [itself |]is {legality}.",
  "[The art|Its practice|The craft|Their art] is {legality}; [its|the] [{r2s}|{tops}] are {standing}.",
  "On paper [the art|it|the craft] is {legality}; in practice its [{r2s}|{tops}] are {standing}.",
  "[Officially|Formally], [the art|it|the practice] is {legality}[, while| — and] its [{r2s}|{tops}] are {standing}.",
  "Its [{r2s}|{tops}] are {standing}[, and| — and| though] [the art|it|the practice|the craft] is {legality}.",
  "{Kind} is {legality}; [its|the] [{r2s}|{tops}] are {standing}.",
]);

/** The closing line, by tone: a place, a rivalry, a price or a story of this entry's own. */
export const END: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "{Tops} [still keep|keep] an open door {haunt}, [and|where] {r0s} [come|travel] to be tested.",
    "{R2s} of {s1} and of {s2} [rarely agree|quarrel often|seldom see eye to eye], but [both come|they come together|they stand as one] when the {spell} is [needed|called for].",
    "The {spell} has been worked [in earnest|in need] [only a few times|a handful of times]; [each time is|each is] [recorded|remembered] {haunt}.",
    "{Tops} still [gather|meet] {haunt} to [compare notes on|argue over|practise] the {spell}.",
    "{Haunt}, any {r0} who works the {low} [cleanly|without a slip] [is given|earns] a place.",
    "[Every year|Each spring], {r1s} [gather|meet] {haunt} to show what they have learned of {s1}.",
  ]),
  grim: frames([
    "{A:top} who works the {spell} [twice|a second time] [rarely lives to a third|seldom sees the year out].",
    "Failed {r1s} [end up|drift back] {haunt}[, sweeping floors|, and are not spoken of].",
    "Nobody {haunt} [talks|speaks] about the last {r1} who tried the {spell}.",
    "{R2s} of {s1} and of {s2} have [feuded|been at odds] for a generation, and their {r0s} pay for it.",
    "Every {top} alive has [lost|buried] {a:r1} who reached for the {spell} too soon.",
  ]),
  whimsical: frames([
    "{Haunt}, {r0s} practise the {low} on each other[, with mixed results|, to nobody's benefit].",
    "{R2s} of {s1} and of {s2} have [argued|squabbled] for [a century|years] over [who owns|whose school claims] the {mid}.",
    "Nobody {haunt} will lend {a:r0} anything [breakable|fragile] [since the last mishap with the {low}|after the {low} went wrong].",
    "The {mid} was [first worked|found] by {a:r1} [who was trying|who meant] to work the {low}.",
    "{Tops} still tell [the story|the tale] of the {r0} who worked the {low} on {a:top}'s [hat|dinner|cat].",
  ]),
};

/** The heroic close for an outlawed art: its adepts help in secret. */
export const END_HIDDEN: readonly Frame[] = frames([
  "{Tops} still [take pupils|test newcomers] in secret {haunt}, [and|where] {r0s} [come|travel] by night.",
  "{R2s} of {s1} and of {s2} [rarely agree|quarrel often|seldom see eye to eye], but [both come|they come together|they stand as one] when the {spell} is [needed|called for].",
  "The {spell} has been worked [in earnest|in need] [only a few times|a handful of times], [each time|always] [in secret|at night].",
  "[Every year|Each spring], {r1s} [gather|meet] [in secret |]{haunt} to show what they have learned of {s1}.",
]);

/**
 * The founder's legend: {who} the founder, {top} the highest rank, {spell} the strongest working,
 * {s0} the first school, {haunt}, {rule}, {source}; {tail} by tone, register and what the working does.
 */
export const LEGEND: readonly Frame[] = frames([
  "{Who}, {a:top}, [first worked|was the first to work|devised] the {spell} {tail}.",
  "[It was|Most say it was|The tale says it was] {who} who first worked the {spell}, {tail}.",
  "[Tradition has it|The story goes|Old accounts say] that {who} first worked the {spell} {tail}.",
  "{Who}, who first taught {s0} {haunt}, [went on to devise|later devised|in time mastered] the {spell} {tail}.",
  "{Who}, who set down the law that {rule}, [first worked|devised|was the first to master] the {spell} {tail}.",
]);

type Tails = { readonly kind: readonly string[]; readonly harm: readonly string[] };

/** How the legend ends, by tone and register: `kind` for a working that hurts no one, `harm` for one that does. */
export const LEGEND_TAIL: Readonly<Record<Tone, Readonly<Record<Register, Tails>>>> = {
  heroic: {
    old: {
      kind: [
        "in the year of the long siege",
        "in a besieged city's last hour",
        "on the night the river flooded",
        "in the winter of the wolves",
        "the spring the dragon came",
        "during the great famine",
        "the year the sea froze",
        "on the eve of the last battle",
        "in the plague year",
        "when the old king died",
      ],
      harm: ["to end a siege, and never again", "and swore pupils to defence alone", "and sealed the method in one book", "to save a burning city"],
    },
    steam: {
      kind: [
        "in the year of the great smog",
        "during the great fire",
        "on the night the bridge fell",
        "in the cholera summer",
        "the night the gasworks burned",
        "in the year of the great exhibition",
        "during the great frost",
        "the winter of the bread riots",
        "on the night the river burned",
        "when the first airship fell",
      ],
      harm: ["to stop a riot, and never again", "and lodged the method under seal", "and burned the notes afterwards", "to save a sinking liner"],
    },
    now: {
      kind: [
        "during the citywide blackout",
        "the night of the great flood",
        "in the winter of the long strike",
        "on the day the bridge came down",
        "in the drought summer",
        "the week the power failed",
        "the night of the big storm",
        "during the long lockdown",
        "the winter the river froze",
        "on the night of the earthquake",
      ],
      harm: ["to stop a massacre, and never again", "and took the method to the grave", "and swore every student to secrecy", "to stop a bombing, then hid it"],
    },
    fallen: {
      kind: [
        "in the first winter after the bombs",
        "the year the wells ran dry",
        "when the dust storms came",
        "on the night the dam broke",
        "the night the raiders came",
        "the year the rains returned",
        "in the long dark winter",
        "when the last radio fell silent",
        "the summer of the locusts",
        "the year the bridge fell",
      ],
      harm: [
        "against a raider army, and never again",
        "and made every pupil swear silence",
        "and buried the method with the dead",
        "to save a caravan, then hid it",
      ],
    },
    future: {
      kind: [
        "during the colony riots",
        "on the maiden deep-space run",
        "the night the reactor failed",
        "during the long blackout on Tethys",
        "in the colony's first year",
        "when the station lost its orbit",
        "during the quarantine on Vell",
        "the day the gate collapsed",
        "during the long evacuation",
        "in the year of the solar storms",
      ],
      harm: [
        "to save a colony, and never again",
        "and locked the method behind fleet codes",
        "and let no one copy the notes",
        "to stop a boarding, then hid it",
      ],
    },
  },
  grim: {
    old: {
      kind: ["for a tyrant's gold", "and paid with an eye", "and never practised again", "and went mad within the year"],
      harm: ["to win a blood feud", "and buried a village after", "and lost a hand to it", "for a warlord, who paid in lead"],
    },
    steam: {
      kind: ["and died in an asylum", "for a mill owner's bonus", "and never practised again", "and drank the rest away"],
      harm: ["and levelled a street", "and was hanged for it", "for a wager, and lost", "for a cartel of bankers"],
    },
    now: {
      kind: ["and lost a year of memory", "for a payday", "and was never seen again", "and never slept well again"],
      harm: ["and spent a decade in prison", "for a hedge fund", "and lost a hand to it", "for a politician, who denied it"],
    },
    fallen: {
      kind: ["for a tank of fuel", "and died of it a month later", "for a warlord's water", "and walked into the wastes after"],
      harm: ["to break a rival gang", "and lost half the tribe", "and was shot for it", "for a slaver's caravan"],
    },
    future: {
      kind: ["for a corporate bonus", "and vanished from every record", "and lost an eye to it", "and was never cleared for duty again"],
      harm: ["and lost the crew anyway", "for a cartel's payroll", "and was decommissioned after", "for a mutiny that failed"],
    },
  },
  whimsical: {
    old: {
      kind: ["to get a cat down", "to impress a baker", "to win a cheese contest", "to settle a bet about pigs"],
      harm: ["by accident, while cooking", "while aiming at something smaller", "by sneezing mid-working", "to end an argument about soup"],
    },
    steam: {
      kind: ["to boil a kettle faster", "to impress a duchess", "to fix a cuckoo clock", "to win a bet at the club"],
      harm: ["by accident, during a demonstration", "in a temper over a parrot", "while aiming at a smaller target", "to end a dispute about tea"],
    },
    now: {
      kind: ["to find a parking space", "to win a pub quiz", "to skip a queue", "to win a karaoke night"],
      harm: ["by accident, during a house party", "while trying to fix the wi-fi", "by misreading the instructions", "to end a dispute about parking"],
    },
    fallen: {
      kind: ["to open a tin of peaches", "to win a lizard race", "to fix a jukebox", "to catch a runaway goat"],
      harm: ["by accident, while fixing a jukebox", "in a temper over a goat", "while aiming at a smaller target", "to end a quarrel about beans"],
    },
    future: {
      kind: ["to fix a vending machine", "because the lift was slow", "to warm a cold coffee", "to win a card game on shift"],
      harm: ["by accident, fixing a vending machine", "in a temper over a card game", "by misreading the manual", "to end a quarrel about rations"],
    },
  },
};

/** A learned art's founder may have taught its first steps to others; the strongest working stays with the top rank. */
export const LEGEND_GIVE: Readonly<Record<Register, readonly string[]>> = {
  old: ["and taught the basics at market", "and wrote the basics down", "and taught apprentices the basics", "and founded a school"],
  steam: ["and printed a beginner's pamphlet", "and lectured on the basics", "and opened a night school", "and wrote the standard primer"],
  now: ["and posted the basics online", "and taught a community class", "and wrote a beginner's guide", "and ran free workshops"],
  fallen: [
    "and taught the caravans the basics",
    "and taught every settlement the basics",
    "and trained the first apprentices",
    "and scratched the basics on walls",
  ],
  future: ["and open-sourced the basics", "and trained any crew who asked", "and wrote the standard primer", "and ran the first training course"],
};
