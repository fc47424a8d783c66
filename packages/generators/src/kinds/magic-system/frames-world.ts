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
  "[{R2s}|{Tops}] are {standing}, and {kind} [itself |]is {legality}.",
  "{Kind} is {legality}[; its| — and its] [{r2s}|{tops}] are {standing}.",
  "Its [{r2s}|{tops}] are {standing}; the art itself is {legality}.",
  "On paper, {kind} is {legality}. In practice its [{r2s}|{tops}] are {standing}.",
]);

/** The closing line, by tone. */
export const END: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "{Tops} still keep an open door at {haunt}, and {r0s} [come|travel] there to be tested.",
    "{R2s} of {s1} and of {s2} [rarely agree|quarrel often], but [both turn out|they stand together] when the {spell} is needed.",
    "The {spell} has been worked in earnest only a handful of times, and each time is [recorded|remembered] at {haunt}.",
    "The oldest account of the {spell} is kept at {haunt}, and {r2s} [travel|go] there to read it.",
    "At {haunt}, any {r0} who works the {low} [cleanly|without a slip] [is given|earns] a place.",
  ]),
  grim: frames([
    "{A:top} who works the {spell} [twice|a second time] [rarely lives to a third|seldom sees the year out].",
    "Failed {r1s} [end up|drift back] at {haunt}[, sweeping floors|, and are not spoken of].",
    "Nobody at {haunt} talks about the last {r1} who tried the {spell}.",
    "{R2s} of {s1} and of {s2} have feuded for a generation, and their {r0s} pay for it.",
    "Every {top} alive has [lost|buried] {a:r1} to the {mid}.",
  ]),
  whimsical: frames([
    "At {haunt}, {r0s} practise the {low} on each other[, with mixed results|, to nobody's benefit].",
    "{R2s} of {s1} and of {s2} have [argued|squabbled] for [a century|years] over [who owns|whose school claims] the {mid}.",
    "Nobody at {haunt} will lend {a:r0} anything [breakable|fragile] [since the last mishap with the {low}|after the {low} went wrong].",
    "The {mid} was [first worked|found] by {a:r1} who was trying to work the {low}.",
    "{Tops} still tell the story of the {r0} who worked the {low} on {a:top}'s [hat|dinner|cat].",
  ]),
};

/**
 * The founder's legend: {who} the founder, {top} the highest rank, {spell} the strongest working,
 * {s0} the first school, {haunt}, {rule}, {source}; {tail} by tone, register and what the working does.
 */
export const LEGEND: readonly Frame[] = frames([
  "{Who}, {a:top}, first worked the {spell} {tail}.",
  "It was {who} who first worked the {spell}, {tail}.",
  "[Tradition has it|The story goes|Old accounts say] that {who} first worked the {spell} {tail}.",
  "{Who}, who first taught {s0} at {haunt}, [first worked|was the first to work] the {spell} {tail}.",
  "{Who}, who set down the law that {rule}, [first worked|was the first to work] the {spell} {tail}.",
]);

type Tails = { readonly kind: readonly string[]; readonly harm: readonly string[] };

/** How the legend ends, by tone and register: `kind` for a working that hurts no one, `harm` for one that does. */
export const LEGEND_TAIL: Readonly<Record<Tone, Readonly<Record<Register, Tails>>>> = {
  heroic: {
    old: {
      kind: ["in the year of the long siege", "in a besieged city's last hour", "on the night the river flooded"],
      harm: ["once, to end a siege, and never again", "and swore every pupil to use it only in defence", "and sealed the method in one guarded book"],
    },
    steam: {
      kind: ["in the year of the great smog", "during the great fire", "on the night the bridge fell"],
      harm: ["once, to stop a riot, and never again", "and lodged the method with the Admiralty under seal", "and burned the notes afterwards"],
    },
    now: {
      kind: ["during the citywide blackout", "the night of the great flood", "in the winter of the long strike"],
      harm: ["once, to stop a massacre, and never again", "and took the method to the grave untaught", "and swore every student to secrecy"],
    },
    fallen: {
      kind: ["in the first winter after the bombs", "the year the wells ran dry", "when the dust storms came"],
      harm: ["once, to stop a raider army, and never again", "and made every pupil swear never to sell it", "and buried the method with the dead"],
    },
    future: {
      kind: ["during the colony riots", "on the first deep-space run", "the night the reactor failed"],
      harm: ["once, to save a colony, and never again", "and locked the method behind the fleet's own codes", "and let no one copy the notes"],
    },
  },
  grim: {
    old: {
      kind: ["for a tyrant's gold", "and paid with an eye", "and never worked again"],
      harm: ["to win a blood feud", "and buried a village after", "against a rival, and lost a hand to it"],
    },
    steam: {
      kind: ["and died in an asylum", "for a mill owner's bonus", "and never worked again"],
      harm: ["and levelled a street", "and was hanged for it", "for a wager, and lost"],
    },
    now: {
      kind: ["and lost a year of memory", "for a payday", "and was never seen again"],
      harm: ["and spent a decade in prison", "for a hedge fund", "and lost a hand to it"],
    },
    fallen: {
      kind: ["for a tank of fuel", "and died of it a month later", "for a warlord's water"],
      harm: ["to break a rival gang", "and lost half the tribe", "and was shot for it"],
    },
    future: {
      kind: ["for a corporate bonus", "and vanished from every record", "and lost an eye to it"],
      harm: ["and lost the crew anyway", "for a cartel's payroll", "and was decommissioned after"],
    },
  },
  whimsical: {
    old: {
      kind: ["to get a cat down", "to impress a baker", "to win a cheese contest"],
      harm: ["by accident, while cooking", "while aiming at something much smaller", "by sneezing halfway through a lesser working"],
    },
    steam: {
      kind: ["to boil a kettle faster", "to impress a duchess", "to fix a cuckoo clock"],
      harm: ["by accident, while demonstrating something else", "in a fit of temper over a parrot", "while aiming at a much smaller target"],
    },
    now: {
      kind: ["to find a parking space", "to win a pub quiz", "to skip a queue"],
      harm: ["by accident, during a house party", "while trying to fix the wi-fi", "by misreading the instructions"],
    },
    fallen: {
      kind: ["to open a tin of peaches", "to win a lizard race", "to fix a jukebox"],
      harm: ["by accident, while fixing a jukebox", "in a fit of temper over a goat", "while aiming at a much smaller target"],
    },
    future: {
      kind: ["to fix a vending machine", "because the lift was slow", "to warm a cold coffee"],
      harm: ["by accident, while fixing a vending machine", "in a fit of temper over a card game", "by misreading the manual"],
    },
  },
};

/** A learned art's founder may have taught its first school to others ({s0}); the strongest working stays with the top rank. */
export const LEGEND_GIVE: Readonly<Record<Register, readonly string[]>> = {
  old: ["and afterwards taught {s0} in the market square", "and wrote {s0} down for any apprentice"],
  steam: ["and afterwards published {s0} in a penny pamphlet", "and later taught {s0} at night school"],
  now: ["and later posted the basics of {s0} online", "and afterwards taught {s0} at a community centre"],
  fallen: ["and afterwards taught {s0} to the caravans", "and later shared {s0} with every settlement"],
  future: ["and later put {s0} on the open net", "and afterwards taught {s0} to any crew that asked"],
};
